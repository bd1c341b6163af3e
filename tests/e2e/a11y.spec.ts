import { expect, expectNoAxeViolations, expectToast, isPhone, test } from "./fixtures";
import { sitePages } from "./site-data";

/* Axe at the width of each project (phone 375 px, desktop 1280 px). */

for (const route of sitePages) {
  test(`${route.path} has no accessibility violations`, async ({ page, gotoUsable }) => {
    await gotoUsable(route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await expectNoAxeViolations(page);
  });
}

test("the 404 page has no accessibility violations", async ({ page, gotoUsable }) => {
  await gotoUsable("/no-such-page", { status: 404 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expectNoAxeViolations(page);
});

test("the open mobile menu has no accessibility violations", async ({ page, gotoUsable }) => {
  await gotoUsable("/testimonials");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  if (!isPhone(page)) {
    // Wide screens show the links in the header; there is no menu to open.
    await expect(toggle).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    return;
  }
  await toggle.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("/contact with its errors shown has no accessibility violations", async ({ page, gotoUsable }) => {
  await gotoUsable("/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("Email").fill("asha@example");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please enter your name.")).toBeVisible();
  await expectToast(
    page,
    "Missing Information",
    "Please fill in all required fields (Name, Email, and Message).",
  );
  await expectNoAxeViolations(page);
});

test("axe, as these tests run it, finds a violation on the page", async ({ page, gotoUsable }) => {
  await gotoUsable("/contact");
  // What a careless edit could do: a grey too pale to read, and a field whose label is gone.
  await page.evaluate(() => {
    document.querySelector('label[for="contact-email"]')?.setAttribute("style", "color: #ddd");
    document.querySelector('label[for="contact-name"]')?.remove();
    document.getElementById("contact-name")?.removeAttribute("placeholder");
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "",
    (error: unknown) => String(error),
  );
  expect(failure).toContain("color-contrast");
  expect(failure).toContain("label");
});
