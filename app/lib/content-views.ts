import type { PricingCategory } from "~/content/types";
import type { ServiceIcon, ServicesContent } from "~/lib/schemas/content/services";

/*
 * The owner's content as the public pages show it: the English texts (issue 26 adds Hindi), the
 * shapes the components take. Icons by name: loaders hand data, components draw
 * (components/service-icons.ts).
 */

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
