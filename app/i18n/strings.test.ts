import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { hi } from "~/i18n/hi";
import { privacyNotice as englishNotice } from "~/i18n/privacy.en";
import { privacyNotice as hindiNotice } from "~/i18n/privacy.hi";

/** Every key path of a language's words ("shell.openMenu"), functions as leaves. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** The key paths of the English and the Hindi words are the same, or the failure names those that differ. */
function expectSameKeys(english: unknown, hindi: unknown, hindiFile: string, englishFile: string) {
  const inEnglish = new Set(keyPaths(english));
  const inHindi = new Set(keyPaths(hindi));
  expect(
    [...inEnglish].filter((key) => !inHindi.has(key)),
    `missing in ${hindiFile}`,
  ).toEqual([]);
  expect(
    [...inHindi].filter((key) => !inEnglish.has(key)),
    `not in ${englishFile}`,
  ).toEqual([]);
}

/** What TypeScript says of `source`, compiled as a module of app/ with the project's settings. */
function typeErrors(source: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "strings-fixture-"));
  try {
    const file = path.join(dir, "fixture.ts");
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ES2022,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      verbatimModuleSyntax: true,
      types: [],
      baseUrl: process.cwd(),
      paths: { "~/*": [path.join(process.cwd(), "app/*")] },
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the interface's words in each language", () => {
  it("are the same keys in Hindi as in English, or the test says which are missing or extra", () => {
    expectSameKeys(en, hi, "hi.ts", "en.ts");
  });

  it("of the privacy notice are the same keys in Hindi as in English", () => {
    expectSameKeys(englishNotice, hindiNotice, "privacy.hi.ts", "privacy.en.ts");
    // The same number of items in each list: the Hindi says each thing the English says.
    expect(hindiNotice.collect.contact.items).toHaveLength(englishNotice.collect.contact.items.length);
    expect(hindiNotice.rights.items).toHaveLength(englishNotice.rights.items.length);
    const facts = {
      business: "B",
      city: "C",
      contactName: "N",
      contactEmail: "e@x.in",
      keepMessagesMonths: 7,
      keepRejectedDays: 30,
    };
    expect(hindiNotice.keeping.items(facts)).toHaveLength(englishNotice.keeping.items(facts).length);
    expect(hindiNotice.keeping.items(facts)[0]).toContain("7 महीने");
  });

  it("fail the type check where Hindi misses a key English has, naming it", () => {
    // The Hindi words as they are pass; the same without the skip link's words, and with a word too many, do not.
    const check = (shell: string) =>
      typeErrors(
        `import type { Strings } from "~/i18n/en";\n` +
          `import { hi } from "~/i18n/hi";\n` +
          `const { skipToContent, ...rest } = hi.shell;\n` +
          `export const words = { ...hi, shell: ${shell} } satisfies Strings;\n` +
          `export const unused = skipToContent;\n`,
      );
    expect(check("{ ...rest, skipToContent }")).toEqual([]);
    const missing = check("rest");
    expect(missing.join("\n")).toMatch(/Property 'skipToContent' is missing/);
    const extra = check("{ ...rest, skipToContent, skipToFooter: 'x' }");
    expect(extra.join("\n")).toMatch(/'skipToFooter' does not exist/);
  });

  it("say the same thing in both languages where a value is filled in: figures and names survive", () => {
    expect(hi.home.seeAll(10)).toContain("10");
    expect(hi.testimonials.stars(4, 5)).toBe("5 में से 4 स्टार");
    expect(hi.toasts.rateLimited(120).description).toContain("2 मिनट");
    expect(hi.hours.clock(18, 0)).toBe("शाम 6:00");
    expect(hi.hours.clock(9, 30)).toBe("सुबह 9:30");
    expect(en.hours.clock(18, 0)).toBe("6:00 PM");
  });
});
