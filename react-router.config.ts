import type { Config } from "@react-router/dev/config";

/** Pages whose whole content is known at build time: served as static HTML. */
export const prerenderedPages = ["/", "/about", "/services", "/careers", "/contact"];

/** Resource routes written to files at build time. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];

export default {
  ssr: true,
  prerender: [...prerenderedPages, ...prerenderedFiles],
} satisfies Config;
