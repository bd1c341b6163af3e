import { describe, expect, it } from "vitest";
import { toasts } from "~/content/messages";
import { ContactSchema, contactErrorToast, INVALID_EMAIL } from "~/lib/schemas/contact";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { parseForm } from "~/lib/schemas/fields";

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
    expect(result).toEqual({ success: true, data: { ...valid, name: "Asha Verma" } });
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

  it("rejects a file where text belongs", () => {
    const formData = form(valid);
    formData.set("message", new Blob(["x"]), "x.txt");
    expect(parseForm(ContactSchema, formData).success).toBe(false);
  });
});
