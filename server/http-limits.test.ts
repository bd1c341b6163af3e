import type { RequestListener, Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  createLimitedServer,
  HTTP_LIMITS,
  type HttpLimits,
  limitBody,
  MAX_BODY_BYTES,
  MAX_CONTENT_BODY_BYTES,
} from "./http-limits";

/** Short limits, checked often, so that each case takes a second or two. */
const FAST: HttpLimits = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 500,
  keepAliveTimeoutMs: 300,
  checkIntervalMs: 50,
};

/** Reads a posted body to its end, then answers: what a form's action does. */
const readThenAnswer: RequestListener = (req, res) => {
  req.resume();
  req.on("end", () => res.end("ok"));
};

describe("HTTP limits", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function listen(limits: Partial<HttpLimits>, handler: RequestListener = readThenAnswer) {
    const server = createLimitedServer(limits);
    server.on("request", handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A raw connection: what it received, and when the server closed it. */
  function open(port: number, { allowHalfOpen = false } = {}) {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen });
    const started = Date.now();
    let received = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
    // A server that cuts a client still writing may reset the connection (ECONNRESET): one of the
    // ways a cut shows, which what was received and when the socket closed tell apart.
    socket.on("error", () => {});
    const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
      socket.on("close", () => resolve({ received, afterMs: Date.now() - started })),
    );
    return { socket, closed, received: () => received };
  }

  /** Writes a piece every `everyMs` until the socket closes: a client that never finishes. */
  function trickle(socket: Socket, everyMs: number, piece: () => string) {
    const timer = setInterval(() => socket.writable && socket.write(piece()), everyMs);
    socket.on("close", () => clearInterval(timer));
  }

  it("answers 408 to a post whose body stops coming, at the request timeout", async () => {
    const port = await listen(FAST);
    const { socket, closed } = open(port);
    socket.write("POST /contact HTTP/1.1\r\nHost: site\r\nContent-Length: 100\r\n\r\nname=A");
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // The request timeout, not the headers timeout: the headers were complete.
    expect(afterMs).toBeGreaterThanOrEqual(FAST.requestTimeoutMs - 50);
    expect(afterMs).toBeLessThan(FAST.requestTimeoutMs + 1000);
  });

  it("cuts headers sent slowly at the headers timeout", async () => {
    const port = await listen({ ...FAST, requestTimeoutMs: 5000 });
    const { socket, closed } = open(port);
    socket.write("GET / HTTP/1.1\r\nHost: site\r\n");
    let header = 0;
    trickle(socket, 100, () => `X-Slow-${header++}: 1\r\n`);
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(FAST.headersTimeoutMs - 50);
    expect(afterMs).toBeLessThan(FAST.headersTimeoutMs + 1000);
  });

  it("closes a connection that sends nothing at the headers timeout", async () => {
    const port = await listen({ ...FAST, requestTimeoutMs: 5000 });
    const { afterMs } = await open(port).closed;
    expect(afterMs).toBeGreaterThanOrEqual(FAST.headersTimeoutMs - 50);
    expect(afterMs).toBeLessThan(FAST.headersTimeoutMs + 1000);
  });

  it("closes an idle keep-alive connection after the keep-alive timeout", async () => {
    const port = await listen(FAST);
    const { socket, closed, received } = open(port);
    socket.write("GET / HTTP/1.1\r\nHost: site\r\n\r\n");
    await expect.poll(received).toMatch(/\r\n\r\nok$/);
    const answered = Date.now();
    await closed;
    const idleMs = Date.now() - answered;
    expect(idleMs).toBeGreaterThanOrEqual(FAST.keepAliveTimeoutMs - 50);
    // Recent Node releases wait a further second (keepAliveTimeoutBuffer).
    expect(idleMs).toBeLessThan(FAST.keepAliveTimeoutMs + 2500);
  });

  it("does not cut an answer that is slow to come", async () => {
    const port = await listen(FAST, (_req, res) => {
      setTimeout(() => res.end("late"), FAST.requestTimeoutMs + 500);
    });
    const { socket, received } = open(port);
    socket.write("GET / HTTP/1.1\r\nHost: site\r\n\r\n");
    await expect.poll(received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\nlate$/);
    socket.destroy();
  });

  describe("a body too large to be a form", () => {
    /** Time enough for each case to send its body, however busy the machine. */
    const ROOMY = { ...FAST, requestTimeoutMs: 5000 };
    /** The app's order: the size check first, then an action that reads the body. */
    const limited: RequestListener = (req, res) => limitBody(req, res, () => readThenAnswer(req, res));
    const post = (length: number, path = "/contact") =>
      `POST ${path} HTTP/1.1\r\nHost: site\r\nContent-Length: ${length}\r\n\r\n`;
    const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

    it("is answered 413 and read through: the same connection then serves the next request", async () => {
      const port = await listen(ROOMY, limited);
      const { socket, received } = open(port);
      const length = MAX_BODY_BYTES + 5000;
      socket.write(post(length) + "a".repeat(length) + "GET / HTTP/1.1\r\nHost: site\r\n\r\n");
      await expect.poll(() => answers(received())).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
      expect(received()).toContain("That submission is too large.");
      expect(received()).toMatch(/\r\n\r\nok$/);
      socket.destroy();
    });

    it("is answered before it is sent, and the upload that follows is read, not reset", async () => {
      // A phone on a slow link is still uploading when the answer comes. A
      // server that closes then has the kernel answer the bytes still
      // arriving with a reset, and a reset can wipe out the 413 the browser
      // had not yet read: the visitor sees "connection reset" instead of why.
      const port = await listen(ROOMY, limited);
      // Half-open, as a browser is: the end of the answer does not end the upload.
      const { socket, closed, received } = open(port, { allowHalfOpen: true });
      let serverClosed = false;
      socket.on("end", () => (serverClosed = true));
      const length = MAX_BODY_BYTES + 5000;
      socket.write(post(length));
      await expect.poll(received).toMatch(/^HTTP\/1\.1 413 /);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(serverClosed, "the server closed with the body still to come").toBe(false);
      socket.write("a".repeat(length) + "GET / HTTP/1.1\r\nHost: site\r\n\r\n");
      await expect.poll(() => answers(received())).toEqual(["HTTP/1.1 413", "HTTP/1.1 200"]);
      socket.end();
      await closed;
    });

    it("is not read when it is far too large: answered 413 and closed at once", async () => {
      const port = await listen(ROOMY, limited);
      const { socket, closed } = open(port);
      socket.write(post(100 * 1024 * 1024) + "a".repeat(1000));
      const { received, afterMs } = await closed;
      expect(answers(received)).toEqual(["HTTP/1.1 413"]);
      expect(received).toMatch(/\r\nConnection: close\r\n/i);
      expect(afterMs).toBeLessThan(1000);
    });

    it("is refused 411 when sent without a length, and the connection closed", async () => {
      const port = await listen(ROOMY, limited);
      const { socket, closed } = open(port);
      socket.write(
        "POST /contact HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nname=\r\n",
      );
      const { received, afterMs } = await closed;
      expect(answers(received)).toEqual(["HTTP/1.1 411"]);
      expect(received).toContain("Length required.");
      expect(afterMs).toBeLessThan(1000);
    });

    it("is the owner's content up to 1 MB: a section's form or an import, and nothing else", async () => {
      const port = await listen(ROOMY, limited);
      const large = MAX_BODY_BYTES * 4;
      for (const [path, status] of [
        ["/admin/content/jobs", "200"],
        ["/api/admin", "200"],
        ["/contact", "413"],
        ["/admin/contentious", "413"],
        ["/admin/messages", "413"],
        ["/admin/content/../../contact", "413"],
        ["/admin/content/%2e%2e/%2e%2e/contact", "413"],
      ] as const) {
        const { socket, received } = open(port);
        socket.write(post(large, path) + "a".repeat(large));
        await expect.poll(() => answers(received()), { message: path }).toEqual([`HTTP/1.1 ${status}`]);
        socket.destroy();
      }
      const { socket, received } = open(port);
      socket.write(post(MAX_CONTENT_BODY_BYTES + 1, "/api/admin") + "a".repeat(1000));
      await expect.poll(() => answers(received())).toEqual(["HTTP/1.1 413"]);
      socket.destroy();
    });

    it("left unread by an early answer is read through: the connection serves the next request", async () => {
      // What the app does when it refuses a post before reading it (not signed in, another
      // origin): its request stream has begun to read, and stays paused with its buffer full.
      const refusedUnread: RequestListener = (req, res) =>
        limitBody(req, res, () => {
          if (req.method !== "POST") return readThenAnswer(req, res);
          req.on("data", () => req.pause());
          res.statusCode = 403;
          res.end("refused");
        });
      const port = await listen(ROOMY, refusedUnread);
      const { socket, received } = open(port);
      const large = MAX_BODY_BYTES * 6;
      socket.write(
        post(large, "/admin/content/jobs") + "a".repeat(large) + "GET / HTTP/1.1\r\nHost: site\r\n\r\n",
      );
      await expect
        .poll(() => answers(received()), { timeout: 2000 })
        .toEqual(["HTTP/1.1 403", "HTTP/1.1 200"]);
      socket.destroy();
    });

    it("within the limit goes on to the action", async () => {
      const port = await listen(ROOMY, limited);
      const { socket, received } = open(port);
      socket.write(post(MAX_BODY_BYTES) + "a".repeat(MAX_BODY_BYTES));
      await expect.poll(received).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\nok$/);
      socket.destroy();
    });
  });

  it("defaults to 30 s for a request, 15 s for its headers, 5 s idle, checked every second", () => {
    const server = createLimitedServer();
    expect(HTTP_LIMITS).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 1_000,
    });
    expect(server).toMatchObject({
      requestTimeout: 30_000,
      headersTimeout: 15_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
    expect(() => createLimitedServer({ headersTimeoutMs: 30_000 })).toThrow(/headers timeout/);
  });
});
