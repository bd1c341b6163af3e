import { describe, expect, it } from "vitest";
import { DEFAULT_RATING } from "~/lib/rating";
import { parseForm } from "./fields";
import { INVALID_RATING, TESTIMONIAL_REQUIRED, TestimonialSchema } from "./testimonial";

const valid = { name: " Asha Verma ", company: "", rating: "4", feedback: "Lovely work.\nThank you!" };

describe("TestimonialSchema", () => {
  it("accepts a testimonial, trims it, and reads the rating as a number", () => {
    expect(parseForm(TestimonialSchema, valid)).toEqual({
      success: true,
      data: { name: "Asha Verma", company: "", rating: 4, feedback: "Lovely work.\nThank you!" },
    });
  });

  it("gives a missing company as empty and a missing rating the default", () => {
    const result = parseForm(TestimonialSchema, { name: "Ravi", feedback: "Good." });
    expect(result).toEqual({
      success: true,
      data: { name: "Ravi", company: "", rating: DEFAULT_RATING, feedback: "Good." },
    });
  });

  it.each(["0", "6", "3.5", "five", "-1", "1e1"])(
    "rejects the rating %s with one clear message",
    (rating) => {
      expect(parseForm(TestimonialSchema, { ...valid, rating })).toEqual({
        success: false,
        fieldErrors: { rating: INVALID_RATING },
      });
    },
  );

  it("asks for a name and feedback that are more than spaces", () => {
    expect(parseForm(TestimonialSchema, { ...valid, name: "   ", feedback: "\n " })).toEqual({
      success: false,
      fieldErrors: { name: TESTIMONIAL_REQUIRED.name, feedback: TESTIMONIAL_REQUIRED.feedback },
    });
  });
});
