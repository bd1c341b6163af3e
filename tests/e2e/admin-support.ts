import { randomBytes } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { type TOTP, URI } from "otpauth";
import { expect, test } from "./fixtures";
import { admin, adminOn } from "./server";

export const STAFF_PASSWORD = "correct horse battery staple";

/**
 * A new staff account made with the owner's command (`npm run staff -- create`), on the web server
 * or, given its data directory, on a server of the test's own.
 */
export async function createStaffAccount(
  testInfo: TestInfo,
  role: "admin" | "staff" = "staff",
  { dataDir }: { dataDir?: string } = {},
) {
  const email = `${role}-${testInfo.project.name}-${randomBytes(4).toString("hex")}@example.in`;
  const name = `Staff ${randomBytes(2).toString("hex")}`;
  process.env.STAFF_PASSWORD = STAFF_PASSWORD;
  const args = ["staff", "create", "--email", email, "--name", name, "--role", role];
  await (dataDir ? adminOn(dataDir, ...args) : admin(...args));
  return { email, name, password: STAFF_PASSWORD };
}

/**
 * Signs in (no two-factor) as the sign-in form does without JavaScript: its POST, then the page it
 * leads to, the dashboard; `origin` for a server of the test's own. The form's page is not loaded:
 * that took a second a sign-in beside the other tests, some fifty a run. The form itself is used by
 * the tests of signing in (by keyboard in admin-a11y, with two-factor in admin-account).
 */
export async function signInAs(page: Page, account: { email: string; password: string }, origin = "") {
  const site = origin || test.info().project.use.baseURL;
  if (!site) throw new Error("No baseURL in the project, and no origin given");
  const answer = await page.request.post(`${site}/admin/sign-in`, {
    form: { email: account.email, password: account.password },
    headers: { origin: site },
    maxRedirects: 0,
  });
  expect(answer.status(), `signing in as ${account.email}`).toBe(302);
  const next = answer.headers().location ?? "";
  expect(next).toMatch(/^\/admin(\/?$|\/(?!sign-in))/);
  await page.goto(`${site}${next}`);
}

/** The authenticator app: codes for the secret shown on the account page's otpauth:// URI. */
export function authenticator(uri: string): TOTP {
  return URI.parse(uri) as TOTP;
}

/** The site script has run on a public page once the menu toggle has aria-expanded. */
export async function waitForSiteScript(page: Page) {
  await page.waitForFunction(() => document.querySelector("header button[aria-expanded]") !== null);
}

/**
 * A visitor's testimonial, sent through the form on /testimonials. With
 * JavaScript the form is used once the site script took it over; without it,
 * as a plain POST.
 */
export async function submitTestimonial(
  page: Page,
  { name, feedback }: { name: string; feedback: string },
  { javaScript = true } = {},
) {
  await page.goto("/testimonials");
  const form = page.getByRole("form", { name: "Share Your Feedback" });
  if (javaScript) await expect(form).toHaveAttribute("novalidate", "");
  await form.getByRole("textbox", { name: "Full Name", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Feedback", exact: true }).fill(feedback);
  await form.getByRole("checkbox", { name: /^I agree that my name/ }).check();
  await form.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Thank you for your feedback!").first()).toBeVisible();
}

/** A testimonial's card in the back office, found by the visitor's name. */
export function moderationCard(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

/** What waits for the staff (testimonials to review, unread messages), asked with the page's session. */
export async function waitingCounts(page: Page, origin = "") {
  const response = await page.request.get(`${origin}/admin/summary.json`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    name: string;
    pendingTestimonials: number;
    unreadMessages: number;
    failedNotifications: number;
  };
}

/** Signs out with the button in the back office's header. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/admin\/sign-in/);
}

/**
 * Signs in with the password, then answers the two-factor step with an
 * authenticator code, or with a backup code when `backup` is set.
 */
export async function signInWithSecondFactor(
  page: Page,
  account: { email: string; password: string },
  code: string,
  { backup = false } = {},
) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/sign-in\/two-factor/);
  if (backup) {
    await page.getByRole("link", { name: "Lost your phone? Use a backup code" }).click();
    await page.getByRole("textbox", { name: "Backup code" }).fill(code);
  } else {
    await page.getByLabel("Authentication code").fill(code);
  }
  await page.getByRole("button", { name: "Verify" }).click();
}

/**
 * Turns two-factor on from the account page as a person would: the
 * password, then the code the authenticator app shows for the otpauth://
 * link on the page. Returns the app and the backup codes shown.
 */
export async function turnOnTwoFactor(page: Page, password: string) {
  await page.goto("/admin/account");
  const start = page.getByRole("form", { name: "Turn on two-factor" });
  await start.getByLabel("Password").fill(password);
  await start.getByRole("button", { name: "Turn on two-factor" }).click();
  const uri = await page.getByRole("link", { name: "open it in the authenticator app" }).getAttribute("href");
  const backupCodes = await page
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  const app = authenticator(uri ?? "");
  await page.getByLabel("Authentication code").fill(app.generate());
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await page.getByRole("status").filter({ hasText: "Two-factor is on" }).waitFor();
  return { app, backupCodes };
}

/**
 * An outcome as the back office says it with JavaScript: exactly one notice with this title (a
 * status for a success, an alert for a refusal), and the focus on it, so it is read out and in view.
 */
export async function expectNotice(page: Page, role: "status" | "alert", title: string) {
  const notice = page.getByRole(role).filter({ hasText: title });
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  return notice;
}

/** A phone must not scroll sideways: nothing is wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  // The layout viewport's width (clientWidth), not innerWidth: a phone zooms out to fit what
  // overflows, and innerWidth grows with it.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) throw new Error(`${page.url()} scrolls sideways by ${overflow}px`);
}
