import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CORE_FONT_CHARACTERS,
  CORE_FONT_FILE,
  CORE_FONT_WEIGHTS,
  DEVANAGARI_FONT_CHARACTERS,
  DEVANAGARI_FONT_FILE,
  RUPEE_FONT_CHARACTERS,
  RUPEE_FONT_FILE,
  unicodeRange,
} from "./font-subset";

const EMOJI = /\p{Extended_Pictographic}|\uFE0F/u;

describe("unicodeRange", () => {
  it("joins runs of consecutive characters and sorts them", () => {
    expect(unicodeRange("cab€ ")).toBe("U+20, U+61-63, U+20AC");
  });
});

describe("the font subsets", () => {
  const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
  const faceFor = (file: string) => css.split("@font-face").find((face) => face.includes(file)) ?? "";

  it("are declared in app.css with exactly the ranges they are cut to", () => {
    expect(faceFor(CORE_FONT_FILE)).toContain(`unicode-range: ${unicodeRange(CORE_FONT_CHARACTERS)};`);
    expect(faceFor(RUPEE_FONT_FILE)).toContain(`unicode-range: ${unicodeRange(RUPEE_FONT_CHARACTERS)};`);
    expect(faceFor(DEVANAGARI_FONT_FILE)).toContain(
      `unicode-range: ${unicodeRange(DEVANAGARI_FONT_CHARACTERS)};`,
    );
  });

  it("share weight and style with the fallback files: faces that differ are different fonts to a browser, which then never uses the subsets", () => {
    const faces = css.split("@font-face").filter((face) => /font-family: "Jakarta";/.test(face));
    expect(faces).toHaveLength(5);
    const descriptors = faces.map((face) => [
      /font-weight:([^;]+);/.exec(face)?.[1],
      /font-style:([^;]+);/.exec(face)?.[1],
    ]);
    expect(new Set(descriptors.map((pair) => pair.join("|"))).size).toBe(1);
    expect(descriptors[0]?.[0]?.trim()).toBe(`${CORE_FONT_WEIGHTS.min} ${CORE_FONT_WEIGHTS.max}`);
  });

  it("share no character with the full fallback files, which would then load on every page", () => {
    const subsets = codePoints(
      unicodeRange(CORE_FONT_CHARACTERS + RUPEE_FONT_CHARACTERS + DEVANAGARI_FONT_CHARACTERS),
    );
    const fallbacks = css
      .split("@font-face")
      .filter((face) => face.includes("@fontsource-variable"))
      .map((face) => codePoints(/unicode-range:([^;]+);/.exec(face)![1]!));
    expect(fallbacks).toHaveLength(2);
    for (const fallback of fallbacks) expect([...fallback].filter((point) => subsets.has(point))).toEqual([]);
  });

  it("cover every character the content files and the interface's words are written in (emoji come from the system)", () => {
    const content = ["../content", "../config", "../i18n"].flatMap((dir) => {
      const url = new URL(`${dir}/`, import.meta.url);
      return readdir(url);
    });
    const covered = new Set([
      ...CORE_FONT_CHARACTERS,
      ...RUPEE_FONT_CHARACTERS,
      ...DEVANAGARI_FONT_CHARACTERS,
      "\n",
    ]);
    const missing = new Set<string>();
    for (const text of content)
      for (const ch of text) if (!covered.has(ch) && !EMOJI.test(ch)) missing.add(ch);
    expect([...missing]).toEqual([]);
  });
});

function readdir(url: URL): string[] {
  return readdirSync(url)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => readFileSync(new URL(name, url), "utf8"));
}

/** The code points a CSS unicode-range names. */
function codePoints(range: string) {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [first, last = first] = part.trim().replace("U+", "").split("-");
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point++) points.add(point);
  }
  return points;
}
