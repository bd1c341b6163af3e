import type { ReactNode } from "react";
import { Form, NavLink, useNavigation } from "react-router";
import { BrandMark } from "~/components/brand-logo";
import { NotificationArea } from "~/components/notification-area";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { useSite } from "~/lib/site-context";
import { cn } from "~/lib/utils";

export interface AdminNavCounts {
  unreadMessages: number;
  pendingTestimonials: number;
  failedNotifications: number;
  overdueRequests: number;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap",
    isActive ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-brand-50",
  );

function Count({ value, label }: { value: number; label: string }) {
  if (value === 0) return null;
  return (
    <span className="rounded-full bg-saffron-400 px-2 py-0.5 text-xs font-bold text-brand-950">
      {value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** The back office's frame: who is signed in, where to go, and a way out. Phone first. */
export function AdminShell({
  staff,
  counts,
  children,
}: {
  staff: { name: string; role: string };
  counts: AdminNavCounts;
  children: ReactNode;
}) {
  const site = useSite();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-3">
          <a href="/admin" className="flex items-center gap-2 font-extrabold text-brand-950">
            <BrandMark className="size-8" />
            <span>
              Back office<span className="sr-only"> of {site.name}</span>
            </span>
          </a>
          <div className="flex items-center gap-2 text-sm">
            <span className="hidden text-slate-600 sm:inline">
              {staff.name} ({staff.role})
            </span>
            <Form method="post" action="/admin/sign-out">
              <Button type="submit" variant="outline" size="sm">
                Sign out
              </Button>
            </Form>
          </div>
        </div>
        {/*
          On a phone the links wrap onto more rows (two or three at 320-375 px): every section in
          sight, with or without JavaScript. A wide screen keeps them on one row.
        */}
        <nav aria-label="Back office" data-back-office="" className="container-page pb-2">
          <ul className="flex flex-wrap gap-1">
            <li>
              <NavLink to="/admin/messages" className={linkClass}>
                Messages <Count value={counts.unreadMessages} label="unread" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/templates" className={linkClass}>
                Templates
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/visitors" className={linkClass}>
                Visitors
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/testimonials" className={linkClass}>
                Testimonials <Count value={counts.pendingTestimonials} label="to review" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/notifications" className={linkClass}>
                Notifications <Count value={counts.failedNotifications} label="failed" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/requests" className={linkClass}>
                Requests <Count value={counts.overdueRequests} label="overdue" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/content" className={linkClass}>
                Content
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/account" className={linkClass}>
                Account
              </NavLink>
            </li>
            {staff.role === "admin" && (
              <>
                <li>
                  <NavLink to="/admin/staff" className={linkClass}>
                    Staff
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/audit" className={linkClass}>
                    Audit log
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/admin/privacy" className={linkClass}>
                    Privacy
                  </NavLink>
                </li>
              </>
            )}
            <li>
              <a href="/" className={linkClass({ isActive: false })}>
                View site
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} data-back-office="" className="container-page py-6 outline-none sm:py-10">
        {children}
      </main>
      <NotificationArea />
    </>
  );
}

/** A page of the back office: its heading and what it holds. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-page-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-page-title" className="text-2xl font-extrabold text-brand-950 sm:text-3xl">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The plain frame of the sign-in pages: no navigation until signed in. */
export function AdminAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <main id="main" className="flex min-h-dvh items-center justify-center bg-brand-50 px-4 py-10">
        <section
          aria-labelledby="auth-title"
          className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="mb-6 flex items-center gap-3">
            <BrandMark className="size-9" />
            <p className="font-bold text-brand-950">{site.name}</p>
          </div>
          <h1 id="auth-title" className="mb-6 text-2xl font-extrabold text-brand-950">
            {title}
          </h1>
          {children}
        </section>
      </main>
      <NotificationArea />
    </>
  );
}

/** A titled card inside a back-office page. */
export function AdminCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form's submit button, disabled while the page sends. */
export function SubmitButton({
  children,
  variant,
  name,
  value,
}: {
  children: ReactNode;
  variant?: "outline";
  /** For a form with several buttons: which one was pressed (the action's `intent`, say) */
  name?: string;
  value?: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Button type="submit" variant={variant} disabled={busy} name={name} value={value}>
      {children}
    </Button>
  );
}

/** The field for a code from the authenticator app (sign-in and turning two-factor on). */
export function AuthenticationCodeField({ id, hint }: { id: string; hint: string }) {
  return (
    <Field id={id} label="Authentication code" required hint={hint}>
      {(control) => (
        <Input {...control} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" />
      )}
    </Field>
  );
}
