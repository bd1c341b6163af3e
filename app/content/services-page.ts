import type { CallToAction, Hero, ProcessStep } from "./types";

export const servicesHero: Hero = {
  eyebrow: "Our Services",
  title: "Services That Help Your Business Grow",
  highlight: "Grow",
  subtitle:
    "Ten services with clear prices, from marketing and websites to tax filing and event planning. Pick what you need today and add more as you grow.",
};

export const pricingIntro: { title: string; text: string } = {
  title: "Simple, Transparent Pricing",
  text: "All prices are in Indian rupees. Choose a plan to chat with us on WhatsApp, or contact us for a custom quote.",
};

export const portfolioIntro: { title: string; text: string } = {
  title: "Everything Your Business Needs",
  text: "A closer look at each service and what it includes.",
};

export const processIntro: { title: string; text: string } = {
  title: "Our Process",
  text: "Four steps from first conversation to lasting results.",
};

export const processSteps: ProcessStep[] = [
  {
    step: 1,
    title: "Discovery",
    description: "We learn about your business, customers and goals in a free consultation.",
  },
  {
    step: 2,
    title: "Strategy",
    description: "We propose a clear plan with scope, timeline and price before any work begins.",
  },
  {
    step: 3,
    title: "Execution",
    description: "Our specialists deliver the work, with regular updates and your feedback at each stage.",
  },
  {
    step: 4,
    title: "Optimization",
    description: "We measure results and keep improving, so your investment keeps paying off.",
  },
];

export const servicesCta: CallToAction = {
  title: "Not Sure Where to Start?",
  text: "Book a free consultation and we will recommend the services that fit your goals and budget.",
};
