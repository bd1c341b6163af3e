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
    [{ ...EMAIL, SMTP_URL: "http://mail.example.com" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ ...EMAIL, SMTP_URL: "mail.example.com:587" }, "SMTP_URL must be an smtp:// or smtps:// URL"],
    [{ ...EMAIL, MAIL_FROM: "not an address" }, "MAIL_FROM must be an e-mail address"],
    [
      { ...EMAIL, NOTIFY_EMAIL: "owner@example.com, nobody" },
      'NOTIFY_EMAIL: "nobody" is not an e-mail address',
    ],
    [{ ...EMAIL, NOTIFY_EMAIL: " , " }, "NOTIFY_EMAIL must name at least one address"],
    [{ SMTP_URL: EMAIL.SMTP_URL }, "MAIL_FROM must be set too when SMTP_URL is"],
    [
      { SMTP_URL: EMAIL.SMTP_URL, MAIL_FROM: EMAIL.MAIL_FROM },
      "NOTIFY_EMAIL must be set too when SMTP_URL and MAIL_FROM are",
    ],
    [{ NOTIFY_EMAIL: EMAIL.NOTIFY_EMAIL }, "SMTP_URL must be set too when NOTIFY_EMAIL is"],
    [
      { WEBHOOK_URL: "ftp://hooks.example.com", WEBHOOK_SECRET: SECRET },
      "WEBHOOK_URL must be an http:// or https:// URL",
    ],
    [{ WEBHOOK_URL: "https://hooks.example.com" }, "WEBHOOK_SECRET must be set too when WEBHOOK_URL is"],
    [
      { WEBHOOK_URL: "https://hooks.example.com", WEBHOOK_SECRET: "hunter2" },
      "WEBHOOK_SECRET must be whsec_",
    ],
    [
      { WEBHOOK_URL: "https://hooks.example.com", WEBHOOK_SECRET: "whsec_c2hvcnQ=" },
      "WEBHOOK_SECRET must be whsec_",
    ],
    [{ WEBHOOK_SECRET: SECRET }, "WEBHOOK_URL must be set too when WEBHOOK_SECRET is"],
    [{ NOTIFY_ATTEMPT_TIMEOUT_SECONDS: "0" }, "NOTIFY_ATTEMPT_TIMEOUT_SECONDS: Too small"],
    [
      { NOTIFY_ATTEMPT_TIMEOUT_SECONDS: "60", NOTIFY_LEASE_SECONDS: "60" },
      "NOTIFY_LEASE_SECONDS must be longer than NOTIFY_ATTEMPT_TIMEOUT_SECONDS",
    ],
  ])("a bad value is refused, naming the variable (%o)", (env, message) => {
    const name = message.split(/[ :]/)[0];
    const refused = refusal(env);
    expect(refused).toMatch(new RegExp(`^  ${name}: `, "m"));
    expect(refused).toContain(message);
  });
});
