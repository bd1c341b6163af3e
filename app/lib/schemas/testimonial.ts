import * as z from "zod/mini";
import { toasts, type ToastMessage } from "~/content/messages";
import { DEFAULT_RATING, MAX_RATING } from "~/lib/rating";
import { type FieldErrors, optionalText, requiredText } from "~/lib/schemas/fields";
import { TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";

export const TESTIMONIAL_REQUIRED = {
  name: "Please enter your name.",
  feedback: "Please write your feedback.",
} as const;

export const INVALID_RATING = "Please choose a rating from 1 to 5 stars.";

export const TestimonialSchema = z.object({
  name: requiredText({ max: TESTIMONIAL_LIMITS.name, required: TESTIMONIAL_REQUIRED.name }),
  company: optionalText({ max: TESTIMONIAL_LIMITS.company }),
  rating: z.pipe(
    z.transform((value: unknown): unknown =>
      value === undefined || value === null || value === "" ? DEFAULT_RATING : value,
    ),
    z.coerce
      .number({ error: INVALID_RATING })
      .check(
        z.int({ error: INVALID_RATING }),
        z.minimum(1, { error: INVALID_RATING }),
        z.maximum(MAX_RATING, { error: INVALID_RATING }),
      ),
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
