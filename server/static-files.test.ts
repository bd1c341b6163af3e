import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, loadStaticFiles, preferredEncoding, REVALIDATE, staticFiles } from "./static-files";

describe("static files", () => {
  let base = "";
  let close = () => {};
  const html = "<!doctype html><title>About</title>".repeat(20);
  const css = "body { color: black }".repeat(20);

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "static-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "about.html"), html);
    writeFileSync(path.join(dir, "about.html.br"), brotliCompressSync(html));
    writeFileSync(path.join(dir, "about.html.gz"), gzipSync(html));
    writeFileSync(path.join(dir, "assets/app-1234.js"), "console.log(1)");
    // Precompressed with gzip only, as a build may leave a file.
    writeFileSync(path.join(dir, "assets/app-1234.css"), css);
    writeFileSync(path.join(dir, "assets/app-1234.css.gz"), gzipSync(css));
    const app = express();
    app.use(staticFiles(loadStaticFiles(dir)));
    app.use((_req, res) => {
      res.status(299).send("fell through");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${urlPath}`, { headers: { "accept-encoding": "identity", ...headers } });

  it("serves a file that is not hashed with revalidation", async () => {
    const response = await get("/about.html");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await response.text()).toBe(html);
  });

  it("prefers brotli, then gzip, as the client accepts", async () => {
    const br = await get("/about.html", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(await br.text()).toBe(html); // fetch decodes it
    const gz = await get("/about.html", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const refused = await get("/about.html", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("weighs the client's q-values", async () => {
    const tie = await get("/about.html", { "accept-encoding": "gzip;q=0.9, br;q=0.9" });
    expect(tie.headers.get("content-encoding")).toBe("br");
    const gzipFirst = await get("/about.html", { "accept-encoding": "br;q=0.5, gzip" });
    expect(gzipFirst.headers.get("content-encoding")).toBe("gzip");
    const brRefused = await get("/about.html", { "accept-encoding": "br; q=0, gzip" });
    expect(brRefused.headers.get("content-encoding")).toBe("gzip");
    expect(await brRefused.text()).toBe(html);
  });

  it("sends the best form the file has", async () => {
    const gz = await get("/assets/app-1234.css", { "accept-encoding": "br, gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(css);
    const plain = await get("/assets/app-1234.css", { "accept-encoding": "br" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(css);
  });

  it("answers 304 to a matching ETag", async () => {
    const etag = (await get("/about.html")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect((await get("/about.html", { "if-none-match": etag })).status).toBe(304);
  });

  it("caches hashed assets for a year", async () => {
    const response = await get("/assets/app-1234.js");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("leaves pages, unknown paths and POSTs to the app", async () => {
    expect((await get("/about?subject=x")).status).toBe(299);
    expect((await get("/about")).status).toBe(299);
    expect((await get("/nope")).status).toBe(299);
    expect((await fetch(`${base}/about.html`, { method: "POST" })).status).toBe(299);
  });
});

describe("preferredEncoding", () => {
  const request = (acceptEncoding?: string) =>
    ({
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    }) as IncomingMessage;

  it.each([
    // What browsers send
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    // q-values: the best wins, br on a tie, q=0 refuses
    ["gzip;q=0.9, br;q=0.9", "br"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["gzip;q=0.001", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.000, gzip", "gzip"],
    // Whitespace and case do not matter
    ["br; q=0, gzip", "gzip"],
    ["br ;Q=0, gzip", "gzip"],
    ["  gzip ,   br  ", "br"],
    ["BR, GZIP", "br"],
    // The wildcard
    ["*", "br"],
    ["*;q=0.5, gzip", "gzip"],
    ["deflate", "identity"],
    // Nothing we have is acceptable: identity all the same
    ["identity;q=0", "identity"],
    ["*;q=0", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity;q=0, gzip;q=0.1", "gzip"],
    ["", "identity"],
  ])("answers %j with %s", (acceptEncoding, encoding) => {
    expect(preferredEncoding(request(acceptEncoding))).toBe(encoding);
  });

  it("answers identity to a client that sends no Accept-Encoding", () => {
    expect(preferredEncoding(request())).toBe("identity");
  });
});
