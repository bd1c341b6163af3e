import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import postcss from "postcss";
import { PurgeCSS } from "purgecss";
import { HELD_BACK } from "~/lib/after-first-paint";
import { log } from "~/server/log.server";

/*
 * Pages without React (lib/static-page.ts) carry in the document the rules
 * they use, and only those, so the first paint waits for no second request
 * and the document stays within the first round trips of a slow connection
 * (docs/decisions/0014-first-paint-in-one-request.md). "Used" covers the
 * page's markup and its own scripts (what the site script draws: notifications,
 * the staff bar), so no second stylesheet ever follows: it would declare the
 * font again, and text would change font under the reader.
 *
 * Pages that hydrate (the forms) carry their rules too, and keep React's link
 * to the whole stylesheet, which hydration expects, held back until the first
 * paint: it is written `disabled` (not fetched), and the page's boot script
 * applies it without its fonts before React runs (`HELD_BACK`,
 * lib/after-first-paint.ts; docs/decisions/0018-form-pages-paint-from-one-request.md).
 */

/** The stylesheet link, with the nonce React Router gives it on a page rendered per request. */
const STYLESHEET = /<link(?: nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/;

/**
 * The page's own scripts: the site script's loader names it in a string. Not
 * React Router's module script, whose imports are the framework and routes:
 * what React draws later is styled by the whole stylesheet, applied first.
 */
const SCRIPT = /<script(?![^>]+\btype="module")[^>]*>[^<]*?"(\/assets\/[\w.-]+\.js)"/g;

/**
 * Shapes of markup worked out per route, at most. A page past them keeps its
 * stylesheet link as React wrote it (render-blocking, as before decision 18):
 * slower to paint, never wrong, and no request costs a PurgeCSS run (some
 * 50 ms of CPU) once a route has its shapes, however many a visitor makes.
 */
export const SHAPES_PER_ROUTE = 32;

/** Attributes whose values the site's selectors read (`[data-plan="0"]`, `[aria-invalid=true]`, `[type=submit]`); classes and ids apart. */
const READ_BY_SELECTORS = /^(?:type|role|hidden|open|data-[\w-]+|aria-(?!label|describedby)[\w-]+)$/;

/** The ids the selectors of `css` name (`#mobile-menu`): of a document's ids, only these decide its rules. */
export function idsRead(css: string): Set<string> {
  const ids = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, id] of rule.selector.matchAll(/(?<!\\)#(-?[a-z_][\w-]*)/gi)) ids.add(id!);
  });
  return ids;
}

/**
 * What decides which rules a document uses, and nothing else: the set of its
 * elements, classes, the values of attributes selectors read and the ids
 * in `ids` (those the stylesheet names), without text, scripts, styles,
 * nonces, the values of attributes no selector reads (a visitor's words sent
 * back in `value`, a link's address; the id of each refused field's error),
 * and how often or where each occurs. Documents whose signatures are equal use the same
 * rules, so a page rendered per request (the testimonials, however many and
 * however rated; a form sent back without JavaScript, holding what was typed,
 * whichever fields were refused) is worked out once per shape, of which a
 * route has few.
 */
export function markupSignature(html: string, ids: ReadonlySet<string>): string {
  // Text between tags holds no ">" (React writes it "&gt;", as in attribute
  // values), so a text ends at the next "<" or ">": a run of ">" a visitor
  // might slip in is then read once, not once per ">" to the end of the page.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "").replace(/>[^<>]+</g, "><");
  const read = new Set<string>();
  for (const [, tag] of markup.matchAll(/<([a-z][\w-]*)/gi)) read.add(`<${tag!.toLowerCase()}`);
  for (const [, name, value = ""] of markup.matchAll(/ ([\w:-]+)(?:="([^"]*)")?/g)) {
    if (name === "class") for (const token of value.split(/\s+/)) read.add(`.${token}`);
    else if (name === "id" ? ids.has(value) : READ_BY_SELECTORS.test(name!)) read.add(`${name}=${value}`);
  }
  return createHash("sha256")
    .update([...read].sort().join(" "))
    .digest("base64url")
    .slice(0, 16);
}

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

/** A file of the built client: build/client, beside the server build this runs in. */
const CLIENT_DIR = fileURLToPath(new URL("../client/", import.meta.url));

export interface CriticalCssOptions {
  /** Folder the stylesheet's address is under (/assets/… → clientDir/assets/…) */
  clientDir?: string;
  readFile?: (file: string) => string;
}

/**
 * Inlines the rules each kind of static page uses: every rule but those for
 * classes, ids, elements and attributes its markup does not hold (PurgeCSS;
 * the base styles, custom properties, fonts and animations all stay). What a
 * page uses depends on its markup, which is the same for every address one
 * route answers (the 404 page, whatever was asked for), so it is worked out
 * once per `key` and kept: the work (some 50 ms) is never done per request.
 */
export class CriticalCss {
  readonly #clientDir: string;
  readonly #readFile: (file: string) => string;
  readonly #kept = new Map<string, Promise<string | null>>();
  /** Per route that hydrates: how many shapes of its markup have been worked out. */
  readonly #shapes = new Map<string, number>();
  /** The stylesheets read, by address, with the ids their selectors name. */
  readonly #sheets = new Map<string, { css: string; ids: ReadonlySet<string> }>();

  constructor({
    clientDir = CLIENT_DIR,
    readFile = (file) => readFileSync(file, "utf8"),
  }: CriticalCssOptions = {}) {
    this.#clientDir = clientDir;
    this.#readFile = readFile;
  }

  /**
   * `html` with its stylesheet link replaced by the rules it and its scripts
   * use. A document without the link, or one whose rules cannot be worked out
   * (logged), keeps its link as it is.
   */
  async inline(html: string, key: string): Promise<string> {
    const link = STYLESHEET.exec(html);
    if (!link) return html;
    const css = await this.#rules(html, key, link[1]!);
    if (css === null) return html;
    return html.replace(link[0], () => `<style>${css}</style>`);
  }

  /**
   * For a page that hydrates: the rules its markup uses go in before its
   * stylesheet link, and the link is held back until the first paint (the
   * boot script applies it, lib/after-first-paint.ts), so the page paints
   * from its document alone. Its address and attributes stay, as hydration
   * matches them. A browser without JavaScript gets the stylesheet from
   * <noscript>, at once. Worked out once per route and shape of markup
   * (`markupSignature`), for `SHAPES_PER_ROUTE` shapes at most.
   */
  async inlineAhead(html: string, route: string): Promise<string> {
    const link = STYLESHEET.exec(html);
    if (!link) return html;
    let ids: ReadonlySet<string>;
    try {
      ids = this.#stylesheet(link[1]!).ids;
    } catch (error) {
      log.error({ err: error }, `Could not read ${link[1]}; the page links it instead`);
      return html;
    }
    const key = `${route} ${markupSignature(html, ids)}`;
    const css = await this.#rules(html, key, link[1]!, () => this.#admitShape(route));
    if (css === null) return html;
    const heldBack = link[0].replace("/>", ` disabled="" ${HELD_BACK}=""/>`);
    const withoutScript = link[0].replace(/ nonce="[^"]*"/, "");
    return html.replace(
      link[0],
      () => `<style>${css}</style>${heldBack}<noscript>${withoutScript}</noscript>`,
    );
  }

  /** The stylesheet at `href`, read once. */
  #stylesheet(href: string): { css: string; ids: ReadonlySet<string> } {
    let sheet = this.#sheets.get(href);
    if (!sheet) {
      const css = this.#readFile(`${this.#clientDir}${href.slice(1)}`);
      sheet = { css, ids: idsRead(css) };
      this.#sheets.set(href, sheet);
    }
    return sheet;
  }

  /** Whether one more shape of `route`'s markup may be worked out (`SHAPES_PER_ROUTE`). */
  #admitShape(route: string): boolean {
    const shapes = (this.#shapes.get(route) ?? 0) + 1;
    if (shapes > SHAPES_PER_ROUTE) return false;
    this.#shapes.set(route, shapes);
    if (shapes === SHAPES_PER_ROUTE)
      log.warn(`${route} has shown ${shapes} shapes of markup: further ones link the whole stylesheet`);
    return true;
  }

  /**
   * The rules `html` uses of the stylesheet at `href`, kept under `key`.
   * Not yet kept, they are worked out only if `admit` allows it (else null).
   */
  #rules(html: string, key: string, href: string, admit = () => true): Promise<string | null> {
    const kept = `${key} ${href}`;
    let rules = this.#kept.get(kept);
    if (!rules) {
      if (!admit()) return Promise.resolve(null);
      rules = this.#rulesFor(html, href);
      this.#kept.set(kept, rules);
    }
    return rules;
  }

  async #rulesFor(html: string, href: string): Promise<string | null> {
    try {
      const read = (address: string) => this.#readFile(`${this.#clientDir}${address.slice(1)}`);
      const scripts = [...html.matchAll(SCRIPT)].map(([, script]) => ({
        raw: read(script!),
        extension: "js",
      }));
      const [result] = await new PurgeCSS().purge({
        content: [{ raw: html, extension: "html" }, ...scripts],
        css: [{ raw: this.#stylesheet(href).css }],
        defaultExtractor: words,
        // Custom properties no kept rule reads go too.
        variables: true,
      });
      if (!result || /<\/style/i.test(result.css)) throw new Error("nothing usable came back");
      const text = [html, ...scripts.map((script) => script.raw)].join("\n");
      return withoutUnusedProperties(withoutUnusedFacesAndFieldParts(result.css, text));
    } catch (error) {
      log.error({ err: error }, `Could not work out the critical CSS of ${href}; the page links it instead`);
      return null;
    }
  }
}
