/**
 * The testimonials page in the benchmark's client-only build: no server, so
 * the list is empty, as the client-rendered original showed before its
 * hosted API answered.
 */
import { useLoaderData } from "react-router";
import { TestimonialsPage, testimonialsMeta } from "~/components/pages/testimonials-page";
import type { TestimonialList } from "~/lib/testimonials";

export const meta = testimonialsMeta;

export function clientLoader(): { list: TestimonialList } {
  return { list: { testimonials: [], loadError: false } };
}

export default function Testimonials() {
  const { list } = useLoaderData<typeof clientLoader>();
  return <TestimonialsPage list={list} />;
}
