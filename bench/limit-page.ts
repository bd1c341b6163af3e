/** The limit every page is measured against (issue 24), shared by bench:web and bench:first-paint. */
import { homeHero } from "../app/content/home";

/** The home page's hero as bare HTML: what no site can beat on this machine and network. */
export function plainLimitPage() {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><meta name="description" content="${homeHero.subtitle}"><title>${homeHero.title}</title></head><body><main><p>${homeHero.eyebrow}</p><h1>${homeHero.title}</h1><p>${homeHero.subtitle}</p></main></body></html>`;
}

/** Headers that describe one answer's body, its caching or the connection, not the site. */
const ANSWER_HEADERS = new Set([
  "age",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "link",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-request-id",
]);

/** The headers of an answer that are the site's own (security headers, its policy, caching). */
export function siteHeadersOf(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !ANSWER_HEADERS.has(name)));
}
