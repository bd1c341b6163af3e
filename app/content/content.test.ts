import { describe, expect, it } from "vitest";

import { aboutStats, homeStats } from "./stats";
import { faqs } from "./faqs";
import { featuredServiceIds } from "./home";
import { jobs } from "./jobs";
import { pageMeta } from "./meta";
import { pricingCategories } from "./pricing";
import { processSteps } from "./services-page";
import { footerServices } from "./footer";
import { services } from "./services";
import type { Plan, Price } from "./types";

function findPlan(categoryTitle: string, planName: string): Plan {
  const category = pricingCategories.find((c) => c.title === categoryTitle);
  if (!category) throw new Error(`No pricing category "${categoryTitle}"`);
  const plan = category.plans.find((p) => p.name === planName);
  if (!plan) throw new Error(`No plan "${planName}" in "${categoryTitle}"`);
  return plan;
}

function isValidPrice(price: Price): boolean {
  if (price.kind === "amount") {
    return Number.isFinite(price.amount) && price.amount > 0;
  }
  return price.kind === "free" || price.kind === "custom";
}

describe("services", () => {
  it("has exactly ten services with unique ids, in the product's order", () => {
    expect(services).toHaveLength(10);
    expect(services.map((s) => s.id)).toEqual([
      "digital-marketing",
      "web-development",
      "graphic-design",
      "video-editing",
      "virtual-assistant",
      "online-tutoring",
      "content-writing",
      "financial-tax",
      "cybersecurity",
      "travel-events",
    ]);
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });

  it("gives every service a description and at least three features", () => {
    for (const service of services) {
      expect(service.description.length).toBeGreaterThan(0);
      expect(service.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("lists the five footer services", () => {
    expect(footerServices).toEqual([
      "Digital Marketing",
      "Web Development",
      "Graphic Design",
      "Content Creation",
      "Virtual Assistant",
    ]);
  });
});

describe("pricing", () => {
  const serviceIds = new Set(services.map((s) => s.id));

  it("has exactly ten categories with unique ids", () => {
    expect(pricingCategories).toHaveLength(10);
    expect(new Set(pricingCategories.map((c) => c.id)).size).toBe(10);
  });

  it("gives every category plans with valid prices and a known service", () => {
    for (const category of pricingCategories) {
      expect(category.plans.length).toBeGreaterThan(0);
      // app.css shows the chosen plan's panel for up to four plans.
      expect(category.plans.length).toBeLessThanOrEqual(4);
      expect(category.specialOffer.length).toBeGreaterThan(0);
      expect(serviceIds.has(category.serviceId)).toBe(true);
      for (const plan of category.plans) {
        expect(isValidPrice(plan.price), `${category.title} / ${plan.name}`).toBe(true);
      }
    }
  });

  it("keeps the product's prices", () => {
    expect(findPlan("Website & App Development", "E-commerce").price).toEqual({
      kind: "amount",
      amount: 124999,
      period: null,
    });
    expect(findPlan("Writing", "SEO").price).toEqual({
      kind: "amount",
      amount: 3.5,
      period: "word",
    });
    expect(findPlan("Financial & Tax", "ITR").price).toEqual({
      kind: "amount",
      amount: 1999,
      period: null,
      from: true,
    });
    expect(findPlan("Travel & Events", "Event").price).toEqual({
      kind: "amount",
      amount: 14999,
      period: null,
      plus: true,
    });
    expect(findPlan("Digital Marketing", "Starter").price).toEqual({
      kind: "amount",
      amount: 12999,
      period: "month",
    });
    expect(findPlan("Financial & Tax", "Advisory").price).toEqual({
      kind: "amount",
      amount: 2999,
      period: "quarter",
    });
    expect(findPlan("Video", "Reels").price).toEqual({
      kind: "amount",
      amount: 1499,
      period: "each",
    });
    expect(findPlan("Virtual Assistant", "Custom").price).toEqual({
      kind: "custom",
    });
    expect(findPlan("Tutoring", "Trial").price).toEqual({ kind: "free" });
  });
});

describe("jobs", () => {
  it("has exactly seven openings with min below max", () => {
    expect(jobs).toHaveLength(7);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(7);
    for (const job of jobs) {
      expect(job.salary.min).toBeLessThan(job.salary.max);
      expect(job.skills.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("keeps the product's salary ranges", () => {
    const ranges = Object.fromEntries(jobs.map((j) => [j.title, [j.salary.min, j.salary.max]]));
    expect(ranges).toEqual({
      "Digital Marketing Specialist": [20000, 40000],
      "Web & App Developer": [25000, 50000],
      "Graphic Designer": [15000, 30000],
      "Video Editor": [15000, 35000],
      "Virtual Assistant": [10000, 20000],
      "Content Writer": [12000, 25000],
      "Business & Tax Consultant": [25000, 60000],
    });
  });
});

describe("other content", () => {
  it("has four FAQs", () => {
    expect(faqs).toHaveLength(4);
  });

  it("has four process steps numbered 1 to 4", () => {
    expect(processSteps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(processSteps.map((s) => s.title)).toEqual(["Discovery", "Strategy", "Execution", "Optimization"]);
  });

  it("features only services that exist", () => {
    const serviceIds = new Set(services.map((s) => s.id));
    expect(featuredServiceIds).toHaveLength(4);
    for (const id of featuredServiceIds) {
      expect(serviceIds.has(id), id).toBe(true);
    }
  });

  it("keeps each page's statistics as the product gives them", () => {
    expect(homeStats).toEqual([
      { value: "10+", label: "Happy Clients" },
      { value: "10+", label: "Projects Completed" },
      { value: "2+", label: "Countries Served" },
      { value: "4.9", label: "Average Rating" },
    ]);
    expect(aboutStats).toEqual([
      { value: "1000+", label: "Projects Delivered" },
      { value: "98%", label: "Client Satisfaction" },
      { value: "50+", label: "Countries Reached" },
    ]);
  });

  it("gives every page a unique title and a description of sensible length", () => {
    const metas = Object.values(pageMeta);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    for (const meta of metas) {
      expect(meta.title.length).toBeLessThan(60);
      expect(meta.description.length).toBeGreaterThanOrEqual(120);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});
