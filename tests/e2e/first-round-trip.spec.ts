import { get } from "node:http";
import { brotliDecompressSync, constants } from "node:zlib";
import { expect, test } from "./fixtures";

/*
 * /services, the longest public page, as the server sends it: brotli
 * (prerendered at quality 11). What TCP's first window carries arrives in the
 * first round trip: ten segments of 1,460 bytes, the response's headers first.
 */
const FIRST_WINDOW = 10 * 1460;
/** What the document came to (18,625 bytes, issue 24), with a little room. */
const DOCUMENT_BUDGET = 19_200;

/** The response's headers and its body as sent, not decompressed. */
function fetchRaw(url: string) {
  return new Promise<{ headerBytes: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
        }
        resolve({
          headerBytes: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`),
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
        });
      });
    }).on("error", reject);
  });
}

/** How many bytes of the document a reader has decoded from the first `bytes` of its brotli stream. */
const decodedFrom = (body: Buffer, bytes: number) =>
  brotliDecompressSync(body.subarray(0, bytes), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length;

test("/services: its head, header and top arrive in the first round trip; the document keeps its budget", async ({
  baseURL,
}) => {
  const { headerBytes, encoding, body } = await fetchRaw(`${baseURL}/services`);
  expect(encoding).toBe("br");
  expect(body.length).toBeLessThanOrEqual(DOCUMENT_BUDGET);

  // Everything before the first pricing card: the head and its rules, the site header, the floating
  // WhatsApp button, the page's top and the pricing section's heading, which is all a first screen
  // shows at 375 and at 1280 px.
  const html = brotliDecompressSync(body);
  const firstScreen = html.indexOf("<article", html.indexOf('id="pricing"'));
  expect(firstScreen).toBeGreaterThan(0);
  const whatsApp = html.indexOf('aria-label="WhatsApp chat"');
  expect(whatsApp).toBeGreaterThan(0);
  expect(whatsApp).toBeLessThan(firstScreen);
  expect(decodedFrom(body, FIRST_WINDOW - headerBytes)).toBeGreaterThanOrEqual(firstScreen);
});
