import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { listContactMessages } from "~/server/contact-messages.server";
import type { Database } from "~/server/db/client.server";
import { deleteTestimonial, listTestimonials, reviewTestimonial } from "~/server/testimonials.server";

/** What the owner's command-line tool can ask for, over HTTP or directly. */
export const AdminCommandSchema = z.discriminatedUnion("command", [
  z.object({ command: z.literal("testimonials.list"), pending: z.boolean().default(false) }),
  z.object({
    command: z.enum(["testimonials.approve", "testimonials.reject", "testimonials.delete"]),
    id: z.number().int().positive(),
  }),
  z.object({ command: z.literal("messages.list"), archived: z.boolean().default(false) }),
]);

export type AdminCommand = z.input<typeof AdminCommandSchema>;

export type AdminResult =
  | { ok: true; testimonials: Awaited<ReturnType<typeof listTestimonials>> }
  | { ok: true; messages: Awaited<ReturnType<typeof listContactMessages>> }
  | { ok: true; done: string }
  | { ok: false; error: string };

export async function runAdminCommand(db: Database, input: AdminCommand): Promise<AdminResult> {
  const command = AdminCommandSchema.parse(input);
  switch (command.command) {
    case "testimonials.list":
      return { ok: true, testimonials: await listTestimonials(db, { pendingOnly: command.pending }) };
    case "messages.list":
      return { ok: true, messages: await listContactMessages(db, { includeArchived: command.archived }) };
    case "testimonials.approve":
    case "testimonials.reject": {
      const approve = command.command === "testimonials.approve";
      const row = await reviewTestimonial(db, command.id, approve);
      if (!row) return { ok: false, error: `No testimonial with id ${command.id}.` };
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
      return { ok: true, done: `Deleted testimonial ${row.id}.` };
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
