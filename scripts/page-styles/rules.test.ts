import { describe, expect, it } from "vitest";
import {
  rulesUsedBy,
  unicodeRanges,
  withoutUnusedFacesAndFieldParts,
  withoutUnusedProperties,
  words,
} from "./rules";

const STYLESHEET = [
  "@font-face{font-family:Jakarta;src:url(/assets/j.woff2)}",
  ":root{--brand:#33f}",
  "html{font-family:Jakarta}",
  ".used{color:red}",
  ".unused{color:blue}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".gap-2\\.5{gap:.625rem}",
  ".hover\\:bg-white:hover{background:#fff}",
  ".aria-invalid\\:border-red[aria-invalid=true]{border-color:red}",
  "@media (min-width:40rem){.sm\\:used{color:green}.sm\\:unused{color:pink}}",
  ".toast{position:fixed}",
  "#gone{color:red}",
].join("");

describe("rulesUsedBy", () => {
  it("keeps the rules for the classes a page's source writes, and fonts, custom properties and base styles", async () => {
    const source = `export const Page = () => <html><div className="used sm:used [&_svg]:size-4 gap-2.5 hover:bg-white" /></html>;`;
    const css = await rulesUsedBy(STYLESHEET, [source]);
    for (const kept of [
      "@font-face",
      ":root",
      "html{font-family:Jakarta}",
      ".used{",
      ".sm\\:used{",
      ".\\[\\&_svg\\]\\:size-4 svg",
      ".gap-2\\.5",
      ".hover\\:bg-white:hover",
    ]) {
      expect(css).toContain(kept);
    }
    for (const dropped of [".unused", ".sm\\:unused", ".toast", "#gone", "aria-invalid"]) {
      expect(css).not.toContain(dropped);
    }
  });

  it("keeps what the site script draws, and a rule for an attribute a script sets", async () => {
    const page = `<Input className="aria-invalid:border-red" aria-invalid={error ? true : undefined} />`;
    const script = `item.className = "toast"; control.setAttribute("aria-invalid", "true");`;
    const css = await rulesUsedBy(STYLESHEET, [page, script]);
    expect(css).toContain(".toast{");
    expect(css).toContain("[aria-invalid=true]");
    expect(await rulesUsedBy(STYLESHEET, [page])).not.toContain(".toast{");
  });
});

describe("rulesUsedBy's font faces", () => {
  const FACES =
    "@font-face{font-family:J;src:url(/latin-ext.woff2);unicode-range:U+100-24F}" +
    "@font-face{font-family:J;src:url(/rupee.woff2);unicode-range:U+20B9}";

  it("keeps the faces that draw visitors' words (Śrīdevi's testimonial) on any page, a symbol's only where the source has it", async () => {
    const plain = await rulesUsedBy(FACES, ["<p>About us</p>"]);
    expect(plain).toContain("/latin-ext.woff2");
    expect(plain).not.toContain("/rupee.woff2");
    expect(await rulesUsedBy(FACES, ["<p>From ₹999</p>"])).toContain("/rupee.woff2");
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
