import type { Page } from "@playwright/test";
import { createStaffAccount, expectNoSidewaysScroll, signInAs } from "./admin-support";
import {
  clickOpeningNewTab,
  contactForm,
  expect,
  expectNoAxeViolations,
  stubWhatsApp,
  test,
} from "./fixtures";
import { uniqueName } from "./server";

/*
 * The lead pipeline (issue 28) as the owner works it on a phone: status, assignee, follow-up,
 * notes, a reply with a template, the timeline, the overview and the inbox's filter.
 */

/** A visitor's message, posted as the form posts it (303 once stored). */
async function leadFrom(page: Page, name: string) {
  const sent = await page.request.post("/contact", {
    form: {
      name,
      email: `${name.split(" ").at(-1)?.toLowerCase()}@example.in`,
      phone: "98765 43210",
      subject: "A shop website",
      message: "Please call me about a website for my shop.",
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
}

async function openLead(page: Page, name: string) {
  await page.goto("/admin/messages");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Message from ${name}`);
}

/** The seeded template "Thanks, we will call" on the lead's page. */
const thanksTemplate = (page: Page) =>
  page
    .getByRole("region", { name: "Reply with a template" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Thanks, we will call" }) });

const timeline = (page: Page) => page.getByRole("region", { name: "Timeline" }).getByRole("listitem");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead is replied to with a template, moved on, given to someone, noted and followed up", async ({
    page,
  }, testInfo) => {
    test.slow();
    const name = uniqueName(testInfo, "Sunita");
    await leadFrom(page, name);
    const account = await createStaffAccount(testInfo, "admin");
    await signInAs(page, account);
    await openLead(page, name);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("new");
    // (axe runs in the test with JavaScript below: on a back-office page with scripts off its
    // analysis never returns, its own timers not running; the markup is the same.)
    await expectNoSidewaysScroll(page);

    // A template: the answer says the lead is Contacted and offers WhatsApp with the text.
    const template = thanksTemplate(page);
    await expect(template).toContainText(`Hello ${name}, thank you for your message.`);
    await template.getByRole("button", { name: /^WhatsApp with/ }).click();
    await expect(page.getByRole("status")).toContainText("Marked Contacted");
    const open = page.getByRole("link", { name: "Open WhatsApp with the text" });
    await expect(open).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    expect(await open.getAttribute("href")).toContain(encodeURIComponent(`Hello ${name}, thank you`));
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

    // Quoted, theirs, due today, with a note.
    await page.getByLabel("Status", { exact: true }).selectOption("quoted");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toContainText("Status saved");
    await page.getByLabel("Assigned to").selectOption({ label: account.name });
    await page.getByRole("button", { name: "Save assigned to" }).click();
    await expect(page.getByRole("status")).toContainText("Assignee saved");
    const today = await page.getByLabel("Next follow-up").getAttribute("min");
    await page.getByLabel("Next follow-up").fill(today!);
    await page.getByRole("button", { name: "Set", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Follow-up saved");
    await page.getByLabel("Note").fill("Sent the quote; she decides by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toContainText("Note added");

    await expect(timeline(page)).toHaveText([
      /Message received/,
      /Reply: Replied by WhatsApp with “Thanks, we will call”/,
      /Status: Contacted/,
      /Status: Quoted/,
      new RegExp(`Assigned to: ${account.name}`),
      /Follow-up: \d{1,2} [A-Z][a-z]{2} \d{4}/,
      /Note: Sent the quote; she decides by Friday\./,
    ]);
    await expectNoSidewaysScroll(page);

    // The overview lists it among today's follow-ups, with whose it is.
    await page.goto("/admin");
    const dueToday = page.getByRole("region", { name: /^Follow-ups due today/ });
    const row = dueToday.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row).toContainText("Quoted");
    await expect(row).toContainText(account.name);

    // The inbox by status, with counts.
    await page.goto("/admin/messages");
    const quoted = page.getByRole("navigation", { name: "Where the leads stand" }).getByRole("link", {
      name: /^Quoted \(\d+\)$/,
    });
    await quoted.click();
    await expect(page).toHaveURL(/[?&]status=quoted/);
    await expect(quoted).toHaveAttribute("aria-current", "page");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(card).toContainText("Quoted");
    await expect(card).toContainText(/Follow up \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expectNoSidewaysScroll(page);
  });
});

test("a template is deleted only once the owner says yes, even with its name half edited", async ({
  page,
}, testInfo) => {
  const name = uniqueName(testInfo, "Old Diwali offer");
  await signInAs(page, await createStaffAccount(testInfo, "admin"));
  await page.goto("/admin/templates");
  const adding = page.getByRole("region", { name: "New template" });
  await adding.getByLabel("Name").fill(name);
  await adding.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByRole("status")).toContainText("Template added");

  const card = page.getByRole("region", { name, exact: true });
  const confirm = card.getByRole("button", { name: `Yes, delete the template ${name}` });
  await expect(confirm).toBeHidden();
  // A tap on Delete asks; it deletes nothing.
  await card.locator("summary", { hasText: "Delete" }).click();
  await expect(card.getByText("Delete this template for good? This cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(card).toBeVisible();

  // The owner emptied its name, then chose to delete it after all: the empty field does not stop it.
  await card.getByLabel("Name").fill("");
  await card.locator("summary", { hasText: "Delete" }).click();
  await confirm.click();
  await expect(page.getByRole("status")).toContainText("Template deleted");
  await expect(page.getByRole("region", { name, exact: true })).toHaveCount(0);
});

test("with JavaScript, a template's WhatsApp reply opens in the same tap that marks the lead Contacted", async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const opened = await stubWhatsApp(context);
  const name = uniqueName(testInfo, "Imran");
  await leadFrom(page, name);
  await signInAs(page, await createStaffAccount(testInfo));
  await openLead(page, name);
  const template = thanksTemplate(page);
  const url = await clickOpeningNewTab(page, () =>
    template.getByRole("button", { name: /^WhatsApp with/ }).click(),
  );
  expect(url).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
  expect(decodeURIComponent(new URL(url).searchParams.get("text") ?? "")).toContain(`Hello ${name}`);
  expect(opened).toHaveLength(1);
  await expect(page.getByRole("status")).toContainText("Marked Contacted");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await expect(timeline(page)).toContainText([
    /Message received/,
    /Reply: Replied by WhatsApp/,
    /Status: Contacted/,
  ]);

  // Due today, with a note: the page, the overview and the inbox's filter, axe-clean on a phone.
  const today = await page.getByLabel("Next follow-up").getAttribute("min");
  await page.getByLabel("Next follow-up").fill(today!);
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Follow-up saved");
  await page.getByLabel("Note").fill("Wants a call after 6 pm.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline(page).last()).toContainText("Note: Wants a call after 6 pm.");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.goto("/admin");
  await expect(
    page.getByRole("region", { name: /^Follow-ups due today/ }).getByRole("link", { name, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/messages?status=contacted");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visit landing on /?utm_source=x&utm_campaign=y that writes from /contact shows source x and campaign y on the lead; no public page sets a cookie", async ({
  page,
  context,
  gotoUsable,
  submitExpecting,
}, testInfo) => {
  test.slow();
  const name = uniqueName(testInfo, "Campaign");
  await gotoUsable("/?utm_source=x&utm_campaign=y");
  // Through the site, as a visitor goes: the campaign is kept for the visit, in the tab alone.
  for (const path of ["/services", "/about", "/careers", "/testimonials", "/privacy", "/hi", "/contact"]) {
    await gotoUsable(path);
  }
  const form = contactForm(page);
  await form.name.fill(name);
  await form.email.fill("campaign@example.in");
  await form.message.fill("I saw your leaflet.");
  await submitExpecting(form.submit, 200);
  await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible();
  // No cookie, on any of those pages: the visit's origin lives in sessionStorage.
  expect(await context.cookies()).toEqual([]);

  await signInAs(page, await createStaffAccount(testInfo));
  await openLead(page, name);
  const cameFrom = page.getByRole("definition").filter({ hasText: "landed on" });
  await expect(cameFrom).toHaveText("Typed or bookmarked, landed on /; campaign: source x, campaign y");
});
