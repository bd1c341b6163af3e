/** What the Express server hands every loader and action (server/app.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** The visitor's address (behind a trusted local proxy, the forwarded one) */
    clientAddress: string;
    /** Token that the owner's command-line tool must present; null disables the admin API */
    adminToken: string | null;
    /** The nonce this page's inline scripts carry (server/app.ts); none where the page is prerendered or cached */
    cspNonce?: string;
  }
}

export {};
