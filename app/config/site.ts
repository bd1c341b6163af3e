import { z } from "zod";

/**
 * The business identity, in one place. Every page, link and piece of
 * structured data reads it from here. Each value can be overridden by an
 * environment variable at build time (see README), because the prerendered
 * pages carry these values in their HTML.
 */

// Vite provides import.meta.env (with the SITE_* variables) to the app; build
// scripts run by tsx see the same variables in process.env.
const env = (import.meta.env ?? process.env) as Record<string, string | undefined>;

const digits = (value: string) => value.replace(/\D/g, "");

const SiteEnvSchema = z.object({
  SITE_NAME: z.string().trim().min(2).default("OneStop Business Solutions"),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "SITE_URL must be an http(s) URL" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  SITE_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{8,20}$/, "SITE_PHONE must be a phone number like +91 98765 43210")
    .default("+91 98765 43210"),
  SITE_WHATSAPP: z
    .string()
    .transform(digits)
    .pipe(z.string().regex(/^\d{8,15}$/, "SITE_WHATSAPP must be 8-15 digits with country code"))
    .default("919876543210"),
  SITE_EMAIL: z
    .email({ message: "SITE_EMAIL must be an e-mail address" })
    .default("hello@onestopbusiness.in"),
});

function parseSiteEnv() {
  const parsed = SiteEnvSchema.safeParse({
    SITE_NAME: env.SITE_NAME || undefined,
    SITE_URL: env.SITE_URL || undefined,
    SITE_PHONE: env.SITE_PHONE || undefined,
    SITE_WHATSAPP: env.SITE_WHATSAPP || undefined,
    SITE_EMAIL: env.SITE_EMAIL || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid site configuration:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

const siteEnv = parseSiteEnv();

export const site = {
  name: siteEnv.SITE_NAME,
  tagline: "Your One-Stop Business Solution for all digital and professional service needs.",
  url: siteEnv.SITE_URL,
  phone: {
    display: siteEnv.SITE_PHONE,
    /** For tel: links */
    href: `tel:+${digits(siteEnv.SITE_PHONE)}`,
  },
  /** Digits only, with country code, as wa.me wants it */
  whatsapp: siteEnv.SITE_WHATSAPP,
  email: siteEnv.SITE_EMAIL,
  address: {
    locality: "Patna",
    region: "Bihar",
    country: "IN",
    display: "Patna, Bihar",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
  ],
  /** Opening hours for structured data; the page text is in content/contact-page.ts */
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  },
  /** Browser UI colour on phones (brand indigo) */
  themeColor: "#3b3fb8",
  copyrightYear: 2024,
} as const;

export type Site = typeof site;
