import {
  type ContentForm,
  type FormValues,
  inOrder,
  localizedInput,
  localizedValues,
  type Placed,
  positionOf,
  text,
} from "~/lib/content-forms/form";
import type { FaqsContent } from "~/lib/schemas/content/faqs";

/*
 * FAQs as a form (content-forms/form.ts): each question's fields prefixed "faq-<n>-", put in the
 * order of their Position fields, a ticked Remove leaving one out; the blank "new-" question is
 * added when it is filled in.
 */

export function faqCount(values: FormValues): number {
  let count = 0;
  while (`faq-${count}-question` in values) count++;
  return count;
}

export const addsFaq = (values: FormValues) =>
  text(values, "new-question").trim() !== "" || text(values, "new-answer").trim() !== "";

export const faqsForm: ContentForm<FaqsContent> = {
  values: (content) =>
    Object.assign(
      {},
      ...content.faqs.map((faq, index) => ({
        ...localizedValues(`faq-${index}-question`, faq.question),
        ...localizedValues(`faq-${index}-answer`, faq.answer),
        [`faq-${index}-position`]: String(index + 1),
      })),
    ) as FormValues,
  lists: [],
  read(values) {
    const count = faqCount(values);
    const entries: Placed[] = [];
    for (let index = 0; index < count; index++) {
      const prefix = `faq-${index}`;
      if (text(values, `${prefix}-delete`) === "on") continue;
      entries.push({ prefix, position: positionOf(values, prefix, index), index });
    }
    if (addsFaq(values)) {
      entries.push({
        prefix: "new",
        position: positionOf(values, "new", count),
        index: count,
      });
    }
    const sources = inOrder(entries);
    return {
      input: {
        faqs: sources.map((prefix) => ({
          question: localizedInput(values, `${prefix}-question`),
          answer: localizedInput(values, `${prefix}-answer`),
        })),
      },
      fieldOf(path) {
        const [, index, field] = path.split(".");
        const source = sources[Number(index)];
        return source && field ? `${source}-${field}` : "faqs";
      },
    };
  },
};
