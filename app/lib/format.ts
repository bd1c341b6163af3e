import type { BillingPeriod, Price } from "~/content/types";

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 124999 → "₹1,24,999"; 3.5 → "₹3.5" */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

const periodSuffix: Record<Exclude<BillingPeriod, null>, string> = {
  month: "/mo",
  quarter: "/qtr",
  each: " each",
  word: "/word",
};

export interface FormattedPrice {
  /** "from", or empty */
  prefix: string;
  /** "₹1,24,999+", "Free", "Custom" */
  amount: string;
  /** "/mo", " each", or empty */
  suffix: string;
}

export function formatPrice(price: Price): FormattedPrice {
  switch (price.kind) {
    case "free":
      return { prefix: "", amount: "Free", suffix: "" };
    case "custom":
      return { prefix: "", amount: "Custom", suffix: "" };
    case "amount":
      return {
        prefix: price.from ? "from" : "",
        amount: `${formatInr(price.amount)}${price.plus ? "+" : ""}`,
        suffix: price.period ? periodSuffix[price.period] : "",
      };
  }
}

/** The whole price as one line: "from ₹1,999", "₹12,999/mo", "₹1,499 each". */
export function priceLabel(price: Price): string {
  const { prefix, amount, suffix } = formatPrice(price);
  return `${prefix ? `${prefix} ` : ""}${amount}${suffix}`;
}

/** "₹20,000 – ₹40,000 per month" */
export function salaryLabel(salary: { min: number; max: number }): string {
  return `${formatInr(salary.min)} – ${formatInr(salary.max)} per month`;
}
