import { aboutHero } from "../../app/content/about";
import { contactHero } from "../../app/content/contact-page";
import { homeHero } from "../../app/content/home";
import { careersHero } from "../../app/content/jobs";
import { pageMeta } from "../../app/content/meta";
import { servicesHero } from "../../app/content/services-page";
import { testimonialsHero } from "../../app/content/testimonials-page";
import type { Price } from "../../app/content/types";
import { expect } from "./fixtures";

/* The site as the tests expect to find it: its pages, identity, WhatsApp messages and prices. */

/**
 * The business identity the production build carries: the defaults of
 * app/config/site.ts (that module reads import.meta.env, so tests cannot
 * import it and spell the values out instead).
 */
export const SITE = {
  email: "hello@onestopbusiness.in",
  phoneDisplay: "+91 98765 43210",
  phoneHref: "tel:+919876543210",
  whatsapp: "919876543210",
} as const;

/** The messages of app/lib/whatsapp.ts, word for word (it imports the site config). */
export const WHATSAPP_GREETING = "Hello! I'd like to know more about your services.";
export const WHATSAPP_CAREERS =
  "Hello! I'm interested in job opportunities at your company. Could you tell me about current openings?";
export const whatsappPlanMessage = (plan: string, category: string) =>
  `Hello! I'm interested in the ${plan} plan for ${category}.`;

export const WHATSAPP_BASE = `https://wa.me/${SITE.whatsapp}`;

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
  expect(`${url.origin}${url.pathname}`).toBe(WHATSAPP_BASE);
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
