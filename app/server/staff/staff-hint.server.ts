import { STAFF_HINT_COOKIE } from "~/lib/admin";

/*
 * Public pages are static and make no request for visitors. Signing in also
 * sets this hint (not httpOnly, no secret in it); only when it is present
 * does a page ask /admin/summary.json for the staff bar.
 */
const WEEK = 7 * 24 * 60 * 60;

function cookie(request: Request, value: string, maxAge: number) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${STAFF_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function setStaffHint(headers: Headers, request: Request) {
  headers.append("Set-Cookie", cookie(request, "1", WEEK));
}

export function clearStaffHint(headers: Headers, request: Request) {
  headers.append("Set-Cookie", cookie(request, "", 0));
}
