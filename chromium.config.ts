/**
 * The system Chromium (Debian's packages) and the flags it needs on this
 * closed network: without the background-networking ones it hangs trying
 * to reach Google.
 *
 * Two builds of the same version: the browser (`chromium`), which Lighthouse
 * and the first-screen benchmark measure, as a phone's Chrome is; and the
 * headless shell (`chromium-headless-shell`), the same engine without the
 * browser around it, which the Playwright tests drive (Playwright's own
 * default for headless runs). The tests took 37 % less time with it, every
 * one passing (docs/decisions/0039-test-time-on-a-slow-machine.md).
 * scripts/ensure-chromium.sh installs both.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** What the end-to-end tests run: E2E_CHROME_PATH, or Debian's headless shell. */
export const testChromiumPath = process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
