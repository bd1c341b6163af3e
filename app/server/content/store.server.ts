import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "~/server/db/client.server";
import { contentDrafts, contentVersions } from "~/server/db/schema";
import { audit } from "~/server/staff/audit.server";
import { SECTIONS, type SectionDefinition, type Sections } from "./sections.server";

/*
 * The owner's content, stored (issue 25). Each section's published versions are rows that never
 * change; at most one draft sits beside them. Every change is made in a transaction that holds the
 * section's lock and first checks that the section is still as the editor saw it: the published
 * version and the draft's revision the editor's form was opened at (its "token"). Another editor's
 * change in between refuses the save, so nobody overwrites what they never saw.
 */

export const CHANGED_SINCE_OPENED =
  "Someone else changed this since you opened it. Reload to see their changes.";

export type Role = "admin" | "staff";

/** Who makes a change: the e-mail the audit log and history name, and the role that allows it. */
export interface Editor {
  email: string;
  role: Role;
}

export interface PublishedVersion {
  version: number;
  data: unknown;
  publishedBy: string | null;
  note: string | null;
  publishedAt: Date;
}

export interface Draft {
  data: unknown;
  revision: number;
  updatedBy: string;
  updatedAt: Date;
}

export interface OpenedSection {
  published: PublishedVersion;
  draft: Draft | null;
  /** What the section was when opened: hand it back with the change. */
  token: string;
}

export type ChangeResult =
  | { status: "done"; token: string; version?: number }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "conflict"; message: typeof CHANGED_SINCE_OPENED }
  | { status: "forbidden"; message: string }
  | { status: "missing"; message: string };

/**
 * The state an editor saw: the published version and the draft, by its revision and the time it was
 * written. The time tells a draft made again after a discard (its revision starts again at 1) from
 * the one the editor opened.
 */
const tokenOf = (version: number, draft: { revision: number; updatedAt: Date } | undefined) =>
  draft ? `${version}.${draft.revision}.${draft.updatedAt.getTime()}` : `${version}.0`;

/** Data stored at an older schema version, carried forward to the section's current one. */
export function upgrade(definition: SectionDefinition, data: unknown, from: number): unknown {
  if (from > definition.schemaVersion) {
    throw new Error(
      `content stored at schema version ${from}, newer than this release's ${definition.schemaVersion}`,
    );
  }
  let current = data;
  for (let version = from; version < definition.schemaVersion; version++) {
    const step = definition.upgrades[version];
    if (!step) throw new Error(`no upgrade of ${definition.label} from schema version ${version}`);
    current = step(current);
  }
  return current;
}

/** Each refused field's first message, by its path ("hours.closes"). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "(whole)";
    fields[key] ??= issue.message;
  }
  return fields;
}

function definitionOf(sections: Sections, section: string): SectionDefinition {
  const definition = sections[section];
  if (!definition) throw new Error(`no content section "${section}"`);
  return definition;
}

/** What a role may do to a section. Members save drafts and restore into them, except admin-only sections. */
export function mayChange(definition: SectionDefinition, role: Role, change: "draft" | "publish"): boolean {
  if (role === "admin") return true;
  return change === "draft" && !definition.adminOnly;
}

async function latestVersion(db: Database, section: string) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.section, section))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row;
}

async function draftOf(db: Database, section: string) {
  const [row] = await db.select().from(contentDrafts).where(eq(contentDrafts.section, section));
  return row;
}

/**
 * Gives every section that has no published version its defaults, as version 1. Safe to run on
 * every start and by several instances at once: a section already seeded is left alone.
 */
export async function seedContent(db: Database, sections: Sections = SECTIONS): Promise<string[]> {
  const seeded: string[] = [];
  for (const [section, definition] of Object.entries(sections)) {
    const data = definition.schema.parse(definition.defaults());
    const inserted = await db
      .insert(contentVersions)
      .values({ section, version: 1, schemaVersion: definition.schemaVersion, data, note: "seeded" })
      .onConflictDoNothing()
      .returning({ id: contentVersions.id });
    if (inserted.length) seeded.push(section);
  }
  return seeded;
}

/** Every section's live content, at this release's schema versions. Throws if a section was never seeded. */
export async function publishedContent(
  db: Database,
  sections: Sections = SECTIONS,
): Promise<Record<string, unknown>> {
  const rows = await db
    .selectDistinctOn([contentVersions.section])
    .from(contentVersions)
    .orderBy(contentVersions.section, desc(contentVersions.version));
  const content: Record<string, unknown> = {};
  for (const [section, definition] of Object.entries(sections)) {
    const row = rows.find((candidate) => candidate.section === section);
    if (!row) throw new Error(`content section "${section}" has never been published: seed it first`);
    content[section] = definition.schema.parse(upgrade(definition, row.data, row.schemaVersion));
  }
  return content;
}

/** When anything was last published (a new site: when it was seeded). */
export async function lastPublished(db: Database): Promise<Date> {
  const [row] = await db
    .select({ at: sql<Date | string>`max(${contentVersions.publishedAt})` })
    .from(contentVersions);
  return row?.at ? new Date(row.at) : new Date();
}

/**
 * Stored data as the schema gives it back: its parts in the schema's order, which is the page's.
 * Postgres keeps a jsonb object's keys shortest first, and a form lists a section's texts in the
 * order of the data it is given. Data the schema refuses (a draft a stricter release no longer
 * takes) is given as stored, for the editor to mend.
 */
function inSchemaOrder(definition: SectionDefinition, data: unknown): unknown {
  const parsed = definition.schema.safeParse(data);
  return parsed.success ? parsed.data : data;
}

/** A section as an editor opens it: the live version, the draft if there is one, and the token. */
export async function openSection(
  db: Database,
  section: string,
  sections: Sections = SECTIONS,
): Promise<OpenedSection> {
  const definition = definitionOf(sections, section);
  const [latest, draft] = await Promise.all([latestVersion(db, section), draftOf(db, section)]);
  if (!latest) throw new Error(`content section "${section}" has never been published: seed it first`);
  return {
    published: {
      version: latest.version,
      data: inSchemaOrder(definition, upgrade(definition, latest.data, latest.schemaVersion)),
      publishedBy: latest.publishedBy,
      note: latest.note,
      publishedAt: latest.publishedAt,
    },
    draft: draft
      ? {
          data: inSchemaOrder(definition, upgrade(definition, draft.data, draft.schemaVersion)),
          revision: draft.revision,
          updatedBy: draft.updatedBy,
          updatedAt: draft.updatedAt,
        }
      : null,
    token: tokenOf(latest.version, draft),
  };
}

/** Holds the section's lock until the transaction ends: its changes happen one at a time. */
const lockSection = (tx: Database, section: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`content:${section}`}))`);

/** Stores `data` as the section's version `version` and drops its draft: the one way a version is published. */
async function publishVersion(
  tx: Database,
  {
    section,
    version,
    definition,
    data,
    publishedBy,
    note = null,
  }: {
    section: string;
    version: number;
    definition: SectionDefinition;
    data: unknown;
    publishedBy: string | null;
    note?: string | null;
  },
) {
  await tx
    .insert(contentVersions)
    .values({ section, version, schemaVersion: definition.schemaVersion, data, publishedBy, note });
  await tx.delete(contentDrafts).where(eq(contentDrafts.section, section));
}

/**
 * Runs `change` under the section's lock once the section is found as `token` says it was opened;
 * otherwise refuses, changing nothing.
 */
async function changeSection(
  db: Database,
  section: string,
  token: string,
  change: (
    tx: Database,
    current: { version: number; draftRevision: number | undefined },
  ) => Promise<ChangeResult>,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    await lockSection(tx, section);
    const [latest, draft] = await Promise.all([latestVersion(tx, section), draftOf(tx, section)]);
    if (!latest)
      return { status: "missing", message: `Nothing to change: "${section}" was never published.` };
    if (tokenOf(latest.version, draft) !== token)
      return { status: "conflict", message: CHANGED_SINCE_OPENED };
    return change(tx, { version: latest.version, draftRevision: draft?.revision });
  });
}

const FORBIDDEN = (definition: SectionDefinition, what: "change" | "publish" | "discard a draft of") => ({
  status: "forbidden" as const,
  message: `Only an admin can ${definition.adminOnly ? "change" : what} ${definition.label}.`,
});

async function writeDraft(
  tx: Database,
  section: string,
  definition: SectionDefinition,
  data: unknown,
  by: string,
  current: { draftRevision: number | undefined },
) {
  const revision = (current.draftRevision ?? 0) + 1;
  const [written] = await tx
    .insert(contentDrafts)
    .values({ section, schemaVersion: definition.schemaVersion, data, revision, updatedBy: by })
    .onConflictDoUpdate({
      target: contentDrafts.section,
      set: { schemaVersion: definition.schemaVersion, data, revision, updatedBy: by, updatedAt: sql`now()` },
    })
    .returning({ revision: contentDrafts.revision, updatedAt: contentDrafts.updatedAt });
  if (!written) throw new Error(`the draft of ${section} was not written`);
  return written;
}

/** The section and its checked content, or why the change is refused before anything is read. */
function checkedInput(
  sections: Sections,
  { section, input, editor }: { section: string; input: unknown; editor: Editor },
  change: "draft" | "publish",
): { definition: SectionDefinition; data: unknown } | ChangeResult {
  const definition = definitionOf(sections, section);
  if (!mayChange(definition, editor.role, change)) {
    return FORBIDDEN(definition, change === "draft" ? "change" : "publish");
  }
  const parsed = definition.schema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fields: fieldMessages(parsed.error) };
  return { definition, data: parsed.data };
}

/** Saves `input` as the section's draft: nothing public changes. */
export async function saveDraft(
  db: Database,
  { section, input, token, editor }: { section: string; input: unknown; token: string; editor: Editor },
  sections: Sections = SECTIONS,
): Promise<ChangeResult> {
  const checked = checkedInput(sections, { section, input, editor }, "draft");
  if ("status" in checked) return checked;
  const { definition, data } = checked;
  return changeSection(db, section, token, async (tx, current) => {
    const written = await writeDraft(tx, section, definition, data, editor.email, current);
    return { status: "done", token: tokenOf(current.version, written) };
  });
}

/** Publishes `input` as the section's next version and drops the draft: the site shows it from now on. */
export async function publishSection(
  db: Database,
  { section, input, token, editor }: { section: string; input: unknown; token: string; editor: Editor },
  sections: Sections = SECTIONS,
): Promise<ChangeResult> {
  const checked = checkedInput(sections, { section, input, editor }, "publish");
  if ("status" in checked) return checked;
  const { definition, data } = checked;
  return changeSection(db, section, token, async (tx, current) => {
    const version = current.version + 1;
    await publishVersion(tx, { section, version, definition, data, publishedBy: editor.email });
    await audit(tx, {
      actor: editor.email,
      action: "content-publish",
      target: `${definition.label}, version ${version}`,
    });
    return { status: "done", token: tokenOf(version, undefined), version };
  });
}

/** Throws the draft away; the published version stays as it is. */
export async function discardDraft(
  db: Database,
  { section, token, editor }: { section: string; token: string; editor: Editor },
  sections: Sections = SECTIONS,
): Promise<ChangeResult> {
  const definition = definitionOf(sections, section);
  if (!mayChange(definition, editor.role, "publish")) return FORBIDDEN(definition, "discard a draft of");
  return changeSection(db, section, token, async (tx, current) => {
    if (current.draftRevision === undefined)
      return { status: "missing", message: "There is no draft to discard." };
    await tx.delete(contentDrafts).where(eq(contentDrafts.section, section));
    await audit(tx, { actor: editor.email, action: "content-discard", target: definition.label });
    return { status: "done", token: tokenOf(current.version, undefined) };
  });
}

/** Makes an earlier version the draft, to be published again (or discarded). */
export async function restoreVersion(
  db: Database,
  { section, version, token, editor }: { section: string; version: number; token: string; editor: Editor },
  sections: Sections = SECTIONS,
): Promise<ChangeResult> {
  const definition = definitionOf(sections, section);
  if (!mayChange(definition, editor.role, "draft")) return FORBIDDEN(definition, "change");
  return changeSection(db, section, token, async (tx, current) => {
    if (!Number.isSafeInteger(version) || version < 1) {
      return { status: "missing", message: `There is no such version of ${definition.label}.` };
    }
    const [old] = await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.section, section), eq(contentVersions.version, version)));
    if (!old) return { status: "missing", message: `There is no version ${version} of ${definition.label}.` };
    const data = definition.schema.parse(upgrade(definition, old.data, old.schemaVersion));
    const written = await writeDraft(tx, section, definition, data, editor.email, current);
    await audit(tx, {
      actor: editor.email,
      action: "content-restore",
      target: `${definition.label}, version ${version}`,
    });
    return { status: "done", token: tokenOf(current.version, written) };
  });
}

/** A section's published versions, newest first: who and when. */
export async function sectionHistory(db: Database, section: string) {
  return db
    .select({
      version: contentVersions.version,
      publishedBy: contentVersions.publishedBy,
      note: contentVersions.note,
      publishedAt: contentVersions.publishedAt,
    })
    .from(contentVersions)
    .where(eq(contentVersions.section, section))
    .orderBy(desc(contentVersions.version));
}

/** The export's format, checked on import. */
const EXPORT_FORMAT = "site-content";

/** All published content, as the owner's export writes it. */
export async function exportContent(db: Database, sections: Sections = SECTIONS) {
  return {
    format: EXPORT_FORMAT,
    schemaVersions: Object.fromEntries(Object.entries(sections).map(([id, d]) => [id, d.schemaVersion])),
    sections: await publishedContent(db, sections),
  };
}

export type ImportResult =
  { status: "done"; versions: Record<string, number> } | { status: "invalid"; problems: string[] };

/**
 * Publishes an export as the next version of every section, all in one transaction; or, when any
 * field of any section is wrong, changes nothing and says which.
 */
export async function importContent(
  db: Database,
  file: unknown,
  { actor }: { actor: string },
  sections: Sections = SECTIONS,
): Promise<ImportResult> {
  const problems: string[] = [];
  const parsed: Record<string, unknown> = {};
  const body = (typeof file === "object" && file !== null ? file : {}) as {
    format?: unknown;
    schemaVersions?: Record<string, unknown>;
    sections?: Record<string, unknown>;
  };
  if (body.format !== EXPORT_FORMAT)
    problems.push(`not a content export: "format" is not "${EXPORT_FORMAT}"`);
  for (const [section, definition] of Object.entries(sections)) {
    const data = body.sections?.[section];
    const from = body.schemaVersions?.[section];
    if (data === undefined) {
      problems.push(`${section}: missing`);
      continue;
    }
    if (typeof from !== "number" || !Number.isInteger(from) || from < 1 || from > definition.schemaVersion) {
      problems.push(`${section}: schema version ${String(from)} is not one this release reads`);
      continue;
    }
    let upgraded: unknown;
    try {
      upgraded = upgrade(definition, data, from);
    } catch {
      // An older shape the upgrade cannot read (a field of the wrong kind): said, not thrown.
      problems.push(`${section}: not what schema version ${from} held`);
      continue;
    }
    const result = definition.schema.safeParse(upgraded);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldMessages(result.error)))
        problems.push(`${section}.${field}: ${message}`);
      continue;
    }
    parsed[section] = result.data;
  }
  for (const section of Object.keys(body.sections ?? {})) {
    if (!(section in sections)) problems.push(`${section}: not a section of this site`);
  }
  if (problems.length) return { status: "invalid", problems };
  return db.transaction(async (tx) => {
    const versions: Record<string, number> = {};
    for (const [section, data] of Object.entries(parsed)) {
      await lockSection(tx, section);
      const version = ((await latestVersion(tx, section))?.version ?? 0) + 1;
      const definition = definitionOf(sections, section);
      await publishVersion(tx, { section, version, definition, data, publishedBy: null, note: "imported" });
      versions[section] = version;
    }
    await audit(tx, { actor, action: "content-import", target: Object.keys(versions).join(", ") });
    return { status: "done" as const, versions };
  });
}
