import * as z from "zod/mini";
import { choice, textField } from "~/lib/schemas/fields";
import { TESTIMONIAL_RULES } from "~/lib/schemas/rules";

export {
  INVALID_RATING,
  TESTIMONIAL_REQUIRED,
  type TestimonialField,
  testimonialErrorToast,
} from "~/lib/schemas/rules";

/** The testimonial form, as the server checks it: built from its rules (lib/schemas/rules.ts). */
export const TestimonialSchema = z.object({
  name: textField(TESTIMONIAL_RULES.name),
  company: textField(TESTIMONIAL_RULES.company),
  rating: z.pipe(choice(TESTIMONIAL_RULES.rating), z.transform(Number)),
  feedback: textField(TESTIMONIAL_RULES.feedback),
});

export type TestimonialInput = z.output<typeof TestimonialSchema>;
