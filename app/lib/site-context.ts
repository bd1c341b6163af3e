import { createContext, useContext } from "react";
import type { SiteDetails } from "~/lib/site-details";

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
