import { describe, expect, it } from "vitest";
import { contactHref, mailtoHref, pricingAnchor, serviceHref, whatsappLink } from "~/lib/links";
import { en } from "~/i18n/en";
import { hi } from "~/i18n/hi";

const whatsappMessages = en.whatsapp;

describe("whatsappLink", () => {
  it("opens the chat with no text when none is given", () => {
    expect(whatsappLink("919876543210")).toBe("https://wa.me/919876543210");
  });

  it("prefills the exact plan message, encoded", () => {
    const link = whatsappLink(
      "919876543210",
      whatsappMessages.plan("E-commerce", "Website & App Development"),
    );
    expect(link).toBe(
      "https://wa.me/919876543210?text=Hello!%20I'm%20interested%20in%20the%20E-commerce%20plan%20for%20Website%20%26%20App%20Development.",
    );
    expect(new URL(link).searchParams.get("text")).toBe(
      "Hello! I'm interested in the E-commerce plan for Website & App Development.",
    );
  });

  it("has a careers message about jobs and a greeting about services", () => {
    expect(whatsappMessages.careers).toMatch(/job/i);
    expect(whatsappMessages.greeting).toMatch(/services/i);
  });
});

describe("site links", () => {
  it("prefills the contact form's subject, encoded", () => {
    expect(contactHref(en.services.quoteSubject("Tax & Accounting"))).toBe(
      "/contact?subject=Quote%20request%3A%20Tax%20%26%20Accounting",
    );
    expect(
      new URL(contactHref(hi.services.quoteSubject("टैक्स")), "http://x").searchParams.get("subject"),
    ).toBe("कोटेशन का अनुरोध: टैक्स");
  });

  it("points at a service's section and a pricing card's anchor", () => {
    expect(serviceHref({ id: "web-development" })).toBe("/services#web-development");
    expect(pricingAnchor({ id: "web-pricing" })).toBe("pricing-web-pricing");
  });

  it("names the job in an application e-mail's subject", () => {
    expect(mailtoHref("jobs@example.in", en.careers.applicationFor("Web Developer"))).toBe(
      "mailto:jobs@example.in?subject=Job%20application%3A%20Web%20Developer",
    );
    expect(mailtoHref("jobs@example.in")).toBe("mailto:jobs@example.in");
  });
});
