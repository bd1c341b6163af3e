/*
 * A section of the owner's content as a plain HTML form (issue 25): one flat field per value, so
 * the back office works without JavaScript, and back. The section's schema judges what comes
 * back; its messages are shown at the fields `fieldOf` names.
 */

/** What a form's fields hold: text, or the boxes ticked in a group. */
export type FormValues = Record<string, string | string[]>;

export interface ContentForm<Data> {
  /** Stored content as the form's values */
  values(data: Data): FormValues;
  /** Fields posted once per ticked box */
  lists: readonly string[];
  /**
   * The form's values as the schema reads them (`today`, YYYY-MM-DD in India, dates what is new;
   * `stored`, the section as the form was made from), and the field a message at a schema path
   * belongs to.
   */
  read(values: FormValues, today: string, stored: Data): { input: unknown; fieldOf(path: string): string };
}

/** The field's text; "" when it was not sent. */
export const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/** A number as typed ("₹12,999.50", "25 000"): what is not one (or is empty) is NaN, for the schema to name. */
export function numberOf(typed: string): number {
  const bare = typed.replace(/[\s,₹]/g, "");
  return bare === "" ? Number.NaN : Number(bare);
}

/** An item of a list the owner puts in order by its Position field. */
export interface Placed {
  prefix: string;
  /** Its place in the form, from 0; a new item's is after the last */
  index: number;
  /** The Position typed (the place it had when it is not a number) */
  position: number;
}

/**
 * The prefixes in the order their positions give. An item given the position another already has
 * goes before it (a new one, or one moved): typing 1 puts it first.
 */
export function inOrder(items: Placed[]): string[] {
  const moved = (item: Placed) => (item.position !== item.index + 1 ? 0 : 1);
  return [...items]
    .sort((a, b) => a.position - b.position || moved(a) - moved(b) || a.index - b.index)
    .map((item) => item.prefix);
}

/** An item's Position as typed (0 and below too), or its place in the form when that is not a number. */
export function positionOf(values: FormValues, prefix: string, index: number): number {
  const typed = numberOf(text(values, `${prefix}-position`));
  return Number.isFinite(typed) ? typed : index + 1;
}

/** The posted form as the values it holds, to show again when it is refused: nothing typed is lost. */
export function postedValues(form: FormData, lists: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of lists) values[name] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === "intent" || name === "token" || name === "version") continue;
    if (lists.includes(name)) (values[name] as string[]).push(value);
    else values[name] = value;
  }
  return values;
}

/** A text of the owner's content in each language (lib/schemas/content/business.ts `localizedText`). */
export interface LocalizedValue {
  en: string;
  hi?: string;
}

/** The field of a text's Hindi, beside its English one: "faq-0-question" has "faq-0-question-hi". */
export const hindiName = (name: string) => `${name}-hi`;

/** A text as the form's two fields, its English and its Hindi. */
export const localizedValues = (name: string, value: LocalizedValue): FormValues => ({
  [name]: value.en,
  [hindiName(name)]: value.hi ?? "",
});

/** The two fields of a text as the text: without Hindi when its field is left empty (the page shows the English). */
export function localizedInput(values: FormValues, name: string): LocalizedValue {
  const en = text(values, name);
  const hi = text(values, hindiName(name));
  return hi.trim() === "" ? { en } : { en, hi };
}

/** A list of short texts as two fields of one per line, the Hindi line beside its English line's place. */
export const linesValues = (name: string, items: readonly LocalizedValue[]): FormValues => ({
  [name]: items.map((item) => item.en).join("\n"),
  [hindiName(name)]: items.some((item) => item.hi) ? items.map((item) => item.hi ?? "").join("\n") : "",
});

/**
 * The two fields of a list as its items: one per English line, each with the Hindi on the same
 * line of the Hindi field (an empty line there: none). A blank English line is no item, and its
 * Hindi line goes with it.
 */
export function linesInput(values: FormValues, name: string): LocalizedValue[] {
  const english = text(values, name).split("\n");
  const hindi = text(values, hindiName(name)).split("\n");
  return english.flatMap((line, index) => {
    const en = line.trim();
    const hi = hindi[index]?.trim() ?? "";
    if (!en) return [];
    return [hi ? { en, hi } : { en }];
  });
}

/** The field a message at a schema path goes to: `field`, or its Hindi's when the path is a Hindi text's. */
export const fieldOfText = (path: string, field: string) => (path.endsWith(".hi") ? hindiName(field) : field);

/** The fields written one item a line (a service's features, a job's skills): linesValues, linesInput. */
const LINE_LISTS = /-(?:features|skills)$/;

/** How many lines a list field has, without the empty ones it ends with. */
const lineCount = (typed: string) => typed.trimEnd().split("\n").length;

/**
 * Lists whose Hindi does not line up with their English: a Hindi line stands beside the English
 * line of its item, so where the Hindi is written, both must have as many lines. Else a line
 * added to or taken from the English alone would give the items after it their neighbours' Hindi.
 */
export function misalignedLists(values: FormValues): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const name of Object.keys(values)) {
    if (!LINE_LISTS.test(name)) continue;
    const hindi = text(values, hindiName(name));
    if (!hindi.trim()) continue;
    const english = lineCount(text(values, name));
    const written = lineCount(hindi);
    // Fewer Hindi lines are lined up when empty ones stand for the last items' (as the form writes them).
    const typed = hindi.split("\n").length;
    const lined = written === english || (written < english && typed >= english);
    if (!lined) {
      refused[hindiName(name)] =
        `Write each item's Hindi on the line beside its English: the English has ${english} lines, the Hindi ${Math.max(written, Math.min(typed, english))}. Leave a line empty where an item has no Hindi.`;
    }
  }
  return refused;
}
