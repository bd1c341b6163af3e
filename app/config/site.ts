import { readSiteEnv } from "~/config/site-env";

/**
 * A new site's business identity: the SITE_* variables where set, else the placeholders
 * (docs/decisions/0005-business-identity-placeholders.md). The server stores it once as the first
 * Business details (server/content/sections.server.ts), and the back office owns them from then
 * on; the pages render what is published (lib/site-details.ts). The tests expect these values of
 * a fresh site.
 */
const siteEnv = readSiteEnv(process.env);

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
