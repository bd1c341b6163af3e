import { data, redirect } from "react-router";
import type * as z from "zod/mini";
import type { ToastMessage } from "~/i18n/en";
import type { Lang } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";
import { type FormResult, HONEYPOT_FIELD, SCRIPT_POST_HEADER, SENT_HEADER } from "~/lib/forms";
import { type FieldErrors, type FormSchema, parseForm } from "~/lib/schemas/fields";
import { consumeSubmission, hashClientAddress } from "~/server/abuse.server";
import type { Database } from "~/server/db/client.server";
import { serverEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import type { SiteServices } from "~/server/services.server";
import type { VisitGoal } from "~/config/visits";
import { isCounted } from "~/lib/visits";

type Outcome<T> =
  | { kind: "invalid"; fieldErrors: Record<string, string | undefined>; values: Record<string, string> }
  | { kind: "honeypot" }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "failed" }
  | { kind: "stored"; data: T; stored: unknown };

function echo(formData: FormData, limits: Record<string, number>) {
  const values: Record<string, string> = {};
  for (const [field, max] of Object.entries(limits)) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, max);
  }
  return values;
}

/**
 * Our honeypot is a text input left empty. Any text in it is a bot, and so is
 * a file, even an empty one without a name: no browser sends a file for a
 * text input, only a script that fills every field does.
 */
function honeypotFilled(formData: FormData): boolean {
  return formData.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || value.trim() !== "");
}

async function receive<Schema extends FormSchema>(
  formData: FormData,
  options: SubmissionOptions<Schema>,
): Promise<Outcome<z.output<Schema>>> {
  if (honeypotFilled(formData)) return { kind: "honeypot" };

  const parsed = parseForm(options.schema, formData);
  if (!parsed.success) {
    return { kind: "invalid", fieldErrors: parsed.fieldErrors, values: echo(formData, options.limits) };
  }

  let db: Database;
  try {
    db = await options.services.db();
    const env = serverEnv();
    const clientHash = await hashClientAddress(db, options.clientAddress);
    // Counted and stored together: a submission the database could not keep
    // does not count against the visitor, who will try again.
    let stored: unknown = null;
    const decision = await db.transaction(async (tx) => {
      const counted = await consumeSubmission(tx, options.form, clientHash, {
        max: env.RATE_LIMIT_MAX,
        windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      });
      if (counted.allowed) {
        stored = await options.store(tx, parsed.data, clientHash, formData);
        if (stored === null || (stored as { again?: boolean }).again === true) {
          log.info({ form: options.form }, "The same submission again: it is stored already, and kept once");
        }
      }
      return counted;
    });
    if (!decision.allowed) return { kind: "limited", retryAfterSeconds: decision.retryAfterSeconds };
    // Committed now: this process's notification worker may look.
    options.services.notifications.wake();
    return { kind: "stored", data: parsed.data, stored };
  } catch (error) {
    log.error({ err: error }, `Could not store a ${options.form} submission`);
    return { kind: "failed" };
  }
}

interface SubmissionOptions<Schema extends FormSchema> {
  /** Name of the form, for the rate limit and logs */
  form: string;
  /** The language of the page it was sent from: what the answer says it in */
  lang: Lang;
  schema: Schema;
  /** Longest value of each field, to echo back what was typed */
  limits: Record<string, number>;
  clientAddress: string;
  /** The database, the notification worker to wake once a submission is stored, the visit counts */
  services: Pick<SiteServices, "db" | "notifications" | "visits">;
  /** The goal a stored submission counts for, on the Visitors page (issue 28) */
  goal?: VisitGoal;
  /**
   * Stores the submission; null when the same one is stored already (same-submission.server.ts).
   * `form` is the whole post, for what the schema does not check (where the visit began).
   */
  store: (db: Database, input: z.output<Schema>, clientHash: string, form: FormData) => Promise<unknown>;
}

/** A new submission counts as its form's goal, as the server counts it, unless the sender is not counted. */
function countGoal(
  request: Request,
  options: Pick<SubmissionOptions<FormSchema>, "goal" | "services" | "clientAddress" | "lang">,
) {
  const headers = Object.fromEntries(request.headers);
  const agent = headers["user-agent"];
  if (!options.goal || !agent || !isCounted(headers)) return;
  options.services.visits
    .goal({
      address: options.clientAddress,
      agent,
      goal: options.goal,
      page: new URL(request.url).pathname.replace(/\.data$/, ""),
      language: options.lang,
    })
    // Logged by the counter; the submission itself is stored.
    .catch(() => {});
}

/**
 * A form POST from reading to answer: a redirect on success (no resubmission on reload), or the
 * page again with the errors (decision 2). The site script posts the same body and takes only
 * the redirect for "sent" (browser/site-forms.ts).
 */
export async function handleFormSubmission<Schema extends FormSchema>(
  request: Request,
  options: SubmissionOptions<Schema> & {
    /**
     * Where a post lands after success (and a bot's, after its fake one, given null): a function
     * of what `store` returned, to carry its reference number.
     */
    successUrl: string | ((stored: unknown) => string);
    /** Shown when the database could not take it */
    failedMessage: ToastMessage;
  },
) {
  type Field = Extract<keyof z.output<Schema>, string>;
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<FormResult<Field>>(
      {
        status: "error",
        fieldErrors: {},
        formError: stringsFor(options.lang).forms.invalidRequest,
      },
      { status: 400 },
    );
  }
  const outcome = await receive(formData, options);
  switch (outcome.kind) {
    case "invalid":
      return data<FormResult<Field>>(
        { status: "error", fieldErrors: outcome.fieldErrors as FieldErrors<Field>, values: outcome.values },
        { status: 400 },
      );
    case "limited":
      return data<FormResult<Field>>(
        {
          status: "error",
          fieldErrors: {},
          values: echo(formData, options.limits),
          formError: stringsFor(options.lang).toasts.rateLimited(outcome.retryAfterSeconds),
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "failed":
      return data<FormResult<Field>>(
        {
          status: "error",
          fieldErrors: {},
          values: echo(formData, options.limits),
          formError: options.failedMessage,
        },
        { status: 503 },
      );
    case "honeypot":
    case "stored": {
      const { successUrl } = options;
      const stored = outcome.kind === "stored" ? outcome.stored : null;
      if (stored !== null && (stored as { again?: boolean }).again !== true) countGoal(request, options);
      const url = typeof successUrl === "string" ? successUrl : successUrl(stored);
      if (request.headers.get(SCRIPT_POST_HEADER) === "1") {
        const reference = new URL(url, "http://site.invalid").searchParams.get("ref");
        return data(null, { headers: { [SENT_HEADER]: reference ?? "sent" } });
      }
      throw redirect(url, 303);
    }
  }
}
