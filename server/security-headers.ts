import { createHash, randomBytes } from "node:crypto";

/*
 * The headers every answer carries: pages, files, errors and API answers alike
 * (docs/decisions/0015-content-security-policy.md). A page's scripts are allowed
 * one by one: by a nonce made per request where the server renders the page, by
 * the hash of each inline script where the page was written at build time (a
 * file cannot carry a per-request nonce) or is served from the page cache.
 */

/** Headers that do not depend on the answer. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years, the subdomains too: sent only on answers to requests that came over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** What every policy says, whatever the answer is. */
const FRAME_AND_FORM = ["frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"];

/** For answers that are not pages (files, JSON, plain-text errors): nothing may load or run. */
export const NON_PAGE_POLICY = ["default-src 'none'", ...FRAME_AND_FORM].join("; ");

/**
 * For a page: its own scripts, styles, images and font, nothing else.
 * Inline styles stay allowed (the critical CSS, toasts, the menu's
 * positioning); inline scripts only as `scriptSources` name them.
 */
export function pagePolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // The favicon is written into the page as an SVG data: URL (decision 17).
    "img-src 'self' data:",
    // The rupee sign's few-hundred-byte font is inlined in the stylesheet (decision 14).
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...FRAME_AND_FORM,
  ].join("; ");
}

/** A fresh nonce for one rendered page: 128 random bits. */
export const createNonce = () => randomBytes(16).toString("base64");

/** A script element with no src; its attributes in group 1, its text in group 2. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

/** Data that no browser runs: needs no permission. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/**
 * The CSP sources ('sha256-...') that allow exactly the inline scripts of
 * `html`, in order, without repeats. The text is hashed as the browser reads it:
 * a script's content is raw text, never entity-decoded, with the parser's
 * CR LF to LF. JSON-LD and other JSON blocks are left out: they never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources];
}
