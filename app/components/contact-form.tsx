import { EnhancedFormShell, refusedPost } from "~/components/enhanced-form";
import { CheckboxField, EmailInput, Field, Input, Textarea } from "~/components/ui/field";
import { type FormResult, formAnchors } from "~/lib/forms";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { CHECKED } from "~/lib/schemas/text";
import { type ContactField, contactForm, formWords } from "~/lib/schemas/rules";
import { useLocalPath, useStrings } from "~/lib/site-context";

export function ContactForm({
  defaultSubject = "",
  documentResult,
}: {
  defaultSubject?: string;
  /** The action's answer to a post the browser sent itself (without JavaScript) */
  documentResult?: FormResult<ContactField>;
}) {
  const t = useStrings();
  const local = useLocalPath();
  const words = formWords(t.formMessages, "contact");
  const { errors, notice, echoed } = refusedPost(documentResult, contactForm(words).errorToast);
  const labels = t.forms.contact;

  return (
    <EnhancedFormShell
      name="contact"
      action={local("/contact")}
      anchor={formAnchors.contact}
      labelledBy="contact-form-heading"
      notice={notice}
      submitLabel={labels.submit}
      busyLabel={labels.busy}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={labels.name} required error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              defaultValue={echoed?.name}
            />
          )}
        </Field>
        <Field id="contact-email" label={labels.email} required error={errors.email}>
          {(control) => <EmailInput {...control} name="email" defaultValue={echoed?.email} />}
        </Field>
        <Field id="contact-phone" label={labels.phone} error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              defaultValue={echoed?.phone}
            />
          )}
        </Field>
        <Field id="contact-subject" label={labels.subject} error={errors.subject}>
          {(control) => (
            <Input
              {...control}
              name="subject"
              maxLength={CONTACT_LIMITS.subject}
              defaultValue={echoed?.subject ?? defaultSubject}
            />
          )}
        </Field>
      </div>
      <Field id="contact-message" label={labels.message} required error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            defaultValue={echoed?.message}
          />
        )}
      </Field>
      <CheckboxField
        id="contact-offers"
        name="offers"
        label={labels.offers}
        error={errors.offers}
        defaultChecked={echoed?.offers === CHECKED}
      />
    </EnhancedFormShell>
  );
}
