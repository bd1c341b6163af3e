import { type ContentForm, type FormValues, localizedInput, localizedValues } from "~/lib/content-forms/form";

/*
 * A section made only of texts in a fixed shape (Home and about) as a form: each text one field,
 * named by its path ("home.hero.title"), in the order the section holds them. What is posted is
 * read back into the shape of the section as stored, so a field left out of a post
 * is an empty text, named by the schema, never a missing part.
 */

type Localized = { en: string; hi?: string };

const isLocalized = (value: unknown): value is Localized =>
  typeof value === "object" && value !== null && "en" in value && typeof (value as Localized).en === "string";

/** Each text of `data` by its path, in order: its English, then its Hindi ("home.hero.title-hi"). */
export function textsOf(data: unknown, path = ""): [string, string][] {
  if (isLocalized(data)) return Object.entries(localizedValues(path, data)) as [string, string][];
  if (Array.isArray(data)) return data.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (typeof data === "object" && data !== null) {
    return Object.entries(data).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
  }
  return [];
}

/** `template` (the section's shape) with each text taken from the form. */
function filled(template: unknown, values: FormValues, path = ""): unknown {
  if (isLocalized(template)) return localizedInput(values, path);
  if (Array.isArray(template)) return template.map((item, index) => filled(item, values, `${path}.${index}`));
  if (typeof template === "object" && template !== null) {
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [
        key,
        filled(value, values, path ? `${path}.${key}` : key),
      ]),
    );
  }
  return template;
}

export function textsForm<Data>(): ContentForm<Data> {
  return {
    values: (data) => Object.fromEntries(textsOf(data)),
    lists: [],
    read(values, _today, stored) {
      return {
        input: filled(stored, values),
        // "home.hero.title.en" is the field "home.hero.title"; a list's own message goes to its first item's group.
        fieldOf: (path) => path.replace(/\.(?:en|hi)$/, ""),
      };
    },
  };
}
