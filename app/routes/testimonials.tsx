import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/testimonials";
import { TestimonialsPage, testimonialsMeta } from "~/components/pages/testimonials-page";
import type { TestimonialList } from "~/lib/testimonials";
import { toasts } from "~/content/messages";
import { keepFormOnNetworkError } from "~/hooks/use-enhanced-form";
import { formPageHeaders } from "~/lib/forms";
import { TESTIMONIAL_LIMITS, TestimonialSchema } from "~/lib/schemas/testimonial";
import { getDb } from "~/server/db/client.server";
import { handleFormSubmission } from "~/server/form-submission.server";
import { createTestimonial, listApprovedTestimonials } from "~/server/testimonials.server";

export const meta: Route.MetaFunction = testimonialsMeta;

export const headers: Route.HeadersFunction = formPageHeaders;

/**
 * Rendered into the HTML on the server. A database failure is logged and
 * shown as an error state: the page itself (and the form) still works.
 */
export async function loader(): Promise<{ list: TestimonialList }> {
  try {
    return { list: { testimonials: await listApprovedTestimonials(await getDb()), loadError: false } };
  } catch (error) {
    console.error("Could not load testimonials:", error);
    return { list: { testimonials: [], loadError: true } };
  }
}

/** On client-side navigation the page shows at once, with skeletons until the list streams in. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs): { list: Promise<TestimonialList> } {
  return { list: serverLoader().then((data) => data.list) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleFormSubmission(request, {
    form: "testimonial",
    schema: TestimonialSchema,
    limits: { ...TESTIMONIAL_LIMITS, rating: 1 },
    clientAddress: context.clientAddress,
    successUrl: "/testimonials?feedback=sent#feedback",
    failedMessage: toasts.testimonialFailed,
    store: (db, input) => createTestimonial(db, input),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepFormOnNetworkError(serverAction, toasts.serverUnreachable);
}

export default function Testimonials() {
  const { list } = useLoaderData<typeof loader | typeof clientLoader>();
  return <TestimonialsPage list={list} documentResult={useActionData<typeof action>()} />;
}
