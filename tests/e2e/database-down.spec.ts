import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { contactForm, expect, expectToast, feedbackForm, test } from "./fixtures";
import { freshDatabase, type SpawnedServer, startServer } from "./server";

/**
 * A second server whose database goes away once it has started (a proxy in
 * between is cut): the pages must still work from the content it read, say
 * clearly that nothing was loaded or saved, and keep what the visitor typed.
 * And a server that starts while its database is down (nothing listens on
 * port 1) serves no page as if it were the owner's content.
 */

const LOAD_FAILED = "Could not load testimonials. Please try again later.";
const SAVE_FAILED = "Could not save your testimonial. Please try again.";
const NOT_SENT = {
  title: "Message Not Sent",
  description: "We couldn't save your message. Please try again in a moment, or call us.",
};

let server: SpawnedServer;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let proxy: TcpProxy;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  database = await freshDatabase();
  const target = new URL(database.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.host = `127.0.0.1:${proxy.port}`;
  server = await startServer({ DATABASE_URL: target.toString() }, { readyPath: "/readyz" });
  // Every page the content makes is rendered once the content is read: / is kept before the cut.
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  await proxy.cut();
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
});

test("the server is alive but not ready: /healthz answers 200, /readyz 503", async ({ request }) => {
  const alive = await request.get(`${server.url}/healthz`);
  expect(alive.status()).toBe(200);
  expect(await alive.json()).toEqual({ status: "ok" });
  const ready = await request.get(`${server.url}/readyz`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toEqual({ status: "unavailable", content: "loaded" });
  expect(ready.headers()["cache-control"]).toBe("no-store");
});

test("the published pages answer 200 from the content read at start", async ({ request }) => {
  for (const path of ["/", "/about", "/services", "/careers", "/contact", "/sitemap.xml"]) {
    const response = await request.get(`${server.url}${path}`);
    expect(response.status(), path).toBe(200);
  }
});

test("a server that starts while its database is down says so, and shows no page as the owner's", async ({
  request,
}) => {
  const down = await startServer(
    { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nothing" },
    { readyPath: "/healthz" },
  );
  try {
    const ready = await request.get(`${down.url}/readyz`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", content: "unavailable" });
    for (const path of ["/", "/contact", "/sitemap.xml"]) {
      const response = await request.get(`${down.url}${path}`);
      expect(response.status(), path).toBe(503);
      expect(response.headers()["retry-after"], path).toBe("10");
      // Not the placeholder business of a new site: nothing of the content at all.
      expect(await response.text(), path).not.toContain("98765 43210");
    }
  } finally {
    await down.stop();
  }
});

test("the testimonials page still renders, with the error state and toast, never a 500", async ({ page }) => {
  const response = await page.goto(`${server.url}/testimonials`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Testimonials");
  await expect(feedbackForm(page).form).toBeVisible();

  const reviews = page.getByRole("region", { name: "What Our Clients Say" });
  const errorState = reviews.getByRole("alert");
  await expect(errorState).toContainText(LOAD_FAILED);
  await expect(errorState).toContainText("You can still share your own feedback below.");
  await expect(reviews.getByRole("figure")).toHaveCount(0);
  await expect(reviews.getByText("No testimonials yet", { exact: false })).toHaveCount(0);
  await expectToast(page, LOAD_FAILED);

  // The server logs why.
  const logged = () =>
    server
      .stdout()
      .split("\n")
      .filter((line) => line.includes('"msg":"Could not load testimonials"'))
      .map((line) => JSON.parse(line) as { level: string; err?: unknown });
  await expect.poll(() => logged().length).toBeGreaterThan(0);
  expect(logged()[0]!.level).toBe("error");
  expect(JSON.stringify(logged()[0]!.err)).toMatch(/ECONNREFUSED|terminated|Connection/);
});

test("a testimonial that cannot be stored is not confirmed, and the text stays in the form", async ({
  page,
  gotoUsable,
  submitExpecting,
}) => {
  await gotoUsable(`${server.url}/testimonials`);
  const f = feedbackForm(page);
  await f.name.fill("Kiran Offline");
  await f.company.fill("Lost Packets Ltd");
  await f.pickStar(2);
  await f.feedback.fill("This should not be lost.");
  await f.consent.check();
  await submitExpecting(f.submit, 503);

  await expectToast(page, SAVE_FAILED);
  await expect(f.name).toHaveValue("Kiran Offline");
  await expect(f.company).toHaveValue("Lost Packets Ltd");
  await expect(f.feedback).toHaveValue("This should not be lost.");
  await expect(f.star(2)).toBeChecked();
  await expect(page.getByText("Thank you for your feedback!")).toHaveCount(0);
  await expect(f.submit).toBeEnabled();
});

test("a contact message that cannot be stored is not claimed as sent, nor kept as sent in the browser", async ({
  page,
  gotoUsable,
  submitExpecting,
}) => {
  await gotoUsable(`${server.url}/contact`);
  const f = contactForm(page);
  await f.name.fill("Kiran Offline");
  await f.email.fill("kiran@example.in");
  await f.phone.fill("+91 90000 00000");
  await f.subject.fill("Website");
  await f.message.fill("Please keep this text.");
  await submitExpecting(f.submit, 503);

  await expectToast(page, NOT_SENT.title, NOT_SENT.description);
  await expect(f.name).toHaveValue("Kiran Offline");
  await expect(f.email).toHaveValue("kiran@example.in");
  await expect(f.phone).toHaveValue("+91 90000 00000");
  await expect(f.subject).toHaveValue("Website");
  await expect(f.message).toHaveValue("Please keep this text.");
  await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("contactSubmissions"))).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact message that cannot be stored comes back with the notice and the text", async ({
    page,
    submitRefused,
  }) => {
    await page.goto(`${server.url}/contact`);
    const f = contactForm(page);
    await f.name.fill("Kiran Offline");
    await f.email.fill("kiran@example.in");
    await f.message.fill("Plain form, no database.");
    await submitRefused(f, NOT_SENT, 503);
    await expect(f.name).toHaveValue("Kiran Offline");
    await expect(f.email).toHaveValue("kiran@example.in");
    await expect(f.message).toHaveValue("Plain form, no database.");
    await expect(page).not.toHaveURL(/sent=1/);
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
  });
});
