import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { describeCycle, findCycles, importGraph } from "./import-cycles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("import cycles", () => {
  it("there are none among the project's modules (type-only imports included)", () => {
    const cycles = findCycles(importGraph(root)).map((cycle) => describeCycle(root, cycle));
    expect(cycles).toEqual([]);
  }, 60_000);

  it("run one way between the app and its host: server/ may import app/, never the reverse", () => {
    const inside = (folder: string, module: string) => module.startsWith(path.join(root, folder) + path.sep);
    const graph = importGraph(root, ["app", "server"]);
    const backwards = [...graph]
      .filter(([module]) => inside("app", module))
      .flatMap(([module, imported]) =>
        imported
          .filter((target) => inside("server", target))
          .map((target) => `${path.relative(root, module)} → ${path.relative(root, target)}`),
      );
    expect(backwards).toEqual([]);
    // The other way is there: the check sees imports between the two.
    expect(graph.get(path.join(root, "server/app.ts"))).toContain(
      path.join(root, "app/server/log.server.ts"),
    );
  }, 60_000);

  describe("in a project made to have them", () => {
    const project = mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    afterAll(() => rmSync(project, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), text);
    };
    write(
      "tsconfig.json",
      JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "~/*": ["./app/*"] } } }),
    );
    // Through the alias, and back by a type-only import.
    write("app/registry.ts", 'import { channel } from "./channel";\nexport const all = [channel];\n');
    write(
      "app/channel.ts",
      'import type { all } from "~/registry";\nexport const channel: typeof all | null = null;\n',
    );
    // A re-export and a dynamic import, three modules round.
    write("server/a.ts", 'export * from "./b";\n');
    write("server/b.ts", 'export const b = () => import("./c");\n');
    write("server/c.ts", 'import "./a";\n');
    // A module importing itself, and one that is no cycle.
    write("scripts/self.ts", 'export * from "./self";\n');
    write(
      "scripts/plain.ts",
      'import { b } from "../server/b";\nimport "some-package";\nexport const x = b;\n',
    );

    it("finds each, shortest way round", () => {
      const cycles = findCycles(importGraph(project, ["app", "server", "scripts"]));
      expect(cycles.map((cycle) => describeCycle(project, cycle)).sort()).toEqual([
        "app/channel.ts → app/registry.ts → app/channel.ts",
        "scripts/self.ts → scripts/self.ts",
        "server/a.ts → server/b.ts → server/c.ts → server/a.ts",
      ]);
    });
  });
});
