import { Field, Input, Textarea } from "~/components/ui/field";
import { addsFaq, faqCount } from "~/lib/content-forms/faqs-form";
import { type FormValues, text } from "~/lib/content-forms/form";

/* The fields of FAQs (lib/content-forms/faqs-form.ts): each question folded, then a new one. */

interface Props {
  values: FormValues;
  errors: Record<string, string>;
  readOnly: boolean;
}

function FaqFields({
  prefix,
  values,
  errors,
  isNew,
}: Omit<Props, "readOnly"> & { prefix: string; isNew: boolean }) {
  return (
    <div className="space-y-4">
      <Field
        id={`${prefix}-question`}
        label="Question"
        required={!isNew}
        error={errors[`${prefix}-question`]}
      >
        {({ required: _required, ...control }) => (
          <Input
            {...control}
            name={`${prefix}-question`}
            type="text"
            defaultValue={text(values, `${prefix}-question`)}
          />
        )}
      </Field>
      <Field id={`${prefix}-answer`} label="Answer" required={!isNew} error={errors[`${prefix}-answer`]}>
        {({ required: _required, ...control }) => (
          <Textarea
            {...control}
            name={`${prefix}-answer`}
            rows={4}
            className="min-h-28"
            defaultValue={text(values, `${prefix}-answer`)}
          />
        )}
      </Field>
      <Field
        id={`${prefix}-position`}
        label="Position"
        hint="Questions are shown by this number, lowest first."
      >
        {({ required: _required, ...control }) => (
          <Input
            {...control}
            name={`${prefix}-position`}
            type="text"
            inputMode="numeric"
            defaultValue={text(values, `${prefix}-position`)}
          />
        )}
      </Field>
      {!isNew && (
        <label className="flex min-h-11 items-center gap-3 text-red-800">
          <input
            type="checkbox"
            name={`${prefix}-delete`}
            defaultChecked={text(values, `${prefix}-delete`) === "on"}
            className="size-5 accent-red-700"
          />
          Remove this question when saving
        </label>
      )}
    </div>
  );
}

export function FaqsForm({ values, errors, readOnly }: Props) {
  const hasError = (prefix: string) => Object.keys(errors).some((field) => field.startsWith(`${prefix}-`));
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-3">
      <legend className="sr-only">FAQs</legend>
      {errors.faqs && <p className="text-sm font-medium text-red-700">{errors.faqs}</p>}
      {Array.from({ length: faqCount(values) }, (_, index) => {
        const prefix = `faq-${index}`;
        return (
          <details
            key={prefix}
            open={hasError(prefix) || undefined}
            className="min-w-0 rounded-xl border border-slate-200 p-4 open:space-y-4"
          >
            <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-950">
              {text(values, `${prefix}-question`) || "Untitled question"}
            </summary>
            <fieldset className="min-w-0">
              <legend className="sr-only">{text(values, `${prefix}-question`) || "Untitled question"}</legend>
              <FaqFields prefix={prefix} values={values} errors={errors} isNew={false} />
            </fieldset>
          </details>
        );
      })}
      <details
        open={addsFaq(values) || hasError("new") || undefined}
        className="min-w-0 rounded-xl border border-dashed border-brand-300 p-4 open:space-y-4"
      >
        <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-800">Add a question</summary>
        <fieldset className="min-w-0">
          <legend className="sr-only">New question</legend>
          <FaqFields prefix="new" values={values} errors={errors} isNew />
        </fieldset>
      </details>
    </fieldset>
  );
}
