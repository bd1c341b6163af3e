import { expect, expectNoAxeViolations, test } from "./fixtures";

const routes = [
  { path: "/", heading: "Your One-Stop Business Solution" },
  { path: "/about", heading: null },
  { path: "/services", heading: null },
  { path: "/careers", heading: null },
  { path: "/testimonials", heading: "Client Testimonials" },
  { path: "/contact", heading: null },
];

for (const route of routes) {
  test(`${route.path} has no accessibility violations`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (route.heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    await expectNoAxeViolations(page);
  });
}
