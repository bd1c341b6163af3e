import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact-form";
import { FindUsMap } from "~/components/find-us-map";
import { FormCard } from "~/components/form-card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { Button } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import { page } from "~/config/pages";
import { siteOf, useSite, useStrings, useTextLang } from "~/lib/site-context";
import { formAnchors, formPageHeaders, sentReference, sentUrl, wasSent } from "~/lib/forms";
import { mailtoHref, whatsappLink } from "~/lib/links";
import { contactSchema } from "~/lib/schemas/contact";
import { stringsFor } from "~/i18n/strings";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { CHECKED } from "~/lib/schemas/text";
import { pageMetaTags } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import { toastOn } from "~/lib/toast";
import { type AcknowledgementSettings, createContactMessage } from "~/server/contact-messages.server";
import type { SiteServices } from "~/server/services.server";
import { siteEnvAtStart, siteUrl } from "~/server/site-env.server";
import { replyTime as replyTimeDefault } from "~/content/hours";
import { hindiDefaults } from "~/content/hindi-defaults";
import { attributionOfPost } from "~/lib/attribution";
import { requestContext, servicesContext } from "~/server/context.server";
import { handleFormSubmission } from "~/server/form-submission.server";
import { shownContent } from "~/server/content/page-content.server";
import { inLanguage } from "~/lib/content-views";
import { type Lang, langOfRequest, localPath } from "~/i18n/languages";

/** What the visitor's acknowledgement says besides their message, from Business details as published. */
function acknowledgementSettings(services: SiteServices, lang: Lang): AcknowledgementSettings {
  const business = services.content.current()?.business;
  // Not read yet (the database was down at start): a new site's sentence, in both languages.
  const replyTime = business?.replyTime ?? { en: replyTimeDefault, hi: hindiDefaults[replyTimeDefault] };
  return {
    replyTime: (lang === "hi" && replyTime.hi?.trim()) || replyTime.en,
    replyTo: business?.email ?? siteEnvAtStart().SITE_EMAIL,
  };
}

/** The questions and answers of the published content (or a staff member's preview of a draft). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ faqs }, texts] = await Promise.all([
    shownContent(request, context, "faqs"),
    shownContent(request, context, "texts"),
  ]);
  const lang = langOfRequest(request);
  return { faqs: inLanguage(lang, faqs), texts: inLanguage(lang, texts.contact) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMetaTags(siteOf(matches), page("contact"), loaderData?.faqs.length ? [faqJsonLd(loaderData.faqs)] : []);

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfRequest(request);
  const services = context.get(servicesContext);
  return handleFormSubmission(request, {
    form: "contact",
    goal: "contact",
    lang,
    schema: contactSchema(lang),
    // A refused post keeps its ticked box too.
    limits: { ...CONTACT_LIMITS, offers: CHECKED.length },
    clientAddress: context.get(requestContext).clientAddress,
    services,
    // The confirmation names the message's reference number (issue 28).
    successUrl: (stored) =>
      sentUrl(
        localPath(lang, "/contact"),
        formAnchors.contact,
        (stored as { reference?: string } | null)?.reference,
      ),
    failedMessage: stringsFor(lang).toasts.contactFailed,
    store: (db, input, clientHash, form) =>
      createContactMessage(
        db,
        { ...input, language: lang },
        clientHash,
        acknowledgementSettings(services, lang),
        // The site's own pages, as the request reached this server or as SITE_URL names them.
        attributionOfPost(form, request.headers.get("referer"), [
          new URL(request.url).origin,
          new URL(siteUrl()).origin,
        ]),
      ),
  });
}

function InfoCard({ icon, title, children }: { icon: typeof Mail; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <IconBadge icon={icon} />
      <h2 className="mt-4 text-lg font-bold text-brand-950">{title}</h2>
      <div className="mt-1 text-slate-600">{children}</div>
    </li>
  );
}

export default function Contact({ actionData, loaderData: { faqs, texts } }: Route.ComponentProps) {
  const site = useSite();
  const t = useStrings();
  const { contact: words } = t;
  const langOf = useTextLang();
  const [searchParams] = useSearchParams();
  const subject = (searchParams.get("subject") ?? "").slice(0, CONTACT_LIMITS.subject);

  return (
    <>
      <PageHero hero={texts.hero} />

      <section aria-label={words.waysToReach} className="relative -mt-8 pb-8">
        <ul className="container-page grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={Mail} title={words.emailUs}>
            <a
              href={mailtoHref(site.email)}
              className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
          </InfoCard>
          <InfoCard icon={Phone} title={words.callUs}>
            <a
              href={site.phone.href}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {site.phone.display}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title={words.office}>
            <p lang={langOf(site.address.street)} className="whitespace-pre-line">
              {site.address.street}
            </p>
            <a
              href={site.address.mapsHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {words.openInMaps}
              <span className="sr-only">{words.newTab}</span>
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title={words.hours}>
            <p>{site.hours.weekdays}</p>
            {site.hours.note && <p lang={langOf(site.hours.note)}>{site.hours.note}</p>}
          </InfoCard>
        </ul>
      </section>

      <section
        id={formAnchors.contact}
        aria-labelledby="contact-form-heading"
        className="scroll-mt-24 py-12 sm:py-16"
      >
        <div className="container-page grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr]">
          <FormCard
            headingId="contact-form-heading"
            intro={texts.formIntro}
            sent={wasSent(searchParams) ? t.toasts.contactSent : null}
            reference={wasSent(searchParams) ? sentReference(searchParams) : null}
            className="sm:p-8"
          >
            <ContactForm defaultSubject={subject} documentResult={actionData ?? undefined} />
          </FormCard>
          <div className="space-y-6">
            <div>
              <h2 className="mb-4 text-xl font-bold text-brand-950">{words.findUs}</h2>
              <FindUsMap />
            </div>
            <div>
              <h2 className="mb-4 text-xl font-bold text-brand-950">{words.quickActions}</h2>
              <div className="flex flex-col gap-3">
                <Button asChild variant="whatsapp" size="lg">
                  <a
                    href={whatsappLink(site.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    {...toastOn(t.toasts.letsConnect)}
                  >
                    <MessageCircle aria-hidden="true" /> {words.chatOnWhatsapp}
                  </a>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <a href={site.phone.href} {...toastOn(t.toasts.callingNow(site.phone.display))}>
                    <Phone aria-hidden="true" /> {words.callNow}
                  </a>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <a href={mailtoHref(site.email)} {...toastOn(t.toasts.openingEmail(site.email))}>
                    <Mail aria-hidden="true" /> {words.email}
                  </a>
                </Button>
              </div>
            </div>
          </div>
        </div>
      </section>

      <Section id="faq" title={texts.faqIntro.title} intro={texts.faqIntro.text} tone="muted">
        <div className="mx-auto max-w-3xl space-y-3">
          {faqs.map((faq) => (
            <details
              key={faq.question}
              className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-sm open:shadow-md"
            >
              <summary
                lang={langOf(faq.question)}
                className="grid cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-center gap-4 text-lg font-bold text-brand-950 [&::-webkit-details-marker]:hidden"
              >
                {faq.question}
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-brand-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p
                lang={langOf(faq.answer)}
                className="mt-3 leading-relaxed whitespace-pre-line text-slate-600"
              >
                {faq.answer}
              </p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
