import { data, Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-grid";
import { ArrowRight, Phone } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { ServiceSummaryCard } from "~/components/service-card";
import { StatsStrip } from "~/components/stats-strip";
import { TestimonialGrid } from "~/components/testimonial-card";
import { Button } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { page } from "~/config/pages";
import { siteOf, useLocalPath, useSite, useStrings, useTextLang } from "~/lib/site-context";
import { featuredServiceIds, whyChoose } from "~/content/home";
import { pageMetaTags } from "~/lib/seo";
import { toastOn } from "~/lib/toast";
import { serviceIcons } from "~/components/service-icons";
import { inLanguage, type ServiceView, serviceViews, withIcons } from "~/lib/content-views";
import { langOfRequest } from "~/i18n/languages";
import type { PublicTestimonial } from "~/lib/testimonials";
import { shownContent } from "~/server/content/page-content.server";
import { servicesContext } from "~/server/context.server";
import { log } from "~/server/log.server";
import { listFeaturedTestimonials } from "~/server/testimonials.server";

/**
 * The services and the home page's texts of the published content (or a staff member's preview of
 * a draft), and the testimonials staff featured: the samples of a new site only while none is
 * featured, and not once the owner removed them. Without the database the page is rendered
 * without the featured ones and not kept (no-store): the server serves the last good one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [services, pages] = await Promise.all([
    shownContent(request, context, "services"),
    shownContent(request, context, "pages"),
  ]);
  const lang = langOfRequest(request);
  const texts = inLanguage(lang, pages.home);
  let featured: PublicTestimonial[] = [];
  let kept = true;
  try {
    featured = await listFeaturedTestimonials(await context.get(servicesContext).db());
  } catch (error) {
    log.error({ err: error }, "Could not load the featured testimonials");
    kept = false;
  }
  const testimonials = featured.length
    ? featured.map((t) => ({
        key: `t${t.id}`,
        name: t.name,
        company: t.company,
        rating: t.rating,
        text: t.feedbackText,
        language: t.language,
      }))
    : texts.samples.map((t, index) => ({ key: `sample${index}`, ...t, rating: 5 }));
  return data(
    { services: serviceViews(lang, services), texts, testimonials },
    kept ? undefined : { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMetaTags(siteOf(matches), page("home"));

/** A service as the cards draw it: its icon by name. */
const drawn = (service: ServiceView) => ({ ...service, icon: serviceIcons[service.icon] });

function HeroPanel({ services }: { services: ServiceView[] }) {
  const langOf = useTextLang();
  return (
    <div className="relative mx-auto max-w-md">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rotate-3 rounded-[2rem] bg-brand-600/10" />
      <ul className="grid grid-cols-2 gap-4">
        {services.slice(0, 6).map(({ id, icon, title }) => (
          <li
            key={id}
            className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-brand-100"
          >
            <IconBadge icon={serviceIcons[icon]} size="sm" />
            <span lang={langOf(title)} className="text-sm font-semibold text-brand-950">
              {title}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Home({ loaderData: { services, texts, testimonials } }: Route.ComponentProps) {
  const site = useSite();
  const t = useStrings();
  const local = useLocalPath();
  const featuredServices = featuredServiceIds.flatMap((id) =>
    services.filter((service) => service.id === id).map(drawn),
  );
  return (
    <>
      <PageHero hero={texts.hero} aside={<HeroPanel services={services} />}>
        <Button asChild size="lg">
          <Link to={local("/contact")}>
            {t.home.getInTouch} <ArrowRight />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={local("/services")}>{t.home.viewServices}</Link>
        </Button>
      </PageHero>

      <Section id="why-choose" title={texts.whyChoose.title} intro={texts.whyChoose.intro}>
        <FeatureGrid items={withIcons(texts.whyChoose.points, whyChoose.points)} />
      </Section>

      <Section
        id="featured-services"
        title={texts.servicesIntro.title}
        intro={texts.servicesIntro.text}
        tone="muted"
      >
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuredServices.map((service) => (
            <li key={service.id}>
              <ServiceSummaryCard service={service} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="ghost">
            <Link to={local("/services")}>
              {services.length === 1 ? t.home.seeTheService : t.home.seeAll(services.length)} <ArrowRight />
            </Link>
          </Button>
        </div>
      </Section>

      <StatsStrip stats={texts.stats} label={t.home.ourNumbers} />

      <Section id="testimonials" title={texts.testimonialsIntro.title} intro={texts.testimonialsIntro.text}>
        {testimonials.length > 0 && <TestimonialGrid items={testimonials} />}
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link to={local("/testimonials")}>{t.home.shareFeedback}</Link>
          </Button>
        </div>
      </Section>

      <CtaBanner cta={texts.cta}>
        <Button asChild size="lg" variant="accent">
          <Link to={local("/contact")}>{t.home.startProject}</Link>
        </Button>
        <Button asChild size="lg" variant="outline-inverse">
          <a href={site.phone.href} {...toastOn(t.toasts.callNow(site.phone.display, site.hours.weekdays))}>
            <Phone /> {t.home.callNow}
          </a>
        </Button>
      </CtaBanner>
    </>
  );
}
