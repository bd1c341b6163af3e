import type { Config } from "@react-router/dev/config";

/**
 * The benchmark's baseline: the same pages as a client-rendered SPA, never served for real. Built
 * from this folder by bench/web.ts into bench/spa/build/ (docs/decisions/0009-one-page-registry.md).
 */
export default {
  appDirectory: "app",
  ssr: false,
  prerender: false,
} satisfies Config;
