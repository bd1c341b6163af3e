import type { ReactNode } from "react";
import { Notice } from "~/components/ui/field";
import type { ToastMessage } from "~/i18n/en";
import { useStrings, useTextLang } from "~/lib/site-context";
import { cn } from "~/lib/utils";

/**
 * The card a page's form sits in: its heading (labelling the page section
 * by `headingId`), an introduction, and, after a submission without
 * JavaScript was accepted, the same message the toast gives.
 */
export function FormCard({
  headingId,
  intro,
  sent,
  reference = null,
  className,
  children,
}: {
  headingId: string;
  intro: { title: string; text: string };
  sent: ToastMessage | null;
  /** The reference number of what was sent (a contact message, issue 28) */
  reference?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const langOf = useTextLang();
  const t = useStrings();
  return (
    <div className={cn("rounded-3xl border border-slate-200 bg-white p-6 shadow-sm", className)}>
      <h2
        id={headingId}
        lang={langOf(intro.title)}
        className="text-2xl font-extrabold text-brand-950 sm:text-3xl"
      >
        {intro.title}
      </h2>
      <p lang={langOf(intro.text)} className="mt-2 mb-6 text-slate-600">
        {intro.text}
      </p>
      {sent && (
        <div className="mb-6">
          <Notice tone="success" title={sent.title}>
            {sent.description}
            {reference && (
              <p className="mt-1 font-semibold">
                {t.formMessages.shared.reference.replace("{reference}", reference)}
              </p>
            )}
          </Notice>
        </div>
      )}
      {children}
    </div>
  );
}
