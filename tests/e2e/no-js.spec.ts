import { whatsappMessages } from "../../app/content/whatsapp";
import { pricingCategories } from "../../app/content/pricing";
import { contactForm, expect, test } from "./fixtures";
import { expectedPriceParts, expectedPriceText, heading, sitePages, whatsappText } from "./site-data";

/** The pages rendered at build time arrive as complete HTML. */
const PUBLISHED = sitePages.filter((route) => route.id !== "testimonials");

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** The text a reader sees in a piece of HTML. */
function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^<>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/(?<![\w:-])([\w:-]+)="([^"]*)"/g)) {
    found[name!] = decodeEntities(value!);
  }
  return found;
}

/** content of <meta name=key> or <meta property=key>; every match, to catch duplicates. */
function metaContents(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([tag]) => attributes(tag))
    .filter((attrs) => attrs.name === key || attrs.property === key)
    .map((attrs) => attrs.content ?? "");
}

function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) => textOf(inner!));
}

function titles(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, inner]) => decodeEntities(inner!));
}

test("the raw HTML of each page carries its heading, title, description and share tags; /services all prices", async ({
  request,
}) => {
  for (const route of PUBLISHED) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(h1Texts(html), route.path).toEqual([route.heading]);
    expect(titles(html), route.path).toEqual([route.meta.title]);
    expect(metaContents(html, "description"), route.path).toEqual([route.meta.description]);
    expect(metaContents(html, "og:title"), route.path).toEqual([route.meta.title]);
    expect(metaContents(html, "og:description"), route.path).toEqual([route.meta.description]);
  }
  // Every plan's price is in its category's card on /services.
  const servicesHtml = await (await request.get("/services")).text();
  for (const category of pricingCategories) {
    const card = new RegExp(`<article[^>]*id="pricing-${category.id}"[\\s\\S]*?</article>`).exec(
      servicesHtml,
    );
    expect(card, category.title).not.toBeNull();
    const text = textOf(card![0]);
    expect(text).toContain(category.title);
    for (const plan of category.plans) {
      expect(text, `${category.title}: ${plan.name}`).toContain(plan.name);
      for (const part of expectedPriceParts(plan.price)) {
        expect(text, `${category.title}: ${plan.name}`).toContain(part);
      }
    }
  }
  expect(textOf(servicesHtml)).toContain("₹1,24,999");
});

test("no page sets part of itself aside for a script to put in place", async ({ request }) => {
  // React's outlined Suspense boundaries: a hidden copy, and the fallback where it belongs.
  for (const route of sitePages) {
    const html = await (await request.get(route.path)).text();
    const setAside = /<div hidden id="S:|<template id="B:|\$RC\(/.exec(html);
    expect(setAside?.[0], route.path).toBeUndefined();
  }
});

test("the contact form's action answers plain form posts", async ({ request }) => {
  const invalid = await request.post("/contact", {
    form: { name: "Asha", email: "a@b", phone: "", subject: "", message: "Hello" },
    maxRedirects: 0,
  });
  expect(invalid.status()).toBe(400);
  const invalidText = textOf(await invalid.text());
  expect(invalidText).toContain("Invalid Email");
  expect(invalidText).toContain("Please enter a valid email address.");

  const valid = await request.post("/contact", {
    form: { name: "Asha", email: "asha@example.com", phone: "", subject: "", message: "Hello" },
    maxRedirects: 0,
  });
  expect(valid.status()).toBe(303);
  expect(valid.headers().location).toMatch(/^\/contact\?sent=1&ref=OS-\d{4}-\d{4,}(#contact-form)?$/);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("each page shows its heading, title, description and share tags; /services every price", async ({
    page,
  }) => {
    for (const route of PUBLISHED) {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.meta.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        route.meta.description,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", route.meta.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        "content",
        route.meta.description,
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    // /services: the first plan of each card is shown, and the others are a click away, by CSS alone.
    await page.goto("/services");
    const pricing = page.getByRole("region", { name: "Simple, Transparent Pricing", exact: true });
    for (const category of pricingCategories) {
      const card = pricing.getByRole("article", { name: category.title, exact: true });
      await expect(card.getByRole("radio").first()).toBeChecked();
      const shown = card.locator("[data-plan-panel]:visible");
      await expect(shown).toHaveCount(1);
      await expect(shown.getByRole("paragraph").first()).toHaveText(
        expectedPriceText(category.plans[0]!.price),
      );
      expect(whatsappText(await shown.getByRole("link").getAttribute("href"))).toBe(
        whatsappMessages.plan(category.plans[0]!.name, category.title),
      );
      const last = category.plans.at(-1)!;
      await card.getByRole("radio", { name: last.name, exact: true }).locator("xpath=..").click();
      await expect(shown).toHaveCount(1);
      await expect(shown.getByRole("paragraph").first()).toHaveText(expectedPriceText(last.price));
    }
  });

  test("a contact message with a bad e-mail comes back with the error and the text kept", async ({
    page,
    submitRefused,
  }) => {
    await page.goto("/contact");
    const f = contactForm(page);
    await f.name.fill("Asha Kumari");
    await f.email.fill("a@b");
    await f.message.fill("Please call me.");
    await submitRefused(f, { title: "Invalid Email", description: "Please enter a valid email address." });
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveValue("Asha Kumari");
    await expect(f.email).toHaveValue("a@b");
    await expect(f.message).toHaveValue("Please call me.");
  });

  test("a valid contact message lands on /contact?sent=1, and reloading sends nothing", async ({
    page,
    submitExpecting,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Name").fill("Asha Kumari");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Message").fill("Please call me.");
    await submitExpecting(form.getByRole("button", { name: "Send Message" }), 303);
    await expect(page).toHaveURL(/\/contact\?sent=1&ref=OS-\d{4}-\d{4,}(#contact-form)?$/);
    const notice = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
    await expect(notice).toContainText("Thank you for contacting us! We'll get back to you within 24 hours.");
    // Its reference number (issue 28), as the address carries it.
    const reference = new URL(page.url()).searchParams.get("ref");
    await expect(notice).toContainText(`Your reference number: ${reference}`);
    await expect(form.getByLabel("Name")).toHaveValue("");
    expect(posts).toHaveLength(1);

    const reload = await page.reload();
    expect(reload?.request().method()).toBe("GET");
    expect(reload?.status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the menu opens and closes with the toggle and Escape, and its links work", async ({ page }) => {
      await page.goto("/about");
      const toggle = page.getByRole("banner").getByRole("button", { name: "Open menu" });
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      await expect(mobileNav).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(mobileNav).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await toggle.click();
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      await mobileNav.getByRole("link", { name: "Careers", exact: true }).click();
      await expect(page).toHaveURL("/careers");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("careers"));
      await expect(mobileNav).toBeHidden();
    });
  });
});
