import { describe, expect, it } from "vitest";
import { goalOf } from "~/browser/goals";
import { whatsappLink } from "~/lib/links";

describe("the goal a clicked link counts as", () => {
  it("knows the site's WhatsApp, phone and e-mail links, and nothing else", () => {
    expect(goalOf(whatsappLink("919876543210"))).toBe("whatsapp");
    expect(goalOf("https://api.whatsapp.com/send?phone=919876543210")).toBe("whatsapp");
    expect(goalOf("tel:+919876543210")).toBe("phone");
    expect(goalOf("mailto:hello@example.in?subject=Hello")).toBe("email");
    for (const href of ["/contact", "https://example.in/wa.me/", "https://wa.me.evil.example/", "", "#top"]) {
      expect(goalOf(href), href).toBeNull();
    }
  });
});
