import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import type { HarfBuzz, HbFont } from "harfbuzzjs";
import { OG_IMAGE_SIZE } from "~/lib/seo";

/*
 * The share image of a Hindi page (issue 26). Satori, which draws the English ones, lays text out
 * glyph by glyph without shaping, and resvg's own shaping loses the vowel sign ा inside a word
 * ("जवाब" drawn "जवब"); Devanagari needs shaping: a conjunct (क्ष), a vowel sign before its
 * consonant (कि). So HarfBuzz (harfbuzzjs) shapes each line, run by run of one font, and the
 * glyphs are drawn as paths into an SVG that resvg only paints. Lines are broken between words
 * where the shaped line would pass the width.
 */

const require = createRequire(import.meta.url);

/** harfbuzzjs exports a promise of HarfBuzz (CommonJS): required, not imported, so no bundler wraps it. */
const harfbuzz = require("harfbuzzjs") as Promise<HarfBuzz>;

const WEIGHTS = [400, 700, 800] as const;

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps (resvg reads only those): each table
 * inflated where it is compressed, the table directory written again.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF file");
  const tableCount = woff.readUInt16BE(12);
  const header = Buffer.alloc(12 + tableCount * 16);
  let power = 1;
  let log = 0;
  while (power * 2 <= tableCount) {
    power *= 2;
    log++;
  }
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const tables: Buffer[] = [];
  let offset = header.length;
  for (let index = 0; index < tableCount; index++) {
    const entry = 44 + index * 20;
    const start = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(start, start + stored);
    const data = stored < length ? inflateSync(raw) : raw;
    const at = 12 + index * 16;
    header.writeUInt32BE(woff.readUInt32BE(entry), at);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(length, at + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    tables.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...tables]);
}

const FILES = {
  jakarta: (weight: number) =>
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  devanagari: (weight: number) =>
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
};

type Family = keyof typeof FILES;

/** A font HarfBuzz shapes with, and its size unit. */
interface ShapingFont {
  font: HbFont;
  upem: number;
}

let loading: Promise<{ hb: HarfBuzz; fonts: Record<string, ShapingFont> }> | undefined;

/** HarfBuzz and every font, loaded once per process. */
function shaping() {
  loading ??= harfbuzz.then((hb) => {
    const fonts: Record<string, ShapingFont> = {};
    for (const weight of WEIGHTS) {
      for (const family of Object.keys(FILES) as Family[]) {
        const sfnt = woffToSfnt(readFileSync(require.resolve(FILES[family](weight))));
        const face = hb.createFace(hb.createBlob(sfnt), 0);
        fonts[`${family}-${weight}`] = { font: hb.createFont(face), upem: face.upem };
      }
    }
    return { hb, fonts };
  });
  return loading;
}

/**
 * Devanagari and what joins it (the joiners, Vedic signs), and the rupee sign, which Jakarta's
 * Latin file lacks: drawn in the Devanagari font.
 */
function inDevanagari(character: string): boolean {
  const point = character.codePointAt(0)!;
  return (
    point === 0x20b9 ||
    (point >= 0x900 && point <= 0x97f) ||
    (point >= 0xa8e0 && point <= 0xa8ff) ||
    (point >= 0x1cd0 && point <= 0x1cff) ||
    point === 0x200c ||
    point === 0x200d
  );
}

interface Run {
  family: Family;
  text: string;
}

/** `text` as runs of one font each: Devanagari in Noto, the rest (Latin letters, figures, spaces) in Jakarta. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const family: Family = inDevanagari(character) ? "devanagari" : "jakarta";
    const last = runs.at(-1);
    if (last?.family === family) last.text += character;
    else runs.push({ family, text: character });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight: (typeof WEIGHTS)[number];
  fill: string;
}

/** Shapes and draws text, once HarfBuzz and the fonts are loaded (`typesetter()`). */
export interface Typesetter {
  /** How far `text` moves the pen, shaped in `style`. */
  widthOf(text: string, style: TextStyle): number;
  /** `text` in lines no wider than `width`, broken between words; past `most` lines, the last ends in "…". */
  linesOf(text: string, style: TextStyle, width: number, most: number): string[];
  /** A line at `x` (its start, or with `anchor` "end" its end) on the baseline `y`, as SVG paths. */
  line(text: string, x: number, y: number, style: TextStyle, anchor?: "start" | "end"): string;
}

export async function typesetter(): Promise<Typesetter> {
  const { hb, fonts } = await shaping();
  /** The glyphs of `text` as paths from 0 on the baseline, and its width. */
  const shape = (text: string, style: TextStyle) => {
    const paths: string[] = [];
    let pen = 0;
    for (const run of runsOf(text)) {
      const { font, upem } = fonts[`${run.family}-${style.weight}`]!;
      const scale = style.size / upem;
      const buffer = hb.createBuffer();
      try {
        buffer.addText(run.text);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        for (const glyph of buffer.json()) {
          const outline = font.glyphToPath(glyph.g);
          if (outline) {
            const x = (pen + glyph.dx * scale).toFixed(2);
            const y = (-glyph.dy * scale).toFixed(2);
            paths.push(
              `<path transform="translate(${x} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${outline}"/>`,
            );
          }
          pen += glyph.ax * scale;
        }
      } finally {
        buffer.destroy();
      }
    }
    return { paths, width: pen };
  };
  const widthOf = (text: string, style: TextStyle) => shape(text, style).width;
  return {
    widthOf,
    linesOf(text, style, width, most) {
      const lines: string[] = [];
      let line = "";
      for (const word of text.split(/\s+/).filter(Boolean)) {
        const longer = line ? `${line} ${word}` : word;
        if (!line || widthOf(longer, style) <= width) {
          line = longer;
          continue;
        }
        lines.push(line);
        line = word;
      }
      if (line) lines.push(line);
      if (lines.length <= most) return lines;
      const kept = lines.slice(0, most);
      kept[most - 1] = `${kept[most - 1]}…`;
      return kept;
    },
    line(text, x, y, style, anchor = "start") {
      const { paths, width } = shape(text, style);
      const start = anchor === "end" ? x - width : x;
      return `<g transform="translate(${start.toFixed(2)} ${y})" fill="${style.fill}">${paths.join("")}</g>`;
    },
  };
}

const PADDING = 72;

/** The image of a Hindi page: the business's mark and name, the page's title and description, city and address. */
export async function hindiShareImage({
  brandMarkSvg,
  name,
  heading,
  description,
  city,
  address,
}: {
  brandMarkSvg: string;
  name: string;
  heading: string;
  description: string;
  city: string;
  address: string;
}): Promise<Buffer> {
  const set = await typesetter();
  const { width, height } = OG_IMAGE_SIZE;
  const headingStyle: TextStyle = { size: 76, weight: 800, fill: "#1e1b4b" };
  const descriptionStyle: TextStyle = { size: 28, weight: 400, fill: "#475569" };
  const footStyle: TextStyle = { size: 28, weight: 700, fill: "#4338ca" };
  const headingLines = set.linesOf(heading, headingStyle, width - 2 * PADDING, 2);
  const descriptionLines = set.linesOf(description, descriptionStyle, 1000, 3);
  // The title and description in the middle of the space between the name and the foot.
  const headingLead = 96;
  const descriptionLead = 42;
  const block = headingLines.length * headingLead + 24 + descriptionLines.length * descriptionLead;
  let y = Math.round((170 + 500) / 2 - block / 2) + 70;
  const lines: string[] = [];
  for (const line of headingLines) {
    lines.push(set.line(line, PADDING, y, headingStyle));
    y += headingLead;
  }
  y += 24 - headingLead + descriptionLead;
  for (const line of descriptionLines) {
    lines.push(set.line(line, PADDING, y, descriptionStyle));
    y += descriptionLead;
  }
  const mark = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg).toString("base64")}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2ff"/><stop offset="0.55" stop-color="#ffffff"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<image x="${PADDING}" y="${PADDING}" width="72" height="72" href="${mark}"/>`,
    set.line(name, PADDING + 92, PADDING + 49, { size: 36, weight: 800, fill: "#1e1b4b" }),
    ...lines,
    set.line(city, PADDING, height - PADDING, footStyle),
    set.line(address, width - PADDING, height - PADDING, footStyle, "end"),
    `</svg>`,
  ].join("");
  // Paths only: resvg loads no font.
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}
