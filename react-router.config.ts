import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/pages";

/** Resource routes written to files at build time. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];

export default {
  ssr: true,
  prerender: [...prerenderedPaths(), ...prerenderedFiles],
} satisfies Config;
