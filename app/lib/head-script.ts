import source from "~/browser/head-script.ts?inline-script";

export { FONT_CACHED_KEY, MANIFEST_HREF, SITE_SCRIPT_ATTRIBUTE } from "~/browser/head-script";

/**
 * The text of the one inline script of every page (app/browser/head-script.ts,
 * minified at build by scripts/inline-script/plugin.ts). The same on every
 * page, so one hash allows it; the site script's address is an attribute
 * of its element.
 */
export const HEAD_SCRIPT: string = source;
