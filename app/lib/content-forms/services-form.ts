import {
  type ContentForm,
  type FormValues,
  inOrder,
  linesInput,
  linesValues,
  localizedInput,
  localizedValues,
  numberOf,
  type Placed,
  positionOf,
  text,
} from "~/lib/content-forms/form";
import { BILLING_PERIODS, type ServicesContent, type StoredPlan } from "~/lib/schemas/content/services";

/*
 * Services and prices as a form (content-forms/form.ts). A service's fields are prefixed
 * "service-<n>-"; a pricing category's "cat-<n>-", each of its plans "cat-<n>-plan-<k>-", and the
 * blank plan that adds one "cat-<n>-new-", used when its name is filled in. Plans are put in the
 * order of their Position fields; a ticked Delete leaves one out.
 */

/** How many of `prefix`-<n>-id the form holds. */
function countOf(values: FormValues, prefix: string, marker = "id"): number {
  let count = 0;
  while (`${prefix}-${count}-${marker}` in values) count++;
  return count;
}

export const serviceCount = (values: FormValues) => countOf(values, "service");
export const categoryCount = (values: FormValues) => countOf(values, "cat");
export const planCount = (values: FormValues, category: string) =>
  countOf(values, `${category}-plan`, "name");

function planValues(prefix: string, plan: StoredPlan, position: number): FormValues {
  const price = plan.price;
  return {
    ...localizedValues(`${prefix}-name`, plan.name),
    ...localizedValues(`${prefix}-description`, plan.description),
    [`${prefix}-kind`]: price.kind,
    [`${prefix}-amount`]: price.kind === "amount" ? String(price.amount) : "",
    [`${prefix}-period`]: price.kind === "amount" ? (price.period ?? "") : "",
    [`${prefix}-from`]: price.kind === "amount" && price.from ? "on" : "",
    [`${prefix}-plus`]: price.kind === "amount" && price.plus ? "on" : "",
    [`${prefix}-position`]: String(position),
  };
}

function planInput(values: FormValues, prefix: string) {
  const kind = text(values, `${prefix}-kind`) || "amount";
  const period = text(values, `${prefix}-period`);
  return {
    name: localizedInput(values, `${prefix}-name`),
    price:
      kind === "amount"
        ? {
            kind,
            amount: numberOf(text(values, `${prefix}-amount`)),
            period: (BILLING_PERIODS as readonly string[]).includes(period) ? period : null,
            ...(text(values, `${prefix}-from`) === "on" ? { from: true } : {}),
            ...(text(values, `${prefix}-plus`) === "on" ? { plus: true } : {}),
          }
        : { kind },
    description: localizedInput(values, `${prefix}-description`),
  };
}

/** The plans of a category in the order their positions give (ties keep the form's order), and where each came from. */
function plansOf(values: FormValues, category: string) {
  const entries: Placed[] = [];
  const count = planCount(values, category);
  for (let index = 0; index < count; index++) {
    const prefix = `${category}-plan-${index}`;
    if (text(values, `${prefix}-delete`) === "on") continue;
    entries.push({ prefix, position: positionOf(values, prefix, index), index });
  }
  const added = `${category}-new`;
  if (text(values, `${added}-name`).trim() !== "") {
    entries.push({
      prefix: added,
      position: positionOf(values, added, count),
      index: count,
    });
  }
  return inOrder(entries);
}

/** The form field of a price's message: its amount, else its kind. */
const priceField = (rest: string[]) => (rest[0] === "amount" ? "amount" : "kind");

export const servicesForm: ContentForm<ServicesContent> = {
  values(content) {
    const values: FormValues = {};
    content.services.forEach((service, index) => {
      const prefix = `service-${index}`;
      Object.assign(values, {
        [`${prefix}-id`]: service.id,
        [`${prefix}-icon`]: service.icon,
        ...localizedValues(`${prefix}-title`, service.title),
        ...localizedValues(`${prefix}-description`, service.description),
        ...linesValues(`${prefix}-features`, service.features),
      });
    });
    content.pricing.forEach((category, index) => {
      const prefix = `cat-${index}`;
      Object.assign(values, {
        [`${prefix}-id`]: category.id,
        [`${prefix}-serviceId`]: category.serviceId,
        ...localizedValues(`${prefix}-title`, category.title),
        ...localizedValues(`${prefix}-offer`, category.specialOffer),
        [`${prefix}-new-kind`]: "amount",
      });
      category.plans.forEach((plan, k) =>
        Object.assign(values, planValues(`${prefix}-plan-${k}`, plan, k + 1)),
      );
    });
    return values;
  },
  lists: [],
  read(values) {
    const services = Array.from({ length: serviceCount(values) }, (_, index) => {
      const prefix = `service-${index}`;
      return {
        id: text(values, `${prefix}-id`),
        icon: text(values, `${prefix}-icon`),
        title: localizedInput(values, `${prefix}-title`),
        description: localizedInput(values, `${prefix}-description`),
        features: linesInput(values, `${prefix}-features`),
      };
    });
    /** Each category's plans, by the form prefix each came from. */
    const planSources: string[][] = [];
    const pricing = Array.from({ length: categoryCount(values) }, (_, index) => {
      const prefix = `cat-${index}`;
      const sources = plansOf(values, prefix);
      planSources.push(sources);
      return {
        id: text(values, `${prefix}-id`),
        title: localizedInput(values, `${prefix}-title`),
        serviceId: text(values, `${prefix}-serviceId`),
        plans: sources.map((source) => planInput(values, source)),
        specialOffer: localizedInput(values, `${prefix}-offer`),
      };
    });
    return {
      input: { services, pricing },
      fieldOf(path) {
        const [list, index, field, plan, ...rest] = path.split(".");
        if (list === "services" && index !== undefined && field) return `service-${index}-${field}`;
        if (list !== "pricing" || index === undefined || !field) return "services";
        const category = `cat-${index}`;
        if (field === "specialOffer") return `${category}-offer`;
        if (field !== "plans") return `${category}-${field === "title" ? "title" : "plans"}`;
        const source = planSources[Number(index)]?.[Number(plan)];
        if (!source || plan === undefined) return `${category}-plans`;
        const [part] = rest;
        return `${source}-${part === "price" ? priceField(rest.slice(1)) : (part ?? "name")}`;
      },
    };
  },
};
