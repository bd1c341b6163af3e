import { createContext, useContext } from "react";
import type { SiteDetails } from "~/lib/site-details";
import { type Lang, localPath } from "~/i18n/languages";
import { textLang } from "~/i18n/localized";
import { type Strings, stringsFor } from "~/i18n/strings";

/** What the root loader (root.tsx) gives every page. */
export interface RootData {
  /** The business's details as this page shows them */
  site: SiteDetails;
  /** The section whose draft this page shows to a staff member (Preview), or null */
  preview: string | null;
}

/** The business's details for the page being rendered: root.tsx's layout provides the root loader's. */
export const SiteContext = createContext<SiteDetails | null>(null);

export function useSite(): SiteDetails {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() outside a page the root loader gave the site's details to");
  return site;
}

/** The same, for a route's `meta` function: the root route's data is among the matches. */
export function siteOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteDetails {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) throw new Error("meta() without the root loader's data");
  return root.site;
}

/** The language of the page being rendered (English outside a page: a test's bare component). */
export const useLang = (): Lang => useContext(SiteContext)?.lang ?? "en";

/** The interface's words in the page's language (i18n/). */
export const useStrings = (): Strings => stringsFor(useLang());

/** A path of the site in the page's language: "/contact" on a Hindi page is "/hi/contact". */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return (path) => localPath(lang, path);
}

/** The `lang` a text needs on this page (i18n/localized.ts `textLang`). */
export function useTextLang(): (text: string) => "en" | undefined {
  const lang = useLang();
  return (text) => textLang(lang, text);
}
