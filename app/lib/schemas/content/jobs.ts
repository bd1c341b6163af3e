import { z } from "zod";
import { localizedText } from "~/lib/schemas/content/business";

/*
 * The job openings on /careers (issue 25, Jobs): each with its title, description, kind, place,
 * skills and salary range; a closed one stays here, to reopen, and leaves the page and its
 * JobPosting data.
 */

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship"] as const;

/** A job's id, its anchor on /careers: lower-case words joined by hyphens. */
export const JOB_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isoDate = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, message)
    .refine((value) => !Number.isNaN(Date.parse(value)), message);

/** Whole rupees a month, up to one crore. */
const rupeesAMonth = (what: string) =>
  z
    .number({ error: `Enter the ${what} salary in rupees a month, like 25000.` })
    .int(`Enter the ${what} salary in whole rupees.`)
    .min(0, `The ${what} salary cannot be below 0.`)
    .max(10_000_000, `The ${what} salary is at most 1,00,00,000.`);

export const jobOpening = z
  .strictObject({
    id: z
      .string()
      .max(60, "An id is at most 60 characters.")
      .regex(JOB_ID, "An id is lower-case words joined by hyphens."),
    title: localizedText({ max: 80, required: "Enter the job's title." }),
    description: localizedText({ max: 1000, multiline: true, required: "Describe the job." }),
    employmentType: z.enum(EMPLOYMENT_TYPES, {
      error: "Choose full-time, part-time, contract or internship.",
    }),
    location: localizedText({ max: 80, required: "Enter where the job is, like Patna, Bihar (hybrid)." }),
    skills: z
      .array(localizedText({ max: 60, required: "A skill cannot be empty." }))
      .min(1, "Name at least one skill, one a line.")
      .max(12, "Name at most 12 skills."),
    salary: z
      .strictObject({ min: rupeesAMonth("lowest"), max: rupeesAMonth("highest") })
      .refine((salary) => salary.min <= salary.max, {
        message: "The highest salary cannot be below the lowest.",
        path: ["max"],
      }),
    /** Shown on /careers; a closed job is kept to reopen */
    open: z.boolean(),
    /** When it was first posted, for search engines */
    datePosted: isoDate("Enter the date it was posted, like 2026-11-01."),
    /** Until when it is open: search engines drop it afterwards */
    validThrough: isoDate("Enter the last day it is open, like 2027-03-31."),
  })
  .refine((job) => job.validThrough >= job.datePosted, {
    message: "The last day cannot be before the day it was posted.",
    path: ["validThrough"],
  });

export const jobsContent = z.strictObject({
  jobs: z
    .array(jobOpening)
    .max(30, "At most 30 jobs: delete a closed one first.")
    .refine((jobs) => new Set(jobs.map((job) => job.id)).size === jobs.length, "Give each job its own id."),
});

export type JobOpening = z.infer<typeof jobOpening>;
export type JobsContent = z.infer<typeof jobsContent>;
