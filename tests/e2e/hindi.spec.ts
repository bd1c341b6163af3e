import type { Page } from "@playwright/test";
import { hindiDefaults } from "../../app/content/hindi-defaults";
import { en } from "../../app/i18n/en";
import { hi } from "../../app/i18n/hi";
import { privacyNotice as hindiNotice } from "../../app/i18n/privacy.hi";
import { expect, expectNoAxeViolations, expectToast, isPhone, test } from "./fixtures";
import { uniqueName } from "./server";
import { sitePages } from "./site-data";

/* The Hindi site (issue 26): every page under /hi, its words, its forms with JavaScript. */

/** Each page's Hindi address and the h1 a new site shows there. */
const hindiPages = sitePages.map((route) => ({
  ...route,
  hindiPath: route.path === "/" ? "/hi" : `/hi${route.path}`,
  // The notice's words are the site's own (i18n/privacy.hi.ts); the other pages' the owner's.
  hindiHeading:
    route.id === "privacy"
      ? hindiNotice.title
      : route.id === "privacyRequest"
        ? hindiNotice.request.title
        : hindiDefaults[route.heading]!,
}));

/**
 * Of the letters a reader sees in the page's main part, the share in Devanagari: the page's own,
 * not what visitors wrote in English (testimonials other tests sent, shown as written and marked).
 */
function devanagariShare(page: Page) {
  return page.locator("main").evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("blockquote[lang], figcaption[lang]").forEach((written) => written.remove());
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    return devanagari / (devanagari + latin);
  });
}

for (const route of hindiPages) {
  test(`${route.hindiPath}: in Hindi, marked so, with a link to its English`, async ({
    page,
    gotoUsable,
  }) => {
    expect(route.hindiHeading).toMatch(/\p{Script=Devanagari}/u);
    await gotoUsable(route.hindiPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.hindiHeading);
    expect(await devanagariShare(page)).toBeGreaterThan(0.8);
    await expectNoAxeViolations(page);

    // The switch: a plain link to the same page in English, said in English and marked as English.
    const english = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
    await expect(english).toHaveAttribute("href", route.path);
    await expect(english).toHaveAttribute("hreflang", "en-IN");
    await expect(english).toHaveAttribute("lang", "en-IN");
    await english.click();
    await expect(page).toHaveURL(new RegExp(`${route.path === "/" ? "/$" : `${route.path}$`}`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    const hindi = page.getByRole("banner").getByRole("link", { name: "हिन्दी", exact: true });
    await expect(hindi).toHaveAttribute("href", route.hindiPath);
    await expect(hindi).toHaveAttribute("hreflang", "hi-IN");
    await expect(hindi).toHaveAttribute("lang", "hi");
  });
}

test("each language's pages load their own site script, with their forms' words and no other language's", async ({
  request,
}) => {
  const scriptOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const src = /<script data-site-script="([^"]+)"/.exec(html)?.[1];
    expect(src, `${path} names its site script`).toMatch(/^\/assets\/site-script-(?:en|hi)-[\w-]+\.js$/);
    return { src: src!, text: await (await request.get(src!)).text() };
  };
  const english = await scriptOf("/contact");
  const hindi = await scriptOf("/hi/contact");
  expect(hindi.src).not.toBe(english.src);
  // The same script on each page of a language, forms or not.
  expect((await scriptOf("/hi/about")).src).toBe(hindi.src);
  expect((await scriptOf("/")).src).toBe(english.src);
  for (const [script, own, other] of [
    [hindi.text, hi, en],
    [english.text, en, hi],
  ] as const) {
    for (const message of [
      own.formMessages.contact.required.name,
      own.formMessages.testimonial.toasts.sent.title,
      own.formMessages.shared.toasts.serverUnreachable.description,
    ]) {
      expect(script).toContain(JSON.stringify(message).slice(1, -1));
    }
    expect(script).not.toContain(JSON.stringify(other.formMessages.contact.required.name).slice(1, -1));
    // Nothing of the interface but the forms' words.
    expect(script).not.toContain(JSON.stringify(own.shell.skipToContent).slice(1, -1));
  }
  // The pages carry no words for the script.
  expect(await (await request.get("/hi/contact")).text()).not.toContain('type="application/json"');
});

test("the Hindi 404: its status, its words, links to the Hindi pages", async ({ page, gotoUsable }) => {
  await gotoUsable("/hi/no-such-page", { status: 404 });
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.notFound.title);
  await expect(page).toHaveTitle(hi.notFound.title);
  const pages = page.getByRole("navigation", { name: hi.notFound.sitePages });
  await expect(pages.getByRole("link", { name: hi.pages.contact.label })).toHaveAttribute(
    "href",
    "/hi/contact",
  );
  await expect(page.getByRole("link", { name: hi.notFound.back })).toHaveAttribute("href", "/hi");
  await expectNoAxeViolations(page);
});

test("the Hindi menu: each page at its Hindi address, the toggle said in Hindi", async ({
  page,
  gotoUsable,
}) => {
  await gotoUsable("/hi/about");
  if (isPhone(page)) {
    const toggle = page.getByRole("banner").getByRole("button", { name: hi.shell.openMenu });
    await toggle.click();
    await expect(page.getByRole("banner").getByRole("button", { name: hi.shell.closeMenu })).toBeVisible();
  }
  const menu = page.getByRole("navigation", { name: isPhone(page) ? hi.shell.phoneMenu : hi.shell.mainMenu });
  await expect(menu.getByRole("link", { name: hi.pages.about.label })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await menu.getByRole("link", { name: hi.pages.services.label }).click();
  await expect(page).toHaveURL(/\/hi\/services$/);
  // Prices as hi-IN writes them: Latin digits, Indian grouping, the rupee sign.
  await expect(page.locator("#pricing")).toContainText("₹1,24,999");
  // A plan's WhatsApp message is in Hindi.
  const choose = page.locator("#pricing a[href^='https://wa.me/']").first();
  const text = new URL((await choose.getAttribute("href"))!).searchParams.get("text") ?? "";
  expect(text).toMatch(/^नमस्ते! मुझे .+ प्लान में रुचि है।$/);
});

/** The contact form of /hi/contact, as a reader of Hindi finds it. */
function hindiContactForm(page: Page) {
  const form = page.getByRole("form", { name: hindiDefaults["Send Us a Message"] });
  const words = hi.forms.contact;
  return {
    form,
    name: form.getByRole("textbox", { name: words.name, exact: true }),
    email: form.getByRole("textbox", { name: words.email, exact: true }),
    message: form.getByRole("textbox", { name: words.message, exact: true }),
    submit: form.getByRole("button", { name: words.submit }),
  };
}

test("the contact form in Hindi: refused and confirmed in Hindi, with JavaScript", async ({
  page,
  gotoUsable,
  submitExpecting,
}, testInfo) => {
  await gotoUsable("/hi/contact");
  const form = hindiContactForm(page);
  const messages = hi.formMessages;
  await form.email.fill("asha@example");
  await form.submit.click();
  await expect(form.form.getByText(messages.contact.required.name)).toBeVisible();
  await expectToast(page, hi.toasts.missingContactFields.title, hi.toasts.missingContactFields.description);
  await form.name.fill(uniqueName(testInfo, "आशा"));
  await form.message.fill("मुझे अपनी दुकान के लिए वेबसाइट चाहिए।");
  await form.submit.click();
  await expect(form.form.getByText(messages.contact.invalidEmail)).toBeVisible();
  await expectToast(page, hi.toasts.invalidEmail.title, hi.toasts.invalidEmail.description);
  await form.email.fill("asha@example.in");
  const answer = await submitExpecting(form.submit, 200);
  await expectToast(page, hi.toasts.contactSent.title, hi.toasts.contactSent.description);
  await expect(page.locator("[data-sent-reference]")).toHaveText(
    `आपका संदर्भ नंबर: ${await answer.headerValue("x-form-sent")}`,
  );
  await expect(form.message).toHaveValue("");
});

test("the feedback form in Hindi: refused and confirmed in Hindi, with JavaScript", async ({
  page,
  gotoUsable,
  submitExpecting,
}, testInfo) => {
  await gotoUsable("/hi/testimonials");
  const form = page.getByRole("form", { name: hindiDefaults["Share Your Feedback"] });
  const words = hi.forms.testimonial;
  const submit = form.getByRole("button", { name: words.submit });
  await submit.click();
  await expect(form.getByText(hi.formMessages.testimonial.required.feedback)).toBeVisible();
  await expectToast(
    page,
    hi.toasts.missingTestimonialFields.title,
    hi.toasts.missingTestimonialFields.description,
  );
  await expect(form.getByRole("group", { name: words.rating })).toBeVisible();
  await form.getByRole("textbox", { name: words.name, exact: true }).fill(uniqueName(testInfo, "रवि"));
  await form.getByRole("textbox", { name: words.feedback, exact: true }).fill("बहुत अच्छा काम किया, समय पर।");
  // Without the agreement to being shown: refused in Hindi, by the box.
  await submit.click();
  await expect(form.getByText(hi.formMessages.testimonial.required.consent, { exact: true })).toBeVisible();
  await form.getByRole("checkbox", { name: words.consent }).check();
  await submitExpecting(submit, 200);
  await expectToast(page, hi.toasts.testimonialSent.title, hi.toasts.testimonialSent.description);
});
