import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/pages";
import { readSiteEnv } from "./app/config/site-env";

/** Resource routes written to files at build time. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];

/** SITE_URL's host; a SITE_URL that is not a URL is reported by vite.config.ts. */
function siteHost(): string[] {
  try {
    return [new URL(readSiteEnv(process.env).SITE_URL).host];
  } catch {
    return [];
  }
}

export default {
  ssr: true,
  prerender: [...prerenderedPaths(), ...prerenderedFiles],
  // Form posts are accepted from the origin the request was addressed to (per
  // a trusted proxy's X-Forwarded-Host and -Proto) and from the site's public
  // address: behind a proxy that forwards neither, the request arrives
  // addressed to localhost while the browser's Origin is SITE_URL's.
  allowedActionOrigins: siteHost(),
} satisfies Config;
