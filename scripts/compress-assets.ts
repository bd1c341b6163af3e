/**
 * Writes .br (quality 11) and .gz (level 9) beside every compressible file in
 * build/client, so the server sends the smallest form without compressing
 * per request. Run by `npm run build`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|css|html|svg|xml|txt|json|webmanifest|ico|data)$/;
const root = path.resolve(process.argv[2] ?? "build/client");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.info(`Compressed ${count} files in ${root}`);
