import { describe, expect, it } from "vitest";
import {
  emailHref,
  replyByEmailHref,
  replyGreeting,
  replyOnWhatsAppHref,
  replySubject,
} from "~/lib/reply-links";

describe("replyByEmailHref", () => {
  it("answers with Re: and their subject, encoded", () => {
    const href = replyByEmailHref("asha@example.in", "GST & ITR: quote?");
    expect(href).toBe("mailto:asha@example.in?subject=Re%3A%20GST%20%26%20ITR%3A%20quote%3F");
    expect(new URL(href).searchParams.get("subject")).toBe("Re: GST & ITR: quote?");
  });

  it("uses a plain subject when they gave none", () => {
    expect(replySubject("")).toBe("Re: Your message");
    expect(replySubject("   ")).toBe("Re: Your message");
    expect(replyByEmailHref("asha@example.in", "")).toBe(
      "mailto:asha@example.in?subject=Re%3A%20Your%20message",
    );
  });

  it("keeps an odd address from ending early", () => {
    expect(replyByEmailHref("a?b#c@example.in", "Hi")).toBe("mailto:a%3Fb%23c@example.in?subject=Re%3A%20Hi");
    expect(emailHref("a?b#c@example.in")).toBe("mailto:a%3Fb%23c@example.in");
  });
});

describe("replyOnWhatsAppHref", () => {
  it("opens a chat with the visitor's number, greeting them by name", () => {
    const href = replyOnWhatsAppHref("+91 98765-43210", "Asha", "One Stop");
    expect(href).toBe(
      "https://wa.me/919876543210?text=Hello%20Asha%2C%20thank%20you%20for%20contacting%20One%20Stop.%20",
    );
    expect(new URL(href!).searchParams.get("text")).toBe("Hello Asha, thank you for contacting One Stop. ");
  });

  it("names the business it is given", () => {
    expect(replyGreeting("  Ravi Kumar ", "OneStop")).toBe(
      "Hello Ravi Kumar, thank you for contacting OneStop. ",
    );
  });

  it("offers no chat for a number that is not an Indian mobile", () => {
    expect(replyOnWhatsAppHref("", "Asha", "One Stop")).toBeNull();
    expect(replyOnWhatsAppHref("011 2345 6789", "Asha", "One Stop")).toBeNull();
    expect(replyOnWhatsAppHref("+44 7700 900123", "Asha", "One Stop")).toBeNull();
  });
});
