import { z } from "zod";
import { localizedText } from "~/lib/schemas/content/business";

/*
 * Services and prices (issue 25): each service's title, description, features and icon (from a
 * fixed list), and each pricing category's plans (name, price, description) and special offer.
 * Prices are rupees from 0 to 1,00,00,000 with at most two decimals (3.5 a word exists).
 */

/** The icons a service may have: components/service-icons.ts draws each. */
export const SERVICE_ICONS = [
  "Megaphone",
  "CodeXml",
  "Palette",
  "Clapperboard",
  "Headset",
  "GraduationCap",
  "PenLine",
  "Calculator",
  "ShieldCheck",
  "Plane",
  "Globe",
  "Target",
  "Users",
  "Lightbulb",
  "Handshake",
  "Briefcase",
  "TrendingUp",
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** How a price is billed; null: once. */
export const BILLING_PERIODS = ["month", "quarter", "each", "word"] as const;

const unique = (ids: string[]) => new Set(ids).size === ids.length;

export const rupees = z
  .number({ error: "Enter the price in rupees, like 12999 or 3.5." })
  .min(0, "A price cannot be below 0.")
  .max(10_000_000, "A price is at most 1,00,00,000.")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: "A price has at most two decimals, like 3.5 or 3.75.",
  });

export const price = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("amount"),
      amount: rupees,
      period: z.enum(BILLING_PERIODS).nullable(),
      /** "from ₹1,999" */
      from: z.boolean().optional(),
      /** "₹14,999+" */
      plus: z.boolean().optional(),
    }),
    z.strictObject({ kind: z.literal("free") }),
    z.strictObject({ kind: z.literal("custom") }),
  ],
  { error: "Choose an amount, free or custom." },
);

export const plan = z.strictObject({
  name: localizedText({ max: 40, required: "Enter the plan's name." }),
  price,
  description: localizedText({ max: 300, multiline: true, required: "Describe the plan." }),
});

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "An id is lower-case words joined by hyphens.");

export const service = z.strictObject({
  id,
  icon: z.enum(SERVICE_ICONS, { error: "Choose an icon from the list." }),
  title: localizedText({ max: 80, required: "Enter the service's title." }),
  description: localizedText({ max: 600, multiline: true, required: "Describe the service." }),
  features: z
    .array(localizedText({ max: 120, required: "A feature cannot be empty." }))
    .min(1, "Name at least one feature, one a line.")
    .max(10, "Name at most 10 features."),
});

/** The most plans a pricing category holds: app.css shows the chosen one's panel for each of them. */
export const MAX_PLANS = 6;

export const pricingCategory = z.strictObject({
  id,
  title: localizedText({ max: 80, required: "Enter the category's title." }),
  /** The service it prices, whose icon it shows */
  serviceId: id,
  plans: z
    .array(plan)
    .min(1, "Keep at least one plan.")
    .max(MAX_PLANS, `At most ${MAX_PLANS} plans in a category.`),
  specialOffer: localizedText({ max: 120 }),
});

export const servicesContent = z
  .strictObject({
    services: z
      .array(service)
      .min(1)
      .max(20)
      .refine((list) => unique(list.map((entry) => entry.id)), "Give each service its own id."),
    pricing: z
      .array(pricingCategory)
      .max(20)
      .refine((list) => unique(list.map((entry) => entry.id)), "Give each pricing category its own id."),
  })
  .superRefine((content, context) => {
    const ids = new Set(content.services.map((entry) => entry.id));
    content.pricing.forEach((category, index) => {
      if (!ids.has(category.serviceId)) {
        context.addIssue({
          code: "custom",
          path: ["pricing", index, "serviceId"],
          message: `No service "${category.serviceId}" to price.`,
        });
      }
    });
  });

export type ServicesContent = z.infer<typeof servicesContent>;
export type StoredPlan = z.infer<typeof plan>;
export type StoredService = z.infer<typeof service>;
export type StoredPricingCategory = z.infer<typeof pricingCategory>;
