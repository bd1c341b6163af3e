import { describe, expect, it } from "vitest";
import { parseServerEnv } from "~/server/env.server";
import { notificationSettings } from "~/server/notifications/settings.server";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const EMAIL = {
  SMTP_URL: "smtp://user:pa%40ss@mail.example.com:587",
  MAIL_FROM: "Site <site@example.com>",
  NOTIFY_EMAIL: "owner@example.com, partner@example.in",
};

/** The message a bad environment stops the server with. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    parseServerEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the environment was accepted");
}

describe("notification settings in the environment", () => {
  it("are off when nothing is set, or set empty", () => {
    expect(notificationSettings(parseServerEnv({}))).toMatchObject({ email: null, webhook: null });
    const empty = parseServerEnv({ SMTP_URL: "", MAIL_FROM: "", NOTIFY_EMAIL: "", WEBHOOK_URL: "" });
    expect(notificationSettings(empty)).toMatchObject({ email: null, webhook: null });
  });

  it("read both channels, recipients split at commas, timeouts in milliseconds", () => {
    const settings = notificationSettings(
      parseServerEnv({ ...EMAIL, WEBHOOK_URL: "https://hooks.example.com/x", WEBHOOK_SECRET: SECRET }),
    );
    expect(settings.email).toEqual({
      smtpUrl: EMAIL.SMTP_URL,
      from: EMAIL.MAIL_FROM,
      to: ["owner@example.com", "partner@example.in"],
    });
    expect(settings.webhook).toEqual({ url: "https://hooks.example.com/x", secret: SECRET });
    expect(settings.attemptTimeoutMs).toBe(30_000);
    expect(settings.leaseMs).toBe(120_000);
  });

  it.each([
    [{ ...EMAIL, SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ ...EMAIL, SMTP_URL: "mail.example.com:587" }, "SMTP_URL"],
    [{ ...EMAIL, MAIL_FROM: "not an address" }, "MAIL_FROM"],
    [{ ...EMAIL, NOTIFY_EMAIL: "owner@example.com, nobody" }, "NOTIFY_EMAIL"],
    [{ ...EMAIL, NOTIFY_EMAIL: " , " }, "NOTIFY_EMAIL"],
    [{ SMTP_URL: EMAIL.SMTP_URL }, "MAIL_FROM"],
    [{ SMTP_URL: EMAIL.SMTP_URL, MAIL_FROM: EMAIL.MAIL_FROM }, "NOTIFY_EMAIL"],
    [{ NOTIFY_EMAIL: EMAIL.NOTIFY_EMAIL }, "SMTP_URL"],
    [{ WEBHOOK_URL: "ftp://hooks.example.com", WEBHOOK_SECRET: SECRET }, "WEBHOOK_URL"],
    [{ WEBHOOK_URL: "https://hooks.example.com" }, "WEBHOOK_SECRET"],
    [{ WEBHOOK_URL: "https://hooks.example.com", WEBHOOK_SECRET: "hunter2" }, "WEBHOOK_SECRET"],
    [{ WEBHOOK_URL: "https://hooks.example.com", WEBHOOK_SECRET: "whsec_c2hvcnQ=" }, "WEBHOOK_SECRET"],
    [{ WEBHOOK_SECRET: SECRET }, "WEBHOOK_URL"],
    [{ NOTIFY_ATTEMPT_TIMEOUT_SECONDS: "0" }, "NOTIFY_ATTEMPT_TIMEOUT_SECONDS"],
    [{ NOTIFY_ATTEMPT_TIMEOUT_SECONDS: "60", NOTIFY_LEASE_SECONDS: "60" }, "NOTIFY_LEASE_SECONDS"],
  ])("a bad value is refused, naming the variable (%o)", (env, name) => {
    expect(refusal(env)).toMatch(new RegExp(`^  ${name}: \\S`, "m"));
  });
});
