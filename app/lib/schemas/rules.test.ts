import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/schemas/fields";
import { CONTACT_RULES, contactErrorToast, ContactSchema } from "~/lib/schemas/contact";
import { TESTIMONIAL_RULES, TestimonialSchema, testimonialErrorToast } from "~/lib/schemas/testimonial";
import { CHECKED, checkForm, type FieldRule, isChoice } from "~/lib/schemas/text";

/*
 * The site script checks the forms in the browser with checkForm and the
 * rules table; the server with the zod schemas built from the same table.
 * Whatever a visitor types, both must refuse the same fields with the same
 * messages and keep the same text, or the browser would show a message the
 * server does not give (or send what the server refuses).
 */

/** Text as visitors (and bots) type and paste it: any code points, with the awkward ones often. */
const awkward = fc.constantFrom(
  "",
  " ",
  "\r\n",
  "\t",
  "\u0000",
  "\u0085",
  "\u200B",
  "\u202E",
  "\u2066",
  "e\u0301",
  "@",
  ".",
  "a@b.in",
  "5",
  "x".repeat(300),
);
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 8 }),
      fc.string({ unit: "binary", maxLength: 4 }),
      awkward,
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(""));

function formOf(values: Record<string, string>) {
  const formData = new FormData();
  for (const [field, value] of Object.entries(values)) formData.set(field, value);
  return formData;
}

function agree(rules: Record<string, FieldRule>, schema: Parameters<typeof parseForm>[0]) {
  const fields = Object.keys(rules);
  // A choice (a radio group, a checkbox) gets one of its values as often as anything typed.
  const typedOrChosen = fields.map((field) => {
    const rule = rules[field]!;
    return isChoice(rule) ? fc.oneof(text, fc.constantFrom(...rule.oneOf)) : text;
  });
  fc.assert(
    fc.property(fc.tuple(...typedOrChosen), (typed) => {
      const values = Object.fromEntries(fields.map((field, index) => [field, typed[index]!]));
      const inBrowser = checkForm(rules, (field) => values[field]!);
      const onServer = parseForm(schema, formOf(values));
      expect(onServer.success ? {} : onServer.fieldErrors).toEqual(inBrowser.errors);
      if (onServer.success) {
        // A checkbox is true or false on the server, what the box sent in the browser.
        const sent = (value: unknown) =>
          typeof value === "boolean" ? (value ? CHECKED : "") : String(value);
        expect(Object.fromEntries(fields.map((field) => [field, sent(onServer.data[field])]))).toEqual(
          inBrowser.values,
        );
      }
    }),
    { numRuns: 2000 },
  );
}

describe("the rules the browser checks with", () => {
  it("refuse the same contact form fields with the same messages as the server, and keep the same text", () => {
    agree(CONTACT_RULES, ContactSchema);
  });

  it("refuse the same testimonial fields with the same messages as the server, and keep the same text", () => {
    agree(TESTIMONIAL_RULES, TestimonialSchema);
  });

  it("choose the notice from the refused fields the same way on both sides", () => {
    const contact = checkForm(CONTACT_RULES, (field) => ({ email: "not an address" })[field as string] ?? "");
    expect(contactErrorToast(contact.errors).title).toBe("Missing Information");
    const testimonial = checkForm(TESTIMONIAL_RULES, (field) =>
      field === "rating" ? "6" : field === "consent" ? CHECKED : "Asha",
    );
    expect(testimonial.errors).toEqual({ rating: "Please choose a rating from 1 to 5 stars." });
    expect(testimonialErrorToast(testimonial.errors).title).toBe("Please Check the Form");
  });
});
