/**
 * The SITE_* variables: defaults, and the checks the build runs on them.
 * No zod here: this module ships to the browser, and the checks only need
 * to run once, at build time.
 */
export const SITE_DEFAULTS = {
  SITE_NAME: "OneStop Business Solutions",
  SITE_URL: "http://localhost:3000",
  SITE_PHONE: "+91 98765 43210",
  SITE_WHATSAPP: "919876543210",
  SITE_EMAIL: "hello@onestopbusiness.in",
} as const;

export type SiteEnv = { -readonly [Key in keyof typeof SITE_DEFAULTS]: string };

/** Slashes at the end. Only a run's first slash may start a match: a long run is read once, not once per slash. */
const TRAILING_SLASHES = /(?<!\/)\/+$/;

export function readSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const value = (key: keyof SiteEnv) => source[key]?.trim() || SITE_DEFAULTS[key];
  return {
    SITE_NAME: value("SITE_NAME"),
    SITE_URL: value("SITE_URL").replace(TRAILING_SLASHES, ""),
    SITE_PHONE: value("SITE_PHONE"),
    SITE_WHATSAPP: value("SITE_WHATSAPP").replace(/\D/g, ""),
    SITE_EMAIL: value("SITE_EMAIL"),
  };
}

/**
 * The shapes of the business's details, with what to tell someone who typed another: the build's
 * check of SITE_* below and the back office's Business details (lib/schemas/content/business.ts).
 */
export const SITE_ENV_PATTERNS = {
  SITE_PHONE: { test: /^\+?[\d\s-]{8,20}$/, message: "Enter a phone number like +91 98765 43210." },
  SITE_WHATSAPP: {
    test: /^\d{8,15}$/,
    message: "Enter the WhatsApp number's 8-15 digits with the country code, like 919876543210.",
  },
  SITE_EMAIL: {
    test: /^[^\s@]+@[^\s@.]+\.[^\s@]+$/,
    message: "Enter an e-mail address like name@example.in.",
  },
} as const;

const checks: Record<keyof SiteEnv, [RegExp, string]> = {
  SITE_NAME: [/^.{2,80}$/, "SITE_NAME must be 2-80 characters"],
  SITE_URL: [/^https?:\/\/[^\s/]+(?:\/\S*)?$/, "SITE_URL must be an http(s) URL like https://example.in"],
  SITE_PHONE: [SITE_ENV_PATTERNS.SITE_PHONE.test, "SITE_PHONE must be a phone number like +91 98765 43210"],
  SITE_WHATSAPP: [
    SITE_ENV_PATTERNS.SITE_WHATSAPP.test,
    "SITE_WHATSAPP must be 8-15 digits with the country code, like 919876543210",
  ],
  SITE_EMAIL: [SITE_ENV_PATTERNS.SITE_EMAIL.test, "SITE_EMAIL must be an e-mail address"],
};

/** The problems with the given SITE_* values, each naming its variable; empty when all is well. */
export function siteEnvProblems(source: Record<string, string | undefined>): string[] {
  const env = readSiteEnv(source);
  return (Object.keys(checks) as (keyof SiteEnv)[]).flatMap((key) => {
    const [pattern, message] = checks[key];
    return pattern.test(env[key]) ? [] : [`${message} (got "${source[key] ?? ""}")`];
  });
}
