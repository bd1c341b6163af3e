import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { STAFF_ROLES } from "~/server/auth.server";
import type { Database } from "~/server/db/client.server";
import type { LiveContent } from "~/server/content/live.server";
import type { PageCacheEvents } from "~/server/page-cache.server";
import { createStaff, listStaff, removeStaff, resetTwoFactor } from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import { listWholeMessages } from "~/server/staff/inbox.server";
import { deleteTestimonial, listTestimonials, reviewTestimonial } from "~/server/testimonials.server";
import { exportContent, importContent, seedContent } from "~/server/content/store.server";

/** How the audit log names the owner's command line. */
const COMMAND_LINE = "command line";

/** What the owner's command-line tool can ask for, over HTTP or directly. */
export const AdminCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("testimonials.list"), pending: z.boolean().default(false) }),
  z.object({
    command: z.enum(["testimonials.approve", "testimonials.reject", "testimonials.delete"]),
    id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
  z.object({ command: z.literal("messages.list"), archived: z.boolean().default(false) }),
  z.object({
    command: z.literal("staff.create"),
    email: z.string().max(254),
    name: z.string().max(100),
    role: z.enum(STAFF_ROLES).default("staff"),
    password: z.string().max(200),
  }),
  z.object({ command: z.literal("staff.list") }),
  z.object({ command: z.enum(["staff.remove", "staff.reset-2fa"]), email: z.string().max(254) }),
  z.object({ command: z.literal("content.export") }),
  /** `file`: an export, as JSON; checked whole by importContent */
  z.object({ command: z.literal("content.import"), file: z.unknown() }),
]);

export type AdminCommand = z.input<typeof AdminCommandSchema>;

export type AdminResult =
  | { ok: true; testimonials: Awaited<ReturnType<typeof listTestimonials>> }
  | { ok: true; messages: Awaited<ReturnType<typeof listWholeMessages>> }
  | { ok: true; staff: Awaited<ReturnType<typeof listStaff>> }
  | { ok: true; done: string }
  | { ok: true; content: Awaited<ReturnType<typeof exportContent>> }
  | { ok: false; error: string };

/** Who is told of a change: the server's, when the command came through its API; the command line's own otherwise (which, on Postgres, tells the servers). */
export interface AdminListeners {
  pageCache: Pick<PageCacheEvents, "changed">;
  content: Pick<LiveContent, "published">;
}

export async function runAdminCommand(
  db: Database,
  input: AdminCommand,
  { pageCache, content }: AdminListeners,
): Promise<AdminResult> {
  const command = AdminCommandSchema.parse(input);
  switch (command.command) {
    case "testimonials.list":
      return { ok: true, testimonials: await listTestimonials(db, { pendingOnly: command.pending }) };
    case "messages.list":
      return { ok: true, messages: await listWholeMessages(db, { archived: command.archived }) };
    case "content.export":
      // A site that never started has no content yet: it has today's, as the first start would give it.
      await seedContent(db);
      return { ok: true, content: await exportContent(db) };
    case "content.import": {
      await seedContent(db);
      const imported = await importContent(db, command.file, { actor: COMMAND_LINE });
      if (imported.status === "invalid") {
        return {
          ok: false,
          error: `Nothing was imported:\n${imported.problems.map((p) => `  ${p}`).join("\n")}`,
        };
      }
      await content.published(db);
      const versions = Object.entries(imported.versions).map(
        ([section, version]) => `${section} version ${version}`,
      );
      return { ok: true, done: `Published ${versions.join(", ")}.` };
    }
    case "testimonials.approve":
    case "testimonials.reject": {
      const approve = command.command === "testimonials.approve";
      const row = await reviewTestimonial(db, command.id, approve, COMMAND_LINE);
      if (!row) return { ok: false, error: `No testimonial with id ${command.id}.` };
      await pageCache.changed(db);
      return {
        ok: true,
        done: approve
          ? `Approved testimonial ${row.id}: it is now shown on /testimonials.`
          : `Rejected testimonial ${row.id}: it is kept but never shown.`,
      };
    }
    case "testimonials.delete": {
      const row = await deleteTestimonial(db, command.id);
      if (!row) return { ok: false, error: `No testimonial with id ${command.id}.` };
      await pageCache.changed(db);
      return { ok: true, done: `Deleted testimonial ${row.id}.` };
    }
    case "staff.list":
      return { ok: true, staff: await listStaff(db) };
    case "staff.create": {
      const created = await createStaff(db, command);
      if (!created.ok) return created;
      await audit(db, { actor: COMMAND_LINE, action: "staff-create", target: command.email });
      return { ok: true, done: `Created ${command.role} account for ${command.email.trim().toLowerCase()}.` };
    }
    case "staff.remove": {
      const removed = await removeStaff(db, command.email);
      if (!removed.ok) return removed;
      await audit(db, { actor: COMMAND_LINE, action: "staff-remove", target: command.email });
      return { ok: true, done: `Removed ${command.email} and signed them out everywhere.` };
    }
    case "staff.reset-2fa": {
      const reset = await resetTwoFactor(db, command.email);
      if (!reset.ok) return reset;
      await audit(db, { actor: COMMAND_LINE, action: "staff-reset-two-factor", target: command.email });
      return {
        ok: true,
        done: `Two-factor is off for ${command.email}; they sign in with their password and can turn it on again.`,
      };
    }
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The admin API answers only this machine, and only with the running server's token. */
export function isAuthorisedAdminRequest(
  request: Request,
  clientAddress: string,
  token: string | null,
): boolean {
  if (!token || !LOOPBACK.has(clientAddress)) return false;
  const presented = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  const expected = Buffer.from(token);
  const actual = Buffer.from(presented);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
