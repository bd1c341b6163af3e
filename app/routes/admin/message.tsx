import { Archive, ArchiveRestore, ArrowLeft, MailCheck, Mail, MessageCircle, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/message";
import { isLang, LOCALES } from "~/i18n/languages";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminPage } from "~/components/admin/admin-shell";
import { Button, buttonVariants } from "~/components/ui/button";
import { adminMeta } from "~/lib/admin";
import { formatIst, istDate } from "~/lib/ist";
import { leadReference } from "~/lib/reference";
import { LEAD_NOTE_MAX, LEAD_STATUSES, PLAIN_LINES_MESSAGE, plainLines } from "~/config/leads";
import { LeadPanel } from "~/components/admin/lead-panel";
import { listStaff } from "~/server/staff/accounts.server";
import {
  changeLead,
  type LeadChange,
  leadTimeline,
  listTemplates,
  replyWithTemplate,
  templatesFor,
} from "~/server/staff/leads.server";
import { normaliseIndianMobile } from "~/lib/phone";
import {
  emailHref,
  REPLY_VIAS,
  type ReplyVia,
  replyByEmailHref,
  replyOnWhatsAppHref,
} from "~/lib/reply-links";
import { useSite } from "~/lib/site-context";
import { servicesContext } from "~/server/context.server";
import { audit } from "~/server/staff/audit.server";
import {
  countFromAddress,
  deleteMessage,
  eraseAddress,
  getMessage,
  markRead,
  parseMessageId,
  setArchived,
} from "~/server/staff/inbox.server";
import { isOwnNavigation, requireStaffAction, requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `Message from ${loaderData.message.name}` : "Message");

const notFound = () => data("There is no such message: it may have been deleted.", { status: 404 });

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const id = parseMessageId(params.id);
  if (id === null) throw notFound();
  const db = await services.db();
  // Reading marks a message read only when staff opened it themselves: a link
  // on another site (or in webmail) must not change the inbox (docs/decisions/0023).
  const opened = isOwnNavigation(request)
    ? await markRead(db, id)
    : await getMessage(db, id).then((message) => message && { message, firstOpen: false });
  if (!opened) throw notFound();
  const { message, firstOpen } = opened;
  const language = isLang(message.language) ? message.language : "en";
  const [timeline, staff, templates] = await Promise.all([
    leadTimeline(db, message.id),
    listStaff(db),
    listTemplates(db),
  ]);
  return {
    firstOpen,
    lead: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      language,
      status: message.status,
      assigneeId: message.assigneeId,
      followUpOn: message.followUpOn,
      today: istDate(new Date()),
    },
    staff: staff.map((member) => ({ id: member.id, name: member.name })),
    templates: templatesFor(templates, language).map(({ id, name, language, text }) => ({
      id,
      name,
      language,
      text,
    })),
    timeline: timeline.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      when: formatIst(entry.at),
      actor: entry.actor,
      kind: entry.kind,
      detail: entry.detail,
    })),
    fromAddress: await countFromAddress(db, message.email),
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      text: message.message,
      language,
      reference: leadReference(message.id, message.createdAt),
      // Where the visit began (issue 28): "" where nothing is known.
      origin: {
        landing: message.landingPage,
        referrer: message.referrerDomain,
        campaign: [
          ["source", message.utmSource],
          ["medium", message.utmMedium],
          ["campaign", message.utmCampaign],
        ]
          .filter(([, value]) => value)
          .map(([key, value]) => `${key} ${value}`)
          .join(", "),
      },
      receivedAt: message.createdAt.toISOString(),
      received: formatIst(message.createdAt),
      firstOpened: message.readAt ? formatIst(message.readAt) : null,
      archived: message.archivedAt ? formatIst(message.archivedAt) : null,
      // Ticked "Send me offers and updates": when, and under which privacy notice (issue 27).
      offers: message.offersConsentAt
        ? { at: formatIst(message.offersConsentAt), notice: message.consentNoticeVersion ?? "?" }
        : null,
    },
  };
}

const answer = (notice: ActionNoticeData, status = 200, reply?: { href: string; via: ReplyVia }) =>
  data({ ...actionNotice(notice), reply }, { status });

/** A follow-up day: a real calendar day, written as a date field sends it. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a day.")
  .refine((day) => {
    // Checked even when the pattern failed (zod 4): an invalid date must not throw here.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "Choose a day.");

/** What the page's forms send, by intent. */
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["read", "archive", "unarchive", "delete", "erase"]) }),
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES, "Choose a status.") }),
  z.object({ intent: z.literal("assign"), assignee: z.string().max(100) }),
  z.object({ intent: z.literal("follow-up"), day: z.union([z.literal(""), Day]) }),
  z.object({
    intent: z.literal("note"),
    note: z
      .string("Write the note first.")
      .trim()
      .min(1, "Write the note first.")
      .max(LEAD_NOTE_MAX, `A note is at most ${LEAD_NOTE_MAX} characters.`)
      .refine(plainLines, PLAIN_LINES_MESSAGE),
  }),
  z.object({
    intent: z.literal("template"),
    template: z.coerce.number().int().positive().max(2_147_483_647),
    via: z.enum(REPLY_VIAS),
  }),
]);

/** What each change to a lead says once saved. */
const LEAD_CHANGED: Record<LeadChange["kind"], { title: string; description: string }> = {
  status: { title: "Status saved", description: "The lead's status is changed; its timeline says so." },
  assignee: { title: "Assignee saved", description: "The lead is theirs to follow up." },
  "follow-up": { title: "Follow-up saved", description: "It shows on the overview on that day." },
  note: { title: "Note added", description: "It is in the lead's timeline." },
};

const nothingChanged = (description: string) =>
  answer({ tone: "error", title: "Nothing changed", description }, 400);

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services);
  const id = parseMessageId(params.id);
  if (id === null) throw notFound();
  const form = await request.formData().catch(() => null);
  const parsed = ActionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    const known = ActionSchema.options.some(
      (option) => option.shape.intent.safeParse(form?.get("intent")).success,
    );
    return nothingChanged(
      known ? (parsed.error.issues[0]?.message ?? "Check the form.") : "This page does not know that action.",
    );
  }
  const db = await services.db();
  const input = parsed.data;
  switch (input.intent) {
    case "status":
    case "assign":
    case "follow-up":
    case "note": {
      const change: LeadChange =
        input.intent === "status"
          ? { kind: "status", status: input.status }
          : input.intent === "assign"
            ? { kind: "assignee", staffId: input.assignee || null }
            : input.intent === "follow-up"
              ? { kind: "follow-up", day: input.day || null }
              : { kind: "note", text: input.note };
      if (change.kind === "follow-up" && change.day && change.day < istDate(new Date())) {
        return nothingChanged("Choose today or a later day.");
      }
      const changed = await changeLead(db, id, staff.email, change);
      if (!changed) {
        if (!(await getMessage(db, id))) throw notFound();
        return nothingChanged("That staff member is no longer here: choose another.");
      }
      return answer({ tone: "success", ...LEAD_CHANGED[change.kind] });
    }
    case "template": {
      const reply = await replyWithTemplate(db, {
        id,
        templateId: input.template,
        via: input.via,
        actor: staff.email,
      });
      if (!reply) {
        if (!(await getMessage(db, id))) throw notFound();
        return nothingChanged("That template is gone, or this lead has no mobile number for WhatsApp.");
      }
      return answer(
        {
          tone: "success",
          title: reply.contacted ? "Marked Contacted" : "Reply noted",
          description:
            input.via === "whatsapp"
              ? "WhatsApp opens with the text; if it did not, use the link below."
              : "Your e-mail program opens with the text; if it did not, use the link below.",
        },
        200,
        { href: reply.href, via: input.via },
      );
    }
    case "read": {
      if (!(await markRead(db, id))) throw notFound();
      return answer({
        tone: "success",
        title: "Marked read",
        description: "The message no longer counts as unread.",
      });
    }
    case "archive":
    case "unarchive": {
      const row = await setArchived(db, id, input.intent === "archive");
      if (!row) throw notFound();
      await audit(db, { actor: staff.email, action: `message-${input.intent}`, target: `message ${id}` });
      return answer(
        input.intent === "archive"
          ? {
              tone: "success",
              title: "Archived",
              description: "The message left the inbox; find it under Archived.",
            }
          : {
              tone: "success",
              title: "Back in the inbox",
              description: "The message is in the inbox again.",
            },
      );
    }
    case "delete": {
      // The delete and its record stand or fall together.
      const deleted = await db.transaction(async (tx) => {
        const row = await deleteMessage(tx, id);
        if (row) await audit(tx, { actor: staff.email, action: "message-delete", target: `message ${id}` });
        return row;
      });
      if (!deleted) throw notFound();
      throw redirect("/admin/messages?notice=deleted");
    }
    case "erase": {
      const erased = await db.transaction(async (tx) => {
        const message = await getMessage(tx, id);
        if (!message) return null;
        const count = await eraseAddress(tx, message.email);
        await audit(tx, {
          actor: staff.email,
          action: "messages-erase",
          target: `${message.email} (${count} ${count === 1 ? "message" : "messages"})`,
        });
        return count;
      });
      if (erased === null) throw notFound();
      throw redirect(`/admin/messages?notice=erased&count=${erased}`);
    }
  }
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="min-w-0 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

const dangerButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:opacity-60 [&_svg]:size-4";
const disclosure =
  "w-fit cursor-pointer list-none rounded-full border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden";

/**
 * The first opening marks the message read while the layout may already have
 * counted it unread (loaders run side by side); once the page runs, refresh
 * the layout's count.
 */
function useRecountAfterFirstOpen(id: number, firstOpen: boolean) {
  const { revalidate } = useRevalidator();
  const recounted = useRef<number | null>(null);
  useEffect(() => {
    if (!firstOpen || recounted.current === id) return;
    recounted.current = id;
    void revalidate();
  }, [id, firstOpen, revalidate]);
}

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, fromAddress, firstOpen, lead, staff, templates, timeline } = loaderData;
  const reply = actionData && "reply" in actionData ? actionData.reply : undefined;
  useRecountAfterFirstOpen(message.id, firstOpen);
  const busy = useNavigation().state !== "idle";
  // The greeting in the language they wrote in.
  const whatsapp = replyOnWhatsAppHref(message.phone, message.name, useSite().name, message.language);
  const mobile = normaliseIndianMobile(message.phone);
  const messages = `${fromAddress} ${fromAddress === 1 ? "message" : "messages"}`;
  return (
    <AdminPage
      title={`Message from ${message.name}`}
      actions={
        <Link to="/admin/messages" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeft aria-hidden="true" /> All messages
        </Link>
      }
    >
      <ActionNotice result={actionData} />
      {reply && (
        // Without JavaScript (or with the new window blocked), the reply the template made is one tap away.
        <p>
          <a
            href={reply.href}
            {...(reply.via === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            className={buttonVariants({ variant: reply.via === "whatsapp" ? "whatsapp" : "default" })}
          >
            {reply.via === "whatsapp" ? <MessageCircle aria-hidden="true" /> : <Mail aria-hidden="true" />}
            {reply.via === "whatsapp" ? "Open WhatsApp with the text" : "Open the e-mail with the text"}
          </a>
        </p>
      )}
      <article className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <dl className="space-y-3">
          <Detail term="Reference">{message.reference}</Detail>
          <Detail term="From">{message.name}</Detail>
          <Detail term="Email">
            <a href={emailHref(message.email)} className="font-medium text-brand-700 underline">
              {message.email}
            </a>
          </Detail>
          <Detail term="Phone">
            {!message.phone ? (
              <span className="text-slate-600">Not given</span>
            ) : mobile ? (
              <a href={`tel:${mobile}`} className="font-medium text-brand-700 underline">
                {message.phone}
              </a>
            ) : (
              message.phone
            )}
          </Detail>
          <Detail term="Subject">
            {message.subject || <span className="text-slate-600">No subject</span>}
          </Detail>
          <Detail term="Written in">{LOCALES[message.language].english}</Detail>
          <Detail term="Offers and updates">
            {message.offers
              ? `Agreed on ${message.offers.at}, under privacy notice version ${message.offers.notice}`
              : "Not asked for: send only the reply"}
          </Detail>
          <Detail term="Came from">
            {message.origin.landing || message.origin.referrer || message.origin.campaign ? (
              <>
                {message.origin.referrer ? `${message.origin.referrer}, ` : "Typed or bookmarked, "}
                {message.origin.landing ? `landed on ${message.origin.landing}` : "landing page not known"}
                {message.origin.campaign && `; campaign: ${message.origin.campaign}`}
              </>
            ) : (
              <span className="text-slate-600">Not known</span>
            )}
          </Detail>
          <Detail term="Received">
            <time dateTime={message.receivedAt}>{message.received}</time>
          </Detail>
          {/* Not "Status": that is the lead's, in the panel below. */}
          <Detail term="Opened">
            {message.firstOpened ? `Read (first opened ${message.firstOpened})` : "Unread"}
            {message.archived && `; archived ${message.archived}`}
          </Detail>
        </dl>
        <div className="border-t border-slate-200 pt-5">
          <h2 className="sr-only">Message</h2>
          <p
            lang={LOCALES[message.language].html}
            className="leading-relaxed wrap-anywhere whitespace-pre-wrap text-slate-900"
          >
            {message.text}
          </p>
        </div>
      </article>

      <section aria-labelledby="reply-title" className="space-y-3">
        <h2 id="reply-title" className="text-lg font-bold text-brand-950">
          Reply
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={replyByEmailHref(message.email, message.subject)} className={buttonVariants()}>
            <Mail aria-hidden="true" /> Reply by e-mail
          </a>
          {whatsapp && (
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "whatsapp" })}
            >
              <MessageCircle aria-hidden="true" /> Reply on WhatsApp
            </a>
          )}
        </div>
      </section>

      <LeadPanel
        lead={lead}
        staff={staff}
        templates={templates}
        timeline={timeline}
        received={{ at: message.receivedAt, when: message.received }}
        busy={busy}
      />

      <section aria-labelledby="manage-title" className="space-y-4">
        <h2 id="manage-title" className="text-lg font-bold text-brand-950">
          Manage
        </h2>
        <Form method="post" className="flex flex-wrap gap-2">
          {!message.firstOpened && (
            // Opened from a link on another site (webmail): not marked read by that alone.
            <Button type="submit" name="intent" value="read" variant="outline" disabled={busy}>
              <MailCheck aria-hidden="true" /> Mark as read
            </Button>
          )}
          {message.archived ? (
            <Button type="submit" name="intent" value="unarchive" variant="outline" disabled={busy}>
              <ArchiveRestore aria-hidden="true" /> Move back to the inbox
            </Button>
          ) : (
            <Button type="submit" name="intent" value="archive" variant="outline" disabled={busy}>
              <Archive aria-hidden="true" /> Archive
            </Button>
          )}
        </Form>
        {/* Deleting asks first, with or without JavaScript: the button is inside the disclosure. */}
        <details className="space-y-3">
          <summary className={disclosure}>Delete this message</summary>
          <div className="mt-3 space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4">
            <p className="text-sm text-red-900">This deletes this one message for good.</p>
            <Form method="post">
              <button type="submit" name="intent" value="delete" className={dangerButton} disabled={busy}>
                <Trash2 aria-hidden="true" /> Yes, delete it
              </button>
            </Form>
          </div>
        </details>
        <details className="space-y-3">
          <summary className={disclosure}>Erase all messages from this e-mail address</summary>
          <div className="mt-3 space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4">
            <p className="text-sm wrap-anywhere text-red-900">
              This deletes {messages} from {message.email}. Use it when someone asks for their details to be
              removed.
            </p>
            <Form method="post">
              <button type="submit" name="intent" value="erase" className={dangerButton} disabled={busy}>
                <Trash2 aria-hidden="true" /> Yes, erase {messages}
              </button>
            </Form>
          </div>
        </details>
      </section>
    </AdminPage>
  );
}
