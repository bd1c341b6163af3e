import type { Route } from "./+types/careers";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-grid";
import { Briefcase, IndianRupee, Mail, MapPin, MessageCircle } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { page } from "~/config/pages";
import { siteOf, useSite, useStrings, useTextLang } from "~/lib/site-context";
import { benefits } from "~/content/jobs";
import { withIcons, inLanguage } from "~/lib/content-views";
import { type Lang, langOfRequest } from "~/i18n/languages";
import { textIn } from "~/i18n/localized";
import type { Job } from "~/content/types";
import { salaryLabel } from "~/lib/format";
import { mailtoHref, whatsappLink } from "~/lib/links";
import { pageMetaTags } from "~/lib/seo";
import type { JobOpening } from "~/lib/schemas/content/jobs";
import { jobPostingsJsonLd, type PostedJob } from "~/lib/structured-data";
import { shownContent } from "~/server/content/page-content.server";
import { toastOn } from "~/lib/toast";
import { cn } from "~/lib/utils";

/** An opening as the page shows it, in `lang`. */
const posted = (lang: Lang, job: JobOpening): PostedJob => ({
  id: job.id,
  title: textIn(lang, job.title),
  description: textIn(lang, job.description),
  employmentType: job.employmentType,
  location: textIn(lang, job.location),
  skills: job.skills.map((skill) => textIn(lang, skill)),
  salary: job.salary,
  datePosted: job.datePosted,
  validThrough: job.validThrough,
});

/** The open jobs, from the published content (or a staff member's preview of a draft): a closed one is not shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ jobs }, texts] = await Promise.all([
    shownContent(request, context, "jobs"),
    shownContent(request, context, "texts"),
  ]);
  const lang = langOfRequest(request);
  return {
    jobs: jobs.filter((job) => job.open).map((job) => posted(lang, job)),
    texts: inLanguage(lang, texts.careers),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteOf(matches);
  return pageMetaTags(site, page("careers"), jobPostingsJsonLd(site, loaderData?.jobs ?? []));
};

function ContactHrButton({ inverse = false }: { inverse?: boolean }) {
  const site = useSite();
  const t = useStrings();
  return (
    <Button asChild size="lg" variant={inverse ? "outline-inverse" : "whatsapp"}>
      <a
        href={whatsappLink(site.whatsapp, t.whatsapp.careers)}
        target="_blank"
        rel="noopener noreferrer"
        {...toastOn(t.toasts.contactingHr)}
      >
        <MessageCircle /> {t.careers.contactHr}
      </a>
    </Button>
  );
}

/** `laidOutNearScreen`: for a card that never starts on the first screen, laid out as it nears it (app.css). */
function JobCard({ job, laidOutNearScreen }: { job: Job; laidOutNearScreen: boolean }) {
  const site = useSite();
  const t = useStrings();
  const langOf = useTextLang();
  const headingId = `job-${job.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm",
        laidOutNearScreen && "laid-out-near-screen-card [--card-height:29rem]",
      )}
    >
      <h3 id={headingId} lang={langOf(job.title)} className="text-xl font-bold text-brand-950">
        {job.title}
      </h3>
      {/* A dl's groups hold only dt and dd: each icon stands in the dd it illustrates. */}
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <div>
          <dt className="sr-only">{t.careers.salary}</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-brand-800">
            <IndianRupee className="size-4 text-brand-600" />
            {salaryLabel(job.salary, site.lang)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t.careers.type}</dt>
          <dd className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-brand-600" />
            {t.careers.employmentTypes[job.employmentType]}
          </dd>
        </div>
        <div className="max-w-full">
          <dt className="sr-only">{t.careers.location}</dt>
          <dd className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-brand-600" />
            <span lang={langOf(job.location)} className="min-w-0">
              {job.location}
            </span>
          </dd>
        </div>
      </dl>
      <p lang={langOf(job.description)} className="mt-4 leading-relaxed text-slate-600">
        {job.description}
      </p>
      <h4 className="mt-5 text-sm font-bold text-brand-950">{t.careers.skills}</h4>
      <ul className="mt-2 flex flex-1 flex-wrap content-start gap-2">
        {job.skills.map((skill) => (
          <li
            key={skill}
            lang={langOf(skill)}
            className="h-fit max-w-full rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
          >
            {skill}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6 self-start">
        <a
          href={mailtoHref(site.email, t.careers.applicationFor(job.title))}
          {...toastOn(t.toasts.openingEmail(site.email))}
          aria-label={t.careers.applyFor(job.title)}
        >
          <Mail /> {t.careers.applyNow}
        </a>
      </Button>
    </article>
  );
}

export default function Careers({ loaderData: { jobs, texts } }: Route.ComponentProps) {
  const site = useSite();
  const t = useStrings();
  return (
    <>
      <PageHero hero={texts.hero}>
        <Button asChild size="lg">
          <a href="#openings">{t.careers.viewOpenings}</a>
        </Button>
        <ContactHrButton />
      </PageHero>

      <Section
        id="openings"
        title={texts.openingsIntro.title}
        intro={
          jobs.length === 0 ? texts.openingsIntro.none : t.careers.open(jobs.length, site.address.locality)
        }
      >
        {jobs.length > 0 && (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {jobs.map((job, index) => (
              <li key={job.id}>
                {/* As the pricing cards of /services: the section is near the first screen, so drawn
                    at once; the cards from the third, below the first screen from 320 to 1920 px
                    wide and up to 1080 px high, only as they near it. */}
                <JobCard job={job} laidOutNearScreen={index >= 2} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="benefits" title={texts.benefitsIntro.title} intro={texts.benefitsIntro.text} tone="muted">
        <FeatureGrid items={withIcons(texts.benefits, benefits)} />
      </Section>

      <CtaBanner cta={texts.cta}>
        <Button asChild size="lg" variant="accent">
          <a
            href={mailtoHref(site.email, t.careers.applicationSubject)}
            {...toastOn(t.toasts.openingEmail(site.email))}
          >
            <Mail /> {t.careers.sendCv}
          </a>
        </Button>
        <ContactHrButton inverse />
      </CtaBanner>
    </>
  );
}
