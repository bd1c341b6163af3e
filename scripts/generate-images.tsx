/**
 * Makes the icons the site needs at build time, into build/client: the PNG app icons and
 * favicon.ico. (The share images are drawn from the published content by the server:
 * app/server/content/share-images.server.tsx.) Run by `npm run build` after the app is built.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brandMark, svgToPng as toPng } from "~/server/content/share-images.server";

const outDir = path.resolve(process.argv[2] ?? "build/client");

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
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "icon-512.png"), toPng(brandMark(512), 512));
  writeFileSync(path.join(outDir, "icon-192.png"), toPng(brandMark(192), 192));
  writeFileSync(path.join(outDir, "apple-touch-icon.png"), toPng(brandMark(180), 180));
  writeFileSync(path.join(outDir, "favicon.ico"), icoFromPng(Buffer.from(toPng(brandMark(32), 32)), 32));
  console.info(`Images written to ${outDir}`);
}

await main();
