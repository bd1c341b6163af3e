import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BuildSnapshot, staleReason, takeSnapshot } from "./build-if-stale.mjs";

const lastBuild: BuildSnapshot = {
  sources: { "app/root.tsx": 1_000, "public/favicon.svg": 2_000 },
  env: { SITE_NAME: "Patna Traders" },
};

describe("staleReason", () => {
  it("builds when there is no build", () => {
    expect(staleReason({ built: false, stamp: null, now: lastBuild })).toBe("there is no build yet");
  });

  it("builds when the build left no stamp (made by `npm run build`)", () => {
    expect(staleReason({ built: true, stamp: null, now: lastBuild })).toMatch(/no record/);
  });

  it("builds when a source changed, naming it", () => {
    const now = { ...lastBuild, sources: { ...lastBuild.sources, "app/root.tsx": 1_500 } };
    expect(staleReason({ built: true, stamp: lastBuild, now })).toBe(
      "app/root.tsx changed since the last build",
    );
  });

  it("builds when a source was added or removed", () => {
    const added = { ...lastBuild, sources: { ...lastBuild.sources, "app/routes/new.tsx": 3_000 } };
    expect(staleReason({ built: true, stamp: lastBuild, now: added })).toMatch(
      /^app\/routes\/new\.tsx is new/,
    );
    const removed = { ...lastBuild, sources: { "app/root.tsx": 1_000 } };
    expect(staleReason({ built: true, stamp: lastBuild, now: removed })).toMatch(
      /^public\/favicon\.svg was removed/,
    );
  });

  it("builds when a SITE_* value changed, was set or was unset", () => {
    const stale = (env: Record<string, string>) =>
      staleReason({ built: true, stamp: lastBuild, now: { ...lastBuild, env } });
    expect(stale({ SITE_NAME: "Bihar Traders" })).toBe("SITE_NAME changed since the last build");
    expect(stale({ SITE_NAME: "Patna Traders", SITE_PHONE: "+91 90000 00000" })).toMatch(/^SITE_PHONE/);
    expect(stale({})).toMatch(/^SITE_NAME/);
  });

  it("skips the build when nothing changed", () => {
    const now = structuredClone(lastBuild);
    expect(staleReason({ built: true, stamp: lastBuild, now })).toBeNull();
  });
});

describe("takeSnapshot", () => {
  let root: string;
  const write = (file: string, content = "") => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "build-if-stale-"));
    write("app/root.tsx");
    write("vite.config.ts");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("sees an edited source as a change, and the build's own font subsets and the tests as none", () => {
    const before = takeSnapshot(root, {});
    write("app/fonts/generated/jakarta-core.woff2", "new subset");
    write("app/root.test.tsx");
    write("README.md");
    expect(staleReason({ built: true, stamp: before, now: takeSnapshot(root, {}) })).toBeNull();

    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "vite.config.ts"), later, later);
    expect(staleReason({ built: true, stamp: before, now: takeSnapshot(root, {}) })).toBe(
      "vite.config.ts changed since the last build",
    );
  });

  it("reads VITE_* (not SITE_*, read at start) from the .env files a production build reads, the environment winning", () => {
    write(".env", "VITE_NAME=From env file\nVITE_PHONE=+91 1\nSITE_NAME=Start\nDATABASE_URL=postgres://x\n");
    write(".env.production.local", "VITE_PHONE=+91 2\n");
    expect(takeSnapshot(root, { VITE_EMAIL: "a@b.in", SITE_EMAIL: "x@y.in", PATH: "/bin" }).env).toEqual({
      VITE_NAME: "From env file",
      VITE_PHONE: "+91 2",
      VITE_EMAIL: "a@b.in",
    });
    expect(takeSnapshot(root, { VITE_NAME: "From environment" }).env.VITE_NAME).toBe("From environment");
  });
});
