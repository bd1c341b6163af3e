import type { APIRequestContext, Page } from "@playwright/test";
import { pricingCategories } from "../../app/content/pricing";
import { pricingAnchor } from "../../app/lib/links";
import { expect, nextFrames, test } from "./fixtures";
import { layout } from "./layout";
import { sitePages } from "./site-data";

/*
 * Public pages, none of which runs React (docs/decisions/0013, 0014, 0026):
 * what they carry instead of a stylesheet is complete, the header works where
 * CSS cannot turn it opaque, and moving between them is a view transition.
 */

const STATIC_PATHS = [
  ...sitePages.map((route) => route.path),
  "/no-such-page",
  // Hindi (issue 26): the pages with the most and the fewest rules, and the 404.
  "/hi/services",
  "/hi/about",
  "/hi/no-such-page",
];

/** The whole stylesheet, as the back office (which links it) names it. */
async function wholeStylesheet(request: APIRequestContext) {
  const signIn = await (await request.get("/admin/sign-in")).text();
  const href = /<link[^>]* rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/.exec(signIn)![1]!;
  return (await request.get(href)).text();
}

for (const path of STATIC_PATHS) {
  test(`${path}: the rules the page carries are all it needs; the whole stylesheet changes nothing`, async ({
    page,
    request,
    gotoUsable,
  }) => {
    await gotoUsable(path, { status: path.endsWith("/no-such-page") ? 404 : 200 });
    await page.evaluate(() => document.fonts.ready);
    const carried = await page.evaluate(() =>
      [...document.querySelectorAll("head > style")].reduce(
        (length, style) => length + style.textContent!.length,
        0,
      ),
    );
    const whole = await wholeStylesheet(request);
    // The page carries less than the whole stylesheet: only what it uses.
    expect(carried).toBeGreaterThan(1000);
    expect(carried).toBeLessThan(whole.length);

    // Every font face the page's text needs is there, but the rupee sign's only on a page with
    // prices (the rules come from the page's source, so a face its source, not its text, holds may
    // be declared too; declared, it is not fetched)...
    const faces = (css: string): string[] => css.match(/@font-face\s*\{[^}]*\}/g)?.sort() ?? [];
    const carriedCss = await page.evaluate(() =>
      [...document.querySelectorAll("head > style")].map((style) => style.textContent).join(""),
    );
    // An English page shows Hindi (the language switch, a testimonial written in Hindi, marked
    // lang="hi") in the system's font: the Devanagari face is the Hindi pages' alone.
    const text = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      if (copy.lang !== "hi") copy.querySelectorAll('[lang="hi"]').forEach((hindi) => hindi.remove());
      return copy.outerHTML;
    });
    const holds = (face: string) =>
      (/unicode-range:([^;}]*)/.exec(face)?.[1] ?? "U+0-10FFFF").split(",").some((range) => {
        const [first, last = first] = range
          .trim()
          .slice(2)
          .split("-")
          .map((hex) => parseInt(hex, 16));
        return [...text].some((character) => {
          const point = character.codePointAt(0)!;
          return point >= first! && point <= last!;
        });
      });
    expect(faces(carriedCss)).toEqual(expect.arrayContaining(faces(whole).filter(holds)));
    expect(faces(whole)).toEqual(expect.arrayContaining(faces(carriedCss)));
    expect(faces(carriedCss).length).toBeGreaterThanOrEqual(6);
    const rupee = faces(whole).filter((face) => /unicode-range:U\+20B9[;}]/.test(face));
    // Twice: in the font, and on its own for a page drawn in the fallback (app.css, data-font).
    expect(rupee).toHaveLength(2);
    for (const face of rupee) {
      expect(faces(carriedCss).includes(face), "carries the rupee sign's face").toBe(text.includes("₹"));
    }
    // ...and the rest of the whole stylesheet moves, recolours or restyles nothing. (Without its
    // fonts: declared again, a font the page drew without, in time, would be taken up now.)
    const before = await layout(page);
    await page.evaluate(
      (rules) => {
        const style = document.createElement("style");
        style.textContent = rules;
        document.head.append(style);
      },
      whole.replace(/@font-face\s*\{[^}]*\}/g, ""),
    );
    expect(await layout(page)).toEqual(before);
  });
}

test("what the site script draws is styled by the rules the page carries", async ({ page, gotoUsable }) => {
  await gotoUsable("/careers");
  // A notification of a link that opens elsewhere shows on this page; the link itself is held back.
  await page.evaluate(() => {
    document.addEventListener("click", (event) => event.preventDefault(), { capture: true });
    document.querySelector<HTMLElement>('a[target="_blank"][data-toast-title]')!.click();
  });
  const toast = page.locator("[data-site-toast]");
  await expect(toast).toBeVisible();
  const style = await toast.evaluate((element) => {
    const computed = getComputedStyle(element);
    const list = getComputedStyle(element.parentElement!);
    return {
      radius: computed.borderTopLeftRadius,
      background: computed.backgroundColor,
      position: list.position,
    };
  });
  expect(style).toEqual({ radius: "12px", background: "rgb(255, 255, 255)", position: "fixed" });
});

test("notifications without React: one at a time, in the polite live region, gone after 5 s", async ({
  page,
  gotoUsable,
}) => {
  await page.clock.install();
  await gotoUsable("/careers");
  // Links that open elsewhere are held back; their notifications show on this page.
  await page.evaluate(() => {
    document.addEventListener("click", (event) => event.preventDefault(), { capture: true });
  });
  const triggers = page.locator("[data-toast-title]");
  const titles = await triggers.evaluateAll((links) =>
    links.map((link) => link.getAttribute("data-toast-title")),
  );
  const [first, second] = [...new Set(titles)];
  expect(second, "two different notifications on /careers").toBeTruthy();
  const area = page.locator("[data-notification-area]");
  await expect(area).toHaveAttribute("aria-live", "polite");

  const press = (title: string) =>
    page
      .locator(`[data-toast-title=${JSON.stringify(title)}]`)
      .first()
      .dispatchEvent("click");

  await press(first!);
  await expect(area.locator("[data-site-toast] [data-title]")).toHaveText([first!]);
  await page.clock.runFor(2000);
  await press(second!);
  // The second replaces the first, and its 5 s start anew.
  await expect(area.locator("[data-site-toast] [data-title]")).toHaveText([second!]);
  // 6 s after the first: its own 5 s would be over.
  await page.clock.runFor(4000);
  await expect(area.locator("[data-site-toast]")).toHaveCount(1);
  await page.clock.runFor(1500);
  await expect(area.locator("[data-site-toast]")).toHaveCount(0);
});

test.describe("where CSS cannot follow the scroll", () => {
  test.beforeEach(async ({ page }) => {
    // A browser without scroll-driven animations, as the site script sees it.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = ((...args: [string] | [string, string]) =>
        args.join(" ").includes("animation-timeline")
          ? false
          : supports(...(args as [string]))) as typeof CSS.supports;
    });
  });

  test("the site script turns the header opaque past 10 px of scroll, and back", async ({
    page,
    gotoUsable,
  }) => {
    await gotoUsable("/about");
    const header = page.locator("[data-site-header]");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).not.toHaveAttribute("data-scrolled");
  });
});

test.describe("moving between pages", () => {
  test.beforeEach(async ({ page }) => {
    // Each page notes whether it was revealed by a view transition.
    await page.addInitScript(() => {
      addEventListener("pagereveal", (event) => {
        (window as unknown as { revealedBy: string }).revealedBy = (
          event as Event & { viewTransition?: unknown }
        ).viewTransition
          ? "view transition"
          : "plain load";
      });
    });
  });

  const revealedBy = (page: Page) =>
    page.evaluate(() => (window as unknown as { revealedBy?: string }).revealedBy);

  test("a link to another page is a cross-document view transition", async ({ page, gotoUsable }) => {
    await gotoUsable("/");
    await page.locator('footer a[href="/about"]').click();
    await page.waitForURL("**/about");
    await expect.poll(() => revealedBy(page)).toBe("view transition");
  });

  test("no transition for a reader who asks for less motion", async ({ page, gotoUsable }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoUsable("/");
    await page.locator('footer a[href="/about"]').click();
    await page.waitForURL("**/about");
    await expect.poll(() => revealedBy(page)).toBe("plain load");
  });

  test("a transition cut short is no error", async ({ page, gotoUsable }) => {
    // What a second click or a hidden tab does to a transition under way, done at once.
    await page.addInitScript(() => {
      addEventListener("pagereveal", (event) => {
        (event as Event & { viewTransition?: { skipTransition(): void } }).viewTransition?.skipTransition();
      });
    });
    await gotoUsable("/");
    await page.locator('footer a[href="/about"]').click();
    await page.waitForURL("**/about");
    await expect.poll(() => revealedBy(page)).toBe("view transition");
    await page.waitForLoadState("load");
    // The consoleErrors fixture fails the test on any uncaught error.
  });
});

/** The lists whose cards from `first` on are laid out only near the screen (decision 19, amended). */
const cardLists = [
  { path: "/services", region: "Simple, Transparent Pricing", card: "pricing card", first: 3 },
  { path: "/careers", region: "Current Openings", card: "job card", first: 2 },
];
const cardsOf = (page: Page, region: string) =>
  page.getByRole("region", { name: region, exact: true }).getByRole("article");

test.describe("parts below the first screen are laid out as they near it (decision 19)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the footer is not drawn before the reader scrolls to it, then is", async ({ page, gotoUsable }) => {
    await gotoUsable("/services");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
    // Its content is skipped: in the page (and to assistive technology), but not laid out.
    const drawn = () => link.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect(link).toBeInViewport();
  });

  for (const { path, link, target } of [
    { path: "/services", link: "All Services", target: "Everything Your Business Needs" },
    { path: "/careers", link: "View Openings", target: "Current Openings" },
  ]) {
    test(`${path}: ${link} lands on its section, over parts never drawn yet`, async ({
      page,
      gotoUsable,
    }) => {
      await gotoUsable(path);
      await page.getByRole("link", { name: link, exact: true }).click();
      const heading = page.getByRole("heading", { name: target, exact: true });
      await expect(heading).toBeInViewport();
      // Not under the fixed 80 px header, and still there once what it passed has been drawn.
      await nextFrames(page, 2);
      await expect(heading).toBeInViewport();
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(80);
    });
  }

  for (const { path, region, card, first } of cardLists) {
    test(`${path}: the first ${first} ${card}s are drawn at once, the others as they near the screen`, async ({
      page,
      gotoUsable,
    }) => {
      await gotoUsable(path);
      const cards = cardsOf(page, region);
      const count = await cards.count();
      expect(count).toBeGreaterThan(first);
      // Exactly the cards from the threshold on are laid out only near the screen.
      const deferred = await cards.evaluateAll((all) =>
        all.map((element) => getComputedStyle(element).contentVisibility === "auto"),
      );
      expect(deferred).toEqual(Array.from({ length: count }, (_, index) => index >= first));
      const drawn = (index: number) =>
        cards
          .nth(index)
          .getByRole("heading", { level: 3 })
          .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      for (let index = 0; index < first; index++) expect(await drawn(index), `card ${index + 1}`).toBe(true);
      expect(await drawn(count - 1), "the last card").toBe(false);
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(count - 1)).toBe(true);
      await expect(cards.last()).toBeInViewport();
    });
  }

  test("/services opened at the last pricing card lands on it, over cards never drawn yet", async ({
    page,
    gotoUsable,
  }) => {
    await gotoUsable(`/services#${pricingAnchor(pricingCategories.at(-1)!)}`);
    const last = cardsOf(page, "Simple, Transparent Pricing").last();
    await nextFrames(page, 2);
    await expect(last).toBeInViewport();
    // Where a jump puts its target: under the header's scroll padding and the card's own margin.
    const landing = await last.evaluate(
      (element) =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || "0") +
        parseFloat(getComputedStyle(element).scrollMarginTop),
    );
    expect(landing).toBeGreaterThanOrEqual(80);
    // Within a few pixels of it: the cards drawn on the way in, above it, do not push it away.
    expect(Math.abs((await last.boundingBox())!.y - landing)).toBeLessThanOrEqual(16);
  });
});

test.describe("cards laid out only near the screen start below the first screen", () => {
  for (const [width, height] of [
    [320, 568],
    [375, 667],
    [820, 1180],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    test(`at ${width} × ${height}`, async ({ page, gotoUsable }) => {
      await page.setViewportSize({ width, height });
      for (const { path, region, first } of cardLists) {
        await gotoUsable(path);
        const top = await cardsOf(page, region)
          .nth(first)
          .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        expect(top, `${path}: card ${first + 1}`).toBeGreaterThan(height);
      }
    });
  }
});
