/**
 * Indian mobile numbers as visitors type them ("098765 43210",
 * "+91-98765-43210", "(91) 9876543210") in one form, so the back office can
 * offer a WhatsApp reply and e-mails can link to a chat.
 */

/** Separators people put in numbers; anything else (letters, a second +) makes it not a number. */
const SEPARATORS = /[\s\-().]/g;
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * "+91XXXXXXXXXX" (E.164) for an Indian mobile number, or null for anything
 * else. A landline whose STD code starts 6-9 (Patna's 0612) has the same
 * shape and passes: only WhatsApp itself can tell.
 */
export function normaliseIndianMobile(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const match = INDIAN_MOBILE.exec(raw.replace(SEPARATORS, ""));
  return match ? `+91${match[1]}` : null;
}

/** The digits wa.me wants: the E.164 number without its "+". */
export function whatsappDigits(e164: string): string {
  return e164.replace(/^\+/, "");
}
