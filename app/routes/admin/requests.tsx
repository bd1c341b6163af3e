import { Check } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/requests";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { Field, Textarea } from "~/components/ui/field";
import { type PrivacyRequestKind, REQUEST_DUE_DAYS } from "~/config/privacy";
import { adminMeta } from "~/lib/admin";
import { cn } from "~/lib/utils";
import { servicesContext } from "~/server/context.server";
import { listRequests, markRequestDone } from "~/server/privacy/requests.server";
import { formatIst, formatIstDate } from "~/server/staff/accounts.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Requests");

const KIND_LABELS: Record<PrivacyRequestKind, string> = {
  see: "See their data",
  correct: "Correct their data",
  erase: "Erase their data",
  stop: "Stop offers and updates",
};

const STATUS_LABELS = {
  waiting: "Waiting for confirmation",
  confirmed: "Confirmed: yours to answer",
  done: "Done",
} as const;

/** Visitors' requests about their data (issue 27): what they asked, when it is due, what was done. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const now = Date.now();
  const rows = await listRequests(await services.db());
  return {
    requests: rows.map((row) => ({
      id: row.id,
      kind: KIND_LABELS[row.kind],
      status: row.status,
      email: row.email,
      received: formatIst(row.createdAt),
      due: formatIstDate(row.dueAt),
      overdue: row.status !== "done" && row.dueAt.getTime() < now,
      linkEmailed: row.linkEmailed,
      correction: row.correction,
      outcome: row.outcome,
      note: row.note,
      doneBy: row.doneBy,
      done: row.doneAt ? formatIst(row.doneAt) : null,
    })),
  };
}

const NOTE_MESSAGE = "Say in a few words how you answered (at most 1,000 characters).";
const DoneSchema = z.object({
  intent: z.literal("done"),
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  note: z.string().trim().min(1, NOTE_MESSAGE).max(1000, NOTE_MESSAGE),
});

type RequestsAnswer = { id?: number; notice: ActionNoticeData; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services);
  const form = await request.formData().catch(() => null);
  const parsed = DoneSchema.safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) {
    const id = Number(form?.get("id")) || undefined;
    return data<RequestsAnswer>(
      {
        id,
        notice: actionNotice({ tone: "error", title: "Not done", description: NOTE_MESSAGE }),
        error: NOTE_MESSAGE,
      },
      { status: 400 },
    );
  }
  const { id, note } = parsed.data;
  const marked = await markRequestDone(await services.db(), id, { note, actor: staff.email });
  if (!marked) {
    return data<RequestsAnswer>(
      {
        id,
        notice: actionNotice({
          tone: "error",
          title: "Not done",
          description: "That request is done already.",
        }),
      },
      { status: 409 },
    );
  }
  return data<RequestsAnswer>({
    id,
    notice: actionNotice({ tone: "success", title: "Done", description: `Request ${id} is marked done.` }),
  });
}

export default function Requests({ loaderData, actionData }: Route.ComponentProps) {
  const { requests } = loaderData;
  return (
    <AdminPage title="Requests">
      <p className="text-slate-700">
        Visitors ask here to see, correct or erase their data, or to stop offers. Each is answered within{" "}
        {REQUEST_DUE_DAYS} days of its arrival. See, erase and stop are done by the visitor&rsquo;s own link;
        a correction is yours to make, then mark it done.
      </p>
      <ActionNotice result={actionData && !actionData.id ? actionData.notice : undefined} />
      {requests.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">No requests yet.</p>
      ) : (
        <ol className="space-y-4">
          {requests.map((entry) => (
            <li
              key={entry.id}
              className={cn(
                "space-y-3 rounded-2xl border bg-white p-5 shadow-sm",
                entry.overdue ? "border-red-300" : "border-slate-200",
              )}
            >
              <h2 id={`request-${entry.id}`} className="text-lg font-bold text-brand-950">
                {entry.kind} <span className="font-normal text-slate-600">(request {entry.id})</span>
              </h2>
              <ActionNotice result={actionData?.id === entry.id ? actionData.notice : undefined} />
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">Status</dt>
                <dd className="font-semibold text-slate-900">{STATUS_LABELS[entry.status]}</dd>
                <dt className="text-slate-600">Address</dt>
                <dd className="break-all text-slate-900">{entry.email ?? "erased with their data"}</dd>
                <dt className="text-slate-600">Received</dt>
                <dd className="text-slate-900">{entry.received}</dd>
                <dt className="text-slate-600">Due</dt>
                <dd className={entry.overdue ? "font-bold text-red-700" : "text-slate-900"}>
                  {entry.due}
                  {entry.overdue && " (overdue)"}
                </dd>
                {!entry.linkEmailed && entry.status !== "done" && (
                  <>
                    <dt className="text-slate-600">Link</dt>
                    <dd className="text-slate-900">
                      Not sent: e-mail notifications are not set up. Write to the address yourself.
                    </dd>
                  </>
                )}
                {entry.correction && (
                  <>
                    <dt className="text-slate-600">Correction</dt>
                    <dd className="break-words whitespace-pre-line text-slate-900">{entry.correction}</dd>
                  </>
                )}
                {entry.outcome && (
                  <>
                    <dt className="text-slate-600">Outcome</dt>
                    <dd className="text-slate-900">{entry.outcome}</dd>
                  </>
                )}
                {entry.done && (
                  <>
                    <dt className="text-slate-600">Done</dt>
                    <dd className="text-slate-900">
                      {entry.done}
                      {entry.doneBy && ` by ${entry.doneBy}`}
                    </dd>
                  </>
                )}
                {entry.note && (
                  <>
                    <dt className="text-slate-600">Note</dt>
                    <dd className="break-words whitespace-pre-line text-slate-900">{entry.note}</dd>
                  </>
                )}
              </dl>
              {entry.status !== "done" && (
                <Form method="post" className="space-y-3">
                  <input type="hidden" name="intent" value="done" />
                  <input type="hidden" name="id" value={entry.id} />
                  <Field
                    id={`request-note-${entry.id}`}
                    label="How you answered"
                    required
                    error={actionData?.id === entry.id ? actionData.error : undefined}
                  >
                    {(control) => (
                      <Textarea {...control} name="note" rows={2} maxLength={1000} className="min-h-20" />
                    )}
                  </Field>
                  <SubmitButton>
                    <Check aria-hidden="true" /> Mark done
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
