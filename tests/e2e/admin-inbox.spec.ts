import { PRIVACY_NOTICE } from "../../app/config/privacy";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { createStaffAccount, signInAs } from "./admin-support";
import { contactForm, expect, expectNoAxeViolations, test } from "./fixtures";
import { uniqueName } from "./server";

/** The unread count the back office's navigation shows beside Messages (none shown: 0). */
async function unreadInNavigation(page: Page) {
  const link = page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /^Messages/ });
  const count = /(?<!\d)(\d+)\s*unread/.exec((await link.textContent()) ?? "");
  return count ? Number(count[1]) : 0;
}

/** What the server counts as unread right now (the staff bar's data, with this browser's session). */
async function unreadOnServer(page: Page) {
  const response = await page.request.get("/admin/summary.json");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unreadMessages: number }).unreadMessages;
}

test("staff read a visitor's message, archive it and export it", async ({
  page,
  gotoUsable,
  submitExpecting,
}, testInfo) => {
  // A whole working session (the staff command, a sign-in, a dozen pages) on a shared two-core machine.
  test.slow();
  const account = await createStaffAccount(testInfo);
  const name = uniqueName(testInfo, "Asha");
  const email = `${name.split(" ").at(-1)}.asha@example.in`;
  const subject = `Website for my shop ${name.split(" ").at(-1)}`;

  // A visitor writes in through the contact form.
  await gotoUsable("/contact");
  const form = contactForm(page);
  await form.name.fill(name);
  await form.email.fill(email);
  await form.phone.fill("+91 98765 43210");
  await form.subject.fill(subject);
  await form.message.fill("I need a one-page website.\nCan you call me on Monday?");
  // "Send me offers and updates (optional)": unticked until the visitor ticks it, here by keyboard.
  await expect(form.offers).not.toBeChecked();
  await form.offers.focus();
  await page.keyboard.press("Space");
  await expect(form.offers).toBeChecked();
  // The site script's post is answered with the page and the server's word that it was kept.
  await submitExpecting(form.submit, 200);
  await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible();

  // The owner signs in: the message waits, unread, and the navigation counts it.
  await signInAs(page, account);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: /^Messages/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(card).toContainText("Unread");
  await expect(card).toContainText(subject);
  await expect(card).toContainText("I need a one-page website.");
  await expect(card).not.toContainText("Monday");
  await expect(card).toContainText(email);
  await expect(card).toContainText("+91 98765 43210");
  await expect(card.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
  // The navigation and the list come from one page load: they agree, whatever other tests add.
  const unread = await unreadInNavigation(page);
  expect(unread).toBeGreaterThanOrEqual(1);
  expect(unread).toBe(
    await page.getByRole("list", { name: "Messages" }).getByText("Unread", { exact: true }).count(),
  );
  await expectNoAxeViolations(page);

  // Search finds it by its address.
  await page.getByRole("searchbox", { name: "Search name, e-mail, phone or text" }).fill(email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
  await expect(card).toBeVisible();

  // Opening it marks it read, and the navigation's count follows.
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Message from ${name}` })).toBeVisible();
  await expect(page.getByText(/^Read \(first opened /)).toBeVisible();
  // Read or not is "Opened": "Status" on this page is the lead's (issue 28).
  await expect(page.getByRole("term").filter({ hasText: /^Opened$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Status$/ })).toHaveCount(0);
  await expect(page.getByText("Can you call me on Monday?")).toBeVisible();
  // The consent the box gave: when, and under which notice (issue 27).
  await expect(
    page.getByText(
      new RegExp(
        `^Agreed on \\d{1,2} [A-Z][a-z]{2} \\d{4}, .*, under privacy notice version ${PRIVACY_NOTICE.version}$`,
      ),
    ),
  ).toBeVisible();
  await expect
    .poll(async () => (await unreadInNavigation(page)) - (await unreadOnServer(page)), {
      message: "the navigation's unread count matches the server's",
    })
    .toBe(0);
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expect(page.getByRole("link", { name: "Reply on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/919876543210\\?text=Hello%20${encodeURIComponent(name)}%2C%20thank%20you`),
  );
  await page.getByText("Erase all messages from this e-mail address").click();
  await expect(page.getByText(`This deletes 1 message from ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Archived: gone from the inbox, found under Archived.
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("The message left the inbox; find it under Archived.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Move back to the inbox" })).toBeVisible();
  await page.getByRole("link", { name: "All messages" }).click();
  await expect(page.getByRole("link", { name: "Inbox", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Archived", exact: true }).click();
  await expect(page.getByRole("link", { name: "Archived", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(card).toContainText("Archived");
  await expect(card).not.toContainText("Unread");

  // Two plain links: every message, or what this view shows (here the archived ones).
  await expect(page.getByRole("link", { name: "Export all" })).toHaveAttribute(
    "href",
    "/admin/messages.csv?filter=everything",
  );
  const exportView = page.getByRole("link", { name: "Export this view" });
  await expect(exportView).toHaveAttribute("href", "/admin/messages.csv?filter=archived");
  // The export holds what the list shows, readable by Excel.
  const [download] = await Promise.all([page.waitForEvent("download"), exportView.click()]);
  expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv).toContain(
    "id,received,name,email,phone,subject,message,read,archived,status,follow_up,reference,landing_page,referrer,utm_source,utm_medium,utm_campaign\r\n",
  );
  expect(csv).toMatch(
    new RegExp(
      `\\r\\n\\d+,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${name},${email.replace(/\./g, "\\.")},'\\+91 98765 43210,${subject},"I need a one-page website\\.\\nCan you call me on Monday\\?",yes,yes,New,,OS-\\d{4}-\\d{4,},/contact,,,,\\r\\n`,
    ),
  );
});

test("an unknown message is a 404 page in the back office", async ({ page, consoleErrors }, testInfo) => {
  await signInAs(page, await createStaffAccount(testInfo));
  const response = await page.goto("/admin/messages/999999999");
  expect(response?.status()).toBe(404);
  if (response) consoleErrors.expectFor(response);
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByText("There is no such message: it may have been deleted.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deleting asks first, then goes back to the list with a notice", async ({
    page,
    submitExpecting,
  }, testInfo) => {
    test.slow();
    const name = uniqueName(testInfo, "Ravi");
    await page.goto("/contact");
    const form = contactForm(page);
    await form.name.fill(name);
    await form.email.fill("ravi@example.in");
    await form.message.fill("Please delete me after reading.");
    // Stored, then sent on to the page that says so.
    await submitExpecting(form.submit, 303);
    await expect(page.getByText("Message Sent Successfully!").first()).toBeVisible();

    await signInAs(page, await createStaffAccount(testInfo));
    await page.goto("/admin/messages");
    await page.getByRole("link", { name, exact: true }).click();
    const confirm = page.getByRole("button", { name: "Yes, delete it" });
    await expect(confirm).toBeHidden();
    await page.getByText("Delete this message").click();
    await confirm.click();
    await expect(page).toHaveURL(/\/admin\/messages\?notice=deleted$/);
    await expect(page.getByRole("status")).toContainText("Message deleted");
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });
});
