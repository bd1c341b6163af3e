import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { SITE_DEFAULTS, type SiteEnv } from "./site-env.ts";

/** What each placeholder puts in front of visitors, search engines and staff while its variable is unset. */
const EFFECTS: Record<keyof SiteEnv, string> = {
  SITE_URL: `every canonical URL, sitemap.xml and robots.txt entry, share link and JSON-LD address says ${SITE_DEFAULTS.SITE_URL}, and so do staff invitation links and the links in notification e-mails`,
  SITE_NAME: `the logo, footer, share previews, JSON-LD, web app manifest and e-mails name the business "${SITE_DEFAULTS.SITE_NAME}"`,
  SITE_PHONE: `the call buttons, contact page, footer and JSON-LD give the placeholder number ${SITE_DEFAULTS.SITE_PHONE}`,
  SITE_WHATSAPP: `the WhatsApp buttons open a chat with the placeholder number ${SITE_DEFAULTS.SITE_WHATSAPP}`,
  SITE_EMAIL: `the contact and careers pages, footer and JSON-LD give the placeholder address ${SITE_DEFAULTS.SITE_EMAIL}`,
};

const FIX = {
  build:
    "Set them in the environment of `npm run build` (or in .env) and build again: the prerendered pages carry them.",
  start:
    "Set them (in the environment or .env) and run `npm start` again: it builds first, and the pages carry what the build saw.",
};

/**
 * The warning a production build or start prints while SITE_* variables are
 * unset (the defaults are placeholders: docs/decisions/0005), naming each
 * with what it affects; null when all are set. `source` is what the build
 * reads: the environment over the .env files (siteEnvFiles).
 */
export function unsetSiteEnvWarning(
  source: Record<string, string | undefined>,
  when: "build" | "start",
): string | null {
  const unset = (Object.keys(EFFECTS) as (keyof SiteEnv)[]).filter((name) => !source[name]?.trim());
  if (unset.length === 0) return null;
  return [
    when === "build"
      ? "WARNING: building the site with placeholder business details."
      : "WARNING: serving the site with placeholder business details.",
    ...unset.map((name) => `  ${name} is not set: ${EFFECTS[name]}.`),
    `  ${FIX[when]}`,
  ].join("\n");
}

/**
 * The SITE_* values in the .env files a production build reads (Vite's
 * loadEnv in vite.config.ts: later files win, the environment over all), so
 * that the server at start judges the same values the build did.
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
