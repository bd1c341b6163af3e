import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, loadStaticFiles, REVALIDATE, staticFiles } from "./static-files";

describe("static files", () => {
  let base = "";
  let close = () => {};
  const html = "<!doctype html><title>About</title>".repeat(20);

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "static-"));
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about/index.html"), html);
    writeFileSync(path.join(dir, "about/index.html.br"), brotliCompressSync(html));
    writeFileSync(path.join(dir, "about/index.html.gz"), gzipSync(html));
    writeFileSync(path.join(dir, "assets/app-1234.js"), "console.log(1)");
    const app = express();
    app.use(staticFiles(loadStaticFiles(dir, ["/about"])));
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

  it("serves a prerendered page at its route with revalidation", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await response.text()).toBe(html);
    expect((await get("/about/")).status).toBe(200);
  });

  it("prefers brotli, then gzip, as the client accepts", async () => {
    const br = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(await br.text()).toBe(html); // fetch decodes it
    const gz = await get("/about", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const refused = await get("/about", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("answers 304 to a matching ETag", async () => {
    const etag = (await get("/about")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect((await get("/about", { "if-none-match": etag })).status).toBe(304);
  });

  it("caches hashed assets for a year", async () => {
    const response = await get("/assets/app-1234.js");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("leaves pages with a query string, unknown paths and POSTs to the app", async () => {
    expect((await get("/about?subject=x")).status).toBe(299);
    expect((await get("/nope")).status).toBe(299);
    expect((await fetch(`${base}/about`, { method: "POST" })).status).toBe(299);
  });
});
