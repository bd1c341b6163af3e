import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { site } from "~/config/site";
import { TAGLINE } from "~/lib/site-details";
import { hindiDefaults } from "~/content/hindi-defaults";
import { businessSection, SECTIONS, type SectionDefinition } from "~/server/content/sections.server";
import {
  CHANGED_SINCE_OPENED,
  discardDraft,
  type Editor,
  exportContent,
  importContent,
  openSection,
  publishedContent,
  publishSection,
  restoreVersion,
  saveDraft,
  sectionHistory,
  seedContent,
} from "~/server/content/store.server";
import { auditLog, contentDrafts, contentVersions } from "~/server/db/schema";
import { drivers, getDb } from "./harness";

const admin: Editor = { email: "owner@example.in", role: "admin" };
const member: Editor = { email: "member@example.in", role: "staff" };

/** A second section, as a later release might add one: members may draft it; its shape changed once. */
const notes: SectionDefinition<{ title: { en: string }; items: string[] }> = {
  label: "Notes",
  schema: z.object({
    title: z.object({ en: z.string().min(1, "Enter a title.") }),
    items: z.array(z.string()),
  }),
  schemaVersion: 2,
  // Version 1 stored the title as a plain string and the items as one comma-separated text.
  upgrades: {
    1: (data) => {
      const old = data as { title: string; items: string };
      return { title: { en: old.title }, items: old.items.split(",").map((item) => item.trim()) };
    },
  },
  adminOnly: false,
  defaults: () => ({ title: { en: "First" }, items: ["a"] }),
};
const withNotes = { ...SECTIONS, notes };

const business = () => businessSection.defaults();

describe.each(drivers)("the owner's content on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(contentDrafts);
    await db.delete(contentVersions);
  });

  it("seeds each section once with today's content, however often and by however many it runs", async () => {
    const db = await getDb();
    const [first, second] = await Promise.all([seedContent(db, withNotes), seedContent(db, withNotes)]);
    expect([...first, ...second].sort()).toEqual([
      "business",
      "faqs",
      "jobs",
      "notes",
      "pages",
      "services",
      "texts",
    ]);
    expect(await seedContent(db, withNotes)).toEqual([]);
    const content = (await publishedContent(db)) as { business: ReturnType<typeof business> };
    expect(content.business.phone).toBe(site.phone.display);
    expect(content.business.whatsapp).toBe(site.whatsapp);
    expect(content.business.name).toEqual({ en: site.name });
    expect(await sectionHistory(db, "business")).toEqual([
      expect.objectContaining({ version: 1, note: "seeded", publishedBy: null }),
    ]);
  });

  it("keeps a draft out of the live content until it is published, then drops it", async () => {
    const db = await getDb();
    await seedContent(db);
    const opened = await openSection(db, "business");
    expect(opened.draft).toBeNull();
    const changed = { ...business(), phone: "+91 612 222 3333" };

    const saved = await saveDraft(db, {
      section: "business",
      input: changed,
      token: opened.token,
      editor: admin,
    });
    expect(saved.status).toBe("done");
    expect(((await publishedContent(db)) as { business: { phone: string } }).business.phone).toBe(
      site.phone.display,
    );
    const reopened = await openSection(db, "business");
    expect(reopened.draft).toMatchObject({
      data: { phone: "+91 612 222 3333" },
      revision: 1,
      updatedBy: admin.email,
    });

    const published = await publishSection(db, {
      section: "business",
      input: reopened.draft!.data,
      token: reopened.token,
      editor: admin,
    });
    expect(published).toMatchObject({ status: "done", version: 2 });
    expect(((await publishedContent(db)) as { business: { phone: string } }).business.phone).toBe(
      "+91 612 222 3333",
    );
    expect((await openSection(db, "business")).draft).toBeNull();
    expect(await sectionHistory(db, "business")).toEqual([
      expect.objectContaining({ version: 2, publishedBy: admin.email, note: null }),
      expect.objectContaining({ version: 1, note: "seeded" }),
    ]);
    const logged = await db.select().from(auditLog).where(eq(auditLog.action, "content-publish"));
    expect(logged.map((row) => [row.actor, row.target])).toContainEqual([
      admin.email,
      "Business details, version 2",
    ]);
  });

  it("refuses the second of two editors who opened the same version, and keeps the first's change", async () => {
    const db = await getDb();
    await seedContent(db);
    const { token } = await openSection(db, "business");
    const first = await saveDraft(db, {
      section: "business",
      input: { ...business(), email: "first@example.in" },
      token,
      editor: admin,
    });
    expect(first.status).toBe("done");
    for (const change of [
      () =>
        saveDraft(db, {
          section: "business",
          input: { ...business(), email: "second@example.in" },
          token,
          editor: admin,
        }),
      () => publishSection(db, { section: "business", input: business(), token, editor: admin }),
      () => discardDraft(db, { section: "business", token, editor: admin }),
      () => restoreVersion(db, { section: "business", version: 1, token, editor: admin }),
    ]) {
      expect(await change()).toEqual({ status: "conflict", message: CHANGED_SINCE_OPENED });
    }
    const now = await openSection(db, "business");
    expect(now.draft?.data).toMatchObject({ email: "first@example.in" });
    expect(now.published.version).toBe(1);
  });

  it("tells a draft made again after a discard from the one an editor opened", async () => {
    const db = await getDb();
    await seedContent(db);
    const start = await openSection(db, "business");
    const draft = (email: string, token: string) =>
      saveDraft(db, { section: "business", input: { ...business(), email }, token, editor: admin });
    expect((await draft("first@example.in", start.token)).status).toBe("done");
    // The second editor opens the section with the first draft in it.
    const seenBySecond = (await openSection(db, "business")).token;
    const withDraft = await openSection(db, "business");
    expect(
      (await discardDraft(db, { section: "business", token: withDraft.token, editor: admin })).status,
    ).toBe("done");
    // A new draft, at revision 1 again.
    const afterDiscard = await openSection(db, "business");
    expect((await draft("new@example.in", afterDiscard.token)).status).toBe("done");
    expect((await openSection(db, "business")).draft?.revision).toBe(1);
    expect(await draft("stale@example.in", seenBySecond)).toEqual({
      status: "conflict",
      message: CHANGED_SINCE_OPENED,
    });
    expect((await openSection(db, "business")).draft?.data).toMatchObject({ email: "new@example.in" });
  });

  it("lets two simultaneous saves from one opening through one at a time: exactly one wins", async () => {
    const db = await getDb();
    await seedContent(db);
    const { token } = await openSection(db, "business");
    const results = await Promise.all(
      ["a@example.in", "b@example.in", "c@example.in"].map((email) =>
        saveDraft(db, { section: "business", input: { ...business(), email }, token, editor: admin }),
      ),
    );
    expect(results.filter((result) => result.status === "done")).toHaveLength(1);
    expect(results.filter((result) => result.status === "conflict")).toHaveLength(2);
  });

  it("refuses a wrong field with its message and keeps the section as it was", async () => {
    const db = await getDb();
    await seedContent(db);
    const { token } = await openSection(db, "business");
    const wrong = {
      ...business(),
      phone: "call me",
      whatsapp: "12",
      email: "not an address",
      hours: { ...business().hours, opens: "18:00", closes: "09:00" },
      social: [{ name: "Facebook", href: "javascript:alert(1)" }],
    };
    const refused = await publishSection(db, { section: "business", input: wrong, token, editor: admin });
    expect(refused).toEqual({
      status: "invalid",
      fields: {
        phone: "Enter a phone number like +91 98765 43210.",
        whatsapp: "Enter the WhatsApp number's 8-15 digits with the country code, like 919876543210.",
        email: "Enter an e-mail address like name@example.in.",
        "hours.closes": "The closing time must be after the opening time.",
        "social.0.href": "Enter the profile's address, starting with https://.",
      },
    });
    expect(await sectionHistory(db, "business")).toHaveLength(1);
    expect((await openSection(db, "business")).draft).toBeNull();

    // A mistyped key (say, in an edited import) is named rather than dropped; a day twice is refused.
    const mistyped = {
      ...business(),
      hours: { ...business().hours, days: ["Monday", "Monday"], notes: { en: "x" } },
    };
    const named = await saveDraft(db, { section: "business", input: mistyped, token, editor: admin });
    expect(named).toMatchObject({ status: "invalid", fields: { hours: expect.stringContaining("notes") } });
    const twice = await saveDraft(db, {
      section: "business",
      input: { ...business(), hours: { ...business().hours, days: ["Monday", "Monday"] } },
      token,
      editor: admin,
    });
    expect(twice).toEqual({ status: "invalid", fields: { "hours.days": "Choose each day once." } });
  });

  it("stores text as typed, markup and line breaks too, and refuses hidden control characters", async () => {
    const db = await getDb();
    await seedContent(db);
    const { token } = await openSection(db, "business");
    const street = "<script>alert(1)</script>\nBoring Road";
    const saved = await saveDraft(db, {
      section: "business",
      input: { ...business(), address: { ...business().address, street: { en: street } } },
      token,
      editor: admin,
    });
    expect(saved.status).toBe("done");
    expect((await openSection(db, "business")).draft?.data).toMatchObject({
      address: { street: { en: street } },
    });
    const refused = await saveDraft(db, {
      section: "business",
      input: { ...business(), name: { en: "Bad\u0007Name" } },
      token: (await openSection(db, "business")).token,
      editor: admin,
    });
    expect(refused).toMatchObject({
      status: "invalid",
      fields: { "name.en": expect.stringContaining("hidden") },
    });
  });

  it("restores an earlier version as the draft, and discards a draft leaving the live version", async () => {
    const db = await getDb();
    await seedContent(db);
    let { token } = await openSection(db, "business");
    const renamed = { ...business(), name: { en: "Patna Office Works" } };
    expect(
      await publishSection(db, { section: "business", input: renamed, token, editor: admin }),
    ).toMatchObject({
      version: 2,
    });
    ({ token } = await openSection(db, "business"));
    expect((await restoreVersion(db, { section: "business", version: 1, token, editor: admin })).status).toBe(
      "done",
    );
    const restored = await openSection(db, "business");
    expect(restored.draft?.data).toMatchObject({ name: { en: site.name } });
    expect(restored.published.data).toMatchObject({ name: { en: "Patna Office Works" } });

    expect(
      await discardDraft(db, { section: "business", token: restored.token, editor: admin }),
    ).toMatchObject({
      status: "done",
    });
    const after = await openSection(db, "business");
    expect(after.draft).toBeNull();
    expect(after.published.data).toMatchObject({ name: { en: "Patna Office Works" } });
    expect(
      await restoreVersion(db, { section: "business", version: 9, token: after.token, editor: admin }),
    ).toMatchObject({
      status: "missing",
    });
    // What no History lists (a version posted as "Aa" reads as NaN) names none, and fails nothing.
    for (const version of [Number.NaN, 0, -1, 1.5, 2 ** 53]) {
      expect(
        await restoreVersion(db, { section: "business", version, token: after.token, editor: admin }),
        String(version),
      ).toEqual({ status: "missing", message: "There is no such version of Business details." });
    }
    const actions = (await db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["content-restore", "content-discard"]));
  });

  it("lets members draft the sections that allow it, and publish nothing; business details are admins' alone", async () => {
    const db = await getDb();
    await seedContent(db, withNotes);
    const business1 = await openSection(db, "business", withNotes);
    expect(
      await saveDraft(
        db,
        { section: "business", input: business(), token: business1.token, editor: member },
        withNotes,
      ),
    ).toEqual({ status: "forbidden", message: "Only an admin can change Business details." });
    const notes1 = await openSection(db, "notes", withNotes);
    const drafted = await saveDraft(
      db,
      {
        section: "notes",
        input: { title: { en: "Second" }, items: [] },
        token: notes1.token,
        editor: member,
      },
      withNotes,
    );
    expect(drafted.status).toBe("done");
    const notes2 = await openSection(db, "notes", withNotes);
    expect(
      await publishSection(
        db,
        { section: "notes", input: notes2.draft!.data, token: notes2.token, editor: member },
        withNotes,
      ),
    ).toEqual({ status: "forbidden", message: "Only an admin can publish Notes." });
    expect(
      await discardDraft(db, { section: "notes", token: notes2.token, editor: member }, withNotes),
    ).toMatchObject({
      status: "forbidden",
    });
    expect(
      await publishSection(
        db,
        { section: "notes", input: notes2.draft!.data, token: notes2.token, editor: admin },
        withNotes,
      ),
    ).toMatchObject({ status: "done", version: 2 });
  });

  it("carries content stored by an older release forward to this release's shape, keeping the owner's edits", async () => {
    const db = await getDb();
    await db.insert(contentVersions).values({
      section: "notes",
      version: 1,
      schemaVersion: 1,
      data: { title: "The owner's title", items: "one, two" },
    });
    await seedContent(db, withNotes);
    const content = await publishedContent(db, withNotes);
    expect(content.notes).toEqual({ title: { en: "The owner's title" }, items: ["one", "two"] });
    const opened = await openSection(db, "notes", withNotes);
    expect(opened.published.data).toEqual({ title: { en: "The owner's title" }, items: ["one", "two"] });
  });

  it("gives content stored before Hindi the Hindi of a new site where its English is still a new site's", async () => {
    const db = await getDb();
    // What the release before Hindi stored: every text English only.
    const englishOnly = (data: unknown): unknown =>
      Array.isArray(data)
        ? data.map(englishOnly)
        : typeof data === "object" && data !== null
          ? Object.fromEntries(
              Object.entries(data)
                .filter(([key]) => key !== "hi")
                .map(([key, value]) => [key, englishOnly(value)]),
            )
          : data;
    const pages = englishOnly(SECTIONS.pages.defaults()) as ReturnType<typeof SECTIONS.pages.defaults>;
    expect(pages.home.hero.title).toEqual({ en: "Your One-Stop Business Solution" });
    pages.about.hero.title.en = "The owner's own heading";
    const services = englishOnly(SECTIONS.services.defaults()) as ReturnType<
      typeof SECTIONS.services.defaults
    >;
    services.services[0]!.title = { en: "Marketing", hi: "मार्केटिंग (मालिक का अपना)" };
    await db.insert(contentVersions).values([
      { section: "pages", version: 1, schemaVersion: 2, data: pages },
      { section: "services", version: 1, schemaVersion: 1, data: services },
    ]);
    await seedContent(db);
    const content = (await publishedContent(db)) as {
      pages: ReturnType<typeof SECTIONS.pages.defaults>;
      services: ReturnType<typeof SECTIONS.services.defaults>;
    };
    expect(content.pages.home.hero.title.hi).toBe(hindiDefaults["Your One-Stop Business Solution"]);
    expect(content.pages.home.hero.title.hi).toMatch(/\p{Script=Devanagari}/u);
    expect(content.pages.footer.copyright.hi).toMatch(/^© 2024 .+ सर्वाधिकार सुरक्षित।$/);
    // The owner's English, and the owner's Hindi, are theirs.
    expect(content.pages.about.hero.title).toEqual({ en: "The owner's own heading" });
    expect(content.services.services[0]!.title).toEqual({ en: "Marketing", hi: "मार्केटिंग (मालिक का अपना)" });
    expect(content.services.services[1]!.title.hi).toBe(hindiDefaults["Web & App Development"]);
  });

  it("carries the texts stored by the release before page titles and headings were the owner's forward", async () => {
    const db = await getDb();
    // Schema version 1 of Home and about and of Other pages: today's shape without the parts version 2 added.
    const pages = structuredClone(SECTIONS.pages.defaults()) as Record<string, Record<string, unknown>>;
    delete pages.home!.servicesIntro;
    delete pages.home!.meta;
    delete pages.about!.reasonsIntro;
    delete pages.about!.meta;
    delete pages.footer!.services;
    (pages.home!.hero as { title: { en: string } }).title.en = "The owner's own heading";
    const texts = structuredClone(SECTIONS.texts.defaults()) as Record<string, Record<string, unknown>>;
    for (const page of ["services", "careers", "contact", "testimonials"]) delete texts[page]!.meta;
    delete texts.services!.processIntro;
    delete texts.careers!.openingsIntro;
    delete texts.careers!.benefitsIntro;
    delete texts.testimonials!.reviewsIntro;
    // Business details before the tagline was the owner's (and before the privacy contact and the reply time).
    const {
      tagline: _tagline,
      privacyContact: _privacyContact,
      replyTime: _replyTime,
      ...businessV1
    } = { ...business(), phone: "+91 70000 11111" };
    await db.insert(contentVersions).values([
      { section: "business", version: 1, schemaVersion: 1, data: businessV1 },
      { section: "pages", version: 1, schemaVersion: 1, data: pages },
      { section: "texts", version: 1, schemaVersion: 1, data: texts },
    ]);
    // A draft saved before the upgrade too, with an edit of its own.
    const draft = structuredClone(pages);
    (draft.about!.hero as { title: { en: string } }).title.en = "A drafted about heading";
    await db
      .insert(contentDrafts)
      .values({ section: "pages", schemaVersion: 1, data: draft, revision: 1, updatedBy: admin.email });
    await expect(SECTIONS.pages.schema.safeParseAsync(pages)).resolves.toMatchObject({ success: false });

    await seedContent(db);
    const content = (await publishedContent(db)) as {
      business: ReturnType<typeof business>;
      pages: ReturnType<typeof SECTIONS.pages.defaults>;
      texts: ReturnType<typeof SECTIONS.texts.defaults>;
    };
    expect(content.business).toMatchObject({ phone: "+91 70000 11111", tagline: { en: TAGLINE } });
    // The privacy notice names the business itself until the owner names someone.
    expect(content.business.privacyContact).toEqual({ name: businessV1.name.en, email: businessV1.email });
    // And says a new site's reply time, in both languages, until the owner changes it.
    expect(content.business.replyTime).toEqual({
      en: "We reply within one working day.",
      hi: "हम एक कार्य-दिवस के भीतर जवाब देते हैं।",
    });
    expect(content.pages.home.hero.title.en).toBe("The owner's own heading");
    expect(content.pages.home.servicesIntro.title.en).toBe("Our Services");
    expect(content.pages.about.meta.pageTitle.en).toBe("About Us | Patna, Bihar");
    expect(content.pages.footer.services.map((name) => name.en)).toContain("Content Creation");
    expect(content.pages.footer.copyright.en).toMatch(/^© 2024 /);
    expect(content.texts.careers.openingsIntro.title.en).toBe("Current Openings");
    expect(content.texts.testimonials.reviewsIntro.title.en).toBe("What Our Clients Say");
    expect(content.texts.contact.meta.searchDescription.en).toMatch(/^Call, e-mail, chat on WhatsApp/);
    const opened = await openSection(db, "pages");
    const drafted = opened.draft?.data as typeof content.pages;
    expect(drafted.about.hero.title.en).toBe("A drafted about heading");
    expect(drafted.about.reasonsIntro.title.en).toBe("Why Choose Us");
    expect(drafted.home.hero.title.en).toBe("The owner's own heading");
    // The form lists the parts in the page's order, whatever order the upgrade added them in and
    // the database keeps them in (Postgres: a jsonb object's shortest keys first).
    const published = opened.published.data as typeof content.pages;
    for (const data of [published, drafted]) {
      expect(Object.keys(data.home)).toEqual(Object.keys(SECTIONS.pages.defaults().home));
      expect(Object.keys(data.about)).toEqual(Object.keys(SECTIONS.pages.defaults().about));
    }
  });

  it("exports everything published and imports it back as one new version of each section", async () => {
    const db = await getDb();
    await seedContent(db, withNotes);
    const exported = await exportContent(db, withNotes);
    expect(exported.schemaVersions).toEqual({
      business: 5,
      services: 2,
      jobs: 2,
      faqs: 2,
      pages: 3,
      texts: 3,
      notes: 2,
    });
    const file = JSON.parse(JSON.stringify(exported)) as typeof exported & {
      sections: { business: ReturnType<typeof business> };
    };
    file.sections.business.phone = "+91 70000 00000";
    expect(await importContent(db, file, { actor: "owner (command line)" }, withNotes)).toEqual({
      status: "done",
      versions: { business: 2, services: 2, jobs: 2, faqs: 2, pages: 2, texts: 2, notes: 2 },
    });
    const content = (await publishedContent(db, withNotes)) as { business: { phone: string } };
    expect(content.business.phone).toBe("+91 70000 00000");
    expect(await sectionHistory(db, "notes")).toEqual([
      expect.objectContaining({ version: 2, note: "imported" }),
      expect.objectContaining({ version: 1, note: "seeded" }),
    ]);
  });

  it("refuses an import with one bad field, saying which, and changes nothing", async () => {
    const db = await getDb();
    await seedContent(db, withNotes);
    const file = JSON.parse(JSON.stringify(await exportContent(db, withNotes))) as {
      sections: { business: { email: string }; notes: unknown; extra?: unknown };
    };
    file.sections.business.email = "nobody";
    file.sections.extra = {};
    expect(await importContent(db, file, { actor: "owner (command line)" }, withNotes)).toEqual({
      status: "invalid",
      problems: [
        "business.email: Enter an e-mail address like name@example.in.",
        "extra: not a section of this site",
      ],
    });
    expect(await importContent(db, { sections: {} }, { actor: "x" }, withNotes)).toMatchObject({
      status: "invalid",
      problems: expect.arrayContaining([
        'not a content export: "format" is not "site-content"',
        "business: missing",
      ]),
    });
    // An older shape its upgrade cannot read is named too, not thrown.
    const old = JSON.parse(JSON.stringify(await exportContent(db, withNotes))) as {
      schemaVersions: { notes: number };
      sections: { notes: unknown };
    };
    old.schemaVersions.notes = 1;
    old.sections.notes = { title: "Old", items: 7 };
    expect(await importContent(db, old, { actor: "x" }, withNotes)).toEqual({
      status: "invalid",
      problems: ["notes: not what schema version 1 held"],
    });
    expect(await sectionHistory(db, "business")).toHaveLength(1);
    expect(await sectionHistory(db, "notes")).toHaveLength(1);
  });
});
