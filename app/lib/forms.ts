import type { ToastMessage } from "~/content/messages";
import type { FieldErrors } from "~/lib/schemas/fields";

/** Added by the enhanced (JavaScript) form, so the action answers with data instead of a redirect. */
export const ENHANCED_FIELD = "_enhanced";

/**
 * A field people never see or fill (hidden and out of the tab order); bots
 * that fill every field get a fake success and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

/** The public forms, by the name the site script knows each by (browser/site-forms.ts). */
export type SiteFormName = "contact" | "testimonial";

/** The attribute naming a public form for the site script: `<form data-site-form="contact">`. */
export const FORM_ATTRIBUTE = "data-site-form";

/**
 * The id of the section holding each public form. A post without JavaScript
 * lands there, accepted or refused, so the notice it brings is in view and not
 * below the first screen.
 */
export const formAnchors = { contact: "contact-form", testimonials: "feedback" } as const;

/**
 * Where a submission without JavaScript lands once accepted: its page again,
 * marked sent and scrolled to the form. Reloading it sends nothing again.
 */
export function sentUrl(path: string, formAnchor: string): string {
  return `${path}?sent=1#${formAnchor}`;
}

/** Whether the page was reached through sentUrl. */
export function wasSent(searchParams: URLSearchParams): boolean {
  return searchParams.get("sent") === "1";
}

/** What a form action answers. */
export type FormResult<Field extends string> =
  | { status: "success" }
  | {
      status: "error";
      fieldErrors: FieldErrors<Field>;
      /** What was sent, so a page rendered without JavaScript keeps it */
      values?: Partial<Record<Field, string>>;
      /** A failure that is not about one field: storage down, too many submissions */
      formError?: ToastMessage;
    };

/**
 * Headers of a page that holds a form. It is rendered per request, so no
 * cache may reuse it (and none may keep it, if its loader said no-store);
 * and a route with a headers function answers only what it returns, so the
 * action's Retry-After (over the rate limit) is passed on.
 */
export function formPageHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  // A loader may ask for no-store (a page rendered without its data).
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-cache" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
