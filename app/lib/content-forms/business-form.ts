import type { ContentForm, FormValues } from "~/lib/content-forms/form";
import { localizedInput, localizedValues, text } from "~/lib/content-forms/form";
import { type BusinessDetails, SOCIAL_NETWORKS, WEEKDAYS } from "~/lib/schemas/content/business";

/* Business details as a form (content-forms/form.ts): the fields of components/admin/business-form.tsx. */

/** A coordinate as typed: empty is none, anything else a number for the schema to judge. */
const coordinate = (value: string) => (value.trim() === "" ? null : Number(value.trim()));

/** The form's values as the schema reads them. */
function businessInput(values: FormValues): unknown {
  const latitude = coordinate(text(values, "latitude"));
  const longitude = coordinate(text(values, "longitude"));
  return {
    name: localizedInput(values, "name"),
    tagline: localizedInput(values, "tagline"),
    phone: text(values, "phone"),
    whatsapp: text(values, "whatsapp"),
    email: text(values, "email"),
    privacyContact: { name: text(values, "privacyName"), email: text(values, "privacyEmail") },
    replyTime: localizedInput(values, "replyTime"),
    address: {
      street: localizedInput(values, "street"),
      locality: localizedInput(values, "locality"),
      region: localizedInput(values, "region"),
      postalCode: text(values, "postalCode"),
    },
    // Both or neither: one alone is said at the field left empty.
    map:
      latitude === null && longitude === null
        ? null
        : { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN },
    hours: {
      days: WEEKDAYS.filter((day) => (values.days as string[] | undefined)?.includes(day)),
      opens: text(values, "opens"),
      closes: text(values, "closes"),
      note: localizedInput(values, "hoursNote"),
    },
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = text(values, `social-${network}`).trim();
      return href ? [{ name: network, href }] : [];
    }),
  };
}

/** Stored Business details as the form's values. */
function businessValues(business: BusinessDetails): FormValues {
  return {
    ...localizedValues("name", business.name),
    ...localizedValues("tagline", business.tagline),
    phone: business.phone,
    whatsapp: business.whatsapp,
    email: business.email,
    privacyName: business.privacyContact.name,
    privacyEmail: business.privacyContact.email,
    ...localizedValues("replyTime", business.replyTime),
    ...localizedValues("street", business.address.street),
    ...localizedValues("locality", business.address.locality),
    ...localizedValues("region", business.address.region),
    postalCode: business.address.postalCode,
    latitude: business.map ? String(business.map.latitude) : "",
    longitude: business.map ? String(business.map.longitude) : "",
    days: [...business.hours.days],
    opens: business.hours.opens,
    closes: business.hours.closes,
    ...localizedValues("hoursNote", business.hours.note),
    ...Object.fromEntries(business.social.map((link) => [`social-${link.name}`, link.href])),
  };
}

/**
 * The form field a schema message belongs to, from the path the schema gives it ("address.street.en"
 * is the street's field). `input` tells which network a social link's index is.
 */
function businessField(path: string, input: unknown): string {
  const [first, second, third] = path.split(".");
  if (first === "address" && second) return second;
  if (first === "privacyContact") return second === "email" ? "privacyEmail" : "privacyName";
  if (first === "map") return second === "longitude" ? "longitude" : "latitude";
  if (first === "hours") return second === "note" ? "hoursNote" : (second ?? "days");
  if (first === "social" && second !== undefined && third) {
    const links = (input as { social?: { name: string }[] }).social ?? [];
    return `social-${links[Number(second)]?.name ?? ""}`;
  }
  return first ?? "";
}

export const businessForm: ContentForm<BusinessDetails> = {
  values: businessValues,
  lists: ["days"],
  read(values) {
    const input = businessInput(values);
    return { input, fieldOf: (path) => businessField(path, input) };
  },
};
