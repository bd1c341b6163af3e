import {
  type ContentForm,
  type FormValues,
  linesInput,
  linesValues,
  localizedInput,
  localizedValues,
  numberOf,
  text,
} from "~/lib/content-forms/form";
import { JOB_ID, type JobOpening, type JobsContent } from "~/lib/schemas/content/jobs";
import { addDays } from "~/lib/ist";

/*
 * Jobs as a form (content-forms/form.ts): the fields of each job, prefixed "job-<n>-", a box to
 * delete it, and the blank fields of a new one, prefixed "new-", used when its title is filled in.
 */

/** A new opening is open this long unless the owner says otherwise: search engines ask for an end. */
const OPEN_FOR_DAYS = 90;

/** The form fields of a job, by the schema field they hold. */
const FIELDS = {
  title: "title",
  description: "description",
  employmentType: "type",
  location: "location",
  skills: "skills",
  salary: "salaryMax",
  open: "open",
  datePosted: "datePosted",
  validThrough: "validThrough",
} as const;

/** "Video Editor (Hindi)" is "video-editor-hindi"; a title with no Latin letters or digits gives "job". */
export function jobId(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
      .split(" ")
      .filter(Boolean)
      .join("-")
      .slice(0, 50)
      .replace(/-$/, "") || "job";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function jobValues(prefix: string, job: JobOpening): FormValues {
  return {
    [`${prefix}-id`]: job.id,
    ...localizedValues(`${prefix}-title`, job.title),
    ...localizedValues(`${prefix}-description`, job.description),
    [`${prefix}-type`]: job.employmentType,
    ...localizedValues(`${prefix}-location`, job.location),
    ...linesValues(`${prefix}-skills`, job.skills),
    [`${prefix}-salaryMin`]: String(job.salary.min),
    [`${prefix}-salaryMax`]: String(job.salary.max),
    [`${prefix}-open`]: job.open ? "on" : "",
    [`${prefix}-datePosted`]: job.datePosted,
    [`${prefix}-validThrough`]: job.validThrough,
  };
}

/** A job's fields as the schema reads them. */
function jobInput(values: FormValues, prefix: string, id: string, dates: { posted: string; until: string }) {
  return {
    id,
    title: localizedInput(values, `${prefix}-title`),
    description: localizedInput(values, `${prefix}-description`),
    employmentType: text(values, `${prefix}-type`),
    location: localizedInput(values, `${prefix}-location`),
    skills: linesInput(values, `${prefix}-skills`),
    salary: {
      min: numberOf(text(values, `${prefix}-salaryMin`)),
      max: numberOf(text(values, `${prefix}-salaryMax`)),
    },
    open: prefix === "new" || text(values, `${prefix}-open`) === "on",
    datePosted: text(values, `${prefix}-datePosted`) || dates.posted,
    validThrough: text(values, `${prefix}-validThrough`) || dates.until,
  };
}

/** How many jobs the form holds: job-0-id, job-1-id, ... */
export function jobCount(values: FormValues): number {
  let count = 0;
  while (`job-${count}-id` in values) count++;
  return count;
}

/** Whether the owner typed anything into the new job's fields. */
export const addsJob = (values: FormValues) =>
  ["title", "description", "location", "skills", "salaryMin", "salaryMax"].some(
    (field) => text(values, `new-${field}`).trim() !== "",
  );

export const jobsForm: ContentForm<JobsContent> = {
  values: (content) =>
    Object.assign(
      { "new-type": "Full-time" },
      ...content.jobs.map((job, index) => jobValues(`job-${index}`, job)),
    ) as FormValues,
  lists: [],
  read(values, today) {
    /** The prefix each job of the input came from, for the messages. */
    const sources: string[] = [];
    const jobs = [];
    for (let index = 0; index < jobCount(values); index++) {
      const prefix = `job-${index}`;
      if (text(values, `${prefix}-delete`) === "on") continue;
      const id = text(values, `${prefix}-id`);
      sources.push(prefix);
      jobs.push(jobInput(values, prefix, JOB_ID.test(id) ? id : "", { posted: today, until: today }));
    }
    if (addsJob(values)) {
      const taken = new Set(jobs.map((job) => job.id));
      sources.push("new");
      jobs.push(
        jobInput(values, "new", jobId(text(values, "new-title"), taken), {
          posted: today,
          until: addDays(today, OPEN_FOR_DAYS),
        }),
      );
    }
    return {
      input: { jobs },
      fieldOf(path) {
        const [, index, field] = path.split(".");
        const source = sources[Number(index)];
        if (!source || !field) return "jobs";
        if (field === "salary") return `${source}-${path.endsWith("min") ? "salaryMin" : "salaryMax"}`;
        if (field === "id") return `${source}-title`;
        return `${source}-${FIELDS[field as keyof typeof FIELDS] ?? field}`;
      },
    };
  },
};
