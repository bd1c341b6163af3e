import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A Delete that asks first, without JavaScript too: "Delete" opens a disclosure holding the
 * question and `children`, the button that really deletes. A tap that missed Save on a phone
 * deletes nothing.
 */
export function ConfirmDelete({
  what,
  question,
  children,
}: {
  /** Read after "Delete" by screen readers: which thing. */
  what: string;
  question: string;
  children: ReactNode;
}) {
  return (
    <details className="ml-auto open:basis-full">
      <summary
        className={cn(
          buttonVariants({ variant: "ghost", size: "sm" }),
          "cursor-pointer list-none text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden",
        )}
      >
        <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {what}</span>
      </summary>
      <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p>{question}</p>
        {children}
      </div>
    </details>
  );
}

/** The class of the button that really deletes, inside ConfirmDelete. */
export const confirmedDeleteClass = "bg-red-700 text-white hover:bg-red-800";
