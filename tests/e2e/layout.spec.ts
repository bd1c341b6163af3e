import type { Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { footerServices } from "../../app/content/footer";
import { pricingCategories } from "../../app/content/pricing";
import { whatsappMessages } from "../../app/content/whatsapp";
import { whatsappLink } from "../../app/lib/links";
import {
  clickOpeningNewTab,
  expect,
  expectToast,
  feedbackForm,
  isPhone,
  nextFrames,
  stubWhatsApp,
  test,
} from "./fixtures";
import { PHONE_SCREENS, textLines, textUnderButton } from "./layout";
import { admin, pendingTestimonial, uniqueName } from "./server";
import { heading, menuPages, phoneHref, sitePages, whatsappText } from "./site-data";

/** Alpha of a computed CSS colour: "rgba(0, 0, 0, 0)" → 0, "rgb(255, 255, 255)" → 1. */
function colorAlpha(color: string): number {
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\(([^)]*)\)$/.exec(color);
  if (rgba) return Number(rgba[1]?.split(",")[3] ?? 1);
  return color === "transparent" ? 0 : 1;
}

/** Whether a computed box-shadow shows: "none", or shadows all of a transparent colour, do not. */
function shadowShows(shadow: string): boolean {
  if (shadow === "none") return false;
  const colours = shadow.match(/rgba?\([^)]*\)/g) ?? [];
  return colours.some((colour) => colorAlpha(colour) > 0);
}

/** The header's look: background alpha and whether it casts a shadow, as computed now. */
async function headerLook(page: Page) {
  const look = await page.getByRole("banner").evaluate((header) => {
    const style = getComputedStyle(header);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });
  return { alpha: colorAlpha(look.background), shadow: shadowShows(look.shadow) };
}

const NAV_LABELS = menuPages.map((route) => route.label);

async function expectTransparentHeader(page: Page) {
  await expect.poll(() => headerLook(page)).toEqual({ alpha: 0, shadow: false });
}

async function expectOpaqueHeader(page: Page) {
  await expect.poll(() => headerLook(page)).toEqual({ alpha: 1, shadow: true });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

const menuToggle = (page: Page, name: "Open menu" | "Close menu" = "Open menu") =>
  page.getByRole("banner").getByRole("button", { name });

for (const route of sitePages) {
  test(`${route.path}: header, footer, WhatsApp button, current link, scroll`, async ({
    page,
    gotoUsable,
  }) => {
    await gotoUsable(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);

    // Header: fixed, 80 px high.
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    await expect(header).toHaveCSS("position", "fixed");
    expect((await header.boundingBox())?.height).toBe(80);

    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();

    const whatsapp = page
      .getByRole("complementary", { name: "WhatsApp chat" })
      .getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute(
      "href",
      `${whatsappLink(site.whatsapp)}?text=${encodeURIComponent(whatsappMessages.greeting)}`,
    );
    expect(whatsappText(await whatsapp.getAttribute("href"))).toBe(whatsappMessages.greeting);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveCSS("position", "fixed");

    // The current route's link, and only it, is marked current.
    if (isPhone(page)) await menuToggle(page).click();
    const nav = page.getByRole("navigation", { name: isPhone(page) ? "Mobile" : "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      ...NAV_LABELS,
      ...(isPhone(page) ? ["Get Started"] : []),
    ]);
    for (const label of NAV_LABELS) {
      const link = nav.getByRole("link", { name: label, exact: true });
      if (label === route.label) await expect(link).toHaveAttribute("aria-current", "page");
      else await expect(link).not.toHaveAttribute("aria-current");
    }
    await expect(page.locator('[aria-current="page"]:visible')).toHaveCount(1);
    if (isPhone(page)) await menuToggle(page, "Close menu").click();

    // No sideways scrolling at this width.
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Transparent at the top, and still at 5 px; opaque with a shadow past 10 px.
    await expectTransparentHeader(page);
    await scrollTo(page, 5);
    await nextFrames(page);
    expect(await headerLook(page)).toEqual({ alpha: 0, shadow: false });
    await scrollTo(page, 50);
    await expectOpaqueHeader(page);
    expect((await header.boundingBox())?.y).toBe(0);
    await scrollTo(page, 5);
    await expectTransparentHeader(page);
  });
}

test("header navigation: the phone menu opens, navigates and closes; desktop shows the links; Get Started", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/");
  const banner = page.getByRole("banner");
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });

  if (!isPhone(page)) {
    const mainNav = page.getByRole("navigation", { name: "Main" });
    for (const label of NAV_LABELS) {
      await expect(mainNav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(banner.getByRole("button", { name: /menu/ })).toHaveCount(0);
    await expect(mobileNav).toBeHidden();
    await mainNav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("services"));

    await banner.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("contact"));
    return;
  }

  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(banner.getByRole("link", { name: "Get Started" })).toBeHidden();
  const toggle = menuToggle(page);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(mobileNav).toBeHidden();

  await toggle.click();
  await expect(menuToggle(page, "Close menu")).toHaveAttribute("aria-expanded", "true");
  await expect(mobileNav).toBeVisible();
  for (const label of [...NAV_LABELS, "Get Started"]) {
    await expect(mobileNav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  // At the top of the page, the open menu alone makes the header opaque.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOpaqueHeader(page);

  // Choosing a link navigates and closes the menu.
  await mobileNav.getByRole("link", { name: "Careers", exact: true }).click();
  await expect(page).toHaveURL("/careers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("careers"));
  await expect(mobileNav).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  await expectTransparentHeader(page);

  // Escape closes it.
  await menuToggle(page).click();
  await expect(mobileNav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mobileNav).toBeHidden();
  await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");

  // Get Started, from the menu.
  await menuToggle(page).click();
  await mobileNav.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("contact"));
  await expect(mobileNav).toBeHidden();
});

test("keyboard: Skip to content comes first; the menu toggle works by keyboard", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  // Shown on focus, not left as a 1 px screen-reader-only box.
  expect((await skip.boundingBox())?.width).toBeGreaterThan(40);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  if (!isPhone(page)) {
    // Wide screens have no toggle: the links follow the logo in the Tab order.
    await page.getByRole("banner").getByRole("link", { name: /home$/ }).focus();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await expect(mobileNav).toBeHidden();
    return;
  }
  await menuToggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(mobileNav).toBeVisible();
  await expect(menuToggle(page, "Close menu")).toBeFocused();
  // The menu's links come next in the Tab order.
  await page.keyboard.press("Tab");
  await expect(mobileNav.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  // Escape from inside the menu closes it and puts focus back on the toggle.
  await page.keyboard.press("Escape");
  await expect(mobileNav).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(mobileNav).toBeVisible();
  await page.keyboard.press("Space");
  await expect(mobileNav).toBeHidden();
  await expect(menuToggle(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole("link", { name: "Testimonials", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/testimonials");
  await expect(mobileNav).toBeHidden();
});

test("keyboard: the WhatsApp button follows the site's menu, before the page; Skip to content passes it", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/services");
  const chat = page.getByRole("complementary", { name: "WhatsApp chat" }).getByRole("link");
  // The header's last control a keyboard reaches: the menu toggle on a phone, a link on a wide screen.
  await page.getByRole("banner").locator("a:visible, button:visible").last().focus();
  await page.keyboard.press("Tab");
  await expect(chat).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(
    true,
  );
  // From the skip link, the next Tab goes into the page, not to the button.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(chat).not.toBeFocused();
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(
    true,
  );
});

test("footer columns and links; the floating WhatsApp button opens a chat", async ({
  page,
  context,
  gotoUsable,
}) => {
  await stubWhatsApp(context);
  await gotoUsable("/careers");
  const footer = page.getByRole("contentinfo");

  await expect(footer.getByRole("heading")).toHaveText(["Quick Links", "Our Services", "Contact Info"]);
  await expect(footer.getByRole("link", { name: /home$/ })).toHaveAttribute("href", "/");
  await expect(footer).toContainText(
    "Your One-Stop Business Solution for all digital and professional service needs.",
  );

  const quickLinks = footer.getByRole("navigation", { name: "Quick links" });
  await expect(quickLinks.getByRole("link")).toHaveText([
    "Home",
    "About Us",
    "Services",
    "Careers",
    "Testimonials",
    "Contact",
  ]);
  for (const [index, route] of menuPages.entries()) {
    await expect(quickLinks.getByRole("link").nth(index)).toHaveAttribute("href", route.path);
  }
  // The privacy notice (issue 27): not a quick link, but on the footer's last line of every page.
  await expect(footer.getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute(
    "href",
    "/privacy",
  );

  // The exact list is pinned once, by app/content/content.test.ts.
  for (const service of footerServices) {
    await expect(footer.getByText(service, { exact: true })).toBeVisible();
  }

  const email = footer.getByRole("link", { name: site.email });
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
  const phone = footer.getByRole("link", { name: site.phone.display });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", phoneHref);
  await expect(footer.getByText("Patna, Bihar", { exact: true })).toBeVisible();

  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(3);
  for (const [index, network] of ["Facebook", "Instagram", "LinkedIn"].entries()) {
    const link = social.nth(index);
    await expect(link).toHaveAccessibleName(new RegExp(`on ${network} \\(opens in a new tab\\)$`));
    await expect(link).toHaveAttribute("href", `https://www.${network.toLowerCase()}.com/`);
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  }

  await expect(footer.getByText(/© 2024 .* All rights reserved\./)).toBeVisible();

  const url = await clickOpeningNewTab(page, () =>
    page.getByRole("complementary", { name: "WhatsApp chat" }).getByRole("link").click(),
  );
  // The product's greeting, word for word (the other checks take it from app/content/whatsapp.ts).
  expect(whatsappText(url)).toBe("Hello! I'd like to know more about your services.");
  await expect(page).toHaveURL("/careers");

  await quickLinks.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("about"));
});

test("pointing at a link to another page fetches it ahead (Speculation Rules); the back office is never fetched ahead", async ({
  page,
  gotoUsable,
}) => {
  const ahead: string[] = [];
  page.on("request", (request) => {
    const purpose = request.headers()["sec-purpose"] ?? "";
    if (purpose.includes("prefetch")) ahead.push(new URL(request.url()).pathname);
  });
  await gotoUsable("/");
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "") as {
    prefetch: { eagerness: string }[];
  };
  expect(rules.prefetch[0]?.eagerness).toBe("moderate");
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).hover();
  await expect.poll(() => ahead).toContain("/about");
  expect(ahead.filter((path) => path.startsWith("/admin"))).toEqual([]);
});

/** What a visitor reads, as far as the floating button is concerned. */
const TEXT =
  "p, li, h1, h2, h3, h4, h5, h6, dt, dd, a, label, button, blockquote, figcaption, legend, td, th";

const whatsAppButton = (page: Page) =>
  page.getByRole("complementary", { name: "WhatsApp chat" }).getByRole("link");

/** Scrolls to the bottom a screen at a time, so every part laid out only near the screen is drawn once (decision 19), then back to the top. */
async function drawEveryPart(page: Page) {
  for (let y = 0; ;) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await nextFrames(page, 2);
    const { lowest, screen } = await page.evaluate(() => ({
      lowest: document.documentElement.scrollHeight - window.innerHeight,
      screen: window.innerHeight,
    }));
    if (y >= lowest) break;
    y = Math.min(y + screen, lowest);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/*
 * "Covers text": at some scroll position from the top of the page to its
 * bottom, the button's box overlaps the box a text element's text is laid out
 * in (textUnderButton in layout.ts checks every position at once, not a sample).
 */
for (const route of sitePages) {
  test(`phones: on ${route.path} the WhatsApp button never covers text, at any scroll position`, async ({
    page,
    gotoUsable,
  }) => {
    test.skip(!isPhone(page), "the phone widths are set here, in the phone project");
    const covered: string[] = [];
    for (const screen of PHONE_SCREENS) {
      await page.setViewportSize(screen);
      await gotoUsable(route.path);
      await drawEveryPart(page);
      await expect(whatsAppButton(page)).toBeInViewport({ ratio: 1 });
      for (const { element, scrollY } of await whatsAppButton(page).evaluate(textUnderButton, TEXT)) {
        covered.push(`${screen.width} px, scrolled to ${scrollY}: ${element}`);
      }
    }
    expect(covered, "text the button covers").toEqual([]);
  });
}

test("phones: a plan tab's name breaks only between words, and stays inside its card", async ({
  page,
  gotoUsable,
}) => {
  test.skip(!isPhone(page), "the phone widths are set here, in the phone project");
  const broken: string[] = [];
  for (const screen of PHONE_SCREENS) {
    await page.setViewportSize(screen);
    await gotoUsable("/services");
    for (const category of pricingCategories.filter((candidate) => candidate.plans.length > 1)) {
      const chooser = page.getByRole("group", { name: `${category.title} plans` });
      await chooser.scrollIntoViewIfNeeded();
      const tabs = (await chooser.boundingBox())!;
      for (const plan of category.plans) {
        const tab = chooser.getByRole("radio", { name: plan.name, exact: true });
        const { lines, left, right } = await tab.locator("xpath=ancestor::label").evaluate(textLines);
        if (lines.join(" ") !== plan.name) broken.push(`${screen.width} px: ${JSON.stringify(lines)}`);
        if (left < tabs.x - 0.5 || right > tabs.x + tabs.width + 0.5) {
          broken.push(`${screen.width} px: "${plan.name}" sticks out of the tabs`);
        }
      }
    }
  }
  expect(broken, "tabs whose names break inside a word or stick out").toEqual([]);
});

/**
 * How far the page reaches past a screen `width` wide (a phone's layout viewport grows to what
 * sticks out, so the screen's own width is the measure), how far `element`'s box reaches past it,
 * and its text past its box.
 */
const pastTheScreen = (element: Element, width: number) => {
  const text = document.createRange();
  text.selectNodeContents(element);
  return {
    page: document.documentElement.scrollWidth - width,
    box: Math.max(0, Math.round(element.getBoundingClientRect().right - width)),
    text: Math.max(0, Math.round(text.getBoundingClientRect().right - element.getBoundingClientRect().right)),
  };
};
const NOTHING_PAST = { page: 0, box: 0, text: 0 };

test("phones: a review holding a long web address wraps it inside its card; the page never scrolls sideways", async ({
  page,
  gotoUsable,
}, testInfo) => {
  test.skip(!isPhone(page), "the phone widths are set here, in the phone project");
  test.slow(); // the owner's tool starts a process per command
  const name = uniqueName(testInfo, "Ravi Linked");
  await gotoUsable("/testimonials");
  const form = feedbackForm(page);
  await form.name.fill(name);
  await form.feedback.fill(
    "Great work on our shop's site: https://www.kumartraders-patna-wholesale.example.in/products/electronics/catalogue-2026",
  );
  await form.consent.check();
  await form.submit.click();
  await expectToast(page, "Thank you for your feedback!");
  const { id } = await pendingTestimonial(name);
  expect(await admin("testimonials", "approve", String(id))).toContain(`Approved testimonial ${id}`);

  for (const screen of PHONE_SCREENS) {
    await page.setViewportSize(screen);
    await gotoUsable("/testimonials");
    const review = page.locator("figure").filter({ hasText: name });
    expect(await review.evaluate(pastTheScreen, screen.width), `the card at ${screen.width} px`).toEqual(
      NOTHING_PAST,
    );
    expect(
      await review.locator("blockquote").evaluate(pastTheScreen, screen.width),
      `the quote at ${screen.width} px`,
    ).toEqual(NOTHING_PAST);
  }
});

test("phones: the longest plan name and skill the back office takes stay inside their cards", async ({
  page,
  gotoUsable,
}) => {
  test.skip(!isPhone(page), "the phone widths are set here, in the phone project");
  // The content schema's limits (lib/schemas/content): a plan's name 40 characters, a skill 60. The
  // owner's words are put in the page as the server would write them, into the first card of each.
  const planName = "Complete Business Website With Ecommerce";
  const skill = "Premiere/AfterEffects/DaVinciResolve/FinalCutPro/PhotoshopCC";
  expect([planName.length, skill.length]).toEqual([40, 60]);
  for (const screen of PHONE_SCREENS) {
    await page.setViewportSize(screen);
    await gotoUsable("/services");
    const tab = page.locator(".plan-tab").first();
    await tab.evaluate((element, text) => (element.textContent = text), planName);
    const card = page.locator("fieldset").first();
    // Its text runs on inside the tab, hidden: the card and the page hold.
    expect(await card.evaluate(pastTheScreen, screen.width), `the plans at ${screen.width} px`).toMatchObject(
      {
        page: 0,
        box: 0,
      },
    );
    // The name is cut short ("…") inside its tab, not drawn past it.
    const tabBox = await tab.evaluate((element) => ({
      overflow: getComputedStyle(element).overflow,
      withinCard:
        element.getBoundingClientRect().right <=
        element.closest("fieldset")!.getBoundingClientRect().right + 0.5,
    }));
    expect(tabBox, `the tab at ${screen.width} px`).toEqual({ overflow: "hidden", withinCard: true });

    await gotoUsable("/careers");
    const pill = page.getByRole("article").first().getByRole("listitem").first();
    await pill.evaluate((element, text) => (element.textContent = text), skill);
    expect(
      await page.getByRole("article").first().evaluate(pastTheScreen, screen.width),
      `the job at ${screen.width} px`,
    ).toEqual(NOTHING_PAST);
    expect(await pill.evaluate(pastTheScreen, screen.width), `the skill at ${screen.width} px`).toEqual(
      NOTHING_PAST,
    );
  }
});

/**
 * Owner's texts that sit beside an icon or in a grid: each must let a word longer than the screen
 * break rather than carry its box, and the page, past the screen. The first of each on its page.
 */
const OWNER_TEXTS = [
  { path: "/", what: "the hero's title", selector: "h1" },
  { path: "/services", what: "a service's or pricing category's title", selector: "article h3" },
  { path: "/services", what: "a service's feature", selector: "article li > span" },
  { path: "/services", what: "a special offer", selector: "article p > span > span:last-child" },
  { path: "/careers", what: "a job's location", selector: "article dd > span" },
  { path: "/contact", what: "a question", selector: "summary" },
  { path: "/contact", what: "the address in the footer", selector: "footer li > span" },
] as const;

test("phones: a word longer than the screen in any of the owner's texts breaks, and the page never scrolls sideways", async ({
  page,
  gotoUsable,
}) => {
  test.skip(!isPhone(page), "the phone widths are set here, in the phone project");
  const word = "Premiere/AfterEffects/DaVinciResolve/FinalCutPro/PhotoshopCC";
  const stuckOut: string[] = [];
  for (const screen of [PHONE_SCREENS[0], PHONE_SCREENS[4]]) {
    await page.setViewportSize(screen);
    for (const { path, what, selector } of OWNER_TEXTS) {
      await gotoUsable(path);
      const text = page.locator(selector).first();
      // Added to its own words (a question's, not its "+" sign's).
      await text.evaluate((element, long) => {
        const own = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (own) own.textContent = `${own.textContent} ${long}`;
        else element.textContent = `${element.textContent} ${long}`;
      }, word);
      const past = await text.evaluate(pastTheScreen, screen.width);
      if (past.page > 0 || past.box > 0 || past.text > 0) {
        stuckOut.push(`${screen.width} px, ${path}, ${what}: ${JSON.stringify(past)}`);
      }
    }
  }
  expect(stuckOut, "texts that carry the page past the screen").toEqual([]);
});
