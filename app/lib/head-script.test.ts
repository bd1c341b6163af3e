import { describe, expect, it } from "vitest";
import { runInFakePage } from "../../tests/support/fake-page";
import { FONT_CACHED_KEY, HEAD_SCRIPT, SITE_SCRIPT_ATTRIBUTE } from "./head-script";

const onPage = (options: Parameters<typeof runInFakePage>[1] = {}) =>
  runInFakePage(HEAD_SCRIPT, {
    script: { [SITE_SCRIPT_ATTRIBUTE]: "/assets/site-script-abc.js" },
    ...options,
  });

describe("HEAD_SCRIPT", () => {
  it("is built minified, in one statement that leaves nothing in the page's scope", () => {
    expect(HEAD_SCRIPT).not.toMatch(/\n\s/);
    expect(HEAD_SCRIPT).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    // Every byte of it is in every document.
    expect(HEAD_SCRIPT.length).toBeLessThan(1100);
  });

  it("loads the site script its element names as a module, and links the manifest, once the page has loaded and painted", () => {
    const page = onPage();
    page.advance(100);
    expect(page.appended).toEqual([]);
    page.load();
    page.advance(100);
    expect(page.appended).toEqual([]);
    page.paint();
    page.advance(0);
    expect(page.appended).toEqual([
      { tag: "script", type: "module", src: "/assets/site-script-abc.js" },
      { tag: "link", rel: "manifest", href: "/manifest.webmanifest" },
    ]);
  });

  it("loads nothing when its element names no site script", () => {
    const page = runInFakePage(HEAD_SCRIPT);
    page.load();
    page.paint();
    page.advance(5000);
    expect(page.appended).toEqual([]);
  });

  it("handles the promises of a view transition, so one cut short is no uncaught error", () => {
    const page = onPage();
    const handled: string[] = [];
    const transition = Object.fromEntries(
      ["ready", "finished", "updateCallbackDone"].map((name) => [
        name,
        { catch: (onRejected: () => void) => (handled.push(name), onRejected) },
      ]),
    );
    page.fire("pagereveal", { viewTransition: transition });
    page.fire("pageswap", { viewTransition: null });
    expect(handled).toEqual(["ready", "finished", "updateCallbackDone"]);
  });

  it("draws a public page in the font only when the site script has fetched it before", () => {
    const fontOf = (root: Record<string, string>, storage: Map<string, string> | null) =>
      onPage({ root: { ...root }, storage }).document.documentElement.dataset.font;
    const cached = new Map([[FONT_CACHED_KEY, "1"]]);
    expect(fontOf({ font: "fallback" }, new Map())).toBe("fallback");
    expect(fontOf({ font: "fallback" }, cached)).toBe("brand");
    // Storage refused: the fallback, and the rest of the script still runs.
    const refused = onPage({ root: { font: "fallback" }, storage: null });
    expect(refused.document.documentElement.dataset.font).toBe("fallback");
    refused.load();
    refused.paint();
    refused.advance(0);
    expect(refused.appended).toHaveLength(2);
    // The back office has no data-font: it always uses the font, and is left as it is.
    expect(fontOf({}, cached)).toBeUndefined();
  });
});
