/**
 * The system Chromium (Debian's package) and the flags it needs on this
 * closed network: without the background-networking ones it hangs trying
 * to reach Google. Used by the Playwright tests and the Lighthouse benchmark.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
