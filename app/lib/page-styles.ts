import { createContext, useContext } from "react";

/**
 * The rules of the site's stylesheet the public page being rendered uses,
 * worked out at build time (scripts/page-styles/), which the page carries in
 * its document instead of linking the stylesheet (app/entry.server.tsx
 * provides them). Null where a page links the stylesheet: the back office,
 * and every page in development.
 */
export const PageStylesContext = createContext<string | null>(null);

export const usePageStyles = () => useContext(PageStylesContext);
