import * as z from "zod/mini";
import { en } from "~/i18n/en";
import type { Lang } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";
import { checkbox, choice, textField } from "~/lib/schemas/fields";
import { testimonialForm } from "~/lib/schemas/rules";

export type { TestimonialField } from "~/lib/schemas/rules";

/** The testimonial form, as the server checks it in `lang`: built from its rules (lib/schemas/rules.ts). */
export function testimonialSchema(lang: Lang) {
  const { rules } = testimonialForm(stringsFor(lang).formMessages);
  return z.object({
    name: textField(rules.name),
    company: textField(rules.company),
    rating: z.pipe(choice(rules.rating), z.transform(Number)),
    feedback: textField(rules.feedback),
    consent: checkbox(rules.consent),
  });
}

/** The English form: its schema, rules and messages (what the tests and tools read). */
const english = testimonialForm(en.formMessages);
export const TestimonialSchema = testimonialSchema("en");
export const TESTIMONIAL_RULES = english.rules;
export const TESTIMONIAL_REQUIRED = en.formMessages.testimonial.required;
export const INVALID_RATING = en.formMessages.testimonial.invalidRating;
export const testimonialErrorToast = english.errorToast;

export type TestimonialInput = z.output<typeof TestimonialSchema>;
