import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { PricingCard } from "~/components/pricing-card";
import { Section } from "~/components/section";
import { ServiceDetailCard } from "~/components/service-card";
import { Button } from "~/components/ui/button";
import { page } from "~/config/pages";
import type { PricingCategory } from "~/content/types";
import { serviceIcons } from "~/components/service-icons";
import { inLanguage, pricingViews, type ServiceView, serviceViews } from "~/lib/content-views";
import { langOfRequest } from "~/i18n/languages";
import { shownContent } from "~/server/content/page-content.server";
import { contactHref, pricingAnchor } from "~/lib/links";
import { pageMetaTags } from "~/lib/seo";
import { siteOf, useLocalPath, useStrings } from "~/lib/site-context";
import { servicesJsonLd } from "~/lib/structured-data";
import { toastOn } from "~/lib/toast";

/** The services and prices of the published content (or a staff member's preview of a draft). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, texts] = await Promise.all([
    shownContent(request, context, "services"),
    shownContent(request, context, "texts"),
  ]);
  const lang = langOfRequest(request);
  return {
    services: serviceViews(lang, content),
    pricing: pricingViews(lang, content),
    texts: inLanguage(lang, texts.services),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteOf(matches);
  return pageMetaTags(site, page("services"), servicesJsonLd(site, loaderData?.pricing ?? []));
};

/** The service a category prices: the schema makes sure there is one. */
function serviceOf(services: ServiceView[], category: PricingCategory) {
  const service = services.find((candidate) => candidate.id === category.serviceId);
  if (!service) throw new Error(`Pricing "${category.id}" names no service "${category.serviceId}".`);
  return service;
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, pricing: pricingCategories, texts } = loaderData;
  const t = useStrings();
  const local = useLocalPath();
  const { pricingIntro, portfolioIntro } = texts;
  const processSteps = texts.process.map((step, index) => ({ ...step, step: index + 1 }));
  const pricingFor = (serviceId: string) =>
    pricingCategories.find((category) => category.serviceId === serviceId);
  return (
    <>
      <PageHero hero={texts.hero}>
        <Button asChild size="lg">
          <a href="#pricing">{t.services.seePricing}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#portfolio">{t.services.allServices}</a>
        </Button>
      </PageHero>

      <Section id="pricing" title={pricingIntro.title} intro={pricingIntro.text}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {pricingCategories.map((category, index) => (
            <li key={category.id}>
              {/* The section is near the first screen, so drawn at once: the cards from the fourth,
                  below the first screen from 320 to 1920 px wide and up to 1080 px high (a phone's
                  first card starts under the hero), only as they near it. Before the first paint
                  that was 7 of 10 cards' layout. */}
              <PricingCard
                category={category}
                icon={serviceIcons[serviceOf(services, category).icon]}
                laidOutNearScreen={index >= 3}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="portfolio" title={portfolioIntro.title} intro={portfolioIntro.text} tone="muted">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {services.map((service) => {
            const pricing = pricingFor(service.id);
            return (
              <li key={service.id}>
                <ServiceDetailCard
                  service={{ ...service, icon: serviceIcons[service.icon] }}
                  pricingAnchor={pricing && pricingAnchor(pricing)}
                />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="process" title={texts.processIntro.title} intro={texts.processIntro.text}>
        <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step) => (
            <li
              key={step.step}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-saffron-400 text-xl font-extrabold text-brand-950"
              >
                {step.step}
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">
                <span className="sr-only">{t.services.step(step.step)}</span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner cta={texts.cta}>
        <Button asChild size="lg" variant="accent">
          <Link to={local("/contact")}>{t.services.contactUs}</Link>
        </Button>
        <Button asChild size="lg" variant="outline-inverse">
          <Link
            to={local(contactHref(t.services.freeConsultationSubject))}
            {...toastOn(t.toasts.freeConsultation)}
          >
            {t.services.freeConsultation}
          </Link>
        </Button>
      </CtaBanner>
    </>
  );
}
