import { toasts, type ToastMessage } from "~/content/messages";
import { MAX_RATING } from "~/lib/rating";
import { CONTACT_LIMITS, TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";
import type { FieldErrors, FieldRule, TextRule } from "~/lib/schemas/text";

/*
 * Each public form's fields, their rules and messages, and the notice a
 * refused form gets: one table, from which the server's schemas are built
 * (contact.ts, testimonial.ts) and which the site script checks the forms
 * with in the browser (app/browser/site-forms.ts). No zod here.
 */

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

export const CONTACT_RULES = {
  name: { max: CONTACT_LIMITS.name, required: CONTACT_REQUIRED.name },
  email: {
    max: CONTACT_LIMITS.email,
    required: CONTACT_REQUIRED.email,
    pattern: { test: EMAIL_PATTERN, message: INVALID_EMAIL },
  },
  phone: { max: CONTACT_LIMITS.phone },
  subject: { max: CONTACT_LIMITS.subject },
  message: { max: CONTACT_LIMITS.message, multiline: true, required: CONTACT_REQUIRED.message },
} as const satisfies Record<string, TextRule>;

export type ContactField = keyof typeof CONTACT_RULES;

/** The notice for a refused contact form: missing fields first, then the e-mail. */
export function contactErrorToast(errors: FieldErrors<ContactField>): ToastMessage {
  const missing = (["name", "email", "message"] as const).some(
    (field) => errors[field] === CONTACT_REQUIRED[field],
  );
  if (missing) return toasts.missingContactFields;
  if (errors.email === INVALID_EMAIL) return toasts.invalidEmail;
  return toasts.checkFields;
}

export const TESTIMONIAL_REQUIRED = {
  name: "Please enter your name.",
  feedback: "Please write your feedback.",
} as const;

export const INVALID_RATING = "Please choose a rating from 1 to 5 stars.";

export const TESTIMONIAL_RULES = {
  name: { max: TESTIMONIAL_LIMITS.name, required: TESTIMONIAL_REQUIRED.name },
  company: { max: TESTIMONIAL_LIMITS.company },
  /**
   * Exactly what one of the form's star radios sends, "1" to "5" (one is
   * always checked, 5 by default): not "+5", " 5", "5.0" or "0x5", and not nothing.
   */
  rating: {
    oneOf: Array.from({ length: MAX_RATING }, (_, index) => String(index + 1)),
    message: INVALID_RATING,
  },
  feedback: {
    max: TESTIMONIAL_LIMITS.feedback,
    multiline: true,
    required: TESTIMONIAL_REQUIRED.feedback,
  },
} as const satisfies Record<string, FieldRule>;

export type TestimonialField = keyof typeof TESTIMONIAL_RULES;

export function testimonialErrorToast(errors: FieldErrors<TestimonialField>): ToastMessage {
  if (errors.name === TESTIMONIAL_REQUIRED.name || errors.feedback === TESTIMONIAL_REQUIRED.feedback) {
    return toasts.missingTestimonialFields;
  }
  return toasts.checkFields;
}
