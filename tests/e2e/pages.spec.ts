import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { aboutCta, coreValues, mission, reasons, vision } from "../../app/content/about";
import { featuredServiceIds, homeCta, homeHero, whyChoose } from "../../app/content/home";
import { benefits, jobs } from "../../app/content/jobs";
import { services } from "../../app/content/services";
import { aboutStats, homeStats } from "../../app/content/stats";
import { homeTestimonials } from "../../app/content/testimonials";
import type { Statistic } from "../../app/content/types";
import { whatsappMessages } from "../../app/content/whatsapp";
import {
  cancelExternalProtocolNavigation,
  clickOpeningNewTab,
  expect,
  expectToast,
  stubWhatsApp,
  test,
} from "./fixtures";
import { heading, phoneHref, rupees, sitePage, whatsappText } from "./site-data";

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function expectStats(strip: Locator, stats: Statistic[]) {
  await expect(strip.getByRole("definition")).toHaveText(stats.map((stat) => stat.value));
  await expect(strip.getByRole("term")).toHaveText(stats.map((stat) => stat.label));
}

async function expectLinkTo(page: Page, scope: Locator, name: string, path: string) {
  const link = scope.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", path);
  return link;
}

test.describe("home", () => {
  test("hero, why choose, featured services, statistics, testimonials, Call Now", async ({
    page,
    gotoUsable,
  }) => {
    await cancelExternalProtocolNavigation(page);
    await gotoUsable("/");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your One-Stop Business Solution");
    await expect(main.getByText(homeHero.subtitle)).toBeVisible();
    await expectLinkTo(page, main, "Get In Touch", "/contact");
    await expectLinkTo(page, main, "View Services", "/services");

    const why = region(page, "Why Choose Us");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Trusted Expertise",
      "Global Reach",
      "Quality Guaranteed",
    ]);
    for (const point of whyChoose.points) await expect(why.getByText(point.description)).toBeVisible();

    const featured = region(page, "Our Services");
    const featuredTitles = featuredServiceIds.map(
      (id) => services.find((service) => service.id === id)?.title,
    );
    expect(featuredTitles).toHaveLength(4);
    await expect(featured.getByRole("article")).toHaveCount(4);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(featuredTitles as string[]);
    for (const [index, id] of featuredServiceIds.entries()) {
      await expect(
        featured.getByRole("link", { name: `Learn More about ${featuredTitles[index]}` }),
      ).toHaveAttribute("href", `/services#${id}`);
    }

    await expectStats(region(page, "Our numbers"), homeStats);
    expect(homeStats.map((stat) => stat.value)).toEqual(["10+", "10+", "2+", "4.9"]);

    const reviews = region(page, "What Our Clients Say");
    await expect(reviews.getByRole("figure")).toHaveCount(3);
    for (const [index, testimonial] of homeTestimonials.entries()) {
      const card = reviews.getByRole("figure").nth(index);
      await expect(card).toContainText(`“${testimonial.text}”`);
      await expect(card).toContainText(testimonial.name);
      await expect(card).toContainText(testimonial.company);
      await expect(card.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    }
    await expectLinkTo(page, reviews, "Share Your Feedback", "/testimonials");

    const cta = region(page, homeCta.title);
    await expectLinkTo(page, cta, "Start Your Project", "/contact");
    const callNow = cta.getByRole("link", { name: "Call Now" });
    await expect(callNow).toHaveAttribute("href", phoneHref);
    await callNow.click();
    await expectToast(
      page,
      "Call Now",
      `Calling ${site.phone.display}. We're available Mon-Fri 9:00 AM - 6:00 PM.`,
    );
  });

  test("the hero and call-to-action links lead where they say", async ({ page, gotoUsable }) => {
    await gotoUsable("/");
    for (const [name, id] of [
      ["Get In Touch", "contact"],
      ["View Services", "services"],
      ["Share Your Feedback", "testimonials"],
      ["Start Your Project", "contact"],
    ] as const) {
      await page.getByRole("main").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(sitePage(id).path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id));
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("home"));
    }
  });
});

test("about: mission, vision, values, reasons, statistics, links onward", async ({ page, gotoUsable }) => {
  await gotoUsable("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("about"));

  const statements = page.getByRole("region", { name: "Mission and vision" });
  await expect(statements.getByRole("heading", { level: 2 })).toHaveText(["Our Mission", "Our Vision"]);
  await expect(statements).toContainText(mission.text);
  await expect(statements).toContainText(vision.text);

  const values = region(page, "Our Values");
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "Excellence",
    "Integrity",
    "Collaboration",
    "Innovation",
  ]);
  for (const value of coreValues) await expect(values.getByText(value.description)).toBeVisible();

  const why = region(page, "Why Choose Us");
  await expect(why.getByRole("heading", { level: 3 })).toHaveText([
    "Proven Track Record",
    "Expert Team",
    "Global Reach",
    "Quality Assurance",
  ]);
  for (const reason of reasons) await expect(why.getByText(reason.description)).toBeVisible();

  await expectStats(page.getByRole("region", { name: "Our track record" }), aboutStats);
  expect(aboutStats.map((stat) => stat.value)).toEqual(["1000+", "98%", "50+"]);

  const cta = region(page, aboutCta.title);
  await expectLinkTo(page, cta, "Contact Us", "/contact");
  const explore = await expectLinkTo(page, cta, "Explore Services", "/services");
  await explore.click();
  await expect(page).toHaveURL("/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("services"));
});

test.describe("careers", () => {
  test("seven openings with salary, skills and Apply Now; six benefits; Contact HR", async ({
    page,
    context,
    gotoUsable,
  }) => {
    await stubWhatsApp(context);
    await gotoUsable("/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("careers"));

    const openings = region(page, "Current Openings");
    expect(jobs).toHaveLength(7);
    await expect(openings.getByRole("article")).toHaveCount(7);
    for (const job of jobs) {
      const card = openings.getByRole("article", { name: job.title, exact: true });
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(job.title);
      await expect(card).toContainText(`${rupees(job.salary.min)} – ${rupees(job.salary.max)} per month`);
      await expect(card.getByRole("listitem")).toHaveText(job.skills);

      const apply = card.getByRole("link", { name: `Apply Now for ${job.title}` });
      await expect(apply).toHaveText("Apply Now");
      const href = (await apply.getAttribute("href")) ?? "";
      expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
      expect(new URL(href).searchParams.get("subject")).toContain(job.title);
    }
    await expect(openings.getByRole("article", { name: "Business & Tax Consultant" })).toContainText(
      "₹25,000 – ₹60,000 per month",
    );

    const perks = region(page, "Why Work With Us");
    expect(benefits).toHaveLength(6);
    await expect(perks.getByRole("heading", { level: 3 })).toHaveText(
      benefits.map((benefit) => benefit.title),
    );
    for (const benefit of benefits) await expect(perks.getByText(benefit.description)).toBeVisible();

    const contactHr = page.getByRole("link", { name: "Contact HR" });
    await expect(contactHr).toHaveCount(2);
    for (const link of await contactHr.all()) {
      expect(whatsappText(await link.getAttribute("href"))).toBe(whatsappMessages.careers);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    const url = await clickOpeningNewTab(page, () => contactHr.first().click());
    // The product's message, word for word (the other checks take it from app/content/whatsapp.ts).
    expect(whatsappText(url)).toBe(
      "Hello! I'm interested in job opportunities at your company. Could you tell me about current openings?",
    );
    await expectToast(page, "Contacting HR", "Opening WhatsApp to chat with our HR team.");
    await expect(page).toHaveURL("/careers");
  });
});

// The empty state is checked on a server of its own (testimonials.spec.ts): other
// tests approve testimonials on this one.
test("testimonials: heading, the list section and the feedback form", async ({ page, gotoUsable }) => {
  await gotoUsable("/testimonials");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Testimonials");
  await expect(page.getByRole("heading", { level: 2, name: "What Our Clients Say" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Share Your Feedback" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeVisible();
});

test("an unknown path answers 404 with the site around a Page Not Found message", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/no-such-page", { status: 404 });
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page).toHaveTitle("Page Not Found");
  const home = page.getByRole("main").getByRole("link", { name: "Back to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("home"));
});
