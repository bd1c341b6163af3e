/**
 * The reliability scenarios of the issue "hardening" (load and faults),
 * shared by the short tests (tests/e2e/reliability.spec.ts) and the long
 * benchmark (`npm run bench:reliability`): each runs visitors against a
 * server on a database of its own, makes the fault happen, then judges what
 * the visitors were answered against what the database kept, submission by
 * submission (each carries a mark of its own: support/visitors.ts). A
 * submission is accepted when the server answers 303 to the form's sent page,
 * as the site script takes it; only then was the visitor told it was kept.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pages as sitePages } from "../../app/config/pages";
import { toasts } from "../../app/content/messages";
import { startWebhookReceiver } from "./receivers";
import {
  type Form,
  formPath,
  isAccepted,
  now,
  percentile,
  seqIn,
  isSentLocation,
  type Step,
  startVisitors,
  statusCounts,
  submissionFields,
  submissions,
  type Visit,
} from "./visitors";

export interface SiteProcess {
  url: string;
  /** SIGTERM; resolves once it has exited */
  stop(): Promise<void>;
  /** SIGKILL; resolves once it has exited */
  kill(): Promise<void>;
  /** How it ended ("server exited with code 0"); "" while it runs */
  ended(): string;
}

/** Starts the built server with `env` (and the rate limit off); resolves once /readyz answers 200. */
export type StartSite = (env: Record<string, string>) => Promise<SiteProcess>;

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** A database on the Postgres server: `url` is what the site is given, `query` reaches it directly. */
export interface TestDatabase {
  url: string;
  query: Query;
}

/** The database going away and coming back: a cut proxy in the tests, the stopped server in the benchmark. */
export interface DatabaseFault {
  cut(): Promise<void>;
  restore(): Promise<void>;
}

export interface Property {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ScenarioResult {
  /** Measured figures, by label, for the report */
  figures: Record<string, string | number>;
  properties: Property[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "never");
const newRunId = () => randomBytes(4).toString("hex");
const list = (seqs: readonly number[]) =>
  seqs.length === 0
    ? "none"
    : `${seqs.length} (#${seqs.slice(0, 5).join(", #")}${seqs.length > 5 ? ", ..." : ""})`;

/** One channel is configured: a webhook to a receiver of the scenario's own. */
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const webhookTo = (url: string) => ({ WEBHOOK_URL: url, WEBHOOK_SECRET });
const CHANNELS = "webhook";

const POSTS: Step[] = [
  { kind: "submit", form: "contact" },
  { kind: "submit", form: "testimonial" },
];

/** What the submissions stored in the database look like, against what was sent. */
export interface Audit {
  /** Submissions accepted (303 to the sent page) */
  confirmed: number;
  stored: number;
  /** Accepted, not in the database */
  lost: number[];
  /** In the database, not accepted */
  unconfirmed: number[];
  /** Stored otherwise than sent (a field missing or cut), or more than once */
  garbled: number[];
  /** Without exactly one notification with one delivery per configured channel */
  outboxWrong: number[];
}

/**
 * The submissions of run `runId` in the database (the site's tables, through
 * `query`), against the `visits` that sent them.
 */
export async function auditSubmissions(
  query: Query,
  runId: string,
  visits: readonly Visit[],
): Promise<Audit> {
  const sent = new Map(submissions(visits).map((visit) => [visit.seq!, visit]));
  const outbox = (link: string) => `
    (SELECT count(*)::int FROM notifications n WHERE n.${link} = t.id) AS notifications,
    (SELECT coalesce(string_agg(d.channel, ',' ORDER BY d.channel), '')
       FROM notifications n JOIN notification_deliveries d ON d.notification_id = n.id
      WHERE n.${link} = t.id) AS channels`;
  const rows = [
    ...(
      await query(
        `SELECT t.name, t.email, t.phone, t.subject, t.message, ${outbox("contact_message_id")}
           FROM contact_messages t WHERE t.message LIKE '%${runId}#%'`,
      )
    ).map((row) => ({ form: "contact" as Form, text: String(row.message), row })),
    ...(
      await query(
        `SELECT t.name, t.company, t.rating::text AS rating, t.feedback_text AS feedback, ${outbox("testimonial_id")}
           FROM testimonials t WHERE t.feedback_text LIKE '%${runId}#%'`,
      )
    ).map((row) => ({ form: "testimonial" as Form, text: String(row.feedback), row })),
  ];
  const storedTimes = new Map<number, number>();
  const garbled = new Set<number>();
  const outboxWrong: number[] = [];
  for (const { form, text, row } of rows) {
    const seq = seqIn(text, runId) ?? -1;
    storedTimes.set(seq, (storedTimes.get(seq) ?? 0) + 1);
    const visit = sent.get(seq);
    const asSent =
      visit?.step.kind === "submit" &&
      visit.step.form === form &&
      Object.entries(visit.fields ?? {})
        .filter(([field]) => field in row)
        .every(([field, value]) => String(row[field] ?? "") === value);
    if (!asSent || storedTimes.get(seq)! > 1) garbled.add(seq);
    if (row.notifications !== 1 || row.channels !== CHANNELS) outboxWrong.push(seq);
  }
  const confirmed = [...sent.values()].filter(isAccepted).map((visit) => visit.seq!);
  const confirmedSet = new Set(confirmed);
  return {
    confirmed: confirmed.length,
    stored: rows.length,
    lost: confirmed.filter((seq) => !storedTimes.has(seq)),
    unconfirmed: [...storedTimes.keys()].filter((seq) => !confirmedSet.has(seq)).sort((a, b) => a - b),
    garbled: [...garbled].sort((a, b) => a - b),
    outboxWrong: outboxWrong.sort((a, b) => a - b),
  };
}

/**
 * The database against the answers: nothing confirmed is missing, nothing is
 * kept that was not confirmed (but for `mayBeStored`: requests the fault cut
 * off before their answer, which the database may have committed), and each
 * stored submission is whole, with its notification and delivery.
 */
function storageProperties(audit: Audit, mayBeStored: ReadonlySet<number>, cutOff: string): Property[] {
  const unexpected = audit.unconfirmed.filter((seq) => !mayBeStored.has(seq));
  return [
    {
      name: "every submission accepted (303 to its sent page) is stored",
      ok: audit.lost.length === 0,
      detail: `${audit.confirmed} accepted, ${audit.stored} stored; missing: ${list(audit.lost)}`,
    },
    {
      name: `nothing stored that was not accepted${cutOff ? ` (but ${cutOff})` : ""}`,
      ok: unexpected.length === 0,
      detail: `stored without being accepted: ${list(audit.unconfirmed)}${cutOff ? `, of which not ${cutOff}: ${list(unexpected)}` : ""}`,
    },
    {
      name: "every stored submission is whole, with one notification and one delivery per channel",
      ok: audit.garbled.length === 0 && audit.outboxWrong.length === 0,
      detail: `not as sent or stored twice: ${list(audit.garbled)}; outbox rows wrong: ${list(audit.outboxWrong)}`,
    },
  ];
}

/**
 * 1. Load: `clients` visitors posting contact messages and testimonials for
 * `durationMs`, the rate limit off: every submission is accepted (or 429),
 * and the database holds exactly the submissions accepted.
 */
export async function underLoad({
  startSite,
  database,
  clients,
  durationMs,
}: {
  startSite: StartSite;
  database: TestDatabase;
  clients: number;
  durationMs: number;
}): Promise<ScenarioResult> {
  const runId = newRunId();
  const receiver = await startWebhookReceiver();
  const site = await startSite({ DATABASE_URL: database.url, ...webhookTo(receiver.url) });
  try {
    const started = now();
    const visitors = startVisitors({ url: site.url, clients, mix: POSTS, runId });
    await sleep(durationMs);
    const visits = await visitors.stop();
    const elapsed = now() - started;
    const audit = await auditSubmissions(database.query, runId, visits);
    const latencies = visits.map((visit) => visit.ended - visit.started);
    const counts = statusCounts(visits);
    return {
      figures: {
        requests: visits.length,
        "requests/s": Math.round(visits.length / (elapsed / 1000)),
        "latency p50 (ms)": Math.round(percentile(latencies, 50)),
        "latency p99 (ms)": Math.round(percentile(latencies, 99)),
        answers: JSON.stringify(counts),
        "accepted (303)": audit.confirmed,
        "rows stored": audit.stored,
        "webhooks received meanwhile": receiver.requests.length,
      },
      properties: [
        {
          name: "every submission is accepted (303 to its sent page) or answered 429",
          ok: visits.every((visit) => isAccepted(visit) || visit.status === 429),
          detail: JSON.stringify(counts),
        },
        ...storageProperties(audit, new Set(), ""),
      ],
    };
  } finally {
    await site.stop();
    await receiver.close();
  }
}

/** A testimonial on the page before the fault: the "last good list". */
const KEPT_TESTIMONIAL = "Approved before the outage: the list that must outlive it.";

/** What a read of the testimonials page (or its data) showed: the list, the error state, or neither. */
function testimonialsShown(visit: Visit): "list" | "error state" | "neither" {
  const body = visit.body ?? "";
  if (body.includes(KEPT_TESTIMONIAL)) return "list";
  if (body.includes(toasts.testimonialsLoadFailed.title) || body.includes('"loadError",true')) {
    return "error state";
  }
  return "neither";
}

/** `text` as React writes it into a page: with &, <, >, " and ' escaped. */
const inHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** Whether a 503 (the form's page again) says what the form shows, and gives back what the visitor typed. */
function refusedClearly(visit: Visit): boolean {
  const body = visit.body ?? "";
  const shows = (text: string) => body.includes(inHtml(text));
  const fields = visit.fields ?? {};
  return visit.step.kind === "submit" && visit.step.form === "contact"
    ? shows(toasts.contactFailed.title) && shows(toasts.contactFailed.description!) && shows(fields.message!)
    : shows(toasts.testimonialFailed.title) && shows(fields.feedback!);
}

/** /readyz, asked every 200 ms. */
function watchReadiness(url: string) {
  const samples: { started: number; ended: number; status: number }[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const started = now();
      const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        () => 0,
      );
      samples.push({ started, ended: now(), status });
      await sleep(200);
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * 2. The database goes away while visitors post and read, and comes back:
 * the published pages answer 200 throughout, the testimonials page 200
 * with its list or its error state, submissions 503 with the form's message
 * and the visitor's text; then the same process recovers by itself.
 */
export async function databaseDown({
  startSite,
  database,
  fault,
  clients,
  beforeMs,
  downMs,
  afterMs,
  recoveryLimitMs,
}: {
  startSite: StartSite;
  database: TestDatabase;
  fault: DatabaseFault;
  clients: number;
  beforeMs: number;
  downMs: number;
  afterMs: number;
  /** How soon after the database returns /readyz and submissions must be back */
  recoveryLimitMs: number;
}): Promise<ScenarioResult> {
  const runId = newRunId();
  const receiver = await startWebhookReceiver();
  const site = await startSite({ DATABASE_URL: database.url, ...webhookTo(receiver.url) });
  try {
    await database.query(
      `INSERT INTO testimonials (name, feedback_text, rating, is_approved, reviewed_at)
       VALUES ('Kept Client', '${KEPT_TESTIMONIAL}', 5, true, now())`,
    );
    const pages: string[] = sitePages.map((entry) => entry.path).filter((path) => path !== "/testimonials");
    const mix: Step[] = [
      { kind: "submit", form: "contact" },
      { kind: "read", path: "/testimonials" },
      ...pages.map((path) => ({ kind: "read" as const, path })),
      { kind: "submit", form: "testimonial" },
      { kind: "read", path: "/testimonials.data" },
    ];
    const readiness = watchReadiness(site.url);
    const visitors = startVisitors({
      url: site.url,
      clients,
      mix,
      runId,
      keepBody: (step) => step.kind === "read" && step.path.startsWith("/testimonials"),
    });
    await sleep(beforeMs);
    const cutStarted = now();
    await fault.cut();
    const cutDone = now();
    await sleep(downMs);
    const restoreStarted = now();
    await fault.restore();
    const restored = now();

    const firstAfter = <T extends { started: number }>(items: readonly T[], ok: (item: T) => boolean) =>
      items.find((item) => item.started >= restored && ok(item));
    const recovery = () => ({
      ready: firstAfter(readiness.samples, (sample) => sample.status === 200),
      stored: firstAfter(visitors.visits, isAccepted),
    });
    while (now() - restored < recoveryLimitMs && !(recovery().ready && recovery().stored)) await sleep(100);
    await sleep(afterMs);
    const visits = await visitors.stop();
    await readiness.stop();
    const { ready, stored } = recovery();
    const audit = await auditSubmissions(database.query, runId, visits);

    const during = (item: { started: number; ended: number }) =>
      item.started >= cutDone && item.ended <= restoreStarted;
    const reads = visits.filter((visit) => visit.step.kind === "read");
    const pageReads = reads.filter((visit) => visit.step.kind === "read" && pages.includes(visit.step.path));
    const testimonialReads = reads.filter((visit) => !pageReads.includes(visit));
    const shown = testimonialReads.map(testimonialsShown);
    const pageOfTestimonials = testimonialReads.filter(
      (visit) => visit.step.kind === "read" && visit.step.path === "/testimonials",
    );
    const posts = submissions(visits);
    const postsDuring = posts.filter(during);
    const refused = posts.filter((visit) => visit.status === 503);
    const readyDuring = readiness.samples.filter(during);
    // A commit whose answer the cut took away may be kept: the site could not know.
    const cutOff = new Set(
      posts
        .filter((visit) => !isAccepted(visit) && visit.started < cutDone && visit.ended >= cutStarted)
        .map((visit) => visit.seq!),
    );
    const count = (values: readonly string[], value: string) => values.filter((v) => v === value).length;
    const readyAfter = ready ? ready.ended - restored : Infinity;
    const storedAfter = stored ? stored.ended - restored : Infinity;

    return {
      figures: {
        "database away for": seconds(restoreStarted - cutDone),
        requests: visits.length,
        "published page reads": `${pageReads.length}: ${JSON.stringify(statusCounts(pageReads))}`,
        "testimonials reads": `${testimonialReads.length}: ${count(shown, "list")} with the list, ${count(shown, "error state")} in the error state, ${JSON.stringify(statusCounts(testimonialReads))}`,
        submissions: `${posts.length}: ${JSON.stringify(statusCounts(posts))}`,
        "submissions while the database was away": `${postsDuring.length}: ${JSON.stringify(statusCounts(postsDuring))}`,
        "/readyz while away": JSON.stringify(statusCounts(readyDuring)),
        "/readyz 200 again after": seconds(readyAfter),
        "first stored submission after": seconds(storedAfter),
        "stored though answered 503 (commit answer cut off)": audit.unconfirmed.length,
      },
      properties: [
        {
          name: "published pages answer 200 throughout",
          ok: pageReads.length > 0 && pageReads.every((visit) => visit.status === 200),
          detail: JSON.stringify(statusCounts(pageReads)),
        },
        {
          name: "/testimonials answers 200 with its last good list or its error state, never 5xx",
          ok:
            testimonialReads.length > 0 &&
            testimonialReads.every((visit) => visit.status === 200) &&
            count(shown, "neither") === 0,
          detail: `${JSON.stringify(statusCounts(testimonialReads))}; list ${count(shown, "list")}, error state ${count(shown, "error state")}, neither ${count(shown, "neither")}`,
        },
        {
          name: "the page itself (not its data) shows the last good list throughout: the page cache serves it on while renders fail",
          ok:
            pageOfTestimonials.length > 0 &&
            pageOfTestimonials.every((visit) => testimonialsShown(visit) === "list"),
          detail: `${pageOfTestimonials.length} reads of the page; ${pageOfTestimonials.filter((visit) => testimonialsShown(visit) !== "list").length} without the list`,
        },
        {
          name: "submissions while the database is away answer 503 with the form's message and the visitor's text; none answers otherwise than accepted or 503",
          ok:
            postsDuring.length > 0 &&
            postsDuring.every((visit) => visit.status === 503) &&
            refused.every(refusedClearly) &&
            posts.every((visit) => isAccepted(visit) || visit.status === 503),
          detail: `while away: ${JSON.stringify(statusCounts(postsDuring))}; all: ${JSON.stringify(statusCounts(posts))}; 503 without the message or the text: ${refused.filter((visit) => !refusedClearly(visit)).length}`,
        },
        {
          name: `the same process recovers by itself: /readyz 503 while away, 200 and submissions stored again within ${seconds(recoveryLimitMs)}`,
          ok:
            readyDuring.length > 0 &&
            readyDuring.every((sample) => sample.status === 503) &&
            readyAfter <= recoveryLimitMs &&
            storedAfter <= recoveryLimitMs &&
            site.ended() === "",
          detail: `/readyz while away: ${JSON.stringify(statusCounts(readyDuring))}; ready after ${seconds(readyAfter)}, stored after ${seconds(storedAfter)}; ${site.ended() || "still running"}`,
        },
        ...storageProperties(audit, cutOff, "requests under way when the database went"),
      ],
    };
  } finally {
    await site.stop();
    await receiver.close();
  }
}

/** A webhook receiver that answers each request after `delayMs`: a send is under way most of the time. */
async function startSlowReceiver(delayMs: number) {
  const received: number[] = [];
  let answered = 0;
  const server = createServer((request, response) => {
    received.push(now());
    request.resume();
    setTimeout(() => {
      response.writeHead(204).end();
      answered += 1;
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    answered: () => answered,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether a new connection to `url` is refused. */
function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/**
 * 3. SIGTERM while visitors post over kept-alive connections, with a
 * notification being sent: new connections are refused at once, the
 * requests and the send under way finish, every later answer closes its
 * connection, and the server exits 0 within `exitLimitMs`; every submission
 * accepted is stored.
 */
export async function sigtermUnderLoad({
  startSite,
  database,
  clients,
  durationMs,
  webhookDelayMs,
  exitLimitMs,
}: {
  startSite: StartSite;
  database: TestDatabase;
  clients: number;
  durationMs: number;
  webhookDelayMs: number;
  exitLimitMs: number;
}): Promise<ScenarioResult> {
  const runId = newRunId();
  const receiver = await startSlowReceiver(webhookDelayMs);
  const site = await startSite({ DATABASE_URL: database.url, ...webhookTo(receiver.url) });
  try {
    const visitors = startVisitors({ url: site.url, clients, mix: POSTS, runId });
    await sleep(durationMs);
    // The signal comes while a webhook is being sent: the server must wait for it.
    while (receiver.received.length === receiver.answered()) await sleep(10);
    const sigtermAt = now();
    const stopping = site.stop();
    // Until the server has handled the signal it still accepts; then, while it finishes, it must refuse.
    let refusedWhileDraining = false;
    while (!refusedWhileDraining && site.ended() === "") {
      refusedWhileDraining = (await refusesConnections(site.url)) && site.ended() === "";
      await sleep(25);
    }
    const refusedAfter = now() - sigtermAt;
    await stopping;
    const exitedAfter = now() - sigtermAt;
    const visits = await visitors.stop();
    const audit = await auditSubmissions(database.query, runId, visits);
    const deliveries = await database.query(
      "SELECT status, count(*)::int AS n FROM notification_deliveries GROUP BY status ORDER BY status",
    );
    const byStatus = Object.fromEntries(deliveries.map((row) => [row.status, row.n]));

    // Answers to requests sent after the signal. Those the server was already reading when it handled
    // the signal may still say keep-alive; past half a second, none may.
    const afterSigterm = visits.filter((visit) => visit.started >= sigtermAt && visit.status > 0);
    const closing = afterSigterm.filter((visit) => visit.connection === "close");
    const keptAliveLate = afterSigterm.filter(
      (visit) => visit.connection !== "close" && visit.started > sigtermAt + 500,
    );
    const claimedAfter = receiver.received.filter((at) => at > sigtermAt).length;
    const posts = submissions(visits);
    return {
      figures: {
        "submissions before the server exited": posts.filter(
          (visit) => visit.started < sigtermAt + exitedAfter,
        ).length,
        "exit after SIGTERM": seconds(exitedAfter),
        exit: site.ended(),
        "answers to requests sent after SIGTERM": `${afterSigterm.length}: ${closing.length} with Connection: close, ${keptAliveLate.length} keep-alive more than 0.5 s after`,
        // ECONNRESET: sent on a kept-alive connection just as the server closed it as idle (not read, not stored);
        // ECONNREFUSED: new connections while it finished.
        "submissions sent after SIGTERM": JSON.stringify(
          statusCounts(
            posts.filter((visit) => visit.started >= sigtermAt && visit.started < sigtermAt + exitedAfter),
          ),
        ),
        "webhook deliveries": JSON.stringify(byStatus),
        "webhook requests received / answered": `${receiver.received.length} / ${receiver.answered()}`,
      },
      properties: [
        {
          name: `exits 0 within ${seconds(exitLimitMs)}`,
          ok: site.ended() === "server exited with code 0" && exitedAfter <= exitLimitMs,
          detail: `${site.ended()} ${seconds(exitedAfter)} after SIGTERM`,
        },
        {
          name: "refuses new connections while it finishes",
          ok: refusedWhileDraining,
          detail: refusedWhileDraining
            ? `a new connection refused ${seconds(refusedAfter)} after SIGTERM, while it still ran`
            : "new connections accepted until it exited",
        },
        {
          name: "requests on kept-alive connections after SIGTERM are answered with Connection: close",
          ok: closing.length > 0 && keptAliveLate.length === 0,
          detail: `${afterSigterm.length} answered after SIGTERM, ${closing.length} with Connection: close, ${keptAliveLate.length} with keep-alive more than 0.5 s after`,
        },
        {
          name: "the notification send under way finishes; none is claimed after SIGTERM or left half-sent",
          ok: receiver.answered() === receiver.received.length && claimedAfter === 0 && !byStatus.sending,
          detail: `webhook requests ${receiver.received.length}, answered ${receiver.answered()}, begun after SIGTERM ${claimedAfter}; deliveries ${JSON.stringify(byStatus)}`,
        },
        ...storageProperties(audit, new Set(), ""),
      ],
    };
  } finally {
    await site.stop();
    await receiver.close();
  }
}

/** The embedded database in `dataDir`, opened by the test (the server must have exited). */
async function embeddedQuery(dataDir: string): Promise<{ query: Query; close(): Promise<void> }> {
  const db = new PGlite(path.join(dataDir, "pglite"));
  await db.waitReady;
  return {
    query: async (text) => (await db.query<Record<string, unknown>>(text)).rows,
    close: () => db.close(),
  };
}

/**
 * 4. SIGKILL while visitors post, then a restart on the same database (a
 * Postgres server, or the embedded one in `dataDir`): the database opens,
 * the site takes submissions again, and nothing accepted is lost.
 */
export async function sigkillUnderLoad({
  startSite,
  store,
  clients,
  durationMs,
}: {
  startSite: StartSite;
  store: { database: TestDatabase } | { dataDir: string };
  clients: number;
  durationMs: number;
}): Promise<ScenarioResult> {
  const runId = newRunId();
  const receiver = await startWebhookReceiver();
  const env = {
    ...("database" in store
      ? { DATABASE_URL: store.database.url }
      : { DATA_DIR: store.dataDir, DATABASE_URL: "" }),
    ...webhookTo(receiver.url),
  };
  let site = await startSite(env);
  try {
    const visitors = startVisitors({ url: site.url, clients, mix: POSTS, runId });
    await sleep(durationMs);
    await site.kill();
    const visits = await visitors.stop();

    const restarting = now();
    site = await startSite(env);
    const readyAfter = now() - restarting;
    // Not followed: the 303 to the sent page is the answer (Node's fetch shows it, unlike a browser's).
    const probe = await fetch(`${site.url}${formPath("contact")}`, {
      method: "POST",
      body: new URLSearchParams(submissionFields("contact", newRunId(), 1)),
      redirect: "manual",
    });
    const probeAccepted = probe.status === 303 && isSentLocation("contact", probe.headers.get("location"));
    await site.stop();

    const opened =
      "database" in store
        ? { query: store.database.query, close: async () => {} }
        : await embeddedQuery(store.dataDir);
    const audit = await auditSubmissions(opened.query, runId, visits).finally(() => opened.close());
    const posts = submissions(visits);
    const unanswered = new Set(posts.filter((visit) => visit.status === 0).map((visit) => visit.seq!));
    return {
      figures: {
        submissions: `${posts.length}: ${JSON.stringify(statusCounts(posts))}`,
        "accepted / stored": `${audit.confirmed} / ${audit.stored}`,
        "stored though the kill took the answer": audit.unconfirmed.length,
        "restarted and ready after": seconds(readyAfter),
      },
      properties: [
        {
          name: "the restarted server opens the database and takes submissions again",
          ok: probeAccepted,
          detail: `ready (/readyz 200) ${seconds(readyAfter)} after the restart; a submission then answered ${probe.status}${probe.headers.get("location") ? ` to ${probe.headers.get("location")}` : ""}`,
        },
        ...storageProperties(audit, unanswered, "requests under way at the kill"),
      ],
    };
  } finally {
    await site.stop();
    await receiver.close();
  }
}
