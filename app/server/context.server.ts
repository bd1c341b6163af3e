import { createContext, RouterContextProvider } from "react-router";
import type { SiteServices } from "~/server/services.server";

/*
 * What the server hands every loader and action (server/app.ts's
 * getLoadContext), read with `context.get(servicesContext)` and
 * `context.get(requestContext)`.
 *
 * This module imports nothing at run time but React Router, and should stay
 * so: in development Vite evaluates a module again after an edit to it or
 * to anything it imports, and a key made anew would not find what the
 * server, loaded once at start, put under the old one. After an edit to this
 * file, restart `npm run dev`.
 */

/** The services made once at start (services.server.ts) */
export const servicesContext = createContext<SiteServices>();

/** What the server knows of one request */
export interface RequestFacts {
  /** The visitor's address (behind a trusted proxy, the forwarded one: server/trust-proxy.ts) */
  clientAddress: string;
  /** Token that the owner's command-line tool must present; null disables the admin API */
  adminToken: string | null;
  /** The nonce this page's inline scripts carry; none where the page is prerendered or cached */
  cspNonce?: string;
}

export const requestContext = createContext<RequestFacts>();

/**
 * The page's nonce on its own, for app/entry.server.tsx: a page prerendered
 * at build time gets a context without the request's facts, and no nonce.
 */
export const cspNonceContext = createContext<string | null>(null);

/** What React Router hands a request's loaders and actions: server/app.ts makes one per request, the tests theirs. */
export function loadContext(services: SiteServices, facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, facts);
  context.set(cspNonceContext, facts.cspNonce ?? null);
  return context;
}
