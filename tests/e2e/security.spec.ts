import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { Page } from "@playwright/test";
import { createStaffAccount, signInAs, submitTestimonial, waitForSiteScript } from "./admin-support";
import { expect, test } from "./fixtures";
import { type SpawnedServer, startServer } from "./server";
import { sitePages } from "./site-data";

/*
 * The Content-Security-Policy allows every script the site runs and nothing
 * else (server/security-headers.ts): no route, public or back office, may
 * trip it, before or after its scripts have run, and every answer carries the
 * security headers.
 */

/** Records every CSP violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  return async () => {
    const reported = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    return [...reported, ...logged];
  };
}

/** After load and the first paint, and the scripts started then (browser/head-script.ts), are done. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.waitForLoadState("networkidle");
}

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
};

test("no public page trips the policy, before or after its script runs", async ({ page, consoleErrors }) => {
  const violations = await recordViolations(page);
  for (const { path } of [...sitePages, { path: "/no-such-page" }, { path: "/contact?subject=SEO" }]) {
    const response = (await page.goto(path))!;
    if (response.status() === 404) consoleErrors.expectFor(response);
    expect(response.headers()["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'self' '/);
    await settle(page);
    expect(await violations(), path).toEqual([]);
  }
  // The form pages' script has taken the forms over under the policy.
  for (const path of ["/contact", "/testimonials"]) {
    await page.goto(path);
    await waitForSiteScript(page);
    await expect(page.locator("form[data-site-form]")).toHaveAttribute("novalidate", "");
  }
  expect(await violations()).toEqual([]);
});

test("sending a testimonial with JavaScript trips nothing", async ({ page }) => {
  const violations = await recordViolations(page);
  await submitTestimonial(page, { name: "Policy Check", feedback: "Scripts ran and nothing was refused." });
  expect(await violations()).toEqual([]);
});

test("no back-office page trips the policy", async ({ page }, testInfo) => {
  const violations = await recordViolations(page);
  await page.goto("/admin/sign-in");
  await settle(page);
  expect(await violations()).toEqual([]);
  await signInAs(page, await createStaffAccount(testInfo, "admin"));
  for (const path of [
    "/admin",
    "/admin/messages",
    "/admin/testimonials",
    "/admin/account",
    "/admin/staff",
    "/admin/audit",
    "/admin/notifications",
  ]) {
    await page.goto(path);
    await settle(page);
    expect(await violations(), path).toEqual([]);
  }
});

test("every answer carries the security headers: pages, files, errors and API answers", async ({
  request,
}) => {
  const home = await request.get("/");
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await (await request.get("/contact")).text());
  const answers = await Promise.all(
    [
      "/",
      "/testimonials",
      "/no-such-page",
      "/assets/no-such-file.js",
      "/favicon.svg",
      "/sitemap.xml",
      "/healthz",
      "/api/admin",
      "/admin/summary.json",
      script?.[1] ?? "/missing-script",
    ].map(async (path) => ({ path, response: await request.get(path, { maxRedirects: 0 }) })),
  );
  expect(home.status()).toBe(200);
  for (const { path, response } of answers) {
    const headers = response.headers();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name], `${name} on ${path}`).toBe(value);
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["content-security-policy"], path).toMatch(
      /^default-src 'none';.*frame-ancestors 'none'; base-uri 'none'; form-action 'self'$/,
    );
    expect(headers["content-security-policy"], path).not.toContain("unsafe-eval");
    // Over plain HTTP, and from no trusted proxy saying otherwise: no HSTS.
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  const pages = answers.filter(({ path }) => ["/", "/testimonials", "/no-such-page"].includes(path));
  for (const { response } of pages) {
    expect(response.headers()["content-security-policy"]).toMatch(
      /script-src 'self' ('sha256-[^']+' ?)+;|script-src 'self' 'nonce-[^']+';/,
    );
  }
});

test("HSTS is sent when a trusted proxy says the request came over HTTPS", async ({ request }) => {
  for (const path of ["/", "/testimonials", "/no-such-page", "/assets/no-such-file.js"]) {
    const response = await request.get(path, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
  }
});

test("a server-rendered page gets a new nonce on every request", async ({ request }) => {
  const nonce = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get("/no-such-page")).headers()["content-security-policy"] ?? "",
    )?.[1];
  const [first, second] = [await nonce(), await nonce()];
  expect(first).toMatch(/^[a-z0-9+/]{22}==$/i);
  expect(second).not.toBe(first);
});

test.describe("a server that trusts no proxy (TRUST_PROXY unset, the default)", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "" });
  });
  test.afterAll(async () => server?.stop());

  test("ignores X-Forwarded-For, -Proto and -Host", async ({ request }) => {
    const post = (n: number) =>
      request.post(`${server.url}/contact`, {
        form: {
          name: `Spoofer ${n}`,
          email: "spoof@example.com",
          message: "Each from a new address, I say.",
        },
        headers: { "X-Forwarded-For": `203.0.113.${n}` },
        maxRedirects: 0,
      });
    // Five a window per client (the default limit): a new forwarded address each time does not reset it.
    for (let n = 1; n <= 5; n++) expect((await post(n)).status(), `message ${n}`).toBe(303);
    expect((await post(6)).status()).toBe(429);

    const secure = await request.get(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers()["strict-transport-security"]).toBeUndefined();

    const hostile = await request.post(`${server.url}/contact`, {
      form: { name: "Forged Host", email: "spoof@example.com", message: "From a site that is not this one." },
      headers: {
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        Origin: "https://evil.example",
      },
      maxRedirects: 0,
    });
    expect(hostile.status()).toBe(400);
  });
});

/** A request sent as written: no client library normalises its path or checks its Host. */
function raw(method: string, path: string, headers: Record<string, string> = {}) {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: base.hostname, port: base.port, method, path, headers: { "content-length": "0", ...headers } },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

test("a path that climbs out of /admin or /api is judged where it lands: PUT /admin/../contact answers 405", async () => {
  for (const [method, path] of [
    ["PUT", "/admin/../contact"],
    ["DELETE", "/api/%2e%2e/contact"],
    ["PATCH", "/admin/%2E%2E/testimonials"],
  ] as const) {
    const answer = await raw(method, path);
    expect(answer.status, `${method} ${path}`).toBe(405);
  }
});

test("a path or Host the server cannot read is a plain 400 with the security headers, not Express's own page", async () => {
  for (const answer of [await raw("GET", "/%ZZ"), await raw("GET", "/contact?x=1", { host: "a b" })]) {
    expect(answer.status).toBe(400);
    expect(answer.body).toBe("Bad request.");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  }
});
