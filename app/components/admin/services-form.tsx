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
import { categoryCount, planCount, serviceCount } from "~/lib/content-forms/services-form";
import { SERVICE_ICONS } from "~/lib/schemas/content/services";

/*
 * The fields of Services and prices (lib/content-forms/services-form.ts turns them into the
 * section's content and back): each pricing category folded under its title, with its plans and
 * a blank one to add; then each service. A fold opens where a field needs mending.
 */

type Props = FieldSource & { readOnly: boolean };

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

function PlanFields({
  prefix,
  legend,
  isNew,
  ...field
}: FieldSource & { prefix: string; legend: string; isNew: boolean }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-950">{legend}</legend>
      <TextInput name={`${prefix}-name`} label="Plan name" required={!isNew} bilingual {...field} />
      <Select name={`${prefix}-kind`} label="Price" options={PRICE_KINDS} {...field} />
      <TextInput
        name={`${prefix}-amount`}
        label="Amount (₹)"
        inputMode="decimal"
        hint="Rupees, up to two decimals: 12999 or 3.5. Only for a price in rupees."
        {...field}
      />
      <Select name={`${prefix}-period`} label="Billed" options={PERIODS} {...field} />
      <Check name={`${prefix}-from`} label={'Starting price: shows "from" before it'} values={field.values} />
      <Check name={`${prefix}-plus`} label={'Or more: shows "+" after it'} values={field.values} />
      <TextArea name={`${prefix}-description`} label="Description" required={!isNew} bilingual {...field} />
      <TextInput
        name={`${prefix}-position`}
        label="Position"
        inputMode="decimal"
        hint="Plans are shown by this number, lowest first."
        {...field}
      />
      {!isNew && (
        <Check name={`${prefix}-delete`} label="Remove this plan when saving" values={field.values} danger />
      )}
    </fieldset>
  );
}

export function ServicesForm({ values, errors, readOnly }: Props) {
  const field = { values, errors };
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
              open={hasError(errors, prefix)}
            >
              <input type="hidden" name={`${prefix}-id`} value={text(values, `${prefix}-id`)} />
              <input type="hidden" name={`${prefix}-serviceId`} value={text(values, `${prefix}-serviceId`)} />
              <TextInput name={`${prefix}-title`} label="Category title" required bilingual {...field} />
              <TextInput name={`${prefix}-offer`} label="Special offer" bilingual {...field} />
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
              open={hasError(errors, prefix)}
            >
              <input type="hidden" name={`${prefix}-id`} value={text(values, `${prefix}-id`)} />
              <TextInput name={`${prefix}-title`} label="Title" required bilingual {...field} />
              <Select
                name={`${prefix}-icon`}
                label="Icon"
                options={SERVICE_ICONS.map((icon) => [icon, icon] as const)}
                {...field}
              />
              <TextArea name={`${prefix}-description`} label="Description" required bilingual {...field} />
              <TextArea
                name={`${prefix}-features`}
                label="Features"
                required
                bilingual
                hint="One a line, up to 10."
                rows={5}
                {...field}
              />
            </Fold>
          );
        })}
      </section>
    </fieldset>
  );
}
