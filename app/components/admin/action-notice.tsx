import { useEffect, useRef } from "react";
import { Notice } from "~/components/ui/field";

/** What a back-office page says of a result: an action's answer, or a notice its address asks for. */
export type ActionNoticeData = {
  tone: "error" | "success";
  title: string;
  description?: string;
  /**
   * An action's answer has one of its own (actionNotice): the same words twice, a wrong password
   * twice say, are two answers, each said. A notice from the page's address has none.
   */
  id?: string;
};

/** A notice for one action's answer, told apart from every other (see ActionNoticeData's `id`). */
export function actionNotice(notice: Omit<ActionNoticeData, "id">): ActionNoticeData {
  return { ...notice, id: crypto.randomUUID() };
}

/**
 * An action's outcome, said once: in the page, where it works without JavaScript (no toast as
 * well). With JavaScript each new outcome takes the focus, as a reload would put it at the top:
 * it is read out (a live region inserted already filled often is not), brought into view (an
 * action may be sent from far down a long list, and the page does not move after it), and a
 * keyboard user goes on from there when the card acted on is gone.
 */
export function ActionNotice({ result }: { result: ActionNoticeData | undefined | null }) {
  const box = useRef<HTMLDivElement>(null);
  // An answer by its id; a notice from the address by its text, which a revalidation hands over
  // again as a new object.
  const shown = result ? (result.id ?? `${result.tone}\n${result.title}\n${result.description ?? ""}`) : "";
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!result) return null;
  return (
    <Notice key={shown} ref={box} tabIndex={-1} tone={result.tone} title={result.title}>
      {result.description}
    </Notice>
  );
}
