/**
 * The production image's steps, without Docker (CI has no Docker engine):
 *
 *   tsx scripts/smoke-start.ts --node-bin DIR [--keep] [--working-tree]
 *
 * On a clean copy of the last commit (`git archive HEAD`; with
 * --working-tree, of the files as they are now, before a commit), as an account
 * that is not root (`site-smoke`, made if missing, when run as root), with
 * the given Node (CI passes Node 24, what production runs), it runs the npm
 * commands the Dockerfile runs, in its order, and nothing else: that list is
 * read from the Dockerfile's RUN lines and must match DOCKERFILE_STEPS.
 * Then it starts the server as the image does and checks what matters to a
 * visitor and the owner: /readyz answers 200, a contact message is stored,
 * the owner's command lists it, SIGTERM ends the server with exit code 0.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What the Dockerfile runs, in order (its RUN lines, without their --mount options). */
export const DOCKERFILE_STEPS = [
  "npx -y npm@10 ci --no-audit --no-fund",
  "npm run build",
  "npx -y npm@10 prune --omit=dev --no-audit --no-fund",
];

/**
 * The npm commands of the Dockerfile's RUN lines, continuation lines joined
 * and BuildKit's --mount options left out (the image's other RUN, making
 * /data, is plumbing no npm script does).
 */
export function dockerfileNpmSteps(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("RUN "))
    .map((line) =>
      line
        .slice("RUN ".length)
        .split(/\s+/)
        .filter((word) => !word.startsWith("--mount="))
        .join(" "),
    )
    .filter((command) => /^np[mx] /.test(command));
}

interface Account {
  name: string;
  uid: number;
  gid: number;
}

const SMOKE_USER = "site-smoke";

/** Who runs everything: this account when it is not root; else `site-smoke`, made if missing. */
function unprivilegedAccount(): Account {
  const uid = process.getuid?.() ?? 0;
  if (uid !== 0) return { name: os.userInfo().username, uid, gid: process.getgid?.() ?? uid };
  const idOf = (flag: string) => spawnSync("id", [flag, SMOKE_USER], { encoding: "utf8" });
  if (idOf("-u").status !== 0) {
    const made = spawnSync("useradd", [
      "--system",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      SMOKE_USER,
    ]);
    if (made.status !== 0) throw new Error(`useradd ${SMOKE_USER} failed: ${made.stderr.toString()}`);
  }
  return { name: SMOKE_USER, uid: Number(idOf("-u").stdout), gid: Number(idOf("-g").stdout) };
}

function check(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

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

function waitForExit(child: ChildProcess, ms: number): Promise<number | "timeout"> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("timeout"), ms);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
  });
}

/** The files git would commit, as they are now: tracked and new ones, not the ignored or deleted. */
function copyWorkingTree(destination: string) {
  const listing = ["-C", repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard"];
  const listed = spawnSync("git", listing, { encoding: "utf8" });
  if (listed.status !== 0) return listed;
  const files = listed.stdout.split("\0").filter((file) => file && existsSync(path.join(repo, file)));
  return spawnSync("bash", ["-c", `tar -c -C "${repo}" --null -T - | tar -x -C "${destination}"`], {
    input: files.join("\0"),
  });
}

async function main() {
  const argv = process.argv.slice(2);
  const nodeBin = argv[argv.indexOf("--node-bin") + 1];
  if (!argv.includes("--node-bin") || !nodeBin) {
    throw new Error("Usage: tsx scripts/smoke-start.ts --node-bin DIR [--keep] [--working-tree]");
  }
  const steps = dockerfileNpmSteps(readFileSync(path.join(repo, "Dockerfile"), "utf8"));
  check(
    JSON.stringify(steps) === JSON.stringify(DOCKERFILE_STEPS),
    `The Dockerfile runs ${JSON.stringify(steps)}, this check ${JSON.stringify(DOCKERFILE_STEPS)}: make them agree.`,
  );

  const started = Date.now();
  const account = unprivilegedAccount();
  const work = mkdtempSync(path.join(os.tmpdir(), "site-smoke-"));
  chmodSync(work, 0o755);
  try {
    // Node where the account can reach it (the given one may sit under root's home).
    const bin = path.join(work, "bin");
    mkdirSync(bin);
    copyFileSync(path.join(nodeBin, "node"), path.join(bin, "node"));
    chmodSync(path.join(bin, "node"), 0o755);
    const version = spawnSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).stdout.trim();

    const app = path.join(work, "app");
    mkdirSync(app);
    const archived = argv.includes("--working-tree")
      ? copyWorkingTree(app)
      : spawnSync("bash", ["-c", `git -C "${repo}" archive HEAD | tar -x -C "${app}"`]);
    check(archived.status === 0, `copying the source failed: ${archived.stderr.toString()}`);
    for (const dir of ["home", "data"]) mkdirSync(path.join(work, dir));
    spawnSync("chown", [
      "-R",
      `${account.uid}:${account.gid}`,
      app,
      path.join(work, "home"),
      path.join(work, "data"),
    ]);
    console.info(
      `== Smoke test: the Dockerfile's steps on a clean copy, Node ${version}, as ${account.name}`,
    );

    // npm itself comes from this machine; `#!/usr/bin/env node` makes it run on the given Node.
    // Of this machine's environment only what reaching the registry needs (its CA, a proxy).
    // (Not npm_config_*: run through npm, this script is handed root's cache and prefix in them.)
    const caFile = process.env.NODE_EXTRA_CA_CERTS ?? process.env.SSL_CERT_FILE;
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) =>
          /^(?:NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|(?:https?|no|all)_proxy)$/i.test(name),
        ),
      ),
      ...(caFile && { npm_config_cafile: caFile }),
      PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
      HOME: path.join(work, "home"),
      npm_config_cache: path.join(work, "home", ".npm"),
      npm_config_update_notifier: "false",
      npm_config_fund: "false",
    };
    const asAccount = { cwd: app, env, uid: account.uid, gid: account.gid };
    for (const step of DOCKERFILE_STEPS) {
      const from = Date.now();
      const [command, ...args] = step.split(" ");
      const ran = spawnSync(command!, args, { ...asAccount, encoding: "utf8", timeout: 15 * 60_000 });
      check(ran.status === 0, `${step} failed (${ran.status}):\n${ran.stdout}\n${ran.stderr}`);
      console.info(`   ${step}: ${seconds(from)}`);
    }
    check(
      !existsSync(path.join(app, "node_modules", "vite")),
      "a development dependency (vite) is left after the prune",
    );

    const port = await freePort();
    const serverEnv = {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(work, "data"),
    };
    const output: string[] = [];
    const server = spawn(path.join(bin, "node"), ["build/start/main.js"], {
      ...asAccount,
      env: serverEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    try {
      const readyBy = Date.now() + 60_000;
      let ready = false;
      while (!ready && Date.now() < readyBy && server.exitCode === null) {
        ready = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.status === 200,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      check(ready, `/readyz did not answer 200 within 60 s (server exit code ${server.exitCode})`);
      console.info(`   /readyz answered 200 (${seconds(started)} since the start of the smoke test)`);

      const name = `Smoke ${randomBytes(4).toString("hex")}`;
      const sent = await fetch(`${origin}/contact`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, email: "smoke@example.in", message: "Checking the image." }),
        redirect: "manual",
      });
      check(sent.status === 303, `the contact form answered ${sent.status}, not 303`);
      const listed = spawnSync(path.join(bin, "node"), ["build/tools/admin.js", "messages", "list"], {
        ...asAccount,
        env: serverEnv,
        encoding: "utf8",
      });
      check(
        listed.status === 0 && listed.stdout.includes(name),
        `the owner's command did not list it:\n${listed.stdout}${listed.stderr}`,
      );
      console.info("   a contact message was stored, and the owner's command lists it");

      server.kill("SIGTERM");
      const code = await waitForExit(server, 60_000);
      check(
        code === 0,
        `SIGTERM: the server ${code === "timeout" ? "did not stop within 60 s" : `exited with code ${code}`}`,
      );
      console.info(`   SIGTERM: exit code 0\n== Smoke test passed in ${seconds(started)}`);
    } catch (error) {
      console.info(`   server output:\n${output.join("").replace(/^/gm, "     ")}`);
      throw error;
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
    }
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
