import { Send } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/field";
import type { ToastMessage } from "~/i18n/en";
import { FORM_ATTRIBUTE, type FormResult, type SiteFormName } from "~/lib/forms";
import type { FieldErrors } from "~/lib/schemas/text";
import { useLocalPath, useStrings } from "~/lib/site-context";

/**
 * What both public forms share around their fields: a real POST form (so it
 * works without JavaScript), the notice after a refused post, the honeypot,
 * and the submit button. The site script takes the form over where
 * JavaScript runs (browser/site-forms.ts): it finds it by its name, checks
 * it with the words of the page's language (the script of each language
 * carries its own), and shows the button's `busyLabel` while sending. Under
 * the button, a line links the privacy notice (issue 27).
 */
export function EnhancedFormShell({
  name,
  action,
  anchor,
  labelledBy,
  notice,
  submitLabel,
  busyLabel,
  children,
}: {
  name: SiteFormName;
  action: string;
  /** Id of the section holding the form: the browser's own post lands there, refused or not */
  anchor: string;
  /** Id of the heading that names the form */
  labelledBy: string;
  notice?: ToastMessage;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const note = useStrings().forms.privacyNote;
  const local = useLocalPath();
  return (
    <form
      {...{ [FORM_ATTRIBUTE]: name }}
      method="post"
      // The fragment stays in the browser: a refused post (400) shows the
      // page at its form, with the notice in view.
      action={`${action}#${anchor}`}
      aria-labelledby={labelledBy}
      className="relative space-y-5"
    >
      {notice && (
        <Notice tone="error" title={notice.title}>
          {notice.description}
        </Notice>
      )}
      <HoneypotField />
      {children}
      <Button
        type="submit"
        size="lg"
        className="w-full aria-disabled:opacity-60 sm:w-auto"
        data-busy-label={busyLabel}
      >
        <Send aria-hidden="true" />
        <span data-label="">{submitLabel}</span>
      </Button>
      <p className="text-sm text-slate-600">
        {note.before}
        <Link to={local("/privacy")} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {note.link}
        </Link>
        {note.after}
      </p>
    </form>
  );
}

/** What a page rendered after a refused post shows: the field messages, the notice, what was typed. */
export function refusedPost<Field extends string>(
  result: FormResult<Field> | undefined,
  errorToast: (errors: FieldErrors<Field>) => ToastMessage,
) {
  if (!result) return { errors: {} as FieldErrors<Field> };
  return {
    errors: result.fieldErrors,
    notice: result.formError ?? errorToast(result.fieldErrors),
    echoed: result.values,
  };
}
