import { z } from "zod";
import { localizedText } from "~/lib/schemas/content/business";

/*
 * Home and about (issue 25): the texts of the home and about pages, their statistics and the
 * footer's copyright line. Lists keep their length: each item has its icon, drawn by the page.
 */

const title = localizedText({ max: 160, required: "Enter the heading." });
const text = localizedText({ max: 1000, multiline: true, required: "Enter the text." });

const hero = z.strictObject({
  eyebrow: localizedText({ max: 80 }),
  title,
  /** Words of the title drawn in the accent colour */
  highlight: localizedText({ max: 80 }),
  subtitle: text,
});

const titled = z.strictObject({ title, text });
const point = z.strictObject({ title, description: text });
const statistic = z.strictObject({
  value: localizedText({ max: 12, required: "Enter the figure, like 10+ or 98%." }),
  label: localizedText({ max: 60, required: "Enter what the figure counts." }),
});

const exactly = <T extends z.ZodType>(item: T, count: number) =>
  z.array(item).length(count, `Keep ${count}: each has its place and icon on the page.`);

/** A sample testimonial of a new site: shown while no client's testimonial is featured, until removed. */
const sample = z.strictObject({
  name: localizedText({ max: 80, required: "Enter the name." }),
  company: localizedText({ max: 80 }),
  text: localizedText({ max: 600, multiline: true, required: "Enter the text." }),
});

export const pagesContent = z.strictObject({
  home: z.strictObject({
    hero,
    whyChoose: z.strictObject({ title, intro: text, points: exactly(point, 3) }),
    stats: exactly(statistic, 4),
    testimonialsIntro: titled,
    /** Removed by the owner once real testimonials are featured: nothing may look like words no client wrote */
    samples: z.array(sample).max(3),
    cta: titled,
  }),
  about: z.strictObject({
    hero,
    mission: titled,
    vision: titled,
    stats: exactly(statistic, 3),
    valuesIntro: titled,
    values: exactly(point, 4),
    reasons: exactly(point, 4),
    cta: titled,
  }),
  footer: z.strictObject({
    copyright: localizedText({ max: 160, required: "Enter the copyright line." }),
  }),
});

export type PagesContent = z.infer<typeof pagesContent>;

/** The headings and texts of the other pages (issue 25): services, careers, contact, testimonials. */
export const otherPagesContent = z.strictObject({
  services: z.strictObject({
    hero,
    pricingIntro: titled,
    portfolioIntro: titled,
    process: exactly(point, 4),
    cta: titled,
  }),
  careers: z.strictObject({ hero, benefits: exactly(point, 6), cta: titled }),
  contact: z.strictObject({ hero, formIntro: titled, faqIntro: titled }),
  testimonials: z.strictObject({ hero, feedbackIntro: titled }),
});

export type OtherPagesContent = z.infer<typeof otherPagesContent>;
