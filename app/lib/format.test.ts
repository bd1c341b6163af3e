import { describe, expect, it } from "vitest";
import { formatInr, formatPrice, priceLabel, salaryLabel } from "~/lib/format";

describe("formatInr", () => {
  it("groups digits the Indian way", () => {
    expect(formatInr(124999)).toBe("₹1,24,999");
    expect(formatInr(12999)).toBe("₹12,999");
    expect(formatInr(1000000)).toBe("₹10,00,000");
  });

  it("keeps fractions only where there are any", () => {
    expect(formatInr(3.5)).toBe("₹3.5");
    expect(formatInr(4999)).toBe("₹4,999");
  });
});

describe("priceLabel", () => {
  it("writes the period after the amount", () => {
    expect(priceLabel({ kind: "amount", amount: 12999, period: "month" })).toBe("₹12,999/mo");
    expect(priceLabel({ kind: "amount", amount: 2999, period: "quarter" })).toBe("₹2,999/qtr");
    expect(priceLabel({ kind: "amount", amount: 1499, period: "each" })).toBe("₹1,499 each");
    expect(priceLabel({ kind: "amount", amount: 3.5, period: "word" })).toBe("₹3.5/word");
    expect(priceLabel({ kind: "amount", amount: 124999, period: null })).toBe("₹1,24,999");
  });

  it("marks starting and open-ended prices", () => {
    expect(priceLabel({ kind: "amount", amount: 1999, period: null, from: true })).toBe("from ₹1,999");
    expect(priceLabel({ kind: "amount", amount: 14999, period: null, plus: true })).toBe("₹14,999+");
  });

  it("names free and custom prices", () => {
    expect(priceLabel({ kind: "free" })).toBe("Free");
    expect(priceLabel({ kind: "custom" })).toBe("Custom");
    expect(formatPrice({ kind: "custom" })).toEqual({ prefix: "", amount: "Custom", suffix: "" });
  });
});

describe("salaryLabel", () => {
  it("shows a monthly range in rupees", () => {
    expect(salaryLabel({ min: 25000, max: 60000 })).toBe("₹25,000 – ₹60,000 per month");
  });
});
