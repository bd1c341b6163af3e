import { readSiteEnv } from "~/config/site-env";

/**
 * The business identity, in one place. SITE_* override it at build time, since the prerendered
 * HTML carries it; vite.config.ts checks the values (docs/decisions/0005-business-identity-placeholders.md).
 */

// Vite provides import.meta.env (with the SITE_* variables) to the app; build
// scripts run by tsx see the same variables in process.env.
const siteEnv = readSiteEnv((import.meta.env ?? process.env) as Record<string, string | undefined>);

const digits = (value: string) => value.replace(/\D/g, "");

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
  /** Browser UI colour on phones (brand indigo) */
  themeColor: "#3b3fb8",
  copyrightYear: 2024,
} as const;

export type Site = typeof site;
