import { siteEnvAtStart } from "~/server/site-env.server";

/*
 * The business's name as last published in this process, for what is written outside a page:
 * e-mails, the sign-in app's entry. Kept apart from live.server.ts, which sets it, so that the
 * notification messages need not import the database.
 */

let publishedName: string | undefined;

/** Set by the content service (live.server.ts) on every reload. */
export function setBusinessName(name: string) {
  publishedName = name;
}

/** SITE_NAME until the published content has been read. */
export const businessName = () => publishedName ?? siteEnvAtStart().SITE_NAME;
