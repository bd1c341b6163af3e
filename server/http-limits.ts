import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * How long a client may take over each part of a connection. Left to Node's
 * defaults, a client that announces a 100-byte form post and sends 6 bytes
 * holds its socket (and the request's place in the app) for 300 s, and a
 * few hundred such clients fill the process's file descriptors.
 */
export interface HttpLimits {
  /**
   * The whole request, headers and body, must arrive within this (else 408).
   * The largest form post is 64 KB (MAX_BODY_BYTES): a phone on a slow 2G
   * link sends it in about 10 s. Only the request is timed, not the answer:
   * a slow answer (a test notification waits up to
   * NOTIFY_ATTEMPT_TIMEOUT_SECONDS) is not cut.
   */
  requestTimeoutMs: number;
  /**
   * The headers must arrive within this (else 408), and a new connection
   * that sends nothing is closed after it. A browser sends its headers in
   * one packet; only a slow-headers attack takes longer. Shorter than the
   * request timeout, which still covers the body.
   */
  headersTimeoutMs: number;
  /**
   * How long a connection may sit idle between requests. Long enough for a
   * browser to ask for a page's scripts, styles and images over the
   * connection that fetched the page; short, since each idle connection
   * holds a file descriptor. Node's default, set here so that it is a
   * choice. A load balancer or proxy that keeps idle connections to this
   * server must give up on them sooner than this, or it may send a request
   * down a connection we are closing and answer its client 502: set its
   * idle timeout to this server under 5 s (AWS ALB: 60 s by default; nginx
   * only keeps them with `keepalive` in its upstream block, then for 60 s
   * unless `keepalive_timeout` says less), or raise this above its.
   */
  keepAliveTimeoutMs: number;
  /**
   * How often Node looks for requests past the two timeouts above: a limit
   * is enforced up to this much late. Node's default is 30 s, as long as
   * the request timeout itself; once a second costs a walk over the open
   * connections, which is little beside the requests themselves.
   */
  checkIntervalMs: number;
}

export const HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
};

/**
 * An HTTP server with these limits (Node's maxHeaderSize, 16 KB, already
 * bounds the headers' size and so their number). No socket inactivity
 * timeout (server.timeout): the limits above cover a client that is slow to
 * ask or idle after, and one would also cut an answer that is slow to come,
 * such as a test notification's.
 */
export function createLimitedServer(limits: Partial<HttpLimits> = {}): Server {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, checkIntervalMs } = {
    ...HTTP_LIMITS,
    ...limits,
  };
  if (!(headersTimeoutMs < requestTimeoutMs)) {
    throw new Error("The headers timeout must be shorter than the request timeout, which includes it.");
  }
  const server = createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: headersTimeoutMs,
    connectionsCheckingInterval: checkIntervalMs,
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  return server;
}

/** The largest form post we read: a 5,000-character message in any script fits many times over. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The largest content the owner sends: a section's form (thirty jobs in Hindi, each character
 * nine bytes once form-encoded) or a whole export to import (`npm run content -- import`).
 */
export const MAX_CONTENT_BODY_BYTES = 1024 * 1024;

/** Where the owner's content is posted: the back office's Content pages and the owner's API. */
const CONTENT_PATHS = /^\/(?:admin\/content\/|api\/admin(?:[/?]|$))/;

/**
 * How large a body to `url` may be, by the path React Router will route it to (/admin/content/../contact
 * is /contact, %2e%2e too): the public forms never get the owner's allowance.
 */
export function maxBodyBytes(url: string | undefined): number {
  let path: string;
  try {
    path = new URL(decodeURIComponent(new URL(url ?? "/", "http://site").pathname), "http://site").pathname;
  } catch {
    return MAX_BODY_BYTES;
  }
  return CONTENT_PATHS.test(path) ? MAX_CONTENT_BODY_BYTES : MAX_BODY_BYTES;
}

/**
 * The largest refused body we still read through (and throw away) after
 * answering 413. Closing a connection while the client is still sending
 * makes the kernel answer the bytes that keep arriving with a reset, and a
 * reset can wipe out the answer the client had not read yet: a phone
 * uploading a long message would show "connection reset" instead of why it
 * was refused (CI's hostile-input run saw one such reset in 10,400
 * requests). A body within this is read, at most for the request timeout;
 * one announced as larger is no form a browser sends, and its connection
 * is closed at once.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024;

/** Refuses bodies too large to be a real form before anything reads them. */
export function limitBody(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = Number(req.headers["content-length"] ?? NaN);
  // No length (a chunked body): no browser posts a form so, and there is no
  // telling how much would have to be read through.
  if (req.headers["transfer-encoding"] && !req.headers["content-length"]) {
    refuse(res, 411, "Length required.", { close: true });
    return;
  }
  if (Number.isFinite(length) && length > maxBodyBytes(req.url)) {
    refuse(res, 413, "That submission is too large.", { close: length > DRAIN_MAX_BYTES });
    return;
  }
  res.once("finish", () => readThroughUnread(req));
  next();
}

/**
 * An answer sent before its body was read (a post refused as not signed in, or from another
 * origin) leaves the rest of the body unread. Node reads it through and throws it away only when
 * nothing began to read it; the app's request stream did, and holds it paused once its buffer is
 * full, so with a body larger than the socket's buffers (a Content form, up to 1 MB) the client
 * could not finish sending, and its next request on that connection waited for the keep-alive
 * timeout and was reset. What is left is read through and dropped, as for a 413.
 */
function readThroughUnread(req: IncomingMessage) {
  if (req.complete) return;
  req.removeAllListeners("data");
  req.resume();
}

/**
 * Answers at once. Unless told to close, the connection stays open: Node
 * reads the rest of the body and throws it away (the request timeout still
 * bounds a slow one), and the connection can serve the next request.
 */
function refuse(res: ServerResponse, status: number, text: string, { close }: { close: boolean }) {
  res.statusCode = status;
  if (close) res.setHeader("Connection", "close");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(text);
}
