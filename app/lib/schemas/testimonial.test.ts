import { describe, expect, it } from "vitest";
import { toasts } from "~/content/messages";
import { CONTROL_CHAR_MESSAGE, NOT_TEXT, parseForm } from "./fields";
import { TESTIMONIAL_LIMITS } from "./limits";
import {
  INVALID_RATING,
  TESTIMONIAL_REQUIRED,
  TestimonialSchema,
  testimonialErrorToast,
} from "./testimonial";

const valid = {
  name: " Asha Verma ",
  company: "",
  rating: "4",
  feedback: "Lovely work.\nThank you!",
  consent: "yes",
};

describe("TestimonialSchema", () => {
  it("accepts a testimonial, trims it, and reads the rating as a number", () => {
    expect(parseForm(TestimonialSchema, valid)).toEqual({
      success: true,
      data: {
        name: "Asha Verma",
        company: "",
        rating: 4,
        feedback: "Lovely work.\nThank you!",
        consent: true,
      },
    });
  });

  it("is refused without the writer's agreement to its being shown: only the ticked box's value agrees", () => {
    for (const consent of [undefined, "", "on", "true", "Yes", " yes"]) {
      const result = parseForm(TestimonialSchema, { ...valid, consent });
      expect(result, String(consent)).toEqual({
        success: false,
        fieldErrors: { consent: "Please agree to your review being shown on the website." },
      });
    }
  });

  it("gives a missing company as empty", () => {
    const result = parseForm(TestimonialSchema, {
      name: "Ravi",
      rating: "5",
      feedback: "Good.",
      consent: "yes",
    });
    expect(result).toEqual({
      success: true,
      data: { name: "Ravi", company: "", rating: 5, feedback: "Good.", consent: true },
    });
  });

  it.each(["1", "2", "3", "4", "5"])("accepts the rating a star sends (%s)", (rating) => {
    const result = parseForm(TestimonialSchema, { ...valid, rating });
    expect(result.success && result.data.rating).toBe(Number(rating));
  });

  // The form always sends one of its five radios (5 is checked from the start),
  // so nothing else, not even an empty or missing rating, comes from it.
  it.each([
    "0",
    "6",
    "3.5",
    "five",
    "-1",
    "1e1",
    "0x5",
    "0b101",
    "0o5",
    "+5",
    "5.0",
    "05",
    " 5",
    "5 ",
    "\u200B5",
    "\uFF15",
    "\u0665",
    "",
    undefined,
    null,
    5,
    ["5"],
    new File(["5"], "5"),
  ])("rejects the rating %j with one clear message", (rating) => {
    expect(parseForm(TestimonialSchema, { ...valid, rating })).toEqual({
      success: false,
      fieldErrors: { rating: INVALID_RATING },
    });
  });

  it("asks for a name and feedback that are more than spaces", () => {
    expect(parseForm(TestimonialSchema, { ...valid, name: "   ", feedback: "\n " })).toEqual({
      success: false,
      fieldErrors: { name: TESTIMONIAL_REQUIRED.name, feedback: TESTIMONIAL_REQUIRED.feedback },
    });
  });

  it("asks for a name and feedback that hold only invisible characters", () => {
    const invisible = "\u200B\u200D\u2066\u00AD\uFEFF";
    const result = parseForm(TestimonialSchema, { ...valid, name: invisible, feedback: `${invisible}\r\n` });
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: TESTIMONIAL_REQUIRED.name, feedback: TESTIMONIAL_REQUIRED.feedback },
    });
    expect(!result.success && testimonialErrorToast(result.fieldErrors)).toEqual(
      toasts.missingTestimonialFields,
    );
  });

  it("takes a company of invisible characters as none", () => {
    const result = parseForm(TestimonialSchema, { ...valid, company: "\u200B\u200E" });
    expect(result.success && result.data.company).toBe("");
  });

  describe.each(["name", "company", "feedback"] as const)("the %s field", (field) => {
    it("is stored composed (NFC)", () => {
      const result = parseForm(TestimonialSchema, { ...valid, [field]: "Jose\u0301" });
      expect(result.success && result.data[field]).toBe("Jos\u00E9");
    });

    it("refuses C0 and C1 control characters", () => {
      for (const control of ["\u0000", "\u001B", "\u0085", "\u009B"]) {
        const result = parseForm(TestimonialSchema, { ...valid, [field]: `Asha${control}` });
        expect(!result.success && result.fieldErrors).toEqual({ [field]: CONTROL_CHAR_MESSAGE });
      }
    });

    it("refuses a file", () => {
      const result = parseForm(TestimonialSchema, { ...valid, [field]: new File(["x"], "x.txt") });
      expect(!result.success && result.fieldErrors).toEqual({ [field]: NOT_TEXT });
    });
  });

  it("keeps feedback at its limit as the page counts it: line breaks sent as CRLF count once", () => {
    const lines = Array.from({ length: TESTIMONIAL_LIMITS.feedback / 2 }, () => "a");
    const result = parseForm(TestimonialSchema, { ...valid, feedback: lines.join("\r\n") });
    expect(result.success && result.data.feedback).toBe(lines.join("\n"));
  });
});
