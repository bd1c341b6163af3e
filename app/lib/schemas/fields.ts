// zod's "mini" build. The server checks the forms with these schemas; each
// field's rule is a plain function (lib/schemas/text.ts), which the site
// script runs in the browser without zod.
import * as z from "zod/mini";
import { en } from "~/i18n/en";
import { textRule } from "~/lib/schemas/rules";

import {
  CHECKED,
  cleanText,
  type ChoiceRule,
  type FieldErrors,
  isBlank,
  type TextRule,
  textProblem,
} from "~/lib/schemas/text";

export { type FieldErrors, withoutBidiControls } from "~/lib/schemas/text";

/** The refusals in English, as the tests and the back office read them. */
export const NOT_TEXT = en.formMessages.shared.notText;
export const CONTROL_CHAR_MESSAGE = en.formMessages.shared.hiddenCharacters;
/** A text field's refusals in English, for a field of at most `max` characters. */
export const englishMessages = (max: number): TextRule["messages"] =>
  textRule(en.formMessages.shared, max).messages;
export const tooLong = (max: number) => englishMessages(max).tooLong;

/** The checks of lib/schemas/text.ts, as one zod check: its first problem is the field's message. */
const textChecks = (rule: TextRule) =>
  [
    z.overwrite(cleanText),
    z.superRefine<string>((value, context) => {
      const problem = textProblem(value, rule);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    }),
  ] as const;

/** A required text field: composed, trimmed, bounded, no control characters, not blank. */
export const requiredText = (rule: Omit<TextRule, "required"> & { required: string }) =>
  z.string({ error: rule.messages.notText }).check(...textChecks(rule));

/** An optional text field: missing or blank (nothing visible) becomes "". */
export const optionalText = (rule: Omit<TextRule, "required">) =>
  z.pipe(
    z.transform((value: unknown): unknown => (value === null || value === undefined ? "" : value)),
    z.string({ error: rule.messages.notText }).check(
      ...textChecks(rule),
      z.overwrite((value) => (isBlank(value) ? "" : value)),
    ),
  );

/** A field that is exactly one of a few values (a radio group's). */
export const choice = (rule: ChoiceRule) =>
  z
    .string({ error: rule.message })
    .check(z.refine((value) => rule.oneOf.includes(value), { error: rule.message }));

/**
 * A checkbox of the public forms: true when ticked (it sends CHECKED), false
 * when not (it sends nothing); `rule` says which of the two are accepted.
 */
export const checkbox = (rule: ChoiceRule) =>
  z.pipe(
    z.pipe(
      z.optional(z.string({ error: rule.message })),
      z.transform((value) => value ?? ""),
    ),
    z.pipe(
      choice(rule),
      z.transform((value) => value === CHECKED),
    ),
  );

/** The zod schema of a text rule. */
export const textField = (rule: TextRule) =>
  rule.required === undefined ? optionalText(rule) : requiredText({ ...rule, required: rule.required });

/** A schema for a whole form: an object of fields. */
export type FormSchema = z.ZodMiniType<Record<string, unknown>>;

type ParseResult<T> =
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
