/**
 * Cuts the font to app/config/font-subset.ts's characters: the one font file every page preloads is
 * on the path to the first paint (docs/decisions/0007-first-paint-before-javascript.md).
 * Runs before every build and dev start; writes app/fonts/generated/ (not in git).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import {
  CORE_FONT_CHARACTERS,
  CORE_FONT_FILE,
  CORE_FONT_WEIGHTS,
  DEVANAGARI_FONT_CHARACTERS,
  DEVANAGARI_FONT_FILE,
  JOINERS,
  RUPEE_FONT_CHARACTERS,
  RUPEE_FONT_FILE,
} from "../app/config/font-subset";

const require = createRequire(import.meta.url);
const fontsource = (file: string) =>
  readFileSync(
    require.resolve(
      file.startsWith("noto-")
        ? `@fontsource-variable/noto-sans-devanagari/files/${file}`
        : `@fontsource-variable/plus-jakarta-sans/files/${file}`,
    ),
  );

const outputDir = path.resolve("app/fonts/generated");
mkdirSync(outputDir, { recursive: true });

const subsets = [
  { from: "plus-jakarta-sans-latin-wght-normal.woff2", characters: CORE_FONT_CHARACTERS, to: CORE_FONT_FILE },
  {
    from: "plus-jakarta-sans-latin-ext-wght-normal.woff2",
    characters: RUPEE_FONT_CHARACTERS,
    to: RUPEE_FONT_FILE,
  },
  {
    from: "noto-sans-devanagari-devanagari-wght-normal.woff2",
    characters: DEVANAGARI_FONT_CHARACTERS + JOINERS,
    to: DEVANAGARI_FONT_FILE,
    // Conjuncts, half forms and vowel-sign positions are the shaping tables' work: keep them whole.
    layoutClosure: true,
  },
];
for (const { from, characters, to, layoutClosure = false } of subsets) {
  const font = await subsetFont(fontsource(from), characters, {
    targetFormat: "woff2",
    // The pages use weights 400 to 800 (app.css declares the same range).
    variationAxes: { wght: { min: CORE_FONT_WEIGHTS.min, max: CORE_FONT_WEIGHTS.max } },
    // Keep only the glyphs asked for, not ligatures and alternates they could form.
    noLayoutClosure: !layoutClosure,
  });
  writeFileSync(path.join(outputDir, to), font);
  console.log(`Font subset ${to}: ${font.length} bytes`);
}
