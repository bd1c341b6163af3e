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
  { path: "/admin/templates", heading: "Reply templates" },
  { path: "/admin/visitors", heading: "Visitors" },
  { path: "/admin/testimonials", heading: "Testimonials" },
  { path: "/admin/account", heading: "Your account" },
  { path: "/admin/staff", heading: "Staff" },
  { path: "/admin/audit", heading: "Audit log" },
  { path: "/admin/privacy", heading: "Privacy" },
  { path: "/admin/requests", heading: "Requests" },
  { path: "/admin/notifications", heading: "Notifications" },
  { path: "/admin/content", heading: "Content" },
  { path: "/admin/content/business", heading: "Business details" },
  { path: "/admin/content/services", heading: "Services and prices" },
  { path: "/admin/content/jobs", heading: "Jobs" },
  { path: "/admin/content/faqs", heading: "FAQs" },
  { path: "/admin/content/pages", heading: "Home and about" },
  { path: "/admin/content/texts", heading: "Other pages" },
];

test("every back-office page has no accessibility violations", async ({ page }, testInfo) => {
  test.slow();
  // A message and a testimonial wait, so the menu shows count badges (whose hidden labels, off
  // screen in the scrolling menu, once pushed the whole page sideways on a phone).
  for (const [path, form] of [
    ["/contact", { name: "A11y Visitor", email: "a11y@example.in", message: "Hello" }],
    ["/testimonials", { name: "A11y Visitor", feedback: "Good work.", rating: "5", consent: "yes" }],
    // A privacy request for that address: the Requests page then has one to answer.
    ["/privacy/request", { email: "a11y@example.in", kind: "correct" }],
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

test("a Content section is edited by keyboard alone: a field typed in, the draft saved, then discarded", async ({
  page,
}, testInfo) => {
  await signInAs(page, await createStaffAccount(testInfo, "admin"));
  await page.goto("/admin/content/faqs");
  /** Tabs forward until `target` has the focus: it must be reached within `limit` presses. */
  const tabTo = async (target: ReturnType<typeof page.getByRole>, limit: number) => {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press("Tab");
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`not reached in ${limit} presses of Tab`);
  };
  // Each question is folded under its summary: Enter opens it, as a click would.
  await tabTo(page.locator("form summary").first(), 40);
  await page.keyboard.press("Enter");
  const question = page.getByRole("textbox", { name: "Question", exact: true }).first();
  await tabTo(question, 5);
  await page.keyboard.press("End");
  await page.keyboard.type(" By keyboard?");
  await tabTo(page.getByRole("button", { name: "Save draft" }), 200);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // The fold's summary is the question as saved.
  await expect(page.locator("form summary").first()).toContainText("By keyboard?");
  await page.keyboard.press("Shift+Tab");
  await tabTo(page.getByRole("button", { name: "Discard draft" }), 250);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Draft discarded" })).toBeVisible();
  await expect(page.locator("form summary").first()).not.toContainText("By keyboard?");
});
