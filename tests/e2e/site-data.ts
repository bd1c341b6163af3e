import { site } from "../../app/config/site";
import { aboutHero } from "../../app/content/about";
import { contactHero } from "../../app/content/contact-page";
import { homeHero } from "../../app/content/home";
import { careersHero } from "../../app/content/jobs";
import { pageMeta } from "../../app/content/meta";
import { servicesHero } from "../../app/content/services-page";
import { testimonialsHero } from "../../app/content/testimonials-page";
import type { Price } from "../../app/content/types";
import { whatsappLink } from "../../app/lib/links";
import { expect } from "./fixtures";

/* The site as the tests expect to find it: its pages, identity, WhatsApp messages and prices. */

/**
 * The tel: link of the site's phone number, worked out here rather than
 * taken from the app: "+91 98765 43210" is dialled as tel:+919876543210.
 */
export const phoneHref = `tel:+${site.phone.display.replace(/\D/g, "")}`;

/** The six public routes: menu label, the page's h1 and its meta. */
export const ROUTES = [
  { path: "/", label: "Home", heading: homeHero.title, meta: pageMeta.home },
  { path: "/about", label: "About", heading: aboutHero.title, meta: pageMeta.about },
  { path: "/services", label: "Services", heading: servicesHero.title, meta: pageMeta.services },
  { path: "/careers", label: "Careers", heading: careersHero.title, meta: pageMeta.careers },
  {
    path: "/testimonials",
    label: "Testimonials",
    heading: testimonialsHero.title,
    meta: pageMeta.testimonials,
  },
  { path: "/contact", label: "Contact", heading: contactHero.title, meta: pageMeta.contact },
] as const;

/** Decodes the prefilled text of a wa.me link, checking the link's shape on the way. */
export function whatsappText(href: string | null): string | null {
  expect(href).not.toBeNull();
  const url = new URL(href ?? "");
  expect(`${url.origin}${url.pathname}`).toBe(whatsappLink());
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
