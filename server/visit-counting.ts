import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import proxyaddr from "proxy-addr";
import { BEACON_GOALS, type VisitGoal } from "../app/config/visits";
import { langOfPath } from "../app/i18n/languages";
import { campaignWord, isCounted, referrerDomainOf } from "../app/lib/visits";
import type { VisitCounter } from "../app/server/visits/counter.server";
import type { TrustProxy } from "./trust-proxy";

/*
 * Where the server counts visits (issue 28, decision 35): a public page it answered, once the
 * answer is sent, and the site script's beacon for a click only the browser sees. Neither waits
 * on the other, and a page never waits for its count.
 */

interface Counting {
  visits: VisitCounter;
  trustProxy: TrustProxy;
  /** The public pages' paths, in every language: nothing else is a page view */
  pages: ReadonlySet<string>;
  /** The site's own host names (SITE_URL's): a link from them is no referrer */
  ownHosts: readonly string[];
}

/** The client's address as Express reads it (through the proxies TRUST_PROXY names), for its network. */
const clientAddress = (req: IncomingMessage, trustProxy: TrustProxy) =>
  proxyaddr(req, (address, hop) => trustProxy(address, hop));

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Counts the page once it has been answered (200, or 304 to a browser that kept it). */
export function countViewWhenAnswered(req: IncomingMessage, res: ServerResponse, counting: Counting) {
  if (req.method !== "GET") return;
  res.once("finish", () => {
    if (res.statusCode !== 200 && res.statusCode !== 304) return;
    const url = new URL(req.url ?? "/", "http://site.invalid");
    if (!counting.pages.has(url.pathname) || !isCounted(req.headers)) return;
    counting.visits.view({
      address: clientAddress(req, counting.trustProxy),
      agent: req.headers["user-agent"] ?? "",
      page: url.pathname,
      language: langOfPath(url.pathname),
      referrer: referrerDomainOf(header(req.headers.referer), [
        ...counting.ownHosts,
        header(req.headers.host) ?? "",
      ]),
      utmSource: campaignWord(url.searchParams.get("utm_source")),
      utmMedium: campaignWord(url.searchParams.get("utm_medium")),
      utmCampaign: campaignWord(url.searchParams.get("utm_campaign")),
    });
  });
}

/** A beacon's body is a few bytes ("g=whatsapp&p=%2Fcontact"); more is not one. */
const BEACON_MAX_BYTES = 512;

function readBeacon(req: Request): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size <= BEACON_MAX_BYTES ? Buffer.concat(chunks).toString("utf8") : null));
    req.on("error", () => resolve(null));
  });
}

const isBeaconGoal = (value: string | null): value is VisitGoal & (typeof BEACON_GOALS)[number] =>
  (BEACON_GOALS as readonly (string | null)[]).includes(value);

/**
 * POST /count from the site script (browser/site-script.ts): a click on a WhatsApp, phone or
 * e-mail link, on one of the site's pages. 204 once it is stored (or when the sender is not
 * counted), 400 for anything else, 503 when the database could not take it.
 */
export function countClick(counting: Counting) {
  return async (req: Request, res: Response) => {
    const body = await readBeacon(req);
    if (body === null) {
      res.status(413).type("text").send("Too large.");
      return;
    }
    const beacon = new URLSearchParams(body);
    const goal = beacon.get("g");
    const page = beacon.get("p") ?? "";
    if (!isBeaconGoal(goal) || !counting.pages.has(page)) {
      res.status(400).type("text").send("Not a count.");
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    if (!isCounted(req.headers)) {
      res.status(204).end();
      return;
    }
    try {
      await counting.visits.goal({
        address: req.ip ?? req.socket.remoteAddress ?? "",
        agent: req.headers["user-agent"] ?? "",
        goal,
        page,
        language: langOfPath(page),
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      });
      res.status(204).end();
    } catch {
      res.status(503).type("text").send("Not counted; try again.");
    }
  };
}
