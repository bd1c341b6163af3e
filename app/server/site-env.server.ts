import { readSiteEnv, type SiteEnv } from "~/config/site-env";
import { siteEnvFiles } from "~/config/site-env-warning.server";

/*
 * The SITE_* variables as the server read them at start: the environment over the .env files.
 * SITE_URL is the site's address for as long as the server runs (a changed one needs a restart,
 * not a build); the others only give a new database its first Business details, which the back
 * office owns from then on (issue 25).
 */

let values: SiteEnv | undefined;

export function siteEnvAtStart(): SiteEnv {
  values ??= readSiteEnv({ ...siteEnvFiles(process.cwd()), ...process.env });
  return values;
}

/** The site's public address, no slash at the end: links in e-mails, canonical URLs, the sign-in origin. */
export const siteUrl = () => siteEnvAtStart().SITE_URL;
