import { Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Notice, Textarea } from "~/components/ui/field";
import { toasts } from "~/content/messages";
import { useHydrated } from "~/hooks/use-hydrated";
import { appendContactSubmission } from "~/lib/contact-storage";
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactInput,
  ContactSchema,
  contactErrorToast,
} from "~/lib/schemas/contact";
import { type FieldErrors, parseForm } from "~/lib/schemas/fields";
import { notifyError, notifySuccess } from "~/lib/toast";

/** Set by the enhanced (JavaScript) form, so the action answers with data instead of a redirect. */
export const ENHANCED_FIELD = "_enhanced";

export type ContactActionResult =
  | { status: "success" }
  | {
      status: "error";
      fieldErrors: FieldErrors<ContactField>;
      /** What was sent, so a page rendered without JavaScript keeps it */
      values?: Partial<Record<ContactField, string>>;
      /** A failure that is not about one field (storage down, server unreachable) */
      formError?: { title: string; description?: string };
    };

const FIELDS: ContactField[] = ["name", "email", "phone", "subject", "message"];

function clearForm(form: HTMLFormElement) {
  for (const field of FIELDS) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = "";
  }
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors<ContactField>) {
  const first = FIELDS.find((field) => errors[field]);
  const element = first && form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

export function ContactForm({
  defaultSubject = "",
  documentResult,
}: {
  defaultSubject?: string;
  /** The action's answer to a plain (no JavaScript) POST */
  documentResult?: ContactActionResult;
}) {
  const fetcher = useFetcher<ContactActionResult>({ key: "contact-form" });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const sentValues = useRef<ContactInput | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField> | null>(null);

  const serverResult = fetcher.data ?? documentResult;
  const errors: FieldErrors<ContactField> =
    clientErrors ?? (serverResult?.status === "error" ? serverResult.fieldErrors : {});
  const echoed = documentResult?.status === "error" ? documentResult.values : undefined;
  const submitting = fetcher.state !== "idle";

  // React to the server's answer to an enhanced submission.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.status === "success") {
      if (sentValues.current) appendContactSubmission(sentValues.current);
      sentValues.current = null;
      notifySuccess(toasts.contactSent);
      if (formRef.current) clearForm(formRef.current);
    } else if (result.formError) {
      notifyError(result.formError);
    } else {
      notifyError(contactErrorToast(result.fieldErrors));
      if (formRef.current) focusFirstInvalid(formRef.current, result.fieldErrors);
    }
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const parsed = parseForm(ContactSchema, formData);
    if (!parsed.success) {
      setClientErrors(parsed.fieldErrors);
      notifyError(contactErrorToast(parsed.fieldErrors));
      focusFirstInvalid(form, parsed.fieldErrors);
      return;
    }
    setClientErrors(null);
    sentValues.current = parsed.data;
    formData.set(ENHANCED_FIELD, "1");
    void fetcher.submit(formData, { method: "post", action: "/contact" });
  }

  const documentError =
    documentResult?.status === "error"
      ? (documentResult.formError ?? contactErrorToast(documentResult.fieldErrors))
      : undefined;

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      // Before hydration the browser's own checks apply; after it, ours (with
      // the spec's notices) do.
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      className="space-y-5"
    >
      {documentError && !clientErrors && !fetcher.data && (
        <Notice tone="error" title={documentError.title}>
          {documentError.description}
        </Notice>
      )}
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
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        <Send aria-hidden="true" />
        {submitting ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
