import { describe, expect, it } from "vitest";
import { formatIst, formatIstSortable, istDate } from "~/lib/ist";

describe("IST times", () => {
  it("shows an afternoon time in India the way people write it", () => {
    const at = new Date("2026-11-22T08:35:00Z");
    expect(formatIst(at)).toBe("22 Nov 2026, 2:05 pm");
    expect(formatIstSortable(at)).toBe("2026-11-22 14:05");
  });

  it("crosses midnight into the next IST day", () => {
    const at = new Date("2026-12-31T18:45:00Z");
    expect(formatIst(at)).toBe("1 Jan 2027, 12:15 am");
    expect(formatIstSortable(at)).toBe("2027-01-01 00:15");
    expect(istDate(at)).toBe("2027-01-01");
  });

  it("writes noon as 12 pm and September as Sep", () => {
    expect(formatIst(new Date("2026-09-05T06:30:00Z"))).toBe("5 Sep 2026, 12:00 pm");
  });
});
