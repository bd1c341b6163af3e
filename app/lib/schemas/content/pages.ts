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

/** A page's title and description in the browser's tab, search results and share previews. */
const searchListing = z.strictObject({
  pageTitle: localizedText({ max: 70, required: "Enter the page's title." }),
  searchDescription: localizedText({ max: 200, required: "Enter the description." }),
});

/** A section's heading alone, where the page shows no introduction under it. */
const heading = z.strictObject({ title });

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
    servicesIntro: titled,
    stats: exactly(statistic, 4),
    testimonialsIntro: titled,
    /** Removed by the owner once real testimonials are featured: nothing may look like words no client wrote */
    samples: z.array(sample).max(3),
    cta: titled,
    meta: searchListing,
  }),
  about: z.strictObject({
    hero,
    mission: titled,
    vision: titled,
    stats: exactly(statistic, 3),
    valuesIntro: titled,
    values: exactly(point, 4),
    reasonsIntro: heading,
    reasons: exactly(point, 4),
    cta: titled,
    meta: searchListing,
  }),
  footer: z.strictObject({
    /** The services the footer names, as plain words (not links) */
    services: exactly(localizedText({ max: 60, required: "Enter the service's name." }), 5),
    copyright: localizedText({ max: 160, required: "Enter the copyright line." }),
  }),
});

export type PagesContent = z.infer<typeof pagesContent>;
export type SearchListing = z.infer<typeof searchListing>;

/** The headings and texts of the other pages (issue 25): services, careers, contact, testimonials. */
export const otherPagesContent = z.strictObject({
  services: z.strictObject({
    hero,
    pricingIntro: titled,
    portfolioIntro: titled,
    processIntro: titled,
    process: exactly(point, 4),
    cta: titled,
    meta: searchListing,
  }),
  careers: z.strictObject({
    hero,
    /** `none` is shown in place of the jobs while none is open */
    openingsIntro: z.strictObject({ title, none: text }),
    benefitsIntro: titled,
    benefits: exactly(point, 6),
    cta: titled,
    meta: searchListing,
  }),
  contact: z.strictObject({ hero, formIntro: titled, faqIntro: titled, meta: searchListing }),
  testimonials: z.strictObject({ hero, reviewsIntro: heading, feedbackIntro: titled, meta: searchListing }),
});

export type OtherPagesContent = z.infer<typeof otherPagesContent>;
