import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectToast, feedbackForm, test } from "./fixtures";
import { admin, linesNamed, pendingTestimonial, type SpawnedServer, startServer, uniqueName } from "./server";

/**
 * Other tests (and the other project, in parallel) add testimonials too: every check looks for the
 * names its test made, never at the whole list.
 */

const MISSING = { title: "⚠️ Missing Information", description: "Please fill in your name and feedback." };
const SENT = {
  title: "Thank you for your feedback!",
  description: "Your testimonial has been submitted for review.",
};
const CHECK_FORM = {
  title: "Please Check the Form",
  description: "Some fields need your attention; see the messages next to them.",
};
const EMPTY_STATE = "No testimonials yet. Be the first to share your experience!";

function reviews(page: Page) {
  return page.getByRole("region", { name: "What Our Clients Say" });
}

/** The public card of the testimonial by `name`. */
function card(page: Page, name: string) {
  return reviews(page).getByRole("figure").filter({ hasText: name });
}

/** A plain form POST, the way a browser without JavaScript (or a bot) sends it. */
function postTestimonial(
  request: APIRequestContext,
  headers: Record<string, string> | undefined,
  fields: Record<string, string>,
) {
  // Agreed to being shown unless the test says otherwise (issue 27).
  return request.post("/testimonials", { form: { consent: "yes", ...fields }, headers, maxRedirects: 0 });
}

/** A testimonial from `name`, no company, sent and awaiting review. */
async function sendTestimonial(
  request: APIRequestContext,
  headers: Record<string, string> | undefined,
  name: string,
  rating: string,
) {
  const response = await postTestimonial(request, headers, {
    name,
    company: "",
    rating,
    feedback: `Feedback from ${name}.`,
  });
  expect(response.status(), name).toBe(303);
}

test.describe("with JavaScript", () => {
  test("a submission is confirmed, clears the form and stays private until the owner approves it", async ({
    page,
    gotoUsable,
  }, testInfo) => {
    test.slow(); // the owner's tool starts a process per command
    const name = uniqueName(testInfo, "Meera Approved");
    const company = `Chai Point ${testInfo.project.name}`;
    const text = `Quick, friendly and careful with our books (${name}).`;

    await gotoUsable("/testimonials");
    const f = feedbackForm(page);
    await expect(f.star(5)).toBeChecked();
    await f.name.fill(name);
    await f.company.fill(company);
    await f.pickStar(3);
    await f.feedback.fill(text);
    await f.consent.check();
    await f.submit.click();

    await expectToast(page, SENT.title, SENT.description);
    await expect(f.name).toHaveValue("");
    await expect(f.company).toHaveValue("");
    await expect(f.feedback).toHaveValue("");
    await expect(f.star(5)).toBeChecked();
    await expect(f.star(3)).not.toBeChecked();

    // Pending: stored with the chosen rating, not shown.
    const { id, line } = await pendingTestimonial(name);
    expect(line).toMatch(/★★★☆☆\s+pending\s/);
    await page.reload();
    await expect(reviews(page).getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    expect(await admin("testimonials", "approve", String(id))).toContain(`Approved testimonial ${id}`);
    await page.reload();
    const shown = card(page, name);
    await expect(shown).toBeVisible();
    await expect(shown.getByRole("img", { name: "3 out of 5 stars" })).toBeVisible();
    // Three lit stars, two not; each draws the page's one star outline.
    const stars = shown.getByRole("img", { name: "3 out of 5 stars" }).locator("svg");
    const looks = await stars.evaluateAll((svgs) =>
      svgs.map((svg) => `${getComputedStyle(svg).fill} ${svg.querySelector("use")?.getAttribute("href")}`),
    );
    expect(looks).toHaveLength(5);
    expect(new Set(looks.slice(0, 3)).size).toBe(1);
    expect(new Set(looks.slice(3)).size).toBe(1);
    expect(looks[0]).not.toBe(looks[3]);
    expect(looks.every((look) => look.endsWith(" #rating-star"))).toBe(true);
    await expect(page.locator("symbol#rating-star path")).toHaveCount(1);
    // The outline comes before the first card: a phone's first screen need not wait for the page's end.
    const outlineFirst = await page.evaluate(() => {
      const outline = document.querySelector("symbol#rating-star")!;
      const firstCard = document.querySelector("figure")!;
      return Boolean(outline.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(outlineFirst).toBe(true);
    await expect(shown.getByText(`“${text}”`, { exact: true })).toBeVisible();
    await expect(shown.getByText(name, { exact: true })).toBeVisible();
    await expect(shown.getByText(company, { exact: true })).toBeVisible();
  });

  test("without agreeing to be shown the review is refused by the box, and nothing is sent; ticked by keyboard, it is sent", async ({
    page,
    gotoUsable,
  }, testInfo) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await gotoUsable("/testimonials");
    const f = feedbackForm(page);
    await expect(f.consent).not.toBeChecked();
    await f.name.fill(uniqueName(testInfo, "Consent Seeker"));
    await f.feedback.fill("Kind and quick.");
    await f.submit.click();
    await expectToast(page, CHECK_FORM.title, CHECK_FORM.description);
    const refusal = f.form.getByText("Please agree to your review being shown on the website.", {
      exact: true,
    });
    await expect(refusal).toBeVisible();
    await expect(f.consent).toBeFocused();
    await expect(f.consent).toHaveAttribute("aria-invalid", "true");
    expect(posts, "nothing is sent without the agreement").toEqual([]);

    // Ticked by keyboard, the message goes at once; the form sends, and empties the box with the rest.
    await page.keyboard.press("Space");
    await expect(f.consent).toBeChecked();
    await expect(refusal).toHaveCount(0);
    await f.submit.click();
    await expectToast(page, SENT.title, SENT.description);
    await expect(f.consent).not.toBeChecked();
    expect(posts).toHaveLength(1);
  });

  test("the rating is a radio group the keyboard can change", async ({ page, gotoUsable }) => {
    await gotoUsable("/testimonials");
    const f = feedbackForm(page);
    await f.company.focus();
    await page.keyboard.press("Tab");
    await expect(f.star(5)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(f.star(4)).toBeFocused();
    await expect(f.star(4)).toBeChecked();
    await expect(f.star(5)).not.toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(f.star(2)).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(f.star(3)).toBeChecked();
    await expect(f.rating.getByRole("radio", { checked: true })).toHaveCount(1);
  });

  test("an empty name or feedback is refused in the browser with the Missing Information toast", async ({
    page,
    gotoUsable,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await gotoUsable("/testimonials");
    const f = feedbackForm(page);

    await f.submit.click();
    await expectToast(page, MISSING.title, MISSING.description);
    await expect(f.form.getByText("Please enter your name.")).toBeVisible();
    await expect(f.form.getByText("Please write your feedback.")).toBeVisible();
    await expect(f.name).toBeFocused();

    await f.name.fill("Only A Name");
    await f.feedback.fill("   ");
    await f.submit.click();
    await expect(f.feedback).toBeFocused();
    await expectToast(page, MISSING.title, MISSING.description);
    await expect(f.form.getByText("Please enter your name.")).toHaveCount(0);
    await expect(f.form.getByText("Please write your feedback.")).toBeVisible();
    await expect(f.name).toHaveValue("Only A Name");
    expect(posts, "nothing is sent while the form is incomplete").toEqual([]);
  });

  test("the public list shows only approved testimonials, newest first; reject and delete hide them", async ({
    page,
    request,
    extraHTTPHeaders,
  }, testInfo) => {
    test.slow(); // the owner's tool starts a process per command
    const older = uniqueName(testInfo, "Older Ravi");
    const newer = uniqueName(testInfo, "Newer Sita");
    const pending = uniqueName(testInfo, "Pending Arjun");
    for (const [name, rating] of [
      [older, "4"],
      [newer, "5"],
      [pending, "2"],
    ] as const) {
      await sendTestimonial(request, extraHTTPHeaders, name, rating);
    }
    const listing = await admin("testimonials", "list", "--pending");
    const ids = new Map(
      [older, newer, pending].map((name) => {
        const lines = linesNamed(listing, name);
        expect(lines, `pending testimonials named ${name}`).toHaveLength(1);
        return [name, Number(/^#(\d+)\s/.exec(lines[0] ?? "")?.[1])];
      }),
    );
    const idOf = (name: string) => String(ids.get(name));
    // Approve the newer one first: the order must follow creation, not approval.
    await admin("testimonials", "approve", idOf(newer));
    await admin("testimonials", "approve", idOf(older));

    await page.goto("/testimonials");
    const names = reviews(page).getByRole("figure").locator("figcaption > span:first-child");
    await expect(card(page, older)).toBeVisible();
    const order = (await names.allTextContents()).filter((text) => text === older || text === newer);
    expect(order).toEqual([newer, older]);
    await expect(card(page, newer).getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    await expect(card(page, older).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    // No company given: the card shows the name only.
    await expect(card(page, older).locator("figcaption > span")).toHaveCount(1);
    await expect(page.getByText(pending)).toHaveCount(0);

    const [rejected, deleted] = await Promise.all([
      admin("testimonials", "reject", idOf(newer)),
      admin("testimonials", "delete", idOf(older)),
    ]);
    expect(rejected).toContain(`Rejected testimonial ${idOf(newer)}`);
    expect(deleted).toContain(`Deleted testimonial ${idOf(older)}`);
    await page.reload();
    await expect(reviews(page).getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
    await expect(page.getByText(newer)).toHaveCount(0);
    await expect(page.getByText(older)).toHaveCount(0);
  });

  test("the sixth submission in ten minutes gets 429 with when to try again, and the text stays", async ({
    page,
    request,
    extraHTTPHeaders,
    gotoUsable,
    submitExpecting,
  }, testInfo) => {
    const name = uniqueName(testInfo, "Busy Bee");
    const fields = { name, company: "", rating: "5", feedback: "Once more, with feeling." };
    for (let n = 1; n <= 5; n++) {
      expect((await postTestimonial(request, extraHTTPHeaders, fields)).status(), `submission ${n}`).toBe(
        303,
      );
    }
    const limited = await postTestimonial(request, extraHTTPHeaders, fields);
    expect(limited.status()).toBe(429);
    const retryAfter = Number(limited.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    const html = await limited.text();
    expect(html).toContain("Too Many Submissions");
    expect(html).toContain("Please try again in 10 minutes.");

    // The same client in the browser, with JavaScript.
    await gotoUsable("/testimonials");
    const f = feedbackForm(page);
    await f.name.fill(`${name} again`);
    await f.company.fill("Hive Ltd");
    await f.pickStar(4);
    await f.feedback.fill("Sixth time lucky?");
    await f.consent.check();
    await submitExpecting(f.submit, 429);
    await expectToast(page, "Too Many Submissions", "Please try again in 10 minutes.");
    await expect(f.name).toHaveValue(`${name} again`);
    await expect(f.company).toHaveValue("Hive Ltd");
    await expect(f.feedback).toHaveValue("Sixth time lucky?");
    await expect(f.star(4)).toBeChecked();
    await expect(page.getByText(SENT.title)).toHaveCount(0);
  });

  test("a bot that fills the hidden field is told it worked, and nothing is stored", async ({
    page,
    request,
    extraHTTPHeaders,
    gotoUsable,
  }, testInfo) => {
    const browserBot = uniqueName(testInfo, "Browser Bot");
    const plainBot = uniqueName(testInfo, "Plain Bot");

    await gotoUsable("/testimonials");
    const f = feedbackForm(page);
    await f.name.fill(browserBot);
    await f.feedback.fill("Buy cheap watches");
    await f.consent.check();
    await page.evaluate(() => {
      const trap = document.querySelector<HTMLInputElement>('form input[name="website"]');
      if (!trap) throw new Error("no honeypot field");
      trap.value = "https://spam.example";
    });
    await f.submit.click();
    await expectToast(page, SENT.title, SENT.description);

    const response = await postTestimonial(request, extraHTTPHeaders, {
      name: plainBot,
      rating: "5",
      feedback: "Buy cheap watches",
      website: "https://spam.example",
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/testimonials?sent=1#feedback");

    const listing = await admin("testimonials", "list");
    expect(linesNamed(listing, browserBot)).toEqual([]);
    expect(linesNamed(listing, plainBot)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("blank name and feedback come back with the notice, inline errors and the rest of the input", async ({
    page,
    submitRefused,
  }) => {
    await page.goto("/testimonials");
    const f = feedbackForm(page);
    await expect(f.name).toHaveAttribute("maxlength", "100");
    await expect(f.company).toHaveAttribute("maxlength", "100");
    await expect(f.feedback).toHaveAttribute("maxlength", "2000");
    await f.name.fill("   ");
    await f.company.fill("Kept Company");
    await f.pickStar(2);
    await f.feedback.fill("   ");
    // Ticked: the browser checks a required box itself before the form goes.
    await f.consent.check();
    await submitRefused(f, MISSING);
    await expect(f.form.getByText("Please enter your name.")).toBeVisible();
    await expect(f.form.getByText("Please write your feedback.")).toBeVisible();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.company).toHaveValue("Kept Company");
    await expect(f.star(2)).toBeChecked();
    await expect(f.consent).toBeChecked();
  });

  test("without the agreement the server refuses with its message and stores nothing; the box is ticked by keyboard", async ({
    page,
    request,
    extraHTTPHeaders,
  }, testInfo) => {
    const name = uniqueName(testInfo, "Plain Consent");
    // A browser that does not check the required box itself sends the form without it.
    const refused = await postTestimonial(request, extraHTTPHeaders, {
      name,
      rating: "5",
      feedback: "No agreement given.",
      consent: "",
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please agree to your review being shown on the website.");
    expect(html).toMatch(/<input type="checkbox" id="testimonial-consent"[^>]*aria-invalid="true"/);
    expect(html).toContain(`value="${name}"`);
    expect(linesNamed(await admin("testimonials", "list"), name)).toEqual([]);

    await page.goto("/testimonials");
    const f = feedbackForm(page);
    await f.name.fill(name);
    await f.feedback.fill("Agreed this time.");
    await f.consent.focus();
    await page.keyboard.press("Space");
    await expect(f.consent).toBeChecked();
    await f.submit.click();
    await expect(page).toHaveURL(/\?sent=1#feedback$/);
    await pendingTestimonial(name);
  });

  test("approved testimonials are in the page as sent, with no skeleton waiting for a script", async ({
    page,
    request,
    extraHTTPHeaders,
  }, testInfo) => {
    test.slow(); // the owner's tool starts a process per command
    const name = uniqueName(testInfo, "Plain Reader Meena");
    await sendTestimonial(request, extraHTTPHeaders, name, "4");
    const [line] = linesNamed(await admin("testimonials", "list", "--pending"), name);
    await admin("testimonials", "approve", /^#(\d+)\s/.exec(line ?? "")?.[1] ?? "none");

    // The public page is cached for a few seconds.
    await expect(async () => {
      await page.goto("/testimonials");
      await expect(card(page, name)).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await expect(card(page, name).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await expect(reviews(page).getByTestId("testimonial-skeleton")).toHaveCount(0);
  });

  test("a valid submission lands on the thank-you notice, and reloading it sends nothing again", async ({
    page,
  }, testInfo) => {
    const name = uniqueName(testInfo, "Plain Post Priya");
    await page.goto("/testimonials");
    const f = feedbackForm(page);
    await f.name.fill(name);
    await f.company.fill("No Script Pvt Ltd");
    await f.pickStar(2);
    await f.feedback.fill("Works without JavaScript too.");
    await f.consent.check();
    await f.submit.click();

    await expect(page).toHaveURL(/\/testimonials\?sent=1#feedback$/);
    const notice = page.getByRole("status").filter({ hasText: SENT.title });
    await expect(notice).toContainText(SENT.description);
    await expect(feedbackForm(page).name).toHaveValue("");

    await page.reload();
    await expect(notice).toBeVisible();
    const lines = linesNamed(await admin("testimonials", "list"), name);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/★★☆☆☆\s+pending\s/);
    expect(lines[0]).toContain(`${name} (No Script Pvt Ltd): Works without JavaScript too.`);
  });
});

test.describe("on a fresh database", () => {
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({ DATA_DIR: "memory://" }, { readyPath: "/testimonials" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the page invites the first testimonial, and a pending one does not change that", async ({
    page,
    request,
    extraHTTPHeaders,
  }) => {
    await page.goto(`${server.url}/testimonials`);
    await expect(reviews(page).getByText(EMPTY_STATE, { exact: true })).toBeVisible();
    await expect(reviews(page).getByRole("figure")).toHaveCount(0);

    const response = await request.post(`${server.url}/testimonials`, {
      form: { name: "First Visitor", rating: "5", feedback: "Not reviewed yet.", consent: "yes" },
      headers: extraHTTPHeaders,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    await page.reload();
    await expect(reviews(page).getByText(EMPTY_STATE, { exact: true })).toBeVisible();
    await expect(page.getByText("First Visitor")).toHaveCount(0);
  });
});

test("the stars up to the chosen rating are lit, without JavaScript too", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/testimonials");
    const fill = (n: number) =>
      page.locator(`label[for="rating-${n}"] svg`).evaluate((svg) => getComputedStyle(svg).fill);
    const lit = await fill(5);
    expect(lit, "default rating 5: every star lit").not.toMatch(/none|rgba\(0, 0, 0, 0\)/);
    expect(await fill(1)).toBe(lit);
    await page.locator('label[for="rating-2"]').click();
    expect(await fill(2)).toBe(lit);
    expect(await fill(3)).not.toBe(lit);
    expect(await fill(5)).not.toBe(lit);
    await context.close();
  }
});
