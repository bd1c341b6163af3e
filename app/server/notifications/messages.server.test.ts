import fc from "fast-check";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import {
  emailFor,
  escapeHtml,
  messageIdOf,
  type StoredNotification,
  webhookBodyFor,
} from "~/server/notifications/messages.server";
import { RETRY_DELAYS_SECONDS, retryDelaySeconds } from "~/server/notifications/outbox.server";
import { maskSmtpUrl } from "~/server/notifications/email.server";
import { maskWebhookUrl, signWebhook } from "~/server/notifications/webhook.server";

const message = (
  overrides: Partial<Extract<StoredNotification, { kind: "contact-message" }>["payload"]> = {},
) =>
  ({
    kind: "contact-message",
    publicId: "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
    createdAt: new Date("2026-11-22T08:35:00Z"),
    payload: {
      id: 42,
      name: "Asha Kumari",
      email: "asha@example.in",
      phone: "+91 98765 43210",
      subject: "Website for my shop",
      message: "Hello,\nI need a website.",
      receivedAt: "2026-11-22T08:35:00.000Z",
      ...overrides,
    },
  }) satisfies StoredNotification;

describe("the e-mail of a new message", () => {
  it("names the sender and subject, replies to the visitor, and links to the back office and WhatsApp", () => {
    const mail = emailFor(message(), ["owner@example.com"]);
    expect(mail.subject).toBe("New message from Asha Kumari: Website for my shop");
    expect(mail.to).toEqual(["owner@example.com"]);
    expect(mail.replyTo).toEqual({ name: "Asha Kumari", address: "asha@example.in" });
    expect(mail.text).toContain("Hello,\nI need a website.");
    expect(mail.text).toContain("22 Nov 2026, 2:05 pm (India time)");
    expect(mail.text).toContain(`${site.url}/admin/messages/42`);
    expect(mail.text).toContain("https://wa.me/919876543210?text=");
    expect(mail.html).toContain(`href="${site.url}/admin/messages/42"`);
    expect(mail.html).toContain('href="https://wa.me/919876543210?text=');
  });

  it("has no WhatsApp link when the phone is not an Indian mobile number, and no colon without a subject", () => {
    const mail = emailFor(message({ phone: "", subject: "" }), ["owner@example.com"]);
    expect(mail.subject).toBe("New message from Asha Kumari");
    expect(mail.text).not.toContain("wa.me");
    expect(mail.html).not.toContain("wa.me");
  });

  it("escapes every visitor string in the HTML part, and keeps headers on one line", () => {
    const hostile = '<img src=x onerror="alert(1)">\r\nBcc: victim@example.com';
    const mail = emailFor(
      message({ name: hostile, subject: hostile, message: hostile, phone: hostile, email: `"><b>@x.in` }),
      ["owner@example.com"],
    );
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo?.name).not.toMatch(/[\r\n]/);
  });

  it("is escaped whatever the visitor typed", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, text) => {
        const mail = emailFor(message({ name, message: text }), ["owner@example.com"]);
        expect(mail.html).toContain(escapeHtml(text));
        // Tags in the HTML part are only ours.
        const tags = mail.html.match(/<\/?([a-z!]+)/g) ?? [];
        for (const tag of tags)
          expect([
            "<!doctype",
            "<html",
            "<body",
            "<p",
            "</p",
            "<table",
            "</table",
            "<tr",
            "</tr",
            "<th",
            "</th",
            "<td",
            "</td",
            "<a",
            "</a",
            "</body",
            "</html",
          ]).toContain(tag);
      }),
    );
  });

  it("has a Message-ID that is the same on every attempt and differs between notifications", () => {
    const first = messageIdOf(message(), "Site <site@shop.example>");
    expect(first).toBe("<notification-1b4e28ba-2fa1-11d2-883f-0016d3cca427@shop.example>");
    expect(messageIdOf(message(), "site@shop.example")).toBe(first);
    expect(messageIdOf({ ...message(), publicId: "other" }, "site@shop.example")).not.toBe(first);
  });
});

describe("the e-mail of a new testimonial", () => {
  it("asks for a review and links to the queue", () => {
    const mail = emailFor(
      {
        kind: "testimonial",
        publicId: "x",
        createdAt: new Date(),
        payload: {
          id: 7,
          name: "Ravi",
          company: null,
          rating: 4,
          feedback: "Great <work>",
          receivedAt: new Date().toISOString(),
        },
      },
      ["owner@example.com"],
    );
    expect(mail.subject).toBe("New testimonial to review from Ravi");
    expect(mail.text).toContain(`${site.url}/admin/testimonials`);
    expect(mail.html).toContain("Great &lt;work&gt;");
    expect(mail.replyTo).toBeUndefined();
  });
});

describe("the webhook", () => {
  const secret = `whsec_${Buffer.from("a secret of thirty-two bytes!!!!").toString("base64")}`;

  it("is signed so that the Standard Webhooks library accepts it", () => {
    const body = webhookBodyFor(message());
    const id = "msg_1b4e28ba";
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(secret, id, timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({
      type: "contact_message.created",
      data: { id: 42, name: "Asha Kumari", backOfficeUrl: `${site.url}/admin/messages/42` },
    });
    const otherSecret = `whsec_${Buffer.from("another secret, thirty-two bytes").toString("base64")}`;
    expect(() => new Webhook(otherSecret).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("Asha", "Usha"), headers)).toThrow();
  });
});

describe("retries", () => {
  it("wait about 1 min, 5 min, 30 min, 2 h and 12 h, each within 20%, then stop", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, random) => {
          const base = RETRY_DELAYS_SECONDS[attempt - 1] ?? 0;
          const delay = retryDelaySeconds(attempt, RETRY_DELAYS_SECONDS, () => random) ?? -1;
          expect(delay).toBeGreaterThanOrEqual(base * 0.8);
          expect(delay).toBeLessThanOrEqual(base * 1.2);
        },
      ),
    );
    expect(RETRY_DELAYS_SECONDS).toEqual([60, 300, 1800, 7200, 43_200]);
    expect(retryDelaySeconds(6)).toBeNull();
  });
});

describe("settings shown in the back office", () => {
  it("never show the SMTP password or the webhook's path", () => {
    expect(maskSmtpUrl("smtps://owner%40shop.in:s3cret@smtp.example.com:465")).toBe(
      "smtps://owner@shop.in:••••@smtp.example.com:465",
    );
    expect(maskWebhookUrl("https://hooks.slack.com/services/T0/B0/XYZ?token=1")).toBe(
      "https://hooks.slack.com/…",
    );
    expect(maskWebhookUrl("https://relay.example.com")).toBe("https://relay.example.com");
  });
});
