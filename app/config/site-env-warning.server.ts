import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { SITE_DEFAULTS, type SiteEnv } from "./site-env.ts";

/** What each placeholder puts in front of visitors, search engines and staff while its variable is unset. */
const EFFECTS: Record<keyof SiteEnv, string> = {
  SITE_URL: `every canonical URL, sitemap.xml and robots.txt entry, share link and JSON-LD address says ${SITE_DEFAULTS.SITE_URL}, and so do staff invitation links and the links in notification e-mails`,
  SITE_NAME: `a new site names the business "${SITE_DEFAULTS.SITE_NAME}" until it is changed in the back office`,
  SITE_PHONE: `a new site gives the placeholder number ${SITE_DEFAULTS.SITE_PHONE} until it is changed in the back office`,
  SITE_WHATSAPP: `a new site's WhatsApp buttons open a chat with the placeholder number ${SITE_DEFAULTS.SITE_WHATSAPP} until it is changed in the back office`,
  SITE_EMAIL: `a new site gives the placeholder address ${SITE_DEFAULTS.SITE_EMAIL} until it is changed in the back office`,
};

/**
 * The warning the server prints at start while SITE_* variables are unset (the defaults are
 * placeholders: docs/decisions/0005), naming each with what it affects; null when all are set.
 * SITE_URL is read at every start; the others only give a new database its first Business
 * details, which the back office owns from then on (Content, Business details).
 */
export function unsetSiteEnvWarning(source: Record<string, string | undefined>): string | null {
  const unset = (Object.keys(EFFECTS) as (keyof SiteEnv)[]).filter((name) => !source[name]?.trim());
  if (unset.length === 0) return null;
  return [
    "WARNING: serving the site with placeholder business details.",
    ...unset.map((name) => `  ${name} is not set: ${EFFECTS[name]}.`),
    "  Set SITE_URL in the environment or .env and start again; change the business's name, phone, WhatsApp and e-mail in the back office, Content, Business details.",
  ].join("\n");
}

/**
 * The SITE_* values in the .env files (later files win, the environment over
 * all, as Vite's loadEnv reads them): the server reads them at start.
 */
export function siteEnvFiles(dir: string): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const file of [".env", ".env.local", ".env.production", ".env.production.local"]) {
    let content: string;
    try {
      content = readFileSync(path.join(dir, file), "utf8");
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(parseEnv(content))) {
      if (name.startsWith("SITE_")) values[name] = value;
    }
  }
  return values;
}
