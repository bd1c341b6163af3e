import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A Delete that asks first, without JavaScript too: "Delete" opens a disclosure holding the
 * question and the button that really deletes (`intent=delete`). A tap that missed Save on a phone
 * deletes nothing.
 *
 * With `fields`, the button sends a form of its own holding them; without, it sends the form it
 * stands in, whatever that form's fields hold (half edited, even empty).
 */
export function ConfirmDelete({
  what,
  question,
  fields,
}: {
  /** Read after "Delete" and "Yes, delete" by screen readers: which thing. */
  what: string;
  question: string;
  /** The hidden fields of a form of its own (the thing's id, say). */
  fields?: ReactNode;
}) {
  const button = (
    <Button
      type="submit"
      name="intent"
      value="delete"
      size="sm"
      formNoValidate
      className="bg-red-700 text-white hover:bg-red-800"
    >
      Yes, delete<span className="sr-only"> {what}</span>
    </Button>
  );
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
        {fields === undefined ? (
          button
        ) : (
          <Form method="post">
            {fields}
            {button}
          </Form>
        )}
      </div>
    </details>
  );
}
