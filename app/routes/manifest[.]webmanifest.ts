import type { Route } from "./+types/manifest[.]webmanifest";
import { THEME_COLOR } from "~/lib/site-details";
import { publishedSite } from "~/server/content/page-content.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { business } = await publishedSite(context);
  const name = business.name.en;
  const manifest = {
    name,
    // Under the icon on a phone's home screen, where about twelve characters fit.
    short_name: name.length <= 12 ? name : (name.split(/\s/)[0] ?? name).slice(0, 12),
    description: business.tagline.en,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    lang: "en-IN",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
