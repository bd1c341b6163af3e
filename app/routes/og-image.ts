import { createHash } from "node:crypto";
import { data } from "react-router";
import type { Route } from "./+types/og-image";
import { pages, shareImagePath } from "~/config/pages";
import { LANGUAGES } from "~/i18n/languages";
import { siteTexts } from "~/lib/content-views";
import { siteDetails } from "~/lib/site-details";
import { publishedSite } from "~/server/content/page-content.server";
import { keptShareImage } from "~/server/content/share-images.server";
import { siteUrl } from "~/server/site-env.server";

/**
 * A page's share image, /og/<page>.png, or /og/<page>.hi.png in Hindi, drawn from the published
 * content (share-images.server.tsx).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = LANGUAGES.flatMap((lang) => pages.map((page) => ({ page, lang }))).find(
    ({ page, lang }) => `/og/${params.image}` === shareImagePath(page, lang),
  );
  if (!found) throw data("Not found", { status: 404 });
  const { page, lang } = found;
  const snapshot = await publishedSite(context);
  const png = await keptShareImage(
    snapshot,
    page,
    siteDetails(snapshot.business, siteUrl(), siteTexts(lang, snapshot.pages, snapshot.texts), lang),
  );
  const etag = `"${createHash("sha1").update(png).digest("base64url").slice(0, 20)}"`;
  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(png), { headers });
}
