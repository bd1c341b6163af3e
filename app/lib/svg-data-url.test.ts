import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { svgDataUrl } from "./svg-data-url";

/** What a browser reads from a data: URL (the Fetch standard's data: URL processor, for the text part). */
const decoded = (url: string) => decodeURIComponent(url.slice("data:image/svg+xml,".length));

/** Text dense in the characters that matter here. */
const svgText = fc
  .array(
    fc.oneof(
      fc.constantFrom('"', "'", "#", "<", ">", "&", "%", " ", "\n", "\t"),
      fc.string({ unit: "binary" }),
    ),
  )
  .map((parts) => parts.join(""));

describe("svgDataUrl", () => {
  it("keeps the image, with encoded quotes and spaces, and one space between words", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">\n  <rect fill="#4338ca" width="40%"/>\n</svg>\n`;
    const url = svgDataUrl(svg);
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2040%2040%27%3E%20%3Crect%20fill=%27%234338ca%27%20width=%2740%25%27/%3E%20%3C/svg%3E",
    );
    expect(decoded(url)).toBe(
      `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'> <rect fill='#4338ca' width='40%'/> </svg>`,
    );
  });

  it("never leaves a character that a URL may not hold or that ends its fragment or an HTML attribute", () => {
    fc.assert(
      fc.property(svgText, (text) => {
        const url = svgDataUrl(`<svg>${text}</svg>`);
        expect(url).not.toMatch(/["'#<>&%](?![0-9A-F]{2})|[\p{Cc}\p{Z}]/u);
        expect(decoded(url)).toBe(`<svg>${text}</svg>`.trim().replace(/\s+/g, " ").replace(/"/g, "'"));
      }),
    );
  });
});
