import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toasts } from "~/content/messages";
import {
  CONTACT_REQUIRED,
  type ContactField,
  ContactSchema,
  contactErrorToast,
  EMAIL_PATTERN,
  INVALID_EMAIL,
} from "~/lib/schemas/contact";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { CONTROL_CHAR_MESSAGE, NOT_TEXT, parseForm, tooLong } from "~/lib/schemas/fields";

const valid = {
  name: "Asha Verma",
  email: "asha@example.in",
  phone: "",
  subject: "",
  message: "Hello there",
};

function form(values: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.set(key, value);
  return formData;
}

describe("ContactSchema", () => {
  it("accepts a complete message and trims it", () => {
    const result = parseForm(ContactSchema, form({ ...valid, name: "  Asha Verma  " }));
    expect(result).toEqual({ success: true, data: { ...valid, name: "Asha Verma", offers: false } });
  });

  it('reads "Send me offers and updates" ticked as consent, unticked as none, and refuses any other value', () => {
    const offers = (value?: string) =>
      parseForm(ContactSchema, value === undefined ? valid : { ...valid, offers: value });
    expect(offers()).toMatchObject({ success: true, data: { offers: false } });
    expect(offers("")).toMatchObject({ success: true, data: { offers: false } });
    expect(offers("yes")).toMatchObject({ success: true, data: { offers: true } });
    for (const value of ["on", "true", "no", "YES"]) {
      expect(offers(value), value).toMatchObject({ success: false, fieldErrors: { offers: NOT_TEXT } });
    }
  });

  it("treats missing optional fields as empty", () => {
    const result = parseForm(ContactSchema, { name: "A", email: "a@b.co", message: "Hi" });
    expect(result.success && result.data).toMatchObject({ phone: "", subject: "" });
  });

  it("asks for the missing required fields with the product's notice", () => {
    const result = parseForm(ContactSchema, form({ ...valid, name: " ", message: "" }));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["message", "name"]);
    expect(contactErrorToast(result.fieldErrors)).toEqual(toasts.missingContactFields);
  });

  it.each(["asha", "asha@example", "asha @example.in", "@example.in", "asha@.in x"])(
    "rejects %j as an e-mail address",
    (email) => {
      const result = parseForm(ContactSchema, form({ ...valid, email }));
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.fieldErrors.email).toBe(INVALID_EMAIL);
      expect(contactErrorToast(result.fieldErrors)).toEqual(toasts.invalidEmail);
    },
  );

  describe("the e-mail pattern", () => {
    /** The pattern until issue 23: as loose, but quadratic or worse on a value of many @ or dots. */
    const PATTERN_BEFORE = /^\S+@\S+\.\S+$/; // eslint-disable-line regexp/no-super-linear-backtracking -- the reference the new pattern is compared with, on short values only

    it.each([
      "asha@example.in",
      "first.last@mail.example.co.in",
      "asha+enquiry@example.com",
      "o'brien@example.ie",
      "x@y.z",
      "ravi_kumar-99@mail-server.example",
      "राम@उदाहरण.भारत",
      "asha@example.in.",
    ])("accepts %j, as before", (email) => {
      expect(PATTERN_BEFORE.test(email)).toBe(true);
      expect(EMAIL_PATTERN.test(email)).toBe(true);
    });

    it.each([
      "asha",
      "asha@example",
      "asha @example.in",
      "@example.in",
      "asha@.in",
      "asha@example.",
      "a@b@c.in",
    ])("refuses %j", (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    });

    it("agrees with the pattern before on every address with one @ and a domain that starts with a letter", () => {
      const text = (units: string[]) => fc.string({ unit: fc.constantFrom(...units), maxLength: 12 });
      fc.assert(
        fc.property(text(["a", ".", "-", "+", "é"]), text(["a", ".", "-"]), (local, domain) => {
          const email = `${local}@a${domain}`;
          expect(EMAIL_PATTERN.test(email), email).toBe(PATTERN_BEFORE.test(email));
        }),
      );
    });

    it("accepts nothing the pattern before refused", () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom("a", "@", ".", " ", "\u00A0"), maxLength: 16 }),
          (email) => {
            if (EMAIL_PATTERN.test(email)) expect(PATTERN_BEFORE.test(email), email).toBe(true);
          },
        ),
      );
    });
  });

  it.each(["a@", "@", ".", "a.", "@.", " a@a", "a@a."])(
    "checks an over-long e-mail address (%j repeated) no further than its length",
    (shape) => {
      const email = shape.repeat(Math.ceil(300 / shape.length));
      const result = ContactSchema.safeParse({ ...valid, email });
      const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
      expect(messages).toEqual([tooLong(CONTACT_LIMITS.email)]);
    },
  );

  it("reports missing fields before a bad e-mail", () => {
    const result = parseForm(ContactSchema, form({ ...valid, email: "nope", message: "" }));
    expect(!result.success && contactErrorToast(result.fieldErrors)).toEqual(toasts.missingContactFields);
  });

  it("enforces every length limit", () => {
    for (const [field, max] of Object.entries(CONTACT_LIMITS)) {
      const atLimit = field === "email" ? `${"a".repeat(max - 7)}@ex.com` : "a".repeat(max);
      expect(parseForm(ContactSchema, form({ ...valid, [field]: atLimit })).success, field).toBe(true);
      const over = parseForm(ContactSchema, form({ ...valid, [field]: `${atLimit}a` }));
      expect(over.success, field).toBe(false);
    }
  });

  it("rejects control characters, but allows line breaks in the message", () => {
    expect(parseForm(ContactSchema, form({ ...valid, name: "Asha\u0000" })).success).toBe(false);
    expect(parseForm(ContactSchema, form({ ...valid, subject: "a\nb" })).success).toBe(false);
    expect(parseForm(ContactSchema, form({ ...valid, message: "Line 1\r\nLine 2\tend" })).success).toBe(true);
    expect(parseForm(ContactSchema, form({ ...valid, message: "bell\u0007" })).success).toBe(false);
  });

  it.each(Object.keys(CONTACT_LIMITS) as ContactField[])(
    "rejects a file where text belongs (%s)",
    (field) => {
      const formData = form(valid);
      formData.set(field, new Blob(["x"]), "x.txt");
      const result = parseForm(ContactSchema, formData);
      expect(!result.success && result.fieldErrors).toEqual({ [field]: NOT_TEXT });
    },
  );

  describe.each(Object.keys(CONTACT_LIMITS) as ContactField[])("the %s field", (field) => {
    const typed = (text: string) => (field === "email" ? `${text}@example.in` : text);

    it("is stored composed (NFC)", () => {
      const result = parseForm(ContactSchema, form({ ...valid, [field]: typed("Jose\u0301") }));
      expect(result.success && result.data[field]).toBe(typed("Jos\u00E9"));
    });

    it("refuses C0 and C1 control characters", () => {
      for (const control of ["\u0000", "\u001B", "\u0085", "\u009B"]) {
        const result = parseForm(ContactSchema, form({ ...valid, [field]: typed(`Asha${control}`) }));
        expect(!result.success && result.fieldErrors).toEqual({ [field]: CONTROL_CHAR_MESSAGE });
      }
    });
  });

  it.each(["name", "email", "message"] as const)(
    "asks for the %s when it holds only invisible characters",
    (field) => {
      const result = parseForm(ContactSchema, form({ ...valid, [field]: "\u200B\u2060\u202E\u00AD\uFEFF" }));
      expect(!result.success && result.fieldErrors).toEqual({ [field]: CONTACT_REQUIRED[field] });
      expect(!result.success && contactErrorToast(result.fieldErrors)).toEqual(toasts.missingContactFields);
    },
  );

  it("keeps a message at its limit as the page counts it: line breaks sent as CRLF count once", () => {
    const lines = Array.from({ length: 2500 }, () => "a");
    const result = parseForm(ContactSchema, form({ ...valid, message: lines.join("\r\n") }));
    expect(result.success && result.data.message).toBe(lines.join("\n"));
  });
});
