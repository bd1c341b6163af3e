import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { STAFF_PASSWORD } from "./admin-support";
import { adminOn, freshDatabase, type SpawnedServer, startServer } from "./server";

/*
 * Two server instances on different ports, one Postgres database: a visitor,
 * a staff member and the owner see one site. Notifications shared between
 * instances are in notification-delivery.spec.ts ("two instances on one
 * database: 50 submissions spread over both, exactly 50 e-mails").
 */

test.describe.configure({ timeout: 120_000 });

let database: Awaited<ReturnType<typeof freshDatabase>>;
let one: SpawnedServer;
let two: SpawnedServer;

test.beforeAll(async () => {
  database = await freshDatabase();
  // The instances stand behind one proxy on this machine, which says who the visitor is.
  const env = { DATABASE_URL: database.url, TRUST_PROXY: "loopback" };
  one = await startServer(env, { readyPath: "/readyz" });
  two = await startServer(env, { readyPath: "/readyz" });
});

test.afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.drop();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.50" },
  body: new URLSearchParams(fields),
});

test("the rate limit counts a visitor's posts to either instance together", async () => {
  const post = (server: SpawnedServer, n: number) =>
    fetch(
      `${server.url}/contact`,
      form({
        name: `Twice ${n}`,
        email: "twice@example.in",
        message: "Sent to whichever instance answered.",
      }),
    ).then((response) => response.status);
  const statuses = [];
  for (let n = 0; n < 6; n++) statuses.push(await post(n % 2 === 0 ? one : two, n));
  expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
});

/** A new admin, made with the owner's tool, signed in on `server`: the session cookie. */
async function signedInAdmin(server: SpawnedServer, name: string) {
  const email = `two-instances-${randomBytes(4).toString("hex")}@example.in`;
  process.env.STAFF_PASSWORD = STAFF_PASSWORD;
  await adminOn(one.dataDir, "staff", "create", "--email", email, "--name", name, "--role", "admin");
  const signIn = await fetch(`${server.url}/admin/sign-in`, {
    ...form({ email, password: STAFF_PASSWORD }),
    headers: { ...form({}).headers, origin: server.url },
  });
  expect(signIn.status).toBe(302);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token=");
  return cookie;
}

test("a staff member signed in on one instance is signed in on the other, and signed out on both", async () => {
  const cookie = await signedInAdmin(one, "Two Instances");

  const dashboard = await fetch(`${two.url}/admin`, { headers: { cookie }, redirect: "manual" });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain("Hello, Two Instances");

  const signOut = await fetch(`${two.url}/admin/sign-out`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: two.url },
  });
  expect([302, 303]).toContain(signOut.status);
  const afterwards = await fetch(`${one.url}/admin`, { headers: { cookie }, redirect: "manual" });
  expect(afterwards.status).toBe(302);
  expect(afterwards.headers.get("location")).toMatch(/\/admin\/sign-in/);
});

test("a testimonial approved through one instance shows on the other's cached page at once", async () => {
  const name = `Cached Elsewhere ${Date.now()}`;
  const sent = await fetch(
    `${two.url}/testimonials`,
    form({ name, rating: "5", feedback: "Approved on one server, shown by the other.", consent: "yes" }),
  );
  expect(sent.status).toBe(303);
  // The second instance has the page in its cache (kept for five seconds).
  const before = await fetch(`${two.url}/testimonials`).then((response) => response.text());
  expect(before).not.toContain(name);

  const listing = await adminOn(one.dataDir, "testimonials", "list", "--pending");
  const id = new RegExp(`^#(\\d+)\\s.*${name}`, "m").exec(listing)?.[1];
  expect(id, listing).toBeDefined();
  // Approved in the first instance's back office: a request, not a process to start, so
  // the timing below does not depend on how fast this machine starts one.
  const cookie = await signedInAdmin(one, "Moderator");
  const approve = () =>
    fetch(`${one.url}/admin/testimonials`, {
      ...form({ intent: "approve", id: id! }),
      headers: { ...form({}).headers, origin: one.url, cookie },
    });
  // A fresh copy in the second instance's cache, good for five seconds unless it is told otherwise.
  const page = () => fetch(`${two.url}/testimonials`).then((response) => response.text());
  await page();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const cachedAt = Date.now();
  expect(await page()).not.toContain(name);

  expect((await approve()).status).toBe(200);
  await expect.poll(page, { timeout: 1_500, intervals: [100] }).toContain(name);
  // Had the second instance not been told, its copy would still have been served.
  expect(Date.now() - cachedAt).toBeLessThan(4_500);
});
