/**
 * Hostile input, for the property-based tests in tests/e2e/hostile-input.spec.ts: request plans
 * fast-check generates and shrinks, their bytes exactly as they go on the wire, a sender that does
 * not tidy them up, and the oracle that says what the server must do with a post to a public form,
 * decided with the app's own schemas and honeypot rule.
 */
import http, { type IncomingHttpHeaders } from "node:http";
import fc from "fast-check";
import { site } from "../../app/config/site";
import { REFERENCE_PREFIX } from "../../app/config/leads";
import { formAnchors, HONEYPOT_FIELD, sentUrl } from "../../app/lib/forms";
import { ContactSchema } from "../../app/lib/schemas/contact";
import { parseForm } from "../../app/lib/schemas/fields";
import { TestimonialSchema } from "../../app/lib/schemas/testimonial";

/** The largest body the server reads (MAX_BODY_BYTES in server/http-limits.ts); a longer one is answered 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/* ------------------------------------------------------------------------------------------------
 * What a visitor (or a script) can type
 */

/** Markup that runs if a page or an e-mail prints it as it came. */
export const MARKUP_PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "'><svg/onload=alert(1)>",
  "</textarea><script>alert(1)</script>",
  "</script><script>alert(1)</script>",
  "<iframe src=javascript:alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
] as const;

const SQL_PAYLOADS = [
  "'; DROP TABLE x;--",
  "'; DROP TABLE contact_messages;--",
  "' OR '1'='1",
  "1); DELETE FROM testimonials;--",
  "\\'; SELECT pg_sleep(10);--",
  "%' AND 1=1 --",
  "$1",
];

/** What a spreadsheet runs as a formula when a cell starts with it. */
const FORMULA_PAYLOADS = [
  "=1+2",
  '=HYPERLINK("http://evil.example","x")',
  "+1+2",
  "-1+2",
  "@SUM(1,2)",
  "=cmd|' /C calc'!A0",
];

const OTHER_PAYLOADS = [
  "{{7*7}}",
  "${7*7}",
  "<%= 7*7 %>",
  "../../etc/passwd",
  "\u202Egnp.exe",
  "%00",
  "%s%n",
  "__proto__",
];

/** Attributes whose value a browser follows as a link or a script source. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data"]);
const TAG_START = /<([a-z][^\s/>]*)/gi;
const ATTRIBUTE = /[\s/]*([^\s/>=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;

/**
 * The first tag in an HTML text that would run script: an event-handler attribute, a javascript:
 * link or source, or a script that starts with alert(. Tags and their quoted attribute values are
 * read as a browser reads them, so text escaped inside an attribute or an element does not count;
 * the app's own pages hold none (its CSP forbids inline handlers), so any tag found is input that
 * got out. The tag with some context, or null.
 */
export function liveMarkup(html: string): string | null {
  TAG_START.lastIndex = 0;
  for (let tag = TAG_START.exec(html); tag; tag = TAG_START.exec(html)) {
    const name = (tag[1] ?? "").toLowerCase();
    let at = TAG_START.lastIndex;
    let live = false;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute || attribute[0] === "") break;
      at = ATTRIBUTE.lastIndex;
      const key = (attribute[1] ?? "").toLowerCase();
      // Browsers skip white space and control characters before a scheme.
      // eslint-disable-next-line no-control-regex -- those characters are the point
      const value = (attribute[2] ?? attribute[3] ?? attribute[4] ?? "").replace(/[\s\u0000-\u001f]/g, "");
      if (key.startsWith("on") || (URL_ATTRIBUTES.has(key) && /^javascript:/i.test(value))) live = true;
    }
    TAG_START.lastIndex = at;
    if (name === "script" || name === "style") {
      const close = html.indexOf(`</${name}`, at);
      const content = html.slice(html.indexOf(">", at) + 1, close === -1 ? undefined : close);
      if (name === "script" && /^\s*alert\(/.test(content)) live = true;
      if (close !== -1) TAG_START.lastIndex = close;
    }
    if (live) return html.slice(Math.max(0, tag.index - 60), Math.min(html.length, at + 60));
  }
  return null;
}

/** Control characters (C0 but tab and line feed, DEL, C1): a terminal may act on them. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const TERMINAL_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

const CONTROL_CHARACTERS = [
  "\u0000",
  "\u0007",
  "\u0008",
  "\u000B",
  "\u000C",
  "\u001B[31m",
  "\u007F",
  "\u0085",
  "\u009B",
  "\r",
  "\n",
  "\r\n",
  "\t",
];
const INVISIBLE = [
  "\u200B",
  "\u200D",
  "\u2060",
  "\uFEFF",
  "\u00AD",
  "\u202E",
  "\u2066",
  "\u3164",
  "\u2800",
  "\u00A0",
  "\u3000",
];
const UNICODE_WORDS = [
  "Asha Verma",
  "आशा वर्मा",
  "José Niño",
  "Jose\u0301",
  "\u0958\u0958",
  "محمد",
  "李小龙",
  "👩‍💻 Dev",
  "Ωmega",
  "ﬁnance",
  "Ａｓｈａ",
];

/**
 * Part of a field's value: text (sent as UTF-8; a lone surrogate becomes U+FFFD), or bytes sent as
 * they are, which UTF-8 decoders must replace. Text may hold tokens (see `Tokens`) that the sender
 * fills in: a marker unique to each request, or the id of a row the test made.
 */
export type Piece = string | { bytes: number[] };
export interface FilePart {
  filename: string;
  type: string;
  content: Piece[];
}
export type FieldValue = Piece[] | { file: FilePart };
export type Field = [name: string, value: FieldValue];

/** Bytes no UTF-8 decoder takes as they are: stray continuation, cut sequences, surrogates, overlong forms, NUL. */
const BAD_BYTES: number[][] = [
  [0xff],
  [0xfe, 0xff],
  [0x80],
  [0xc3],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x98],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf4, 0x90, 0x80, 0x80],
  [0x00],
];

const printableAsciiChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

const word = fc.stringMatching(/^[A-Za-z][a-z]{0,11}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((list) => list.join(" "));

/** A payload from the lists above, alone or inside other text. */
const payload = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...MARKUP_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...FORMULA_PAYLOADS) },
  { weight: 1, arbitrary: fc.constantFrom(...OTHER_PAYLOADS) },
);
export const injected = fc
  .tuple(fc.option(words, { nil: "" }), payload, fc.option(words, { nil: "" }))
  .map(([before, core, after]) => [before, core, after].filter(Boolean).join(" "));

/** Text at, just under or just over a length limit, counted as the schema counts it. */
const nearLimit = (max: number) =>
  fc
    .tuple(
      fc.integer({ min: -1, max: 2 }),
      fc.constantFrom("a", "é", "e\u0301", "\u0958", "😀", "a\r\n", " "),
    )
    .map(([delta, unit]) => {
      const text = unit.repeat(Math.ceil((max + delta) / Math.max(1, unit.length)));
      return `x${text}`.slice(0, Math.max(1, max + delta));
    });

/** Any text a form field could be sent: plain, injected, any code point, control characters, blank, long. */
export function hostileText(max = 100): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.oneof(words, fc.constantFrom(...UNICODE_WORDS)) },
    { weight: 4, arbitrary: injected },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 24 }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(words, fc.constantFrom(...CONTROL_CHARACTERS), fc.option(words, { nil: "" }))
        .map(([a, control, b]) => `${a}${control}${b}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(" ", ...INVISIBLE), { maxLength: 4 })
        .map((parts) => parts.join("")),
    },
    { weight: 1, arbitrary: nearLimit(max) },
  );
}

/** A value made of text and, now and then, raw bytes or the request's marker. */
export function hostilePieces(max = 100): fc.Arbitrary<Piece[]> {
  const piece: fc.Arbitrary<Piece> = fc.oneof(
    { weight: 12, arbitrary: hostileText(max) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_BYTES).map((bytes) => ({ bytes })) },
    { weight: 1, arbitrary: fc.constant(MARKER) },
  );
  return fc.array(piece, { minLength: 1, maxLength: 3 });
}

/* ------------------------------------------------------------------------------------------------
 * Tokens: filled in by the sender, not generated, so a shrunk request still names real rows
 */

/** Replaced by a marker unique to each request sent. */
export const MARKER = "@@m@@";
/** A row the test made, by its kind and index: `ref("c", 2)` is the third contact message of the pool. */
export type RefKind = "c" | "t" | "s" | "e" | "k" | "i";
export const ref = (kind: RefKind, index: number) => `@@${kind}${index}@@`;
const TOKEN = /@@([ctseki])(\d+)@@/g;

/**
 * What tokens stand for. A state change that should be refused (another origin, no token) names the
 * `sentinel` rows, which must never change; one that should be carried out names the `sacrificial`
 * rows, which the run may approve, delete or erase.
 */
export interface Pools {
  /** Contact message ids */
  c: string[];
  /** Testimonial ids */
  t: string[];
  /** Staff account ids */
  s: string[];
  /** Staff e-mail addresses */
  e: string[];
  /** Invitation tokens */
  k: string[];
  /** Invitation ids */
  i: string[];
}

export function fillTokens(text: string, pools: Pools, marker: string): string {
  return text
    .split(MARKER)
    .join(marker)
    .replace(TOKEN, (_, kind: RefKind, index: string) => {
      const pool = pools[kind];
      return pool.length ? (pool[Number(index) % pool.length] ?? "") : "0";
    });
}

/* ------------------------------------------------------------------------------------------------
 * Bodies
 */

export type Encoding =
  | "urlencoded"
  | "urlencoded-raw"
  | "multipart"
  | "json"
  | "text"
  | "none"
  | "multipart-as-urlencoded"
  | "urlencoded-as-multipart";

export interface BodyPlan {
  encoding: Encoding;
  /** Which spelling of the content type */
  typeVariant: number;
  fields: Field[];
  /** Sent cut short at this fraction (per mille) of its length, with a Content-Length that matches */
  cut: { at: number; midCharacter: boolean } | null;
  /** Padded with a field of this name to exactly this many bytes */
  pad: { field: string; bytes: number } | null;
}

const BOUNDARY = "----hostile7MA4YWxkTrZu0gW";

const CONTENT_TYPES: Record<Encoding, string[]> = {
  urlencoded: [
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded;charset=UTF-8",
    "Application/X-WWW-Form-Urlencoded",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
  ],
  "urlencoded-raw": ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=utf-8"],
  multipart: [
    `multipart/form-data; boundary=${BOUNDARY}`,
    `multipart/form-data; boundary="${BOUNDARY}"`,
    `Multipart/Form-Data;boundary=${BOUNDARY};charset=utf-8`,
    "multipart/form-data",
  ],
  json: ["application/json", "application/json; charset=utf-8", "text/json"],
  text: ["text/plain", "text/plain;charset=UTF-8", "text/html"],
  none: [""],
  "multipart-as-urlencoded": ["application/x-www-form-urlencoded"],
  "urlencoded-as-multipart": [`multipart/form-data; boundary=${BOUNDARY}`],
};

export function contentTypeOf(body: BodyPlan): string {
  const types = CONTENT_TYPES[body.encoding];
  return types[body.typeVariant % types.length] ?? "";
}

const piecesOf = (value: FieldValue): Piece[] => (Array.isArray(value) ? value : value.file.content);

function bytesOf(pieces: Piece[], fill: (text: string) => string): Buffer {
  return Buffer.concat(
    pieces.map((piece) =>
      typeof piece === "string" ? Buffer.from(fill(piece), "utf8") : Buffer.from(piece.bytes),
    ),
  );
}

/** application/x-www-form-urlencoded as a browser writes it (`raw`: only & = + % escaped, the rest as it is). */
function formEncode(bytes: Buffer, raw: boolean): string | Buffer {
  if (raw) {
    const out: number[] = [];
    for (const byte of bytes) {
      if (byte === 0x26 || byte === 0x3d || byte === 0x2b || byte === 0x25) {
        out.push(...Buffer.from(`%${byte.toString(16).toUpperCase().padStart(2, "0")}`));
      } else out.push(byte);
    }
    return Buffer.from(out);
  }
  let text = "";
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    if (/[\w*.-]/.test(char)) text += char;
    else if (byte === 0x20) text += "+";
    else text += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return text;
}

/** A name in a multipart header, escaped as browsers do: quotes and line breaks percent-encoded. */
const headerName = (name: string) =>
  name
    .replace(/"/g, "%22")
    .replace(/\r/g, "%0D")
    .replace(/\n/g, "%0A")
    .replace(/[^\x20-\x7e\u0080-\uffff]/g, "");

function encodeFields(encoding: Encoding, fields: Field[], fill: (text: string) => string): Buffer {
  const entries = fields.map(([name, value]) => ({
    name: fill(name),
    value,
    bytes: bytesOf(piecesOf(value), fill),
  }));
  switch (encoding) {
    case "urlencoded":
    case "none":
    case "urlencoded-as-multipart":
    case "urlencoded-raw": {
      const raw = encoding === "urlencoded-raw";
      const parts = entries.map(({ name, bytes }) =>
        Buffer.concat([
          Buffer.from(formEncode(Buffer.from(name, "utf8"), raw)),
          Buffer.from("="),
          Buffer.from(formEncode(bytes, raw)),
        ]),
      );
      return Buffer.concat(parts.flatMap((part, index) => (index ? [Buffer.from("&"), part] : [part])));
    }
    case "multipart":
    case "multipart-as-urlencoded": {
      const parts = entries.map(({ name, value, bytes }) => {
        const file = Array.isArray(value) ? null : value.file;
        const head = file
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${headerName(name)}"; filename="${headerName(fill(file.filename))}"\r\nContent-Type: ${file.type}\r\n\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${headerName(name)}"\r\n\r\n`;
        return Buffer.concat([Buffer.from(head, "utf8"), bytes, Buffer.from("\r\n")]);
      });
      return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
    }
    case "json": {
      const object: Record<string, string | string[]> = {};
      for (const { name, bytes } of entries) {
        const text = bytes.toString("utf8");
        const before = object[name];
        object[name] =
          before === undefined ? text : Array.isArray(before) ? [...before, text] : [before, text];
      }
      return Buffer.from(JSON.stringify(object), "utf8");
    }
    case "text":
      return Buffer.concat(
        entries.flatMap(({ name, bytes }) => [Buffer.from(`${name}=`, "utf8"), bytes, Buffer.from("\r\n")]),
      );
  }
}

/** Where to cut a body mid-character: before a UTF-8 continuation byte, or inside a %XX escape. */
function midCharacterCut(body: Buffer, near: number): number {
  const candidates: number[] = [];
  for (let index = 1; index < body.length; index++) {
    const byte = body[index] ?? 0;
    if (byte >= 0x80 && byte <= 0xbf) candidates.push(index);
    else if (body[index - 1] === 0x25) candidates.push(index, index + 1);
  }
  if (candidates.length === 0) return near;
  return candidates.reduce((best, candidate) =>
    Math.abs(candidate - near) < Math.abs(best - near) ? candidate : best,
  );
}

export function encodeBody(body: BodyPlan, fill: (text: string) => string): Buffer {
  let bytes = encodeFields(body.encoding, body.fields, fill);
  if (body.pad) {
    const withPad = (length: number) =>
      encodeFields(body.encoding, [...body.fields, [body.pad!.field, ["a".repeat(length)]]], fill);
    const overhead = withPad(0).length;
    bytes = withPad(Math.max(0, body.pad.bytes - overhead));
  }
  if (body.cut && bytes.length > 0) {
    const near = Math.floor((bytes.length * body.cut.at) / 1000);
    const at = body.cut.midCharacter ? midCharacterCut(bytes, near) : near;
    bytes = bytes.subarray(0, Math.min(at, bytes.length));
  }
  return bytes;
}

/* ------------------------------------------------------------------------------------------------
 * Body arbitraries
 */

const fileValue = fc
  .record({
    filename: fc.oneof(
      fc.constantFrom("x.txt", "", "../../etc/passwd", "<img src=x onerror=alert(1)>.png", 'a"b.txt'),
      word,
    ),
    type: fc.constantFrom("text/plain", "application/octet-stream", "image/png", "text/html", ""),
    content: fc.oneof(hostilePieces(40), fc.constant([] as Piece[])),
  })
  .map((file): FieldValue => ({ file }));

/**
 * A field sent once (most often), left out, sent twice or sent as a file; `good` makes values the
 * form would send, mixed with hostile ones.
 */
export function formField(name: string, good: fc.Arbitrary<string>, max = 100): fc.Arbitrary<Field[]> {
  const value: fc.Arbitrary<FieldValue> = fc.oneof(
    { weight: 7, arbitrary: good.map((text): Piece[] => [text]) },
    { weight: 2, arbitrary: hostilePieces(max) },
  );
  return fc.oneof(
    { weight: 16, arbitrary: value.map((v): Field[] => [[name, v]]) },
    { weight: 1, arbitrary: fc.constant([] as Field[]) },
    {
      weight: 1,
      arbitrary: fc.tuple(value, value).map(([a, b]): Field[] => [
        [name, a],
        [name, b],
      ]),
    },
    { weight: 1, arbitrary: fileValue.map((v): Field[] => [[name, v]]) },
  );
}

/** Fields no form of ours has, that a script adds hoping the server stores them. */
const EXTRA_NAMES = [
  "is_approved",
  "isApproved",
  "approved",
  "status",
  "id",
  "rating",
  "created_at",
  "createdAt",
  "reviewed_by",
  "reviewedAt",
  "archived_at",
  "read_at",
  "client_hash",
  "role",
  "__proto__",
  "constructor",
  "name[]",
  "Name",
  "name ",
  "email\u0000",
  HONEYPOT_FIELD,
  "intent",
];
const EXTRA_VALUES = [
  "true",
  "1",
  "approved",
  "on",
  "yes",
  "admin",
  "2020-01-01T00:00:00Z",
  "",
  " ",
  "\u200B",
  "x",
  "' OR 1=1--",
];
export const extraField: fc.Arbitrary<Field[]> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...EXTRA_NAMES) },
      { weight: 1, arbitrary: hostileText(20) },
    ),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...EXTRA_VALUES).map((text): FieldValue => [text]) },
      { weight: 1, arbitrary: hostilePieces(40) },
      { weight: 1, arbitrary: fileValue },
    ),
  )
  .map(([name, value]): Field[] => [[name, value]]);

export interface BodyOptions {
  /** How often the body is cut short, padded past the limit, or not a form at all (0..1) */
  hostility?: number;
}

/** A form body: the fields, extras, then how it is encoded, cut or padded. */
export function formBody(fields: fc.Arbitrary<Field[]>[], { hostility = 0.15 }: BodyOptions = {}) {
  const rare = Math.max(1, Math.round(100 * hostility));
  return fc.record({
    encoding: fc.oneof(
      { weight: 100, arbitrary: fc.constant<Encoding>("urlencoded") },
      { weight: Math.round(rare * 1.5), arbitrary: fc.constant<Encoding>("multipart") },
      { weight: rare, arbitrary: fc.constant<Encoding>("urlencoded-raw") },
      {
        weight: rare,
        arbitrary: fc.constantFrom<Encoding>(
          "json",
          "text",
          "none",
          "multipart-as-urlencoded",
          "urlencoded-as-multipart",
        ),
      },
    ),
    typeVariant: fc.nat(7),
    fields: fc
      .tuple(fc.tuple(...fields), fc.array(extraField, { maxLength: 3 }))
      .map(([known, extras]) => [...known.flat(), ...extras.flat()]),
    cut: fc.option(fc.record({ at: fc.nat(999), midCharacter: fc.boolean() }), {
      freq: Math.round(100 / rare),
      nil: null,
    }),
    pad: fc.option(
      fc.record({
        field: fc.constantFrom("comment", "message", "feedback", "password", "q"),
        bytes: fc.constantFrom(MAX_BODY_BYTES - 1, MAX_BODY_BYTES, MAX_BODY_BYTES + 1, 70_000, 150_000),
      }),
      { freq: Math.round(150 / rare), nil: null },
    ),
  }) satisfies fc.Arbitrary<BodyPlan>;
}

/* ------------------------------------------------------------------------------------------------
 * Requests
 */

/** Where a request says it comes from: this server, nowhere, the site's public address, or a stranger. */
export type Origin = "same" | "none" | "site" | { foreign: string };

const FOREIGN_ORIGINS = [
  "https://evil.example",
  "null",
  "http://127.0.0.1.evil.example",
  "http://localhost:3000.evil.example",
  "http://127.0.0.1:1",
  "https://127.0.0.1",
  "file://",
  "not a url",
  "http://[::1]",
  "http://evil.example:80",
];

export const origin: fc.Arbitrary<Origin> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Origin>("same") },
  { weight: 2, arbitrary: fc.constant<Origin>("none") },
  { weight: 1, arbitrary: fc.constant<Origin>("site") },
  { weight: 3, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS).map((foreign): Origin => ({ foreign })) },
);

export function originHeader(choice: Origin, serverOrigin: string): string | null {
  if (choice === "same") return serverOrigin;
  if (choice === "none") return null;
  if (choice === "site") return new URL(site.url).origin;
  return choice.foreign;
}

/**
 * Whether React Router lets an action run for this Origin (its CSRF check, with the site's host as
 * allowedActionOrigins in react-router.config.ts): none, the request's own, the site's, or one
 * without a host.
 */
export function actionOriginAllowed(header: string | null, serverOrigin: string): boolean {
  if (header === null) return true;
  let host: string;
  let originOfHeader: string | null = null;
  try {
    if (header === "null") host = header;
    else {
      const url = new URL(header);
      host = url.host;
      originOfHeader = url.origin;
    }
  } catch {
    return false;
  }
  if (!host) return true;
  if (originOfHeader ? originOfHeader === serverOrigin : host === new URL(serverOrigin).host) return true;
  return host === new URL(site.url).host;
}

/** The back office's own rule (isSameOrigin in session.server.ts): exactly this server's or the site's origin. */
export const staffOriginAllowed = (header: string | null, serverOrigin: string) =>
  header !== null && (header === serverOrigin || header === new URL(site.url).origin);

/** A raw request: method, path with its query, headers, bytes. */
export interface RawRequest {
  method: string;
  path: string;
  headers: [string, string][];
  body: Buffer | null;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** A network error instead of an answer */
  error?: string;
}

export const headerOf = (request: RawRequest, name: string) =>
  request.headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

/** Sends exactly these bytes, with a Content-Length that matches them, and reads the whole answer. */
export function sendRaw(
  base: URL,
  request: RawRequest,
  agent: http.Agent,
  timeoutMs = 60_000,
): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    if (request.body) headers["content-length"] = request.body.length;
    else if (request.method === "POST") headers["content-length"] = 0;
    let settled = false;
    const settle = (answer: Answer) => {
      if (!settled) {
        settled = true;
        resolve(answer);
      }
    };
    let client: http.ClientRequest;
    try {
      client = http.request(
        { host: base.hostname, port: base.port, method: request.method, path: request.path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            settle({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", (error) =>
            settle({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
              error: error.message,
            }),
          );
        },
      );
    } catch (error) {
      // Node refuses to send it at all (a header it will not write): nothing reached the server.
      settle({ status: -1, headers: {}, body: Buffer.alloc(0), error: String(error) });
      return;
    }
    client.setTimeout(timeoutMs, () => client.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    client.on("error", (error) =>
      settle({ status: 0, headers: {}, body: Buffer.alloc(0), error: error.message }),
    );
    client.end(request.body ?? undefined);
  });
}

/** A request as a report shows it: first line, headers, and the body as an escaped string. */
export function describeRequest(request: RawRequest, bodyChars = 600): string {
  const lines = [
    `${request.method} ${request.path}`,
    ...request.headers.map(([name, value]) => `${name}: ${value}`),
  ];
  if (request.body) {
    lines.push(`content-length: ${request.body.length}`);
    const text = JSON.stringify(request.body.toString("latin1"));
    lines.push(
      "",
      text.length > bodyChars ? `${text.slice(0, bodyChars)}… (${request.body.length} bytes)` : text,
    );
  }
  return lines.join("\n");
}

/* ------------------------------------------------------------------------------------------------
 * The oracle for the public forms
 */

export type PublicForm = "contact" | "testimonial";

/** A stored row as the oracle predicts it, in the database's column names. */
export type ContactRow = { name: string; email: string; phone: string; subject: string; message: string };
export type TestimonialRow = { name: string; company: string | null; rating: number; feedback_text: string };

export interface Verdict {
  /** The statuses the server may answer */
  statuses: number[];
  /** Where a redirect (the success answer) must lead: that address, or one the pattern matches */
  location?: string | RegExp;
  /** What must be stored (null: nothing) */
  row: ContactRow | TestimonialRow | null;
  why: string;
}

/** The form as the server reads it: the same parser (undici's, in this same Node), the same bytes. */
async function readForm(request: RawRequest): Promise<FormData | null> {
  const type = headerOf(request, "content-type");
  try {
    return await new Request("http://oracle.invalid/", {
      method: "POST",
      headers: type ? { "content-type": type } : {},
      body: new Uint8Array(request.body ?? []),
    }).formData();
  } catch {
    return null;
  }
}

/** The contact form's sent page with a reference number (lib/reference.ts), as the server redirects to it. */
const REFERENCED_CONTACT_SENT = new RegExp(
  `^${sentUrl("/contact", formAnchors.contact, "REFERENCE")
    .replace(/[.?*+^$()[\]{}|\\]/g, "\\$&")
    .replace("REFERENCE", `${REFERENCE_PREFIX}-\\d{4}-\\d{4,}`)}$`,
);

/** The honeypot rule (form-submission.server.ts): any text in it, or any file, is a bot. */
function honeypotFilled(form: FormData): boolean {
  return form.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || value.trim() !== "");
}

/**
 * What the server must answer a post to /contact or /testimonials and store: 413 over the size
 * limit, 400 from another origin, for a body that is not a form or a form the schema refuses; a
 * bot's honeypot gets the success answer and nothing is stored; a valid form is stored. The success
 * answer is a 303 to the form's page, marked sent (the route's successUrl), whatever the query; 202
 * to the same post at the page's .data address.
 */
export async function publicFormVerdict(
  form: PublicForm,
  request: RawRequest,
  serverOrigin: string,
): Promise<Verdict> {
  if ((request.body?.length ?? 0) > MAX_BODY_BYTES) return { statuses: [413], row: null, why: "too large" };
  if (!actionOriginAllowed(headerOf(request, "origin"), serverOrigin)) {
    return { statuses: [400], row: null, why: "another origin" };
  }
  const data = await readForm(request);
  if (!data) return { statuses: [400], row: null, why: "not a form" };
  // React Router answers a redirect to a .data request with 202 and the address in its body.
  const isData = request.path.split("?")[0]?.endsWith(".data") ?? false;
  const success = isData
    ? { statuses: [202] }
    : {
        statuses: [303],
        location:
          form === "contact"
            ? sentUrl("/contact", formAnchors.contact)
            : sentUrl("/testimonials", formAnchors.testimonials),
      };
  if (honeypotFilled(data)) return { ...success, row: null, why: "honeypot" };
  if (form === "contact") {
    const parsed = parseForm(ContactSchema, data);
    if (!parsed.success)
      return { statuses: [400], row: null, why: `invalid: ${JSON.stringify(parsed.fieldErrors)}` };
    const { name, email, phone, subject, message } = parsed.data;
    // A stored message's sent page names its reference number (issue 28); a bot's does not.
    const stored =
      success.location === undefined ? success : { ...success, location: REFERENCED_CONTACT_SENT };
    return { ...stored, row: { name, email, phone, subject, message }, why: "valid" };
  }
  const parsed = parseForm(TestimonialSchema, data);
  if (!parsed.success)
    return { statuses: [400], row: null, why: `invalid: ${JSON.stringify(parsed.fieldErrors)}` };
  const { name, company, rating, feedback } = parsed.data;
  return {
    ...success,
    row: { name, company: company || null, rating, feedback_text: feedback },
    why: "valid",
  };
}

/* ------------------------------------------------------------------------------------------------
 * Query strings
 */

const QUERY_JUNK = [
  "%",
  "%G0",
  "%FF",
  "%00",
  "%C3",
  "%E2%82",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%25",
  "+",
  "&&",
  "=",
  ";",
  "%0D%0A",
  "%2F%2F",
];

/** Text as a URL carries it: UTF-8, percent-encoded. */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[\w.~!$'()*,:@/-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");

/** A query string: known and unknown keys, hostile values, malformed escapes. */
export function queryString(keys: string[], values: string[]): fc.Arbitrary<string> {
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...values) },
    { weight: 3, arbitrary: hostileText(60) },
    { weight: 1, arbitrary: fc.constant(MARKER) },
  );
  const pair = fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: hostileText(12) }),
      text,
      fc.option(fc.constantFrom(...QUERY_JUNK), { freq: 5, nil: "" }),
    )
    .map(([key, value, junk]) => `${percentEncode(key)}=${percentEncode(value)}${junk}`);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 6,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join("&")}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(...QUERY_JUNK), { minLength: 1, maxLength: 4 })
        .map((junk) => `?${junk.join("")}`),
    },
  );
}

/** A header value Node will send (printable ASCII): a cookie, an X-Forwarded-For, an Authorization. */
export const headerText = (maxLength = 80) => fc.string({ unit: printableAsciiChar, maxLength });
