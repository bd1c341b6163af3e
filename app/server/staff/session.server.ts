import { data, redirect } from "react-router";
import { site } from "~/config/site";
import { getAuth, type StaffRole } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
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

/** The signed-in staff member, if the request carries a valid session. */
export async function getStaffSession(request: Request): Promise<StaffSession | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const { session } = found;
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
  return origin === new URL(site.url).origin || origin === new URL(request.url).origin;
}

function signInUrl(request: Request) {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  return next === "/admin" ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(next)}`;
}

const ENROL_PATH = "/admin/account";

/**
 * For an admin page's loader: the staff member, or a redirect to sign in;
 * a staff member without the role gets 403, one without two-factor while
 * it is required is sent to enrol first.
 */
export async function requireStaffPage(request: Request, role?: "admin"): Promise<StaffSession> {
  const session = await getStaffSession(request);
  if (!session) throw redirect(signInUrl(request));
  if (role && session.staff.role !== role) throw data("Only an admin can open this page.", { status: 403 });
  const path = new URL(request.url).pathname;
  if (!session.staff.twoFactorEnabled && path !== ENROL_PATH && (await twoFactorRequired(await getDb()))) {
    throw redirect(`${ENROL_PATH}?required=1`);
  }
  return session;
}

/**
 * For an admin action or data endpoint: refused with 403 from a foreign
 * origin (state changes only), 401 without a session, 403 without the role,
 * and 403 without two-factor while it is required (except to turn it on).
 */
export async function requireStaffAction(
  request: Request,
  {
    role,
    readOnly = false,
    enrolling = false,
  }: { role?: "admin"; readOnly?: boolean; enrolling?: boolean } = {},
): Promise<StaffSession> {
  if (!readOnly && !isSameOrigin(request)) {
    throw data({ error: "This request did not come from the site." }, { status: 403 });
  }
  const session = await getStaffSession(request);
  if (!session) throw data({ error: "Please sign in." }, { status: 401 });
  if (role && session.staff.role !== role) {
    throw data({ error: "Only an admin can do this." }, { status: 403 });
  }
  // Reading data too: an export must not be a way around enrolling.
  if (!enrolling && !session.staff.twoFactorEnabled && (await twoFactorRequired(await getDb()))) {
    throw data({ error: "Turn on two-factor sign-in first." }, { status: 403 });
  }
  return session;
}

/** Whether a sign-in is recent enough for a password change or turning two-factor off. */
export function isFresh(session: StaffSession, now = Date.now()) {
  return now - session.signedInAt.getTime() < 10 * 60 * 1000;
}
