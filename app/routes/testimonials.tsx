import { AlertTriangle, MessageSquareQuote } from "lucide-react";
import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/testimonials";
import { FormCard } from "~/components/form-card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { TestimonialGrid } from "~/components/testimonial-card";
import { TestimonialForm } from "~/components/testimonial-form";
import { page } from "~/config/pages";
import { inLanguage } from "~/lib/content-views";
import { langOfRequest, localPath } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";
import { shownContent } from "~/server/content/page-content.server";
import { formAnchors, formPageHeaders, sentUrl, wasSent } from "~/lib/forms";
import { TESTIMONIAL_LIMITS } from "~/lib/schemas/limits";
import { CHECKED } from "~/lib/schemas/text";
import { testimonialSchema } from "~/lib/schemas/testimonial";
import { pageMetaTags } from "~/lib/seo";
import { siteOf, useStrings } from "~/lib/site-context";
import { toastOnLoad } from "~/lib/toast";
import type { TestimonialList } from "~/lib/testimonials";
import { requestContext, servicesContext } from "~/server/context.server";
import { handleFormSubmission } from "~/server/form-submission.server";
import { createTestimonial, listApprovedTestimonials } from "~/server/testimonials.server";
import { log } from "~/server/log.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMetaTags(siteOf(matches), page("testimonials"));

export const headers: Route.HeadersFunction = formPageHeaders;

/**
 * Rendered into the HTML on the server. A database failure is logged and
 * shown as an error state: the page itself (and the form) still works. That
 * page is not to be kept (no-store): the server's page cache goes on serving
 * the last good list instead (server/micro-cache.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const texts = inLanguage(
    langOfRequest(request),
    (await shownContent(request, context, "texts")).testimonials,
  );
  try {
    const list: TestimonialList = {
      testimonials: await listApprovedTestimonials(await context.get(servicesContext).db()),
      loadError: false,
    };
    return data({ list, texts });
  } catch (error) {
    log.error({ err: error }, "Could not load testimonials");
    const list: TestimonialList = { testimonials: [], loadError: true };
    return data({ list, texts }, { headers: { "Cache-Control": "no-store" } });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfRequest(request);
  return handleFormSubmission(request, {
    form: "testimonial",
    goal: "testimonial",
    lang,
    schema: testimonialSchema(lang),
    limits: { ...TESTIMONIAL_LIMITS, rating: 1, consent: CHECKED.length },
    clientAddress: context.get(requestContext).clientAddress,
    services: context.get(servicesContext),
    successUrl: sentUrl(localPath(lang, "/testimonials"), formAnchors.testimonials),
    failedMessage: stringsFor(lang).toasts.testimonialFailed,
    store: (db, input) => createTestimonial(db, { ...input, language: lang }),
  });
}

function LoadError() {
  const t = useStrings();
  return (
    <div
      role="alert"
      // The site script shows it as a notification too.
      {...toastOnLoad(t.toasts.testimonialsLoadFailed)}
      className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
      <p className="mt-3 font-bold text-red-900">{t.toasts.testimonialsLoadFailed.title}</p>
      <p className="mt-1 text-sm text-red-900">{t.testimonials.loadFailedHint}</p>
    </div>
  );
}

function ApprovedTestimonials({ list }: { list: TestimonialList }) {
  const t = useStrings();
  if (list.loadError) return <LoadError />;
  if (list.testimonials.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <MessageSquareQuote aria-hidden="true" className="size-10 text-brand-300" />
        <p className="mt-4 text-lg text-slate-700">{t.testimonials.none}</p>
      </div>
    );
  }
  return (
    <TestimonialGrid
      items={list.testimonials.map((testimonial) => ({
        key: testimonial.id,
        name: testimonial.name,
        company: testimonial.company,
        rating: testimonial.rating,
        text: testimonial.feedbackText,
        language: testimonial.language,
      }))}
    />
  );
}

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const t = useStrings();

  return (
    <>
      <PageHero hero={loaderData.texts.hero} />
      {/* Right under the hero, and short while there are few testimonials (decision 19). */}
      <Section
        id="reviews"
        title={loaderData.texts.reviewsIntro.title}
        tone="muted"
        laidOutNearScreen={false}
      >
        <ApprovedTestimonials list={loaderData.list} />
      </Section>
      <section
        id={formAnchors.testimonials}
        aria-labelledby="feedback-heading"
        className="scroll-mt-24 py-16 sm:py-24"
      >
        <div className="container-page max-w-3xl">
          <FormCard
            headingId="feedback-heading"
            intro={loaderData.texts.feedbackIntro}
            sent={wasSent(searchParams) ? t.toasts.testimonialSent : null}
            className="sm:p-10"
          >
            <TestimonialForm documentResult={actionData ?? undefined} />
          </FormCard>
        </div>
      </section>
    </>
  );
}
