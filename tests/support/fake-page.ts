/**
 * Runs an inline script the way a browser would, with a stand-in page and
 * clock: it can add elements to the head, listen for load and paint, and set
 * timers, all of which the test drives. Its module loader records what the
 * script imports (`import(...)` calls) and gives back empty modules. The
 * head holds the stylesheet links named in `heldBack`, which
 * `document.querySelectorAll` finds whatever it is asked for; what the script
 * fetches is answered when the test calls `respond`.
 */
export function runInFakePage(boot: string, heldBack: FakeStylesheetLink[] = []) {
  const appended: Array<Record<string, string>> = [];
  const imported: string[] = [];
  const listeners: Array<{ event: string; listener: (event?: unknown) => void }> = [];
  const observers: Array<() => void> = [];
  let timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  let paintedAt: number | null = null;
  const fetches = new Map<string, { resolve: (response: unknown) => void; reject: (error: Error) => void }>();
  const page = {
    fetch: (url: string) => new Promise((resolve, reject) => fetches.set(url, { resolve, reject })),
    CSSStyleSheet: FakeCssStyleSheet,
    document: {
      adoptedStyleSheets: [] as FakeCssStyleSheet[],
      readyState: "loading",
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      querySelectorAll: () => heldBack,
      head: { append: (...elements: Array<Record<string, string>>) => appended.push(...elements) },
    },
    window: {},
    importModule: (specifier: string) => {
      imported.push(specifier);
      return Promise.resolve({});
    },
    addEventListener: (event: string, listener: () => void) => listeners.push({ event, listener }),
    setTimeout: (run: () => void, delay = 0) => timers.push({ at: now + delay, run }),
    performance: {
      getEntriesByName: (name: string) =>
        name === "first-contentful-paint" && paintedAt !== null ? [{ startTime: paintedAt }] : [],
    },
    CSSFontFaceRule: FakeFontFaceRule,
    PerformanceObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  };
  new Function(...Object.keys(page), boot.replace(/\bimport\(/g, "importModule("))(...Object.values(page));
  function fire(name: string, event?: unknown) {
    for (const entry of listeners.filter((candidate) => candidate.event === name)) entry.listener(event);
  }
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.run();
  };
  return {
    document: page.document,
    /** Answers the fetch of `url` with `text` (200), a status, or a network error. */
    respond: (url: string, answer: { text: string } | { status: number } | "network error") => {
      const pending = fetches.get(url);
      if (!pending) throw new Error(`${url} was not fetched`);
      if (answer === "network error") return pending.reject(new Error("network"));
      const status = "status" in answer ? answer.status : 200;
      pending.resolve({
        ok: status === 200,
        text: () => Promise.resolve("text" in answer ? answer.text : ""),
      });
    },
    fetched: () => [...fetches.keys()],
    appended,
    imported,
    load: () => fire("load"),
    /** Dispatches `name` with `event` to the script's listeners */
    fire,
    paint: () => {
      paintedAt = now;
      observers.forEach((observer) => observer());
    },
    advance,
  };
}

/** An @font-face rule, as a FakeCssStyleSheet holds it. */
export class FakeFontFaceRule {}

/**
 * A constructed stylesheet: `replaceSync` reads text in which each line is a
 * rule, `@font-face` lines becoming FakeFontFaceRule.
 */
export class FakeCssStyleSheet {
  cssRules: unknown[] = [];
  replaceSync(text: string) {
    this.cssRules = text
      .split("\n")
      .filter(Boolean)
      .map((rule) => (rule.startsWith("@font-face") ? new FakeFontFaceRule() : rule));
  }
  deleteRule(index: number) {
    this.cssRules.splice(index, 1);
  }
}

/** A held-back stylesheet link: records what is done to it. */
export class FakeStylesheetLink {
  attributes = new Set(["disabled"]);
  constructor(readonly href: string) {}
  addEventListener() {}
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}
