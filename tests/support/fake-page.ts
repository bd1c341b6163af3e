/**
 * Runs an inline script the way a browser would, with a stand-in page and
 * clock: it can add elements to the head, listen for load and paint, and set
 * timers, all of which the test drives.
 */
export function runInFakePage(
  boot: string,
  {
    root = {},
    storage = new Map<string, string>(),
    script = {},
  }: {
    /** The root element's data attributes, as the server wrote them */
    root?: Record<string, string>;
    /** localStorage's items; null when the browser refuses storage */
    storage?: Map<string, string> | null;
    /** The attributes of the script element that runs `boot` */
    script?: Record<string, string>;
  } = {},
) {
  const appended: Array<Record<string, string>> = [];
  const listeners: Array<{ event: string; listener: (event?: unknown) => void }> = [];
  const observers: Array<() => void> = [];
  let timers: Array<{ at: number; run: () => void }> = [];
  let now = 0;
  let paintedAt: number | null = null;
  const page = {
    document: {
      readyState: "loading",
      documentElement: { dataset: root },
      currentScript: { getAttribute: (name: string) => script[name] ?? null },
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: { append: (...elements: Array<Record<string, string>>) => appended.push(...elements) },
    },
    window: {},
    localStorage: {
      getItem: (key: string) => {
        if (!storage) throw new DOMException("The operation is insecure.", "SecurityError");
        return storage.get(key) ?? null;
      },
    },
    addEventListener: (event: string, listener: () => void) => listeners.push({ event, listener }),
    setTimeout: (run: () => void, delay = 0) => timers.push({ at: now + delay, run }),
    performance: {
      getEntriesByName: (name: string) =>
        name === "first-contentful-paint" && paintedAt !== null ? [{ startTime: paintedAt }] : [],
    },
    PerformanceObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  };
  new Function(...Object.keys(page), boot)(...Object.values(page));
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
    appended,
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
