import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { FakeStylesheetLink, runInFakePage } from "../../tests/support/fake-page";
import { DeferredHydrationStream, deferHydration, withDynamicImports } from "./deferred-hydration.server";

const routerCode =
  'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><h1>Namaste, Patna ₹</h1><script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce" type="module" async="">${routerCode}</script></body></html>`;

const ROUTER_SCRIPT = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/;

/** Runs the boot script the way a browser would, with a stand-in page and clock. */
const runBoot = (html: string, heldBack: FakeStylesheetLink[] = []) =>
  runInFakePage(ROUTER_SCRIPT.exec(html)![1]!, heldBack);

describe("deferHydration", () => {
  const rewritten = deferHydration(page)!;

  it("takes the module preloads out of the head and keeps everything else", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(rewritten).toContain("<h1>Namaste, Patna ₹</h1>");
    expect(rewritten).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
  });

  it("keeps the router's module script element in place, with its nonce, so hydration finds it and the policy allows it", () => {
    expect(rewritten.match(/<script[^>]* type="module" async="">/g)).toEqual([
      '<script nonce="n0nce" type="module" async="">',
    ]);
    expect(rewritten.indexOf('type="module"')).toBeGreaterThan(rewritten.indexOf("__reactRouterContext"));
  });

  it("starts nothing before the page has loaded and painted, then preloads the modules and runs the router's code", async () => {
    const boot = runBoot(rewritten);
    boot.paint();
    boot.advance(10);
    expect(boot.appended).toEqual([]);
    expect(boot.imported).toEqual([]);
    boot.load();
    boot.advance(0);
    expect(boot.appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js" },
    ]);
    await new Promise(setImmediate);
    expect(boot.imported).toEqual(["/assets/manifest.js", "/assets/root.js", "/assets/entry.client.js"]);
  });

  it("waits for the first paint after load, and starts anyway, once, if none comes", () => {
    const painted = runBoot(rewritten);
    painted.load();
    painted.advance(100);
    expect(painted.appended).toEqual([]);
    painted.paint();
    painted.advance(0);
    expect(painted.appended).toHaveLength(2);
    painted.advance(5000);
    expect(painted.appended).toHaveLength(2);

    const hidden = runBoot(rewritten);
    hidden.load();
    hidden.advance(2999);
    expect(hidden.appended).toEqual([]);
    hidden.advance(1);
    expect(hidden.appended).toHaveLength(2);
  });

  it("applies a stylesheet held back until the first paint, without its fonts, before the router's code runs", async () => {
    const link = new FakeStylesheetLink("http://localhost/assets/root.css");
    const boot = runBoot(rewritten, [link]);
    boot.load();
    boot.paint();
    expect(boot.fetched()).toEqual([]);
    boot.advance(0);
    expect(boot.fetched()).toEqual(["http://localhost/assets/root.css"]);
    expect(boot.appended).toHaveLength(2);
    await new Promise(setImmediate);
    expect(boot.imported).toEqual([]);
    boot.respond("http://localhost/assets/root.css", {
      text: "@font-face{font-family:Jakarta}\n.a{color:red}\n@font-face{font-family:Other}\n.b{color:blue}",
    });
    await new Promise(setImmediate);
    expect(boot.document.adoptedStyleSheets.map((sheet) => sheet.cssRules)).toEqual([
      [".a{color:red}", ".b{color:blue}"],
    ]);
    expect(boot.imported).toEqual(["/assets/manifest.js", "/assets/root.js", "/assets/entry.client.js"]);
    // The link stays as hydration expects it, and applies nothing itself.
    expect(link.attributes.has("disabled")).toBe(true);
  });

  it("runs the router's code when a held-back stylesheet fails, or has not come in 5 s", async () => {
    for (const failure of [{ status: 404 }, "network error"] as const) {
      const failed = runBoot(rewritten, [new FakeStylesheetLink("/root.css")]);
      failed.load();
      failed.paint();
      failed.advance(0);
      failed.respond("/root.css", failure);
      await new Promise(setImmediate);
      expect(failed.imported).toHaveLength(3);
      expect(failed.document.adoptedStyleSheets).toEqual([]);
    }

    const slow = runBoot(rewritten, [new FakeStylesheetLink("/root.css")]);
    slow.load();
    slow.paint();
    slow.advance(0);
    slow.advance(4999);
    await new Promise(setImmediate);
    expect(slow.imported).toEqual([]);
    slow.advance(1);
    await new Promise(setImmediate);
    expect(slow.imported).toHaveLength(3);
  });

  it("creates no script at run time: the page's policy allows what is written in it", () => {
    const boot = runBoot(rewritten);
    boot.load();
    boot.paint();
    boot.advance(3000);
    expect(boot.appended.filter((element) => element.tag === "script")).toEqual([]);
  });

  it("leaves a document without the router's scripts alone", () => {
    expect(deferHydration("<html><head></head><body>Error</body></html>")).toBeNull();
  });

  it("leaves the router's script as it is when it has an import it does not know", () => {
    const named = page.replace('import "/assets/manifest.js";', 'import { x } from "/assets/manifest.js";');
    expect(deferHydration(named)).toBe(named);
  });
});

describe("withDynamicImports", () => {
  it("turns each static import into an awaited dynamic one, in order, and keeps the rest", () => {
    const code = [
      'import "/assets/manifest.js";',
      'import * as route0_main from "/assets/root.js";',
      'import * as route0_clientLoader from "/assets/root-loader.js";',
      "const route0 = {...route0_main,...route0_clientLoader};",
      '  window.__reactRouterRouteModules = {"root":route0};',
      "",
      'import("/assets/entry.client.js");',
    ].join("\n");
    expect(withDynamicImports(code)).toBe(
      [
        'await import("/assets/manifest.js");',
        'const route0_main = await import("/assets/root.js");',
        'const route0_clientLoader = await import("/assets/root-loader.js");',
        "const route0 = {...route0_main,...route0_clientLoader};",
        '  window.__reactRouterRouteModules = {"root":route0};',
        "",
        'import("/assets/entry.client.js");',
      ].join("\n"),
    );
  });

  it("runs as the static imports would in a real module loader: the same modules, in the same order", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dynamic-imports-"));
    const url = (name: string) => pathToFileURL(path.join(dir, name)).href;
    writeFileSync(path.join(dir, "a.mjs"), "globalThis.order.push('a'); export const a = 1;");
    writeFileSync(path.join(dir, "b.mjs"), "globalThis.order.push('b'); export default 2;");
    const code = `import "${url("a.mjs")}";\nimport * as b from "${url("b.mjs")}";\nglobalThis.seen = b.default;`;
    writeFileSync(path.join(dir, "boot.mjs"), `await (async function(){\n${withDynamicImports(code)}\n})();`);
    const scope = globalThis as { order?: string[]; seen?: number };
    scope.order = [];
    await import(url("boot.mjs"));
    expect(scope.order).toEqual(["a", "b"]);
    expect(scope.seen).toBe(2);
  });

  it("refuses imports it does not know", () => {
    expect(withDynamicImports('import { a } from "/a.js";')).toBeNull();
    expect(withDynamicImports('import a from "/a.js";')).toBeNull();
    expect(withDynamicImports('import "/a.js"; import "/b.js";')).toBeNull();
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
