import { data, type RouterContextProvider } from "react-router";
import type { RootData } from "~/lib/site-context";
import { siteTexts } from "~/lib/content-views";
import { siteDetails } from "~/lib/site-details";
import { langOfRequest } from "~/i18n/languages";
import { en } from "~/i18n/en";
import { servicesContext } from "~/server/context.server";
import { log } from "~/server/log.server";
import type { PublishedSite } from "./live.server";
import { siteUrl } from "~/server/site-env.server";
import type { SiteServices } from "~/server/services.server";
import { isPasswordChangeRequired } from "~/server/staff/password-policy.server";
import { getStaffSession, mustEnrolFirst } from "~/server/staff/session.server";
import { type SectionId, SECTIONS } from "./sections.server";
import { openSection } from "./store.server";

/** The query that shows a section's draft on the public pages: `?preview=business`. */
export const PREVIEW_PARAMETER = "preview";

/** What the site says while it cannot say the owner's content: a new instance with its database down. */
export const CONTENT_UNAVAILABLE = en.unavailable.text;

/**
 * The root loader's data: the published content from memory (read once per publish, never per
 * request) or, for a signed-in staff member who asked for `?preview=<section>`, with that
 * section's draft in its place. An instance that never read its content answers 503 rather than
 * show defaults as if they were the owner's.
 */
export async function pageContent(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<RootData> {
  const preview = await previewSection(request, context.get(servicesContext));
  const [business, pages, texts] = await Promise.all([
    shownContent(request, context, "business"),
    shownContent(request, context, "pages"),
    shownContent(request, context, "texts"),
  ]);
  const lang = langOfRequest(request);
  return { site: siteDetails(business, siteUrl(), siteTexts(lang, pages, texts), lang), preview };
}

/** The sections the pages show, as the live content holds them. */
type ShownSections = Pick<PublishedSite, SectionId>;

/**
 * A section as a page shows it: published, or the draft for a signed-in staff member who asked
 * to preview it (`?preview=<section>`; no draft, the published version).
 */
export async function shownContent<Id extends SectionId>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  section: Id,
): Promise<ShownSections[Id]> {
  const services = context.get(servicesContext);
  const published = await publishedSite(context);
  if ((await previewSection(request, services)) !== section) return published[section];
  const { draft } = await openSection(await services.db(), section);
  return (draft?.data ?? published[section]) as ShownSections[Id];
}

/** The published content from memory (read now if this process never could); a 503 while there is none. */
export async function publishedSite(context: Readonly<RouterContextProvider>): Promise<PublishedSite> {
  try {
    return await context.get(servicesContext).content.load();
  } catch (error) {
    log.error({ err: error }, "No published content to show: the database is unavailable");
    throw data(CONTENT_UNAVAILABLE, { status: 503, headers: { "Retry-After": "10" } });
  }
}

/**
 * The section whose draft to show, when a signed-in staff member asked for one and may use the
 * back office now (not while their password must change or two-factor is still to be turned on);
 * else null.
 */
async function previewSection(request: Request, services: SiteServices): Promise<string | null> {
  const asked = new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
  if (!asked || !Object.hasOwn(SECTIONS, asked)) return null;
  const session = await getStaffSession(request, services);
  if (!session) return null;
  const db = await services.db();
  if ((await isPasswordChangeRequired(db, session.staff.id)) || (await mustEnrolFirst(session, db)))
    return null;
  return asked;
}
