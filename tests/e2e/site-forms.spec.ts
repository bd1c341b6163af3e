import type { APIRequestContext, Page, Route } from "@playwright/test";
import { toasts } from "../../app/content/messages";
import { contactForm, expect, expectToast, feedbackForm, test } from "./fixtures";

/*
 * The public forms with JavaScript (app/browser/site-forms.ts, decision 26):
 * the site script, not React, checks and sends them over the server's HTML,
 * with the server's own rules and messages.
 */

const storedSubmissions = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("contactSubmissions") ?? "null") as unknown);

/** The message the server puts under `field` when the form is posted without JavaScript. */
async function serverMessage(
  request: APIRequestContext,
  headers: Record<string, string> | undefined,
  path: string,
  fields: Record<string, string>,
  id: string,
) {
  const response = await request.post(path, { form: fields, headers, maxRedirects: 0 });
  expect(response.status()).toBe(400);
  const html = await response.text();
  const match = new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(html);
  return match?.[1]?.replace(/&#x27;/g, "'").replace(/&amp;/g, "&") ?? null;
}

/** The message shown under a field, or null. */
const shownMessage = (page: Page, id: string) =>
  page.evaluate((errorId) => document.getElementById(errorId)?.textContent ?? null, `${id}-error`);

test("a field is checked as it is left, with the message the server gives for the same text", async ({
  page,
  request,
  extraHTTPHeaders,
  gotoUsable,
}) => {
  await gotoUsable("/contact");
  const f = contactForm(page);
  const valid = { name: "Asha", email: "asha@example.in", phone: "", subject: "", message: "Hello" };

  // Passing through a field without typing in it says nothing yet.
  await f.name.focus();
  await page.keyboard.press("Tab");
  await expect(f.name).not.toHaveAttribute("aria-invalid");

  const cases: Array<[keyof typeof valid, string, string]> = [
    ["email", "asha@example", "contact-email"],
    ["email", "a@b@c.in", "contact-email"],
    ["name", "\u200B \u200D", "contact-name"],
    ["phone", "x".repeat(31), "contact-phone"],
    ["subject", "Tab\there", "contact-subject"],
  ];
  for (const [field, typed, id] of cases) {
    const expected = await serverMessage(
      request,
      extraHTTPHeaders,
      "/contact",
      { ...valid, [field]: typed },
      id,
    );
    expect(expected, `the server refuses ${JSON.stringify(typed)} as ${field}`).toBeTruthy();
    const control = f[field];
    await control.focus();
    // Typed as a visitor would (the phone's maxlength would cut a fill short of the limit's test).
    await control.evaluate((element, value) => {
      (element as HTMLInputElement).removeAttribute("maxlength");
      (element as HTMLInputElement).value = value;
      element.dispatchEvent(new Event("input", { bubbles: true }));
    }, typed);
    await control.blur();
    await expect(control).toHaveAttribute("aria-invalid", "true");
    expect(await shownMessage(page, id)).toBe(expected);
    await expect(control).toHaveAttribute("aria-describedby", `${id}-error`);
    // Styled by the rules the page carries: the message in the error colour, not the text's.
    const colours = await page.evaluate((errorId) => {
      const note = document.getElementById(errorId)!;
      return [getComputedStyle(note).color, getComputedStyle(note.previousElementSibling!).color];
    }, `${id}-error`);
    expect(colours[0]).not.toBe(colours[1]);
    // Put right, the message goes as it is typed, before the field is left.
    await control.fill(valid[field] || "ok");
    await expect(control).not.toHaveAttribute("aria-invalid");
    expect(await shownMessage(page, id)).toBeNull();
    await control.fill(valid[field]);
  }
});

test("the feedback form's messages are the server's too, and a blank form names what is missing", async ({
  page,
  request,
  extraHTTPHeaders,
  gotoUsable,
}) => {
  await gotoUsable("/testimonials");
  const f = feedbackForm(page);
  const expected = await serverMessage(
    request,
    extraHTTPHeaders,
    "/testimonials",
    { name: "Asha", company: "", rating: "5", feedback: "   " },
    "testimonial-feedback",
  );
  await f.name.fill("Asha");
  await f.feedback.fill("   ");
  await f.feedback.blur();
  expect(await shownMessage(page, "testimonial-feedback")).toBe(expected);
  await f.submit.click();
  await expectToast(page, toasts.missingTestimonialFields.title, toasts.missingTestimonialFields.description);
  await expect(f.feedback).toBeFocused();
});

test("a press on Send, straight from a field with a mistake, sends the check at once and is not lost", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/contact");
  const f = contactForm(page);
  // Leaving the e-mail field for the button would show its message and move the button from under
  // the pointer between its press and its release: the press must still be the form's submit.
  await f.email.fill("asha@example");
  await f.submit.click();
  await expectToast(page, toasts.missingContactFields.title, toasts.missingContactFields.description);
  await expect(f.name).toBeFocused();
  await expect(f.email).toHaveAttribute("aria-invalid", "true");
});

/** Holds the form's posts until `release` is called; counts them. */
async function holdPosts(page: Page, path: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const posts: string[] = [];
  await page.route(path, async (route: Route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts.push(route.request().postData() ?? "");
    await released;
    await route.continue();
  });
  return { posts, release };
}

test("the button says it is sending, and pressing it again meanwhile sends nothing more", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/contact");
  const f = contactForm(page);
  const held = await holdPosts(page, "**/contact");
  await f.name.fill("Double Tap");
  await f.email.fill("double@example.in");
  await f.message.fill("Sent once, however often pressed.");
  // A double tap: the second press lands on a button that says it is sending.
  await f.submit.dblclick();
  const busy = f.form.getByRole("button", { name: "Sending…" });
  await expect(busy).toBeDisabled();
  // Not disabled outright: a disabled button would lose the focus, and the reader their place.
  await expect(busy).toBeFocused();
  // And a submission that does not go through the button at all, while the first is on its way.
  await f.form.evaluate((form) => (form as HTMLFormElement).requestSubmit());
  await page.waitForTimeout(300);
  expect(held.posts).toHaveLength(1);
  held.release();
  await expectToast(page, toasts.contactSent.title, toasts.contactSent.description);
  await expect(f.submit).toBeEnabled();
  await expect(f.submit).toHaveText("Send Message");
  expect(held.posts).toHaveLength(1);
  expect(await storedSubmissions(page)).toEqual([expect.objectContaining({ name: "Double Tap" })]);
});

test.describe("what the server answered decides what the form says", () => {
  // The refused and failed posts are logged by the browser, as it logs any failed request.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  /** Opens /contact with its posts answered by `answer` instead of the server, and fills the form. */
  async function contactAnswered(
    page: Page,
    gotoUsable: (url: string) => Promise<unknown>,
    answer: (route: Route) => Promise<void>,
  ) {
    await gotoUsable("/contact");
    await page.route("**/contact", (route) =>
      route.request().method() === "POST" ? answer(route) : route.fallback(),
    );
    return fillContact(page);
  }

  async function fillContact(page: Page) {
    const f = contactForm(page);
    await f.name.fill("Asha Answer");
    await f.email.fill("asha@example.in");
    await f.message.fill("What did the server say?");
    return f;
  }

  test("its redirect, the word that it kept the message, is shown as sent even with no page after it", async ({
    page,
    gotoUsable,
  }) => {
    // The server kept it, and its redirect leads nowhere that answers: still sent.
    const f = await contactAnswered(page, gotoUsable, (route) =>
      route.fulfill({ status: 303, headers: { location: "/nowhere-at-all?sent=1" } }),
    );
    await f.submit.click();
    const sent = await expectToast(page, toasts.contactSent.title, toasts.contactSent.description);
    await expect(sent).toHaveAttribute("data-type", "success");
    await expect(f.name).toHaveValue("");
    expect(await storedSubmissions(page)).toEqual([expect.objectContaining({ name: "Asha Answer" })]);
  });

  for (const [what, answer] of [
    [
      "an error page that is not ours",
      { status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" },
    ],
    ["a plain-text refusal", { status: 413, contentType: "text/plain", body: "Too large" }],
    ["a success status without the redirect", { status: 200, contentType: "text/html", body: "<p>OK</p>" }],
  ] as const) {
    test(`${what} is a failure: the text stays, nothing is kept as sent`, async ({ page, gotoUsable }) => {
      const f = await contactAnswered(page, gotoUsable, (route) => route.fulfill(answer));
      await f.submit.click();
      const failed = await expectToast(page, toasts.contactFailed.title, toasts.contactFailed.description);
      await expect(failed).toHaveAttribute("data-type", "error");
      await expect(f.name).toHaveValue("Asha Answer");
      await expect(f.message).toHaveValue("What did the server say?");
      await expect(page.getByText(toasts.contactSent.title)).toHaveCount(0);
      expect(await storedSubmissions(page)).toBeNull();
      await expect(f.submit).toBeEnabled();
    });
  }

  test("no answer at all says the server could not be reached, and keeps the text", async ({
    page,
    gotoUsable,
  }) => {
    const f = await contactAnswered(page, gotoUsable, (route) => route.abort("internetdisconnected"));
    await f.submit.click();
    await expectToast(page, toasts.serverUnreachable.title, toasts.serverUnreachable.description);
    await expect(f.message).toHaveValue("What did the server say?");
    expect(await storedSubmissions(page)).toBeNull();
  });
});
