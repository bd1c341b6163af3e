import { z } from "zod";
import { SITE_ENV_PATTERNS } from "~/config/site-env";
import { englishMessages } from "~/lib/schemas/fields";
import { cleanText, type TextRule, textProblem } from "~/lib/schemas/text";

/*
 * The content the owner edits (issue 25), section by section, as zod schemas: the back office's
 * forms, the owner's import and what the database holds are checked by the same ones. Texts are
 * plain: kept as typed (line breaks too), shown as characters, never read as HTML or Markdown.
 */

/** The languages a text may be written in; English is always there (issue 26 adds Hindi's values). */
export const CONTENT_LANGUAGES = ["en", "hi"] as const;

/** A content field's rule: the back office speaks English. */
type ContentRule = Omit<TextRule, "messages">;

/** A text as the public forms' fields are checked (lib/schemas/text.ts): cleaned, then held to `rule`. */
export const plainText = (rule: ContentRule) =>
  z
    .string()
    .transform(cleanText)
    .superRefine((value, context) => {
      const problem = textProblem(value, { ...rule, messages: englishMessages(rule.max) });
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

/** A text in each language: English required, Hindi optional (the page shows the English where it is missing). */
export const localizedText = (rule: ContentRule) =>
  z.strictObject({ en: plainText(rule), hi: plainText({ ...rule, required: undefined }).optional() });

/** No value twice in a list (a day, a network). */
const unique = <T>(values: T[]) => new Set(values).size === values.length;

export type LocalizedText = z.infer<ReturnType<typeof localizedText>>;

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** 24-hour "HH:MM", as schema.org's opening hours want it. */
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 09:00 or 18:30.");

const pattern = (shape: { test: RegExp; message: string }, required: string) =>
  plainText({ max: 100, required, pattern: shape });

/** An https address with a host name that has a dot in it ("https://www.instagram.com/patna.biz"). */
function isHttpsAddress(value: string) {
  if (!value.startsWith("https://") || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}

export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn", "YouTube", "X"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

// Strict throughout: a mistyped key in an imported file is named, not dropped in silence.
export const businessDetails = z.strictObject({
  name: localizedText({
    max: 80,
    required: "Enter the business name.",
    pattern: { test: /^[\s\S]{2,}$/, message: "A business name is at least two characters." },
  }),
  /** What the business does, in a line: the footer, the JSON-LD's and the app manifest's description */
  tagline: localizedText({ max: 160, required: "Enter a line that says what the business does." }),
  phone: pattern(SITE_ENV_PATTERNS.SITE_PHONE, "Enter the phone number."),
  /** Digits only, with the country code, as wa.me wants it; spaces and a + are taken off. */
  whatsapp: z
    .string()
    .transform((value) => value.replace(/[\s+-]/g, ""))
    .pipe(pattern(SITE_ENV_PATTERNS.SITE_WHATSAPP, "Enter the WhatsApp number.")),
  email: pattern(SITE_ENV_PATTERNS.SITE_EMAIL, "Enter the e-mail address."),
  /**
   * Who answers questions about personal data (DPDP Rules 2025, Rule 9): named on the privacy
   * notice, with the address a visitor writes to.
   */
  privacyContact: z.strictObject({
    name: plainText({ max: 80, required: "Enter who answers questions about personal data." }),
    email: pattern(
      SITE_ENV_PATTERNS.SITE_EMAIL,
      "Enter the e-mail address for questions about personal data.",
    ),
  }),
  /** When a visitor can expect a reply: the acknowledgement e-mail says it (issue 28) */
  replyTime: localizedText({ max: 160, required: "Enter when visitors can expect a reply." }),
  address: z.strictObject({
    street: localizedText({ max: 200, multiline: true, required: "Enter the street address." }),
    locality: localizedText({ max: 80, required: "Enter the city." }),
    region: localizedText({ max: 80, required: "Enter the state." }),
    postalCode: plainText({ max: 6, pattern: { test: /^\d{6}$/, message: "A PIN code is six digits." } }),
  }),
  /** Where the map pin goes; null shows no map link. */
  map: z
    .strictObject({
      latitude: z
        .number({ error: "Enter the latitude as a number, like 25.6093, or leave both empty." })
        .min(-90, "A latitude is between -90 and 90.")
        .max(90, "A latitude is between -90 and 90."),
      longitude: z
        .number({ error: "Enter the longitude as a number, like 85.1235, or leave both empty." })
        .min(-180, "A longitude is between -180 and 180.")
        .max(180, "A longitude is between -180 and 180."),
    })
    .nullable(),
  hours: z
    .strictObject({
      days: z
        .array(z.enum(WEEKDAYS))
        .min(1, "Choose at least one day the office is open.")
        .refine(unique, "Choose each day once."),
      opens: clock,
      closes: clock,
      /** What else to say about hours, e.g. "Weekend support available" */
      note: localizedText({ max: 120 }),
    })
    .refine((hours) => hours.opens < hours.closes, {
      message: "The closing time must be after the opening time.",
      path: ["closes"],
    }),
  social: z
    .array(
      z.strictObject({
        name: z.enum(SOCIAL_NETWORKS),
        href: plainText({ max: 300, required: "Enter the profile's address." }).refine(
          isHttpsAddress,
          "Enter the profile's address, starting with https://.",
        ),
      }),
    )
    .max(SOCIAL_NETWORKS.length)
    .refine((links) => unique(links.map((link) => link.name)), "Give each network once."),
});

export type BusinessDetails = z.infer<typeof businessDetails>;
