import { describe, expect, it } from "vitest";
import { runInFakePage } from "../../tests/support/fake-page";
import { FONT_CACHED_KEY, headScript } from "./head-script";

describe("headScript", () => {
  it("loads the site script as a module and links the manifest once the page has loaded and painted", () => {
    const page = runInFakePage(headScript("/assets/site-script-abc.js"));
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

  it("handles the promises of a view transition, so one cut short is no uncaught error", () => {
    const page = runInFakePage(headScript("/assets/site-script-abc.js"));
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
    const script = headScript("/assets/site-script-abc.js");
    const fontOf = (root: Record<string, string>, storage: Map<string, string> | null) =>
      runInFakePage(script, { root: { ...root }, storage }).document.documentElement.dataset.font;
    const cached = new Map([[FONT_CACHED_KEY, "1"]]);
    expect(fontOf({ font: "fallback" }, new Map())).toBe("fallback");
    expect(fontOf({ font: "fallback" }, cached)).toBe("brand");
    // Storage refused: the fallback, and the rest of the script still runs.
    const refused = runInFakePage(script, { root: { font: "fallback" }, storage: null });
    expect(refused.document.documentElement.dataset.font).toBe("fallback");
    refused.load();
    refused.paint();
    refused.advance(0);
    expect(refused.appended).toHaveLength(2);
    // The back office has no data-font: it always uses the font, and is left as it is.
    expect(fontOf({}, cached)).toBeUndefined();
  });

  it("writes the address as a string that cannot end the script element", () => {
    expect(headScript('/assets/x.js"</script><script>alert(1)//')).not.toContain("</script>");
  });
});
