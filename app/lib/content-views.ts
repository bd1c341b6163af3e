import type { PricingCategory } from "~/content/types";
import type { OtherPagesContent, PagesContent, SearchListing } from "~/lib/schemas/content/pages";
import type { ServiceIcon, ServicesContent } from "~/lib/schemas/content/services";
import type { SiteTexts } from "~/lib/site-details";

/*
 * The owner's content as the public pages show it: the English texts (issue 26 adds Hindi), the
 * shapes the components take. Icons by name: loaders hand data, components draw
 * (components/service-icons.ts).
 */

/** A section's texts in English: each `{ en, hi? }` its English string. */
export type English<T> = T extends { en: string }
  ? string
  : T extends readonly (infer Item)[]
    ? English<Item>[]
    : T extends object
      ? { [Key in keyof T]: English<T[Key]> }
      : T;

export function inEnglish<T>(data: T): English<T> {
  if (typeof data !== "object" || data === null) return data as English<T>;
  if ("en" in data && typeof (data as { en: unknown }).en === "string")
    return (data as { en: string }).en as English<T>;
  if (Array.isArray(data)) return data.map((item: unknown) => inEnglish(item)) as English<T>;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, inEnglish(value)]),
  ) as English<T>;
}

/** `items` with the icon of the item at the same place in `icons` (the page's fixed drawings). */
export const withIcons = <Item, Icon>(items: Item[], icons: readonly { icon: Icon }[]) =>
  items.map((item, index) => ({ ...item, icon: icons[index]!.icon }));

export interface ServiceView {
  id: string;
  icon: ServiceIcon;
  title: string;
  description: string;
  features: string[];
}

export const serviceViews = (content: ServicesContent): ServiceView[] =>
  content.services.map((service) => ({
    id: service.id,
    icon: service.icon,
    title: service.title.en,
    description: service.description.en,
    features: service.features.map((feature) => feature.en),
  }));

export const pricingViews = (content: ServicesContent): PricingCategory[] =>
  content.pricing.map((category) => ({
    id: category.id,
    title: category.title.en,
    serviceId: category.serviceId,
    specialOffer: category.specialOffer.en,
    plans: category.plans.map((plan) => ({
      name: plan.name.en,
      price: plan.price,
      description: plan.description.en,
    })),
  }));

/** What every page shows of the owner's texts (Home and about, Other pages), in English. */
export function siteTexts(pages: PagesContent, texts: OtherPagesContent): SiteTexts {
  const listing = ({ meta }: { meta: SearchListing }) => ({
    title: meta.pageTitle.en,
    description: meta.searchDescription.en,
  });
  return {
    copyright: pages.footer.copyright.en,
    footerServices: pages.footer.services.map((name) => name.en),
    listings: {
      home: listing(pages.home),
      about: listing(pages.about),
      services: listing(texts.services),
      careers: listing(texts.careers),
      testimonials: listing(texts.testimonials),
      contact: listing(texts.contact),
    },
  };
}
