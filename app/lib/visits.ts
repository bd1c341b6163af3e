import { isbot } from "isbot";
import { type Device, VISIT_LIMITS } from "~/config/visits";

/*
 * What a request says about a visit (issue 28, decision 35), read without keeping it: whether it
 * is counted at all, the network it came from (never the address), phone or desktop, and the
 * site that sent it.
 */

/** The headers a count reads, as Node gives them */
export interface CountedHeaders {
  "user-agent"?: string;
  "sec-gpc"?: string;
  "sec-purpose"?: string;
  purpose?: string;
  cookie?: string;
}

/** Better Auth's session cookie (auth.server.ts, prefix "staff"), plain or __Secure- */
const STAFF_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?staff\.session_token=/;

/** isbot's answers for the user agents seen lately: its pattern is long, and a browser asks many pages. */
const robots = new Map<string, boolean>();
const ROBOTS_REMEMBERED = 1000;

function isRobot(agent: string): boolean {
  let robot = robots.get(agent);
  if (robot === undefined) {
    robot = isbot(agent);
    if (robots.size >= ROBOTS_REMEMBERED) robots.clear();
    robots.set(agent, robot);
  }
  return robot;
}

/**
 * Not counted: a robot (by its user agent, or none), a browser that asks not to be tracked by
 * Global Privacy Control, a page fetched ahead of a click, and a signed-in staff member.
 */
export function isCounted(headers: CountedHeaders): boolean {
  const agent = headers["user-agent"];
  if (!agent || isRobot(agent)) return false;
  if (headers["sec-gpc"]?.trim() === "1") return false;
  const purpose = headers["sec-purpose"] ?? headers.purpose;
  if (purpose && /prefetch|prerender/i.test(purpose)) return false;
  return !headers.cookie || !STAFF_SESSION_COOKIE.test(headers.cookie);
}

/** Eight hextets of an IPv6 address, "::" expanded; null if it is not one. */
function ipv6Hextets(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const part = (text: string | undefined) => (text ? text.split(":") : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const hextets = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!hextets.every((hextet) => /^[0-9a-f]{1,4}$/i.test(hextet))) return null;
  return hextets.map((hextet) => parseInt(hextet, 16));
}

/**
 * The network an address belongs to, which is all a count reads of it: the first three bytes of
 * an IPv4 address (its /24), the first three hextets of an IPv6 one (its /48). An IPv4 address
 * in IPv6 form is IPv4. Anything else is one network, "unknown".
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const v4 = mapped?.[1] ?? address;
  const bytes = v4.split(".");
  if (bytes.length === 4 && bytes.every((byte) => /^\d{1,3}$/.test(byte) && Number(byte) <= 255)) {
    return `${bytes.slice(0, 3).map(Number).join(".")}.0/24`;
  }
  const hextets = ipv6Hextets(address.split("%")[0] ?? "");
  return hextets
    ? `${hextets
        .slice(0, 3)
        .map((hextet) => hextet.toString(16))
        .join(":")}::/48`
    : "unknown";
}

/** A phone (or tablet): its browser says "Mobi" or Android; else a desktop. */
export const deviceOf = (agent: string): Device => (/Mobi|Android/.test(agent) ? "phone" : "desktop");

/** The domain of a page of another site that linked here ("google.com"); none for this site's own pages. */
export function referrerDomainOf(referer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referer) return null;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (!host || ownHosts.some((own) => own.toLowerCase().replace(/:\d+$/, "") === host)) return null;
  const domain = host.replace(/^www\./, "");
  // A site's name, never an address (an IPv6 one is bracketed, so refused here too).
  if (/^[\d.]+$/.test(domain)) return null;
  return /^[a-z0-9.-]+$/.test(domain) ? domain.slice(0, VISIT_LIMITS.referrer) : null;
}

/** A campaign word from the address (utm_source and the like): one line, at most VISIT_LIMITS.utm. */
export function campaignWord(value: string | null): string | null {
  const word = value
    ?.replace(/\p{Cc}|\p{Cf}/gu, " ")
    .trim()
    .slice(0, VISIT_LIMITS.utm);
  return word ? word : null;
}
