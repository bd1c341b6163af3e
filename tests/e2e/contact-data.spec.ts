import { contactForm, expect, expectToast, test } from "./fixtures";
import { admin, linesNamed, uniqueName } from "./server";

/**
 * The contact form's messages reach the owner's inbox (`messages list`),
 * with and without JavaScript, and only once.
 */

const SENT = {
  title: "Message Sent Successfully!",
  description: "Thank you for contacting us! We'll get back to you within 24 hours.",
};
const MISSING = {
  title: "Missing Information",
  description: "Please fill in all required fields (Name, Email, and Message).",
};
const INVALID_EMAIL = { title: "Invalid Email", description: "Please enter a valid email address." };

/** The inbox entry of the message from `name`: its header line and the lines under it. */
function inboxEntries(listing: string, name: string): string[][] {
  const entries: string[][] = [];
  let current: string[] | null = null;
  for (const line of listing.split("\n")) {
    if (line.startsWith("#")) {
      current = line.includes(`  ${name} <`) ? [line] : null;
      if (current) entries.push(current);
    } else if (current && line.trim()) {
      current.push(line.trim());
    }
  }
  return entries;
}

test("messages sent with JavaScript are confirmed, appended in the browser and in the owner's inbox", async ({
  page,
  gotoUsable,
}, testInfo) => {
  const name = uniqueName(testInfo, "Anita Inbox");
  const second = uniqueName(testInfo, "Second Sender");
  const message = `Please call me about a website.\nSecond line from ${name}.`;

  await gotoUsable("/contact");
  const f = contactForm(page);
  await f.name.fill(name);
  await f.email.fill("anita@example.in");
  await f.phone.fill("+91 98765 43210");
  await f.subject.fill("New website");
  await f.message.fill(message);
  await f.submit.click();

  await expectToast(page, SENT.title, SENT.description);
  for (const field of [f.name, f.email, f.phone, f.subject, f.message]) await expect(field).toHaveValue("");

  // A second message from the same page: the browser's list grows.
  await f.name.fill(second);
  await f.email.fill("second@example.in");
  await f.message.fill("Only the required fields.");
  await f.submit.click();
  await expect(f.name).toHaveValue("");
  await expectToast(page, SENT.title, SENT.description);

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("contactSubmissions") ?? "null"));
  const when = { id: expect.any(Number), timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) };
  expect(stored).toEqual([
    { name, email: "anita@example.in", phone: "+91 98765 43210", subject: "New website", message, ...when },
    {
      name: second,
      email: "second@example.in",
      phone: "",
      subject: "",
      message: "Only the required fields.",
      ...when,
    },
  ]);
  expect(stored[0].id).toBe(Date.parse(stored[0].timestamp));
  expect(stored[1].id).toBeGreaterThanOrEqual(stored[0].id);

  const inbox = await admin("messages", "list");
  const entries = inboxEntries(inbox, name);
  expect(entries).toHaveLength(1);
  const [header, ...body] = entries[0] ?? [];
  expect(header).toMatch(/^#\d+\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+/);
  expect(header).toContain(`${name} <anita@example.in> +91 98765 43210`);
  expect(body).toEqual(["Subject: New website", `Please call me about a website. Second line from ${name}.`]);
  expect(inboxEntries(inbox, second)).toEqual([
    [expect.stringContaining(`${second} <second@example.in>`), "Only the required fields."],
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message lands on the sent notice, and reloading it sends nothing again", async ({
    page,
  }, testInfo) => {
    const name = uniqueName(testInfo, "Plain Post Pooja");
    await page.goto("/contact");
    const f = contactForm(page);
    await expect(f.name).toHaveAttribute("maxlength", "100");
    await expect(f.email).toHaveAttribute("maxlength", "254");
    await expect(f.phone).toHaveAttribute("maxlength", "30");
    await expect(f.subject).toHaveAttribute("maxlength", "150");
    await expect(f.message).toHaveAttribute("maxlength", "5000");
    await f.name.fill(name);
    await f.email.fill("pooja@example.in");
    await f.message.fill("Sent from a browser without JavaScript.");
    await f.submit.click();

    await expect(page).toHaveURL(/\/contact\?sent=1&ref=OS-\d{4}-\d{4,}#contact-form$/);
    const notice = page.getByRole("status").filter({ hasText: SENT.title });
    await expect(notice).toContainText(SENT.description);
    await expect(contactForm(page).name).toHaveValue("");

    await page.reload();
    await expect(notice).toBeVisible();
    const entries = inboxEntries(await admin("messages", "list"), name);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.[0]).toContain(`${name} <pooja@example.in>`);
    expect(entries[0]?.slice(1)).toEqual(["Sent from a browser without JavaScript."]);
  });

  test("the same message sent twice is confirmed both times and reaches the inbox once", async ({
    page,
  }, testInfo) => {
    // A visitor on a slow phone taps Send again, or goes back and sends the form once more.
    const name = uniqueName(testInfo, "Twice Tapping Tara");
    for (let time = 1; time <= 2; time++) {
      await page.goto("/contact");
      const f = contactForm(page);
      await f.name.fill(name);
      await f.email.fill("tara@example.in");
      await f.message.fill("Is the SEO plan monthly?");
      await f.submit.click();
      await expect(page).toHaveURL(/\/contact\?sent=1&ref=OS-\d{4}-\d{4,}#contact-form$/);
      await expect(page.getByRole("status").filter({ hasText: SENT.title })).toContainText(SENT.description);
    }
    const entries = inboxEntries(await admin("messages", "list"), name);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.slice(1)).toEqual(["Is the SEO plan monthly?"]);
  });

  test("missing fields and a bad address come back with the notices, inline errors and the input", async ({
    page,
    submitRefused,
  }) => {
    await page.goto("/contact");
    const f = contactForm(page);
    // "asha@example" passes the browser's own e-mail check but not ours (no dot after the @).
    await f.name.fill("   ");
    await f.email.fill("asha@example");
    await f.subject.fill("Kept subject");
    await f.message.fill("   ");
    await submitRefused(f, MISSING);
    await expect(f.form.getByText("Please enter your name.")).toBeVisible();
    await expect(f.form.getByText("Please enter your message.")).toBeVisible();
    await expect(f.form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(f.email).toHaveValue("asha@example");
    await expect(f.subject).toHaveValue("Kept subject");

    await f.name.fill("Asha Verma");
    await f.message.fill("Hello");
    await submitRefused(f, INVALID_EMAIL);
    await expect(f.form.getByText("Please enter your name.")).toHaveCount(0);
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveValue("Asha Verma");
    await expect(f.message).toHaveValue("Hello");
  });
});

test("a bot that fills the hidden field is sent to the thank-you page, and nothing is stored", async ({
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const name = uniqueName(testInfo, "Contact Bot");
  const response = await request.post("/contact", {
    form: { name, email: "bot@example.com", message: "Cheap watches", website: "https://spam.example" },
    headers: extraHTTPHeaders,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  // Nothing stored, so no reference number.
  expect(response.headers().location).toBe("/contact?sent=1#contact-form");
  expect(inboxEntries(await admin("messages", "list"), name)).toEqual([]);
});

test("the sixth message in ten minutes gets 429 with a Retry-After and says when to try again", async ({
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const form = {
    name: uniqueName(testInfo, "Busy Sender"),
    email: "busy@example.in",
    phone: "",
    subject: "",
    message: "Once more.",
  };
  const post = () => request.post("/contact", { form, headers: extraHTTPHeaders, maxRedirects: 0 });
  for (let n = 1; n <= 5; n++) expect((await post()).status(), `message ${n}`).toBe(303);
  const limited = await post();
  expect(limited.status()).toBe(429);
  const retryAfter = Number(limited.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(9 * 60);
  expect(retryAfter).toBeLessThanOrEqual(10 * 60);
  const html = await limited.text();
  expect(html).toContain("Too Many Submissions");
  expect(html).toContain("Please try again in 10 minutes.");
  // What was typed comes back in the form.
  expect(html).toContain(form.name);
});

test("PUT, PATCH and DELETE to a form page answer 405 and store nothing", async ({
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const name = uniqueName(testInfo, "Other Method");
  const forms = {
    "/contact": { name, email: "method@example.in", message: "Sent with another method." },
    "/testimonials": { name, rating: "5", feedback: "Sent with another method.", consent: "yes" },
  };
  for (const [path, form] of Object.entries(forms)) {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await request.fetch(path, {
        method,
        form,
        headers: extraHTTPHeaders,
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow, `${method} ${path}`).toBe("GET, HEAD, POST");
    }
  }
  expect(inboxEntries(await admin("messages", "list"), name)).toEqual([]);
  expect(linesNamed(await admin("testimonials", "list", "--pending"), name)).toEqual([]);
});

test("behind a proxy, a post is accepted from the site's public origin or the origin the proxy forwards, and refused from any other", async ({
  request,
  extraHTTPHeaders,
}, testInfo) => {
  const post = (name: string, headers: Record<string, string>) =>
    request.post("/contact", {
      form: { name, email: "proxy@example.com", message: "Sent through the proxy." },
      headers: { ...extraHTTPHeaders, ...headers },
      maxRedirects: 0,
    });
  // A proxy that forwards neither Host nor X-Forwarded-Proto: the request arrives addressed to
  // this server, the browser's Origin is SITE_URL's (http://localhost:3000 in the tests).
  const plain = uniqueName(testInfo, "Plain Proxy");
  expect((await post(plain, { Origin: "http://localhost:3000" })).status()).toBe(303);
  // One that forwards them (TRUST_PROXY trusts this machine in the tests).
  const forwarded = uniqueName(testInfo, "Forwarding Proxy");
  const viaProxy = { "X-Forwarded-Host": "shop.example.in", "X-Forwarded-Proto": "https" };
  expect((await post(forwarded, { ...viaProxy, Origin: "https://shop.example.in" })).status()).toBe(303);
  // A page on another site posting here.
  const foreign = uniqueName(testInfo, "Foreign Origin");
  expect((await post(foreign, { Origin: "https://evil.example" })).status()).toBe(400);
  expect((await post(foreign, { ...viaProxy, Origin: "https://evil.example" })).status()).toBe(400);

  const inbox = await admin("messages", "list");
  expect(inboxEntries(inbox, plain)).toHaveLength(1);
  expect(inboxEntries(inbox, forwarded)).toHaveLength(1);
  expect(inboxEntries(inbox, foreign)).toEqual([]);
});
