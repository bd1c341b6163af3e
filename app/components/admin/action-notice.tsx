import { useEffect } from "react";
import { Notice } from "~/components/ui/field";
import { notifyError, notifySuccess } from "~/browser/notifications";

/** What a back-office action answers when it does not redirect. */
export type ActionNoticeData = { tone: "error" | "success"; title: string; description: string };

/**
 * An action's outcome: in the page (works without JavaScript), and as a
 * notification once the page is interactive.
 */
export function ActionNotice({ result }: { result: ActionNoticeData | undefined | null }) {
  useEffect(() => {
    if (!result) return;
    const message = { title: result.title, description: result.description };
    if (result.tone === "error") notifyError(message);
    else notifySuccess(message);
  }, [result]);
  if (!result) return null;
  return (
    <Notice tone={result.tone} title={result.title}>
      {result.description}
    </Notice>
  );
}
