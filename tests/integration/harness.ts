import { visitCounter } from "~/server/visits/counter.server";
import { expect } from "vitest";
import type { RouterContextProvider } from "react-router";
import { type AdminCommand, type AdminResult, runAdminCommand } from "~/server/admin.server";
import { liveContent } from "~/server/content/live.server";
import { loadContext } from "~/server/context.server";
import { siteDatabase } from "~/server/db/client.server";
import { resetServerEnv } from "~/server/env.server";
import { pageCacheEvents } from "~/server/page-cache.server";
import type { SiteServices } from "~/server/services.server";
import { testDatabase } from "../support/test-database";

export { testDatabase };

/** The database of the driver under test: opened on first use with the environment setTestEnv last set. */
const database = siteDatabase();

export const getDb = database.db;

/** Closes it, as a stopped server would; the next use opens it again. */
export const closeTestDatabase = database.close;

/**
 * The services the loaders and actions under test are handed, as the
 * server's (app/server/services.server.ts) but with no notification worker
 * of their own: a test that starts one puts it in `notifications`, and the
 * actions then wake it as the server's wake the server's.
 */
export const testServices: SiteServices = {
  db: getDb,
  pageCache: pageCacheEvents(),
  // As the server's: a new database is given today's content before it is first read.
  content: liveContent(getDb),
  notifications: { wake: () => {} },
  visits: visitCounter({ db: getDb }),
};

/** The owner's command, as the admin API runs it with the server's services. */
export const adminCommand = async (input: AdminCommand): Promise<AdminResult> =>
  runAdminCommand(await getDb(), input, testServices);

/** The context React Router hands a loader or action (server/app.ts), with the test's services. */
export const routeContext = (clientAddress = "203.0.113.7"): RouterContextProvider =>
  loadContext(testServices, { clientAddress, adminToken: null });

/**
 * The integration suite runs once per database driver: always against
 * embedded PGlite (in memory), and against a Postgres server when
 * TEST_DATABASE_URL names one (CI does). Each Postgres run gets a database
 * of its own, created here and dropped afterwards.
 */
export interface DriverTarget {
  name: "pglite" | "postgres";
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
}

const serverUrl = process.env.TEST_DATABASE_URL;

export async function setTestEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnv();
  await database.close();
}

const pglite: DriverTarget = {
  name: "pglite",
  setUp: () => setTestEnv({ DATABASE_URL: undefined, DATA_DIR: "memory://", RATE_LIMIT_MAX: "5" }),
  tearDown: () => setTestEnv({}),
};

/** A database of its own on the Postgres server at `url`, created by setUp and dropped by tearDown. */
export function postgres(url: string): DriverTarget {
  const database = testDatabase(url);
  return {
    name: "postgres",
    async setUp() {
      await database.create();
      await setTestEnv({ DATABASE_URL: database.url, RATE_LIMIT_MAX: "5" });
    },
    async tearDown() {
      await setTestEnv({ DATABASE_URL: undefined });
      await database.drop();
    },
  };
}

export const drivers: DriverTarget[] = serverUrl ? [pglite, postgres(serverUrl)] : [pglite];

if (!serverUrl) {
  console.warn("TEST_DATABASE_URL is not set: the integration suite runs against PGlite only.");
}

/** The arguments React Router passes a loader for a GET of `path`. */
export function loaderArgs(path: string, clientAddress?: string) {
  const request = new Request(`http://localhost${path}`);
  return {
    request,
    url: new URL(request.url),
    pattern: path,
    params: {},
    context: routeContext(clientAddress),
  } as never;
}

/** Any route action: called with the arguments React Router would pass. */
type ActionFunction = (args: never) => Promise<unknown>;

export interface ActionAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Calls a route action with `fields` posted urlencoded to `path`, as the page's form (or the site
 * script, with the same body) sends them, and normalises what it answers or throws: an accepted
 * public form is a 303 to its sent page (redirectOf), a refused one its data with 400, 429 or 503.
 */
export async function callAction(
  action: ActionFunction,
  path: string,
  fields: Record<string, string>,
  {
    clientAddress = "203.0.113.7",
    headers = {},
  }: { clientAddress?: string; headers?: Record<string, string> } = {},
): Promise<ActionAnswer> {
  return callActionWith(
    action,
    path,
    new URLSearchParams(fields),
    "application/x-www-form-urlencoded",
    clientAddress,
    headers,
  );
}

/** An answer's status and Location, to hold against SENT. */
export const redirectOf = (answer: ActionAnswer) => ({
  status: answer.status,
  location: answer.headers.get("location"),
});

/** What each public form's action answers a post it accepted: 303 to its page, marked sent, at the form. */
export const SENT = {
  // A message stored now names its reference number (issue 28); a bot's, or one stored already, none.
  contact: {
    status: 303,
    location: expect.stringMatching(/^\/contact\?sent=1(&ref=OS-\d{4}-\d{4,})?#contact-form$/),
  },
  testimonials: { status: 303, location: "/testimonials?sent=1#feedback" },
} as const;

/** Calls a route action with a POST of `body` as `contentType`, the way the server would. */
export async function callActionWith(
  action: ActionFunction,
  path: string,
  body: BodyInit,
  contentType: string,
  clientAddress = "203.0.113.7",
  headers: Record<string, string> = {},
): Promise<ActionAnswer> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { ...headers, "content-type": contentType },
  });
  return answerOf(() =>
    action({
      request,
      url: new URL(request.url),
      pattern: path,
      params: {},
      context: routeContext(clientAddress),
    } as never),
  );
}

/**
 * What a loader or action answered, or threw (a redirect, a refusal): its
 * status, headers and body (a Response's body as JSON, else its text, else null).
 */
export async function answerOf(call: () => unknown): Promise<ActionAnswer> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) {
    const text = await answer.text();
    let body: unknown = text || null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: answer.status, headers: answer.headers, body };
  }
  if (answer && typeof answer === "object" && "type" in answer && answer.type === "DataWithResponseInit") {
    const wrapped = answer as unknown as { data: unknown; init: ResponseInit | null };
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      body: wrapped.data,
    };
  }
  return { status: 200, headers: new Headers(), body: answer };
}
