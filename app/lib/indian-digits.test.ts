import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupedIndian } from "~/lib/indian-digits";

describe("groupedIndian", () => {
  it("groups the last three digits, then pairs", () => {
    expect(groupedIndian(0)).toBe("0");
    expect(groupedIndian(100)).toBe("100");
    expect(groupedIndian(5000)).toBe("5,000");
    expect(groupedIndian(124999)).toBe("1,24,999");
    expect(groupedIndian(12345678)).toBe("1,23,45,678");
  });

  it("writes every safe whole number as en-IN and hi-IN format it", () => {
    const enIN = new Intl.NumberFormat("en-IN", { useGrouping: true });
    const hiIN = new Intl.NumberFormat("hi-IN", { useGrouping: true, numberingSystem: "latn" });
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(groupedIndian(value)).toBe(enIN.format(value));
        expect(groupedIndian(value)).toBe(hiIN.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses what is not a whole number", () => {
    expect(() => groupedIndian(1.5)).toThrow(RangeError);
    expect(() => groupedIndian(Number.NaN)).toThrow(RangeError);
  });
});
