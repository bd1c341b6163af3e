import type { z } from "zod";
import { site } from "~/config/site";
import { siteEnvAtStart } from "~/server/site-env.server";
import { openingHours, replyTime, weekendHours } from "~/content/hours";
import { serviceIcons } from "~/components/service-icons";
import {
  aboutCta,
  aboutHero,
  coreValues,
  mission,
  reasons,
  reasonsIntro,
  valuesIntro,
  vision,
} from "~/content/about";
import { faqs } from "~/content/faqs";
import { homeCta, homeHero, homeTestimonialsIntro, servicesIntro, whyChoose } from "~/content/home";
import { footerServices } from "~/content/footer";
import { pageMeta } from "~/content/meta";
import { aboutStats, homeStats } from "~/content/stats";
import { homeTestimonials } from "~/content/testimonials";
import type { CallToAction, Feature, Hero, PageMeta, Statistic } from "~/content/types";
import { jobPostingDates, jobs } from "~/content/jobs";
import { pricingCategories } from "~/content/pricing";
import { services } from "~/content/services";
import { hindiDefaults } from "~/content/hindi-defaults";
import { type BusinessDetails, businessDetails } from "~/lib/schemas/content/business";
import { TAGLINE } from "~/lib/site-details";
import { type FaqsContent, faqsContent } from "~/lib/schemas/content/faqs";
import {
  type OtherPagesContent,
  otherPagesContent,
  type PagesContent,
  pagesContent,
} from "~/lib/schemas/content/pages";
import { contactFormIntro, contactHero, faqIntro } from "~/content/contact-page";
import { benefits, benefitsIntro, careersCta, careersHero, openingsIntro } from "~/content/jobs";
import {
  portfolioIntro,
  pricingIntro,
  processIntro,
  processSteps,
  servicesCta,
  servicesHero,
} from "~/content/services-page";
import { feedbackIntro, reviewsIntro, testimonialsHero } from "~/content/testimonials-page";
import { type JobsContent, jobsContent } from "~/lib/schemas/content/jobs";
import { type ServiceIcon, type ServicesContent, servicesContent } from "~/lib/schemas/content/services";

/**
 * A section of the site's content the owner edits and publishes as one (issue 25): what it holds
 * (its schema), what a new site starts with, and how content stored by an older release becomes
 * this release's. A section's form, history and publish cover exactly its content.
 */
export interface SectionDefinition<Data = unknown> {
  /** What the back office calls it */
  label: string;
  schema: z.ZodType<Data, unknown>;
  /**
   * The shape of `data` this release stores. A release that adds or renames a field raises it and
   * adds the step from the previous shape to `upgrades`, so that stored content, the owner's
   * edits, is carried forward on start rather than thrown away.
   */
  schemaVersion: number;
  /** `upgrades[n]` turns data stored at schema version n into version n + 1. */
  upgrades: Record<number, (data: unknown) => unknown>;
  /** Only admins may save, publish, restore or discard it (members save drafts of the others). */
  adminOnly: boolean;
  /** A new site's content: today's texts (app/content/) and the SITE_* variables where set. */
  defaults(): Data;
}

export const businessSection: SectionDefinition<BusinessDetails> = {
  label: "Business details",
  schema: businessDetails,
  schemaVersion: 5,
  upgrades: {
    // 2: the tagline, written in code until then
    1: withFields({ tagline: { en: TAGLINE } }),
    // 3: Hindi (issue 26)
    2: withHindiDefaults,
    // 4: the privacy contact (issue 27), at first the business itself
    3: (data) =>
      isRecord(data)
        ? {
            privacyContact: {
              name: isRecord(data.name) ? data.name.en : undefined,
              email: data.email,
            },
            ...data,
          }
        : data,
    // 5: when a visitor can expect a reply (issue 28), a new site's sentence
    4: (data) => withFields({ replyTime: en(replyTime) })(data),
  },
  adminOnly: true,
  defaults: () => {
    const env = siteEnvAtStart();
    return {
      name: { en: env.SITE_NAME },
      tagline: en(TAGLINE),
      phone: env.SITE_PHONE,
      whatsapp: env.SITE_WHATSAPP,
      email: env.SITE_EMAIL,
      privacyContact: { name: env.SITE_NAME, email: env.SITE_EMAIL },
      replyTime: en(replyTime),
      address: {
        street: en(site.address.display),
        locality: en(site.address.locality),
        region: en(site.address.region),
        postalCode: "",
      },
      map: null,
      hours: {
        days: [...openingHours.days],
        opens: openingHours.opens,
        closes: openingHours.closes,
        note: en(weekendHours),
      },
      social: site.social.map(({ name, href }) => ({ name, href })),
    };
  },
};

export const jobsSection: SectionDefinition<JobsContent> = {
  label: "Jobs",
  schema: jobsContent,
  schemaVersion: 2,
  // 2: Hindi (issue 26)
  upgrades: { 1: withHindiDefaults },
  adminOnly: false,
  defaults: () => ({
    jobs: jobs.map((job) => ({
      id: job.id,
      title: en(job.title),
      description: en(job.description),
      employmentType: job.employmentType,
      location: en(job.location),
      skills: job.skills.map(en),
      salary: { ...job.salary },
      open: true,
      datePosted: jobPostingDates.datePosted,
      validThrough: jobPostingDates.validThrough,
    })),
  }),
};

/** A service's icon by its name, as stored. */
function iconName(icon: unknown): ServiceIcon {
  const found = Object.entries(serviceIcons).find(([, component]) => component === icon);
  if (!found) throw new Error("a service of app/content/services.ts has an icon outside the fixed list");
  return found[0] as ServiceIcon;
}

export const servicesSection: SectionDefinition<ServicesContent> = {
  label: "Services and prices",
  schema: servicesContent,
  schemaVersion: 2,
  // 2: Hindi (issue 26)
  upgrades: { 1: withHindiDefaults },
  adminOnly: false,
  defaults: () => ({
    services: services.map((service) => ({
      id: service.id,
      icon: iconName(service.icon),
      title: en(service.title),
      description: en(service.description),
      features: service.features.map(en),
    })),
    pricing: pricingCategories.map((category) => ({
      id: category.id,
      title: en(category.title),
      serviceId: category.serviceId,
      plans: category.plans.map((plan) => ({
        name: en(plan.name),
        price: { ...plan.price },
        description: en(plan.description),
      })),
      specialOffer: en(category.specialOffer),
    })),
  }),
};

export const faqsSection: SectionDefinition<FaqsContent> = {
  label: "FAQs",
  schema: faqsContent,
  schemaVersion: 2,
  // 2: Hindi (issue 26)
  upgrades: { 1: withHindiDefaults },
  adminOnly: false,
  defaults: () => ({
    faqs: faqs.map((faq) => ({ question: en(faq.question), answer: en(faq.answer) })),
  }),
};

/** A new site's text: its English and, where app/content/hindi-defaults.ts has it, its Hindi. */
const en = (text: string): { en: string; hi?: string } => {
  const hi = hindiOf(text);
  return hi ? { en: text, hi } : { en: text };
};
const heroOf = (hero: Hero) => ({
  eyebrow: en(hero.eyebrow ?? ""),
  title: en(hero.title),
  highlight: en(hero.highlight ?? ""),
  subtitle: en(hero.subtitle),
});
const titledOf = (block: CallToAction) => ({ title: en(block.title), text: en(block.text) });
const pointsOf = (points: Feature[]) =>
  points.map((p) => ({ title: en(p.title), description: en(p.description) }));
const statsOf = (stats: Statistic[]) => stats.map((s) => ({ value: en(s.value), label: en(s.label) }));
const listingOf = (meta: PageMeta) => ({
  pageTitle: en(meta.title),
  searchDescription: en(meta.description),
});

/** The footer's line of a new site, for a business of `name`. */
const copyrightOf = (name: string) => ({
  en: `© 2024 ${name}. All rights reserved.`,
  hi: `© 2024 ${name}. सर्वाधिकार सुरक्षित।`,
});

/** The Hindi of a new site's English text (the copyright line for any business name), if there is one. */
function hindiOf(english: string): string | undefined {
  if (Object.hasOwn(hindiDefaults, english)) return hindiDefaults[english];
  const copyright = /^© (\d{4}) (.+)\. All rights reserved\.$/.exec(english);
  return copyright ? `© ${copyright[1]} ${copyright[2]}. सर्वाधिकार सुरक्षित।` : undefined;
}

/**
 * An upgrade (issue 26) that gives each text with no Hindi yet the Hindi of a new site, where its
 * English is still a new site's: the owner's own English is left for the owner to translate.
 */
function withHindiDefaults(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withHindiDefaults);
  if (!isRecord(data)) return data;
  if (typeof data.en === "string" && Object.keys(data).every((key) => key === "en" || key === "hi")) {
    const hi = typeof data.hi === "string" && data.hi.trim() ? undefined : hindiOf(data.en);
    return hi ? { ...data, hi } : data;
  }
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withHindiDefaults(value)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * An upgrade that adds fields with a new site's values, keeping every field already stored.
 * What is not an object is left for the schema to name.
 */
function withFields(added: Record<string, unknown>) {
  return (data: unknown): unknown => (isRecord(data) ? { ...added, ...data } : data);
}

/** The same one level down: parts added to some pages of a section of texts. */
function withParts(added: Record<string, Record<string, unknown>>) {
  return (data: unknown): unknown => {
    if (!isRecord(data)) return data;
    const pages = Object.entries(added).map(([page, parts]) => [page, withFields(parts)(data[page])]);
    return { ...data, ...Object.fromEntries(pages) };
  };
}

export const pagesSection: SectionDefinition<PagesContent> = {
  label: "Home and about",
  schema: pagesContent,
  schemaVersion: 3,
  upgrades: {
    // 3: Hindi (issue 26)
    2: withHindiDefaults,
    // 2: the home page's services heading, the about page's reasons heading, both pages' titles and
    // descriptions, the footer's services
    1: withParts({
      home: { servicesIntro: titledOf(servicesIntro), meta: listingOf(pageMeta.home) },
      about: { reasonsIntro: { title: en(reasonsIntro.title) }, meta: listingOf(pageMeta.about) },
      footer: { services: footerServices.map(en) },
    }),
  },
  adminOnly: false,
  defaults: () => ({
    home: {
      hero: heroOf(homeHero),
      whyChoose: {
        title: en(whyChoose.title),
        intro: en(whyChoose.intro),
        points: pointsOf(whyChoose.points),
      },
      servicesIntro: titledOf(servicesIntro),
      stats: statsOf(homeStats),
      testimonialsIntro: titledOf(homeTestimonialsIntro),
      samples: homeTestimonials.map((t) => ({ name: en(t.name), company: en(t.company), text: en(t.text) })),
      cta: titledOf(homeCta),
      meta: listingOf(pageMeta.home),
    },
    about: {
      hero: heroOf(aboutHero),
      mission: titledOf(mission),
      vision: titledOf(vision),
      stats: statsOf(aboutStats),
      valuesIntro: titledOf(valuesIntro),
      values: pointsOf(coreValues),
      reasonsIntro: { title: en(reasonsIntro.title) },
      reasons: pointsOf(reasons),
      cta: titledOf(aboutCta),
      meta: listingOf(pageMeta.about),
    },
    footer: {
      services: footerServices.map(en),
      copyright: copyrightOf(siteEnvAtStart().SITE_NAME),
    },
  }),
};

const openingsIntroOf = () => ({ title: en(openingsIntro.title), none: en(openingsIntro.none) });

export const otherPagesSection: SectionDefinition<OtherPagesContent> = {
  label: "Other pages",
  schema: otherPagesContent,
  schemaVersion: 3,
  upgrades: {
    // 3: Hindi (issue 26)
    2: withHindiDefaults,
    // 2: the headings written in the pages until then, and each page's title and description
    1: withParts({
      services: { processIntro: titledOf(processIntro), meta: listingOf(pageMeta.services) },
      careers: {
        openingsIntro: openingsIntroOf(),
        benefitsIntro: titledOf(benefitsIntro),
        meta: listingOf(pageMeta.careers),
      },
      contact: { meta: listingOf(pageMeta.contact) },
      testimonials: {
        reviewsIntro: { title: en(reviewsIntro.title) },
        meta: listingOf(pageMeta.testimonials),
      },
    }),
  },
  adminOnly: false,
  defaults: () => ({
    services: {
      hero: heroOf(servicesHero),
      pricingIntro: titledOf(pricingIntro),
      portfolioIntro: titledOf(portfolioIntro),
      processIntro: titledOf(processIntro),
      process: processSteps.map((step) => ({ title: en(step.title), description: en(step.description) })),
      cta: titledOf(servicesCta),
      meta: listingOf(pageMeta.services),
    },
    careers: {
      hero: heroOf(careersHero),
      openingsIntro: openingsIntroOf(),
      benefitsIntro: titledOf(benefitsIntro),
      benefits: pointsOf(benefits),
      cta: titledOf(careersCta),
      meta: listingOf(pageMeta.careers),
    },
    contact: {
      hero: heroOf(contactHero),
      formIntro: titledOf(contactFormIntro),
      faqIntro: titledOf(faqIntro),
      meta: listingOf(pageMeta.contact),
    },
    testimonials: {
      hero: heroOf(testimonialsHero),
      reviewsIntro: { title: en(reviewsIntro.title) },
      feedbackIntro: titledOf(feedbackIntro),
      meta: listingOf(pageMeta.testimonials),
    },
  }),
};

/** Every section, by the id it is stored under, in the back office's order. */
export const SECTIONS = {
  business: businessSection,
  services: servicesSection,
  jobs: jobsSection,
  faqs: faqsSection,
  pages: pagesSection,
  texts: otherPagesSection,
};

export type Sections = Record<string, SectionDefinition>;
export type SectionId = keyof typeof SECTIONS;
export type SectionData<Id extends SectionId> = ReturnType<(typeof SECTIONS)[Id]["defaults"]>;
