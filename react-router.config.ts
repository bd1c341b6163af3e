import type { Config } from "@react-router/dev/config";

/** Pages whose whole content is known at build time: served as static HTML. */
export const prerenderedPages = ["/", "/about", "/services", "/careers", "/contact"];

/** Resource routes written to files at build time. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];

/**
 * SPA_BENCH_BUILD=1 builds the same app as a client-rendered single-page app
 * (no server rendering, no prerendering) into build-spa/, for the web
 * benchmark's comparison only (bench/web.ts). It is never served for real.
 */
const spaBenchBuild = process.env.SPA_BENCH_BUILD === "1";

export default (spaBenchBuild
  ? { ssr: false, prerender: false, buildDirectory: "build-spa" }
  : { ssr: true, prerender: [...prerenderedPages, ...prerenderedFiles] }) satisfies Config;
