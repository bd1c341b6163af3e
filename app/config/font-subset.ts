/**
 * The characters the site's pages are written in: the font is cut down to
 * them at build time (scripts/subset-font.ts) and app.css names the same
 * ranges. Printable ASCII plus the typography the content uses.
 */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");
export const CORE_FONT_CHARACTERS = `${ASCII}\u00a0©×–—‘’“”•…`;

/** The rupee sign comes from the Latin Extended file, in a file of its own. */
export const RUPEE_FONT_CHARACTERS = "₹";

/** Regular to extra bold: the weights the pages use. */
export const CORE_FONT_WEIGHTS = { min: 400, max: 800 };

export const CORE_FONT_FILE = "jakarta-core.woff2";
export const RUPEE_FONT_FILE = "jakarta-rupee.woff2";

/** A CSS unicode-range for a set of characters: U+20-7E, U+A0, ... */
export function unicodeRange(characters: string) {
  const points = [...new Set([...characters].map((ch) => ch.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const first = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    const last = points[i]!;
    const hex = (n: number) => n.toString(16).toUpperCase();
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return ranges.join(", ");
}
