import { normaliseIndianMobile, whatsappDigits } from "~/lib/phone";
import type { Lang } from "~/i18n/languages";

/** Links that start a reply to a visitor who wrote in: an e-mail, or a WhatsApp chat. */

/** The subject of a reply: "Re: " and theirs, or a plain one when they gave none. */
export function replySubject(subject: string | null | undefined): string {
  const trimmed = subject?.trim();
  return trimmed ? `Re: ${trimmed}` : "Re: Your message";
}

/**
 * mailto: the visitor. The address is encoded: the contact form accepts any
 * non-space text around the @, and a "?" or "#" in it would otherwise end
 * the address.
 */
export function emailHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, "@")}`;
}

/** mailto: the visitor, subject filled in. */
export function replyByEmailHref(email: string, subject: string | null | undefined): string {
  return `${emailHref(email)}?subject=${encodeURIComponent(replySubject(subject))}`;
}

/** The WhatsApp reply's opening words, naming the visitor, in the language they wrote in. */
export function replyGreeting(name: string, siteName: string, lang: Lang = "en"): string {
  return lang === "hi"
    ? `नमस्ते ${name.trim()}, ${siteName} से संपर्क करने के लिए धन्यवाद। `
    : `Hello ${name.trim()}, thank you for contacting ${siteName}. `;
}

/** A wa.me chat with the visitor, greeting prefilled; null when the phone is not an Indian mobile number. */
export function replyOnWhatsAppHref(
  phone: string | null | undefined,
  name: string,
  siteName: string,
  lang: Lang = "en",
): string | null {
  const mobile = normaliseIndianMobile(phone);
  if (!mobile) return null;
  const greeting = replyGreeting(name, siteName, lang);
  return `https://wa.me/${whatsappDigits(mobile)}?text=${encodeURIComponent(greeting)}`;
}
