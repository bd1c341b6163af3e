import type { IncomingMessage, ServerResponse } from "node:http";
import proxyaddr from "proxy-addr";
import { BEACON_GOALS, COUNT_PATH, VIEW_BEACON } from "../app/config/visits";
import { langOfPath } from "../app/i18n/languages";
import { campaignWord, isCounted, referrerDomainOf } from "../app/lib/visits";
import type { VisitCounter } from "../app/server/visits/counter.server";
import { isOwnOrigin } from "./own-origin";
import { BASE_HEADERS } from "./security-headers";
import { cameOverHttps, type TrustProxy } from "./trust-proxy";

/*
 * Where the server counts visits (issue 28, decision 35): a public page it answered, once the
 * answer is sent, and the site script's beacon for a click only the browser sees. A page never
 * waits for its count.
 */

export interface Counting {
  visits: VisitCounter;
  trustProxy: TrustProxy;
  /** The public pages' paths, in every language: nothing else is a page view */
  pages: ReadonlySet<string>;
  /** The site's own host names (SITE_URL's): a link from them is no referrer */
  ownHosts: readonly string[];
}

/** The client's address as Express reads it (through the proxies TRUST_PROXY names), for its network. */
const clientAddress = (req: IncomingMessage, trustProxy: TrustProxy): string =>
  (req.socket.remoteAddress && proxyaddr(req, (address, hop) => trustProxy(address, hop))) || "";

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Counts the page once it has been answered (200, or 304 to a browser that kept it). */
export function countViewWhenAnswered(req: IncomingMessage, res: ServerResponse, counting: Counting) {
  if (req.method !== "GET") return;
  // Only a page is counted: a file or anything else costs this look and nothing more.
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const page = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!counting.pages.has(page)) return;
  // Read now: once the answer is sent, the socket (and its address) may be gone.
  const address = clientAddress(req, counting.trustProxy);
  res.once("finish", () => {
    if ((res.statusCode !== 200 && res.statusCode !== 304) || !isCounted(req.headers)) return;
    const query = queryAt === -1 ? null : new URLSearchParams(url.slice(queryAt + 1));
    counting.visits.view({
      address,
      agent: req.headers["user-agent"] ?? "",
      page,
      language: langOfPath(page),
      referrer: referrerDomainOf(header(req.headers.referer), [
        ...counting.ownHosts,
        header(req.headers.host) ?? "",
      ]),
      utmSource: campaignWord(query?.get("utm_source") ?? null),
      utmMedium: campaignWord(query?.get("utm_medium") ?? null),
      utmCampaign: campaignWord(query?.get("utm_campaign") ?? null),
    });
  });
}

/** A beacon's body is a few bytes ("g=whatsapp&p=%2Fcontact"); more is not one. */
const BEACON_MAX_BYTES = 512;

/** The body, or null once it is longer than a beacon can be (the rest is not read). */
function readBeacon(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    if (Number(req.headers["content-length"] ?? 0) > BEACON_MAX_BYTES) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk);
      else resolve(null);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", () => resolve(null));
  });
}

const isBeaconGoal = (value: string | null): value is (typeof BEACON_GOALS)[number] =>
  (BEACON_GOALS as readonly (string | null)[]).includes(value);

function answer(res: ServerResponse, status: number, text?: string, close = false) {
  res.writeHead(status, {
    ...BASE_HEADERS,
    "Cache-Control": "no-store",
    ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    ...(close ? { Connection: "close" } : {}),
  });
  res.end(text);
}

/** Whether `req` is the site script's beacon, to answer before anything else. */
export const isBeacon = (req: IncomingMessage) =>
  req.method === "POST" && (req.url === COUNT_PATH || req.url?.startsWith(`${COUNT_PATH}?`) === true);

/**
 * POST /count from the site script (browser/goals.ts): a click on a WhatsApp, phone or e-mail
 * link, on one of the site's pages, or the view of a page the browser had prefetched. Answered here, before Express, as a page from the cache is:
 * it is asked for on every such click and must cost little. 204 once it is stored (or when the
 * sender is not counted); 400 from another origin or for anything but a beacon; 413 past its
 * size; 503 when the database could not take it.
 */
export async function countClick(req: IncomingMessage, res: ServerResponse, counting: Counting) {
  const origin = header(req.headers.origin);
  const addressedTo = `${cameOverHttps(req, counting.trustProxy) ? "https" : "http"}://${header(req.headers.host) ?? ""}`;
  if (origin !== undefined && !isOwnOrigin(origin, addressedTo, counting.ownHosts)) {
    return answer(res, 400, "Bad request.");
  }
  const body = await readBeacon(req);
  if (body === null) return answer(res, 413, "Too large.", true);
  const beacon = new URLSearchParams(body);
  const goal = beacon.get("g");
  const page = beacon.get("p") ?? "";
  if (!(isBeaconGoal(goal) || goal === VIEW_BEACON) || !counting.pages.has(page)) {
    return answer(res, 400, "Not a count.");
  }
  if (!isCounted(req.headers)) return answer(res, 204);
  // What a beacon knows of the visit: where, and on which page; never where it came from.
  const hit = {
    address: clientAddress(req, counting.trustProxy),
    agent: req.headers["user-agent"] ?? "",
    page,
    language: langOfPath(page),
  };
  if (goal === VIEW_BEACON) {
    // A page the browser had fetched ahead (a prefetch, not counted then) and has now shown.
    counting.visits.view(hit);
    return answer(res, 204);
  }
  try {
    await counting.visits.goal({ ...hit, goal });
    answer(res, 204);
  } catch {
    answer(res, 503, "Not counted; try again.");
  }
}
