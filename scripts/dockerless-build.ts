/**
 * The Dockerfile, carried out without Docker (CI has no Docker engine):
 *
 *   tsx scripts/dockerless-build.ts --node-bin "$(bash .ci/node24.sh)" [--head] [--keep]
 *
 * It reads the Dockerfile and runs its instructions in a temporary
 * directory, each stage's filesystem a folder of its own: the build context
 * is the files git knows of (with --head, the last commit), less what
 * .dockerignore excludes; RUN runs with the Node given (the image's Node
 * major) as root; the image's own paths (/app, /data) are mapped into the
 * stage's folder; and the image's user (USER) is an account of the same name
 * on this machine, created if missing. It knows only the instructions and
 * options the Dockerfile uses and stops at any other, so the file and this
 * check cannot drift apart unnoticed.
 *
 * Then it checks the result as `docker run` would start it: no development
 * dependency is left; the server (CMD) starts as the image's unprivileged
 * user on a free port and answers /readyz within a minute, the HEALTHCHECK
 * command passes (and fails when nothing answers); the owner's commands work
 * in the image; SIGTERM stops the server with exit code 0; the embedded
 * database's files are in the volume, and a backup of them can be made.
 * Must run as root (it creates the user and switches to it).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Instruction {
  keyword: string;
  /** The text after the keyword, continuation lines joined */
  args: string;
  line: number;
}

/** A stage's state as the instructions build it up. */
interface Stage {
  name: string;
  /** This stage's "/" on this machine */
  root: string;
  /** In image terms ("/app"), mapped with `local` */
  workdir: string;
  env: Record<string, string>;
  args: Record<string, string>;
  user: string | null;
  /** First path segments the Dockerfile names as the image's own ("/app", "/data") */
  imagePaths: string[];
  volumes: string[];
  exposed: number[];
  healthcheck: { command: string[]; timeoutSeconds: number } | null;
  cmd: string[] | null;
}

// ---------------------------------------------------------------- parsing

/** Dockerfile lines to instructions: comments dropped, `\` continuations joined. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = "";
  let startLine = 0;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line)) return; // comments, parser directives, even inside a continuation
    if (!pending && !line.trim()) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1).trim()} `;
      return;
    }
    const whole = (pending + line.trim()).trim();
    pending = "";
    if (!whole) return;
    const keyword = /^\S+/.exec(whole)![0];
    instructions.push({
      keyword: keyword.toUpperCase(),
      args: whole.slice(keyword.length).trimStart(),
      line: startLine,
    });
  });
  if (pending) throw new Error("The Dockerfile ends inside a continued line.");
  return instructions;
}

/** Words of an instruction's arguments, shell-style quotes removed ("a b" stays one word). */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s"']+)/g;
  let current = "";
  let last = -1;
  for (const match of text.matchAll(pattern)) {
    const piece = match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] ?? match[3]!);
    // Adjacent pieces (KEY="a b") are one word.
    if (match.index === last) current += piece;
    else {
      if (last !== -1) words.push(current);
      current = piece;
    }
    last = match.index + match[0].length;
  }
  if (last !== -1) words.push(current);
  return words;
}

/** `--name=value` options at the start of the arguments, and the rest. */
function takeOptions(args: string): { options: Record<string, string>; rest: string } {
  const options: Record<string, string> = {};
  let rest = args.trim();
  for (let match = /^--([a-z-]+)=(\S+)\s*/.exec(rest); match; match = /^--([a-z-]+)=(\S+)\s*/.exec(rest)) {
    options[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  return { options, rest };
}

function allowOnly(instruction: Instruction, options: Record<string, string>, allowed: string[]) {
  for (const name of Object.keys(options)) {
    if (!allowed.includes(name)) fail(instruction, `the option --${name} is not known here`);
  }
}

/** Exec form (`["node", "x.js"]`) or shell form (run by `sh -c`). */
function commandOf(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) return JSON.parse(trimmed) as string[];
  return ["/bin/sh", "-c", trimmed];
}

/** `KEY=value` pairs (ENV, ARG); an ARG may be a bare name. */
function pairsOf(instruction: Instruction, bareAllowed: boolean): [string, string | undefined][] {
  return splitWords(instruction.args).map((word) => {
    const at = word.indexOf("=");
    if (at === -1) {
      if (!bareAllowed) fail(instruction, `"${word}": write ENV as KEY=value`);
      return [word, undefined];
    }
    return [word.slice(0, at), word.slice(at + 1)];
  });
}

function fail(instruction: Instruction, problem: string): never {
  throw new Error(
    `Dockerfile line ${instruction.line} (${instruction.keyword}): ${problem}. ` +
      `scripts/dockerless-build.ts must learn it before CI can check the image.`,
  );
}

// ---------------------------------------------------------------- context

/** A .dockerignore pattern as a regular expression over a path relative to the context. */
function dockerignoreRegExp(pattern: string): RegExp {
  const clean = pattern.replace(/^\/+/, "").replace(/(?<!\/)\/+$/, "");
  let source = "";
  for (let i = 0; i < clean.length; i++) {
    const char = clean[i]!;
    if (char === "*" && clean[i + 1] === "*") {
      source += clean[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += clean[i + 2] === "/" ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/**
 * Docker's rules: patterns are anchored at the context's root, a pattern
 * that matches a folder excludes what is in it, `!` takes a path back, and
 * the last matching pattern decides.
 */
export function dockerignoreFilter(text: string): (file: string) => boolean {
  const rules = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => ({ keep: line.startsWith("!"), pattern: dockerignoreRegExp(line.replace(/^!/, "")) }));
  return (file) => {
    const prefixes = file.split("/").map((_, i, parts) => parts.slice(0, i + 1).join("/"));
    let included = true;
    for (const rule of rules) {
      if (prefixes.some((prefix) => rule.pattern.test(prefix))) included = rule.keep;
    }
    return included;
  };
}

/**
 * The files git knows of (tracked and new, not ignored) or the last
 * commit's, less .dockerignore's. Returns the Dockerfile, which Docker reads
 * even when .dockerignore leaves it out of what COPY sees.
 */
function makeContext(into: string, fromHead: boolean): string {
  mkdirSync(into, { recursive: true });
  if (fromHead) {
    const archive = spawnSync("git", ["archive", "--format=tar", "HEAD"], {
      cwd: repo,
      maxBuffer: 1 << 30,
    });
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
    const unpack = spawnSync("tar", ["-x", "-C", into], { input: archive.stdout });
    if (unpack.status !== 0) throw new Error(`tar failed: ${unpack.stderr}`);
  } else {
    const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: repo,
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
    for (const file of new Set(listed.stdout.split("\0").filter(Boolean))) {
      const from = path.join(repo, file);
      const info = lstatSync(from, { throwIfNoEntry: false });
      if (!info) continue; // deleted, not yet committed
      const to = path.join(into, file);
      mkdirSync(path.dirname(to), { recursive: true });
      if (info.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
      else copyFileSync(from, to);
      chmodSync(to, info.mode & 0o777);
    }
  }
  const dockerfile = path.join(into, "Dockerfile");
  if (!existsSync(dockerfile)) throw new Error("There is no Dockerfile.");
  const dockerfileText = readFileSync(dockerfile, "utf8");
  const ignoreFile = path.join(into, ".dockerignore");
  if (!existsSync(ignoreFile)) return dockerfileText;
  const included = dockerignoreFilter(readFileSync(ignoreFile, "utf8"));
  const listing = spawnSync("find", [".", "-mindepth", "1", "-not", "-type", "d"], {
    cwd: into,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  for (const file of listing.stdout.split("\n").filter(Boolean)) {
    const relative = file.replace(/^\.\//, "");
    if (!included(relative)) rmSync(path.join(into, relative), { force: true });
  }
  spawnSync("find", [".", "-mindepth", "1", "-type", "d", "-empty", "-delete"], { cwd: into });
  return dockerfileText;
}

// ---------------------------------------------------------------- running

/** Top-level folders a Docker image has from its base, which a stage cannot have a copy of. */
const SYSTEM_DIRS = new Set(
  "bin boot dev etc home lib lib64 media mnt opt proc root run sbin srv sys tmp usr var".split(" "),
);

function local(stage: Stage, imagePath: string): string {
  return path.join(stage.root, path.posix.resolve(stage.workdir, imagePath));
}

/** The image's own absolute paths in a command or value, rewritten to the stage's folder. */
function mapPaths(stage: Stage, text: string): string {
  let mapped = text;
  for (const prefix of stage.imagePaths) {
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    mapped = mapped.replace(
      new RegExp(`(^|[\\s='"\`:])${escaped}(?=$|[/\\s'"\`:;&|)])`, "g"),
      `$1${path.join(stage.root, prefix)}`,
    );
  }
  return mapped;
}

/** Every absolute path the stage names as its own (WORKDIR, VOLUME, COPY targets, ENV values), by first segment. */
function imagePathsOf(instructions: Instruction[]): string[] {
  const paths = new Set<string>();
  const add = (instruction: Instruction, value: string) => {
    if (!value.startsWith("/")) return;
    const top = value.split("/")[1] ?? "";
    if (!top) return;
    if (SYSTEM_DIRS.has(top)) fail(instruction, `the image's /${top} cannot be given a folder of its own`);
    paths.add(`/${top}`);
  };
  for (const instruction of instructions) {
    const words = splitWords(takeOptions(instruction.args).rest);
    if (instruction.keyword === "WORKDIR" || instruction.keyword === "VOLUME")
      words.forEach((w) => add(instruction, w));
    if (instruction.keyword === "COPY") add(instruction, words.at(-1) ?? "");
    if (instruction.keyword === "ENV")
      pairsOf(instruction, false).forEach(([, v]) => add(instruction, v ?? ""));
  }
  return [...paths];
}

/** Variables a build may need from this machine: Docker passes the proxy ones to RUN likewise. */
function hostNetworkEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        /^(?:HOME|TMPDIR|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|npm_config_.+|(?:https?|no|all)_proxy)$/i.test(
          entry[0],
        ),
    ),
  );
}

interface RunAs {
  user: string;
  group: string;
}

/** The image's user as an account here: created (a system account that cannot log in) when missing. */
function hostAccount(user: string): RunAs {
  const [name, group] = user.split(":") as [string, string | undefined];
  if (name === "root" || name === "0") return { user: "root", group: "root" };
  if (spawnSync("id", ["-u", name]).status !== 0) {
    console.info(`   creating the system account "${name}" (the image's user)`);
    const made = spawnSync(
      "useradd",
      [
        "--system",
        "--user-group",
        "--no-create-home",
        "--home-dir",
        "/nonexistent",
        "--shell",
        "/usr/sbin/nologin",
        name,
      ],
      { stdio: "inherit" },
    );
    if (made.status !== 0) throw new Error(`useradd ${name} failed`);
  }
  const primary = spawnSync("id", ["-gn", name], { encoding: "utf8" }).stdout.trim();
  return { user: name, group: group ?? primary };
}

/** A command line run as `as` (setpriv executes it in place: signals reach it directly). */
function asUser(as: RunAs | null, command: string[]): string[] {
  if (!as || as.user === "root") return command;
  return ["setpriv", `--reuid=${as.user}`, `--regid=${as.group}`, "--init-groups", "--", ...command];
}

function copyInto(instruction: Instruction, sources: string[], target: string) {
  const targetIsDir =
    target.endsWith("/") || sources.length > 1 || statSync(target, { throwIfNoEntry: false })?.isDirectory();
  for (const source of sources) {
    if (/[*?[]/.test(source)) fail(instruction, "wildcards in COPY sources are not supported");
    const info = statSync(source, { throwIfNoEntry: false });
    if (!info) fail(instruction, `${source} does not exist (excluded by .dockerignore, or not built?)`);
    // A folder's contents are copied, as Docker does; a file keeps its name in a folder target.
    const to = info.isDirectory() ? target : targetIsDir ? path.join(target, path.basename(source)) : target;
    mkdirSync(info.isDirectory() ? to : path.dirname(to), { recursive: true });
    const copied = spawnSync("cp", ["-a", info.isDirectory() ? `${source}/.` : source, to], {
      stdio: "inherit",
    });
    if (copied.status !== 0) fail(instruction, `copying ${source} failed`);
  }
}

function seconds(since: number) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

const KNOWN_INSTRUCTIONS = new Set(
  "FROM WORKDIR ENV ARG COPY RUN USER VOLUME EXPOSE HEALTHCHECK CMD".split(" "),
);

/** Carries out the Dockerfile; returns the last stage, which is the image. */
function build(
  instructions: Instruction[],
  work: string,
  context: string,
  nodeDir: string,
  nodeMajor: number,
) {
  const stages: Stage[] = [];
  let stage: Stage | undefined;
  const stageInstructions: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === "FROM") stageInstructions.push([]);
    stageInstructions.at(-1)?.push(instruction);
  }
  // All of it is known before anything runs: a surprise at step 20 would cost the build before it.
  const unknown = instructions.find((instruction) => !KNOWN_INSTRUCTIONS.has(instruction.keyword));
  if (unknown) fail(unknown, "this instruction is not known");
  let step = 0;
  for (const instruction of instructions) {
    step++;
    const started = Date.now();
    const { keyword } = instruction;
    console.info(`\n== Step ${step}/${instructions.length}: ${keyword} ${instruction.args}`);
    if (keyword !== "FROM" && !stage) fail(instruction, "an instruction before the first FROM");
    if (
      keyword !== "RUN" &&
      keyword !== "HEALTHCHECK" &&
      keyword !== "CMD" &&
      instruction.args.includes("$")
    ) {
      fail(instruction, "variable substitution is not supported");
    }
    const { options, rest } = takeOptions(instruction.args);
    switch (keyword) {
      case "FROM": {
        allowOnly(instruction, options, []);
        const [image, as, name] = splitWords(rest);
        const major = /^node:(\d+)(?:-[a-z]+)*$/.exec(image ?? "")?.[1];
        if (!major) fail(instruction, `only node:<version>[-variant] images are known, not "${image}"`);
        if (Number(major) !== nodeMajor)
          fail(instruction, `the image has Node ${major}, but --node-bin is Node ${nodeMajor}`);
        if (as !== undefined && (as.toUpperCase() !== "AS" || !name))
          fail(instruction, "expected FROM image [AS name]");
        // The official Node images have the unprivileged user `node`.
        hostAccount("node");
        const index = stages.length;
        const root = path.join(work, `stage-${index}`);
        mkdirSync(root, { recursive: true });
        chmodSync(root, 0o755);
        stage = {
          name: name ?? String(index),
          root,
          workdir: "/",
          env: { PATH: `${nodeDir}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin` },
          args: {},
          user: null,
          imagePaths: imagePathsOf(stageInstructions[index] ?? []),
          volumes: [],
          exposed: [],
          healthcheck: null,
          cmd: null,
        };
        stages.push(stage);
        break;
      }
      case "WORKDIR":
        allowOnly(instruction, options, []);
        stage!.workdir = path.posix.resolve(stage!.workdir, rest.trim());
        mkdirSync(local(stage!, "."), { recursive: true });
        break;
      case "ENV":
        for (const [key, value] of pairsOf(instruction, false))
          stage!.env[key] = mapPaths(stage!, value ?? "");
        break;
      case "ARG":
        // Like --build-arg: the value comes from this machine's environment, else the default.
        for (const [key, fallback] of pairsOf(instruction, true)) {
          const value = process.env[key] ?? fallback;
          if (value !== undefined) stage!.args[key] = value;
        }
        break;
      case "COPY": {
        allowOnly(instruction, options, ["from", "chown", "link"]);
        const words = splitWords(rest);
        if (words.length < 2) fail(instruction, "COPY needs a source and a target");
        const target = local(stage!, words.at(-1)!) + (words.at(-1)!.endsWith("/") ? "/" : "");
        let sources: string[];
        if (options.from !== undefined) {
          const from = stages.find((s) => s.name === options.from);
          if (!from) fail(instruction, `no stage named ${options.from}`);
          sources = words.slice(0, -1).map((source) => local(from, source));
        } else {
          sources = words.slice(0, -1).map((source) => {
            const resolved = path.resolve(context, source);
            if (resolved !== context && !resolved.startsWith(`${context}/`))
              fail(instruction, `${source} is outside the context`);
            return resolved;
          });
        }
        copyInto(instruction, sources, target);
        if (options.chown) {
          const owner = hostAccount(options.chown);
          spawnSync("chown", ["-R", `${owner.user}:${owner.group}`, target], { stdio: "inherit" });
        }
        break;
      }
      case "RUN": {
        // Cache mounts only speed Docker up; here npm's own cache serves.
        const mount = options.mount;
        allowOnly(instruction, options, ["mount"]);
        if (mount !== undefined && !/^type=cache(?:,|$)/.test(mount)) fail(instruction, `--mount=${mount}`);
        const as = stage!.user ? hostAccount(stage!.user) : null;
        const command = asUser(
          as,
          commandOf(rest).map((part) => mapPaths(stage!, part)),
        );
        const ran = spawnSync(command[0]!, command.slice(1), {
          cwd: local(stage!, "."),
          env: { ...hostNetworkEnv(), ...stage!.args, ...stage!.env },
          stdio: "inherit",
        });
        if (ran.status !== 0)
          throw new Error(`Step ${step} (Dockerfile line ${instruction.line}) failed: ${rest}`);
        break;
      }
      case "USER":
        allowOnly(instruction, options, []);
        stage!.user = rest.trim();
        hostAccount(stage!.user);
        break;
      case "VOLUME":
        allowOnly(instruction, options, []);
        stage!.volumes.push(
          ...(rest.trim().startsWith("[") ? (JSON.parse(rest) as string[]) : splitWords(rest)),
        );
        break;
      case "EXPOSE":
        allowOnly(instruction, options, []);
        stage!.exposed.push(...splitWords(rest).map((port) => Number(port.replace(/\/tcp$/, ""))));
        break;
      case "HEALTHCHECK": {
        allowOnly(instruction, options, ["interval", "timeout", "start-period", "start-interval", "retries"]);
        const command = /^CMD\s+(\S.*)$/i.exec(rest)?.[1];
        if (!command) fail(instruction, "expected HEALTHCHECK [options] CMD command");
        const timeout = Number(/^(\d+)s$/.exec(options.timeout ?? "30s")?.[1] ?? Number.NaN);
        if (!Number.isFinite(timeout))
          fail(instruction, `--timeout=${options.timeout}: write whole seconds, like 5s`);
        stage!.healthcheck = {
          command: commandOf(command).map((part) => mapPaths(stage!, part)),
          timeoutSeconds: timeout,
        };
        break;
      }
      case "CMD":
        allowOnly(instruction, options, []);
        stage!.cmd = commandOf(rest).map((part) => mapPaths(stage!, part));
        break;
      default:
        fail(instruction, "this instruction is not known");
    }
    if (keyword === "RUN" || keyword === "COPY") console.info(`   (${seconds(started)})`);
  }
  if (!stage) throw new Error("The Dockerfile has no FROM.");
  return stage;
}

// ---------------------------------------------------------------- checks

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function check(condition: unknown, problem: string): asserts condition {
  if (!condition) throw new Error(`Image check failed: ${problem}`);
}

/** The development dependencies the lock file marks as such must all have been pruned. */
function checkNoDevDependencies(appDir: string) {
  const lockFile = path.join(appDir, "package-lock.json");
  check(existsSync(lockFile), "package-lock.json is not in the image, so the pruning cannot be checked");
  const lock = JSON.parse(readFileSync(lockFile, "utf8")) as { packages: Record<string, { dev?: boolean }> };
  const devOnly = Object.entries(lock.packages).filter(([key, entry]) => key && entry.dev);
  const left = devOnly.filter(([key]) => existsSync(path.join(appDir, key))).map(([key]) => key);
  check(left.length === 0, `development dependencies are in the image: ${left.slice(0, 10).join(", ")}`);
  console.info(`   none of the ${devOnly.length} development packages is in the image`);
}

/** Runs a command in the image as its user; its exit code and output. */
function runInImage(
  image: Stage,
  as: RunAs | null,
  env: Record<string, string>,
  command: string[],
  timeoutSeconds = 60,
) {
  const full = asUser(as, command);
  const result = spawnSync(full[0]!, full.slice(1), {
    cwd: local(image, "."),
    env,
    encoding: "utf8",
    timeout: timeoutSeconds * 1000,
  });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<number | null | "timeout"> {
  if (child.exitCode !== null) return child.exitCode;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("timeout"), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function checkImage(image: Stage, work: string) {
  console.info("\n== Checking the image as `docker run` would start it");
  const started = Date.now();
  check(
    image.user && !["root", "0"].includes(image.user.split(":")[0]!),
    "the image runs as root (set USER)",
  );
  const as = hostAccount(image.user);
  check(image.cmd, "the image has no CMD");
  check(image.healthcheck, "the image has no HEALTHCHECK");
  check(image.env.DATA_DIR, "the image does not set DATA_DIR");
  check(
    image.volumes.some((volume) => mapPaths(image, volume) === image.env.DATA_DIR),
    "DATA_DIR is not a VOLUME, so the database would live in the container",
  );
  check(
    image.exposed.includes(Number(image.env.PORT)),
    `EXPOSE ${image.exposed.join(" ")} is not PORT ${image.env.PORT}`,
  );
  checkNoDevDependencies(local(image, "."));

  // What the container has: the image's environment, Node on its PATH, no
  // variable from this machine (a DATABASE_URL here must not reach it).
  const binDir = path.join(work, "image-bin");
  const port = await freePort();
  const env: Record<string, string> = {
    ...image.env,
    PATH: `${binDir}:/usr/local/bin:/usr/bin:/bin`,
    HOME: "/nonexistent",
    // As `docker run -e`: a free port on this machine, reachable from it only.
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  const output: string[] = [];
  const command = asUser(as, image.cmd);
  const server = spawn(command[0]!, command.slice(1), {
    cwd: local(image, "."),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const showOutput = () => console.info(`   server output:\n${output.join("").replace(/^/gm, "     ")}`);
  try {
    const readyBy = Date.now() + 60_000;
    let ready = false;
    while (!ready && Date.now() < readyBy && server.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    check(server.exitCode === null, `the server exited with code ${server.exitCode} before it was ready`);
    check(ready, "/readyz did not answer 200 within 60 s");
    console.info(`   /readyz answered 200 after ${seconds(started)}`);

    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1];
    check(uid !== undefined && uid !== "0", `the server runs as uid ${uid}`);
    console.info(`   the server runs as ${as.user} (uid ${uid})`);

    // Docker gives the check its timeout; a loaded CI machine gets some slack.
    const timeout = Math.max(image.healthcheck.timeoutSeconds, 15);
    const healthy = runInImage(image, as, env, image.healthcheck.command, timeout);
    check(healthy.status === 0, `the HEALTHCHECK command failed (${healthy.status}): ${healthy.output}`);
    const closed = runInImage(
      image,
      as,
      { ...env, PORT: String(await freePort()) },
      image.healthcheck.command,
      timeout,
    );
    check(closed.status !== 0, "the HEALTHCHECK command passes even when no server answers");
    console.info("   the HEALTHCHECK command passes, and fails when nothing answers");

    const listed = runInImage(image, as, env, ["node", "build/tools/admin.js", "messages", "list"]);
    check(
      listed.status === 0 && listed.output.includes("No messages."),
      `the owner's command failed: ${listed.output}`,
    );
    console.info("   the owner's commands work in the image (node build/tools/admin.js messages list)");

    server.kill("SIGTERM");
    const code = await waitForExit(server, 60_000);
    check(
      code === 0,
      `SIGTERM: the server ${code === "timeout" ? "did not stop within 60 s" : `exited with code ${code}`}`,
    );
    console.info("   SIGTERM stopped the server with exit code 0");
  } catch (error) {
    showOutput();
    throw error;
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
  }

  const dataDir = image.env.DATA_DIR;
  check(existsSync(path.join(dataDir, "pglite", "PG_VERSION")), `the database's files are not in ${dataDir}`);
  const owner = statSync(path.join(dataDir, "pglite", "PG_VERSION")).uid;
  check(owner !== 0, "the database's files belong to root");
  const backupFile = path.join(dataDir, "backup-check.tar.gz");
  const backup = runInImage(image, as, env, ["node", "build/tools/backup.js", "backup", backupFile]);
  check(backup.status === 0 && existsSync(backupFile), `the backup command failed: ${backup.output}`);
  console.info("   the database is in the volume, and a backup of it can be made in the image");
  console.info(`   (checks took ${seconds(started)})`);
}

// ---------------------------------------------------------------- main

async function main() {
  const argv = process.argv.slice(2);
  const nodeBinAt = argv.indexOf("--node-bin");
  const nodeBin = nodeBinAt >= 0 ? argv[nodeBinAt + 1] : undefined;
  if (!nodeBin) throw new Error("Usage: tsx scripts/dockerless-build.ts --node-bin DIR [--head] [--keep]");
  if (process.getuid?.() !== 0)
    throw new Error("Run as root: it creates the image's user and runs the server as it.");
  const version = spawnSync(path.join(nodeBin, "node"), ["--version"], { encoding: "utf8" }).stdout.trim();
  const nodeMajor = Number(/^v(\d+)\./.exec(version)?.[1]);
  if (!nodeMajor) throw new Error(`No node in ${nodeBin}`);

  const started = Date.now();
  const work = mkdtempSync(path.join(os.tmpdir(), "dockerless-"));
  chmodSync(work, 0o755);
  try {
    // The image's own Node: a copy the unprivileged user can reach (the
    // given one may sit under root's home).
    const binDir = path.join(work, "image-bin");
    mkdirSync(binDir);
    copyFileSync(path.join(nodeBin, "node"), path.join(binDir, "node"));
    chmodSync(binDir, 0o755);
    chmodSync(path.join(binDir, "node"), 0o755);

    const context = path.join(work, "context");
    const dockerfile = makeContext(context, argv.includes("--head"));
    console.info(`== Dockerless build of the Dockerfile with Node ${version}, in ${work}`);
    const image = build(parseDockerfile(dockerfile), work, context, binDir, nodeMajor);
    await checkImage(image, work);
    console.info(`\n== The image builds and runs (${seconds(started)} in all)`);
  } finally {
    if (argv.includes("--keep")) console.info(`Kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
