import type { PageId, PageListing } from "~/config/pages";
import type { BusinessDetails } from "~/lib/schemas/content/business";

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
    /** "Mon-Fri 9:00 AM - 6:00 PM" */
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

/** "18:00" becomes "6:00 PM" */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

const shortDay = (day: string) => day.slice(0, 3);

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The open days as runs: "Mon-Fri", "Mon, Wed, Fri", "Mon-Wed, Fri"; two days in a row are "Sat, Sun". */
function dayRuns(days: readonly string[]): string {
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

/** "Mon-Fri 9:00 AM - 6:00 PM", "Mon, Wed, Fri 10:00 AM - 2:00 PM" */
export function weekdayHours(hours: {
  readonly days: readonly string[];
  opens: string;
  closes: string;
}): string {
  return `${dayRuns(hours.days)} ${clockTime(hours.opens)} - ${clockTime(hours.closes)}`;
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

/** The site's details from the owner's Business details, SITE_URL and the owner's texts every page shows. */
export function siteDetails(business: BusinessDetails, url: string, texts: SiteTexts): SiteDetails {
  return {
    name: business.name.en,
    tagline: business.tagline.en,
    url,
    phone: { display: business.phone, href: `tel:+${digits(business.phone)}` },
    whatsapp: business.whatsapp,
    email: business.email,
    address: {
      street: business.address.street.en,
      city: `${business.address.locality.en}, ${business.address.region.en}`,
      locality: business.address.locality.en,
      region: business.address.region.en,
      postalCode: business.address.postalCode,
      country: "IN",
      mapsHref: mapsHref(business),
    },
    hours: {
      days: business.hours.days,
      opens: business.hours.opens,
      closes: business.hours.closes,
      weekdays: weekdayHours(business.hours),
      note: business.hours.note.en,
    },
    social: business.social,
    themeColor: THEME_COLOR,
    ...texts,
  };
}
