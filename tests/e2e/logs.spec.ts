import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type SpawnedServer, startServer } from "./server";

/*
 * The server's log (app/server/log.server.ts): JSON, one object a line, on
 * stdout; every line about a request names it; nothing a visitor typed.
 */

let server: SpawnedServer;
test.beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "loopback" }, { readyPath: "/readyz" });
});
test.afterAll(async () => server?.stop());

interface LogLine {
  level: string;
  time: string;
  msg: string;
  requestId?: string;
  [key: string]: unknown;
}

const lines = () =>
  server
    .stdout()
    .split("\n")
    .filter((line) => line !== "");

test("every line is JSON, every request has an id on each of its lines, and no visitor's words are in it", async ({
  request,
}) => {
  const secret = randomBytes(6).toString("hex");
  const visitor = {
    name: `Logcheck ${secret}`,
    email: `log-${secret}@example.com`,
    phone: "9876501234",
    message: `Please call me about ${secret}, my PAN is ABCDE${secret}`,
  };
  const sent = await request.post(`${server.url}/contact?subject=${secret}`, {
    form: visitor,
    headers: { "X-Forwarded-For": "198.51.100.77" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const requestId = sent.headers()["x-request-id"];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const failed = await request.post(`${server.url}/testimonials`, {
    form: { name: visitor.name, rating: "9", feedback: visitor.message },
    maxRedirects: 0,
  });
  expect(failed.status()).toBe(400);
  await request.get(`${server.url}/no-such-page?email=${visitor.email}`);
  // An invitation's link is a secret: its token never reaches the log.
  const invitation = await request.get(`${server.url}/admin/invite/${secret}invite`);
  expect(invitation.status()).toBeLessThan(500);
  // So is a privacy request's, in either language.
  for (const path of ["/privacy/request/", "/hi/privacy/request/"]) {
    expect((await request.get(`${server.url}${path}${secret}link`)).status()).toBeLessThan(500);
  }
  // A proxy we trust may hand us its id, so its log and ours meet.
  const given = `proxy-${secret}`;
  expect(
    (await request.get(`${server.url}/`, { headers: { "X-Request-Id": given } })).headers()["x-request-id"],
  ).toBe(given);

  await expect.poll(() => lines().filter((line) => line.includes(given)).length).toBeGreaterThan(0);
  const parsed = lines().map((line) => JSON.parse(line) as LogLine);
  for (const line of parsed) {
    expect(typeof line.level).toBe("string");
    expect(Date.parse(line.time)).not.toBeNaN();
  }
  const requests = parsed.filter((line) => line.msg === "request");
  expect(requests.length).toBeGreaterThanOrEqual(4);
  for (const line of requests) expect(line.requestId, JSON.stringify(line)).toMatch(/^[\w.:-]{8,128}$/);
  expect(requests.find((line) => line.requestId === requestId)).toMatchObject({
    method: "POST",
    path: "/contact",
    status: 303,
  });
  expect(requests.find((line) => line.requestId === given)).toMatchObject({
    method: "GET",
    path: "/",
    status: 200,
  });

  const log = server.stdout();
  for (const typed of [secret.slice(0, 12), visitor.email, visitor.phone, "198.51.100.77"]) {
    // The id the proxy gave holds the secret by design: look at everything but it.
    expect(log.replaceAll(given, ""), typed).not.toContain(typed);
  }
});

test("a form posted from another site is refused with one warning a request, no error and no stack", async ({
  request,
}) => {
  const posts = ["/contact", "/testimonials", "/admin/sign-in", "/admin/messages/1"];
  const ids: string[] = [];
  for (const origin of ["https://evil.example", "null"]) {
    for (const path of posts) {
      const answer = await request.post(`${server.url}${path}`, {
        form: { name: "Cross", email: "cross@example.in", message: "From elsewhere", intent: "archive" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(answer.status(), `${origin} ${path}`).toBe(400);
      ids.push(answer.headers()["x-request-id"]!);
    }
  }
  await expect
    .poll(
      () =>
        lines().filter((line) => ids.some((id) => line.includes(id)) && line.includes('"request"')).length,
    )
    .toBe(ids.length);
  const parsed = lines().map((line) => JSON.parse(line) as LogLine);
  for (const id of ids) {
    const about = parsed.filter((line) => line.requestId === id && line.msg !== "request");
    expect(about, id).toHaveLength(1);
    expect(about[0]).toMatchObject({ level: "warn", msg: "A post from another origin was refused" });
    expect(JSON.stringify(about[0])).not.toMatch(/stack|"err"/);
  }
  expect(parsed.filter((line) => line.level === "error")).toEqual([]);
});
