import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteEnvFiles, unsetSiteEnvWarning } from "~/config/site-env-warning.server";

const COMPLETE = {
  SITE_NAME: "Sharma Business Services",
  SITE_URL: "https://sharma.example.in",
  SITE_PHONE: "+91 612 222 3333",
  SITE_WHATSAPP: "916122223333",
  SITE_EMAIL: "office@sharma.example.in",
};

describe("unset site environment warning", () => {
  it("says nothing when the business identity is set", () => {
    expect(unsetSiteEnvWarning(COMPLETE)).toBeNull();
  });

  it("names each unset variable with what its placeholder affects", () => {
    const warning = unsetSiteEnvWarning({ ...COMPLETE, SITE_URL: undefined, SITE_PHONE: "  " });
    expect(warning?.split("\n")).toEqual([
      "WARNING: serving the site with placeholder business details.",
      "  SITE_URL is not set: every canonical URL, sitemap.xml and robots.txt entry, share link and JSON-LD address says http://localhost:3000, and so do staff invitation links and the links in notification e-mails.",
      "  SITE_PHONE is not set: a new site gives the placeholder number +91 98765 43210 until it is changed in the back office.",
      "  Set SITE_URL in the environment or .env and start again; change the business's name, phone, WhatsApp and e-mail in the back office, Content, Business details.",
    ]);
  });

  it("names all five when none is set", () => {
    const warning = unsetSiteEnvWarning({}) ?? "";
    expect(warning).toMatch(/^WARNING: serving the site with placeholder business details\.\n/);
    for (const name of Object.keys(COMPLETE)) expect(warning).toContain(`  ${name} is not set: `);
  });
});

describe("site variables in .env files", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-env-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads SITE_* from the .env files, later files winning", () => {
    expect(siteEnvFiles(dir)).toEqual({});
    writeFileSync(path.join(dir, ".env"), "SITE_URL=https://a.example.in\nSITE_NAME='Sharma'\nPORT=8080\n");
    writeFileSync(path.join(dir, ".env.production"), "SITE_URL=https://b.example.in\n");
    writeFileSync(path.join(dir, ".env.development"), "SITE_EMAIL=dev@example.in\n");
    expect(siteEnvFiles(dir)).toEqual({ SITE_URL: "https://b.example.in", SITE_NAME: "Sharma" });
  });
});
