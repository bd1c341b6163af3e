import type { Config } from "@react-router/dev/config";

/** Pages whose whole content is known at build time: served as static HTML. */
export const prerenderedPaths = ["/", "/about", "/services", "/careers", "/contact"];

export default {
  ssr: true,
  prerender: prerenderedPaths,
} satisfies Config;
