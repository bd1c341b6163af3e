/**
 * What the owner's command line (scripts/admin.ts) prints for an answer:
 * plain lines for a terminal, times in India Standard Time as the back office
 * shows them (app/lib/ist.ts), whatever the zone of the machine it runs on.
 */
import { formatIstSortable } from "~/lib/ist";
import type { AdminResult } from "~/server/admin.server";

/**
 * "2026-11-22 14:05 IST". A time comes as a Date when the command line opened
 * the database itself, and as JSON text when the running server answered.
 */
export const istTime = (date: string | Date | null) =>
  date ? `${formatIstSortable(new Date(date))} IST` : "";

const oneLine = (text: string, max = 70) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The lines for a successful answer; a refusal is the caller's to report. */
export function resultLines(result: Exclude<AdminResult, { ok: false }>): string[] {
  if ("done" in result) return [result.done];
  if ("content" in result) return [JSON.stringify(result.content, null, 2)];
  if ("testimonials" in result) {
    if (result.testimonials.length === 0) return ["No testimonials."];
    return result.testimonials.map((t) => {
      const state = t.isApproved ? "approved" : t.reviewedAt ? "rejected" : "pending";
      return `#${t.id}  ${"★".repeat(t.rating)}${"☆".repeat(5 - t.rating)}  ${state.padEnd(8)}  ${istTime(t.createdAt)}  ${t.name}${t.company ? ` (${t.company})` : ""}: ${oneLine(t.feedbackText)}`;
    });
  }
  if ("staff" in result) {
    if (result.staff.length === 0) return ["No staff accounts."];
    return result.staff.map(
      (s) =>
        `${s.email}  ${s.name}  ${s.role ?? "staff"}  two-factor ${s.twoFactorEnabled ? "on" : "off"}  since ${istTime(s.createdAt)}`,
    );
  }
  if (result.messages.length === 0) return ["No messages."];
  return result.messages.flatMap((m) => [
    `#${m.id}  ${istTime(m.createdAt)}  ${m.name} <${m.email}>${m.phone ? ` ${m.phone}` : ""}`,
    ...(m.subject ? [`    Subject: ${m.subject}`] : []),
    `    ${oneLine(m.message, 200)}`,
  ]);
}
