import { CalendarClock, Mail, MessageCircle, NotebookPen, Save, UserRound } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Form, Link } from "react-router";
import { LanguageBadge } from "~/components/admin/language-badge";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/field";
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES } from "~/config/leads";
import { LOCALES, type Lang } from "~/i18n/languages";
import { fillTemplate, type ReplyVia, templateReplyHref } from "~/lib/reply-links";

/*
 * A lead's pipeline on its message page (issue 28): where it stands, who has it, when to get back
 * to them, notes, replies with the owner's templates, and its timeline. Every part is a plain form
 * that works without JavaScript.
 */

export interface LeadView {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  language: Lang;
  status: string;
  assigneeId: string | null;
  followUpOn: string | null;
  /** Today in India, "2026-11-28": the earliest follow-up day */
  today: string;
}

export interface TimelineEntry {
  id: number;
  at: string;
  when: string;
  actor: string;
  kind: string;
  detail: string;
}

interface Template {
  id: number;
  name: string;
  language: string;
  text: string;
}

const TIMELINE_VERBS: Record<string, string> = {
  note: "Note",
  status: "Status",
  assignee: "Assigned to",
  "follow-up": "Follow-up",
  template: "Reply",
};

function Part({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="flex items-center gap-2 text-sm font-bold text-brand-950 [&_svg]:size-4">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

/** The language a template is written in, for the page's `lang`. */
const templateLang = (language: string) => (language === "hi" ? LOCALES.hi.html : LOCALES.en.html);

/** A template's reply by one way: the form that records it, its button named with the template. */
function TemplateReply({
  template,
  via,
  href,
  busy,
}: {
  template: Template;
  via: ReplyVia;
  href: string | null;
  busy: boolean;
}) {
  return (
    <Form method="post" onSubmit={openReply(href, via)}>
      <input type="hidden" name="intent" value="template" />
      <input type="hidden" name="template" value={template.id} />
      <input type="hidden" name="via" value={via} />
      <Button type="submit" variant={via === "whatsapp" ? "whatsapp" : "outline"} size="sm" disabled={busy}>
        {via === "whatsapp" ? <MessageCircle aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {via === "whatsapp" ? " WhatsApp" : " E-mail"}
        <span className="sr-only">
          {" "}
          with “<span lang={templateLang(template.language)}>{template.name}</span>”
        </span>
      </Button>
    </Form>
  );
}

/** One choice of a list, saved by its own form (the select is named by a label only screen readers need). */
function ChooseAndSave({
  intent,
  name,
  label,
  value,
  options,
  busy,
}: {
  intent: string;
  name: string;
  label: string;
  value: string;
  options: [string, string][];
  busy: boolean;
}) {
  const id = `lead-${name}`;
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* Keyed by the saved value: after a save elsewhere, it shows what is stored. */}
      <NativeSelect id={id} name={name} defaultValue={value} key={value}>
        {options.map(([option, shown]) => (
          <option key={option} value={option}>
            {shown}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" size="lg" className="px-5" disabled={busy}>
        Save<span className="sr-only"> {label.toLowerCase()}</span>
      </Button>
    </Form>
  );
}

/**
 * With JavaScript, a template's reply opens at once, in the same tap that records it: WhatsApp in
 * a new tab, e-mail in the mail program (the page stays). Without, the answer to the form carries
 * the link to open.
 */
function openReply(href: string | null, via: ReplyVia) {
  // A blocked window is no failure: the form is still sent, and its answer offers the link.
  return (_event: FormEvent<HTMLFormElement>) => {
    if (!href) return;
    if (via === "whatsapp") window.open(href, "_blank", "noopener,noreferrer");
    else window.location.href = href;
  };
}

export function LeadPanel({
  lead,
  staff,
  templates,
  timeline,
  received,
  busy,
}: {
  lead: LeadView;
  staff: { id: string; name: string }[];
  templates: Template[];
  timeline: TimelineEntry[];
  received: { at: string; when: string };
  busy: boolean;
}) {
  return (
    <>
      <section aria-labelledby="lead-title" className="space-y-3">
        <h2 id="lead-title" className="text-lg font-bold text-brand-950">
          Lead
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          <Part title="Status" icon={<Save aria-hidden="true" />}>
            <ChooseAndSave
              intent="status"
              name="status"
              label="Status"
              value={lead.status}
              options={LEAD_STATUSES.map((status) => [status, LEAD_STATUS_LABELS[status]])}
              busy={busy}
            />
          </Part>
          <Part title="Assigned to" icon={<UserRound aria-hidden="true" />}>
            <ChooseAndSave
              intent="assign"
              name="assignee"
              label="Assigned to"
              value={lead.assigneeId ?? ""}
              options={[["", "Nobody"], ...staff.map((member): [string, string] => [member.id, member.name])]}
              busy={busy}
            />
          </Part>
          <Part title="Next follow-up" icon={<CalendarClock aria-hidden="true" />}>
            <Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="follow-up" />
              <label htmlFor="lead-follow-up" className="sr-only">
                Next follow-up
              </label>
              <Input
                id="lead-follow-up"
                type="date"
                name="day"
                min={lead.today}
                required
                defaultValue={lead.followUpOn ?? ""}
                key={lead.followUpOn ?? ""}
                className="min-w-0 flex-1 basis-40"
              />
              <Button type="submit" size="lg" className="px-5" disabled={busy}>
                Set
              </Button>
            </Form>
            {lead.followUpOn && (
              <Form method="post">
                <input type="hidden" name="intent" value="follow-up" />
                <input type="hidden" name="day" value="" />
                <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                  No follow-up
                </Button>
              </Form>
            )}
          </Part>
          <Part title="Add a note" icon={<NotebookPen aria-hidden="true" />}>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="lead-note" className="sr-only">
                Note
              </label>
              <Textarea
                id="lead-note"
                name="note"
                required
                maxLength={LEAD_NOTE_MAX}
                placeholder="Called, will send a quote on Monday…"
                className="min-h-24"
              />
              <Button type="submit" disabled={busy}>
                Add note
              </Button>
            </Form>
          </Part>
        </div>
      </section>

      <section aria-labelledby="templates-title" className="space-y-3">
        <h2 id="templates-title" className="text-lg font-bold text-brand-950">
          Reply with a template
        </h2>
        {templates.length === 0 ? (
          <p className="text-slate-700">
            No templates yet: an admin writes them under{" "}
            <Link to="/admin/templates" className="font-semibold text-brand-700 underline">
              Templates
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Opens the reply with the text filled in, and moves a New lead to Contacted.
            </p>
            <ul className="space-y-3">
              {templates.map((template) => {
                const whatsapp = templateReplyHref("whatsapp", lead, template.text);
                const email = templateReplyHref("email", lead, template.text);
                return (
                  <li
                    key={template.id}
                    className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 lang={templateLang(template.language)} className="font-semibold text-brand-950">
                        {template.name}
                      </h3>
                      <LanguageBadge language={template.language} />
                    </div>
                    <p
                      lang={templateLang(template.language)}
                      className="text-sm wrap-anywhere whitespace-pre-wrap text-slate-700"
                    >
                      {fillTemplate(template.text, lead.name)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      {whatsapp && (
                        <TemplateReply template={template} via="whatsapp" href={whatsapp} busy={busy} />
                      )}
                      <TemplateReply template={template} via="email" href={email} busy={busy} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="timeline-title" className="space-y-3">
        <h2 id="timeline-title" className="text-lg font-bold text-brand-950">
          Timeline
        </h2>
        <ol className="space-y-2 border-l-2 border-brand-100 pl-4">
          <li>
            <time dateTime={received.at} className="text-sm text-slate-600">
              {received.when}
            </time>
            <p className="text-slate-900">Message received</p>
          </li>
          {timeline.map((entry) => (
            <li key={entry.id}>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{entry.when}</time>
                <span className="wrap-anywhere">, {entry.actor}</span>
              </p>
              <p
                className={
                  entry.kind === "note"
                    ? "wrap-anywhere whitespace-pre-wrap text-slate-900"
                    : "wrap-anywhere text-slate-900"
                }
              >
                <span className="font-semibold">{TIMELINE_VERBS[entry.kind] ?? entry.kind}:</span>{" "}
                {entry.detail}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
