import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered on the server
 * (server/app.ts makes one per request; app/entry.server.tsx provides it), for
 * the inline scripts the layout writes. A prerendered page has none: its
 * scripts are allowed by their hashes. In the browser there is none either
 * (the browser hides a nonce from the page once it has read it).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
