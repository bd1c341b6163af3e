import { hindiDefaults } from "../../app/content/hindi-defaults";
import { hi } from "../../app/i18n/hi";
import { createStaffAccount, signInAs } from "./admin-support";
import { expect, test } from "./fixtures";
import { admin, pendingTestimonial, uniqueName } from "./server";

/*
 * What is sent from the Hindi pages without JavaScript (issue 26): refused and confirmed in
 * Hindi, kept as Hindi, and shown so in the back office, where the inbox filters by language.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message and a testimonial sent from the Hindi pages: refused and confirmed in Hindi, kept as Hindi for the owner", async ({
    page,
    submitRefused,
    submitExpecting,
  }, testInfo) => {
    test.slow();
    const name = uniqueName(testInfo, "आशा");
    await page.goto("/hi/contact");
    const form = page.getByRole("form", { name: hindiDefaults["Send Us a Message"] });
    const words = hi.forms.contact;
    const submit = form.getByRole("button", { name: words.submit });
    const email = form.getByRole("textbox", { name: words.email, exact: true });
    // Filled as the browser's own checks allow, an address the server refuses.
    await form.getByRole("textbox", { name: words.name, exact: true }).fill(name);
    await email.fill("asha@example");
    await form
      .getByRole("textbox", { name: `${words.phone}${hi.forms.optional}`, exact: true })
      .fill("+91 98765 43210");
    await form.getByRole("textbox", { name: words.message, exact: true }).fill("मुझे वेबसाइट चाहिए।");
    await submitRefused({ form, submit }, hi.toasts.invalidEmail as { title: string; description: string });
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(form.getByText(hi.formMessages.contact.invalidEmail).last()).toBeVisible();
    // What was typed is kept.
    await expect(email).toHaveValue("asha@example");
    await expect(form.getByRole("textbox", { name: words.message, exact: true })).toHaveValue(
      "मुझे वेबसाइट चाहिए।",
    );
    await email.fill("asha@example.in");
    await submitExpecting(submit, 303);
    await expect(page).toHaveURL(/\/hi\/contact\?sent=1&ref=OS-\d{4}-\d{4,}(#contact-form)?$/);
    await expect(page.getByRole("status")).toContainText(hi.toasts.contactSent.title);

    await page.goto("/hi/testimonials");
    const feedback = page.getByRole("form", { name: hindiDefaults["Share Your Feedback"] });
    const feedbackWords = hi.forms.testimonial;
    const send = feedback.getByRole("button", { name: feedbackWords.submit });
    await feedback.getByRole("textbox", { name: feedbackWords.name, exact: true }).fill(name);
    // Spaces only: enough for the browser, nothing for the server.
    const text = feedback.getByRole("textbox", { name: feedbackWords.feedback, exact: true });
    await text.fill("   ");
    const consent = feedback.getByRole("checkbox", { name: feedbackWords.consent });
    await consent.check();
    await submitRefused(
      { form: feedback, submit: send },
      hi.toasts.missingTestimonialFields as { title: string; description: string },
    );
    await expect(feedback.getByText(hi.formMessages.testimonial.required.feedback)).toBeVisible();
    // The refused page keeps the ticked box.
    await expect(consent).toBeChecked();
    await text.fill("बहुत बढ़िया काम।");
    await submitExpecting(send, 303);
    await expect(page).toHaveURL(/\/hi\/testimonials\?sent=1(#feedback)?$/);
    await expect(page.getByRole("status")).toContainText(hi.toasts.testimonialSent.title);

    // The owner sees both as Hindi; the inbox's Hindi view has the message, its English view not.
    const account = await createStaffAccount(testInfo);
    await signInAs(page, account);
    await page.goto("/admin/messages?language=hi");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(card).toContainText("Hindi");
    await expect(
      page.getByRole("navigation", { name: "Written in" }).getByRole("link", { name: "Hindi" }),
    ).toHaveAttribute("aria-current", "page");
    await page.goto("/admin/messages?language=en");
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    await page.goto("/admin/messages?language=hi");
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByText("Written in")).toBeVisible();
    const whatsapp = page.getByRole("link", { name: /WhatsApp/ }).first();
    const greeting = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text");
    expect(greeting).toMatch(new RegExp(`^नमस्ते ${name}, `));
    await page.goto("/admin/testimonials");
    const testimonial = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
    await expect(testimonial).toContainText("Hindi");
    await expect(testimonial.locator("blockquote")).toHaveAttribute("lang", "hi");

    // Approved, it shows on the English page as written, marked Hindi; on the Hindi page, unmarked.
    const { id } = await pendingTestimonial(name);
    await admin("testimonials", "approve", String(id));
    const quote = (path: string) => async () => {
      await page.goto(path);
      const card = page.locator("figure").filter({ hasText: "बहुत बढ़िया काम।" });
      return (await card.count()) === 1 ? card.locator("blockquote").getAttribute("lang") : "not shown";
    };
    await expect.poll(quote("/testimonials"), { timeout: 10_000 }).toBe("hi");
    await expect.poll(quote("/hi/testimonials"), { timeout: 10_000 }).toBeNull();
  });
});
