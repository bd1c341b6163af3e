import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { siteUrl } from "~/server/site-env.server";
import { authFor, type StaffRole } from "~/server/auth.server";
import type { Database } from "~/server/db/client.server";
import { staffSessions } from "~/server/db/schema";
import type { SiteServices } from "~/server/services.server";
import { isPasswordChangeRequired } from "~/server/staff/password-policy.server";
import { twoFactorRequired } from "~/server/staff/settings.server";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

export interface StaffSession {
  staff: StaffMember;
  /** When the session was created: a fresh sign-in is needed for sensitive changes */
  signedInAt: Date;
}

/**
 * How long a session lasts from its sign-in, however busy: Better Auth's
 * sessions slide (a week idle, renewed hourly), so a stolen or forgotten one
 * in daily use would otherwise never end.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What the checks below need of the services: the database, opened only for a request with a cookie. */
type Services = Pick<SiteServices, "db">;

/** The signed-in staff member, if the request carries a valid session. */
export async function getStaffSession(request: Request, services: Services): Promise<StaffSession | null> {
  if (!request.headers.get("cookie")) return null;
  const db = await services.db();
  const auth = await authFor(db);
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const { session } = found;
  if (Date.now() - new Date(session.createdAt).getTime() >= SESSION_ABSOLUTE_LIFETIME_MS) {
    // Past its lifetime: gone for good, so that signing in is asked again.
    await db.delete(staffSessions).where(eq(staffSessions.id, session.id));
    return null;
  }
  // The admin and twoFactor plugins add these columns (app/server/db/schema.ts).
  const user = found.user as typeof found.user & { role?: string | null; twoFactorEnabled?: boolean | null };
  return {
    staff: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role === "admin" ? "admin" : "staff",
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    signedInAt: new Date(session.createdAt),
  };
}

/** The origins a state change may come from: the site's own, and the one this request was addressed to. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return origin === new URL(siteUrl()).origin || origin === new URL(request.url).origin;
}

/**
 * Whether staff asked for this page themselves: typed, bookmarked, or a link
 * or form of the back office (Fetch Metadata). A link on another site, in
 * webmail or a chat, says "cross-site" and carries the Lax session cookie
 * all the same, so it must not change anything; a browser too old to say is
 * treated like it.
 */
export function isOwnNavigation(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}

function signInUrl(url: URL) {
  const next = `${url.pathname}${url.search}`;
  return next === "/admin" ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(next)}`;
}

const ENROL_PATH = "/admin/account";

/** A page's session: also whether the password must be changed before anything else. */
export type StaffPageSession = StaffSession & { passwordChangeRequired: boolean };

/**
 * For an admin page's loader: the staff member, or a redirect to sign in;
 * a staff member without the role gets 403; one whose password fails the
 * rules is sent to change it, and one without two-factor while it is
 * required to enrol, both on the account page. `url` is the loader's: the
 * page's address, where the request's may be its data's (`….data`).
 */
export async function requireStaffPage(
  request: Request,
  services: Services,
  { url, role }: { url: URL; role?: "admin" },
): Promise<StaffPageSession> {
  const session = await getStaffSession(request, services);
  if (!session) throw redirect(signInUrl(url));
  if (role && session.staff.role !== role) throw data("Only an admin can open this page.", { status: 403 });
  const path = url.pathname;
  const db = await services.db();
  const passwordChangeRequired = await isPasswordChangeRequired(db, session.staff.id);
  if (passwordChangeRequired && path !== ENROL_PATH) throw redirect(`${ENROL_PATH}?change-password=1`);
  if (path !== ENROL_PATH && (await mustEnrolFirst(session, db))) {
    throw redirect(`${ENROL_PATH}?required=1`);
  }
  return { ...session, passwordChangeRequired };
}

/**
 * For an admin action or data endpoint: refused with 403 from a foreign
 * origin (state changes only), 401 without a session, 403 without the role,
 * 403 while the password must be changed (except to change it), and 403
 * without two-factor while it is required (except to turn it on): what
 * requireStaffPage sends to the account page, refused here.
 */
export async function requireStaffAction(
  request: Request,
  services: Services,
  {
    role,
    readOnly = false,
    enrolling = false,
    changingPassword = false,
  }: { role?: "admin"; readOnly?: boolean; enrolling?: boolean; changingPassword?: boolean } = {},
): Promise<StaffSession> {
  if (!readOnly && !isSameOrigin(request)) {
    throw data({ error: "This request did not come from the site." }, { status: 403 });
  }
  const session = await getStaffSession(request, services);
  if (!session) throw data({ error: "Please sign in." }, { status: 401 });
  if (role && session.staff.role !== role) {
    throw data({ error: "Only an admin can do this." }, { status: 403 });
  }
  const db = await services.db();
  // Reading data too: an export must not be a way around a new password or enrolling.
  if (!changingPassword && (await isPasswordChangeRequired(db, session.staff.id)))
    throw data({ error: CHANGE_PASSWORD_FIRST }, { status: 403 });
  if (!enrolling && (await mustEnrolFirst(session, db))) throw data({ error: ENROL_FIRST }, { status: 403 });
  return session;
}

export const CHANGE_PASSWORD_FIRST = "Choose a new password first, on your account page.";
export const ENROL_FIRST = "Turn on two-factor sign-in first.";

/** A staff member who must turn two-factor on before anything else (an admin requires it). */
export async function mustEnrolFirst(session: StaffSession, db: Database): Promise<boolean> {
  return !session.staff.twoFactorEnabled && (await twoFactorRequired(db));
}

/** Whether a sign-in is recent enough for a password change or turning two-factor off. */
export function isFresh(session: StaffSession, now = Date.now()) {
  return now - session.signedInAt.getTime() < 10 * 60 * 1000;
}
