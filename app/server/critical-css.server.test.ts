import { describe, expect, it, vi } from "vitest";
import { log } from "./log.server";
import {
  CriticalCss,
  markupSignature,
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
    expect(reads).toEqual(["/client/assets/site-script-b2.js", "/client/assets/root-a1.css"]);
  });

  it("works the rules out once per route and shape of markup, not per request or per word", async () => {
    const { critical, reads } = fixture();
    const testimonials = (words: string, nonce: string) =>
      page(`<p class="used">${words}</p><script nonce="${nonce}">window.__context = "${words}"</script>`);
    await critical.inlineAhead(testimonials("Great work", "n1"), "testimonials");
    await critical.inlineAhead(testimonials("Very kind people", "n2"), "testimonials");
    expect(reads).toHaveLength(1);
    const changed = await critical.inlineAhead(
      page('<p class="used">Great work</p><p class="unused">New</p>'),
      "testimonials",
    );
    expect(reads).toHaveLength(2);
    expect(carried(changed)).toContain(".unused{");
  });

  it("keeps at most 64 worked-out rules", async () => {
    const { critical, reads } = fixture();
    const shaped = (n: number) => page(`<p class="used" data-n="${n}">Hi</p>`);
    for (let n = 0; n < 65; n++) await critical.inlineAhead(shaped(n), "testimonials");
    expect(reads).toHaveLength(65);
    await critical.inlineAhead(shaped(64), "testimonials");
    expect(reads).toHaveLength(65);
    await critical.inlineAhead(shaped(0), "testimonials");
    expect(reads).toHaveLength(66);
  });
});

describe("markupSignature", () => {
  it("is the same for documents that differ only in text, scripts, styles and nonces", () => {
    const one = markupSignature('<p class="a">One</p><script nonce="x">var a = 1</script><style>p{}</style>');
    const two = markupSignature('<p class="a">Two</p><script nonce="y">var b = 2</script><style>a{}</style>');
    expect(one).toBe(two);
    expect(markupSignature('<p class="b">One</p>')).not.toBe(markupSignature('<p class="a">One</p>'));
  });

  it("is the same for a form sent back with whatever a visitor typed, and differs where a selector looks", () => {
    const form = (name: string, message: string, invalid: string) =>
      `<form action="/contact?subject=${name}"><input name="name" value="${name}" aria-label="Name" aria-invalid="${invalid}"/>` +
      `<textarea name="message">${message}</textarea><a href="mailto:x@example.com?subject=${name}">Mail</a></form>`;
    expect(markupSignature(form("Asha", "Hello", "true"))).toBe(
      markupSignature(form("Ravi", "Namaste", "true")),
    );
    expect(markupSignature(form("Asha", "Hello", "true"))).not.toBe(
      markupSignature(form("Asha", "Hello", "false")),
    );
    expect(markupSignature('<div data-plan="0"></div>')).not.toBe(
      markupSignature('<div data-plan="1"></div>'),
    );
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
