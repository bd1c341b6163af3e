import { normaliseIndianMobile, whatsappDigits } from "~/lib/phone";
import type { Lang } from "~/i18n/languages";
import { TEMPLATE_NAME_SLOT } from "~/config/leads";

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

/** A wa.me chat with `phone`, `text` typed in; null when it is not an Indian mobile number. */
function whatsappChatHref(phone: string | null | undefined, text: string): string | null {
  const mobile = normaliseIndianMobile(phone);
  return mobile ? `https://wa.me/${whatsappDigits(mobile)}?text=${encodeURIComponent(text)}` : null;
}

/** A wa.me chat with the visitor, greeting prefilled; null when the phone is not an Indian mobile number. */
export function replyOnWhatsAppHref(
  phone: string | null | undefined,
  name: string,
  siteName: string,
  lang: Lang = "en",
): string | null {
  return whatsappChatHref(phone, replyGreeting(name, siteName, lang));
}

/** How a reply with a template is sent. */
export const REPLY_VIAS = ["whatsapp", "email"] as const;
export type ReplyVia = (typeof REPLY_VIAS)[number];

/** A reply template's text with the visitor's name in place of every `{name}`. */
export function fillTemplate(text: string, name: string): string {
  return text.split(TEMPLATE_NAME_SLOT).join(name.trim());
}

/**
 * The link that opens a reply with a template's text: a WhatsApp chat with it typed, or an e-mail
 * with it as the body. Null for WhatsApp when the phone is not an Indian mobile number.
 */
export function templateReplyHref(
  via: ReplyVia,
  visitor: { name: string; email: string; phone: string | null; subject: string | null },
  text: string,
): string | null {
  const filled = fillTemplate(text, visitor.name);
  if (via === "email") {
    return `${replyByEmailHref(visitor.email, visitor.subject)}&body=${encodeURIComponent(filled)}`;
  }
  return whatsappChatHref(visitor.phone, filled);
}
