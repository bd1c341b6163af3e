import { createStaffAccount, expectNoSidewaysScroll, signInAs } from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/* Every back-office page, at the width of each project, passes axe and is reachable by keyboard. */

test("the sign-in pages have no accessibility violations", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the back office");
  await expectNoAxeViolations(page);
  await page.goto("/admin/sign-in/two-factor");
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/admin/sign-in/two-factor?backup=1");
  await expect(page.getByRole("textbox", { name: "Backup code" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("signing in works by keyboard alone", async ({ page }, testInfo) => {
  const account = await createStaffAccount(testInfo);
  await page.goto("/admin/sign-in");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${account.name}`);
});

const ADMIN_PAGES = [
  { path: "/admin", heading: /^Hello, / },
  { path: "/admin/messages", heading: "Messages" },
  { path: "/admin/testimonials", heading: "Testimonials" },
  { path: "/admin/account", heading: "Your account" },
  { path: "/admin/staff", heading: "Staff" },
  { path: "/admin/audit", heading: "Audit log" },
  { path: "/admin/notifications", heading: "Notifications" },
];

test("every back-office page has no accessibility violations", async ({ page }, testInfo) => {
  test.slow();
  // A message and a testimonial wait, so the menu shows count badges (whose hidden labels, off
  // screen in the scrolling menu, once pushed the whole page sideways on a phone).
  for (const [path, form] of [
    ["/contact", { name: "A11y Visitor", email: "a11y@example.in", message: "Hello" }],
    ["/testimonials", { name: "A11y Visitor", feedback: "Good work.", rating: "5" }],
  ] as const) {
    const sent = await page.request.post(path, { form, maxRedirects: 0 });
    expect(sent.status(), path).toBe(303);
  }
  await signInAs(page, await createStaffAccount(testInfo, "admin"));
  for (const { path, heading } of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
});
