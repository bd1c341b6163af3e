/**
 * A route's `handle` for a page with no client state: it is served as plain
 * HTML with the site's own small script (app/browser/site-script.ts) and no
 * React, React Router or hydration at all (root.tsx).
 */
export const STATIC_PAGE = { staticPage: true } as const;

/** Whether the matched routes make a static page. */
export function isStaticPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as { staticPage?: boolean } | undefined)?.staticPage === true);
}
