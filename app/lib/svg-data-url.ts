/**
 * An SVG image as a `data:` URL, percent-encoding only what a URL or an HTML
 * attribute cannot hold as it is (shorter than base64, and still readable).
 * Quotes become %27: React would write a bare one as `&#x27;`.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ").replace(/"/g, "'");
  const encoded = encodeURIComponent(text)
    .replace(/%(20|2C|2F|3A|3D)/g, (escaped) => decodeURIComponent(escaped))
    .replace(/'/g, "%27");
  return `data:image/svg+xml,${encoded}`;
}
