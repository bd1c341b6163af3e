import type { Route } from "./+types/careers";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/feature-grid";
import { Briefcase, IndianRupee, Mail, MapPin, MessageCircle } from "~/components/icon";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { page } from "~/config/pages";
import { siteOf, useSite } from "~/lib/site-context";
import { benefits } from "~/content/jobs";
import { inEnglish, withIcons } from "~/lib/content-views";
import { toasts } from "~/content/messages";
import type { Job } from "~/content/types";
import { salaryLabel } from "~/lib/format";
import { applyHref, mailtoHref, whatsappLink } from "~/lib/links";
import { whatsappMessages } from "~/content/whatsapp";
import { pageMetaTags } from "~/lib/seo";
import type { JobOpening } from "~/lib/schemas/content/jobs";
import { jobPostingsJsonLd, type PostedJob } from "~/lib/structured-data";
import { shownContent } from "~/server/content/page-content.server";
import { toastOn } from "~/lib/toast";

/** An opening as the page shows it, in English (issue 26 adds Hindi). */
const posted = (job: JobOpening): PostedJob => ({
  id: job.id,
  title: job.title.en,
  description: job.description.en,
  employmentType: job.employmentType,
  location: job.location.en,
  skills: job.skills.map((skill) => skill.en),
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
  return { jobs: jobs.filter((job) => job.open).map(posted), texts: inEnglish(texts.careers) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteOf(matches);
  return pageMetaTags(site, page("careers"), jobPostingsJsonLd(site, loaderData?.jobs ?? []));
};

function ContactHrButton({ inverse = false }: { inverse?: boolean }) {
  const site = useSite();
  return (
    <Button asChild size="lg" variant={inverse ? "outline-inverse" : "whatsapp"}>
      <a
        href={whatsappLink(site.whatsapp, whatsappMessages.careers)}
        target="_blank"
        rel="noopener noreferrer"
        {...toastOn(toasts.contactingHr)}
      >
        <MessageCircle /> Contact HR
      </a>
    </Button>
  );
}

function JobCard({ job }: { job: Job }) {
  const site = useSite();
  const headingId = `job-${job.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-950">
        {job.title}
      </h3>
      {/* A dl's groups hold only dt and dd: each icon stands in the dd it illustrates. */}
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <div>
          <dt className="sr-only">Salary</dt>
          <dd className="flex items-center gap-1.5 font-semibold text-brand-800">
            <IndianRupee className="size-4 text-brand-600" />
            {salaryLabel(job.salary)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Type</dt>
          <dd className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-brand-600" />
            {job.employmentType}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Location</dt>
          <dd className="flex items-center gap-1.5">
            <MapPin className="size-4 text-brand-600" />
            {job.location}
          </dd>
        </div>
      </dl>
      <p className="mt-4 leading-relaxed text-slate-600">{job.description}</p>
      <h4 className="mt-5 text-sm font-bold text-brand-950">Skills</h4>
      <ul className="mt-2 flex flex-1 flex-wrap content-start gap-2">
        {job.skills.map((skill) => (
          <li
            key={skill}
            className="h-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
          >
            {skill}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6 self-start">
        <a
          href={applyHref(site.email, job.title)}
          {...toastOn(toasts.openingEmail(site.email))}
          aria-label={`Apply Now for ${job.title}`}
        >
          <Mail /> Apply Now
        </a>
      </Button>
    </article>
  );
}

export default function Careers({ loaderData: { jobs, texts } }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageHero hero={texts.hero}>
        <Button asChild size="lg">
          <a href="#openings">View Openings</a>
        </Button>
        <ContactHrButton />
      </PageHero>

      <Section
        id="openings"
        title={texts.openingsIntro.title}
        intro={
          jobs.length === 0
            ? texts.openingsIntro.none
            : `${jobs.length} ${jobs.length === 1 ? "role" : "roles"} open now in our ${site.address.locality} team.`
        }
      >
        {jobs.length > 0 && (
          <ul className="grid gap-6 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
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
          <a href={mailtoHref(site.email, "Job application")} {...toastOn(toasts.openingEmail(site.email))}>
            <Mail /> Send Your CV
          </a>
        </Button>
        <ContactHrButton inverse />
      </CtaBanner>
    </>
  );
}
