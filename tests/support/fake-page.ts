/**
 * Runs an inline script the way a browser would, with a stand-in page and
 * clock: it can add elements to the head, listen for load and paint, and set
 * timers, all of which the test drives. Its module loader records what the
 * script imports (`import(...)` calls) and gives back empty modules. The
 * head holds the stylesheet links named in `heldBack` (FakeStylesheet), which
 * `document.querySelectorAll` finds whatever it is asked for.
 */
export function runInFakePage(boot: string, heldBack: FakeStylesheet[] = []) {
  const appended: Array<Record<string, string>> = [];
  const imported: string[] = [];
  const listeners: Array<{ event: string; listener: (event?: unknown) => void }> = [];
  const observers: Array<() => void> = [];
  let timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  let paintedAt: number | null = null;
  const page = {
    document: {
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

/** An @font-face rule in a FakeStylesheet's sheet. */
export class FakeFontFaceRule {}

/**
 * A held-back stylesheet link: records what is done to it, and loads (with a
 * sheet of `rules`) or fails when the test says.
 */
export class FakeStylesheet {
  media = "";
  attributes = new Set(["disabled"]);
  readonly deleted: number[] = [];
  readonly #listeners = new Map<string, () => void>();
  constructor(readonly rules: unknown[] = []) {}
  get sheet() {
    return { cssRules: this.rules, deleteRule: (index: number) => this.deleted.push(index) };
  }
  addEventListener(event: string, listener: () => void) {
    this.#listeners.set(event, listener);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
    if (name === "media") this.media = "";
  }
  fire(event: "load" | "error") {
    this.#listeners.get(event)?.();
  }
}
