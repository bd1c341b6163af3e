import type { Locator, Page } from "@playwright/test";
import { featuredServiceIds } from "../../app/content/home";
import { pricingCategories } from "../../app/content/pricing";
import { services } from "../../app/content/services";
import { processSteps, servicesCta } from "../../app/content/services-page";
import type { Plan } from "../../app/content/types";
import { whatsappMessages } from "../../app/content/whatsapp";
import { clickOpeningNewTab, expect, expectToast, stubWhatsApp, test } from "./fixtures";
import { expectedPriceParts, expectedPriceText, whatsappText } from "./site-data";

const pricingRegion = (page: Page) =>
  page.getByRole("region", { name: "Simple, Transparent Pricing", exact: true });
const portfolioRegion = (page: Page) =>
  page.getByRole("region", { name: "Everything Your Business Needs", exact: true });

function category(title: string) {
  const found = pricingCategories.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`No pricing category "${title}"`);
  return found;
}

/** The plan panel a visitor sees in a card; CSS hides the others (app.css, .plan-chooser). */
export const shownPanel = (card: Locator) => card.locator("[data-plan-panel]:visible");

/** A plan's choice as a visitor clicks it: the label around the radio button. */
export const planOption = (card: Locator, name: string) =>
  card.getByRole("radio", { name, exact: true }).locator("xpath=..");

/** The one plan panel a visitor sees in a card shows these price parts. */
async function expectShownPrice(card: Locator, parts: string[]) {
  const panel = shownPanel(card);
  await expect(panel).toHaveCount(1);
  const price = panel.getByRole("paragraph").first();
  for (const part of parts) await expect(price).toContainText(part);
}

/** Only plan `index` is chosen, and the one visible panel shows it. */
async function expectPlanShown(card: Locator, index: number, plan: Plan) {
  const radios = card.getByRole("radio");
  await expect
    .poll(() =>
      radios.evaluateAll((elements) => elements.map((radio) => (radio as HTMLInputElement).checked)),
    )
    .toEqual([0, 1, 2].map((i) => i === index));
  const panel = shownPanel(card);
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole("paragraph").first()).toHaveText(expectedPriceText(plan.price));
  await expect(panel.getByRole("paragraph").nth(1)).toHaveText(plan.description);
}

test("ten pricing cards: first plan chosen, prices in rupees, each choice shows its plan", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/services");
  const pricing = pricingRegion(page);
  expect(pricingCategories).toHaveLength(10);
  await expect(pricing.getByRole("article")).toHaveCount(10);
  await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(
    pricingCategories.map((entry) => entry.title),
  );

  for (const entry of pricingCategories) {
    expect(entry.plans).toHaveLength(3);
    const card = pricing.getByRole("article", { name: entry.title, exact: true });
    await expect(card).toContainText(`Special offer: ${entry.specialOffer}`);
    const choices = card.getByRole("group", { name: `${entry.title} plans` }).getByRole("radio");
    await expect(choices).toHaveCount(entry.plans.length);
    for (const [index, plan] of entry.plans.entries()) {
      await expect(choices.nth(index)).toHaveAccessibleName(plan.name);
      await expect(planOption(card, plan.name)).toHaveText(plan.name);
    }
    await expectPlanShown(card, 0, entry.plans[0]!);
    for (const [index, plan] of entry.plans.entries()) {
      if (index === 0) continue;
      await planOption(card, plan.name).click();
      await expectPlanShown(card, index, plan);
    }
  }

  // Prices a visitor reads, with Indian digit grouping (₹1,24,999).
  const show = async (categoryTitle: string, plan: string, parts: string[]) => {
    const card = pricing.getByRole("article", { name: categoryTitle, exact: true });
    await planOption(card, plan).click();
    await expectShownPrice(card, parts);
  };
  await show("Digital Marketing", "Starter", ["₹12,999", "/mo"]);
  await show("Website & App Development", "E-commerce", ["₹1,24,999"]);
  await show("Video", "Reels", ["₹1,499", "each"]);
  await show("Virtual Assistant", "Custom", ["Custom"]);
  await show("Tutoring", "Trial", ["Free"]);
  await show("Writing", "SEO", ["₹3.5", "/word"]);
  await show("Financial & Tax", "ITR", ["from", "₹1,999"]);
  await show("Financial & Tax", "Advisory", ["₹2,999", "/qtr"]);
  await show("Travel & Events", "Event", ["₹14,999+"]);
});

test("plans are chosen by keyboard as in any radio group", async ({ page, gotoUsable }) => {
  await gotoUsable("/services");
  const entry = category("Graphic Design");
  const card = pricingRegion(page).getByRole("article", { name: entry.title, exact: true });
  const radios = card.getByRole("radio");
  const chosen = async (index: number) => {
    await expect(radios.nth(index)).toBeFocused();
    await expect(radios.nth(index)).toBeChecked();
    await expectShownPrice(card, expectedPriceParts(entry.plans[index]!.price));
  };
  await radios.first().focus();
  await page.keyboard.press("ArrowRight");
  await chosen(1);
  await page.keyboard.press("ArrowRight");
  await chosen(2);
  await page.keyboard.press("ArrowLeft");
  await chosen(1);
  await page.keyboard.press("ArrowLeft");
  await chosen(0);
  // Round the ends, as radio groups do.
  await page.keyboard.press("ArrowLeft");
  await chosen(2);
  await page.keyboard.press("ArrowRight");
  await chosen(0);
  // The group is one Tab stop; the chosen plan's WhatsApp link is the next.
  await page.keyboard.press("Tab");
  await expect(shownPanel(card).getByRole("link")).toBeFocused();
  // The choice shows where the keyboard is.
  await page.keyboard.press("Shift+Tab");
  const outline = await planOption(card, entry.plans[0]!.name)
    .locator("span")
    .evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe("solid");
});

test("every plan's WhatsApp link names the plan and its category; choosing one opens it", async ({
  page,
  context,
  gotoUsable,
}) => {
  await stubWhatsApp(context);
  await gotoUsable("/services");
  const pricing = pricingRegion(page);
  const allPlans = pricingCategories.flatMap((entry) => entry.plans.map((plan) => ({ entry, plan })));
  expect(allPlans).toHaveLength(30);
  await expect(pricing.getByRole("link", { name: /on WhatsApp/, includeHidden: true })).toHaveCount(30);
  for (const { entry, plan } of allPlans) {
    const link = pricing
      .getByRole("article", { name: entry.title, exact: true })
      .getByRole("link", { name: `Choose ${plan.name}: `, includeHidden: true });
    const text = whatsappText(await link.getAttribute("href"));
    expect(text).toBe(whatsappMessages.plan(plan.name, entry.title));
    expect(text).toBe(`Hello! I'm interested in the ${plan.name} plan for ${entry.title}.`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }

  // Choosing one opens the chat in a new tab, with a toast.
  const card = pricing.getByRole("article", { name: "Website & App Development" });
  await planOption(card, "E-commerce").click();
  const choose = card.getByRole("link", { name: /^Choose E-commerce/ });
  await expect(choose).toHaveText("Choose E-commerce");
  const url = await clickOpeningNewTab(page, () => choose.click());
  expect(whatsappText(url)).toBe(whatsappMessages.plan("E-commerce", "Website & App Development"));
  await expectToast(
    page,
    "Awesome Choice!",
    "Redirecting you to WhatsApp for the E-commerce plan (Website & App Development).",
  );
  await expect(page).toHaveURL("/services");
});

test("ten services with their features; Learn More shows prices; Get Quote fills the subject", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/services");
  const portfolio = portfolioRegion(page);
  expect(services).toHaveLength(10);
  await expect(portfolio.getByRole("article")).toHaveCount(10);
  for (const service of services) {
    const card = portfolio.getByRole("article", { name: service.title, exact: true });
    await expect(card).toContainText(service.description);
    await expect(card.getByRole("listitem")).toHaveText(service.features);
    await expect(card.getByRole("link", { name: `Get Quote for ${service.title}` })).toHaveAttribute(
      "href",
      `/contact?subject=${encodeURIComponent(`Quote request: ${service.title}`)}`,
    );
    const pricing = pricingCategories.find((entry) => entry.serviceId === service.id);
    await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
      "href",
      `#pricing-${pricing?.id ?? "missing"}`,
    );
  }

  // Learn More shows the service's prices.
  await portfolio
    .getByRole("article", { name: "Online Tutoring" })
    .getByRole("link", { name: /^Learn More/ })
    .click();
  await expect(pricingRegion(page).getByRole("article", { name: "Tutoring" })).toBeInViewport();
  await expectToast(page, "Learn More", "Here is everything about Online Tutoring.");

  // Get Quote opens the contact form with the subject filled in.
  await portfolio.getByRole("link", { name: "Get Quote for Cybersecurity & IT" }).click();
  await expect(page).toHaveURL(`/contact?subject=${encodeURIComponent("Quote request: Cybersecurity & IT")}`);
  await expect(page.getByLabel("Subject")).toHaveValue("Quote request: Cybersecurity & IT");
  await expectToast(page, "Get Quote", "We'll contact you soon to discuss your project!");
});

test("Learn More on the home page goes to the service's section", async ({ page, gotoUsable }) => {
  await gotoUsable("/");
  const id = featuredServiceIds[3]!;
  const service = services.find((candidate) => candidate.id === id)!;
  await page.getByRole("link", { name: `Learn More about ${service.title}` }).click();
  await expect(page).toHaveURL(`/services#${id}`);
  const section = portfolioRegion(page).getByRole("article", { name: service.title, exact: true });
  await expect(section).toBeInViewport();
  // Not hidden under the fixed 80 px header.
  await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(80);
  await expectToast(page, "Learn More", `Here is everything about ${service.title}.`);
});

test("the four process steps and the closing call to action", async ({ page, gotoUsable }) => {
  await gotoUsable("/services");
  const process = page.getByRole("region", { name: "Our Process", exact: true });
  await expect(process.getByRole("heading", { level: 3 })).toHaveText([
    "Step 1: Discovery",
    "Step 2: Strategy",
    "Step 3: Execution",
    "Step 4: Optimization",
  ]);
  for (const step of processSteps) await expect(process.getByText(step.description)).toBeVisible();

  const cta = page.getByRole("region", { name: servicesCta.title, exact: true });
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await cta.getByRole("link", { name: "Free Consultation" }).click();
  await expect(page).toHaveURL("/contact?subject=Free%20consultation");
  await expect(page.getByLabel("Subject")).toHaveValue("Free consultation");
  await expectToast(
    page,
    "Free Consultation",
    "Tell us about your project and we'll set up your free consultation.",
  );
});
