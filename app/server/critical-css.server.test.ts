import { PurgeCSS } from "purgecss";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "./log.server";
import {
  CriticalCss,
  idsRead,
  markupSignature,
  SHAPES_PER_ROUTE,
  unicodeRanges,
  withoutUnusedFacesAndFieldParts,
  withoutUnusedProperties,
  words,
} from "./critical-css.server";

const STYLESHEET = [
  "@font-face{font-family:Jakarta;src:url(/assets/j.woff2)}",
  ":root{--brand:#33f}",
  "html{font-family:Jakarta}",
  ".used{color:red}",
  ".unused{color:blue}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".gap-2\\.5{gap:.625rem}",
  ".hover\\:bg-white:hover{background:#fff}",
  "@media (min-width:40rem){.sm\\:used{color:green}.sm\\:unused{color:pink}}",
  ".toast{position:fixed}",
  "#gone{color:red}",
].join("");

const page = (body: string, head = "") =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-a1.css"/>${head}</head><body>${body}</body></html>`;

function fixture(files: Record<string, string> = {}) {
  const reads: string[] = [];
  const critical = new CriticalCss({
    clientDir: "/client/",
    readFile: (file) => {
      reads.push(file);
      const found = { "/client/assets/root-a1.css": STYLESHEET, ...files }[file];
      if (found === undefined) throw new Error(`no ${file}`);
      return found;
    },
  });
  return { critical, reads };
}

/** Counts the runs of PurgeCSS: the work each shape of markup costs once. */
function purgeRuns() {
  return vi.spyOn(PurgeCSS.prototype, "purge");
}

afterEach(() => {
  vi.restoreAllMocks();
});

const carried = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";

describe("CriticalCss", () => {
  it("finds the link on a page rendered per request, where it carries the page's nonce", async () => {
    const { critical } = fixture();
    const html = await critical.inline(
      page('<p class="used">Hi</p>').replace(
        '<link rel="stylesheet"',
        '<link nonce="bm9uY2U=" rel="stylesheet"',
      ),
      "404",
    );
    expect(html).not.toContain('rel="stylesheet"');
    expect(carried(html)).toContain(".used{");
  });

  it("replaces the link with the rules the markup uses, and keeps fonts, custom properties and base styles", async () => {
    const { critical } = fixture();
    const html = await critical.inline(
      page(
        '<p class="used sm:used gap-2.5 hover:bg-white">Hi</p><a class="[&amp;_svg]:size-4"><svg></svg></a>',
      ),
      "home",
    );
    expect(html).not.toContain('rel="stylesheet"');
    const css = carried(html);
    for (const kept of [
      "@font-face",
      ":root",
      "html{",
      ".used{",
      "sm\\:used",
      "size-4",
      "gap-2\\.5",
      "hover\\:bg-white",
    ]) {
      expect(css, kept).toContain(kept);
    }
    for (const dropped of [".unused", "sm\\:unused", ".toast", "#gone"])
      expect(css, dropped).not.toContain(dropped);
  });

  it("keeps the rules of what the page's own scripts draw", async () => {
    const { critical } = fixture({ "/client/assets/site-script-b2.js": 'el.className = "toast";' });
    const html = await critical.inline(
      page("<p>Hi</p>", '<script>(function(){})("/assets/site-script-b2.js")</script>'),
      "about",
    );
    expect(carried(html)).toContain(".toast{");
  });

  it("works a route's rules out once, whatever address it answers", async () => {
    const { critical, reads } = fixture();
    const first = await critical.inline(page('<p class="used">/nope</p>'), "not-found");
    const second = await critical.inline(page('<p class="used">/other</p>'), "not-found");
    expect(carried(second)).toBe(carried(first));
    expect(reads).toEqual(["/client/assets/root-a1.css"]);
  });

  it("leaves the link when the stylesheet cannot be read, or there is none", async () => {
    const { critical } = fixture();
    const missing = page("<p>Hi</p>").replace("root-a1.css", "root-zz.css");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    try {
      expect(await critical.inline(missing, "x")).toBe(missing);
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
    const none = "<html><head></head><body>Error</body></html>";
    expect(await critical.inline(none, "y")).toBe(none);
  });
});

describe("CriticalCss for a page that hydrates", () => {
  it("puts the rules the markup uses ahead of the link, which is held back until the first paint, and in <noscript> as it was", async () => {
    const { critical } = fixture();
    const html = await critical.inlineAhead(
      page('<p class="used">Hi</p>').replace(
        '<link rel="stylesheet"',
        '<link nonce="bm9uY2U=" rel="stylesheet"',
      ),
      "contact",
    );
    const css = carried(html);
    expect(css).toContain(".used{");
    expect(css).toContain("@font-face");
    expect(css).not.toContain(".unused");
    expect(html).toContain(
      '</style><link nonce="bm9uY2U=" rel="stylesheet" href="/assets/root-a1.css" disabled="" data-after-paint=""/>' +
        '<noscript><link rel="stylesheet" href="/assets/root-a1.css"/></noscript>',
    );
  });

  it("reads none of what React Router's module script imports: React draws later, when the whole stylesheet applies", async () => {
    const { critical, reads } = fixture({ "/client/assets/site-script-b2.js": 'el.className = "toast";' });
    await critical.inlineAhead(
      page(
        "<p>Hi</p>",
        '<script>(function(){})("/assets/site-script-b2.js")</script>' +
          '<script type="module" async="">import "/assets/manifest-c3.js";</script>',
      ),
      "contact",
    );
    expect(reads.sort()).toEqual(["/client/assets/root-a1.css", "/client/assets/site-script-b2.js"]);
  });

  it("works the rules out once per route and shape of markup, not per request, word or testimonial", async () => {
    const { critical } = fixture();
    const runs = purgeRuns();
    const testimonials = (words: string[], nonce: string) =>
      page(
        words.map((said) => `<p class="used">${said}</p>`).join("") +
          `<script nonce="${nonce}">window.__context = "${words.join()}"</script>`,
      );
    await critical.inlineAhead(testimonials(["Great work"], "n1"), "testimonials");
    await critical.inlineAhead(testimonials(["Very kind people", "Fast", "Cheap"], "n2"), "testimonials");
    expect(runs).toHaveBeenCalledTimes(1);
    const changed = await critical.inlineAhead(
      page('<p class="used">Great work</p><p class="unused">New</p>'),
      "testimonials",
    );
    expect(runs).toHaveBeenCalledTimes(2);
    expect(carried(changed)).toContain(".unused{");
  });

  it(`works out ${SHAPES_PER_ROUTE} shapes of a route at most: past them its pages link the whole stylesheet, as React wrote it`, async () => {
    const { critical } = fixture();
    const runs = purgeRuns();
    const shaped = (n: number) => page(`<p class="used" data-n="${n}">Hi</p>`);
    const warned = vi.spyOn(log, "warn").mockImplementation(() => {});
    try {
      for (let n = 0; n < SHAPES_PER_ROUTE; n++) await critical.inlineAhead(shaped(n), "testimonials");
      expect(runs).toHaveBeenCalledTimes(SHAPES_PER_ROUTE);
      expect(warned).toHaveBeenCalledTimes(1);
      const past = await critical.inlineAhead(shaped(SHAPES_PER_ROUTE), "testimonials");
      expect(past).toBe(shaped(SHAPES_PER_ROUTE));
      expect(runs).toHaveBeenCalledTimes(SHAPES_PER_ROUTE);
      // The shapes already worked out still carry their rules, and other routes have their own count.
      expect(carried(await critical.inlineAhead(shaped(0), "testimonials"))).toContain(".used{");
      expect(carried(await critical.inlineAhead(shaped(SHAPES_PER_ROUTE), "contact"))).toContain(".used{");
      expect(runs).toHaveBeenCalledTimes(SHAPES_PER_ROUTE + 1);
      expect(warned).toHaveBeenCalledTimes(1);
    } finally {
      warned.mockRestore();
    }
  });
});

describe("idsRead", () => {
  it("names the ids selectors look for, not a colour in an escaped class name", () => {
    const css =
      "header:has(#mobile-menu:popover-open) .x{display:block}.hover\\:bg-\\[\\#095c31\\]:hover{color:#095c31}#top{margin:0}";
    expect([...idsRead(css)].sort()).toEqual(["mobile-menu", "top"]);
  });
});

describe("markupSignature", () => {
  const ids = new Set(["mobile-menu"]);

  it("is the same for documents that differ only in text, scripts, styles and nonces", () => {
    const one = markupSignature(
      '<p class="a">One</p><script nonce="x">var a = 1</script><style>p{}</style>',
      ids,
    );
    const two = markupSignature(
      '<p class="a">Two</p><script nonce="y">var b = 2</script><style>a{}</style>',
      ids,
    );
    expect(one).toBe(two);
    expect(markupSignature('<p class="b">One</p>', ids)).not.toBe(
      markupSignature('<p class="a">One</p>', ids),
    );
  });

  it("is the same for a form sent back with whatever a visitor typed and whichever fields were refused, and differs where a selector looks", () => {
    const form = (name: string, message: string, invalid: string[]) =>
      `<form action="/contact?subject=${name}">` +
      ["name", "email", "message"]
        .map((field) =>
          invalid.includes(field)
            ? `<input name="${field}" value="${name}" aria-invalid="true"/><p id="${field}-error" class="error">!</p>`
            : `<input name="${field}" value="${message}" aria-label="${field}"/>`,
        )
        .join("") +
      `<a href="mailto:x@example.com?subject=${name}">Mail</a></form>`;
    const signature = (...args: Parameters<typeof form>) => markupSignature(form(...args), ids);
    expect(signature("Asha", "Hello", ["name"])).toBe(signature("Ravi", "Namaste", ["name"]));
    expect(signature("Asha", "Hello", ["name"])).toBe(signature("Asha", "Hello", ["email", "message"]));
    expect(signature("Asha", "Hello", ["name"])).not.toBe(signature("Asha", "Hello", []));
    expect(markupSignature('<div data-plan="0"></div>', ids)).not.toBe(
      markupSignature('<div data-plan="1"></div>', ids),
    );
    expect(markupSignature('<nav id="mobile-menu"></nav>', ids)).not.toBe(
      markupSignature('<nav id="menu"></nav>', ids),
    );
  });

  it("is the same however many times, and in whatever order, the same elements and classes occur", () => {
    const card = (stars: number) =>
      `<figure class="card">${'<svg class="lit"></svg>'.repeat(stars)}${'<svg class="unlit"></svg>'.repeat(5 - stars)}</figure>`;
    expect(markupSignature(card(4) + card(3), ids)).toBe(markupSignature(card(2) + card(1) + card(4), ids));
    expect(markupSignature(card(5), ids)).not.toBe(markupSignature(card(4), ids));
  });
});

describe("words", () => {
  it("reads class names whole, after their character references", () => {
    expect(words('<a class="[&amp;_svg]:size-4 gap-2.5 sm:px-4" title="a&quot;b">')).toEqual(
      expect.arrayContaining(["[&_svg]:size-4", "gap-2.5", "sm:px-4"]),
    );
  });
});

describe("withoutUnusedProperties", () => {
  it("drops the registration of a custom property nothing reads, and keeps the rest", () => {
    const css =
      '@property --tw-used{syntax:"*";inherits:false}@property --tw-gone{syntax:"*";inherits:false}.a{color:var(--tw-used,red)}';
    expect(withoutUnusedProperties(css)).toBe(
      '@property --tw-used{syntax:"*";inherits:false}.a{color:var(--tw-used,red)}',
    );
  });
});

describe("withoutUnusedFacesAndFieldParts", () => {
  const FACES = [
    "@font-face{font-family:J;src:url(/core.woff2);unicode-range:U+20-7E, U+A0}",
    "@font-face{font-family:J;src:url(data:font/woff2;base64,AAAA);unicode-range:U+20B9}",
    "@font-face{font-family:J;src:url(/ext.woff2);unicode-range:U+100-24F, U+1E00-1EFF}",
    "@font-face{font-family:J Fallback;src:local(Arial)}",
  ].join("");
  const BASE =
    "@layer base{*{margin:0}::file-selector-button{margin:0}button,::file-selector-button{font:inherit}" +
    "::placeholder{opacity:1}@supports (not (-webkit-appearance:none)){::placeholder{color:currentColor}" +
    "@supports (color:color-mix(in lab,red,red)){::placeholder{color:gray}}}" +
    "::-webkit-datetime-edit{padding:0}a{color:inherit}}";
  const faces = (css: string) =>
    [...css.matchAll(/url\(([^)]*)\)|local\(([^)]*)\)/g)].map((m) => m[1] ?? m[2]);

  it("keeps a font face only if the page holds one of its characters", () => {
    expect(faces(withoutUnusedFacesAndFieldParts(FACES, "<p>Plans</p>"))).toEqual(["/core.woff2", "Arial"]);
    expect(faces(withoutUnusedFacesAndFieldParts(FACES, "<p>From ₹999</p>"))).toEqual([
      "/core.woff2",
      "data:font/woff2;base64,AAAA",
      "Arial",
    ]);
    // Written as a character reference, in a script's string, or at a range's last point.
    expect(faces(withoutUnusedFacesAndFieldParts(FACES, "<p>&#8377;</p>"))).toContain(
      "data:font/woff2;base64,AAAA",
    );
    expect(faces(withoutUnusedFacesAndFieldParts(FACES, "<p></p>\ntoast('Ṁ')"))).toContain("/ext.woff2");
    expect(faces(withoutUnusedFacesAndFieldParts(FACES, "\u1EFF"))).toContain("/ext.woff2");
  });

  it("keeps a face whose range it cannot read", () => {
    const wildcard = "@font-face{font-family:J;src:url(/cjk.woff2);unicode-range:U+4??}";
    expect(withoutUnusedFacesAndFieldParts(wildcard, "<p>Plans</p>")).toBe(wildcard);
  });

  it("drops the styling of form fields' parts from a page without fields, and what that empties", () => {
    expect(withoutUnusedFacesAndFieldParts(BASE, "<a href=/>Home</a>")).toBe(
      "@layer base{*{margin:0}button{font:inherit}a{color:inherit}}",
    );
    for (const field of ['<input type="radio">', "<textarea>", "<select>"]) {
      expect(withoutUnusedFacesAndFieldParts(BASE, `<form>${field}</form>`)).toBe(BASE);
    }
  });
});

describe("unicodeRanges", () => {
  it("reads single points and ranges, and refuses wildcards", () => {
    expect(unicodeRanges("U+20-7E, U+A0, u+20b9")).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xa0],
      [0x20b9, 0x20b9],
    ]);
    expect(unicodeRanges("U+4??")).toBeNull();
    expect(unicodeRanges("")).toBeNull();
  });
});
