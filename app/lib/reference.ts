import { REFERENCE_PREFIX } from "~/config/leads";
import { istYearMonth } from "~/lib/ist";

/**
 * A lead's reference number (issue 28), "OS-2611-0042": the month it came in (India) and its own
 * number, which no other message has. The visitor reads it on the confirmation and in the
 * acknowledgement; the owner finds the lead by it.
 */
export function leadReference(id: number, receivedAt: Date): string {
  return `${REFERENCE_PREFIX}-${istYearMonth(receivedAt)}-${String(id).padStart(4, "0")}`;
}

/** The message number a reference names, as typed into the inbox's search ("os-2611-42" too); else null. */
export function referencedId(text: string): number | null {
  const match = /^\s*[a-z]{1,5}-\d{4}-0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}
