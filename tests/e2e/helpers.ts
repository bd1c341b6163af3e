import type { BrowserContext, Page } from "@playwright/test";
import { aboutHero } from "../../app/content/about";
import { contactHero } from "../../app/content/contact-page";
import { homeHero } from "../../app/content/home";
import { careersHero } from "../../app/content/jobs";
import { pageMeta } from "../../app/content/meta";
import { servicesHero } from "../../app/content/services-page";
import { testimonialsHero } from "../../app/content/testimonials-page";
import type { Price } from "../../app/content/types";
import { expect } from "./fixtures";

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

const STATUS_TEXT: Record<number, string> = { 400: "Bad Request", 404: "Not Found" };

/**
 * A document answered with an error status (a 404 page, a form sent back
 * with errors) makes the browser log "Failed to load resource ..." for the
 * document itself. Call before loading it; the returned check passes only if
 * that document was the one error response and that message the one console
 * error, then clears it so the fixture's no-console-errors check still covers
 * everything else.
 */
export function expectDocumentErrorOnly(page: Page, consoleErrors: string[], status: 400 | 404) {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return (path: string) => {
    expect(failed).toEqual([`${status} ${path}`]);
    expect(consoleErrors).toEqual([
      `Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status]})`,
    ]);
    consoleErrors.splice(0);
  };
}

/**
 * Waits until React has hydrated the page and run its effects, so clicks
 * and keys reach their handlers: the menu toggle gets aria-expanded only
 * from the render after hydration (components/site-header.tsx), by which
 * time the hydration's effects (listeners such as the notification area's)
 * have run.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.querySelector("header button[aria-expanded]") !== null);
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * This machine has no internet: WhatsApp links opened in a new tab get a
 * stub page instead of wa.me. Returns the URLs those tabs were opened with.
 */
export async function stubWhatsApp(context: BrowserContext) {
  const opened: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" });
  });
  return opened;
}

/** Clicks a link that opens a new tab; returns the new tab's URL and closes it. */
export async function clickOpeningNewTab(page: Page, click: () => Promise<void>) {
  const [popup] = await Promise.all([page.context().waitForEvent("page"), click()]);
  await popup.waitForLoadState("domcontentloaded");
  const url = popup.url();
  await popup.close();
  await page.bringToFront();
  return url;
}

/**
 * tel: and mailto: have no handler in a headless browser (and in the phone
 * emulation a tel: click leaves the page ignoring the next link click). Let
 * the page's own click handlers run, then cancel the navigation the browser
 * cannot do; the tests check those links' href instead.
 */
export async function cancelExternalProtocolNavigation(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link && /^(tel|mailto):/.test(link.getAttribute("href") ?? "")) event.preventDefault();
    });
  });
}

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

/** Alpha of a computed CSS colour: "rgba(0, 0, 0, 0)" → 0, "rgb(255, 255, 255)" → 1. */
export function colorAlpha(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\(([^)]*)\)$/.exec(color);
  if (rgba) return Number(rgba[1]?.split(",")[3] ?? 1);
  return color === "transparent" ? 0 : 1;
}

/** The header's look: background alpha and box-shadow, as computed now. */
export async function headerLook(page: Page) {
  return page.getByRole("banner").evaluate((header) => {
    const style = getComputedStyle(header);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });
}

/** Resolves after the browser has painted a few frames (lets scroll events and renders run). */
export function nextFrames(page: Page, frames = 3) {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      }),
    frames,
  );
}
