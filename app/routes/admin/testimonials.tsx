import { Check, House, RotateCcw, Trash2, X } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/testimonials";
import { isLang, LOCALES } from "~/i18n/languages";
import { LanguageBadge } from "~/components/admin/language-badge";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminPage } from "~/components/admin/admin-shell";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { RatingStars, RatingStarSymbol } from "~/components/rating-stars";
import { Button } from "~/components/ui/button";
import { formatIst } from "~/lib/ist";
import { adminMeta } from "~/lib/admin";
import {
  MODERATION_PAGE_SIZE,
  MODERATION_TABS,
  type ModerationDecision,
  type ModerationTab,
} from "~/lib/moderation";
import { cn } from "~/lib/utils";
import { servicesContext } from "~/server/context.server";
import type { Testimonial } from "~/server/db/schema";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";
import type { PagesContent } from "~/lib/schemas/content/pages";
import { openSection, publishSection } from "~/server/content/store.server";
import type { SiteServices } from "~/server/services.server";
import {
  type DecisionResult,
  decideTestimonial,
  listForModeration,
  moderationCounts,
} from "~/server/testimonials.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

const TabSchema = z.enum(MODERATION_TABS).catch("pending");

const TAB_LABELS: Record<ModerationTab, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

const EMPTY_TAB: Record<ModerationTab, string> = {
  pending: "Nothing waits for review.",
  approved: "No approved testimonials yet.",
  rejected: "No rejected testimonials.",
};

/** A time as the page shows it: formatted here on the server, so hydration sees the same text. */
const shownTime = (date: Date) => ({ iso: date.toISOString(), text: `${formatIst(date)} IST` });

function toView(row: Testimonial) {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    rating: row.rating,
    text: row.feedbackText,
    language: isLang(row.language) ? row.language : "en",
    approved: row.isApproved,
    received: shownTime(row.createdAt),
    decided: row.reviewedAt ? shownTime(row.reviewedAt) : null,
    decidedBy: row.reviewedBy,
    featured: row.featuredAt !== null,
    // The writer's agreement to its being shown (issue 27); null for one sent before the form asked.
    consent: row.displayConsentAt
      ? { at: shownTime(row.displayConsentAt), notice: row.consentNoticeVersion ?? "?" }
      : null,
  };
}

type TestimonialView = ReturnType<typeof toView>;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  const tab = TabSchema.parse(url.searchParams.get("tab") ?? undefined);
  const db = await services.db();
  const [counts, rows] = await Promise.all([moderationCounts(db), listForModeration(db, tab)]);
  return {
    tab,
    counts,
    testimonials: rows.map(toView),
    // As the site shows them now (the content in memory).
    samples: services.content.current()?.pages.home.samples.length ?? 0,
    canRemoveSamples: staff.role === "admin",
  };
}

/**
 * Takes the sample testimonials of a new site off the home page for good: a new version of Home
 * and about without them (an admin's publish; History can bring them back).
 */
async function removeSamples(services: SiteServices, staff: { email: string; role: "admin" | "staff" }) {
  const db = await services.db();
  const opened = await openSection(db, "pages");
  // Publishing would drop a draft someone is working on: that is theirs to publish or discard.
  if (opened.draft) {
    return notice(
      409,
      "error",
      "Nothing changed",
      "A draft of Home and about waits: publish or discard it first, then remove the samples.",
    );
  }
  const pages = opened.published.data as PagesContent;
  const result = await publishSection(db, {
    section: "pages",
    input: { ...pages, home: { ...pages.home, samples: [] } },
    token: opened.token,
    editor: { email: staff.email, role: staff.role },
  });
  if (result.status !== "done") {
    const why = "message" in result ? result.message : "The samples could not be removed.";
    return notice(result.status === "forbidden" ? 403 : 409, "error", "Nothing changed", why);
  }
  await services.content.published(db);
  return notice(200, "success", "Samples removed", "The home page shows only testimonials you feature.");
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A Postgres integer id; anything else is not one of ours. */
const DecisionSchema = z.object({
  intent: z.enum(["approve", "reject", "undo", "delete", "feature", "unfeature"]),
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

const notice = (status: number, tone: ActionNoticeData["tone"], title: string, description: string) =>
  data(actionNotice({ tone, title, description }), { status });

const DONE: Record<ModerationDecision, (name: string) => [title: string, description: string]> = {
  approve: (name) => ["Approved", `${name}’s testimonial is now on the testimonials page.`],
  reject: (name) => ["Rejected", `${name}’s testimonial is kept but never shown.`],
  undo: (name) => ["Back to pending", `${name}’s testimonial waits for review again.`],
  delete: (name) => ["Deleted", `${name}’s testimonial is gone for good.`],
  feature: (name) => ["Featured", `${name}’s testimonial is now on the home page.`],
  unfeature: (name) => ["Off the home page", `${name}’s testimonial is no longer on the home page.`],
};

/** Why a decision changed nothing: the testimonial as it is now. */
function conflict(decision: ModerationDecision, current: Testimonial) {
  if (decision === "undo") {
    return notice(409, "error", "Already pending", `${current.name}’s testimonial already waits for review.`);
  }
  if (decision === "feature" || decision === "unfeature") {
    return notice(
      409,
      "error",
      "Nothing changed",
      current.featuredAt
        ? `${current.name}’s testimonial is on the home page already.`
        : current.isApproved
          ? `${current.name}’s testimonial is not on the home page.`
          : `Only an approved testimonial can be on the home page: approve ${current.name}’s first.`,
    );
  }
  const state = current.isApproved ? "approved" : "rejected";
  const by = current.reviewedBy ? ` by ${current.reviewedBy}` : "";
  return notice(
    409,
    "error",
    "Already decided",
    `${current.name}’s testimonial was already ${state}${by}. Undo that first to decide again.`,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services);
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") === "remove-samples") return removeSamples(services, staff);
  const parsed = DecisionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return notice(400, "error", "Not understood", "That request did not name a testimonial and an action.");
  }
  const { intent, id } = parsed.data;
  let result: DecisionResult;
  try {
    const db = await services.db();
    result = await decideTestimonial(db, { id, decision: intent, staffEmail: staff.email });
    if (result.ok) await services.pageCache.changed(db);
  } catch (error) {
    log.error({ err: error }, "Moderation failed");
    return notice(503, "error", "Not saved", "Something went wrong; nothing was changed. Please try again.");
  }
  if (!result.ok) {
    return result.reason === "missing"
      ? notice(404, "error", "Not found", "That testimonial no longer exists.")
      : conflict(intent, result.testimonial);
  }
  const [title, description] = DONE[intent](result.testimonial.name);
  return notice(200, "success", title, description);
}

function TabLinks({ current, counts }: { current: ModerationTab; counts: Record<ModerationTab, number> }) {
  return (
    <nav aria-label="Testimonials by status">
      <ul className="flex gap-1 rounded-full bg-brand-50 p-1 text-sm">
        {MODERATION_TABS.map((tab) => (
          <li key={tab} className="flex-1">
            <Link
              to={`?tab=${tab}`}
              aria-current={tab === current ? "page" : undefined}
              className={cn(
                "flex min-h-9 items-center justify-center rounded-full px-2 py-1.5 font-semibold whitespace-nowrap text-brand-800 hover:bg-white/70",
                tab === current && "bg-white text-brand-700 shadow-sm",
              )}
            >
              {TAB_LABELS[tab]} ({counts[tab]})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One action's form: the testimonial's id and the action, sent by the button itself. */
function DecisionButton({
  testimonial,
  intent,
  children,
  variant = "outline",
}: {
  testimonial: TestimonialView;
  intent: ModerationDecision;
  children: ReactNode;
  variant?: "default" | "outline";
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="id" value={testimonial.id} />
      <Button type="submit" name="intent" value={intent} size="sm" variant={variant} disabled={busy}>
        {children}
        <span className="sr-only"> {testimonial.name}’s testimonial</span>
      </Button>
    </Form>
  );
}

/** Asks first, without JavaScript too. */
function DeleteButton({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <ConfirmDelete
      what={`${testimonial.name}’s testimonial`}
      question="Delete this testimonial for good? This cannot be undone."
      fields={<input type="hidden" name="id" value={testimonial.id} />}
    />
  );
}

function TestimonialItem({ testimonial, tab }: { testimonial: TestimonialView; tab: ModerationTab }) {
  const headingId = `testimonial-${testimonial.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words text-brand-950">
            {testimonial.name}
          </h2>
          {testimonial.company && <p className="text-sm break-words text-slate-600">{testimonial.company}</p>}
          <LanguageBadge language={testimonial.language} />
        </div>
        <RatingStars rating={testimonial.rating} />
      </div>
      <blockquote
        lang={LOCALES[testimonial.language].html}
        className="mt-4 leading-relaxed break-words whitespace-pre-line text-slate-700"
      >
        <p>{testimonial.text}</p>
      </blockquote>
      <dl className="mt-4 grid gap-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-semibold text-slate-700">Written in</dt>
        <dd>{LOCALES[testimonial.language].english}</dd>
        <dt className="font-semibold text-slate-700">Received</dt>
        <dd>
          <time dateTime={testimonial.received.iso}>{testimonial.received.text}</time>
        </dd>
        <dt className="font-semibold text-slate-700">Agreed to be shown</dt>
        <dd>
          {testimonial.consent ? (
            <>
              <time dateTime={testimonial.consent.at.iso}>{testimonial.consent.at.text}</time>, under privacy
              notice version {testimonial.consent.notice}
            </>
          ) : (
            "Not asked: sent before the form asked for it"
          )}
        </dd>
        {tab !== "pending" && (
          <>
            <dt className="font-semibold text-slate-700">{testimonial.approved ? "Approved" : "Rejected"}</dt>
            <dd className="break-words">
              {testimonial.decided ? (
                <time dateTime={testimonial.decided.iso}>{testimonial.decided.text}</time>
              ) : (
                "before decisions were recorded"
              )}
              {testimonial.decidedBy && ` by ${testimonial.decidedBy}`}
            </dd>
          </>
        )}
      </dl>
      <div className="mt-5 flex flex-wrap items-start gap-2 border-t border-slate-100 pt-4">
        {tab === "pending" ? (
          <>
            <DecisionButton testimonial={testimonial} intent="approve" variant="default">
              <Check aria-hidden="true" /> Approve
            </DecisionButton>
            <DecisionButton testimonial={testimonial} intent="reject">
              <X aria-hidden="true" /> Reject
            </DecisionButton>
          </>
        ) : (
          <>
            <DecisionButton testimonial={testimonial} intent="undo">
              <RotateCcw aria-hidden="true" /> Undo
            </DecisionButton>
            {testimonial.approved &&
              (testimonial.featured ? (
                <DecisionButton testimonial={testimonial} intent="unfeature">
                  <House aria-hidden="true" /> Take off the home page
                </DecisionButton>
              ) : (
                <DecisionButton testimonial={testimonial} intent="feature">
                  <House aria-hidden="true" /> Feature on the home page
                </DecisionButton>
              ))}
          </>
        )}
        <DeleteButton testimonial={testimonial} />
      </div>
    </article>
  );
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, counts, testimonials, samples, canRemoveSamples } = loaderData;
  return (
    <AdminPage title="Testimonials">
      <ActionNotice result={actionData} />
      {samples > 0 && (
        <section
          aria-labelledby="samples-heading"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="samples-heading" className="font-bold text-amber-950">
            Sample testimonials
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            The home page shows {samples} sample {samples === 1 ? "testimonial" : "testimonials"} of a new
            site while none of your clients&apos; is featured. They are not a client&apos;s words: remove them
            once you have real ones (approve, then Feature on the home page).
          </p>
          {canRemoveSamples ? (
            <Form method="post" className="mt-3">
              <Button type="submit" name="intent" value="remove-samples" size="sm" variant="outline">
                <Trash2 aria-hidden="true" /> Remove the samples
              </Button>
            </Form>
          ) : (
            <p className="mt-1 text-sm text-amber-950">An admin can remove them.</p>
          )}
        </section>
      )}
      <TabLinks current={tab} counts={counts} />
      {testimonials.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {EMPTY_TAB[tab]}
        </p>
      ) : (
        <ul className="space-y-4">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialItem testimonial={testimonial} tab={tab} />
            </li>
          ))}
        </ul>
      )}
      {counts[tab] > testimonials.length && (
        <p className="text-sm text-slate-600">
          Showing {tab === "pending" ? "the oldest" : "the newest"} {MODERATION_PAGE_SIZE} of {counts[tab]}.
        </p>
      )}
      {/* The back office has no site shell: the stars' outline is drawn here. */}
      <RatingStarSymbol />
    </AdminPage>
  );
}
