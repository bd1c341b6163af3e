import * as z from "zod/mini";
import { toasts, type ToastMessage } from "~/content/messages";
import { type FieldErrors, optionalText, requiredText } from "~/lib/schemas/fields";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";

/**
 * Deliberately loose: text without spaces or @, an @, then a domain whose
 * first dot follows at least one character and is followed by at least one.
 * Written so that no character can be matched by two quantifiers (no dot in
 * the first part of the domain, no @ anywhere else): the time it takes grows
 * with the length of the value, not with its square, as /^\S+@\S+\.\S+$/ did
 * on a value of many @ or dots (issue 23).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;

export const CONTACT_REQUIRED = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  message: "Please enter your message.",
} as const;

export const INVALID_EMAIL = "Please enter a valid email address.";

export const ContactSchema = z.object({
  name: requiredText({ max: CONTACT_LIMITS.name, required: CONTACT_REQUIRED.name }),
  email: requiredText({ max: CONTACT_LIMITS.email, required: CONTACT_REQUIRED.email }).check(
    z.refine((value) => EMAIL_PATTERN.test(value), { error: INVALID_EMAIL }),
  ),
  phone: optionalText({ max: CONTACT_LIMITS.phone }),
  subject: optionalText({ max: CONTACT_LIMITS.subject }),
  message: requiredText({ max: CONTACT_LIMITS.message, multiline: true, required: CONTACT_REQUIRED.message }),
});

export type ContactInput = z.output<typeof ContactSchema>;
export type ContactField = keyof ContactInput;

/** The notice for a failed submission: missing fields first, then the e-mail. */
export function contactErrorToast(errors: FieldErrors<ContactField>): ToastMessage {
  const missing = (["name", "email", "message"] as const).some(
    (field) => errors[field] === CONTACT_REQUIRED[field],
  );
  if (missing) return toasts.missingContactFields;
  if (errors.email === INVALID_EMAIL) return toasts.invalidEmail;
  return toasts.checkFields;
}
