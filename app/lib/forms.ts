import type { ToastMessage } from "~/i18n/en";
import type { FieldErrors } from "~/lib/schemas/fields";

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
 * Where an accepted submission is redirected (303): its page again, marked
 * sent and scrolled to the form. Reloading it sends nothing again. The site
 * script does not follow it: the redirect is its word that the post was kept.
 */
export function sentUrl(path: string, formAnchor: string): string {
  return `${path}?sent=1#${formAnchor}`;
}

/** Whether the page was reached through sentUrl. */
export function wasSent(searchParams: URLSearchParams): boolean {
  return searchParams.get("sent") === "1";
}

/** What a form action answers when it refuses a post; an accepted one is redirected to sentUrl. */
export type FormResult<Field extends string> = {
  status: "error";
  fieldErrors: FieldErrors<Field>;
  /** What was sent, so the page rendered again keeps it */
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
