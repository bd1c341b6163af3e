/**
 * `npm run build:tools`: the owner's command-line tools (admin, backup) bundled for `node
 * build/tools/<name>.js`, their packages left to node_modules. Chunks are split so that the admin
 * tool loads the database and auth code only when it opens the database itself (decision 39);
 * scripts/admin.test.ts builds with these same options to check that.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type BuildOptions } from "esbuild";

export const toolsBuildOptions = {
  entryPoints: ["scripts/admin.ts", "scripts/backup.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  splitting: true,
  outdir: "build/tools",
  logLevel: "warning",
} satisfies BuildOptions;

// Run, not imported (admin.test.ts imports it). import.meta.url has its links resolved, argv not.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build(toolsBuildOptions);
}
