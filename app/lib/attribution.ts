import { withoutBidiControls } from "~/lib/schemas/text";

/*
 * Where a lead's visit began (issue 28): the page it landed on, the site it came from and the
 * campaign of its address. The site script keeps them for the visit (sessionStorage, no cookie;
 * browser/visit.ts) and sends them with the form; without it, the server reads what the form's own
 * address says (its Referer).
 */

export const ATTRIBUTION_FIELDS = [
  "landing",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Record<AttributionField, string>;

/** The longest each is kept: a page's path, a domain, a campaign's words. */
export const ATTRIBUTION_LIMITS: Record<AttributionField, number> = {
  landing: 300,
  referrer: 253,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
};

const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** One line of plain text, at most `max` characters: control characters go. */
function clean(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return withoutBidiControls(value)
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, max);
}

/** A path on the site ("/services"), or nothing. */
const pathOnly = (value: string) => (value.startsWith("/") && !value.startsWith("//") ? value : "");

/** A host name ("www.google.com"), or nothing. */
const hostOnly = (value: string) => (/^[a-z0-9.-]{1,253}$/i.test(value) ? value.toLowerCase() : "");

/** What the site script recorded when the visit began, from the address it landed on. */
export function attributionOfLanding(landing: URL, referrer: string): Attribution {
  let from = "";
  try {
    from = referrer ? new URL(referrer).hostname : "";
  } catch {
    from = "";
  }
  return {
    landing: clean(landing.pathname, ATTRIBUTION_LIMITS.landing),
    // A page of the site itself is no referrer: the visit began before.
    referrer: from === landing.hostname ? "" : hostOnly(from),
    utm_source: clean(landing.searchParams.get("utm_source"), ATTRIBUTION_LIMITS.utm_source),
    utm_medium: clean(landing.searchParams.get("utm_medium"), ATTRIBUTION_LIMITS.utm_medium),
    utm_campaign: clean(landing.searchParams.get("utm_campaign"), ATTRIBUTION_LIMITS.utm_campaign),
  };
}

/**
 * Where the visit began, from a form post: what the site script sent, each checked; else (no
 * script) the form page's own address, from the Referer header, when it is the site's.
 */
export function attributionOfPost(
  form: FormData,
  referer: string | null,
  origins: readonly string[],
): Attribution {
  const sent = Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, clean(form.get(field), ATTRIBUTION_LIMITS[field])]),
  ) as Attribution;
  if (ATTRIBUTION_FIELDS.some((field) => sent[field])) {
    return { ...sent, landing: pathOnly(sent.landing), referrer: hostOnly(sent.referrer) };
  }
  let page: URL | null = null;
  try {
    page = referer ? new URL(referer) : null;
  } catch {
    page = null;
  }
  if (!page || !origins.includes(page.origin)) return { ...sent };
  const fromPage = attributionOfLanding(page, "");
  return { ...fromPage, landing: UTM_FIELDS.some((field) => fromPage[field]) ? fromPage.landing : "" };
}
