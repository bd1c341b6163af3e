/**
 * The far ends of notifications, for tests: a real SMTP server (the
 * smtp-server package) that parses what it receives, and an HTTP receiver
 * for webhooks. Each can be told to refuse, fail or never answer.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { type AddressInfo, createServer as createTcpServer, type Socket } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** What the client said at RCPT TO */
  recipients: string[];
  parsed: ParsedMail;
  messageId: string | undefined;
}

/**
 * How the SMTP server behaves: "accept" mail, answer every RCPT with a
 * permanent 550 "reject", or with a temporary 451 "defer"; refuse every
 * password with 535 ("bad-password"); or accept mail but answer each MAIL
 * FROM only after `slowMs` ("slow").
 */
export type SmtpMode = "accept" | "reject" | "defer" | "bad-password" | "slow";

export interface TestSmtpServer {
  url: string;
  port: number;
  mode: SmtpMode;
  /** How long a "slow" server takes to answer MAIL FROM */
  slowMs: number;
  /** What arrived, but the visitors' acknowledgements (issue 28): those are in `acknowledgements` */
  mails: ReceivedMail[];
  /** The "we received your message (OS-2611-0042)" e-mails to visitors, apart from the owner's */
  acknowledgements: ReceivedMail[];
  /** Resolves once `count` mails have arrived */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(mode: SmtpMode = "accept", port = 0): Promise<TestSmtpServer> {
  const waiters: (() => void)[] = [];
  const state: TestSmtpServer = {
    url: "",
    port: 0,
    mode,
    slowMs: 1_500,
    mails: [],
    acknowledgements: [],
    waitForMails: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (state.mails.length >= count) {
            clearTimeout(timer);
            resolve(state.mails);
            return true;
          }
          return false;
        };
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} mails, got ${state.mails.length}`)),
          timeoutMs,
        );
        if (!check()) waiters.push(() => void check());
      }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain-text AUTH is fine on the loopback: any user and password are accepted.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    onAuth(auth, _session, callback) {
      if (state.mode === "bad-password") {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      } else {
        callback(null, { user: auth.username });
      }
    },
    logger: false,
    // Nothing to learn from the client's name on the loopback, and the lookup takes up to 1.5 s of
    // an attempt's 2 s where the resolver is slow.
    disableReverseLookup: true,
    onMailFrom(_address, _session, callback) {
      if (state.mode === "slow") setTimeout(callback, state.slowMs);
      else callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.mode === "reject") {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      } else if (state.mode === "defer") {
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail = {
            recipients: session.envelope.rcptTo.map((to) => to.address),
            parsed,
            messageId: parsed.messageId,
          };
          const acknowledgement = /\(OS-\d{4}-\d+\)$/.test(parsed.subject ?? "");
          (acknowledgement ? state.acknowledgements : state.mails).push(mail);
          for (const waiter of waiters) waiter();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    // smtp-server passes its listener's errors on to itself, before a listener on the listener hears them.
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => {
      smtp.off("error", reject);
      resolve();
    });
  });
  // A connection the site resets in the middle of a mail (a server killed as it sends) is the
  // site's to retry; unheard, its error would end the test's process.
  smtp.on("error", () => {});
  state.port = (smtp.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/** A "mail server" that takes connections and never says a word: every attempt must time out. */
export async function startSilentServer(): Promise<{
  url: string;
  connections: () => number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface ReceivedWebhook {
  headers: IncomingMessage["headers"];
  body: string;
}

export interface TestWebhookReceiver {
  url: string;
  /** The statuses to answer with, in order; after the last, 200 */
  answers: number[];
  /** Every request, answered well or not */
  requests: ReceivedWebhook[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(answers: number[] = []): Promise<TestWebhookReceiver> {
  const state: TestWebhookReceiver = { url: "", answers, requests: [], close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      state.requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = state.answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/site`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
