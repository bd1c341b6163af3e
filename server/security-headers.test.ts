import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  NON_PAGE_POLICY,
  pagePolicy,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers";
import { loadStaticFiles, staticFiles } from "./static-files";
import { cameOverHttps, parseTrustProxy } from "./trust-proxy";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as written, once, and leaves out external scripts and JSON", () => {
    const html = [
      "<script>let a = 1 &amp;&amp; 2;</script>",
      '<script type="module" async="">import("/x.js")</script>',
      '<script src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      "<script>let a = 1 &amp;&amp; 2;</script>",
      "<SCRIPT nonce='x'>\r\nb()</SCRIPT >",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("let a = 1 &amp;&amp; 2;"),
      sha256('import("/x.js")'),
      sha256('{"prefetch":[]}'),
      sha256("\nb()"),
    ]);
  });

  it("reads attributes with '>' inside quotes", () => {
    expect(inlineScriptHashes(`<script data-x="a>b">go()</script>`)).toEqual([sha256("go()")]);
  });
});

describe("policies", () => {
  it("forbids everything not named, framing, base and foreign form targets", () => {
    const policy = pagePolicy(["'nonce-abc'"]);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self' 'nonce-abc'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(policy.split("; ")).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(NON_PAGE_POLICY).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset or empty", () => {
    for (const value of [undefined, "", "  "]) {
      expect(parseTrustProxy(value)("127.0.0.1", 0)).toBe(false);
    }
  });

  it("takes a hop count, loopback, and lists of addresses and CIDR ranges", () => {
    const twoHops = parseTrustProxy("2");
    expect([twoHops("203.0.113.9", 0), twoHops("203.0.113.9", 1), twoHops("203.0.113.9", 2)]).toEqual([
      true,
      true,
      false,
    ]);
    const loopback = parseTrustProxy("loopback");
    expect([loopback("127.0.0.1", 0), loopback("::1", 0), loopback("10.0.0.1", 0)]).toEqual([
      true,
      true,
      false,
    ]);
    const list = parseTrustProxy("10.0.0.0/8, 192.0.2.7");
    expect([list("10.20.30.40", 0), list("192.0.2.7", 0), list("192.0.2.8", 0)]).toEqual([true, true, false]);
  });

  it("stops the server on a value it cannot read, naming the variable", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", () => {
    const request = (remoteAddress: string, proto?: string) =>
      ({
        socket: { remoteAddress },
        headers: proto ? { "x-forwarded-proto": proto } : {},
      }) as unknown as IncomingMessage;
    const loopback = parseTrustProxy("loopback");
    expect(cameOverHttps(request("127.0.0.1", "https"), loopback)).toBe(true);
    expect(cameOverHttps(request("127.0.0.1", "HTTPS, http"), loopback)).toBe(true);
    expect(cameOverHttps(request("127.0.0.1", "http"), loopback)).toBe(false);
    expect(cameOverHttps(request("127.0.0.1"), loopback)).toBe(false);
    expect(cameOverHttps(request("198.51.100.4", "https"), loopback)).toBe(false);
    expect(cameOverHttps(request("127.0.0.1", "https"), parseTrustProxy(undefined))).toBe(false);
  });
});

describe("static files' headers", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "csp-"));
  mkdirSync(path.join(dir, "assets"));
  const page = "<!doctype html><title>About</title><script>boot()</script>";
  writeFileSync(path.join(dir, "about.html"), page);
  writeFileSync(path.join(dir, "assets/app-1.js"), "run()");

  async function headersOf(urlPath: string, headers: Record<string, string> = {}) {
    const files = loadStaticFiles(dir);
    const server = createServer((req, res) =>
      staticFiles(files, {
        extraHeaders: { "X-Content-Type-Options": "nosniff" },
        overHttps: (request) => cameOverHttps(request, parseTrustProxy("loopback")),
      })(req, res, () => res.writeHead(404).end()),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return (await fetch(`http://127.0.0.1:${port}${urlPath}`, { headers })).headers;
    } finally {
      server.close();
    }
  }

  it("gives every file, an HTML one too, the policy that allows nothing", async () => {
    const fileHeaders = await headersOf("/about.html");
    expect(fileHeaders.get("content-security-policy")).toBe(NON_PAGE_POLICY);
    expect(fileHeaders.get("x-content-type-options")).toBe("nosniff");
    expect((await headersOf("/assets/app-1.js")).get("content-security-policy")).toBe(NON_PAGE_POLICY);
  });

  it("sends HSTS only when the request came over HTTPS", async () => {
    expect((await headersOf("/about.html")).get("strict-transport-security")).toBeNull();
    expect(
      (await headersOf("/about.html", { "x-forwarded-proto": "https" })).get("strict-transport-security"),
    ).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
