import {
  Check,
  type FieldSource,
  Fold,
  hasError,
  TextArea,
  TextInput,
} from "~/components/admin/content-fields";
import { addsFaq, faqCount } from "~/lib/content-forms/faqs-form";
import { text } from "~/lib/content-forms/form";

/* The fields of FAQs (lib/content-forms/faqs-form.ts): each question folded, then a new one. */

function FaqFields({ prefix, isNew, ...field }: FieldSource & { prefix: string; isNew: boolean }) {
  return (
    <>
      <TextInput name={`${prefix}-question`} bilingual label="Question" required={!isNew} {...field} />
      <TextArea name={`${prefix}-answer`} bilingual label="Answer" required={!isNew} rows={4} {...field} />
      <TextInput
        name={`${prefix}-position`}
        label="Position"
        inputMode="numeric"
        hint="Questions are shown by this number, lowest first."
        {...field}
      />
      {!isNew && (
        <Check
          name={`${prefix}-delete`}
          label="Remove this question when saving"
          values={field.values}
          danger
        />
      )}
    </>
  );
}

export function FaqsForm({ values, errors, readOnly }: FieldSource & { readOnly: boolean }) {
  const field = { values, errors };
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-3">
      <legend className="sr-only">FAQs</legend>
      {errors.faqs && <p className="text-sm font-medium text-red-700">{errors.faqs}</p>}
      {Array.from({ length: faqCount(values) }, (_, index) => {
        const prefix = `faq-${index}`;
        return (
          <Fold
            key={prefix}
            summary={text(values, `${prefix}-question`) || "Untitled question"}
            open={hasError(errors, prefix)}
          >
            <FaqFields prefix={prefix} isNew={false} {...field} />
          </Fold>
        );
      })}
      <Fold summary="Add a question" open={addsFaq(values) || hasError(errors, "new")} dashed>
        <FaqFields prefix="new" isNew {...field} />
      </Fold>
    </fieldset>
  );
}
