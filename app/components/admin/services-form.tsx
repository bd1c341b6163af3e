import type { ReactNode } from "react";
import { Field, Input, Textarea } from "~/components/ui/field";
import { type FormValues, text } from "~/lib/content-forms/form";
import { categoryCount, planCount, serviceCount } from "~/lib/content-forms/services-form";
import { SERVICE_ICONS } from "~/lib/schemas/content/services";

/*
 * The fields of Services and prices (lib/content-forms/services-form.ts turns them into the
 * section's content and back): each pricing category folded under its title, with its plans and
 * a blank one to add; then each service. A fold opens where a field needs mending.
 */

interface Props {
  values: FormValues;
  errors: Record<string, string>;
  readOnly: boolean;
}

const selectClass =
  "block h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-600";

const PRICE_KINDS = [
  ["amount", "An amount in rupees"],
  ["free", "Free"],
  ["custom", "Custom (priced on contact)"],
] as const;

const PERIODS = [
  ["", "Once"],
  ["month", "A month (/mo)"],
  ["quarter", "A quarter (/qtr)"],
  ["each", "Each"],
  ["word", "A word (/word)"],
] as const;

/** A text field of the form: its id and name are the same. */
function TextInput({
  name,
  label,
  values,
  errors,
  hint,
  required = false,
  numeric = false,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: Record<string, string>;
  hint?: string;
  required?: boolean;
  numeric?: boolean;
}) {
  return (
    <Field id={name} label={label} required={required} hint={hint} error={errors[name]}>
      {({ required: _required, ...control }) => (
        <Input
          {...control}
          name={name}
          type="text"
          inputMode={numeric ? "decimal" : undefined}
          defaultValue={text(values, name)}
        />
      )}
    </Field>
  );
}

function TextArea({ name, label, values, errors, hint, required = false }: Parameters<typeof TextInput>[0]) {
  return (
    <Field id={name} label={label} required={required} hint={hint} error={errors[name]}>
      {({ required: _required, ...control }) => (
        <Textarea {...control} name={name} rows={3} className="min-h-24" defaultValue={text(values, name)} />
      )}
    </Field>
  );
}

function Select({
  name,
  label,
  options,
  values,
  errors,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  values: FormValues;
  errors: Record<string, string>;
}) {
  return (
    <Field id={name} label={label} required error={errors[name]}>
      {({ required: _required, ...control }) => (
        <select {...control} name={name} className={selectClass} defaultValue={text(values, name)}>
          {options.map(([value, shown]) => (
            <option key={value} value={value}>
              {shown}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Check({ name, label, values }: { name: string; label: string; values: FormValues }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={name}
        defaultChecked={text(values, name) === "on"}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  );
}

function PlanFields({
  prefix,
  legend,
  isNew,
  ...field
}: Omit<Props, "readOnly"> & { prefix: string; legend: string; isNew: boolean }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-950">{legend}</legend>
      <TextInput name={`${prefix}-name`} label="Plan name" required={!isNew} {...field} />
      <Select name={`${prefix}-kind`} label="Price" options={PRICE_KINDS} {...field} />
      <TextInput
        name={`${prefix}-amount`}
        label="Amount (₹)"
        numeric
        hint="Rupees, up to two decimals: 12999 or 3.5. Only for a price in rupees."
        {...field}
      />
      <Select name={`${prefix}-period`} label="Billed" options={PERIODS} {...field} />
      <Check name={`${prefix}-from`} label={'Starting price: shows "from" before it'} values={field.values} />
      <Check name={`${prefix}-plus`} label={'Or more: shows "+" after it'} values={field.values} />
      <TextArea name={`${prefix}-description`} label="Description" required={!isNew} {...field} />
      <TextInput
        name={`${prefix}-position`}
        label="Position"
        numeric
        hint="Plans are shown by this number, lowest first."
        {...field}
      />
      {!isNew && (
        <Check name={`${prefix}-delete`} label="Remove this plan when saving" values={field.values} />
      )}
    </fieldset>
  );
}

/** An item folded under its name; its fields are a group of that name, for those who hear them one by one. */
function Fold({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details
      open={open || undefined}
      className="min-w-0 rounded-xl border border-slate-200 p-4 open:space-y-4"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-bold text-brand-950">{summary}</summary>
      <fieldset className="min-w-0 space-y-4">
        <legend className="sr-only">{summary}</legend>
        {children}
      </fieldset>
    </details>
  );
}

export function ServicesForm({ values, errors, readOnly }: Props) {
  const field = { values, errors };
  const hasError = (prefix: string) => Object.keys(errors).some((name) => name.startsWith(`${prefix}-`));
  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-8">
      <legend className="sr-only">Services and prices</legend>
      {errors.services && <p className="text-sm font-medium text-red-700">{errors.services}</p>}
      <section aria-labelledby="prices-heading" className="space-y-3">
        <h3 id="prices-heading" className="text-lg font-bold text-brand-950">
          Prices
        </h3>
        {Array.from({ length: categoryCount(values) }, (_, index) => {
          const prefix = `cat-${index}`;
          const plans = planCount(values, prefix);
          return (
            <Fold
              key={prefix}
              summary={text(values, `${prefix}-title`) || "Untitled"}
              open={hasError(prefix)}
            >
              <input type="hidden" name={`${prefix}-id`} value={text(values, `${prefix}-id`)} />
              <input type="hidden" name={`${prefix}-serviceId`} value={text(values, `${prefix}-serviceId`)} />
              <TextInput name={`${prefix}-title`} label="Category title" required {...field} />
              <TextInput name={`${prefix}-offer`} label="Special offer" {...field} />
              {errors[`${prefix}-plans`] && (
                <p className="text-sm font-medium text-red-700">{errors[`${prefix}-plans`]}</p>
              )}
              {Array.from({ length: plans }, (_, k) => (
                <PlanFields
                  key={k}
                  prefix={`${prefix}-plan-${k}`}
                  legend={`Plan: ${text(values, `${prefix}-plan-${k}-name`) || "untitled"}`}
                  isNew={false}
                  {...field}
                />
              ))}
              <PlanFields
                prefix={`${prefix}-new`}
                legend="Add a plan (fill in its name to add it)"
                isNew
                {...field}
              />
            </Fold>
          );
        })}
      </section>
      <section aria-labelledby="services-heading" className="space-y-3">
        <h3 id="services-heading" className="text-lg font-bold text-brand-950">
          Services
        </h3>
        {Array.from({ length: serviceCount(values) }, (_, index) => {
          const prefix = `service-${index}`;
          return (
            <Fold
              key={prefix}
              summary={text(values, `${prefix}-title`) || "Untitled"}
              open={hasError(prefix)}
            >
              <input type="hidden" name={`${prefix}-id`} value={text(values, `${prefix}-id`)} />
              <TextInput name={`${prefix}-title`} label="Title" required {...field} />
              <Select
                name={`${prefix}-icon`}
                label="Icon"
                options={SERVICE_ICONS.map((icon) => [icon, icon] as const)}
                {...field}
              />
              <TextArea name={`${prefix}-description`} label="Description" required {...field} />
              <Field
                id={`${prefix}-features`}
                label="Features"
                required
                hint="One a line, up to 10."
                error={errors[`${prefix}-features`]}
              >
                {({ required: _required, ...control }) => (
                  <Textarea
                    {...control}
                    name={`${prefix}-features`}
                    rows={5}
                    className="min-h-32"
                    defaultValue={text(values, `${prefix}-features`)}
                  />
                )}
              </Field>
            </Fold>
          );
        })}
      </section>
    </fieldset>
  );
}
