import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type * as z from "zod/mini";
import type { ToastMessage } from "~/content/messages";
import { ENHANCED_FIELD, type FormResult } from "~/lib/forms";
import { type FieldErrors, type FormSchema, parseForm } from "~/lib/schemas/fields";
import { notifyError, notifySuccess } from "~/browser/notifications";

function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[], errors: FieldErrors) {
  const first = fields.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The JavaScript layer over a plain POST form: the server's own schema checks it before sending, and
 * the answer becomes a notification. Without JavaScript the server gives the same messages (decision 2).
 */
export function useEnhancedForm<Schema extends FormSchema>({
  key,
  action,
  schema,
  fields,
  errorToast,
  successToast,
  onSuccess,
  documentResult,
}: {
  /** Distinguishes this form's fetcher */
  key: string;
  action: string;
  schema: Schema;
  /** The fields in page order, to focus the first invalid one */
  fields: readonly Extract<keyof z.output<Schema>, string>[];
  errorToast: (errors: FieldErrors<Extract<keyof z.output<Schema>, string>>) => ToastMessage;
  successToast: ToastMessage;
  /** After the server accepted it: clear the form, remember the message... */
  onSuccess: (form: HTMLFormElement, sent: z.output<Schema>) => void;
  /** The action's answer to a plain (no JavaScript) POST, if this render follows one */
  documentResult?: FormResult<Extract<keyof z.output<Schema>, string>>;
}) {
  type Field = Extract<keyof z.output<Schema>, string>;
  const fetcher = useFetcher<FormResult<Field>>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef<z.output<Schema> | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);

  const result = fetcher.data ?? documentResult;
  const errors: FieldErrors<Field> = clientErrors ?? (result?.status === "error" ? result.fieldErrors : {});

  useEffect(() => {
    const answer = fetcher.data;
    const form = formRef.current;
    if (fetcher.state !== "idle" || !answer || !form) return;
    if (answer.status === "success") {
      if (sent.current) onSuccess(form, sent.current);
      sent.current = null;
      notifySuccess(successToast);
    } else if (answer.formError) {
      notifyError(answer.formError);
    } else {
      notifyError(errorToast(answer.fieldErrors));
      focusFirstInvalid(form, fields, answer.fieldErrors);
    }
    // Only a new answer from the server should trigger this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    const parsed = parseForm(schema, formData);
    if (!parsed.success) {
      setClientErrors(parsed.fieldErrors);
      notifyError(errorToast(parsed.fieldErrors));
      focusFirstInvalid(form, fields, parsed.fieldErrors);
      return;
    }
    setClientErrors(null);
    sent.current = parsed.data;
    formData.set(ENHANCED_FIELD, "1");
    void fetcher.submit(formData, { method: "post", action });
  }

  /** The notice to show in the page after a plain POST failed */
  const documentNotice =
    documentResult?.status === "error" && !clientErrors && !fetcher.data
      ? (documentResult.formError ?? errorToast(documentResult.fieldErrors))
      : undefined;

  return {
    formRef,
    onSubmit,
    errors,
    submitting: fetcher.state !== "idle",
    documentNotice,
    /** What a plain POST sent, to keep it in the re-rendered form */
    echoed: documentResult?.status === "error" ? documentResult.values : undefined,
  };
}

/** Empties the listed fields (reset() would bring back prefilled defaults). */
export function clearFields(form: HTMLFormElement, fields: readonly string[]) {
  for (const field of fields) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = "";
  }
}

/** A client action that turns "server unreachable" into a message instead of an error page. */
export async function keepFormOnNetworkError<T>(serverAction: () => Promise<T>, message: ToastMessage) {
  try {
    return await serverAction();
  } catch {
    return { status: "error", fieldErrors: {}, formError: message } satisfies FormResult<string>;
  }
}
