import * as z from "zod/mini";
import { en } from "~/i18n/en";
import type { Lang } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";
import { checkbox, textField } from "~/lib/schemas/fields";
import { contactForm } from "~/lib/schemas/rules";

export { type ContactField, EMAIL_PATTERN } from "~/lib/schemas/rules";

/** The contact form's rules, as the server checks it in `lang`: built from its rules (lib/schemas/rules.ts). */
export function contactSchema(lang: Lang) {
  const { rules } = contactForm(stringsFor(lang).formMessages);
  return z.object({
    name: textField(rules.name),
    email: textField(rules.email),
    phone: textField(rules.phone),
    subject: textField(rules.subject),
    message: textField(rules.message),
    offers: checkbox(rules.offers),
  });
}

/** The English form: its schema, rules and messages (what the tests and tools read). */
const english = contactForm(en.formMessages);
export const ContactSchema = contactSchema("en");
export const CONTACT_RULES = english.rules;
export const CONTACT_REQUIRED = en.formMessages.contact.required;
export const INVALID_EMAIL = en.formMessages.contact.invalidEmail;
export const contactErrorToast = english.errorToast;

export type ContactInput = z.output<typeof ContactSchema>;
