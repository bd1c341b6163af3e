import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-grid";
import { Eye, Target } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { StatsStrip } from "~/components/stats-strip";
import { Button } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { page } from "~/config/pages";
import { coreValues, reasons } from "~/content/about";
import { inLanguage, withIcons } from "~/lib/content-views";
import { langOfRequest } from "~/i18n/languages";
import { shownContent } from "~/server/content/page-content.server";
import { pageMetaTags } from "~/lib/seo";
import { siteOf, useLocalPath, useStrings } from "~/lib/site-context";

export const meta: Route.MetaFunction = ({ matches }) => pageMetaTags(siteOf(matches), page("about"));

/** The about page's texts of the published content (or a staff member's preview of a draft). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { texts: inLanguage(langOfRequest(request), (await shownContent(request, context, "pages")).about) };
}

export default function About({ loaderData: { texts } }: Route.ComponentProps) {
  const t = useStrings();
  const local = useLocalPath();
  const statements = [
    { ...texts.mission, icon: Target },
    { ...texts.vision, icon: Eye },
  ];
  return (
    <>
      <PageHero hero={texts.hero} />

      <section aria-label={t.about.missionAndVision} className="py-16 sm:py-24">
        <div className="container-page grid grid-cols-1 gap-6 md:grid-cols-2">
          {statements.map(({ icon, title, text }) => (
            <article key={title} className="rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10">
              <IconBadge icon={icon} tone="solid" />
              <h2 className="mt-6 text-2xl font-extrabold text-brand-950">{title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-slate-700">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <StatsStrip stats={texts.stats} label={t.about.trackRecord} />

      <Section id="values" title={texts.valuesIntro.title} intro={texts.valuesIntro.text}>
        <FeatureGrid items={withIcons(texts.values, coreValues)} columns={4} />
      </Section>

      <Section id="why-us" title={texts.reasonsIntro.title} tone="muted">
        <FeatureGrid items={withIcons(texts.reasons, reasons)} columns={4} />
      </Section>

      <CtaBanner cta={texts.cta}>
        <Button asChild size="lg" variant="accent">
          <Link to={local("/contact")}>{t.about.contactUs}</Link>
        </Button>
        <Button asChild size="lg" variant="outline-inverse">
          <Link to={local("/services")}>{t.about.exploreServices}</Link>
        </Button>
      </CtaBanner>
    </>
  );
}
