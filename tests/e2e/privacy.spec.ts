import { PRIVACY_NOTICE } from "../../app/config/privacy";
import { site } from "../../app/config/site";
import { privacyNotice as englishNotice } from "../../app/i18n/privacy.en";
import { privacyNotice as hindiNotice } from "../../app/i18n/privacy.hi";
import { createStaffAccount, signInAs } from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The privacy notice (issue 27), at each project's width (375 and 1280 px); its axe check and the
 * Hindi page's are the every-page ones (a11y.spec.ts, hindi.spec.ts).
 */

test("the notice says what each form collects, how long it is kept and who answers, in English and Hindi", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  await expect(
    page.getByText(`Version ${PRIVACY_NOTICE.version}, 27 November 2026`, { exact: true }),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "What we collect, and why",
    "Who sees it",
    "How long we keep it",
    "Your rights",
    "If you are not satisfied",
    "Changes to this notice",
  ]);
  for (const item of [...englishNotice.collect.contact.items, ...englishNotice.collect.testimonial.items]) {
    await expect(main.getByText(item, { exact: true }).first()).toBeVisible();
  }
  // The period is the Privacy page's setting (12 months on a new site), the contact Business details'.
  await expect(main).toContainText("Contact messages: 12 months after the last thing done with them");
  await expect(main).toContainText("one we decide not to show is erased after 30 days");
  const contact = main.locator("#privacy-contact");
  await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(main).toContainText("Data Protection Board of India");
  // Visits are counted without cookies (issue 28): how, and how long.
  await expect(main.getByRole("heading", { name: englishNotice.collect.visits.heading })).toBeVisible();
  await expect(main).toContainText(englishNotice.collect.visits.text);
  await expect(main).toContainText("Visit counts: 90 days");
  // Readable on a phone: nothing wider than the screen.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiNotice.title);
  await expect(
    page.getByText(`संस्करण ${PRIVACY_NOTICE.version}, 27 नवंबर 2026`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toContainText("उन पर आख़िरी काम के 12 महीने बाद तक");
  await expect(page.getByRole("main")).toContainText(hindiNotice.collect.visits.text);
  await expect(page.getByRole("main").locator("#privacy-contact").getByRole("link")).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
});

for (const { path, form, notice } of [
  { path: "/contact", form: "Send Us a Message", notice: "/privacy" },
  { path: "/testimonials", form: "Share Your Feedback", notice: "/privacy" },
  { path: "/hi/contact", form: undefined, notice: "/hi/privacy" },
]) {
  test(`${path}: the line by the submit button links the notice, next by keyboard`, async ({
    page,
    gotoUsable,
  }) => {
    await gotoUsable(path);
    const forms = page.locator("form[data-site-form]");
    const scope = form ? page.getByRole("form", { name: form }) : forms.first();
    const submit = scope.locator('button[type="submit"]');
    const link = scope.getByRole("link", {
      name: path.startsWith("/hi") ? "गोपनीयता सूचना" : "privacy notice",
    });
    await expect(link).toHaveAttribute("href", notice);
    await submit.focus();
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${notice}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      path.startsWith("/hi") ? hindiNotice.title : englishNotice.title,
    );
  });
}

test("the back office's Privacy page: the period saved by keyboard, the contact, the versions, the runs", async ({
  page,
}, testInfo) => {
  await signInAs(page, await createStaffAccount(testInfo, "admin"));
  await page.goto("/admin/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  await expectNoAxeViolations(page);
  const months = page.getByLabel("Months");
  await expect(months).toHaveValue("12");
  // Saved as it is (other tests read the notice's 12 months): by keyboard, Enter in the field.
  await months.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Messages are now kept 12 months after their last activity.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Privacy contact" })).toContainText(site.email);
  await expect(page.getByRole("region", { name: "Privacy notice" })).toContainText(
    `Version ${PRIVACY_NOTICE.version}, in force from`,
  );
  // The server runs the job at start: today's run is listed, with counts.
  await expect(
    page
      .getByRole("list", { name: /daily job's runs/ })
      .getByRole("listitem")
      .first(),
  ).toContainText(/: erased \d+ messages?, \d+ testimonials?, \d+ audit entr(?:y|ies), \d+ request links?$/);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
