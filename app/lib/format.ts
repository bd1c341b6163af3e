import type { Price } from "~/content/types";
import { type Lang, LANGUAGES, LOCALES } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";

/** Rupees in each language's way: Latin digits, Indian grouping, ₹ (en-IN and hi-IN agree). */
const inr = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    new Intl.NumberFormat(LOCALES[lang].intl, {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
  ]),
) as Record<Lang, Intl.NumberFormat>;

/** 124999 → "₹1,24,999"; 3.5 → "₹3.5" */
export function formatInr(amount: number, lang: Lang = "en"): string {
  return inr[lang].format(amount);
}

export interface FormattedPrice {
  /** "from", or empty */
  prefix: string;
  /** "₹1,24,999+", "Free", "Custom" */
  amount: string;
  /** "/mo", " each", or empty */
  suffix: string;
}

/** A price in `lang`: English says "from ₹1,999/mo", Hindi "₹1,999/माह से शुरू". */
export function formatPrice(price: Price, lang: Lang = "en"): FormattedPrice {
  const words = stringsFor(lang).pricing;
  switch (price.kind) {
    case "free":
      return { prefix: "", amount: words.free, suffix: "" };
    case "custom":
      return { prefix: "", amount: words.custom, suffix: "" };
    case "amount": {
      const period = price.period ? words.periods[price.period] : "";
      const from = price.from ? words.from : "";
      return {
        prefix: lang === "en" ? from : "",
        amount: `${formatInr(price.amount, lang)}${price.plus ? "+" : ""}`,
        suffix: lang === "en" || !from ? period : `${period} ${from}`,
      };
    }
  }
}

/** The whole price as one line: "from ₹1,999", "₹12,999/mo", "₹1,499 each". */
export function priceLabel(price: Price, lang: Lang = "en"): string {
  const { prefix, amount, suffix } = formatPrice(price, lang);
  return `${prefix ? `${prefix} ` : ""}${amount}${suffix}`;
}

/** "₹20,000 – ₹40,000 per month" */
export function salaryLabel(salary: { min: number; max: number }, lang: Lang = "en"): string {
  return stringsFor(lang).careers.salaryRange(formatInr(salary.min, lang), formatInr(salary.max, lang));
}
