import { useEffect, useRef } from "react";
import { Notice } from "~/components/ui/field";

/** What a back-office action answers when it does not redirect. */
export type ActionNoticeData = { tone: "error" | "success"; title: string; description: string };

/**
 * An action's outcome, said once: in the page, where it works without JavaScript (no toast as
 * well). With JavaScript the page brings it into view, as a reload would: an action may be sent
 * from far down a long list, and the page does not move after it.
 */
export function ActionNotice({ result }: { result: ActionNoticeData | undefined | null }) {
  const box = useRef<HTMLDivElement>(null);
  // By its text, not the object: a revalidation hands the same notice over as a new object.
  const shown = result ? `${result.tone}\n${result.title}\n${result.description}` : "";
  useEffect(() => {
    if (shown) box.current?.scrollIntoView({ block: "nearest" });
  }, [shown]);
  if (!result) return null;
  return (
    <div ref={box}>
      <Notice tone={result.tone} title={result.title}>
        {result.description}
      </Notice>
    </div>
  );
}
