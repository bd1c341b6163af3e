import { describe, expect, it } from "vitest";
import { leadReference, referencedId } from "./reference";

describe("a lead's reference number", () => {
  it("names the month in India it came in and its own number", () => {
    expect(leadReference(42, new Date("2026-11-26T10:00:00Z"))).toBe("OS-2611-0042");
    // 20:00 UTC on 30 November is already 1 December in India.
    expect(leadReference(7, new Date("2026-11-30T20:00:00Z"))).toBe("OS-2612-0007");
    expect(leadReference(123456, new Date("2027-01-05T00:00:00Z"))).toBe("OS-2701-123456");
  });

  it("is read back from what staff type, whatever the case and padding, and nothing else is", () => {
    expect(referencedId("OS-2611-0042")).toBe(42);
    expect(referencedId(" os-2611-42 ")).toBe(42);
    expect(referencedId("OS-2611")).toBeNull();
    expect(referencedId("asha@example.in")).toBeNull();
    expect(referencedId(`OS-2611-${"9".repeat(20)}`)).toBeNull();
  });
});
