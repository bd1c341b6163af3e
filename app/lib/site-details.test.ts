import { describe, expect, it } from "vitest";
import { mapsHref, oneLine, weekdayHours } from "~/lib/site-details";

describe("the business's details as the pages say them", () => {
  it("says the open days as runs, never a range over closed days", () => {
    const at = (days: string[]) => weekdayHours({ days, opens: "09:00", closes: "18:00" });
    expect(at(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])).toBe("Mon-Fri 9:00 AM - 6:00 PM");
    expect(at(["Monday", "Wednesday", "Friday"])).toBe("Mon, Wed, Fri 9:00 AM - 6:00 PM");
    expect(at(["Monday", "Tuesday", "Wednesday", "Friday", "Saturday"])).toBe(
      "Mon-Wed, Fri, Sat 9:00 AM - 6:00 PM",
    );
    expect(at(["Sunday"])).toBe("Sun 9:00 AM - 6:00 PM");
    expect(weekdayHours({ days: ["Saturday"], opens: "00:30", closes: "12:00" })).toBe(
      "Sat 12:30 AM - 12:00 PM",
    );
  });

  it("puts an address typed over lines on one, and opens the pin, else the address, in maps", () => {
    expect(oneLine(" 12 Boring Road \n\n Near the park ")).toBe("12 Boring Road, Near the park");
    const address = {
      street: { en: "12 Boring Road\nPatna" },
      locality: { en: "Patna" },
      region: { en: "Bihar" },
      postalCode: "800001",
    };
    expect(mapsHref({ address, map: null })).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("12 Boring Road, Patna, Bihar, 800001")}`,
    );
    expect(mapsHref({ address, map: { latitude: 25.61, longitude: 85.14 } })).toBe(
      "https://www.google.com/maps/search/?api=1&query=25.61%2C85.14",
    );
  });
});
