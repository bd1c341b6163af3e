import { site } from "~/config/site";

/** /contact with the subject already filled in. */
export function contactHref(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

/** A mailto: link, optionally with a subject. */
export function mailtoHref(subject?: string, email: string = site.email): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** Apply Now: an e-mail whose subject names the job. */
export function applyHref(jobTitle: string, email: string = site.email): string {
  return mailtoHref(`Job application: ${jobTitle}`, email);
}
