import { type ExecFileException, execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sitePages } from "./site-data";

/*
 * The W3C Nu Html Checker (vnu-jar) on the HTML the server sends: every public
 * page, the 404 page and the sign-in page. All of them go to one run of the
 * checker, as starting its JVM takes seconds. Its CSS checks ("CSS: ...") are
 * left out: they judge the page's rules against what the checker knows of CSS,
 * which lags behind the browsers (@property, @view-transition,
 * animation-timeline: some 30 messages a page).
 */

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, "bin/java") : "java";

const documents = [
  ...sitePages.map((page) => ({ path: page.path, status: 200 })),
  ...sitePages.map((page) => ({ path: page.path === "/" ? "/hi" : `/hi${page.path}`, status: 200 })),
  { path: "/no-such-page", status: 404 },
  { path: "/hi/no-such-page", status: 404 },
  { path: "/admin/sign-in", status: 200 },
];

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Runs a command to its end, whatever its exit code: vnu exits 1 when it finds errors. */
function runToEnd(command: string, args: string[]) {
  return new Promise<{ stdout: string; stderr: string; error: ExecFileException | null }>((resolve) => {
    execFile(command, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, error }),
    );
  });
}

test("every public page, the 404 page and the sign-in page are valid HTML", async ({ request }) => {
  test.setTimeout(180_000);
  const java = await runToEnd(JAVA, ["-version"]);
  if (java.error?.code === "ENOENT") {
    throw new Error(
      `Java is needed to run the Nu Html Checker and "${JAVA}" was not found: ` +
        "run `bash scripts/ensure-java.sh` (as root it installs default-jre-headless), or set JAVA_HOME.",
    );
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), "html-valid-"));
  try {
    const pageOfFile = new Map<string, string>();
    for (const [index, document] of documents.entries()) {
      const response = await request.get(document.path);
      expect(response.status(), document.path).toBe(document.status);
      expect(response.headers()["content-type"], document.path).toMatch(/^text\/html/);
      const file = `${index}.html`;
      writeFileSync(path.join(dir, file), await response.body());
      pageOfFile.set(file, document.path);
    }

    const vnu = await runToEnd(JAVA, [
      "-jar",
      VNU_JAR,
      "--format",
      "json",
      "--stdout",
      "--errors-only",
      ...[...pageOfFile.keys()].map((file) => path.join(dir, file)),
    ]);
    let messages: VnuMessage[];
    try {
      ({ messages } = JSON.parse(vnu.stdout) as { messages: VnuMessage[] });
    } catch {
      throw new Error(`The checker gave no report (${vnu.error?.message ?? "no error"}):\n${vnu.stderr}`);
    }

    const errors = messages
      .filter((message) => !message.message.startsWith("CSS: "))
      .map((message) => {
        const file = message.url ? path.basename(new URL(message.url).pathname) : "";
        const where = `${pageOfFile.get(file) ?? (message.url || "?")}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}`;
        const extract = message.extract
          ? ` [${message.extract.replace(/\s+/g, " ").trim().slice(0, 120)}]`
          : "";
        return `${where} ${message.message}${extract}`;
      });
    expect(errors, "the checker's errors (page:line:column message [extract])").toEqual([]);
    // The checker exits 1 only with a message to show for it; otherwise it failed to run.
    expect(vnu.error === null || messages.length > 0, `the checker failed: ${vnu.stderr}`).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
