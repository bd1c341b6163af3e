/*
 * `npm start` runs this first: it builds the site only when there is no
 * build, or when what the build is made from changed since the last one.
 * Plain Node with no dependencies, so it runs before anything is compiled.
 *
 * The variables a build bakes in (VITE_*; SITE_* are read at start, not by the
 * build) count as sources too: each build made here leaves
 * build/.build-stamp.json, what it saw when it began (each source's
 * modification time, and those variables). A build made any other way
 * (`npm run build`) empties build/ first, taking the stamp with it, so the
 * next start builds again rather than trust a build it knows nothing of.
 */
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseEnv } from "node:util";

/** What the build is made from, relative to the project. */
export const BUILD_SOURCES = [
  "app",
  "server",
  // The build's own steps (package.json "build"), and the owner's tools it bundles.
  "scripts",
  "public",
  "drizzle",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** Written by the build itself (scripts/subset-font.ts) on every run; its inputs are sources already. */
const GENERATED = new Set(["app/fonts/generated"]);
const TEST_FILE = /\.test\.tsx?$/;

/** The variables a build bakes into the pages: vite.config.ts's envPrefix. */
const BAKED_PREFIXES = ["VITE_"];
/** The .env files a production build reads (Vite's loadEnv), later ones winning; the environment wins over all. */
const ENV_FILES = [".env", ".env.local", ".env.production", ".env.production.local"];

export const BUILD_STAMP = "build/.build-stamp.json";
/** What `npm start` runs: no build without it. */
const SERVER_ENTRY = "build/start/main.js";

/** Each source file's modification time (ms), by its path relative to `root` with "/" between folders. */
function sourceTimes(root) {
  const times = {};
  const visit = (relative) => {
    if (GENERATED.has(relative) || TEST_FILE.test(relative)) return;
    const full = path.join(root, relative);
    let stats;
    try {
      stats = statSync(full);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(full)) visit(`${relative}/${entry}`);
    } else {
      times[relative] = stats.mtimeMs;
    }
  };
  for (const source of BUILD_SOURCES) visit(source);
  return times;
}

/** The SITE_* and VITE_* values a build started now would read. */
function bakedEnv(root, environment) {
  const values = {};
  for (const file of ENV_FILES) {
    let content;
    try {
      content = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue;
    }
    Object.assign(values, parseEnv(content));
  }
  Object.assign(values, environment);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => value !== undefined && BAKED_PREFIXES.some((prefix) => name.startsWith(prefix)),
    ),
  );
}

/** What a build started now would be made from. */
export function takeSnapshot(root, environment = process.env) {
  return { sources: sourceTimes(root), env: bakedEnv(root, environment) };
}

/** The stamp the last build made here left, or null (none, or not one this script wrote). */
export function readStamp(file) {
  try {
    const stamp = JSON.parse(readFileSync(file, "utf8"));
    const isRecord = (value) => typeof value === "object" && value !== null;
    return isRecord(stamp) && isRecord(stamp.sources) && isRecord(stamp.env) ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * Why the site must be built before it starts, or null when the build there
 * is made from exactly what is there now.
 */
export function staleReason({ built, stamp, now }) {
  if (!built) return "there is no build yet";
  if (!stamp) return "no record of what the last build was made from";
  for (const [file, time] of Object.entries(now.sources)) {
    if (!Object.hasOwn(stamp.sources, file)) return `${file} is new since the last build`;
    if (stamp.sources[file] !== time) return `${file} changed since the last build`;
  }
  for (const file of Object.keys(stamp.sources)) {
    if (!Object.hasOwn(now.sources, file)) return `${file} was removed since the last build`;
  }
  for (const name of new Set([...Object.keys(now.env), ...Object.keys(stamp.env)])) {
    if (now.env[name] !== stamp.env[name]) return `${name} changed since the last build`;
  }
  return null;
}

/**
 * `npm run build` with its output held back: shown only if it fails. A
 * start needs a line saying a build is under way, not the bundler's report.
 */
function runBuild(root) {
  // Through the npm that runs this script, when one does (npm_execpath): no
  // shell, and no need to find npm on the PATH.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, "run", "build"]] : ["npm", ["run", "build"]];
  return new Promise((resolve, reject) => {
    const output = [];
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? 1, signal, output: Buffer.concat(output) }));
  });
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const now = takeSnapshot(root);
  const reason = staleReason({
    built: existsSync(path.join(root, SERVER_ENTRY)),
    stamp: readStamp(path.join(root, BUILD_STAMP)),
    now,
  });
  if (reason === null) {
    process.stdout.write("The build is up to date.\n");
    return;
  }
  process.stdout.write(`Building the site (${reason})…\n`);
  const started = Date.now();
  const { code, signal, output } = await runBuild(root);
  if (code !== 0) {
    process.stderr.write(output);
    process.stderr.write(`\nThe build failed (${signal ?? `exit code ${code}`}): its output is above.\n`);
    process.exitCode = code;
    return;
  }
  writeFileSync(path.join(root, BUILD_STAMP), JSON.stringify(now));
  process.stdout.write(`Built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
