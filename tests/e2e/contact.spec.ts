import type { Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { faqs } from "../../app/content/faqs";
import { whatsappLink } from "../../app/lib/links";
import {
  cancelExternalProtocolNavigation,
  clickOpeningNewTab,
  expect,
  expectToast,
  stubWhatsApp,
  test,
} from "./fixtures";
import { phoneHref } from "./site-data";

type Sent = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Send Message" });

async function fill(page: Page, values: Partial<Sent>) {
  const labels = { name: "Name", email: "Email", phone: "Phone", subject: "Subject", message: "Message" };
  for (const [field, value] of Object.entries(values)) {
    await form(page)
      .getByLabel(labels[field as keyof Sent])
      .fill(value);
  }
}

async function storedSubmissions(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("contactSubmissions") ?? "null"));
}

test("info cards, the Find Us map, the quick actions and the FAQs", async ({ page, context, gotoUsable }) => {
  const opened = await stubWhatsApp(context);
  await cancelExternalProtocolNavigation(page);
  await gotoUsable("/contact");
  const cards = page.getByRole("region", { name: "Ways to reach us" });
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Email Us",
    "Call Us",
    "Office Location",
    "Business Hours",
  ]);
  await expect(cards.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(cards.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", phoneHref);
  await expect(cards.getByText("Patna, Bihar", { exact: true })).toBeVisible();
  await expect(cards.getByText("Mon-Fri 9:00 AM - 6:00 PM", { exact: true })).toBeVisible();
  await expect(cards.getByText("Weekend support available", { exact: true })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Find Us" })).toBeVisible();
  await expect(page.getByRole("img", { name: /office in Patna, Bihar/ })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
  const chat = page.getByRole("link", { name: "Chat on WhatsApp" });
  await expect(chat).toHaveAttribute("href", whatsappLink(site.whatsapp));
  await expect(chat).toHaveAttribute("target", "_blank");
  const callNow = page.getByRole("link", { name: "Call Now", exact: true });
  await expect(callNow).toHaveAttribute("href", phoneHref);
  const email = page.getByRole("link", { name: "Email", exact: true });
  await expect(email).toHaveAttribute("href", `mailto:${site.email}`);

  expect(await clickOpeningNewTab(page, () => chat.click())).toBe(whatsappLink(site.whatsapp));
  expect(opened).toEqual([whatsappLink(site.whatsapp)]);
  await expectToast(page, "Let's Connect", "Opening a WhatsApp chat with our team.");
  await callNow.click();
  await expectToast(page, "Calling Now", `Dialling ${site.phone.display}.`);
  await email.click();
  await expectToast(page, "Opening Email Client", `Write to us at ${site.email}.`);

  // Four FAQs; one opens by keyboard.
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  expect(faqs).toHaveLength(4);
  await expect(faq.getByRole("group")).toHaveCount(4);
  for (const [index, entry] of faqs.entries()) {
    await expect(faq.getByRole("group").nth(index)).toContainText(entry.question);
  }
  expect(faqs.map((entry) => entry.question)).toEqual([
    "How soon can you start on my project?",
    "Do you offer a free consultation?",
    "Which industries do you work with?",
    "Do you provide ongoing support?",
  ]);

  const second = faqs[1]!;
  const answer = faq.getByText(second.answer);
  await expect(answer).toBeHidden();
  // The questions come right after the quick actions in the Tab order.
  await page.getByRole("link", { name: "Email", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(faq.getByText(faqs[0]!.question)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(faq.getByText(second.question)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expect(faq.getByText(faqs[0]!.answer)).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
});

test("labelled, length-limited fields; ?subject= fills the subject; missing fields and a bad e-mail are named", async ({
  page,
  gotoUsable,
}) => {
  // Loaded directly with a subject (the server renders it).
  await gotoUsable("/contact?subject=Hello");
  const limits = { Name: 100, Email: 254, Phone: 30, Subject: 150, Message: 5000 };
  for (const [label, max] of Object.entries(limits)) {
    const field = form(page).getByLabel(label);
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute("maxlength", String(max));
    await expect(form(page).getByText(new RegExp(`^${label}( \\*| \\(optional\\))$`))).toBeVisible();
  }
  await expect(form(page).getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form(page).getByLabel("Subject")).toHaveValue("Hello");
  for (const label of ["Name", "Email", "Phone", "Message"]) {
    await expect(form(page).getByLabel(label)).toHaveValue("");
  }

  await sendButton(page).click();
  const missing = await expectToast(
    page,
    "Missing Information",
    "Please fill in all required fields (Name, Email, and Message).",
  );
  await expect(missing).toHaveAttribute("data-type", "error");
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Name")).toBeFocused();

  await fill(page, { name: "Asha Kumari", email: "asha@example", message: "Please call me back." });
  await sendButton(page).click();
  const invalid = await expectToast(page, "Invalid Email", "Please enter a valid email address.");
  await expect(invalid).toHaveAttribute("data-type", "error");
  await expect(form(page).getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByLabel("Email")).toBeFocused();
  await expect(form(page).getByLabel("Name")).not.toHaveAttribute("aria-invalid");
  // Nothing was kept as sent.
  expect(await storedSubmissions(page)).toBeNull();
  await expect(form(page).getByLabel("Name")).toHaveValue("Asha Kumari");
});

test("a valid message is sent, the form cleared, and each message kept in local storage", async ({
  page,
  gotoUsable,
  submitExpecting,
}) => {
  await gotoUsable("/contact");
  const first: Sent = {
    name: "Asha Kumari",
    email: "asha@example.com",
    phone: "+91 91234 56789",
    subject: "Website for my shop",
    message: "I need a one-page website.\nCan you call me on Monday?",
  };
  const second: Sent = {
    name: "Rahul Verma",
    email: "rahul.verma@example.in",
    phone: "",
    subject: "",
    message: "GST filing for a small shop.",
  };

  const entries: unknown[] = [];
  for (const values of [first, second]) {
    await fill(page, values);
    const before = Date.now();
    // The site script's post is answered with the page, and its word that the message was kept:
    // the reference number, shown above the form after the toast (issue 28).
    const answer = await submitExpecting(sendButton(page), 200);
    const sent = await expectToast(
      page,
      "Message Sent Successfully!",
      "Thank you for contacting us! We'll get back to you within 24 hours.",
    );
    await expect(sent).toHaveAttribute("data-type", "success");
    const reference = (await answer.headerValue("x-form-sent")) ?? "";
    expect(reference).toMatch(/^OS-\d{4}-\d{4,}$/);
    await expect(page.locator("[data-sent-reference]")).toHaveText(`Your reference number: ${reference}`);
    const after = Date.now();
    for (const label of ["Name", "Email", "Phone", "Subject", "Message"]) {
      await expect(form(page).getByLabel(label)).toHaveValue("");
    }

    const stored = await storedSubmissions(page);
    expect(Array.isArray(stored)).toBe(true);
    const list = stored as Record<string, unknown>[];
    expect(list).toHaveLength(entries.length + 1);
    const last = list.at(-1)!;
    expect(last).toMatchObject(values);
    expect(typeof last.id).toBe("number");
    expect(last.id as number).toBeGreaterThanOrEqual(before);
    expect(last.id as number).toBeLessThanOrEqual(after);
    expect(last.timestamp).toBe(new Date(last.id as number).toISOString());
    expect(list.slice(0, -1)).toEqual(entries);
    entries.push(last);
  }
  expect(entries).toHaveLength(2);
});
