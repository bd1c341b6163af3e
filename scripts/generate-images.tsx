/**
 * Makes the images the site needs at build time, into build/client:
 * one 1200x630 share image per page (from the page's title), the PNG app
 * icons and favicon.ico. Run by `npm run build` after the app is built.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { site } from "~/config/site";
import { metaOf, pages, shareImagePath } from "~/config/pages";
import { OG_IMAGE_SIZE } from "~/lib/seo";

const require = createRequire(import.meta.url);
const outDir = path.resolve(process.argv[2] ?? "build/client");

function font(weight: 400 | 700 | 800) {
  const file = require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  );
  return { name: "Jakarta", data: readFileSync(file), weight, style: "normal" as const };
}
const fonts = [font(400), font(700), font(800)];

const brandMark = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" rx="11" fill="#4338ca"/><path d="M12 21.5a8 8 0 1 0 8-8" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="28.5" cy="11.5" r="4" fill="#fbbf24"/></svg>`;

function toPng(svg: string, width: number) {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

async function shareImage(title: string, description: string) {
  const heading = title.replace(/ \| Patna, Bihar$/, "");
  const svg = await satori(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #fef3c7 100%)",
        fontFamily: "Jakarta",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(brandMark(72))}`}
          width={72}
          height={72}
          alt=""
        />
        <div style={{ fontSize: 36, fontWeight: 800, color: "#1e1b4b" }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, color: "#1e1b4b", lineHeight: 1.1 }}>{heading}</div>
        <div style={{ fontSize: 28, color: "#475569", lineHeight: 1.4, maxWidth: 1000 }}>{description}</div>
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          fontSize: 28,
          fontWeight: 700,
          color: "#4338ca",
        }}
      >
        <span>{site.address.display}</span>
        <span>{site.url.replace(/^https?:\/\//, "")}</span>
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts },
  );
  return toPng(svg, OG_IMAGE_SIZE.width);
}

/** An .ico holding one PNG: every browser since IE Vista reads it. */
function icoFromPng(png: Buffer, size: number) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

async function main() {
  mkdirSync(path.join(outDir, "og"), { recursive: true });
  for (const entry of pages) {
    const meta = metaOf(entry);
    writeFileSync(path.join(outDir, shareImagePath(entry)), await shareImage(meta.title, meta.description));
  }
  writeFileSync(path.join(outDir, "icon-512.png"), toPng(brandMark(512), 512));
  writeFileSync(path.join(outDir, "icon-192.png"), toPng(brandMark(192), 192));
  writeFileSync(path.join(outDir, "apple-touch-icon.png"), toPng(brandMark(180), 180));
  writeFileSync(path.join(outDir, "favicon.ico"), icoFromPng(Buffer.from(toPng(brandMark(32), 32)), 32));
  console.info(`Images written to ${outDir}`);
}

await main();
