import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { toolsBuildOptions } from "./build-tools";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The packages that open and use a database: the tool needs them only when it opens one itself. */
const DATABASE_PACKAGES = ["better-auth", "@electric-sql/pglite", "pg", "drizzle-orm"];

/** Every package an output loads as it starts: its own static imports and its static chunks'. */
function loadedAtStart(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(output)) return packages;
  seen.add(output);
  for (const imported of metafile.outputs[output]?.imports ?? []) {
    if (imported.kind !== "import-statement") continue;
    if (imported.external) packages.add(imported.path);
    else for (const name of loadedAtStart(metafile, imported.path, seen)) packages.add(name);
  }
  return packages;
}

describe("the owner's command line (scripts/admin.ts), built as build:tools builds it", () => {
  it("loads no database or auth code to ask a running server; it loads them to open the database", async () => {
    const { metafile } = await build({
      ...toolsBuildOptions,
      absWorkingDir: root,
      entryPoints: ["scripts/admin.ts"],
      outdir: "build/tools-test",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const entry = Object.keys(metafile.outputs).find(
      (output) => metafile.outputs[output]?.entryPoint === "scripts/admin.ts",
    );
    expect(entry).toBeDefined();
    const atStart = loadedAtStart(metafile, entry!);
    expect(DATABASE_PACKAGES.filter((name) => [...atStart].some((p) => p.startsWith(name)))).toEqual([]);

    // The database code is there, behind the one dynamic import.
    const later = (metafile.outputs[entry!]?.imports ?? []).filter((i) => i.kind === "dynamic-import");
    expect(later).toHaveLength(1);
    const whenOpened = loadedAtStart(metafile, later[0]!.path);
    expect(
      ["better-auth", "drizzle-orm"].every((name) => [...whenOpened].some((p) => p.startsWith(name))),
    ).toBe(true);
  }, 60_000);
});
