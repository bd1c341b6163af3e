import { Save } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/privacy";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { Field, Input } from "~/components/ui/field";
import {
  KEEP_AUDIT_MONTHS,
  KEEP_MESSAGES_MONTHS,
  KEEP_REJECTED_TESTIMONIALS_DAYS,
  PRIVACY_NOTICE_VERSIONS,
} from "~/config/privacy";
import { adminMeta } from "~/lib/admin";
import { servicesContext } from "~/server/context.server";
import { publishedSite } from "~/server/content/page-content.server";
import { recentRetentionRuns } from "~/server/privacy/retention.server";
import { formatIst, formatIstDate } from "~/server/staff/accounts.server";
import { audit } from "~/server/staff/audit.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";
import { keepMessagesMonths, setKeepMessagesMonths } from "~/server/staff/settings.server";

export const meta: Route.MetaFunction = () => adminMeta("Privacy");

/**
 * Personal data, as the law asks the owner to keep it (issue 27): how long messages are kept, who
 * answers for it, the notice's versions, and what the daily retention job erased.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url, role: "admin" });
  const db = await services.db();
  const [months, runs, site] = await Promise.all([
    keepMessagesMonths(db),
    recentRetentionRuns(db),
    publishedSite(context),
  ]);
  return {
    months,
    contact: site.business.privacyContact,
    runs: runs.map((run) => ({ ...run, ranAt: formatIst(run.ranAt), iso: run.ranAt.toISOString() })),
    versions: [...PRIVACY_NOTICE_VERSIONS].reverse().map((entry) => ({
      version: entry.version,
      date: formatIstDate(`${entry.date}T12:00:00+05:30`),
    })),
  };
}

const { min, max } = KEEP_MESSAGES_MONTHS;
const MONTHS_MESSAGE = `Enter a whole number of months from ${min} to ${max}.`;
const PrivacyFormSchema = z.object({
  intent: z.literal("keep-messages"),
  months: z.coerce
    .number(MONTHS_MESSAGE)
    .int(MONTHS_MESSAGE)
    .min(min, MONTHS_MESSAGE)
    .max(max, MONTHS_MESSAGE),
});

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services, { role: "admin" });
  const form = await request.formData().catch(() => null);
  const parsed = PrivacyFormSchema.safeParse(Object.fromEntries(form ?? []));
  if (!parsed.success) {
    return data<{ notice: ActionNoticeData; error: string }>(
      {
        notice: actionNotice({ tone: "error", title: "Not saved", description: MONTHS_MESSAGE }),
        error: MONTHS_MESSAGE,
      },
      { status: 400 },
    );
  }
  const db = await services.db();
  const { months } = parsed.data;
  await setKeepMessagesMonths(db, months);
  // The notice states the period: every instance renders it again.
  await services.pageCache.changed(db);
  await audit(db, {
    actor: staff.email,
    action: "setting-change",
    target: `keep messages: ${months} months`,
  });
  return {
    notice: actionNotice({
      tone: "success",
      title: "Saved",
      description: `Messages are now kept ${months} months after their last activity. The privacy notice says so.`,
    }),
    error: undefined,
  };
}

/** "1 message", "3 messages" */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { months, contact, runs, versions } = loaderData;
  return (
    <AdminPage title="Privacy">
      <AdminCard id="retention" title="Keep messages for">
        <ActionNotice result={actionData?.notice} />
        <p className="text-slate-700">
          Every day, messages with no activity (sent, opened or archived) for this long are erased, with their
          notifications. Testimonials you rejected are erased {KEEP_REJECTED_TESTIMONIALS_DAYS} days after,
          audit-log entries after {KEEP_AUDIT_MONTHS} months (as the law asks), and privacy-request links that
          expired unused.
        </p>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="keep-messages" />
          <Field id="keep-months" label="Months" required error={actionData?.error}>
            {(control) => (
              <Input
                {...control}
                name="months"
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                defaultValue={months}
                className="w-28"
              />
            )}
          </Field>
          <SubmitButton>
            <Save aria-hidden="true" /> Save
          </SubmitButton>
        </Form>
      </AdminCard>

      <AdminCard id="contact" title="Privacy contact">
        <p className="text-slate-700">
          The privacy notice names <strong className="text-slate-900">{contact.name}</strong> at{" "}
          <span className="break-all text-slate-900">{contact.email}</span> for questions and requests about
          personal data.
        </p>
        <p>
          <a href="/admin/content/business" className="font-semibold text-brand-700 underline">
            Change them in Business details
          </a>
        </p>
      </AdminCard>

      <AdminCard id="notice" title="Privacy notice">
        <p className="text-slate-700">
          Each consent a visitor gives is kept with the notice&rsquo;s version. Read it on the site:{" "}
          <a href="/privacy" className="font-semibold text-brand-700 underline">
            English
          </a>
          ,{" "}
          <a href="/hi/privacy" lang="hi" className="font-semibold text-brand-700 underline">
            हिन्दी
          </a>
          .
        </p>
        <ul className="space-y-1 text-sm text-slate-700">
          {versions.map((entry) => (
            <li key={entry.version}>
              <span className="font-semibold text-slate-900">Version {entry.version}</span>, in force from{" "}
              {entry.date}
            </li>
          ))}
        </ul>
      </AdminCard>

      <AdminCard id="runs" title="What was erased">
        {runs.length === 0 ? (
          <p className="text-slate-700">The daily job has not run yet.</p>
        ) : (
          // A list, not a table: it reads on a 320 px phone without scrolling sideways.
          <ol aria-label="The daily job's runs, newest first" className="divide-y divide-slate-200 text-sm">
            {runs.map((run) => (
              <li key={run.day} className="py-2 text-slate-700">
                <time dateTime={run.iso} className="font-semibold text-slate-900">
                  {run.ranAt}
                </time>
                : erased {count(run.messages, "message")}, {count(run.testimonials, "testimonial")},{" "}
                {count(run.auditEntries, "audit entry", "audit entries")},{" "}
                {count(run.requests, "request link")}
              </li>
            ))}
          </ol>
        )}
      </AdminCard>
    </AdminPage>
  );
}
