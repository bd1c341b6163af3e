import { EnhancedFormShell } from "~/components/enhanced-form";
import { Field, Input, Textarea } from "~/components/ui/field";
import { toasts } from "~/content/messages";
import { clearFields, useEnhancedForm } from "~/hooks/use-enhanced-form";
import { appendContactSubmission } from "~/browser/contact-storage";
import { type FormResult, formAnchors } from "~/lib/forms";
import { type ContactField, ContactSchema, contactErrorToast } from "~/lib/schemas/contact";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";

const FIELDS = ["name", "email", "phone", "subject", "message"] as const satisfies readonly ContactField[];

export function ContactForm({
  defaultSubject = "",
  documentResult,
}: {
  defaultSubject?: string;
  /** The action's answer to a plain (no JavaScript) POST */
  documentResult?: FormResult<ContactField>;
}) {
  const { formRef, onSubmit, errors, submitting, documentNotice, echoed } = useEnhancedForm({
    key: "contact",
    action: "/contact",
    schema: ContactSchema,
    fields: FIELDS,
    errorToast: contactErrorToast,
    successToast: toasts.contactSent,
    documentResult,
    onSuccess: (form, sent) => {
      // The browser keeps its own copy of every message it sent.
      appendContactSubmission(sent);
      clearFields(form, FIELDS);
    },
  });

  return (
    <EnhancedFormShell
      formRef={formRef}
      action="/contact"
      anchor={formAnchors.contact}
      labelledBy="contact-form-heading"
      onSubmit={onSubmit}
      notice={documentNotice}
      submitting={submitting}
      submitLabel="Send Message"
      pendingLabel="Sending…"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" required error={errors.name}>
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
        <Field id="contact-email" label="Email" required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              defaultValue={echoed?.email}
            />
          )}
        </Field>
        <Field id="contact-phone" label="Phone" error={errors.phone}>
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
        <Field id="contact-subject" label="Subject" error={errors.subject}>
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
      <Field id="contact-message" label="Message" required error={errors.message}>
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
    </EnhancedFormShell>
  );
}
