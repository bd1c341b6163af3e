/*
 * The rules of the public forms' fields, as plain functions and data: the
 * server's zod schemas (fields.ts) are built from them, and the site script
 * (app/browser/site-forms.ts) runs the very same ones in the browser, so a
 * field is checked with the same rule and the same message on both sides.
 * No zod here: this module is part of the site script, which stays small.
 */

/*
 * C0 and C1 control characters are never valid; tab and line feed only where
 * text may span lines. Carriage returns are turned into line feeds first.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
export const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_CHARS_EXCEPT_TAB_AND_LINE_FEED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

/**
 * Text that shows nothing: white space, format characters and the other
 * default-ignorable ones (zero-width spaces and joiners, bidi marks, the
 * soft hyphen, variation selectors, Hangul fillers) and the blank Braille
 * cell. They stay in the stored text, where they can matter (joiners in Indic
 * scripts and emoji), but are not enough to fill a required field.
 */
const BLANK = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) make text display in an order other than the one it holds:
 * "\u202Egnp.exe" shows as "exe.png". Nobody types them, and what is stored
 * is shown again in the inbox, the CSV export and e-mails, so they are
 * removed. The marks U+200E and U+200F stay: they only settle where the
 * punctuation between two scripts goes, which mixed text may need.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without bidi embeddings, overrides and isolates: for any text that is stored. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");

/** What a text field's refusals say, in the language of the page it is on (lib/schemas/rules.ts). */
export interface RuleMessages {
  /** Over the limit: "Please keep this under 5,000 characters." */
  tooLong: string;
  /** A control character in it */
  hidden: string;
  /** Not text at all (a file, or nothing where a form always sends a value): the server's alone */
  notText: string;
}

/** A text field's rule. */
export interface TextRule {
  messages: RuleMessages;
  max: number;
  /** Allow line breaks and tabs (multi-line text areas). */
  multiline?: boolean;
  /** The message when it is left blank; absent for an optional field */
  required?: string;
  /** A shape the text must have, once it is there and within its length */
  pattern?: { test: RegExp; message: string };
}

/** What a ticked checkbox of the public forms sends (`value="yes"`); an unticked one sends nothing. */
export const CHECKED = "yes";

/** A field whose value is one of a few (a radio group's, or a checkbox's: CHECKED or ""). */
export interface ChoiceRule {
  oneOf: readonly string[];
  message: string;
}

export type FieldRule = TextRule | ChoiceRule;

/** The first message for each refused field: what the form shows. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export const isChoice = (rule: FieldRule): rule is ChoiceRule => "oneOf" in rule;

export const isBlank = (value: string) => BLANK.test(value);

/**
 * Text as it is checked and stored. Browsers send a text area's line breaks as
 * CRLF, so each would count twice against a limit the page's maxlength counts
 * once; and the limits (and the database columns) apply to the text as
 * stored: composed (NFC), without bidi controls, trimmed.
 */
export const cleanText = (value: string) =>
  withoutBidiControls(value).replace(/\r\n?/g, "\n").normalize("NFC").trim();

/**
 * What is wrong with cleaned text under `rule`, first problem first (the one
 * a form shows), or undefined. A value over its limit is checked no further:
 * the checks after it (the e-mail pattern) only ever see text of a bounded
 * length, however long the value a client sent.
 */
export function textProblem(value: string, rule: TextRule): string | undefined {
  if (value.length > rule.max) return rule.messages.tooLong;
  if ((rule.multiline ? CONTROL_CHARS_EXCEPT_TAB_AND_LINE_FEED : CONTROL_CHARS).test(value)) {
    return rule.messages.hidden;
  }
  const blank = isBlank(value);
  if (blank) return rule.required;
  if (rule.pattern && !rule.pattern.test.test(value)) return rule.pattern.message;
  return undefined;
}

/** One field's value as the form would send and store it, or the message that refuses it. */
export function checkField(rule: FieldRule, raw: string): { value: string; error?: string } {
  if (isChoice(rule)) return rule.oneOf.includes(raw) ? { value: raw } : { value: raw, error: rule.message };
  const cleaned = cleanText(raw);
  const error = textProblem(cleaned, rule);
  // An optional field with nothing visible in it is empty.
  return { value: !error && isBlank(cleaned) ? "" : cleaned, error };
}

/** A whole form checked field by field: what it would store, and the message for each refused field. */
export function checkForm<Field extends string>(
  rules: Record<Field, FieldRule>,
  valueOf: (field: Field) => string,
): { values: Record<Field, string>; errors: FieldErrors<Field> } {
  const values = {} as Record<Field, string>;
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const { value, error } = checkField(rules[field], valueOf(field));
    values[field] = value;
    if (error) errors[field] = error;
  }
  return { values, errors };
}
