import { describe, expect, it } from "vitest";
import { readSiteEnv, SITE_DEFAULTS, siteEnvProblems } from "~/config/site-env";

describe("site environment", () => {
  it("falls back to the defaults and normalises values", () => {
    expect(readSiteEnv({})).toEqual(SITE_DEFAULTS);
    expect(readSiteEnv({ SITE_URL: "https://example.in/", SITE_WHATSAPP: "+91 98765-43210" })).toMatchObject({
      SITE_URL: "https://example.in",
      SITE_WHATSAPP: "919876543210",
    });
    expect(siteEnvProblems({})).toEqual([]);
  });

  it("names each malformed variable", () => {
    const problems = siteEnvProblems({
      SITE_URL: "ftp://x",
      SITE_EMAIL: "nope",
      SITE_WHATSAPP: "12",
      SITE_PHONE: "call me",
    });
    expect(problems).toHaveLength(4);
    for (const name of ["SITE_URL", "SITE_EMAIL", "SITE_WHATSAPP", "SITE_PHONE"]) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });
});
