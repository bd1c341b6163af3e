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
export function sentUrl(path: string, formAnchor: string, reference?: string): string {
  return `${path}?sent=1${reference ? `&ref=${encodeURIComponent(reference)}` : ""}#${formAnchor}`;
}

/** The reference number a sent page names (issue 28), if it is one: only that shape is shown back. */
export function sentReference(searchParams: URLSearchParams): string | null {
  const reference = searchParams.get("ref");
  return reference && /^[A-Z]{1,5}-\d{4}-\d{4,9}$/.test(reference) ? reference : null;
}

/**
 * The site script's posts say so with this header (browser/site-forms.ts): an accepted one is then
 * answered with the page and SENT_HEADER rather than the redirect, whose address a script's fetch
 * cannot read, so that the script can show the reference number the redirect carries (issue 28).
 */
export const SCRIPT_POST_HEADER = "X-Site-Form";
/** The server's word that it kept the post: the reference number, or "sent" when there is none. */
export const SENT_HEADER = "X-Form-Sent";

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
  for (const name of ["Retry-After", SENT_HEADER]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
