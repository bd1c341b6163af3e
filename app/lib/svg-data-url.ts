/**
 * An SVG image as a `data:` URL, percent-encoding what a URL or an HTML
 * attribute cannot hold as it is (shorter than base64, and still readable).
 * Spaces become %20: browsers read a raw one, but a URL may not hold it, and
 * the W3C checker rejects the page (tests/e2e/html-valid.spec.ts). `/`, `:`,
 * `=` and `,` may stand in a URL's path and stay. Quotes become %27: React
 * would write a bare one as `&#x27;`.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  const encoded = encodeURIComponent(text)
    .replace(/%(2C|2F|3A|3D)/g, (escaped) => decodeURIComponent(escaped))
    .replace(/'/g, "%27");
  return `data:image/svg+xml,${encoded}`;
}
