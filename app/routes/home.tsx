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
import { siteOf, useSite } from "~/lib/site-context";
import { featuredServiceIds, whyChoose } from "~/content/home";
import { toasts } from "~/content/messages";
import { pageMetaTags } from "~/lib/seo";
import { toastOn } from "~/lib/toast";
import { serviceIcons } from "~/components/service-icons";
import { inEnglish, type ServiceView, serviceViews, withIcons } from "~/lib/content-views";
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
  const texts = inEnglish(pages.home);
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
      }))
    : texts.samples.map((t, index) => ({ key: `sample${index}`, ...t, rating: 5 }));
  return data(
    { services: serviceViews(services), texts, testimonials },
    kept ? undefined : { headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMetaTags(siteOf(matches), page("home"));

/** A service as the cards draw it: its icon by name. */
const drawn = (service: ServiceView) => ({ ...service, icon: serviceIcons[service.icon] });

function HeroPanel({ services }: { services: ServiceView[] }) {
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
            <span className="text-sm font-semibold text-brand-950">{title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/**
 * A count as a sentence says it: "ten" up to twenty, then digits ("24"). Here, not in lib/format:
 * that module's rupee sign would carry its font face to this page (scripts/page-styles).
 */
function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

export default function Home({ loaderData: { services, texts, testimonials } }: Route.ComponentProps) {
  const site = useSite();
  const featuredServices = featuredServiceIds.flatMap((id) =>
    services.filter((service) => service.id === id).map(drawn),
  );
  return (
    <>
      <PageHero hero={texts.hero} aside={<HeroPanel services={services} />}>
        <Button asChild size="lg">
          <Link to="/contact">
            Get In Touch <ArrowRight />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/services">View Services</Link>
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featuredServices.map((service) => (
            <li key={service.id}>
              <ServiceSummaryCard service={service} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="ghost">
            <Link to="/services">
              {services.length === 1
                ? "See the service"
                : `See all ${countInWords(services.length)} services`}{" "}
              <ArrowRight />
            </Link>
          </Button>
        </div>
      </Section>

      <StatsStrip stats={texts.stats} label="Our numbers" />

      <Section id="testimonials" title={texts.testimonialsIntro.title} intro={texts.testimonialsIntro.text}>
        {testimonials.length > 0 && <TestimonialGrid items={testimonials} />}
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link to="/testimonials">Share Your Feedback</Link>
          </Button>
        </div>
      </Section>

      <CtaBanner cta={texts.cta}>
        <Button asChild size="lg" variant="accent">
          <Link to="/contact">Start Your Project</Link>
        </Button>
        <Button asChild size="lg" variant="outline-inverse">
          <a href={site.phone.href} {...toastOn(toasts.callNow(site.phone.display, site.hours.weekdays))}>
            <Phone /> Call Now
          </a>
        </Button>
      </CtaBanner>
    </>
  );
}
