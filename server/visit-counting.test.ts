import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { VisitCounter, VisitHit } from "../app/server/visits/counter.server";
import { parseTrustProxy } from "./trust-proxy";
import { countClick, countViewWhenAnswered, isBeacon } from "./visit-counting";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** A counter that keeps what it is told, in memory. */
function recordingCounter() {
  const views: Omit<VisitHit, "goal">[] = [];
  const goals: VisitHit[] = [];
  const counter: VisitCounter = {
    view: (hit) => void views.push(hit),
    goal: async (hit) => void goals.push(hit),
    flush: async () => {},
    stop: async () => {},
  };
  return { counter, views, goals };
}

describe("where the server counts visits", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function site() {
    const { counter, views, goals } = recordingCounter();
    const counting = {
      visits: counter,
      trustProxy: parseTrustProxy("loopback"),
      pages: new Set(["/", "/services", "/contact", "/hi/contact"]),
      ownHosts: ["shop.example"],
    };
    const app = express();
    app.use((req, res) => {
      res
        .status(req.path === "/missing" ? 404 : 200)
        .type("html")
        .send("<p>page</p>");
    });
    // As server/app.ts: the beacon first, then the page, counted once answered.
    const server = createServer((req, res) => {
      if (isBeacon(req)) return void countClick(req, res, counting);
      countViewWhenAnswered(req, res, counting);
      app(req, res);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, views, goals };
  }

  it("counts a page a browser was given, with where it came from, and nothing else", async () => {
    const { origin, views } = await site();
    const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      fetch(`${origin}${path}`, { method, headers: { "user-agent": PHONE, ...headers } });
    await get("/services?utm_source=news&utm_medium=email&utm_campaign=diwali", {
      referer: "https://www.google.com/search?q=patna",
      "x-forwarded-for": "198.51.100.23",
    });
    await get("/hi/contact", { referer: "https://shop.example/services" });
    // Not counted: not a page, an error, a HEAD, a robot, Global Privacy Control, staff.
    await get("/assets/x.js");
    await get("/missing");
    await get("/contact", {}, "HEAD");
    await get("/contact", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get("/contact", { "sec-gpc": "1" });
    await get("/contact", { cookie: "staff.session_token=abc" });
    await expect.poll(() => views.length).toBe(2);
    expect(views).toEqual([
      {
        address: "198.51.100.23",
        agent: PHONE,
        page: "/services",
        language: "en",
        referrer: "google.com",
        utmSource: "news",
        utmMedium: "email",
        utmCampaign: "diwali",
      },
      {
        address: "127.0.0.1",
        agent: PHONE,
        page: "/hi/contact",
        language: "hi",
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      },
    ]);
  });

  it("takes the site script's beacon for a WhatsApp, phone or e-mail click on a page, and refuses anything else", async () => {
    const { origin, goals } = await site();
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}/count`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": PHONE, ...headers },
        body,
      });
    expect((await post("g=whatsapp&p=%2Fcontact")).status).toBe(204);
    expect((await post("g=phone&p=%2Fhi%2Fcontact")).status).toBe(204);
    expect(goals.map((goal) => [goal.goal, goal.page, goal.language])).toEqual([
      ["whatsapp", "/contact", "en"],
      ["phone", "/hi/contact", "hi"],
    ]);
    for (const body of [
      "g=contact&p=%2Fcontact",
      "g=whatsapp&p=%2Fadmin",
      "g=whatsapp",
      "",
      "g=email&p=/x",
    ]) {
      expect((await post(body)).status, body).toBe(400);
    }
    expect((await post(`g=email&p=%2F&x=${"a".repeat(600)}`)).status).toBe(413);
    // From another site's page: refused.
    expect((await post("g=email&p=%2F", { origin: "https://elsewhere.example" })).status).toBe(400);
    expect((await post("g=email&p=%2F", { origin: "https://shop.example" })).status).toBe(204);
    // Told, but not counted: a robot, and a browser that asks not to be tracked.
    expect((await post("g=email&p=%2F", { "user-agent": "curl/8.5.0" })).status).toBe(204);
    expect((await post("g=email&p=%2F", { "sec-gpc": "1" })).status).toBe(204);
    expect(goals).toHaveLength(3);
  });
});
