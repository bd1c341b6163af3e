import { Link } from "react-router";
import { ArrowRight, Check } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { IconBadge } from "~/components/ui/icon-badge";
import type { Service } from "~/content/types";
import { contactHref, serviceHref } from "~/lib/links";
import { useLocalPath, useStrings, useTextLang } from "~/lib/site-context";
import { toastOn } from "~/lib/toast";

/** A short card for the home page: what the service is, and a way to read more. */
export function ServiceSummaryCard({ service }: { service: Service }) {
  const t = useStrings();
  const langOf = useTextLang();
  const local = useLocalPath();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <IconBadge icon={service.icon} tone="solid" />
      <h3 lang={langOf(service.title)} className="mt-5 text-lg font-bold text-brand-950">
        {service.title}
      </h3>
      <p lang={langOf(service.description)} className="mt-2 flex-1 leading-relaxed text-slate-600">
        {service.description}
      </p>
      <Button asChild variant="outline" className="mt-6 self-start">
        <Link to={local(serviceHref(service))} {...toastOn(t.toasts.learnMore(service.title))}>
          {/* The words, not only an aria-label, name the service: search engines read link text. */}
          {t.services.learnMore}
          <span className="sr-only">{t.services.aboutService(service.title)}</span> <ArrowRight />
        </Link>
      </Button>
    </article>
  );
}

/** The full card on /services: features, a quote request, and the service's prices. */
export function ServiceDetailCard({ service, pricingAnchor }: { service: Service; pricingAnchor?: string }) {
  const t = useStrings();
  const langOf = useTextLang();
  const local = useLocalPath();
  const headingId = `${service.id}-title`;
  return (
    <article
      id={service.id}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-28 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <IconBadge icon={service.icon} tone="solid" />
        <h3 id={headingId} lang={langOf(service.title)} className="min-w-0 text-xl font-bold text-brand-950">
          {service.title}
        </h3>
      </div>
      <p lang={langOf(service.description)} className="mt-4 leading-relaxed text-slate-600">
        {service.description}
      </p>
      <ul className="mt-5 flex-1 space-y-2">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-slate-700">
            <Check className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span lang={langOf(feature)} className="min-w-0">
              {feature}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link
            to={local(contactHref(t.services.quoteSubject(service.title)))}
            {...toastOn(t.toasts.getQuote)}
            aria-label={t.services.getQuoteFor(service.title)}
          >
            {t.services.getQuote}
          </Link>
        </Button>
        {pricingAnchor && (
          <Button asChild variant="outline">
            <a href={`#${pricingAnchor}`} {...toastOn(t.toasts.learnMore(service.title))}>
              {t.services.learnMore}
              <span className="sr-only">{t.services.aboutPlans(service.title)}</span>
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
