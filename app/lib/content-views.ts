import type { PricingCategory } from "~/content/types";
import type { OtherPagesContent, PagesContent, SearchListing } from "~/lib/schemas/content/pages";
import type { ServiceIcon, ServicesContent } from "~/lib/schemas/content/services";
import type { SiteTexts } from "~/lib/site-details";
import type { Lang } from "~/i18n/languages";
import { type Localized, textIn } from "~/i18n/localized";
import { privacyNoticeFor } from "~/i18n/privacy";

/*
 * The owner's content as the public pages show it, in the page's language: a text's Hindi on a
 * Hindi page where the owner wrote one, else its English (which the page marks as English,
 * i18n/text-lang.ts). Icons by name: loaders hand data, components draw
 * (components/service-icons.ts).
 */

/** A section's texts in one language: each `{ en, hi? }` a string. */
export type Shown<T> = T extends Localized
  ? string
  : T extends readonly (infer Item)[]
    ? Shown<Item>[]
    : T extends object
      ? { [Key in keyof T]: Shown<T[Key]> }
      : T;

const isLocalized = (value: object): value is Localized =>
  "en" in value && typeof (value as { en: unknown }).en === "string";

/** Every text of `data` in `lang` (textIn), the rest as it is. */
export function inLanguage<T>(lang: Lang, data: T): Shown<T> {
  if (typeof data !== "object" || data === null) return data as Shown<T>;
  if (isLocalized(data)) return textIn(lang, data) as Shown<T>;
  if (Array.isArray(data)) return data.map((item: unknown) => inLanguage(lang, item)) as Shown<T>;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, inLanguage(lang, value)]),
  ) as Shown<T>;
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

export const serviceViews = (lang: Lang, content: ServicesContent): ServiceView[] =>
  content.services.map((service) => ({
    id: service.id,
    icon: service.icon,
    title: textIn(lang, service.title),
    description: textIn(lang, service.description),
    features: service.features.map((feature) => textIn(lang, feature)),
  }));

export const pricingViews = (lang: Lang, content: ServicesContent): PricingCategory[] =>
  content.pricing.map((category) => ({
    id: category.id,
    title: textIn(lang, category.title),
    serviceId: category.serviceId,
    specialOffer: textIn(lang, category.specialOffer),
    plans: category.plans.map((plan) => ({
      name: textIn(lang, plan.name),
      price: plan.price,
      description: textIn(lang, plan.description),
    })),
  }));

/**
 * The privacy pages' titles and descriptions: the notice's words are the business's legal
 * statement, versioned in code (i18n/privacy.en.ts), not the owner's texts.
 */
export function noticeListings(lang: Lang): Pick<SiteTexts["listings"], "privacy" | "privacyRequest"> {
  const notice = privacyNoticeFor(lang);
  return {
    privacy: { title: notice.title, description: notice.description },
    privacyRequest: { title: notice.request.title, description: notice.request.description },
  };
}

/** What every page shows of the owner's texts (Home and about, Other pages), in `lang`. */
export function siteTexts(lang: Lang, pages: PagesContent, texts: OtherPagesContent): SiteTexts {
  const listing = ({ meta }: { meta: SearchListing }) => ({
    title: textIn(lang, meta.pageTitle),
    description: textIn(lang, meta.searchDescription),
  });
  return {
    copyright: textIn(lang, pages.footer.copyright),
    footerServices: pages.footer.services.map((name) => textIn(lang, name)),
    listings: {
      home: listing(pages.home),
      about: listing(pages.about),
      services: listing(texts.services),
      careers: listing(texts.careers),
      testimonials: listing(texts.testimonials),
      contact: listing(texts.contact),
      ...noticeListings(lang),
    },
  };
}
