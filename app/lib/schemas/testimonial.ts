import * as z from "zod/mini";
import { toasts, type ToastMessage } from "~/content/messages";
import { MAX_RATING } from "~/lib/rating";
import { type FieldErrors, optionalText, requiredText } from "~/lib/schemas/fields";
import { TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";

export const TESTIMONIAL_REQUIRED = {
  name: "Please enter your name.",
  feedback: "Please write your feedback.",
} as const;

export const INVALID_RATING = "Please choose a rating from 1 to 5 stars.";

/**
 * Exactly what one of the form's star radios sends, "1" to "5" (one is always
 * checked, 5 by default): not "+5", " 5", "5.0" or "0x5", and not nothing.
 */
const RATINGS: readonly string[] = Array.from({ length: MAX_RATING }, (_, index) => String(index + 1));

export const TestimonialSchema = z.object({
  name: requiredText({ max: TESTIMONIAL_LIMITS.name, required: TESTIMONIAL_REQUIRED.name }),
  company: optionalText({ max: TESTIMONIAL_LIMITS.company }),
  rating: z.pipe(
    z
      .string({ error: INVALID_RATING })
      .check(z.refine((value) => RATINGS.includes(value), { error: INVALID_RATING })),
    z.transform((value) => Number(value)),
  ),
  feedback: requiredText({
    max: TESTIMONIAL_LIMITS.feedback,
    multiline: true,
    required: TESTIMONIAL_REQUIRED.feedback,
  }),
});

export type TestimonialInput = z.output<typeof TestimonialSchema>;
export type TestimonialField = keyof TestimonialInput;

export function testimonialErrorToast(errors: FieldErrors<TestimonialField>): ToastMessage {
  if (errors.name === TESTIMONIAL_REQUIRED.name || errors.feedback === TESTIMONIAL_REQUIRED.feedback) {
    return toasts.missingTestimonialFields;
  }
  return toasts.checkFields;
}
