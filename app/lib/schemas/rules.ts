import type { FormMessages, ToastMessage } from "~/i18n/en";
import { groupedIndian } from "~/lib/indian-digits";
import { MAX_RATING } from "~/lib/rating";
import { CONTACT_LIMITS, TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";
import { CHECKED, type FieldErrors, type FieldRule, type TextRule } from "~/lib/schemas/text";

/*
 * Each public form's fields, their rules and, from a language's messages (i18n/, `formMessages`),
 * what each refusal says and the notice a refused form gets: the server's schemas are built from
 * them (contact.ts, testimonial.ts), and the site script checks the forms with the same rules and
 * the messages its page hands it (app/browser/site-forms.ts). No zod here, and no words: the site
 * script carries only its page's.
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

type Shared = FormMessages["shared"];

/** A text field's rule with its refusals in the language of `shared`. */
export function textRule(
  shared: Shared,
  max: number,
  rule: Omit<TextRule, "max" | "messages"> = {},
): TextRule {
  return {
    max,
    ...rule,
    messages: {
      // Latin digits grouped the Indian way, as en-IN and hi-IN both write them: "5,000".
      tooLong: shared.tooLong.replace("{max}", groupedIndian(max)),
      hidden: shared.hiddenCharacters,
      notText: shared.notText,
    },
  };
}

/** What the words of one public form are: its own and those both share (i18n/, `formMessages`). */
export type FormWords<Form extends "contact" | "testimonial"> = Pick<FormMessages, "shared" | Form>;

/** The contact form's rules and notices, in the language of `words`. */
export function contactForm({ shared, contact }: FormWords<"contact">) {
  const { required } = contact;
  const rules = {
    name: textRule(shared, CONTACT_LIMITS.name, { required: required.name }),
    email: textRule(shared, CONTACT_LIMITS.email, {
      required: required.email,
      pattern: { test: EMAIL_PATTERN, message: contact.invalidEmail },
    }),
    phone: textRule(shared, CONTACT_LIMITS.phone),
    subject: textRule(shared, CONTACT_LIMITS.subject),
    message: textRule(shared, CONTACT_LIMITS.message, { multiline: true, required: required.message }),
    /** "Send me offers and updates": optional, unticked unless the sender ticks it (issue 27). */
    offers: { oneOf: ["", CHECKED], message: shared.notText },
  } satisfies Record<string, FieldRule>;
  return {
    rules,
    /** The notice for a refused contact form: missing fields first, then the e-mail. */
    errorToast(errors: FieldErrors<keyof typeof rules>): ToastMessage {
      const missing = (["name", "email", "message"] as const).some(
        (field) => errors[field] === required[field],
      );
      if (missing) return contact.toasts.missingFields;
      if (errors.email === contact.invalidEmail) return contact.toasts.invalidEmail;
      return shared.toasts.checkFields;
    },
    sent: contact.toasts.sent,
    failed: contact.toasts.failed,
  };
}

/** The testimonial form's rules and notices, in the language of `words`. */
export function testimonialForm({ shared, testimonial }: FormWords<"testimonial">) {
  const { required } = testimonial;
  const rules = {
    name: textRule(shared, TESTIMONIAL_LIMITS.name, { required: required.name }),
    company: textRule(shared, TESTIMONIAL_LIMITS.company),
    /**
     * Exactly what one of the form's star radios sends, "1" to "5" (one is
     * always checked, 5 by default): not "+5", " 5", "5.0" or "0x5", and not nothing.
     */
    rating: {
      oneOf: Array.from({ length: MAX_RATING }, (_, index) => String(index + 1)),
      message: testimonial.invalidRating,
    },
    feedback: textRule(shared, TESTIMONIAL_LIMITS.feedback, { multiline: true, required: required.feedback }),
    /** The writer's agreement to the review being shown: without it nothing is stored (issue 27). */
    consent: { oneOf: [CHECKED], message: required.consent },
  } satisfies Record<string, FieldRule>;
  return {
    rules,
    errorToast(errors: FieldErrors<keyof typeof rules>): ToastMessage {
      if (errors.name === required.name || errors.feedback === required.feedback) {
        return testimonial.toasts.missingFields;
      }
      return shared.toasts.checkFields;
    },
    sent: testimonial.toasts.sent,
    failed: testimonial.toasts.failed,
  };
}

/** Each public form's rules and notices from its words (lib/forms.ts names them). */
export const SITE_FORMS = { contact: contactForm, testimonial: testimonialForm };

/** The words one form is checked with: the shared ones and that form's. */
export const formWords = <Form extends "contact" | "testimonial">(
  messages: FormMessages,
  form: Form,
): FormWords<Form> => ({ shared: messages.shared, [form]: messages[form] }) as FormWords<Form>;

export type ContactField = keyof ReturnType<typeof contactForm>["rules"];
export type TestimonialField = keyof ReturnType<typeof testimonialForm>["rules"];
