import type { Config } from "@react-router/dev/config";

/**
 * The benchmark's baseline: the same pages built as a client-rendered
 * single-page app (no server rendering, no prerendering).
 * Built by `npm run bench:web` with `react-router build bench/spa` into
 * bench/spa/build/; never served for real.
 */
export default {
  appDirectory: "app",
  ssr: false,
  prerender: false,
} satisfies Config;
