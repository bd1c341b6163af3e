import { z } from "zod";
import { localizedText } from "~/lib/schemas/content/business";

/** The questions and answers on /contact, in their order (issue 25, FAQs). */
export const faqsContent = z.strictObject({
  faqs: z
    .array(
      z.strictObject({
        question: localizedText({ max: 200, required: "Enter the question." }),
        answer: localizedText({ max: 1000, multiline: true, required: "Enter the answer." }),
      }),
    )
    .max(20, "At most 20 questions: remove one first."),
});

export type FaqsContent = z.infer<typeof faqsContent>;
