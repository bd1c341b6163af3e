import type { Route } from "./+types/privacy";
import { PageHero } from "~/components/page-hero";
import { page } from "~/config/pages";
import { KEEP_REJECTED_TESTIMONIALS_DAYS, PRIVACY_NOTICE } from "~/config/privacy";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LOCALES, langOfRequest, localPath } from "~/i18n/languages";
import { type NoticeFacts, privacyNoticeFor } from "~/i18n/privacy";
import { pageMetaTags } from "~/lib/seo";
import { siteOf, useSite, useTextLang } from "~/lib/site-context";
import { servicesContext } from "~/server/context.server";
import { shownContent } from "~/server/content/page-content.server";
import { keepMessagesMonths } from "~/server/staff/settings.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMetaTags(siteOf(matches), page("privacy"));

/**
 * The privacy notice (issue 27): its words are the business's, versioned in code; who answers and
 * how long messages are kept are the owner's settings, read here so that the notice says what the
 * site does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const business = await shownContent(request, context, "business");
  const db = await context.get(servicesContext).db();
  return {
    lang: langOfRequest(request),
    contact: business.privacyContact,
    keepMessagesMonths: await keepMessagesMonths(db),
  };
}

/** "27 November 2026", "27 नवंबर 2026": the notice's date in the page's language. */
const noticeDate = (date: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

function Part({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-2xl font-extrabold text-brand-950">{heading}</h2>
      {children}
    </section>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <ul className="list-disc space-y-1 ps-6">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export default function Privacy({ loaderData: { lang, contact, keepMessagesMonths } }: Route.ComponentProps) {
  const site = useSite();
  const langOf = useTextLang();
  const notice = privacyNoticeFor(lang);
  const facts: NoticeFacts = {
    business: site.name,
    city: site.address.city,
    contactName: contact.name,
    contactEmail: contact.email,
    keepMessagesMonths,
    keepRejectedDays: KEEP_REJECTED_TESTIMONIALS_DAYS,
  };
  const { collect, rights } = notice;
  return (
    <>
      <PageHero
        hero={{
          eyebrow: notice.version(
            PRIVACY_NOTICE.version,
            noticeDate(PRIVACY_NOTICE.date, LOCALES[lang].intl),
          ),
          title: notice.title,
          subtitle: notice.intro(facts),
        }}
      />
      <div className="container-page py-16">
        <div className="mx-auto max-w-3xl space-y-10 text-lg leading-relaxed text-slate-700">
          <Part heading={collect.heading}>
            {[collect.contact, collect.testimonial].map((form) => (
              <div key={form.heading} className="space-y-2">
                <h3 className="text-xl font-bold text-brand-950">{form.heading}</h3>
                <List items={form.items} />
                <p>{form.why}</p>
              </div>
            ))}
            {[collect.everyForm, collect.visits, collect.device].map((part) => (
              <div key={part.heading} className="space-y-2">
                <h3 className="text-xl font-bold text-brand-950">{part.heading}</h3>
                <p>{part.text}</p>
              </div>
            ))}
          </Part>
          <Part heading={notice.sharing.heading}>
            <p>{notice.sharing.text(facts)}</p>
          </Part>
          <Part heading={notice.keeping.heading}>
            <List items={notice.keeping.items(facts)} />
          </Part>
          <Part heading={rights.heading}>
            <p>{rights.intro}</p>
            <List items={rights.items} />
            <p>
              <Button asChild size="lg" className="h-auto min-h-12 py-3 text-center whitespace-normal">
                <Link to={localPath(lang, page("privacyRequest").path)}>{notice.request.link}</Link>
              </Button>
            </p>
            <p id="privacy-contact">
              {rights.how.before}
              <strong lang={langOf(facts.contactName)} className="text-brand-950">
                {facts.contactName}
              </strong>
              {rights.how.at}
              <a
                href={`mailto:${facts.contactEmail}`}
                className="font-semibold break-all text-brand-700 underline hover:text-brand-800"
              >
                {facts.contactEmail}
              </a>
              {rights.how.after}
            </p>
          </Part>
          <Part heading={notice.complaint.heading}>
            <p>{notice.complaint.text}</p>
          </Part>
          <Part heading={notice.changes.heading}>
            <p>{notice.changes.text}</p>
          </Part>
        </div>
      </div>
    </>
  );
}
