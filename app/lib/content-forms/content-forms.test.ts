import { describe, expect, it } from "vitest";
import { businessForm } from "~/lib/content-forms/business-form";
import { faqsForm } from "~/lib/content-forms/faqs-form";
import {
  fieldOfText,
  type FormValues,
  hindiName,
  inOrder,
  linesInput,
  linesValues,
  localizedInput,
  misalignedLists,
  numberOf,
  postedValues,
} from "~/lib/content-forms/form";
import { jobId, jobsForm } from "~/lib/content-forms/jobs-form";
import { servicesForm } from "~/lib/content-forms/services-form";
import { textsForm } from "~/lib/content-forms/texts-form";
import { SECTIONS } from "~/server/content/sections.server";

/** The form as the browser posts it: every field as text, ticked boxes as "on", unticked ones absent. */
function posted(values: FormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== "") form.append(name, one);
  }
  return form;
}

const TODAY = "2026-11-26";

describe("the owner's content as forms", () => {
  it("gives back exactly what was stored when nothing is changed, for every section", () => {
    const forms = {
      business: businessForm,
      services: servicesForm,
      jobs: jobsForm,
      faqs: faqsForm,
      pages: textsForm(),
      texts: textsForm(),
    };
    for (const [id, definition] of Object.entries(SECTIONS)) {
      const form = forms[id as keyof typeof forms];
      const stored = definition.schema.parse(definition.defaults());
      const values = postedValues(posted(form.values(stored as never)), form.lists);
      const { input } = form.read(values, TODAY, stored as never);
      expect(definition.schema.parse(input), id).toEqual(stored);
    }
  });

  it("holds each text's English and Hindi side by side, a Hindi left empty being none", () => {
    const stored = SECTIONS.faqs.schema.parse(SECTIONS.faqs.defaults());
    const values = faqsForm.values(stored);
    expect(values["faq-0-question"]).toBe(stored.faqs[0]!.question.en);
    expect(values[hindiName("faq-0-question")]).toBe(stored.faqs[0]!.question.hi);
    expect(values[hindiName("faq-0-question")]).toMatch(/\p{Script=Devanagari}/u);
    expect(localizedInput({ title: "Prices", "title-hi": "  " }, "title")).toEqual({ en: "Prices" });
    expect(localizedInput({ title: "Prices", "title-hi": "कीमतें" }, "title")).toEqual({
      en: "Prices",
      hi: "कीमतें",
    });
    // A refusal of a Hindi text is said at the Hindi field.
    expect(fieldOfText("faqs.0.question.hi", "faq-0-question")).toBe("faq-0-question-hi");
    expect(fieldOfText("faqs.0.question.en", "faq-0-question")).toBe("faq-0-question");
  });

  it("keeps each Hindi line with its English line in a list, whichever have none", () => {
    const items = [{ en: "SEO" }, { en: "Ads", hi: "विज्ञापन" }, { en: "Reports" }];
    const values = linesValues("features", items);
    expect(values).toEqual({ features: "SEO\nAds\nReports", "features-hi": "\nविज्ञापन\n" });
    expect(linesInput(values, "features")).toEqual(items);
    // A blank English line is no item; the Hindi beside it goes with it.
    expect(linesInput({ features: "SEO\n\nReports", "features-hi": "एसईओ\nकुछ\nरिपोर्ट" }, "features")).toEqual(
      [
        { en: "SEO", hi: "एसईओ" },
        { en: "Reports", hi: "रिपोर्ट" },
      ],
    );
  });

  it("refuses a list whose Hindi lines do not line up with its English ones, at its Hindi field", () => {
    const lined = { "service-0-features": "SEO\nAds\nReports", "service-0-features-hi": "\nविज्ञापन\n" };
    expect(misalignedLists(lined)).toEqual({});
    // A line added to the English alone: the Hindi after it would belong to the wrong item.
    const added = { ...lined, "service-0-features": "SEO\nMaps\nAds\nReports" };
    expect(misalignedLists(added)).toEqual({
      "service-0-features-hi": expect.stringContaining("the English has 4 lines, the Hindi 3"),
    });
    // No Hindi at all: nothing to line up.
    expect(misalignedLists({ ...added, "service-0-features-hi": "  " })).toEqual({});
  });

  it("keeps everything typed, however wrong", () => {
    const form = posted({
      name: "<b>Sharma</b>",
      whatsapp: "12",
      days: ["Monday", "Sunday"],
      intent: "save",
    });
    expect(postedValues(form, ["days"])).toEqual({
      name: "<b>Sharma</b>",
      whatsapp: "12",
      days: ["Monday", "Sunday"],
    });
  });

  it("orders by position, a moved or new item before the one it displaces", () => {
    expect(
      inOrder([
        { prefix: "a", index: 0, position: 1 },
        { prefix: "b", index: 1, position: 2 },
        { prefix: "c", index: 2, position: 1 },
        { prefix: "new", index: 3, position: 2 },
      ]),
    ).toEqual(["c", "a", "new", "b"]);
  });

  it("adds a job with an id from its title, open today for 90 days, and names each wrong field", () => {
    const stored = SECTIONS.jobs.schema.parse(SECTIONS.jobs.defaults());
    const values: FormValues = {
      ...jobsForm.values(stored),
      "job-1-delete": "on",
      "new-title": "Web & App Developer",
      "new-salaryMin": "30000",
      "new-salaryMax": "abc",
    };
    const { input, fieldOf } = jobsForm.read(values, TODAY, stored);
    const jobs = (
      input as { jobs: { id: string; open: boolean; datePosted: string; validThrough: string }[] }
    ).jobs;
    expect(jobs).toHaveLength(stored.jobs.length);
    expect(jobs.slice(0, -1).map((job) => job.id)).not.toContain(stored.jobs[1]!.id);
    expect(jobs.at(-1)).toMatchObject({
      id: "web-app-developer",
      open: true,
      datePosted: TODAY,
      validThrough: "2027-02-24",
    });
    const result = SECTIONS.jobs.schema.safeParse(input);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => fieldOf(issue.path.join(".")));
    expect(paths).toEqual(expect.arrayContaining(["new-description", "new-salaryMax"]));
  });

  it("makes ids a title cannot clash with", () => {
    expect(jobId("Video Editor", new Set(["video-editor"]))).toBe("video-editor-2");
    expect(jobId("हिंदी लेखक", new Set())).toBe("job");
  });

  it("reads a price as typed in rupees, and sends its message to the amount", () => {
    expect(numberOf("₹12,999.50")).toBe(12999.5);
    expect(numberOf("25 000")).toBe(25000);
    expect(numberOf("")).toBeNaN();
    expect(numberOf("twelve")).toBeNaN();
    const stored = SECTIONS.services.schema.parse(SECTIONS.services.defaults());
    const values = {
      ...servicesForm.values(stored),
      "cat-0-plan-2-amount": "1.234",
      "cat-0-plan-2-position": "1",
    };
    const { input, fieldOf } = servicesForm.read(values, TODAY, stored);
    const result = SECTIONS.services.schema.safeParse(input);
    expect(result.success).toBe(false);
    const [issue] = result.error!.issues;
    // Moved first, the plan's message still finds its field.
    expect(issue!.path.join(".")).toBe("pricing.0.plans.0.price.amount");
    expect(fieldOf(issue!.path.join("."))).toBe("cat-0-plan-2-amount");
  });
});
