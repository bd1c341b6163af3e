/**
 * Whether a post's Origin passes React Router's own check: the origin the
 * request was addressed to, or an allowed host (no wildcards: we list none).
 * An origin with no host (file://) passes it too, as React Router lets it
 * through to the actions.
 */
export function isOwnOrigin(origin: string, addressedTo: string, allowedHosts: readonly string[]): boolean {
  try {
    const claimed = new URL(origin);
    if (claimed.host === "") return true;
    return claimed.origin === new URL(addressedTo).origin || allowedHosts.includes(claimed.host);
  } catch {
    // "null" (a sandboxed page, a file), or a Host or Origin that makes no URL: not the site's own page.
    return false;
  }
}
