import { describe, expect, it } from "vitest";
import { normaliseIndianMobile, whatsappDigits } from "~/lib/phone";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["(+91) 98765-43210", "+919876543210"],
    ["6123456789", "+916123456789"],
    // A bare number that happens to start with 91 is still ten digits.
    ["9187654321", "+919187654321"],
    ["  70000 12345 ", "+917000012345"],
  ])("reads %j as %s", (raw, e164) => {
    expect(normaliseIndianMobile(raw)).toBe(e164);
  });

  it.each([
    ["", "empty"],
    ["5876543210", "a number starting 5 (not a mobile)"],
    ["011 2345 6789", "a Delhi landline"],
    ["987654321", "nine digits"],
    ["98765432101", "eleven digits"],
    ["+44 7700 900123", "a UK number"],
    ["+1 98765 43210", "another country code"],
    ["98765 4321O", "a letter O for a zero"],
    ["++919876543210", "a doubled plus"],
  ])("refuses %j (%s)", (raw) => {
    expect(normaliseIndianMobile(raw)).toBeNull();
  });

  it("refuses nothing at all", () => {
    expect(normaliseIndianMobile(null)).toBeNull();
    expect(normaliseIndianMobile(undefined)).toBeNull();
  });

  it("gives wa.me the digits without the plus", () => {
    expect(whatsappDigits("+919876543210")).toBe("919876543210");
  });
});
