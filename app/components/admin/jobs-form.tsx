import { Field, Input, Textarea } from "~/components/ui/field";
import { type FormValues, text } from "~/lib/content-forms/form";
import { addsJob, jobCount } from "~/lib/content-forms/jobs-form";
import { EMPLOYMENT_TYPES } from "~/lib/schemas/content/jobs";

/*
 * The fields of Jobs (lib/content-forms/jobs-form.ts turns them into the section's content and
 * back): each job folded under its title, opened where a field needs mending; then a new one.
 */

interface Props {
  values: FormValues;
  errors: Record<string, string>;
  readOnly: boolean;
}

const selectClass =
  "block h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";

function JobFields({
  prefix,
  values,
  errors,
  isNew,
}: Omit<Props, "readOnly"> & { prefix: string; isNew: boolean }) {
  const input = (
    field: string,
    label: string,
    options: { required?: boolean; hint?: string; numeric?: boolean } = {},
  ) => (
    <Field
      id={`${prefix}-${field}`}
      label={label}
      required={!isNew && options.required}
      hint={options.hint}
      error={errors[`${prefix}-${field}`]}
    >
      {({ required: _required, ...control }) => (
        <Input
          {...control}
          name={`${prefix}-${field}`}
          type="text"
          inputMode={options.numeric ? "numeric" : undefined}
          defaultValue={text(values, `${prefix}-${field}`)}
        />
      )}
    </Field>
  );
  return (
    <div className="space-y-4">
      {!isNew && <input type="hidden" name={`${prefix}-id`} value={text(values, `${prefix}-id`)} />}
      {input("title", "Title", { required: true })}
      <Field
        id={`${prefix}-description`}
        label="Description"
        required={!isNew}
        error={errors[`${prefix}-description`]}
      >
        {({ required: _required, ...control }) => (
          <Textarea
            {...control}
            name={`${prefix}-description`}
            rows={4}
            className="min-h-28"
            defaultValue={text(values, `${prefix}-description`)}
          />
        )}
      </Field>
      <Field id={`${prefix}-type`} label="Kind of job" required={!isNew} error={errors[`${prefix}-type`]}>
        {({ required: _required, ...control }) => (
          <select
            {...control}
            name={`${prefix}-type`}
            className={selectClass}
            defaultValue={text(values, `${prefix}-type`)}
          >
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        )}
      </Field>
      {input("location", "Location", { required: true, hint: "Like: Patna, Bihar (hybrid)" })}
      <Field
        id={`${prefix}-skills`}
        label="Skills"
        required={!isNew}
        hint="One a line, up to 12."
        error={errors[`${prefix}-skills`]}
      >
        {({ required: _required, ...control }) => (
          <Textarea
            {...control}
            name={`${prefix}-skills`}
            rows={5}
            className="min-h-32"
            defaultValue={text(values, `${prefix}-skills`)}
          />
        )}
      </Field>
      {input("salaryMin", "Lowest salary (₹ a month)", { required: true, numeric: true })}
      {input("salaryMax", "Highest salary (₹ a month)", { required: true, numeric: true })}
      {!isNew && (
        <>
          {input("validThrough", "Open until", {
            required: true,
            hint: "Like 2027-03-31: search engines drop the job after it.",
          })}
          <input type="hidden" name={`${prefix}-datePosted`} value={text(values, `${prefix}-datePosted`)} />
          {errors[`${prefix}-datePosted`] && (
            <p className="text-sm font-medium text-red-700">{errors[`${prefix}-datePosted`]}</p>
          )}
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name={`${prefix}-open`}
              defaultChecked={text(values, `${prefix}-open`) === "on"}
              className="size-5 accent-brand-600"
            />
            Open: shown on the Careers page
          </label>
          <label className="flex min-h-11 items-center gap-3 text-red-800">
            <input
              type="checkbox"
              name={`${prefix}-delete`}
              defaultChecked={text(values, `${prefix}-delete`) === "on"}
              className="size-5 accent-red-700"
            />
            Delete this job when saving
          </label>
        </>
      )}
    </div>
  );
}

export function JobsForm({ values, errors, readOnly }: Props) {
  const count = jobCount(values);
  const hasError = (prefix: string) => Object.keys(errors).some((field) => field.startsWith(`${prefix}-`));
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-3">
      <legend className="sr-only">Jobs</legend>
      {errors.jobs && <p className="text-sm font-medium text-red-700">{errors.jobs}</p>}
      {Array.from({ length: count }, (_, index) => {
        const prefix = `job-${index}`;
        const open = text(values, `${prefix}-open`) === "on";
        return (
          <details
            key={prefix}
            open={hasError(prefix) || undefined}
            className="min-w-0 rounded-xl border border-slate-200 p-4 open:space-y-4"
          >
            <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-950">
              {text(values, `${prefix}-title`) || "Untitled job"}{" "}
              <span className="font-normal text-slate-700">({open ? "open" : "closed"})</span>
            </summary>
            <fieldset className="min-w-0">
              <legend className="sr-only">{text(values, `${prefix}-title`) || "Untitled job"}</legend>
              <JobFields prefix={prefix} values={values} errors={errors} isNew={false} />
            </fieldset>
          </details>
        );
      })}
      <details
        open={addsJob(values) || hasError("new") || count === 0 || undefined}
        className="min-w-0 rounded-xl border border-dashed border-brand-300 p-4 open:space-y-4"
      >
        <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-800">Add a job</summary>
        <p className="text-sm text-slate-700">
          Fill in the title and the rest (all but these notes are then needed), then save or publish: the job
          opens today, for 90 days.
        </p>
        <fieldset className="min-w-0">
          <legend className="sr-only">New job</legend>
          <JobFields prefix="new" values={values} errors={errors} isNew />
        </fieldset>
      </details>
    </fieldset>
  );
}
