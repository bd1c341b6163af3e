import type { Page } from "@playwright/test";
import {
  createStaffAccount,
  expectNoSidewaysScroll,
  expectNotice,
  moderationCard,
  signInAs,
  signOut,
} from "./admin-support";
import { expect, expectNoAxeViolations, expectToast, test } from "./fixtures";
import { uniqueName } from "./server";

/*
 * The back office on a phone, as an owner found it (issue 25): every section
 * of the menu in sight and reachable at the narrowest phones, and each
 * action's outcome said once, in the page, never also as a toast over it.
 */

/** The menu's sections as an admin sees them, in their order. */
const SECTIONS = [
  "Messages",
  "Templates",
  "Visitors",
  "Testimonials",
  "Notifications",
  "Requests",
  "Content",
  "Account",
  "Staff",
  "Audit log",
  "Privacy",
  "View site",
];

const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
];

/** A section's link; Messages, Testimonials and Notifications may carry a count after the name. */
function sectionLink(page: Page, name: string) {
  return page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: new RegExp(`^${name}(?:$|\\s)`) });
}

/** Any of sonner's toasts in the page. */
const toasts = (page: Page) => page.locator("[data-sonner-toast]");

test("at 320 and 375 px every section of the menu is in sight, whole, and reachable by Tab", async ({
  page,
}, testInfo) => {
  test.slow(); // the staff command starts a process; two widths, two pages each, axe on each
  // A message and a testimonial wait, so Messages and Testimonials carry their counts: the menu at its widest.
  const visitor = uniqueName(testInfo, "Phone Menu");
  for (const [path, form] of [
    ["/contact", { name: visitor, email: "phone-menu@example.in", message: "Hello" }],
    ["/testimonials", { name: visitor, feedback: "Good work.", rating: "5", consent: "yes" }],
  ] as const) {
    const sent = await page.request.post(path, { form, maxRedirects: 0 });
    expect(sent.status(), path).toBe(303);
  }
  await signInAs(page, await createStaffAccount(testInfo, "admin"));

  for (const size of PHONES) {
    await page.setViewportSize(size);
    for (const path of ["/admin", "/admin/notifications"]) {
      const at = `${path} at ${size.width}x${size.height}`;
      await page.goto(path);
      const menu = page.getByRole("navigation", { name: "Back office" });
      await expect(menu, at).toBeVisible();
      expect(
        await menu.evaluate((nav) => nav.scrollWidth <= nav.clientWidth),
        `${at}: the menu scrolls`,
      ).toBe(true);
      for (const name of SECTIONS) {
        const link = sectionLink(page, name);
        await expect(link, `${at}: ${name}`).toBeVisible();
        const box = await link.boundingBox();
        if (!box) throw new Error(`${at}: ${name} has no box`);
        expect(box.x, `${at}: ${name} starts off screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${at}: ${name} ends off screen`).toBeLessThanOrEqual(size.width);
        expect(
          await link.evaluate((element) => element.scrollWidth <= element.clientWidth),
          `${at}: ${name} is cut off`,
        ).toBe(true);
      }
      if (path === "/admin/notifications") {
        await expect(sectionLink(page, "Notifications")).toHaveAttribute("aria-current", "page");
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // By keyboard from the top of the page: Tab reaches the menu, then each section in turn, in view.
      const links = SECTIONS.map((name) => sectionLink(page, name));
      for (
        let presses = 0;
        !(await links[0]!.evaluate((link) => link === document.activeElement));
        presses++
      ) {
        if (presses === 10) throw new Error(`${at}: Tab never reaches the menu`);
        await page.keyboard.press("Tab");
      }
      for (const [index, link] of links.entries()) {
        if (index > 0) await page.keyboard.press("Tab");
        await expect(link, `${at}: Tab to ${SECTIONS[index]}`).toBeFocused();
        await expect(link, `${at}: ${SECTIONS[index]} focused out of sight`).toBeInViewport();
      }
    }
  }
});

test("approving a testimonial far down the list says so once: in the page, in view, no toast", async ({
  page,
}, testInfo) => {
  test.slow(); // the staff command starts a process
  // Three others wait before it (older, so listed above it), whatever other tests leave behind.
  const name = uniqueName(testInfo, "Phone Approved");
  const earlier = [1, 2, 3].map((n) => uniqueName(testInfo, `Phone Earlier ${n}`));
  for (const visitor of [...earlier, name]) {
    const form = {
      name: visitor,
      feedback: "They sorted our shop's accounts on time.",
      rating: "5",
      consent: "yes",
    };
    const sent = await page.request.post("/testimonials", { form, maxRedirects: 0 });
    expect(sent.status(), visitor).toBe(303);
  }
  await signInAs(page, await createStaffAccount(testInfo));
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/admin/testimonials");

  // Scrolled down to it: the top of the list, where the notice appears, is out of sight.
  const card = moderationCard(page, name);
  await card.evaluate((article) => article.scrollIntoView({ block: "start" }));
  await expect(page.getByRole("navigation", { name: "Testimonials by status" })).not.toBeInViewport();
  await card.getByRole("button", { name: /^Approve/ }).click();
  const description = `${name}’s testimonial is now on the testimonials page.`;
  const notice = await expectNotice(page, "status", "Approved");
  await expect(notice).toContainText(description);
  await expect(card).toHaveCount(0);
  // A toast followed the page's notice by a moment (sonner loads when asked): give it that moment.
  await page.waitForTimeout(1_000);
  await expect(notice).toHaveCount(1);
  await expect(page.getByText(description, { exact: true })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("signing out says so on the sign-in page, once, and no toast from before follows", async ({
  page,
}, testInfo) => {
  test.slow(); // the staff command starts a process
  await signInAs(page, await createStaffAccount(testInfo, "admin"));

  // A toast the back office does give, just before signing out: the invitation link, copied.
  await page.goto("/admin/staff");
  const form = page.getByRole("form", { name: "Invite someone" });
  await form
    .getByLabel("Email")
    .fill(`${uniqueName(testInfo, "signed-out").replace(/\W+/g, "-")}@example.in`);
  await form.getByRole("button", { name: "Create invitation link" }).click();
  await expect(page.getByRole("textbox", { name: "Invitation link" })).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expectToast(page, "Link copied");

  await signOut(page);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the back office");
  // It takes the focus (the Sign out button is gone), so it is read out.
  await expect(await expectNotice(page, "status", "You have signed out.")).toHaveText("You have signed out.");
  // The copied link's toast lasted 5 s: it would be shown again by now.
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByText("Link copied")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Said once: the page opened again is the plain sign-in page.
  await page.reload();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByText("You have signed out.")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu wraps at 320 px, and signing out says so", async ({ page }, testInfo) => {
    test.slow(); // the staff command starts a process
    // At 320 px from the start: resized while the sign-in's page transition runs, Chromium aborts
    // it and logs "Transition was aborted because of invalid state" (CI saw it once).
    await page.setViewportSize({ width: 320, height: 568 });
    await signInAs(page, await createStaffAccount(testInfo, "admin"));
    await page.goto("/admin");
    for (const name of SECTIONS) {
      const box = await sectionLink(page, name).boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      expect(box.x + box.width, `${name} ends off screen`).toBeLessThanOrEqual(320);
    }

    await signOut(page);
    await expect(page.getByRole("status")).toHaveText("You have signed out.");
    await page.goto("/admin/sign-in");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByText("You have signed out.")).toHaveCount(0);
  });
});
