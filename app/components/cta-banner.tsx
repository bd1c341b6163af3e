import { useTextLang } from "~/lib/site-context";
import type { ReactNode } from "react";
import type { CallToAction } from "~/content/types";

/** The closing call to action of a page. */
export function CtaBanner({ cta, children }: { cta: CallToAction; children: ReactNode }) {
  const langOf = useTextLang();
  return (
    <section aria-labelledby="cta-heading" className="py-16 laid-out-near-screen sm:py-24">
      <div className="container-page">
        <div className="cta-banner-panel">
          <div aria-hidden="true" className="cta-banner-glow" />
          <h2
            id="cta-heading"
            lang={langOf(cta.title)}
            className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            {cta.title}
          </h2>
          <p lang={langOf(cta.text)} className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">
            {cta.text}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
