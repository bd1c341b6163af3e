import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Response,
  test as base,
} from "@playwright/test";

let clientCounter = 0;

/** A form as the tests find it: the form and its submit button. */
interface FormParts {
  form: Locator;
  submit: Locator;
}

/** What a form shows at its top when the server sends it back. */
interface Notice {
  title: string;
  description: string;
}

interface LoggedError {
  text: string;
  /** Where it came from: the resource of a "Failed to load resource" */
  url: string;
}

/**
 * Chromium's own report of a cross-document view transition it gave up on because of the page's
 * reveal: a page left (or a test ended) mid-way, or a page already shown when the transition came.
 * The page's scripts were never handed that transition (app/browser/head-script.ts quiets every one
 * it is given), so none could settle it. Seen on a busy machine at the end of a test that navigated
 * last (layout.spec.ts, CI of 2026-12-07) and in the privacy tests.
 */
const VIEW_TRANSITION_ABORTED = /^Transition was aborted/;

/**
 * A console or page error fails the test, but for the browser's one log of an error status the test
 * asked for (gotoUsable, submitExpecting), what the option `allowConsoleErrors` names, and the
 * view-transition report above.
 */
export const test = base.extend<{
  allowConsoleErrors: RegExp[];
  consoleErrors: { expectFor(response: Response): void };
  /**
   * Opens `url` (a path, or a whole URL for a server of the test's own),
   * expects it to answer `status` and waits until the page is usable.
   */
  gotoUsable: (url: string, options?: { status?: number }) => Promise<Response>;
  /** Clicks a form's submit button and expects its POST (a document, or data with JavaScript) to answer `status`. */
  submitExpecting: (submit: Locator, status: number) => Promise<Response>;
  /** Without JavaScript: sends the form, which comes back answered `status` (400 unless given) with `notice` at its top. */
  submitRefused: (form: FormParts, notice: Notice, status?: number) => Promise<Response>;
}>({
  // Each test comes from its own address (the server trusts X-Forwarded-For
  // from loopback), so one test's rate limit never touches another.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + ++clientCounter;
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `198.18.${(n >> 8) & 255}.${n & 255}` });
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const logged: LoggedError[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push({ text: message.text(), url: message.location().url });
      });
      page.on("pageerror", (error) => logged.push({ text: error.message, url: "" }));
      const expected: LoggedError[] = [];
      await use({
        expectFor: (response) =>
          expected.push({
            text: `Failed to load resource: the server responded with a status of ${response.status()} (${response.statusText()})`,
            url: response.url(),
          }),
      });
      const missing: LoggedError[] = [];
      for (const error of expected) {
        // The console names the document with its fragment (a form's action may carry one).
        const at = logged.findIndex(
          (candidate) => candidate.text === error.text && candidate.url.split("#")[0] === error.url,
        );
        if (at === -1) missing.push(error);
        else logged.splice(at, 1);
      }
      expect(missing, "the logged error answers the test asked for").toEqual([]);
      const unexpected = logged.filter(
        (error) =>
          !VIEW_TRANSITION_ABORTED.test(error.text) &&
          !allowConsoleErrors.some((allowed) => allowed.test(error.text)),
      );
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  gotoUsable: async ({ page, javaScriptEnabled, consoleErrors }, use) => {
    await use(async (url, { status = 200 } = {}) => {
      if (!javaScriptEnabled)
        throw new Error("Without JavaScript a page is usable once loaded: use page.goto.");
      const response = await page.goto(url);
      if (!response) throw new Error(`No answer for ${url}`);
      expect(response.status(), url).toBe(status);
      if (status >= 400) consoleErrors.expectFor(response);
      await page.waitForFunction(isUsable);
      return response;
    });
  },
  submitExpecting: async ({ page, consoleErrors }, use) => {
    await use(async (submit, status) => {
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.request().method() === "POST"),
        submit.click(),
      ]);
      expect(response.status()).toBe(status);
      if (status >= 400) consoleErrors.expectFor(response);
      return response;
    });
  },
  submitRefused: async ({ javaScriptEnabled, submitExpecting }, use) => {
    await use(async ({ form, submit }, notice, status = 400) => {
      if (javaScriptEnabled)
        throw new Error("With JavaScript a refused form shows a toast: use submitExpecting.");
      const response = await submitExpecting(submit, status);
      const shown = form.getByRole("alert");
      await expect(shown).toContainText(notice.title);
      await expect(shown).toContainText(notice.description);
      // The page comes back at its form, not at its top, with the notice in view.
      await expect(shown).toBeInViewport();
      return response;
    });
  },
});

/**
 * Runs in the page. The site script has run once the menu toggle has aria-expanded, and taken
 * the public forms over once they are noValidate (browser/site-forms.ts).
 */
function isUsable() {
  return (
    document.querySelector("header [data-menu-toggle][aria-expanded]") !== null &&
    Array.from(document.querySelectorAll<HTMLFormElement>("form[data-site-form]")).every(
      (form) => form.noValidate,
    )
  );
}

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Runs axe on the page as it is now; any violation fails with its details. */
export async function expectNoAxeViolations(page: Page) {
  // Let transitions (a toast sliding in) finish: mid-fade colours are not what a reader sees. One
  // cancelled meanwhile (a toast replaced by the next) rejects its `finished`: it is over too. Those
  // driven by the scroll (the header's) never finish; they are where the scroll puts them.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are reported, so axe need not collect the rest (faster). Legacy mode: axe.run
  // in the page itself. By default the builder runs axe in every frame, then opens a blank page,
  // loads axe into it again and merges the frames' results there; our pages have no frames, and
  // that took 2-2.5 times as long for the same findings (a fifth of the end-to-end tests' time).
  // a11y.spec.ts checks that a violation is still found.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n  ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
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
 * Headless Chromium cannot follow tel: and mailto: (on the phone a tel: click even eats the next click):
 * the page's own handlers run, the navigation is cancelled, and tests check the href instead.
 */
export async function cancelExternalProtocolNavigation(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link && /^(?:tel|mailto):/.test(link.getAttribute("href") ?? "")) event.preventDefault();
    });
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

/**
 * A visible notification with exactly this title and (when given) description; returns it: the
 * site script's on public pages, sonner's in the back office.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-site-toast], [data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  await expect(toast.locator("[data-title]")).toHaveText(title);
  if (description !== undefined) await expect(toast.locator("[data-description]")).toHaveText(description);
  return toast;
}

/** The Share Your Feedback form on /testimonials, found as a visitor finds it. */
export function feedbackForm(page: Page) {
  const form = page.getByRole("form", { name: "Share Your Feedback" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Full Name", exact: true }),
    company: form.getByRole("textbox", { name: "Company (optional)", exact: true }),
    feedback: form.getByRole("textbox", { name: "Feedback", exact: true }),
    rating: form.getByRole("group", { name: "Rating" }),
    star: (n: number) => form.getByRole("radio", { name: n === 1 ? "1 star" : `${n} stars` }),
    /** Clicks the visible star, as a mouse or finger does (the radio itself is visually hidden). */
    pickStar: (n: number) => form.locator(`label[for="rating-${n}"]`).click(),
    /** "I agree that my name, company, rating and review may be shown on this website." */
    consent: form.getByRole("checkbox", { name: /^I agree that my name/ }),
    submit: form.getByRole("button", { name: "Submit Feedback" }),
  };
}

/** The Send Us a Message form on /contact. */
export function contactForm(page: Page) {
  const form = page.getByRole("form", { name: "Send Us a Message" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    phone: form.getByRole("textbox", { name: "Phone (optional)", exact: true }),
    subject: form.getByRole("textbox", { name: "Subject (optional)", exact: true }),
    message: form.getByRole("textbox", { name: "Message", exact: true }),
    offers: form.getByRole("checkbox", { name: "Send me offers and updates (optional)", exact: true }),
    submit: form.getByRole("button", { name: "Send Message" }),
  };
}
