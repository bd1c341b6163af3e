import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

/*
 * The server's log: one JSON object per line on stdout, for whatever collects
 * a container's or a service's output. A line written while a request is
 * handled names its request id (server/app.ts gives every request one and
 * sends it back as X-Request-Id). Nothing a visitor or staff member typed goes
 * into the log: no bodies, no query strings, no addresses; errors keep their
 * type, code and stack, and lose the query parameters a failed database query
 * quotes.
 */

interface RequestScope {
  requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` with `requestId` on every line logged while it (and what it starts) runs. */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return requestScope.run({ requestId }, handle);
}

// A message can hold what a visitor sent. Each pattern may start only where
// a run of the characters it begins with starts (the look-behinds): a long run
// is then read once, not once per character.
/** "params: ..." and what follows, as Drizzle and pg put a query's values into an error's message. */
const QUERY_VALUES = /(?<!\s)\s*\bparams:[\s\S]*$/;
/** An e-mail address, as a mail server quotes the recipient it refused. */
const EMAIL_ADDRESS = /(?<![^\s<>"'@,;:])[^\s<>"'@,;:]+@[^\s<>"'@,;:]+/g;
const MAX_MESSAGE = 500;

/** An error's message as the log keeps it: no query values, no e-mail addresses, not too long. */
export const loggableMessage = (message: string) =>
  message.replace(QUERY_VALUES, "").replace(EMAIL_ADDRESS, "<address>").slice(0, MAX_MESSAGE);

/**
 * An error as the log keeps it. The message is kept without any query
 * values, and shortened; the stack keeps only its frames (its first line
 * repeats the message); causes likewise, a few deep.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code } = error as { code?: unknown };
  // The stack begins with the message (which may quote a query's values, on
  // lines of their own): only what follows it is kept, or nothing.
  const head = String(error);
  const frames =
    error.stack?.startsWith(head) === true
      ? error.stack
          .slice(head.length)
          .split("\n")
          .filter((line) => line.trimStart().startsWith("at "))
          .join("\n")
      : undefined;
  return {
    type: error.name,
    message: loggableMessage(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function level(): (typeof LEVELS)[number] {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  return LEVELS.find((name) => name === wanted) ?? "info";
}

/** A logger as the server's, writing to `destination` (stdout for the server's own). */
export function createLog(destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level: level(),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => ({ ...requestScope.getStore() }),
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const log = createLog();
