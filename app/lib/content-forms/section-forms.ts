import { businessForm } from "~/lib/content-forms/business-form";
import { faqsForm } from "~/lib/content-forms/faqs-form";
import { type ContentForm, type FormValues, hindiName, text } from "~/lib/content-forms/form";
import { jobsForm } from "~/lib/content-forms/jobs-form";
import { servicesForm } from "~/lib/content-forms/services-form";
import { textsForm } from "~/lib/content-forms/texts-form";

/** Each section's form (server/content/sections.server.ts names the sections). */
export const SECTION_FORMS = {
  business: businessForm as ContentForm<never>,
  services: servicesForm as ContentForm<never>,
  jobs: jobsForm as ContentForm<never>,
  faqs: faqsForm as ContentForm<never>,
  pages: textsForm() as ContentForm<never>,
  texts: textsForm() as ContentForm<never>,
};

/** The id of a field's element, where a section's form does not use its name (components/admin/business-form.tsx). */
export const fieldId = (section: string, name: string) => (section === "business" ? `content-${name}` : name);

/** A text the owner has written in English and not yet in Hindi: its Hindi field, and its English to name it by. */
export interface MissingHindi {
  field: string;
  english: string;
}

/**
 * The texts of a form's values with English and no Hindi (issue 26): the Hindi page shows their
 * English. A list written one a line counts each line whose Hindi line is empty.
 */
export function missingHindi(values: FormValues): MissingHindi[] {
  const missing: MissingHindi[] = [];
  for (const name of Object.keys(values)) {
    const hindi = hindiName(name);
    if (!(hindi in values)) continue;
    const englishLines = text(values, name).split("\n");
    const hindiLines = text(values, hindi).split("\n");
    englishLines.forEach((line, index) => {
      if (line.trim() && !hindiLines[index]?.trim()) missing.push({ field: hindi, english: line.trim() });
    });
  }
  return missing;
}
