import type { Route } from "./+types/testimonials";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { pageMeta } from "~/content/meta";
import { testimonialsHero } from "~/content/testimonials-page";
import { pageMetaTags } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMetaTags(pageMeta.testimonials, "/testimonials");

export function loader() {
  return { testimonials: [] as const };
}

export default function Testimonials() {
  return (
    <>
      <PageHero hero={testimonialsHero} />
      <Section id="reviews" title="What Our Clients Say">
        <p className="text-center text-lg text-slate-600">
          No testimonials yet. Be the first to share your experience!
        </p>
      </Section>
    </>
  );
}
