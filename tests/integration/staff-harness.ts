import type { StaffRole } from "~/server/auth.server";
import type { Database } from "~/server/db/client.server";
import { createStaff } from "~/server/staff/accounts.server";
import { signIn } from "~/server/staff/sign-in.server";
import { type ActionAnswer, answerOf, getDb, routeContext } from "./harness";

/** The origin requests in these tests are addressed to, and the site's own (SITE_URL's default). */
export const SITE_ORIGIN = "http://localhost:3000";

export const STAFF_PASSWORD = "correct horse battery staple";

let counter = 0;

/** A new staff account, signed in (no two-factor): its e-mail and the Cookie header a browser would send. */
export async function signedInStaff(role: StaffRole = "staff", db?: Database) {
  const email = `${role}-${Date.now()}-${++counter}@example.in`;
  const database = db ?? (await getDb());
  const created = await createStaff(database, {
    email,
    name: `${role} ${counter}`,
    role,
    password: STAFF_PASSWORD,
  });
  if (!created.ok) throw new Error(created.error);
  const step = await signIn(database, {
    email,
    password: STAFF_PASSWORD,
    clientAddress: `198.51.100.${counter % 250}`,
  });
  if (step.kind !== "signed-in") throw new Error(`sign-in gave ${step.kind}`);
  return { email, id: created.id, cookie: step.cookies.map((cookie) => cookie.split(";")[0]).join("; ") };
}

/** A request as a browser on the site would send it; `origin: null` leaves Origin out. */
export function staffRequest(
  path: string,
  {
    cookie,
    method = "GET",
    fields,
    origin = SITE_ORIGIN,
    fetchSite,
  }: {
    cookie?: string;
    method?: string;
    fields?: Record<string, string>;
    origin?: string | null;
    /** Sec-Fetch-Site: who asked, as the browser tells ("same-origin", "cross-site", "none") */
    fetchSite?: string;
  } = {},
) {
  const headers = new Headers();
  if (fetchSite) headers.set("sec-fetch-site", fetchSite);
  if (cookie) headers.set("cookie", cookie);
  if (origin && method !== "GET") headers.set("origin", origin);
  const body = fields ? new URLSearchParams(fields) : undefined;
  if (body) headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(`${SITE_ORIGIN}${path}`, { method, headers, body });
}

/** Calls a loader or action with the arguments React Router passes, and returns what it answered or threw. */
export function callRoute(
  handler: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
  clientAddress = "198.51.100.200",
): Promise<ActionAnswer> {
  return answerOf(() =>
    handler({
      request,
      params,
      url: new URL(request.url),
      context: routeContext(clientAddress),
    } as never),
  );
}

/** The Cookie header a browser sends after these Set-Cookie headers (expired ones dropped). */
export const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

/** A form post from a back-office page, as the signed-in browser sends it. */
export const staffPost = (path: string, cookie: string | undefined, fields: Record<string, string>) =>
  staffRequest(path, { method: "POST", cookie, fields });
