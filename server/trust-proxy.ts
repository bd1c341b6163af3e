import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/** Whether the proxy at `address`, `hop` steps from this server, is trusted to say who sent the request. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

const TRUST_NONE: TrustProxy = () => false;

/**
 * TRUST_PROXY, as Express's `trust proxy` setting takes it: unset or empty
 * trusts no proxy (X-Forwarded-* headers are ignored); a whole number trusts
 * that many hops; otherwise a comma-separated list of addresses, CIDR ranges
 * and the names `loopback`, `linklocal` and `uniquelocal`. A value that is
 * none of those stops the server, naming the variable.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim();
  if (!setting) return TRUST_NONE;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  const entries = setting.split(",").map((entry) => entry.trim());
  try {
    const trusted = proxyaddr.compile(entries);
    return (address, hop) => address !== undefined && trusted(address, hop);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be a hop count, "loopback", or addresses and CIDR ranges separated by commas (${(error as Error).message}).`,
      { cause: error },
    );
  }
}

/**
 * Whether the request came over HTTPS: to this server directly, or to a
 * trusted proxy that says so in X-Forwarded-Proto. The same rule as Express's
 * `req.secure`, for the answers given before Express (files, the page cache).
 */
export function cameOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  return forwarded(req, "x-forwarded-proto")?.toLowerCase() === "https";
}

/** The first value of an X-Forwarded-* header: the one the proxy nearest the client wrote. */
export function forwarded(req: IncomingMessage, name: `x-forwarded-${string}`): string | undefined {
  const header = req.headers[name];
  return (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim() || undefined;
}
