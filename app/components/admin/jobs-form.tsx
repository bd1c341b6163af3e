import {
  Check,
  type FieldSource,
  Fold,
  hasError,
  Select,
  TextArea,
  TextInput,
} from "~/components/admin/content-fields";
import { text } from "~/lib/content-forms/form";
import { addsJob, jobCount } from "~/lib/content-forms/jobs-form";
import { EMPLOYMENT_TYPES } from "~/lib/schemas/content/jobs";

/*
 * The fields of Jobs (lib/content-forms/jobs-form.ts turns them into the section's content and
 * back): each job folded under its title, opened where a field needs mending; then a new one.
 */

const KINDS = EMPLOYMENT_TYPES.map((type) => [type, type] as const);

function JobFields({ prefix, isNew, ...field }: FieldSource & { prefix: string; isNew: boolean }) {
  const required = !isNew;
  return (
    <>
      {!isNew && <input type="hidden" name={`${prefix}-id`} value={text(field.values, `${prefix}-id`)} />}
      <TextInput name={`${prefix}-title`} bilingual label="Title" required={required} {...field} />
      <TextArea
        name={`${prefix}-description`}
        bilingual
        label="Description"
        required={required}
        rows={4}
        {...field}
      />
      <Select name={`${prefix}-type`} label="Kind of job" options={KINDS} {...field} />
      <TextInput
        name={`${prefix}-location`}
        bilingual
        label="Location"
        required={required}
        hint="Like: Patna, Bihar (hybrid)"
        {...field}
      />
      <TextArea
        name={`${prefix}-skills`}
        bilingual
        label="Skills"
        required={required}
        hint="One a line, up to 12."
        rows={5}
        {...field}
      />
      <TextInput
        name={`${prefix}-salaryMin`}
        label="Lowest salary (₹ a month)"
        required={required}
        inputMode="numeric"
        {...field}
      />
      <TextInput
        name={`${prefix}-salaryMax`}
        label="Highest salary (₹ a month)"
        required={required}
        inputMode="numeric"
        {...field}
      />
      {!isNew && (
        <>
          <TextInput
            name={`${prefix}-validThrough`}
            label="Open until"
            required
            hint="Like 2027-03-31: search engines drop the job after it."
            {...field}
          />
          <input
            type="hidden"
            name={`${prefix}-datePosted`}
            value={text(field.values, `${prefix}-datePosted`)}
          />
          {field.errors[`${prefix}-datePosted`] && (
            <p className="text-sm font-medium text-red-700">{field.errors[`${prefix}-datePosted`]}</p>
          )}
          <Check name={`${prefix}-open`} label="Open: shown on the Careers page" values={field.values} />
          <Check name={`${prefix}-delete`} label="Delete this job when saving" values={field.values} danger />
        </>
      )}
    </>
  );
}

export function JobsForm({ values, errors, readOnly }: FieldSource & { readOnly: boolean }) {
  const field = { values, errors };
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-3">
      <legend className="sr-only">Jobs</legend>
      {errors.jobs && <p className="text-sm font-medium text-red-700">{errors.jobs}</p>}
      {Array.from({ length: jobCount(values) }, (_, index) => {
        const prefix = `job-${index}`;
        const title = text(values, `${prefix}-title`) || "Untitled job";
        const open = text(values, `${prefix}-open`) === "on";
        return (
          <Fold
            key={prefix}
            summary={`${title} (${open ? "open" : "closed"})`}
            open={hasError(errors, prefix)}
          >
            <JobFields prefix={prefix} isNew={false} {...field} />
          </Fold>
        );
      })}
      <Fold
        summary="Add a job"
        open={addsJob(values) || hasError(errors, "new") || jobCount(values) === 0}
        dashed
      >
        <p className="text-sm text-slate-700">
          Fill in the title and the rest (all but the notes are then needed), then save or publish: the job
          opens today, for 90 days.
        </p>
        <JobFields prefix="new" isNew {...field} />
      </Fold>
    </fieldset>
  );
}
