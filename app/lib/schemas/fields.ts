// zod's "mini" build: the same schemas and messages in a fraction of the
// browser code (~6 KB instead of ~17 KB brotli); both forms validate in the
// browser with it, and the server with the very same schemas.
import * as z from "zod/mini";

/*
 * C0 and C1 control characters are never valid; tab and line feed only where
 * text may span lines. Carriage returns are turned into line feeds first.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
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

export const NOT_TEXT = "Please enter text only.";
export const CONTROL_CHAR_MESSAGE = "Please retype this: it contains hidden characters we can't accept.";

export const tooLong = (max: number) => `Please keep this under ${max.toLocaleString("en-IN")} characters.`;

interface TextOptions {
  max: number;
  /** Allow line breaks and tabs (multi-line text areas). */
  multiline?: boolean;
}

// Browsers send a text area's line breaks as CRLF, so each would count twice
// against a limit the page's maxlength counts once; and the limits (and the
// database columns) apply to the text as stored: composed (NFC), without bidi
// controls. A value over its limit is checked no further (`abort`): the checks
// after it, here and those a schema adds (the e-mail pattern), then only ever
// see text of a bounded length, however long the value a client sent.
const textChecks = ({ max, multiline = false }: TextOptions) =>
  [
    z.overwrite(withoutBidiControls),
    z.overwrite((value: string) => value.replace(/\r\n?/g, "\n")),
    z.normalize("NFC"),
    z.trim(),
    z.maxLength(max, { error: tooLong(max), abort: true }),
    z.refine<string>(
      (value) => !(multiline ? CONTROL_CHARS_EXCEPT_TAB_AND_LINE_FEED : CONTROL_CHARS).test(value),
      { error: CONTROL_CHAR_MESSAGE },
    ),
  ] as const;

/** A required text field: composed, trimmed, bounded, no control characters, not blank. */
export const requiredText = (options: TextOptions & { required: string }) =>
  z.string({ error: NOT_TEXT }).check(
    ...textChecks(options),
    z.refine((value) => !BLANK.test(value), { error: options.required, abort: true }),
  );

/** An optional text field: missing or blank (nothing visible) becomes "". */
export const optionalText = (options: TextOptions) =>
  z.pipe(
    z.transform((value: unknown): unknown => (value === null || value === undefined ? "" : value)),
    z.string({ error: NOT_TEXT }).check(
      ...textChecks(options),
      z.overwrite((value) => (BLANK.test(value) ? "" : value)),
    ),
  );

/** A schema for a whole form: an object of fields. */
export type FormSchema = z.ZodMiniType<Record<string, unknown>>;

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type ParseResult<T> =
  { success: true; data: T } | { success: false; fieldErrors: FieldErrors<Extract<keyof T, string>> };

/**
 * Validates a submitted form (or a plain object) against a schema and keeps
 * the first message for each field, which is what the form shows.
 */
export function parseForm<Schema extends FormSchema>(
  schema: Schema,
  input: FormData | Record<string, unknown>,
): ParseResult<z.output<Schema>> {
  const values = input instanceof FormData ? Object.fromEntries(input) : input;
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors: fieldErrors as FieldErrors<Extract<keyof z.output<Schema>, string>> };
}
