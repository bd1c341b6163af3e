import postcss from "postcss";
import { PurgeCSS } from "purgecss";

/*
 * The rules each public page uses, worked out at build time (scripts/page-styles/plugin.ts):
 * a page carries them in its document and links no stylesheet, so its first
 * paint waits for no second request (docs/decisions/0014-first-paint-in-one-request.md,
 * 0026-public-pages-without-react.md). "Uses" is read from the source of
 * every module the page's route renders with (the route, root.tsx and what
 * they import) and of the site script, which draws notifications, field
 * messages and the staff bar: whatever data a page is rendered with, its
 * markup can only hold classes written in those files, as Tailwind only
 * generates rules for classes written in the source.
 */

const REGISTERED_PROPERTY = /@property\s+(--[\w-]+)\s*\{[^}]*\}/g;

/** `css` without the @property registrations of custom properties it no longer reads. */
export function withoutUnusedProperties(css: string): string {
  return css.replace(REGISTERED_PROPERTY, (rule, name: string) => (css.includes(`var(${name}`) ? rule : ""));
}

/** Parts of form fields that only a pseudo-element reaches (the base styles set them). */
const FIELD_PART = /^::(?:file-selector-button|placeholder|-webkit-[\w-]+|-moz-[\w-]+)$/;
const FIELD = /<(?:input|textarea|select)\b/i;

/** The code points a CSS `unicode-range` names; null for a form this does not read (a `?` wildcard). */
export function unicodeRanges(value: string): Array<[number, number]> | null {
  const ranges: Array<[number, number]> = [];
  for (const part of value.split(",")) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) return null;
    const first = parseInt(match[1]!, 16);
    ranges.push([first, match[2] ? parseInt(match[2], 16) : first]);
  }
  return ranges;
}

/**
 * `css` without what a page whose text (markup and scripts) is `text` never
 * uses, beyond what PurgeCSS leaves out: a font face none of whose characters
 * the page holds (each face of the font covers a `unicode-range`: the rupee
 * sign's is 1 KB, on pages without prices), and the styling of form fields'
 * parts on a page without fields. An at-rule left empty goes too.
 */
export function withoutUnusedFacesAndFieldParts(css: string, text: string): string {
  const root = postcss.parse(css);
  const codePoints = new Set<number>();
  for (const character of text.replace(/&#(x[0-9a-f]+|\d+);/gi, (_, n: string) =>
    String.fromCodePoint(n[0] === "x" || n[0] === "X" ? parseInt(n.slice(1), 16) : Number(n)),
  )) {
    codePoints.add(character.codePointAt(0)!);
  }
  const holdsAny = (ranges: Array<[number, number]>) =>
    [...codePoints].some((point) => ranges.some(([first, last]) => point >= first && point <= last));
  root.walkAtRules("font-face", (face) => {
    let ranges: Array<[number, number]> | null = null;
    face.walkDecls("unicode-range", (declaration) => {
      ranges = unicodeRanges(declaration.value);
    });
    if (ranges && !holdsAny(ranges)) face.remove();
  });
  if (!FIELD.test(text)) {
    root.walkRules((rule) => {
      const kept = rule.selectors.filter((selector) => !FIELD_PART.test(selector.trim()));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  }
  // Innermost first: an @supports that held only a removed rule, then one that held only that.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0 && atRule.name !== "layer") {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** What HTML writes as character references in attribute values (React writes these) */
const REFERENCES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * The words of a document, as PurgeCSS looks for them: Tailwind's class names
 * hold dots, colons, brackets and ampersands (`[&_svg]:size-4`), so a word is
 * anything between spaces, quotes and tag marks, read after its character
 * references.
 */
export function words(html: string): string[] {
  return html
    .replace(/&(?:amp|quot|#x27|lt|gt);/g, (reference) => REFERENCES[reference]!)
    .split(/[\s"'`<>=]+/);
}

/**
 * Elements a page holds though its source may not name them as tags: the
 * icons (components/icon.tsx) draw <svg> and its shapes through
 * createElement, and rules such as `[&_svg]:size-4` select them. Every other
 * element is written as a tag in the source (`<h1`), where PurgeCSS finds it.
 */
const DRAWN_BY_COMPONENTS = "svg path circle ellipse line polyline polygon rect g use symbol defs";

/**
 * Visitors' words are on the pages too (a testimonial, a refused form's
 * values, a staff member's name in the staff bar), in any Latin script: the
 * font faces that draw them stay on every page, whatever its source holds
 * (a face declared but not needed is not fetched). A face for symbols only
 * the content uses (the rupee sign's) stays only where the source has them.
 */
const VISITORS_LETTERS = "éāẞ";

/** A character of the Devanagari face's ranges (app/config/font-subset.ts): punctuation such as the danda too. */
function inDevanagariFace(character: string): boolean {
  const point = character.codePointAt(0)!;
  return (point >= 0x900 && point <= 0x97f) || point === 0x25cc || (point >= 0xa8e0 && point <= 0xa8ff);
}

/**
 * The rules of `css` that text in `sources` (the page's modules' source) can
 * use: every rule but those for classes, ids, elements and attributes none of
 * them holds (PurgeCSS; the base styles, custom properties, fonts and
 * animations all stay), without unused font faces, field parts and custom
 * property registrations. `devanagari: false` (an English page) leaves out the Devanagari face.
 * The faces follow every character of `sources`, comments too: a comment is
 * where a module names what it draws without writing it (the rupee sign
 * Intl.NumberFormat writes).
 */
export async function rulesUsedBy(
  css: string,
  sources: string[],
  {
    devanagari = true,
    code = sources,
  }: {
    devanagari?: boolean;
    /** The same modules without their comments, where classes, ids, elements and attributes are looked for. */
    code?: string[];
  } = {},
): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [...code, DRAWN_BY_COMPONENTS].map((raw) => ({ raw, extension: "html" })),
    css: [{ raw: css }],
    defaultExtractor: words,
    // Custom properties no kept rule reads go too.
    variables: true,
  });
  if (!result || /<\/style/i.test(result.css)) throw new Error("PurgeCSS gave nothing usable");
  // An English page's source holds the Hindi words too (i18n/hi.ts, its language switch): it
  // leaves the Devanagari face to the Hindi pages, and draws a Hindi word it shows in the system's font.
  const text = [...sources, VISITORS_LETTERS].join("\n");
  return withoutUnusedProperties(
    withoutUnusedFacesAndFieldParts(
      result.css,
      devanagari ? text : [...text].filter((character) => !inDevanagariFace(character)).join(""),
    ),
  );
}
