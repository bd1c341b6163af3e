/*
 * The site's two languages (issue 26): English at the site's root, Hindi under /hi. Which one a
 * page is in is read from its address alone: no cookie, no Accept-Language, so a search engine
 * and a visitor both land where a link says. No imports: the route table and the site script
 * read this too.
 */

export const LANGUAGES = ["en", "hi"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Where the Hindi pages live. */
export const HINDI_PREFIX = "/hi";

/** How each language is named where it matters: `name` in itself, `english` in the back office and e-mails. */
export const LOCALES = {
  en: { html: "en-IN", hreflang: "en-IN", og: "en_IN", intl: "en-IN", name: "English", english: "English" },
  hi: { html: "hi", hreflang: "hi-IN", og: "hi_IN", intl: "hi-IN", name: "हिन्दी", english: "Hindi" },
} as const satisfies Record<
  Lang,
  { html: string; hreflang: string; og: string; intl: string; name: string; english: string }
>;

export const isLang = (value: unknown): value is Lang => value === "en" || value === "hi";

/** The address as the router matches it: any case, percent-encoded letters too ("/HI", "/%68i"). */
function normalised(pathname: string): string {
  try {
    return decodeURI(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

const isHindiPath = (pathname: string) => {
  const path = normalised(pathname);
  return path === HINDI_PREFIX || path.startsWith(`${HINDI_PREFIX}/`);
};

/** The language of the page at `pathname`: Hindi under /hi, else English. */
export const langOfPath = (pathname: string): Lang => (isHindiPath(pathname) ? "hi" : "en");

/** The English page's path of any page's: "/hi/about" is "/about", "/hi" is "/". */
export function englishPath(pathname: string): string {
  if (!isHindiPath(pathname)) return pathname;
  const rest = normalised(pathname).slice(HINDI_PREFIX.length);
  return rest === "" || rest === "/" ? "/" : rest;
}

/**
 * A path of the site in `lang`, from its English form, with any query or fragment:
 * ("hi", "/") is "/hi", ("hi", "/contact?subject=x") is "/hi/contact?subject=x",
 * ("hi", "#form") stays "#form".
 */
export function localPath(lang: Lang, path: string): string {
  if (lang === "en" || !path.startsWith("/")) return path;
  const rest = path.search(/[?#]/);
  const [pathname, tail] = rest === -1 ? [path, ""] : [path.slice(0, rest), path.slice(rest)];
  return `${HINDI_PREFIX}${pathname === "/" ? "" : pathname}${tail}`;
}

/** The language of the page a request asks for. */
export const langOfRequest = (request: Request): Lang => langOfPath(new URL(request.url).pathname);
