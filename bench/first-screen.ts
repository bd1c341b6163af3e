/**
 * How much of a page's compressed document a phone needs before its first screen is complete: the
 * figure behind "the first screen arrives in the first round trip" (issue 24). TCP's first window
 * (10 segments of 1,460 bytes, as Lighthouse models it) carries the status line, the headers and the
 * start of the body; the browser decodes brotli as it arrives and paints what it has.
 *
 * For each page: the document as the server sends it to a browser (brotli), then the shortest prefix
 * of its HTML, cut before a tag, whose rendering at Lighthouse's phone size (412 × 823) is the same
 * picture as the whole page's, without scripts (a first visit paints before the site script runs);
 * then how many compressed bytes carry that prefix. Used by bench/web.ts; on its own,
 * `npx tsx bench/first-screen.ts [url]` prints the figures for a running server.
 */
import http from "node:http";
import zlib from "node:zlib";
import { type Browser, chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../chromium.config";

/** Lighthouse's slow-4G model: an initial congestion window of 10 segments of 1,460 bytes. */
export const FIRST_WINDOW_BYTES = 10 * 1460;
/** Lighthouse's mobile screen (Moto G Power). */
const SCREEN = { width: 412, height: 823 };

export interface FirstScreen {
  page: string;
  /** Status line and headers, as sent. */
  headerBytes: number;
  /** The whole compressed body. */
  bodyBytes: number;
  /** Compressed body bytes that carry the first screen's HTML. */
  firstScreenBodyBytes: number;
  /** The HTML (decoded) up to the end of the first screen, and the whole HTML. */
  firstScreenHtml: number;
  html: number;
}

/** The raw response, undecoded: status line and headers as sent, and the brotli body. */
function fetchCompressed(url: string) {
  return new Promise<{ headerBytes: number; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        if (response.statusCode !== 200 || response.headers["content-encoding"] !== "br") {
          reject(
            new Error(`${url}: ${response.statusCode}, encoding ${response.headers["content-encoding"]}`),
          );
          response.resume();
          return;
        }
        const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
        let headerBytes = Buffer.byteLength(statusLine) + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          headerBytes += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headerBytes, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** What the first `length` compressed bytes decode to, as a streaming decoder gives it. */
const decodedLength = (body: Buffer, length: number) =>
  zlib.brotliDecompressSync(body.subarray(0, length), { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
    .length;

/** The smallest n in [low, high] with `ok(n)`, for an `ok` that stays true once it is. */
async function smallest(low: number, high: number, ok: (n: number) => boolean | Promise<boolean>) {
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (await ok(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export async function measureFirstScreens(origin: string, pages: string[]): Promise<FirstScreen[]> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results: FirstScreen[] = [];
    for (const page of pages) {
      const url = `${origin}${page}`;
      const { headerBytes, body } = await fetchCompressed(url);
      const html = zlib.brotliDecompressSync(body);
      const text = html.toString("utf8");
      const context = await browser.newContext({ viewport: SCREEN, javaScriptEnabled: false });
      const tab = await context.newPage();
      // The page's address answers with a prefix of its HTML; everything else comes from the server.
      let served: Buffer = html;
      await tab.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: served }),
      );
      const picture = async (bytes: Buffer) => {
        served = bytes;
        await tab.goto(url, { waitUntil: "load" });
        return tab.screenshot({ animations: "disabled", caret: "hide" });
      };
      const whole = await picture(html);
      // Cut points: before each tag, as byte offsets of the UTF-8 document.
      const cuts = [...text.matchAll(/</g)].map((match) => Buffer.byteLength(text.slice(0, match.index)));
      cuts.push(html.length);
      const index = await smallest(0, cuts.length - 1, async (i) =>
        (await picture(html.subarray(0, cuts[i]))).equals(whole),
      );
      const firstScreenHtml = cuts[index]!;
      const firstScreenBodyBytes = await smallest(
        1,
        body.length,
        (n) => decodedLength(body, n) >= firstScreenHtml,
      );
      await context.close();
      results.push({
        page,
        headerBytes,
        bodyBytes: body.length,
        firstScreenBodyBytes,
        firstScreenHtml,
        html: html.length,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:3000";
  const pages = process.argv.slice(3);
  const figures = await measureFirstScreens(origin, pages.length ? pages : ["/"]);
  for (const f of figures) {
    console.info(
      `${f.page}: document ${f.headerBytes + f.bodyBytes} B (headers ${f.headerBytes}); first screen complete after ${f.headerBytes + f.firstScreenBodyBytes} B (HTML ${f.firstScreenHtml} of ${f.html}); first window ${FIRST_WINDOW_BYTES} B`,
    );
  }
}
