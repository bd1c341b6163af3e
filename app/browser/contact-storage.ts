import type { ContactInput } from "~/lib/schemas/contact";

/** The browser keeps every message it sent under this key (the original site's, kept for its visitors). */
export const CONTACT_STORAGE_KEY = "contactSubmissions";

/** What the browser keeps of a sent message: the fields the original site kept, and no others. */
export type ContactCopy = Pick<ContactInput, "name" | "email" | "phone" | "subject" | "message">;

export interface StoredContactSubmission extends ContactCopy {
  /** Creation time in milliseconds */
  id: number;
  /** Creation time, ISO 8601 */
  timestamp: string;
}

function readList(store: Storage): unknown[] {
  try {
    const existing: unknown = JSON.parse(store.getItem(CONTACT_STORAGE_KEY) ?? "[]");
    return Array.isArray(existing) ? existing : [];
  } catch {
    // Not ours, or damaged: start over rather than lose the new message.
    return [];
  }
}

/** Appends a sent message to the visitor's own list; storage being full or blocked is not an error worth showing. */
export function appendContactSubmission(values: ContactCopy, now: Date = new Date(), storage?: Storage) {
  const store = storage ?? (typeof localStorage === "undefined" ? undefined : localStorage);
  if (!store) return;
  try {
    const list = readList(store);
    const { name, email, phone, subject, message } = values;
    const entry: StoredContactSubmission = {
      name,
      email,
      phone,
      subject,
      message,
      id: now.getTime(),
      timestamp: now.toISOString(),
    };
    store.setItem(CONTACT_STORAGE_KEY, JSON.stringify([...list, entry]));
  } catch {
    // Private mode or a full quota: the server already has the message.
  }
}
