/**
 * Writes build/csp-hashes.json: for every HTML file the build wrote to
 * build/client, the hashes of its inline scripts. A prerendered page is a
 * file, the same for every visitor, so it cannot carry a per-request nonce;
 * the server names these hashes in its Content-Security-Policy instead
 * (server/security-headers.ts). Run by `npm run build`, after the pages are
 * written and before they are compressed.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CSP_HASHES_FILE, inlineScriptHashes } from "../server/security-headers";

const buildDir = path.resolve(process.argv[2] ?? "build");
const clientDir = path.join(buildDir, "client");

const hashes: Record<string, string[]> = {};
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
  hashes[urlPath] = inlineScriptHashes(readFileSync(file, "utf8"));
}
writeFileSync(path.join(buildDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
console.info(
  `Script hashes for ${Object.keys(hashes).length} pages in ${path.join(buildDir, CSP_HASHES_FILE)}`,
);
