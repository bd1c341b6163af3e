import type { ComponentProps, ReactNode } from "react";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { type FormValues, hindiName, text } from "~/lib/content-forms/form";

/*
 * The fields the back office's Content forms are made of (components/admin/*-form.tsx): each
 * named as the form posts it, filled from the form's values, with its message from the last
 * refusal. Plain controls: they work without JavaScript, and the server judges what comes back.
 */

/** What every field of a content form is given. */
export interface FieldSource {
  values: FormValues;
  errors: Record<string, string>;
}

interface FieldProps extends FieldSource {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The element's id, when not the field's name */
  id?: string;
  /**
   * A text of the site in English and in Hindi (issue 26): its Hindi field beside it, named
   * `hindiName(name)`, which may stay empty (the Hindi page then shows the English).
   */
  bilingual?: boolean;
}

/** What the Hindi field of a text says under it. */
export const HINDI_HINT = "Left empty, the Hindi page shows the English.";

/** A text's English field and, for a text of both languages, its Hindi one beside it (on a phone, under it). */
function Bilingual({
  field,
  bilingual,
  children,
}: {
  field: Pick<FieldProps, "name" | "label" | "hint" | "id">;
  bilingual: boolean;
  children: (props: { name: string; label: string; id: string; hint?: string; lang?: "hi" }) => ReactNode;
}) {
  const { name, label, hint, id = name } = field;
  if (!bilingual) return children({ name, label, id, hint });
  return (
    <div className="grid min-w-0 gap-4 md:grid-cols-2">
      {children({ name, label, id, hint })}
      {children({
        name: hindiName(name),
        label: `${label} in Hindi`,
        id: hindiName(id),
        hint: hint ? `${hint} ${HINDI_HINT}` : HINDI_HINT,
        lang: "hi",
      })}
    </div>
  );
}

/** What Field gives each control besides its `required` (components/ui/field.tsx). */
type FieldControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** A text field, one line or several: each language's its own field (Bilingual), with its message. */
function TextField({
  name,
  label,
  values,
  errors,
  hint,
  required = false,
  id = name,
  bilingual = false,
  control,
}: FieldProps & {
  /** The control, given its name, language, value and what the field gives every control (id, aria-*) */
  control: (
    props: { name: string; lang?: "hi"; defaultValue: string },
    field: FieldControlProps,
  ) => ReactNode;
}) {
  return (
    <Bilingual field={{ name, label, hint, id }} bilingual={bilingual}>
      {(one) => (
        <Field
          key={one.name}
          id={one.id}
          label={one.label}
          required={required && !one.lang}
          hint={one.hint}
          error={errors[one.name]}
        >
          {({ required: _required, ...field }) =>
            control({ name: one.name, lang: one.lang, defaultValue: text(values, one.name) }, field)
          }
        </Field>
      )}
    </Bilingual>
  );
}

/** A one-line text; `input` chooses the phone's keyboard (`type`, `inputMode`) and autofill. */
export function TextInput({
  inputMode,
  autoComplete,
  type,
  spellCheck,
  ...field
}: FieldProps & Pick<ComponentProps<"input">, "inputMode" | "autoComplete" | "type" | "spellCheck">) {
  return (
    <TextField
      {...field}
      control={(own, field) => (
        <Input {...field} {...own} type={type ?? "text"} {...{ inputMode, autoComplete, spellCheck }} />
      )}
    />
  );
}

/** A text that may run over lines. */
export function TextArea({ rows = 3, ...field }: FieldProps & { rows?: number }) {
  return (
    <TextField
      {...field}
      control={(own, field) => (
        <Textarea {...field} {...own} rows={rows} className={rows > 3 ? "min-h-32" : "min-h-24"} />
      )}
    />
  );
}

/** One of a few values: `options` are [value, what the owner reads]. */
export function Select({
  name,
  label,
  options,
  values,
  errors,
}: FieldSource & { name: string; label: string; options: readonly (readonly [string, string])[] }) {
  return (
    <Field id={name} label={label} required error={errors[name]}>
      {({ required: _required, ...control }) => (
        <NativeSelect {...control} name={name} defaultValue={text(values, name)}>
          {options.map(([value, shown]) => (
            <option key={value} value={value}>
              {shown}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A box to tick; `danger` for one that removes something when the form is saved. */
export function Check({
  name,
  label,
  values,
  danger = false,
}: {
  name: string;
  label: string;
  values: FormValues;
  danger?: boolean;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-3 ${danger ? "text-red-800" : ""}`}>
      <input
        type="checkbox"
        name={name}
        defaultChecked={text(values, name) === "on"}
        className={`size-5 ${danger ? "accent-red-700" : "accent-brand-600"}`}
      />
      {label}
    </label>
  );
}

/** An item folded under its name; its fields are a group of that name, for those who hear them one by one. */
export function Fold({
  summary,
  open,
  dashed = false,
  children,
}: {
  summary: string;
  open: boolean;
  /** The blank item that adds one */
  dashed?: boolean;
  children: ReactNode;
}) {
  return (
    <details
      open={open || undefined}
      className={`min-w-0 rounded-xl border p-4 open:space-y-4 ${dashed ? "border-dashed border-brand-300" : "border-slate-200"}`}
    >
      <summary
        className={`min-h-11 cursor-pointer py-2 font-bold ${dashed ? "text-brand-800" : "text-brand-950"}`}
      >
        {summary}
      </summary>
      <fieldset className="min-w-0 space-y-4">
        <legend className="sr-only">{summary}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** Whether any field under `prefix` has a message: its fold opens. */
export const hasError = (errors: Record<string, string>, prefix: string) =>
  Object.keys(errors).some((name) => name.startsWith(`${prefix}-`));
