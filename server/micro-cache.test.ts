import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { microCache } from "./micro-cache";

describe("micro-cache", () => {
  let base = "";
  let close = () => {};
  let renders = 0;
  let status = 200;
  let cacheControl = "no-cache";
  let cache: ReturnType<typeof microCache>;

  beforeAll(async () => {
    cache = microCache({
      paths: ["/page"],
      ttlMs: 200,
      render: async () => {
        renders++;
        return new Response(`render ${renders}`, {
          status,
          headers: { "content-type": "text/html", "cache-control": cacheControl },
        });
      },
    });
    const app = express();
    app.use(cache);
    app.use((_req, res) => {
      res.status(299).send("app");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (path = "/page", headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it("renders once and serves the copy", async () => {
    expect(await (await get()).text()).toBe("render 1");
    expect(await (await get()).text()).toBe("render 1");
    expect(renders).toBe(1);
  });

  it("serves the stale copy once expired while one render replaces it", async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await (await get()).text()).toBe("render 1");
    await expect.poll(async () => (await get()).text()).toBe("render 2");
  });

  it("renders afresh after invalidate()", async () => {
    cache.invalidate();
    const before = renders;
    expect(await (await get()).text()).toBe(`render ${before + 1}`);
  });

  it("sends the encoding the client weighs highest", async () => {
    const encodingFor = async (acceptEncoding: string) => {
      const response = await get("/page", { "accept-encoding": acceptEncoding });
      expect(await response.text()).toMatch(/^render \d+$/); // fetch decodes it
      return response.headers.get("content-encoding");
    };
    expect(await encodingFor("gzip, deflate, br")).toBe("br");
    expect(await encodingFor("gzip;q=0.9, br;q=0.9")).toBe("br");
    expect(await encodingFor("br; q=0, gzip")).toBe("gzip");
    expect(await encodingFor("deflate")).toBeNull();
    expect(await encodingFor("identity;q=0")).toBeNull();
  });

  it("serves the copy whatever cookies come with the request, and answers HEAD and /page/ from it", async () => {
    const kept = await (await get()).text();
    expect(await (await get("/page", { cookie: "a=b" })).text()).toBe(kept);
    expect(await (await get("/page/")).text()).toBe(kept);
    const head = await fetch(`${base}/page`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(kept)));
  });

  it("leaves queries, other paths and non-200 answers to the app", async () => {
    expect((await get("/page?x=1")).status).toBe(299);
    expect((await get("/other")).status).toBe(299);
    cache.invalidate();
    status = 500;
    expect((await get()).status).toBe(299);
    status = 200;
  });

  it("serves the last good page on while renders come back no-store (the database is down)", async () => {
    cache.invalidate();
    const good = await (await get()).text();
    cacheControl = "no-store";
    try {
      const before = renders;
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        expect(await (await get()).text()).toBe(good);
      }
      await expect.poll(() => renders).toBeGreaterThan(before + 1);
      expect(await (await get()).text()).toBe(good);
      // With nothing good kept, the app answers for itself.
      cache.invalidate();
      expect((await get()).status).toBe(299);
    } finally {
      cacheControl = "no-cache";
    }
  });
});
