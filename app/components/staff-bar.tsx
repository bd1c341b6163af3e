import { useEffect, useState } from "react";
import { STAFF_HINT_COOKIE } from "~/lib/admin";

interface StaffSummary {
  name: string;
  pendingTestimonials: number;
  unreadMessages: number;
  failedNotifications: number;
}

const SUMMARY_URL = "/admin/summary.json";

const hintPattern = new RegExp(`(?:^|;\\s*)${STAFF_HINT_COOKIE}=[^;]`);

function isSummary(value: unknown): value is StaffSummary {
  const candidate = value as Partial<StaffSummary> | null;
  return (
    typeof candidate?.name === "string" &&
    Number.isInteger(candidate.pendingTestimonials) &&
    Number.isInteger(candidate.unreadMessages) &&
    Number.isInteger(candidate.failedNotifications)
  );
}

/** Asks only when the sign-in's hint cookie is there; anything but a good answer shows nothing. */
function useStaffSummary(): StaffSummary | null {
  const [summary, setSummary] = useState<StaffSummary | null>(null);
  useEffect(() => {
    if (!hintPattern.test(document.cookie)) return;
    const controller = new AbortController();
    fetch(SUMMARY_URL, { headers: { accept: "application/json" }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: unknown) => setSummary(isSummary(answer) ? answer : null))
      .catch(() => {
        // Offline, or the server is away: the public page is all that matters.
      });
    return () => controller.abort();
  }, []);
  return summary;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const linkClass =
  "shrink-0 rounded py-1.5 font-semibold text-saffron-300 underline-offset-2 hover:underline focus-visible:outline-white";

/**
 * For a signed-in staff member browsing the public site: who they are and
 * what waits for them. Public pages are static and visitors make no extra
 * request: the summary is fetched after hydration, and only when signing in
 * left the hint cookie (app/server/staff/staff-hint.server.ts). Sticky at the
 * very top; the site header moves down below it (site-header.tsx).
 */
export function StaffBar() {
  const summary = useStaffSummary();
  if (!summary) return null;
  const { name, pendingTestimonials: pending, unreadMessages: unread, failedNotifications: failed } = summary;
  const dot = (
    <span aria-hidden="true" className="text-brand-300">
      ·
    </span>
  );
  return (
    <aside
      aria-label="Staff"
      data-staff-bar
      className="sticky top-0 z-50 h-9 bg-brand-950 text-xs text-white sm:text-sm"
    >
      <div className="container-page flex h-full items-center gap-2 whitespace-nowrap">
        <p className="min-w-0 truncate">
          <span className="max-sm:sr-only">Signed in as </span>
          {name}
        </p>
        {dot}
        <a href="/admin/testimonials" className={linkClass}>
          {pending} <span className="max-sm:sr-only">{plural(pending, "testimonial", "testimonials")} </span>
          to review
        </a>
        {dot}
        <a href="/admin/messages" className={linkClass}>
          {unread} unread<span className="max-sm:sr-only"> {plural(unread, "message", "messages")}</span>
        </a>
        {failed > 0 && (
          <>
            {dot}
            <a href="/admin/notifications" className={linkClass}>
              {failed} failed
              <span className="max-sm:sr-only"> {plural(failed, "notification", "notifications")}</span>
            </a>
          </>
        )}
        {dot}
        <a href="/admin" className={linkClass}>
          Back office
        </a>
      </div>
    </aside>
  );
}
