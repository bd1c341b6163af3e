import type {
  BreadcrumbList,
  FAQPage,
  JobPosting,
  Offer,
  ProfessionalService,
  Service,
  WebPage,
  WithContext,
} from "schema-dts";
import { LOCALES, localPath } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";
import { page, shareImagePath } from "~/config/pages";
import { oneLine, type SiteDetails } from "~/lib/site-details";
import type { Faq, Job, Plan, PricingCategory } from "~/content/types";

/**
 * schema.org JSON-LD for search engines, typed by schema-dts. No Review or
 * AggregateRating for the business's own testimonials: search engines treat
 * self-published reviews as self-serving.
 */

const businessId = (site: Pick<SiteDetails, "url">) => `${site.url}/#business`;

/** The address as schema.org's PostalAddress has it: the street only where it says more than the city. */
function postalAddress(site: SiteDetails) {
  const { street, locality, region, postalCode, country } = site.address;
  return {
    "@type": "PostalAddress" as const,
    ...(street && street !== `${locality}, ${region}` ? { streetAddress: oneLine(street) } : {}),
    addressLocality: locality,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country,
  };
}

export function businessJsonLd(site: SiteDetails): WithContext<ProfessionalService> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": businessId(site),
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    logo: `${site.url}/icon-512.png`,
    image: `${site.url}${shareImagePath(page("home"), site.lang)}`,
    telephone: site.phone.display,
    email: site.email,
    address: postalAddress(site),
    areaServed: "IN",
    knowsLanguage: ["en-IN", "hi-IN"],
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days.map((day) => `https://schema.org/${day}` as const),
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    sameAs: site.social.map((profile) => profile.href),
  };
}

const unitText: Record<string, string> = { month: "month", quarter: "quarter", each: "item", word: "word" };

function planOffer(plan: Plan, category: PricingCategory): Offer {
  const base: Offer = {
    "@type": "Offer",
    name: `${plan.name} (${category.title})`,
    description: plan.description,
  };
  switch (plan.price.kind) {
    case "free":
      return { ...base, price: 0, priceCurrency: "INR" };
    case "custom":
      return base;
    case "amount": {
      const { amount, period, from, plus } = plan.price;
      return {
        ...base,
        priceCurrency: "INR",
        ...(from || plus
          ? { priceSpecification: { "@type": "PriceSpecification", minPrice: amount, priceCurrency: "INR" } }
          : period
            ? {
                price: amount,
                priceSpecification: {
                  "@type": "UnitPriceSpecification",
                  price: amount,
                  priceCurrency: "INR",
                  unitText: unitText[period],
                },
              }
            : { price: amount }),
      };
    }
  }
}

export function servicesJsonLd(site: SiteDetails, categories: PricingCategory[]): WithContext<Service>[] {
  return categories.map((category) => ({
    "@context": "https://schema.org",
    "@type": "Service",
    name: category.title,
    serviceType: category.title,
    provider: { "@id": businessId(site) },
    areaServed: "IN",
    url: `${site.url}${localPath(site.lang, "/services")}#pricing-${category.id}`,
    offers: category.plans.map((plan) => planOffer(plan, category)),
  }));
}

/** An opening with when it was posted and until when it is open (ISO dates). */
export type PostedJob = Job & { datePosted: string; validThrough: string };

/** The owner's text inside the HTML schema.org allows in a description: shown as typed, never read as markup. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

export function jobPostingsJsonLd(site: SiteDetails, jobs: PostedJob[]): WithContext<JobPosting>[] {
  return jobs.map((job) => ({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: `<p>${escapeHtml(job.description)}</p><p>${escapeHtml(stringsFor(site.lang).careers.skills)}: ${escapeHtml(job.skills.join(", "))}.</p>`,
    skills: job.skills.join(", "),
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType:
      job.employmentType === "Full-time" ? "FULL_TIME" : job.employmentType.toUpperCase().replace("-", "_"),
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: `${site.url}/` },
    jobLocation: { "@type": "Place", address: postalAddress(site) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: "MONTH",
      },
    },
  }));
}

export function faqJsonLd(faqs: Faq[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** The trail from the home page (in the page's language) to a page one level below it. */
export function breadcrumbJsonLd(
  site: Pick<SiteDetails, "url" | "lang">,
  name: string,
  path: string,
): WithContext<BreadcrumbList> {
  const home = localPath(site.lang, "/");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      {
        "@type": "ListItem",
        position: 1,
        name: stringsFor(site.lang).pages.home.label,
        item: `${site.url}${home === "/" ? "/" : home}`,
      },
      { "@type": "ListItem", position: 2, name, item: `${site.url}${path}` },
    ],
  };
}

/** The page itself: its address, title and the language it is written in. */
export function webPageJsonLd(
  site: Pick<SiteDetails, "url" | "lang">,
  url: string,
  title: string,
): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: title,
    inLanguage: LOCALES[site.lang].hreflang,
    isPartOf: { "@type": "WebSite", url: `${site.url}/` },
    about: { "@id": businessId(site) },
  };
}
