/**
 * The owner's command line, beside the back office:
 *   npm run testimonials -- list [--pending] | approve ID | reject ID | delete ID
 *   npm run messages -- list [--archived]   (the inbox, or the archived messages only)
 *   npm run staff -- create --email E --name N [--role admin|staff] | list | remove E | reset-2fa E
 *   npm run content -- export FILE | import FILE   (all published content as JSON; import publishes it)
 * It works against whichever database the environment selects. With embedded
 * PGlite and the server running, it asks the server (only one process may
 * open PGlite); otherwise it opens the database itself. Times are shown in
 * IST, as the back office shows them (scripts/admin-output.ts).
 */
import { writeFileSync } from "node:fs";
import type { AdminCommand, AdminResult } from "~/server/admin.server";
import { parseServerEnv } from "~/server/env.server";
import { askRunningServer, readRunningServerInfo, type RunningServer } from "../server/server-info";
import { parseAdminArgs, UsageError } from "./admin-args";
import { resultLines } from "./admin-output";

/** Reads a password without showing it. */
async function askPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY)
    fail("Set STAFF_PASSWORD, or run this in a terminal to be asked for the password.");
  process.stdout.write(prompt);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let password = "";
  return new Promise((resolve) => {
    process.stdin.on("data", (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write("\n");
          resolve(password);
          return;
        }
        if (char === "\u0003") process.exit(130);
        password = char === "\u007f" ? password.slice(0, -1) : password + char;
      }
    });
  });
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The running server's address, waiting while it starts; null when none runs. */
async function runningServer(dataDir: string): Promise<RunningServer | null> {
  for (let waited = 0; waited < 60_000; waited += 500) {
    const info = readRunningServerInfo(dataDir);
    if (!info) return null;
    if (info.port !== null && info.token !== null) return { ...info, port: info.port, token: info.token };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail("The server is still starting after a minute; try again when it is up.");
}

/** Runs the command on the database itself; its code is loaded only then (scripts/admin-direct.ts). */
async function directly(command: AdminCommand, env: ReturnType<typeof parseServerEnv>): Promise<AdminResult> {
  const { directly: run } = await import("./admin-direct");
  return run(command, env);
}

function print(result: AdminResult, argv: string[]) {
  if (!result.ok) fail(result.error);
  if ("content" in result) {
    // The export goes to the file named, not the terminal.
    const file = argv[2]!;
    writeFileSync(file, `${JSON.stringify(result.content, null, 2)}\n`);
    console.log(
      `Wrote the published content (${Object.keys(result.content.sections).join(", ")}) to ${file}.`,
    );
    return;
  }
  for (const line of resultLines(result)) console.log(line);
}

async function main() {
  const argv = process.argv.slice(2);
  const command = await parseAdminArgs(argv, askPassword);
  const env = parseServerEnv();
  const server = env.DATABASE_URL ? null : await runningServer(env.DATA_DIR);
  print(server ? await askRunningServer(env.DATA_DIR, server, command) : await directly(command, env), argv);
}

main().catch((error: unknown) =>
  fail(
    error instanceof UsageError
      ? error.message
      : `Failed: ${error instanceof Error ? error.message : String(error)}`,
  ),
);
