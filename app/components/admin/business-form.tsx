import { TextArea, TextInput } from "~/components/admin/content-fields";
import type { FormValues as BusinessFormValues } from "~/lib/content-forms/form";
import { SOCIAL_NETWORKS, WEEKDAYS } from "~/lib/schemas/content/business";

/*
 * The fields of Business details (lib/content-forms/business-form.ts turns them into the
 * section's content and back). Made for a phone: one column, the keyboard each value wants.
 */

/** A one-line field of Business details, its id prefixed so that no name ("email") is an id the page has already. */
const TextField = ({ name, ...props }: Parameters<typeof TextInput>[0]) => (
  <TextInput id={`content-${name}`} name={name} spellCheck={false} {...props} />
);

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-bold text-brand-950">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function BusinessForm({
  values,
  errors,
  readOnly,
}: {
  values: BusinessFormValues;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const days = Array.isArray(values.days) ? values.days : [];
  const field = { values, errors };
  return (
    // A disabled fieldset: a member sees the values and cannot change them.
    <fieldset disabled={readOnly} className="min-w-0 space-y-6">
      <Group legend="Name and contact">
        <TextField
          name="name"
          label="Business name"
          required
          autoComplete="organization"
          bilingual
          {...field}
        />
        <TextField
          name="tagline"
          label="Tagline"
          required
          bilingual
          hint="A line that says what the business does: under the name in the footer, and what search engines and phones say of the site."
          {...field}
        />
        <TextField
          name="phone"
          label="Phone"
          required
          type="tel"
          autoComplete="tel"
          hint="As visitors should read it, like +91 98765 43210. The call buttons dial it."
          {...field}
        />
        <TextField
          name="whatsapp"
          label="WhatsApp number"
          required
          inputMode="numeric"
          hint="With the country code, like 919876543210. Every WhatsApp button opens a chat with it."
          {...field}
        />
        <TextField name="email" label="E-mail" required type="email" autoComplete="email" {...field} />
        <TextField
          name="replyTime"
          label="When you reply"
          required
          bilingual
          hint="Every visitor who writes in is e-mailed a thank-you with their reference number and this sentence."
          {...field}
        />
      </Group>
      <Group legend="Privacy contact">
        <TextField
          name="privacyName"
          label="Name"
          required
          autoComplete="name"
          hint="Who answers questions and requests about personal data. The privacy notice names them."
          {...field}
        />
        <TextField
          name="privacyEmail"
          label="E-mail"
          required
          type="email"
          autoComplete="email"
          hint="Where visitors write about their data. Requests must be answered within 30 days."
          {...field}
        />
      </Group>
      <Group legend="Address">
        <TextArea
          id="content-street"
          name="street"
          label="Street address"
          required
          bilingual
          hint="As on a letter; each line is kept."
          {...field}
        />
        <TextField name="locality" label="City" required bilingual {...field} />
        <TextField name="region" label="State" required bilingual {...field} />
        <TextField name="postalCode" label="PIN code" inputMode="numeric" {...field} />
        <TextField
          name="latitude"
          label="Map pin: latitude"
          inputMode="decimal"
          hint="Optional, with the longitude: the contact page's map link then opens this exact point. Empty, it opens the address."
          {...field}
        />
        <TextField name="longitude" label="Map pin: longitude" inputMode="decimal" {...field} />
      </Group>
      <Group legend="Opening hours">
        <fieldset
          className="min-w-0"
          aria-describedby={errors.days ? "content-days-error" : undefined}
          aria-invalid={errors.days ? true : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">Days open</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3"
              >
                <input
                  type="checkbox"
                  name="days"
                  value={day}
                  defaultChecked={days.includes(day)}
                  className="size-5 accent-brand-600"
                />
                {day}
              </label>
            ))}
          </div>
          {errors.days && (
            <p id="content-days-error" className="mt-2 text-sm font-medium text-red-700">
              {errors.days}
            </p>
          )}
        </fieldset>
        <TextField name="opens" label="Opens at" required type="time" {...field} />
        <TextField name="closes" label="Closes at" required type="time" {...field} />
        <TextField
          name="hoursNote"
          label="Note on hours"
          bilingual
          hint="Shown under the hours, like: Weekend support available"
          {...field}
        />
      </Group>
      <Group legend="Social links">
        <p className="text-sm text-slate-700">
          The address of each profile, starting with https://. Leave a network empty to show no link to it.
        </p>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`social-${network}`}
            label={network}
            inputMode="url"
            autoComplete="url"
            {...field}
          />
        ))}
      </Group>
      {errors.social && <p className="text-sm font-medium text-red-700">{errors.social}</p>}
    </fieldset>
  );
}
