/*
 * For the sign-in page to say "You have signed out." once: signing out sets this
 * cookie (routes/admin/sign-out.tsx), the sign-in page reads and clears it
 * (routes/admin/sign-in.tsx). A cookie, not a query flag, so the page's address
 * stays /admin/sign-in. A minute is plenty for the redirect it accompanies; Path
 * /admin also covers the page's data request (/admin/sign-in.data).
 */
const SIGNED_OUT_COOKIE = "staff_signed_out";
const LIFETIME_SECONDS = 60;

function cookie(request: Request, value: string, maxAge: number) {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${SIGNED_OUT_COOKIE}=${value}; Path=/admin; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function setSignedOut(headers: Headers, request: Request) {
  headers.append("Set-Cookie", cookie(request, "1", LIFETIME_SECONDS));
}

export function clearSignedOut(headers: Headers, request: Request) {
  headers.append("Set-Cookie", cookie(request, "", 0));
}

/** Whether this browser has just signed out (and not yet been told). */
export const hasSignedOut = (request: Request) =>
  (request.headers.get("Cookie") ?? "").split(";").some((pair) => pair.trim() === `${SIGNED_OUT_COOKIE}=1`);
