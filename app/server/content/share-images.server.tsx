import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { listingOf, type SitePage } from "~/config/pages";
import { OG_IMAGE_SIZE } from "~/lib/seo";
import type { SiteDetails } from "~/lib/site-details";
import { hindiShareImage } from "~/server/content/hindi-share-image.server";

/*
 * The share image of each page (/og/<page>.png, 1200 x 630): the business's name, the page's
 * title and description, the city and the site's address. Drawn from the published content, so a
 * renamed business shows in the next share preview: made on the first request after a publish and
 * kept until the next (routes/og-image.ts).
 */

const require = createRequire(import.meta.url);

let fonts: { name: string; data: Buffer; weight: 400 | 700 | 800; style: "normal" }[] | undefined;

function loadFonts() {
  fonts ??= ([400, 700, 800] as const).map((weight) => ({
    name: "Jakarta",
    data: readFileSync(
      require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
    ),
    weight,
    style: "normal" as const,
  }));
  return fonts;
}

/** The brand mark as an SVG file, `size` pixels square (also the app icons: scripts/generate-images.tsx). */
export const brandMark = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#4338ca"/><path d="M12 21.5a8 8 0 1 0 8-8" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="28.5" cy="11.5" r="4" fill="#fbbf24"/></svg>`;

export const svgToPng = (svg: string, width: number) =>
  new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();

/** The details a share image shows: a Hindi page's in Hindi (hindi-share-image.server.ts draws it). */
type ShownDetails = Pick<SiteDetails, "name" | "url" | "address" | "listings"> &
  Partial<Pick<SiteDetails, "lang">>;

export async function shareImage(page: SitePage, site: ShownDetails) {
  const meta = listingOf(site, page);
  // "Contact Us | Patna, Bihar" is "Contact Us" under the business's name and above its city.
  const heading = meta.title.split(" | ")[0] ?? meta.title;
  if (site.lang === "hi") {
    return hindiShareImage({
      brandMarkSvg: brandMark(72),
      name: site.name,
      heading,
      description: meta.description,
      city: site.address.city,
      address: site.url.replace(/^https?:\/\//, ""),
    });
  }
  const svg = await satori(
    <div
      style={{
        // The padding inside the 1200 x 630: else the bottom row falls below the image.
        boxSizing: "border-box",
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #fef3c7 100%)",
        fontFamily: "Jakarta",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(brandMark(72))}`}
          width={72}
          height={72}
          alt=""
        />
        <div style={{ fontSize: 36, fontWeight: 800, color: "#1e1b4b" }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, color: "#1e1b4b", lineHeight: 1.1 }}>{heading}</div>
        <div style={{ fontSize: 28, color: "#475569", lineHeight: 1.4, maxWidth: 1000 }}>
          {meta.description}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          fontSize: 28,
          fontWeight: 700,
          color: "#4338ca",
        }}
      >
        <div style={{ display: "flex" }}>{site.address.city}</div>
        <div style={{ display: "flex" }}>{site.url.replace(/^https?:\/\//, "")}</div>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: loadFonts() },
  );
  return svgToPng(svg, OG_IMAGE_SIZE.width);
}

/** Each snapshot's images, made once when first asked for; a new publish is a new snapshot. */
const made = new WeakMap<object, Map<string, Promise<Buffer>>>();

export function keptShareImage(snapshot: object, page: SitePage, site: ShownDetails): Promise<Buffer> {
  let images = made.get(snapshot);
  if (!images) made.set(snapshot, (images = new Map()));
  const key = `${page.id}.${site.lang ?? "en"}`;
  let image = images.get(key);
  if (!image) {
    image = shareImage(page, site);
    images.set(key, image);
    image.catch(() => images.delete(key));
  }
  return image;
}
