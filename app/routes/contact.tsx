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
import { siteOf, useSite } from "~/lib/site-context";
import { toasts } from "~/content/messages";
import { formAnchors, formPageHeaders, sentUrl, wasSent } from "~/lib/forms";
import { mailtoHref, whatsappLink } from "~/lib/links";
import { ContactSchema } from "~/lib/schemas/contact";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { pageMetaTags } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";
import { toastOn } from "~/lib/toast";
import { createContactMessage } from "~/server/contact-messages.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { handleFormSubmission } from "~/server/form-submission.server";
import { shownContent } from "~/server/content/page-content.server";
import { inEnglish } from "~/lib/content-views";

/** The questions and answers of the published content (or a staff member's preview of a draft). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ faqs }, texts] = await Promise.all([
    shownContent(request, context, "faqs"),
    shownContent(request, context, "texts"),
  ]);
  return {
    faqs: faqs.map((faq) => ({ question: faq.question.en, answer: faq.answer.en })),
    texts: inEnglish(texts.contact),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMetaTags(siteOf(matches), page("contact"), loaderData?.faqs.length ? [faqJsonLd(loaderData.faqs)] : []);

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleFormSubmission(request, {
    form: "contact",
    schema: ContactSchema,
    limits: CONTACT_LIMITS,
    clientAddress: context.get(requestContext).clientAddress,
    services: context.get(servicesContext),
    successUrl: sentUrl("/contact", formAnchors.contact),
    failedMessage: toasts.contactFailed,
    store: (db, input, clientHash) => createContactMessage(db, input, clientHash),
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
  const [searchParams] = useSearchParams();
  const subject = (searchParams.get("subject") ?? "").slice(0, CONTACT_LIMITS.subject);

  return (
    <>
      <PageHero hero={texts.hero} />

      <section aria-label="Ways to reach us" className="relative -mt-8 pb-8">
        <ul className="container-page grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={Mail} title="Email Us">
            <a
              href={mailtoHref(site.email)}
              className="font-medium break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
          </InfoCard>
          <InfoCard icon={Phone} title="Call Us">
            <a
              href={site.phone.href}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {site.phone.display}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title="Office Location">
            <p className="whitespace-pre-line">{site.address.street}</p>
            <a
              href={site.address.mapsHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Open in Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title="Business Hours">
            <p>{site.hours.weekdays}</p>
            {site.hours.note && <p>{site.hours.note}</p>}
          </InfoCard>
        </ul>
      </section>

      <section
        id={formAnchors.contact}
        aria-labelledby="contact-form-heading"
        className="scroll-mt-24 py-12 sm:py-16"
      >
        <div className="container-page grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <FormCard
            headingId="contact-form-heading"
            intro={texts.formIntro}
            sent={wasSent(searchParams) ? toasts.contactSent : null}
            className="sm:p-8"
          >
            <ContactForm defaultSubject={subject} documentResult={actionData} />
          </FormCard>
          <div className="space-y-6">
            <div>
              <h2 className="mb-4 text-xl font-bold text-brand-950">Find Us</h2>
              <FindUsMap />
            </div>
            <div>
              <h2 className="mb-4 text-xl font-bold text-brand-950">Quick Actions</h2>
              <div className="flex flex-col gap-3">
                <Button asChild variant="whatsapp" size="lg">
                  <a
                    href={whatsappLink(site.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    {...toastOn(toasts.letsConnect)}
                  >
                    <MessageCircle aria-hidden="true" /> Chat on WhatsApp
                  </a>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <a href={site.phone.href} {...toastOn(toasts.callingNow(site.phone.display))}>
                    <Phone aria-hidden="true" /> Call Now
                  </a>
                </Button>
                <Button asChild variant="outline" size="lg">
                  <a href={mailtoHref(site.email)} {...toastOn(toasts.openingEmail(site.email))}>
                    <Mail aria-hidden="true" /> Email
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
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-bold text-brand-950 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-brand-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
