import { type PageId, pages } from "../../app/config/pages";
import { site } from "../../app/config/site";
import { aboutHero } from "../../app/content/about";
import { contactHero } from "../../app/content/contact-page";
import { pageMeta } from "../../app/content/meta";
import { homeHero } from "../../app/content/home";
import { careersHero } from "../../app/content/jobs";
import { servicesHero } from "../../app/content/services-page";
import { testimonialsHero } from "../../app/content/testimonials-page";
import type { Price } from "../../app/content/types";
import { whatsappLink } from "../../app/lib/links";
import { en } from "../../app/i18n/en";
import { privacyNotice } from "../../app/i18n/privacy.en";
import { expect } from "./fixtures";

/* The site as the tests expect to find it: its pages, identity, WhatsApp messages and prices. */

/** The tel: link of the site's phone, worked out here, not by the app: "+91 98765 43210" → tel:+919876543210. */
export const phoneHref = `tel:+${site.phone.display.replace(/\D/g, "")}`;

/**
 * Each page's h1, from its content module's hero. Keyed by the registry's
 * ids, so a page added there does not type-check until its heading is here.
 */
const headings: Record<PageId, string> = {
  home: homeHero.title,
  about: aboutHero.title,
  services: servicesHero.title,
  careers: careersHero.title,
  testimonials: testimonialsHero.title,
  contact: contactHero.title,
  privacy: privacyNotice.title,
  privacyRequest: privacyNotice.request.title,
};

/** Each page's title and description on a new site: the owner's (app/content/meta.ts), the notice's own. */
const listings: Record<PageId, { title: string; description: string }> = {
  ...pageMeta,
  privacy: { title: privacyNotice.title, description: privacyNotice.description },
  privacyRequest: { title: privacyNotice.request.title, description: privacyNotice.request.description },
};

/** The site's pages (app/config/pages.ts), in menu order, with the h1 and meta each should show. */
export const sitePages = pages.map((entry) => ({
  ...entry,
  label: en.pages[entry.id].label,
  heading: headings[entry.id],
  meta: listings[entry.id],
}));

/** The pages the header and the footer's quick links name: all but those the registry leaves out. */
export const menuPages = sitePages.filter((route) => !("inMenu" in route && route.inMenu === false));

/** The page `id` of sitePages. */
export function sitePage(id: PageId) {
  const found = sitePages.find((entry) => entry.id === id);
  if (!found) throw new Error(`No page "${id}" in the registry.`);
  return found;
}

/** The h1 of the page `id`. */
export const heading = (id: PageId) => headings[id];

/** Decodes the prefilled text of a wa.me link, checking the link's shape on the way. */
export function whatsappText(href: string | null): string | null {
  expect(href).not.toBeNull();
  const url = new URL(href ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(whatsappLink(site.whatsapp));
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  return url.searchParams.get("text");
}

/** ₹ with Indian digit grouping, computed here independently of the app's formatter. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}

/** The parts of a price a visitor reads: "from", "₹1,999", "+", "/mo", "Free", "Custom". */
export function expectedPriceParts(price: Price): string[] {
  if (price.kind === "free") return ["Free"];
  if (price.kind === "custom") return ["Custom"];
  const suffix = { month: "/mo", quarter: "/qtr", each: "each", word: "/word" } as const;
  return [
    ...(price.from ? ["from"] : []),
    `${rupees(price.amount)}${price.plus ? "+" : ""}`,
    ...(price.period ? [suffix[price.period]] : []),
  ];
}

/** A price as one line of text: "₹12,999/mo", "from₹1,999", "₹1,499 each", "₹14,999+", "Free". */
export function expectedPriceText(price: Price): string {
  return expectedPriceParts(price)
    .map((part) => (part === "each" ? ` ${part}` : part))
    .join("");
}
