/**
 * Finds modules that import themselves through others: `tsx
 * scripts/import-cycles.ts` lists every cycle among the project's own
 * modules, and exits 1 if there is one (scripts/import-cycles.test.ts runs it
 * in the unit tests). A type-only import counts: the modules still depend on
 * each other, and a cycle of types today is a cycle of values after the next
 * edit. ESLint's import-x/no-cycle skips type-only imports, hence this.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The folders whose modules are checked, from the repository's root. */
export const CHECKED_FOLDERS = ["app", "server", "scripts", "bench", "tests"];

const SOURCE = /\.(?:[cm]?ts|tsx|[cm]?js)$/;
/** Generated or installed: not the project's own modules. */
const SKIPPED = new Set(["node_modules", "build", "results", ".react-router"]);

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = path.join(root, "tsconfig.json");
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config ?? {}, ts.sys, root).options;
}

/**
 * Each module and the project modules it imports: static imports and
 * re-exports (type-only ones too) and dynamic `import()`, resolved as tsc
 * resolves them (the `~/` alias, `.ts` extensions). Packages, virtual
 * modules and generated types are left out.
 */
export function importGraph(root: string, folders = CHECKED_FOLDERS): Map<string, string[]> {
  const options = compilerOptions(root);
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const own = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const imported = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName.split("?")[0]!, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && own.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/** The cycles of `graph`: each a list of modules, every one importing the next and the last the first. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components: every component of more than
  // one module, or of one that imports itself, holds a cycle.
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (module: string) => {
    index.set(module, next);
    lowest.set(module, next);
    next++;
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        lowest.set(module, Math.min(lowest.get(module)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) {
        lowest.set(module, Math.min(lowest.get(module)!, index.get(imported)!));
      }
    }
    if (lowest.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      const selfImport = graph.get(module)?.includes(module) ?? false;
      if (component.length > 1 || selfImport) components.push(component);
    }
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) visit(module);
  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** One cycle through a strongly connected component, from its first module (by name) back to it. */
function cycleWithin(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  // Breadth first, so the cycle shown is a shortest one back to `start`.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift()!;
    for (const imported of graph.get(module) ?? []) {
      if (!component.has(imported)) continue;
      if (imported === start) {
        const cycle = [module];
        while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0]!)!);
        return cycle;
      }
      if (!cameFrom.has(imported)) {
        cameFrom.set(imported, module);
        queue.push(imported);
      }
    }
  }
  return [start];
}

/** A cycle as a person reads it: `a.ts → b.ts → a.ts`, paths from `root`. */
export const describeCycle = (root: string, cycle: readonly string[]) =>
  [...cycle, cycle[0]!].map((module) => path.relative(root, module)).join(" → ");

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const cycles = findCycles(importGraph(root));
  for (const cycle of cycles) console.error(`Import cycle: ${describeCycle(root, cycle)}`);
  if (cycles.length > 0) process.exit(1);
  console.info("No import cycles.");
}
