import type { PageId, PageListing } from "~/config/pages";
import type { BusinessDetails } from "~/lib/schemas/content/business";
import type { Lang } from "~/i18n/languages";
import { textIn } from "~/i18n/localized";
import { type Strings, stringsFor } from "~/i18n/strings";

/** What every page shows from the owner's texts besides Business details. */
export interface SiteTexts {
  /** The footer's last line */
  copyright: string;
  /** The services the footer names */
  footerServices: string[];
  /** Each page's title and description, as the owner wrote them */
  listings: Record<PageId, PageListing>;
}

/**
 * What every page says about the business, as it renders: the owner's Business details
 * (published, or a staff member's draft under preview) and the site's address (SITE_URL, read at
 * start). The root loader hands it to the pages (`useSite()`, lib/site-context.ts); helpers that
 * build links, meta tags and JSON-LD take it as an argument.
 */
export interface SiteDetails extends SiteTexts {
  /** The language of the page these details are for, and in which they are given */
  lang: Lang;
  name: string;
  tagline: string;
  /** The site's public address, no slash at the end */
  url: string;
  phone: { display: string; /** For tel: links */ href: string };
  /** Digits only, with country code, as wa.me wants it */
  whatsapp: string;
  email: string;
  address: {
    /** As the owner typed it; line breaks kept */
    street: string;
    /** "Patna, Bihar" */
    city: string;
    locality: string;
    region: string;
    postalCode: string;
    country: "IN";
    /** Opens the address (or the pin the owner placed) in a maps app */
    mapsHref: string;
  };
  hours: {
    days: BusinessDetails["hours"]["days"];
    opens: string;
    closes: string;
    /** "Mon-Fri 9:00 AM - 6:00 PM", in the page's language */
    weekdays: string;
    note: string;
  };
  social: BusinessDetails["social"];
  /** Browser UI colour on phones (brand indigo) */
  themeColor: string;
}

/** Browser UI colour on phones (brand indigo) */
export const THEME_COLOR = "#3b3fb8";

/** A new site's tagline, until the owner writes theirs (Business details). */
export const TAGLINE = "Your One-Stop Business Solution for all digital and professional service needs.";

const digits = (value: string) => value.replace(/\D/g, "");

type Days = keyof Strings["hours"]["days"];

/** "18:00" in `lang`: "6:00 PM", "शाम 6:00" */
export function clockTime(time: string, lang: Lang = "en"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return stringsFor(lang).hours.clock(hours, minutes);
}

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The open days as runs: "Mon-Fri", "Mon, Wed, Fri", "Mon-Wed, Fri"; two days in a row are "Sat, Sun". */
function dayRuns(days: readonly string[], lang: Lang): string {
  const shortDay = (day: string) => stringsFor(lang).hours.days[day.slice(0, 3) as Days];
  const open = WEEK.map((day) => days.includes(day));
  const runs: string[] = [];
  for (let start = 0; start < WEEK.length; start++) {
    if (!open[start]) continue;
    let end = start;
    while (end + 1 < WEEK.length && open[end + 1]) end++;
    const [first, last] = [shortDay(WEEK[start]!), shortDay(WEEK[end]!)];
    runs.push(end - start >= 2 ? `${first}-${last}` : end > start ? `${first}, ${last}` : first);
    start = end;
  }
  return runs.join(", ");
}

/** "Mon-Fri 9:00 AM - 6:00 PM", "Mon, Wed, Fri 10:00 AM - 2:00 PM"; in Hindi "सोम-शुक्र सुबह 9:00 - शाम 6:00" */
export function weekdayHours(
  hours: {
    readonly days: readonly string[];
    opens: string;
    closes: string;
  },
  lang: Lang = "en",
): string {
  return `${dayRuns(hours.days, lang)} ${clockTime(hours.opens, lang)} - ${clockTime(hours.closes, lang)}`;
}

/** An address typed over several lines, on one: "12 Boring Road\nPatna" is "12 Boring Road, Patna". */
export const oneLine = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/** A link that opens the place in the phone's maps app (Google Maps on the web elsewhere). */
export function mapsHref(business: Pick<BusinessDetails, "address" | "map">): string {
  const { street, locality, region, postalCode } = business.address;
  const query = business.map
    ? `${business.map.latitude},${business.map.longitude}`
    : [oneLine(street.en), locality.en, region.en, postalCode]
        .filter(Boolean)
        .filter((part, index, parts) => index === 0 || !parts[0]!.includes(part))
        .join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The site's details from the owner's Business details, SITE_URL and the owner's texts every page
 * shows, in `lang` (each text's Hindi where written, else its English).
 */
export function siteDetails(
  business: BusinessDetails,
  url: string,
  texts: SiteTexts,
  lang: Lang = "en",
): SiteDetails {
  const text = (value: { en: string; hi?: string }) => textIn(lang, value);
  const { locality, region } = business.address;
  return {
    lang,
    name: text(business.name),
    tagline: text(business.tagline),
    url,
    phone: { display: business.phone, href: `tel:+${digits(business.phone)}` },
    whatsapp: business.whatsapp,
    email: business.email,
    address: {
      street: text(business.address.street),
      city: `${text(locality)}, ${text(region)}`,
      locality: text(locality),
      region: text(region),
      postalCode: business.address.postalCode,
      country: "IN",
      mapsHref: mapsHref(business),
    },
    hours: {
      days: business.hours.days,
      opens: business.hours.opens,
      closes: business.hours.closes,
      weekdays: weekdayHours(business.hours, lang),
      note: text(business.hours.note),
    },
    social: business.social,
    themeColor: THEME_COLOR,
    ...texts,
  };
}
