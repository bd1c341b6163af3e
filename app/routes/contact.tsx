import { useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactPage, contactMeta } from "~/components/pages/contact-page";
import { toasts } from "~/content/messages";
import { keepFormOnNetworkError } from "~/hooks/use-enhanced-form";
import { formPageHeaders } from "~/lib/forms";
import { CONTACT_LIMITS, ContactSchema } from "~/lib/schemas/contact";
import { createContactMessage } from "~/server/contact-messages.server";
import { handleFormSubmission } from "~/server/form-submission.server";

export const meta: Route.MetaFunction = contactMeta;

export const headers: Route.HeadersFunction = formPageHeaders;

/** Where a plain (no JavaScript) submission lands after success: reloading it sends nothing again. */
const SENT_URL = "/contact?sent=1#contact-form";

export async function action({ request, context }: Route.ActionArgs) {
  return handleFormSubmission(request, {
    form: "contact",
    schema: ContactSchema,
    limits: CONTACT_LIMITS,
    clientAddress: context.clientAddress,
    successUrl: SENT_URL,
    failedMessage: toasts.contactFailed,
    store: (db, input, clientHash) => createContactMessage(db, input, clientHash),
  });
}

/** The server could not be reached: keep the visitor's text and say so, instead of replacing the page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, toasts.serverUnreachable);
}

export default function Contact() {
  return <ContactPage documentResult={useActionData<typeof action>()} />;
}
