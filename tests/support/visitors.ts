/**
 * Many visitors at once, for the reliability tests and benchmark: each keeps
 * one connection alive (as a browser does) and sends form posts and page
 * reads back to back until stopped. Every submission carries a mark of its
 * own (the run's id and a number), so the database can be compared with the
 * answers, one submission at a time.
 */
import http from "node:http";

export type Form = "contact" | "testimonial";

export type Step = { kind: "submit"; form: Form } | { kind: "read"; path: string };

/** One request and what came of it. */
export interface Visit {
  step: Step;
  /** A submission's number (its mark is `${runId}#${seq}`) */
  seq?: number;
  /** The fields sent, for a submission */
  fields?: Record<string, string>;
  /** Milliseconds since the epoch, to a fraction */
  started: number;
  ended: number;
  /** 0: no answer (refused, reset, timed out) */
  status: number;
  error?: string;
  /** The answer's Connection header */
  connection?: string;
  /** The answer's Location header: where a redirect leads */
  location?: string;
  /** The answer's body: submissions not accepted, and reads `keepBody` asks for */
  body?: string;
}

export const now = () => performance.timeOrigin + performance.now();

/**
 * What a visitor types, as the page's form sends it (and the site script,
 * the same body by fetch): urlencoded, to the page's own URL (formPath).
 */
export function submissionFields(form: Form, runId: string, seq: number): Record<string, string> {
  const mark = `${runId}#${seq}`;
  return form === "contact"
    ? {
        name: `Visitor ${seq}`,
        email: `visitor${seq}@example.in`,
        phone: "+91 90000 00000",
        subject: "A website",
        message: `Message ${mark}: please call me about a website for my shop.`,
        website: "",
      }
    : {
        name: `Client ${seq}`,
        company: `Shop ${seq}`,
        rating: String((seq % 5) + 1),
        feedback: `Feedback ${mark}: clear prices, quick replies and work delivered on time.`,
        consent: "yes",
        website: "",
      };
}

/** The page each form is on, which its post goes to. */
export const formPath = (form: Form) => (form === "contact" ? "/contact" : "/testimonials");

/** Where the server sends a post it accepted (the successUrl of the form's route). */
/**
 * Whether `location` is the form's sent page: a contact message's names its reference number
 * (issue 28), `/contact?sent=1&ref=OS-2611-0042#contact-form`.
 */
export const isSentLocation = (form: Form, location: string | null | undefined) =>
  form === "contact"
    ? /^\/contact\?sent=1(?:&ref=OS-\d{4}-\d{4,})?#contact-form$/.test(location ?? "")
    : location === "/testimonials?sent=1#feedback";

/** The submission number in a stored text, if it carries this run's mark. */
export function seqIn(text: string, runId: string): number | undefined {
  const match = new RegExp(`${runId}#(\\d+)`).exec(text);
  return match ? Number(match[1]) : undefined;
}

export interface Visitors {
  /** Everything answered (or not) so far */
  visits: Visit[];
  /** Stops sending; resolves with every visit once the requests under way are done */
  stop(): Promise<Visit[]>;
}

/**
 * `clients` visitors against `url`, each going round `mix` (from a different
 * place, so the requests are mixed at every moment) until stopped.
 */
export function startVisitors({
  url,
  clients,
  mix,
  runId,
  keepBody = () => false,
  timeoutMs = 30_000,
}: {
  url: string;
  clients: number;
  mix: readonly Step[];
  runId: string;
  keepBody?: (step: Step) => boolean;
  timeoutMs?: number;
}): Visitors {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const visits: Visit[] = [];
  let stopped = false;
  let nextSeq = 0;

  function send(step: Step): Promise<Visit> {
    const seq = step.kind === "submit" ? ++nextSeq : undefined;
    const fields = step.kind === "submit" ? submissionFields(step.form, runId, seq!) : undefined;
    const path = step.kind === "submit" ? formPath(step.form) : step.path;
    const body = fields ? new URLSearchParams(fields).toString() : undefined;
    const visit: Visit = { step, seq, fields, started: now(), ended: 0, status: 0 };
    return new Promise((resolve) => {
      const done = (update: Partial<Visit>) => {
        if (visit.ended) return;
        Object.assign(visit, update, { ended: now() });
        resolve(visit);
      };
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: body ? "POST" : "GET",
          agent,
          headers: body
            ? {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": Buffer.byteLength(body),
              }
            : {},
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          const accepted = step.kind === "submit" && status === 303 && isSentLocation(step.form, location);
          const keep = (step.kind === "submit" && !accepted) || keepBody(step);
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => keep && chunks.push(chunk));
          response.on("end", () =>
            done({
              status,
              connection: response.headers.connection,
              location,
              body: keep ? Buffer.concat(chunks).toString("utf8") : undefined,
            }),
          );
          response.on("error", (error) => done({ error: error.message }));
        },
      );
      request.setTimeout(timeoutMs, () => request.destroy(new Error("timed out")));
      request.on("error", (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
      request.end(body);
    });
  }

  async function visitor(offset: number) {
    for (let i = offset; !stopped; i++) {
      const visit = await send(mix[i % mix.length]!);
      visits.push(visit);
      // Not answered: the server is gone or going; do not spin on refused connections.
      if (visit.status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const running = Array.from({ length: clients }, (_, offset) => visitor(offset));
  return {
    visits,
    async stop() {
      stopped = true;
      await Promise.all(running);
      agent.destroy();
      return visits;
    },
  };
}

/**
 * Whether a submission was accepted: the server's 303 to the form's sent page
 * is its word that the submission is kept (as the site script takes it).
 */
export const isAccepted = (visit: Visit) =>
  visit.step.kind === "submit" && visit.status === 303 && isSentLocation(visit.step.form, visit.location);
export const submissions = (visits: readonly Visit[]) =>
  visits.filter((visit) => visit.step.kind === "submit");

/** The `p`th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How many answers of each status ("0" for none), as { "303": 5120, "503": 37 } */
export function statusCounts(visits: readonly { status: number; error?: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const visit of visits) {
    const key =
      visit.status > 0 ? String(visit.status) : `no answer${visit.error ? ` (${visit.error})` : ""}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
