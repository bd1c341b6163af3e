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

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join("");

/**
 * The Hindi pages' letters (issue 26): Noto Sans Devanagari (OFL), the whole Devanagari block and
 * its extension, and the dotted circle a lone vowel sign is drawn on. One file: a conjunct is
 * shaped from letters that must all be in the same font, so the block is not split, and the font
 * keeps its shaping tables (scripts/subset-font.ts). Only a page holding one of these characters
 * fetches it.
 */
export const DEVANAGARI_FONT_CHARACTERS = `${range(0x900, 0x97f)}\u25cc${range(0xa8e0, 0xa8ff)}`;

/**
 * The joiners that choose a conjunct's form (ZWNJ, ZWJ): in the Devanagari file for its shaping,
 * but not in its unicode-range, which the Latin file's already covers.
 */
export const JOINERS = "\u200c\u200d";
export const DEVANAGARI_FONT_FILE = "devanagari.woff2";

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
