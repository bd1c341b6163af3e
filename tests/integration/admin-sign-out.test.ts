import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as signOut } from "~/routes/admin/sign-out";
import { loader as signInPage } from "~/routes/admin/sign-in";
import { drivers } from "./harness";
import { callRoute, signedInStaff, staffRequest } from "./staff-harness";

/*
 * Signing out says so once on the sign-in page, through a short-lived cookie
 * (server/staff/signed-out.server.ts): set by the sign-out action, read and
 * cleared by the sign-in page.
 */

/** The Set-Cookie header for `name` among `headers`: its value and its attributes, in any order. */
function setCookie(headers: Headers, name: string) {
  const found = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no Set-Cookie for ${name} in ${JSON.stringify(headers.getSetCookie())}`);
  const [pair = "", ...attributes] = found.split(";").map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes: attributes.sort() };
}

const SIGNED_OUT = "staff_signed_out";

describe.each(drivers)("signing out on $name", (driver) => {
  beforeAll(() => driver.setUp(), 60_000);
  afterAll(() => driver.tearDown());

  it("leaves a one-minute cookie for the sign-in page: HttpOnly, Path=/admin, SameSite=Lax", async () => {
    const { cookie } = await signedInStaff();
    const answer = await callRoute(signOut, staffRequest("/admin/sign-out", { method: "POST", cookie }));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/sign-in");
    expect(setCookie(answer.headers, SIGNED_OUT)).toEqual({
      value: "1",
      attributes: ["HttpOnly", "Max-Age=60", "Path=/admin", "SameSite=Lax"],
    });
  });

  it("marks it Secure over HTTPS", async () => {
    const origin = "https://shop.example";
    const request = new Request(`${origin}/admin/sign-out`, { method: "POST", headers: { origin } });
    const answer = await callRoute(signOut, request);
    expect(answer.status).toBe(302);
    expect(setCookie(answer.headers, SIGNED_OUT).attributes).toEqual([
      "HttpOnly",
      "Max-Age=60",
      "Path=/admin",
      "SameSite=Lax",
      "Secure",
    ]);
  });

  it("is read by the sign-in page once: said, cleared, and the page kept by no cache", async () => {
    const told = await callRoute(signInPage, staffRequest("/admin/sign-in", { cookie: `${SIGNED_OUT}=1` }));
    expect(told.body).toEqual({ signedOut: true });
    expect(told.headers.get("Cache-Control")).toBe("private, no-store");
    expect(setCookie(told.headers, SIGNED_OUT)).toEqual({
      value: "",
      attributes: ["HttpOnly", "Max-Age=0", "Path=/admin", "SameSite=Lax"],
    });

    const plain = await callRoute(signInPage, staffRequest("/admin/sign-in"));
    expect(plain.body).toEqual({ signedOut: false });
    expect(plain.headers.getSetCookie()).toEqual([]);
  });
});
