import type { PricingCategory, Service } from "~/content/types";

/** Every link the site builds: its own pages and anchors, e-mail and WhatsApp. */

/** /contact with the subject already filled in. */
export function contactHref(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

/** Where a service's details live: its section on /services. */
export const serviceHref = (service: Pick<Service, "id">) => `/services#${service.id}`;

/** The id of a pricing card on /services, its anchor. */
export const pricingAnchor = (category: Pick<PricingCategory, "id">) => `pricing-${category.id}`;

/** A mailto: link, optionally with a subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A wa.me chat link to `number` (digits with the country code); with `text`, the message box is prefilled. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
