import { PRIVACY_NOTICE } from "../../app/config/privacy";
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { createStaffAccount, moderationCard, signInAs, submitTestimonial } from "./admin-support";

/**
 * Moderation as the owner does it from a phone: a visitor's testimonial
 * waits in Pending, is approved or rejected, and undone. Other tests add
 * testimonials too, so every check looks for the names this test made.
 */

const uniqueName = (testInfo: TestInfo, label: string) =>
  `${label} ${testInfo.project.name} ${randomBytes(3).toString("hex")}`;

function reviews(page: Page) {
  return page.getByRole("region", { name: "What Our Clients Say" });
}

function tabLink(page: Page, label: "Pending" | "Approved" | "Rejected") {
  return page
    .getByRole("navigation", { name: "Testimonials by status" })
    .getByRole("link", { name: new RegExp(`^${label} \\(\\d+\\)$`) });
}

/**
 * A decision's outcome, said once: in the page (in view, wherever the button was, and focused, as
 * the card with the button is gone), not as a toast too.
 */
async function expectOneNotice(page: Page, title: string, description: string) {
  const notice = page.getByRole("status").filter({ hasText: title });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(description);
  await expect(notice).toBeFocused();
  await expect(notice).toBeInViewport();
  await expect(page.getByText(description, { exact: true })).toHaveCount(1);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/**
 * The public page as a visitor without cookies gets it: the server keeps
 * that page for a few seconds, so this is the request the cache answers.
 */
async function asVisitor<T>(context: BrowserContext, run: () => Promise<T>): Promise<T> {
  const staffCookies = await context.cookies();
  await context.clearCookies();
  try {
    return await run();
  } finally {
    await context.addCookies(staffCookies);
  }
}

test("a visitor's testimonial is approved in Pending, shows on the next request, and Undo takes it back", async ({
  page,
  context,
}, testInfo) => {
  test.slow(); // the staff command starts a process
  const approvedName = uniqueName(testInfo, "Meera Moderated");
  const rejectedName = uniqueName(testInfo, "Rohan Refused");
  const text = `They sorted our GST returns in a week (${approvedName}).`;

  await submitTestimonial(page, { name: approvedName, feedback: text });
  await submitTestimonial(page, { name: rejectedName, feedback: "Not for the public page." });
  // The page as a visitor sees it now, and as the server keeps it for the next visitors.
  await page.goto("/testimonials");
  await expect(reviews(page).getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
  await expect(page.getByText(approvedName)).toHaveCount(0);

  const account = await createStaffAccount(testInfo);
  await signInAs(page, account);
  await page.goto("/admin/testimonials");
  await expect(tabLink(page, "Pending")).toHaveAttribute("aria-current", "page");
  await expect(tabLink(page, "Approved")).not.toHaveAttribute("aria-current", "page");
  const pending = moderationCard(page, approvedName);
  await expect(pending.getByText(text)).toBeVisible();
  await expect(pending.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  // Each star draws the page's one outline: it must be on this page too.
  await expect(page.locator("symbol#rating-star path")).toHaveCount(1);
  // When it came, and when its writer agreed to its being shown (issue 27): the same moment.
  const times = pending.getByText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m IST$/i);
  await expect(times).toHaveCount(2);
  await expect(pending).toContainText(
    new RegExp(
      `Agreed to be shown\\s*\\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2}\\s[ap]m IST, under privacy notice version ${PRIVACY_NOTICE.version}`,
      "i",
    ),
  );
  await expectNoAxeViolations(page);

  await pending.getByRole("button", { name: /^Approve/ }).click();
  await expectOneNotice(page, "Approved", `${approvedName}’s testimonial is now on the testimonials page.`);
  await expect(pending).toHaveCount(0);

  await moderationCard(page, rejectedName)
    .getByRole("button", { name: /^Reject/ })
    .click();
  await expectOneNotice(page, "Rejected", `${rejectedName}’s testimonial is kept but never shown.`);
  await expect(moderationCard(page, rejectedName)).toHaveCount(0);

  // The very next visitor's request shows it: the decision cleared the kept page.
  await asVisitor(context, async () => {
    await page.goto("/testimonials");
    await expect(reviews(page).getByRole("figure").filter({ hasText: approvedName })).toBeVisible();
    await expect(page.getByText(rejectedName)).toHaveCount(0);
  });

  await page.goto("/admin/testimonials");
  await tabLink(page, "Approved").click();
  await expect(page).toHaveURL(/\?tab=approved$/);
  await expect(tabLink(page, "Approved")).toHaveAttribute("aria-current", "page");
  const approved = moderationCard(page, approvedName);
  await expect(approved.getByText(new RegExp(`IST by ${account.email}$`))).toBeVisible();
  await expectNoAxeViolations(page);

  await tabLink(page, "Rejected").click();
  await expect(moderationCard(page, rejectedName).getByText(`by ${account.email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await tabLink(page, "Approved").click();
  await approved.getByRole("button", { name: /^Undo/ }).click();
  await expectOneNotice(page, "Back to pending", `${approvedName}’s testimonial waits for review again.`);
  await expect(approved).toHaveCount(0);

  await asVisitor(context, async () => {
    await page.goto("/testimonials");
    await expect(reviews(page).getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(page.getByText(approvedName)).toHaveCount(0);
  });

  await page.goto("/admin/testimonials");
  await expect(tabLink(page, "Pending")).toHaveAttribute("aria-current", "page");
  await expect(moderationCard(page, approvedName)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs are links, decisions are plain posts, and delete asks first", async ({ page }, testInfo) => {
    test.slow();
    const name = uniqueName(testInfo, "Kiran Deleted");
    await submitTestimonial(page, { name, feedback: "Please remove this one." }, { javaScript: false });
    const account = await createStaffAccount(testInfo);
    await signInAs(page, account);

    await page.goto("/admin/testimonials?tab=rejected");
    await expect(tabLink(page, "Rejected")).toHaveAttribute("aria-current", "page");
    await tabLink(page, "Pending").click();
    await expect(page).toHaveURL(/\?tab=pending$/);
    const card = moderationCard(page, name);

    // Delete is behind a disclosure: nothing is deleted until "Yes, delete".
    const confirm = card.getByRole("button", { name: /^Yes, delete/ });
    await expect(confirm).toBeHidden();
    await card.locator("summary", { hasText: "Delete" }).click();
    await expect(card.getByText("Delete this testimonial for good? This cannot be undone.")).toBeVisible();
    await confirm.click();

    await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toContainText(
      `${name}’s testimonial is gone for good.`,
    );
    await expect(moderationCard(page, name)).toHaveCount(0);
    await expect(tabLink(page, "Pending")).toHaveAttribute("aria-current", "page");
  });
});
