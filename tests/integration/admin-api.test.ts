import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as adminAction } from "~/routes/api.admin";
import { isAuthorisedAdminRequest } from "~/server/admin.server";
import { loadContext } from "~/server/context.server";
import { setTestEnv, testServices } from "./harness";

const TOKEN = "a".repeat(64);

function adminRequest(body: unknown, token = TOKEN) {
  return new Request("http://localhost/api/admin", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function call(request: Request, clientAddress = "127.0.0.1", adminToken: string | null = TOKEN) {
  try {
    const context = loadContext(testServices, { clientAddress, adminToken });
    return await adminAction({ request, params: {}, context } as never);
  } catch (thrown) {
    return thrown as { init?: { status?: number } };
  }
}

describe("admin API", () => {
  beforeAll(() => setTestEnv({ DATABASE_URL: undefined, DATA_DIR: "memory://" }), 60_000);
  afterAll(() => setTestEnv({}));

  it("accepts only this machine with the right token", () => {
    expect(isAuthorisedAdminRequest(adminRequest({}), "127.0.0.1", TOKEN)).toBe(true);
    expect(isAuthorisedAdminRequest(adminRequest({}), "::1", TOKEN)).toBe(true);
    expect(isAuthorisedAdminRequest(adminRequest({}), "203.0.113.5", TOKEN)).toBe(false);
    expect(isAuthorisedAdminRequest(adminRequest({}, "b".repeat(64)), "127.0.0.1", TOKEN)).toBe(false);
    expect(isAuthorisedAdminRequest(adminRequest({}, ""), "127.0.0.1", TOKEN)).toBe(false);
    expect(isAuthorisedAdminRequest(adminRequest({}), "127.0.0.1", null)).toBe(false);
  });

  it("looks like a 404 to anyone else", async () => {
    const answer = await call(adminRequest({ command: "messages.list" }), "203.0.113.5");
    expect(answer).toMatchObject({ init: { status: 404 } });
  });

  it("runs a command for the owner's tool", async () => {
    const answer = (await call(adminRequest({ command: "testimonials.list", pending: true }))) as Response;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, testimonials: [] });
  });

  it("answers 400 to unknown commands and broken JSON, 404 to a missing id", async () => {
    expect(((await call(adminRequest({ command: "drop.tables" }))) as Response).status).toBe(400);
    expect(((await call(adminRequest("{not json"))) as Response).status).toBe(400);
    const missing = (await call(adminRequest({ command: "testimonials.approve", id: 999 }))) as Response;
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, error: "No testimonial with id 999." });
    // Beyond the database's integer: refused as a command, not failed as a query.
    const huge = (await call(adminRequest({ command: "testimonials.approve", id: 2 ** 31 }))) as Response;
    expect(huge.status).toBe(400);
  });

  it("refuses addresses no account can have, without a failed query: NUL, too long, what Better Auth refuses", async () => {
    for (const email of ["a\u0000b@example.in", `${"a".repeat(250)}@example.in`, "!@a.aa"]) {
      const created = (await call(
        adminRequest({
          command: "staff.create",
          email,
          name: "Odd",
          password: "correct horse battery",
          role: "staff",
        }),
      )) as Response;
      // Too long for the command (400), or not an address (404 with why): never a failed query.
      expect([400, 404], email).toContain(created.status);
      expect(await created.json(), email).toMatchObject({ ok: false, error: expect.any(String) });
      for (const command of ["staff.remove", "staff.reset-2fa"]) {
        const answer = (await call(adminRequest({ command, email }))) as Response;
        expect([400, 404], `${command} ${email}`).toContain(answer.status);
        expect(await answer.json()).toMatchObject({ ok: false, error: expect.any(String) });
      }
    }
  });
});
