import type { IconComponent } from "../components/icon";

/**
 * Types for the site's content. Every text, price, salary and figure a page
 * shows lives in a module beside this file, typed by one of these.
 */

/** How a plan's price is billed; `null` means a one-off price. */
export type BillingPeriod = "month" | "quarter" | "each" | "word" | null;

export type Price =
  | {
      kind: "amount";
      /** Rupees, as a number: 124999, 3.5 */
      amount: number;
      period: BillingPeriod;
      /** "from ₹1,999" */
      from?: boolean;
      /** "₹14,999+" */
      plus?: boolean;
    }
  /** Shown as "Free" */
  | { kind: "free" }
  /** Shown as "Custom": priced on contact */
  | { kind: "custom" };

export interface Plan {
  name: string;
  price: Price;
  description: string;
}

export interface PricingCategory {
  /** Stable id, kebab-case, unique */
  id: string;
  title: string;
  /** Id of the service in services.ts this pricing belongs to (and takes its icon from) */
  serviceId: string;
  plans: Plan[];
  specialOffer: string;
}

export interface Service {
  /** Stable id, kebab-case, unique; used as the section's anchor on /services */
  id: string;
  icon: IconComponent;
  title: string;
  description: string;
  features: string[];
}

export interface Job {
  id: string;
  title: string;
  description: string;
  /** e.g. "Full-time" */
  employmentType: "Full-time" | "Part-time" | "Contract" | "Internship";
  /** e.g. "Patna, Bihar (on-site)" or "Remote" */
  location: string;
  skills: string[];
  /** Rupees per month */
  salary: { min: number; max: number };
}

export interface Benefit {
  icon: IconComponent;
  title: string;
  description: string;
}

export interface Feature {
  icon: IconComponent;
  title: string;
  description: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface Statistic {
  /** As displayed, e.g. "10+", "4.9", "98%" */
  value: string;
  label: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface StaticTestimonial {
  name: string;
  company: string;
  rating: 5;
  text: string;
}

export interface Hero {
  /** Small line above the heading */
  eyebrow?: string;
  title: string;
  /** Words of the title to highlight with the accent colour, if any */
  highlight?: string;
  subtitle: string;
}

export interface CallToAction {
  title: string;
  text: string;
}

export interface PageMeta {
  title: string;
  description: string;
}
