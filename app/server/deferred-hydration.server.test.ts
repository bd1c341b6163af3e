import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { runInFakePage } from "../../tests/support/fake-page";
import { DeferredHydrationStream, deferHydration } from "./deferred-hydration.server";

const routerCode =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>' +
  "<body><h1>Namaste, Patna ₹</h1><script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${routerCode}</script></body></html>`;

/** Runs the boot script the way a browser would, with a stand-in page and clock. */
const runBoot = (html: string) =>
  runInFakePage(/<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe("deferHydration", () => {
  const rewritten = deferHydration(page)!;

  it("takes the module preloads out of the head and keeps everything else", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(rewritten).toContain("<h1>Namaste, Patna ₹</h1>");
    expect(rewritten).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("keeps the router's module script element in place, so hydration finds it", () => {
    expect(rewritten.match(/<script type="module" async="">/g)).toHaveLength(1);
    expect(rewritten.indexOf('<script type="module" async="">')).toBeGreaterThan(
      rewritten.indexOf("__reactRouterContext"),
    );
  });

  it("starts nothing before the page has loaded and painted, then preloads the modules and runs the router's code", () => {
    const boot = runBoot(rewritten);
    boot.paint();
    boot.advance(10);
    expect(boot.appended).toEqual([]);
    boot.load();
    boot.advance(0);
    expect(boot.appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js" },
      { tag: "script", type: "module", textContent: routerCode },
    ]);
  });

  it("waits for the first paint after load, and starts anyway, once, if none comes", () => {
    const painted = runBoot(rewritten);
    painted.load();
    painted.advance(100);
    expect(painted.appended).toEqual([]);
    painted.paint();
    painted.advance(0);
    expect(painted.appended).toHaveLength(3);
    painted.advance(5000);
    expect(painted.appended).toHaveLength(3);

    const hidden = runBoot(rewritten);
    hidden.load();
    hidden.advance(2999);
    expect(hidden.appended).toEqual([]);
    hidden.advance(1);
    expect(hidden.appended).toHaveLength(3);
  });

  it("escapes the router's code, so no '<' in it can end or comment out the script", () => {
    const code = '"<!--<script>"; window.__reactRouterRouteModules';
    const html = deferHydration(page.replace("window.__reactRouterRouteModules", code))!;
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(boot).not.toContain("<");
    const started = runBoot(html);
    started.paint();
    started.load();
    started.advance(0);
    expect(started.appended.at(-1)?.textContent).toContain(code);
  });

  it("leaves a document without the router's scripts alone", () => {
    expect(deferHydration("<html><head></head><body>Error</body></html>")).toBeNull();
  });
});

describe("DeferredHydrationStream", () => {
  it("gives the same document however the bytes are split, streamed data included", async () => {
    const bytes = Buffer.from(`${page}<script>stream("₹ data")</script>`);
    for (const size of [1, 2, 7, 64, bytes.length]) {
      const chunks = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(new DeferredHydrationStream()));
      expect(out).toBe(`${deferHydration(page)}<script>stream("₹ data")</script>`);
    }
  });

  it("passes a document it cannot rewrite through unchanged", async () => {
    const html = "<html><body>Something went wrong ₹</body></html>";
    const out = await text(Readable.from([Buffer.from(html)]).pipe(new DeferredHydrationStream()));
    expect(out).toBe(html);
  });
});
