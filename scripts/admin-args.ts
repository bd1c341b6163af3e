/**
 * What the owner's command line (scripts/admin.ts) is asked to do, read from its arguments. A module
 * of its own, without the terminal: the end-to-end tests ask the running server with it too.
 */
import { readFileSync } from "node:fs";
import type { AdminCommand } from "~/server/admin.server";

export const USAGE = `Usage:
  npm run testimonials -- list [--pending]
  npm run testimonials -- approve ID | reject ID | delete ID
  npm run messages -- list [--archived]   (the inbox, or the archived messages only)
  npm run staff -- create --email E --name N [--role admin|staff]   (password: STAFF_PASSWORD or asked)
  npm run staff -- list | remove EMAIL | reset-2fa EMAIL
  npm run content -- export FILE   (all published content, as JSON)
  npm run content -- import FILE   (checks the whole file, then publishes it as one new version)`;

/** Arguments that ask for no command, or a file that cannot be imported: the message says what to do. */
export class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function staffCommand(
  verb: string | undefined,
  rest: string[],
  askPassword: (prompt: string) => Promise<string>,
): Promise<AdminCommand> {
  if (verb === "list") return { command: "staff.list" };
  if ((verb === "remove" || verb === "reset-2fa") && rest[0]) {
    return { command: verb === "remove" ? "staff.remove" : "staff.reset-2fa", email: rest[0] };
  }
  if (verb === "create") {
    const email = option(rest, "email");
    const name = option(rest, "name");
    const role = option(rest, "role") ?? "staff";
    if (!email || !name) fail(`create needs --email and --name.\n${USAGE}`);
    if (role !== "admin" && role !== "staff") fail(`--role is admin or staff, not "${role}".`);
    const password = process.env.STAFF_PASSWORD || (await askPassword(`Password for ${email}: `));
    return { command: "staff.create", email, name, role, password };
  }
  fail(USAGE);
}

/** The file to import, as JSON; a file that is not JSON is refused before anything is asked. */
function readContentFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    fail(`Could not read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(`${file} is not JSON: write it with npm run content -- export FILE, then edit it.`);
  }
}

/**
 * The command that `argv` (what follows `scripts/admin.ts`) asks for; a UsageError when it asks for
 * none. `askPassword` is asked only by `staff create` without STAFF_PASSWORD.
 */
export async function parseAdminArgs(
  argv: string[],
  askPassword: (prompt: string) => Promise<string>,
): Promise<AdminCommand> {
  const [resource, verb, ...rest] = argv;
  if (resource === "staff") return staffCommand(verb, rest, askPassword);
  if (resource === "testimonials") {
    if (verb === "list") return { command: "testimonials.list", pending: rest.includes("--pending") };
    if (verb === "approve" || verb === "reject" || verb === "delete") {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id < 1) fail(`"${rest[0] ?? ""}" is not a testimonial id.\n${USAGE}`);
      return { command: `testimonials.${verb}`, id };
    }
  }
  if (resource === "content" && rest[0]) {
    if (verb === "export") return { command: "content.export" };
    if (verb === "import") return { command: "content.import", file: readContentFile(rest[0]) };
  }
  if (resource === "messages" && verb === "list")
    return { command: "messages.list", archived: rest.includes("--archived") };
  fail(USAGE);
}
