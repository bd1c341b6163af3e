import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappMessages } from "~/lib/whatsapp";

describe("whatsappLink", () => {
  it("opens the chat with no text when none is given", () => {
    expect(whatsappLink(undefined, "919876543210")).toBe("https://wa.me/919876543210");
  });

  it("prefills the exact plan message, encoded", () => {
    const link = whatsappLink(
      whatsappMessages.plan("E-commerce", "Website & App Development"),
      "919876543210",
    );
    expect(link).toBe(
      "https://wa.me/919876543210?text=Hello!%20I'm%20interested%20in%20the%20E-commerce%20plan%20for%20Website%20%26%20App%20Development.",
    );
    expect(new URL(link).searchParams.get("text")).toBe(
      "Hello! I'm interested in the E-commerce plan for Website & App Development.",
    );
  });

  it("uses the configured business number by default", () => {
    expect(whatsappLink()).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
  });

  it("has a careers message about jobs and a greeting about services", () => {
    expect(whatsappMessages.careers).toMatch(/job/i);
    expect(whatsappMessages.greeting).toMatch(/services/i);
  });
});
