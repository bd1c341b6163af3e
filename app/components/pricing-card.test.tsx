import { readFileSync } from "node:fs";
import { Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PricingCard } from "~/components/pricing-card";
import { pageMeta } from "~/content/meta";
import { noticeListings } from "~/lib/content-views";
import { MAX_PLANS } from "~/lib/schemas/content/services";
import type { PricingCategory } from "~/content/types";
import { SiteContext } from "~/lib/site-context";
import { siteDetails } from "~/lib/site-details";

/** The business the card's links go to, as the root loader would give it. */
const site = siteDetails(
  {
    name: { en: "Test Business" },
    tagline: { en: "Everything a shop needs." },
    phone: "+91 612 222 3333",
    whatsapp: "916122223333",
    email: "office@example.in",
    privacyContact: { name: "Test Business", email: "office@example.in" },
    replyTime: { en: "We reply within a day." },
    address: { street: { en: "Patna" }, locality: { en: "Patna" }, region: { en: "Bihar" }, postalCode: "" },
    map: null,
    hours: { days: ["Monday"], opens: "09:00", closes: "18:00", note: { en: "" } },
    social: [],
  },
  "https://example.in",
  {
    copyright: "© 2024 Test Business. All rights reserved.",
    footerServices: [],
    listings: { ...pageMeta, ...noticeListings("en") },
  },
);

const render = (category: PricingCategory) =>
  renderToStaticMarkup(
    <SiteContext value={site}>
      <PricingCard category={category} icon={Star} />
    </SiteContext>,
  );

const base: Omit<PricingCategory, "plans"> = {
  id: "test",
  title: "Testing",
  serviceId: "test",
  specialOffer: "Two for one",
};

const plan = (name: string, amount: number) => ({
  name,
  price: { kind: "amount" as const, amount, period: "month" as const },
  description: `${name} plan`,
});

describe("PricingCard", () => {
  it("offers the plans as radio buttons, the first checked in the HTML, each with its panel", () => {
    const html = render({ ...base, plans: [plan("Small", 100), plan("Large", 200)] });
    expect(html).toContain('<legend class="sr-only">Testing plans</legend>');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    for (const part of ['value="Small"', 'checked=""', 'data-plan="0"']) expect(radios[0]).toContain(part);
    expect(radios[1]).not.toContain("checked");
    expect(radios[1]).toContain('data-plan="1"');
    expect(html.match(/data-plan-panel="\d"/g)).toEqual(['data-plan-panel="0"', 'data-plan-panel="1"']);
    expect(html).not.toContain("Get Started");
    // Every plan's price is in the HTML, for readers without JavaScript.
    expect(html).toContain("₹100");
    expect(html).toContain("₹200");
  });

  it("has its panel shown by the stylesheet when chosen, for each of the most plans a category may hold", () => {
    const html = render({
      ...base,
      plans: Array.from({ length: MAX_PLANS }, (_, index) => plan(`Plan ${index + 1}`, 100 * (index + 1))),
    });
    const css = readFileSync("app/app.css", "utf8");
    for (let index = 0; index < MAX_PLANS; index++) {
      expect(html).toContain(`data-plan="${index}"`);
      expect(html).toContain(`data-plan-panel="${index}"`);
      expect(css, `plan ${index + 1}`).toContain(
        `.plan-chooser:has([data-plan="${index}"]:checked) [data-plan-panel="${index}"]`,
      );
    }
  });

  it("shows a Get Started button that opens WhatsApp for a single plan", () => {
    const html = render({ ...base, plans: [plan("Only", 300)] });
    expect(html).not.toContain('type="radio"');
    expect(html).toContain("Get Started");
    expect(html).toContain(
      `https://wa.me/916122223333?text=${encodeURIComponent("Hello! I'm interested in the Only plan for Testing.").replace(/'/g, "&#x27;")}`,
    );
    expect(html).toContain('target="_blank"');
  });
});
