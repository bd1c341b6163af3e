import { chromium } from "playwright-core";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/?utm_source=flyer&utm_campaign=mela`);
  await page.goto(`${base}/contact`);
  await page.waitForTimeout(1200);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Shot ${width}`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`shot${width}@example.in`);
  await page.getByRole("textbox", { name: "Phone (optional)", exact: true }).fill("98765 43210");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me about a website.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.waitForTimeout(1500);
  await page.locator("[data-sent-reference]").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-sent-${width}.png` });
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("Email").fill("owner@example.in");
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin/);
  await page.goto(`${base}/admin/messages`);
  await page.getByRole("link", { name: `Shot ${width}`, exact: true }).click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shot-lead-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
