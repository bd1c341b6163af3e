import { HINDI_HINT } from "~/components/admin/content-fields";
import { Field, Input, Textarea } from "~/components/ui/field";
import { type FormValues, hindiName } from "~/lib/content-forms/form";

/*
 * The fields of a section of texts (lib/content-forms/texts-form.ts): one per text, named by its
 * path, grouped as the page shows them ("home.hero.title" is the Title of Home's top of the page),
 * each page folded.
 */

interface Props {
  values: FormValues;
  errors: Record<string, string>;
  readOnly: boolean;
}

const PAGES: Record<string, string> = {
  home: "Home page",
  about: "About page",
  footer: "Footer, on every page",
  services: "Services page",
  careers: "Careers page",
  contact: "Contact page",
  testimonials: "Testimonials page",
};

const PARTS: Record<string, string> = {
  hero: "Top of the page",
  whyChoose: "Why choose us",
  points: "Point",
  stats: "Figure",
  testimonialsIntro: "Testimonials",
  samples: "Sample testimonial",
  cta: "Call to action at the bottom",
  mission: "Mission",
  vision: "Vision",
  valuesIntro: "Values",
  values: "Value",
  reasons: "Reason to choose us",
  footer: "Footer",
  pricingIntro: "Prices",
  portfolioIntro: "All services",
  process: "Step",
  benefits: "Benefit",
  formIntro: "Message form",
  faqIntro: "Questions",
  feedbackIntro: "Feedback form",
  servicesIntro: "Services",
  reasonsIntro: "Reasons to choose us",
  processIntro: "Steps",
  openingsIntro: "Open jobs",
  benefitsIntro: "Benefits",
  reviewsIntro: "Testimonials",
  meta: "In search results and share previews",
  services: "Services it names",
};

/** What each item of a list of bare texts is called: "footer.services.0" is "Service 1". */
const ITEMS: Record<string, string> = {
  services: "Service",
};

const FIELDS: Record<string, string> = {
  eyebrow: "Small line above the heading",
  title: "Heading",
  highlight: "Words of the heading in colour",
  subtitle: "Text",
  intro: "Introduction",
  text: "Text",
  description: "Text",
  value: "Figure (like 10+ or 98%)",
  label: "What it counts",
  copyright: "Copyright line",
  name: "Client's name",
  company: "Company",
  none: "Text while no job is open",
  pageTitle: "Page title (the browser's tab, search results)",
  searchDescription: "Description (search results, share previews)",
};

/** Texts that may be left empty. */
const OPTIONAL = new Set(["eyebrow", "highlight", "company"]);

/** Texts that may run over lines. */
const LONG = new Set(["subtitle", "intro", "text", "description", "none", "searchDescription"]);

/** "home.whyChoose.points.1" is "Why choose us, point 2". */
function groupName(path: string[]): string {
  const words: string[] = [];
  for (const part of path) {
    if (/^\d+$/.test(part)) words[words.length - 1] = `${words.at(-1)} ${Number(part) + 1}`;
    else words.push(PARTS[part] ?? part);
  }
  return words.join(", ");
}

export function TextsForm({ values, errors, readOnly }: Props) {
  // Group the fields by page, then by what holds them, in the order the section holds them.
  const pages = new Map<string, Map<string, string[]>>();
  for (const name of Object.keys(values)) {
    // A text's Hindi field is drawn beside its English one.
    if (name.endsWith("-hi")) continue;
    const [page = "", ...rest] = name.split(".");
    const group = rest.slice(0, -1).join(".");
    const groups = pages.get(page) ?? new Map<string, string[]>();
    groups.set(group, [...(groups.get(group) ?? []), name]);
    pages.set(page, groups);
  }
  const hasError = (prefix: string) => Object.keys(errors).some((name) => name.startsWith(`${prefix}.`));
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-3">
      <legend className="sr-only">Texts</legend>
      {[...pages].map(([page, groups]) => (
        <details
          key={page}
          open={hasError(page) || undefined}
          className="min-w-0 rounded-xl border border-slate-200 p-4 open:space-y-4"
        >
          <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-950">
            {PAGES[page] ?? page}
          </summary>
          {[...groups].map(([group, names]) => (
            <fieldset key={group} className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 font-semibold text-brand-950">
                {group ? groupName(group.split(".")) : (PAGES[page] ?? page)}
              </legend>
              {names.map((name) => {
                const key = name.split(".").at(-1) ?? name;
                const label = /^\d+$/.test(key)
                  ? `${ITEMS[name.split(".").at(-2) ?? ""] ?? "Item"} ${Number(key) + 1}`
                  : (FIELDS[key] ?? key);
                const languages = [
                  { field: name, label, required: !OPTIONAL.has(key) },
                  { field: hindiName(name), label: `${label} in Hindi`, lang: "hi", hint: HINDI_HINT },
                ];
                return (
                  <div key={name} className="grid min-w-0 gap-4 md:grid-cols-2">
                    {languages.map((one) => {
                      const value = typeof values[one.field] === "string" ? values[one.field] : "";
                      return (
                        <Field
                          key={one.field}
                          id={one.field}
                          label={one.label}
                          required={one.required ?? false}
                          hint={one.hint}
                          error={errors[one.field]}
                        >
                          {({ required: _required, ...control }) =>
                            LONG.has(key) ? (
                              <Textarea
                                {...control}
                                name={one.field}
                                lang={one.lang}
                                rows={3}
                                className="min-h-24"
                                defaultValue={value}
                              />
                            ) : (
                              <Input
                                {...control}
                                name={one.field}
                                lang={one.lang}
                                type="text"
                                defaultValue={value}
                              />
                            )
                          }
                        </Field>
                      );
                    })}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </details>
      ))}
    </fieldset>
  );
}
