import { Send } from "lucide-react";
import type { FormEvent, ReactNode, Ref } from "react";
import { HoneypotField } from "~/components/honeypot-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/field";
import type { ToastMessage } from "~/content/messages";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * What both public forms share around their fields: a real POST form (so it
 * works without JavaScript), the notice after a plain POST failed, the
 * honeypot, and the submit button that says when it is sending.
 */
export function EnhancedFormShell({
  formRef,
  action,
  anchor,
  labelledBy,
  onSubmit,
  notice,
  submitting,
  submitLabel,
  pendingLabel,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  action: string;
  /** Id of the section holding the form: the browser's own post lands there, refused or not */
  anchor: string;
  /** Id of the heading that names the form */
  labelledBy: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notice?: ToastMessage;
  submitting: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form
      ref={formRef}
      method="post"
      // The fragment stays in the browser: a refused post (400) shows the
      // page at its form, with the notice in view.
      action={`${action}#${anchor}`}
      // Before hydration the browser's own checks apply; after it, ours (with
      // the product's notices, docs/product-rules.md) do.
      noValidate={hydrated}
      onSubmit={onSubmit}
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
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        <Send aria-hidden="true" />
        {submitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
