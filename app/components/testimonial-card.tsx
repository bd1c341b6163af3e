import { Quote } from "lucide-react";
import { RatingStarSymbol, RatingStars } from "~/components/rating-stars";

export interface TestimonialCardProps {
  name: string;
  company?: string | null;
  rating: number;
  text: string;
}

export function TestimonialCard({ name, company, rating, text }: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <RatingStars rating={rating} />
        <Quote aria-hidden="true" className="size-8 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <span className="block font-bold text-brand-950">{name}</span>
        {company && <span className="block text-sm text-slate-600">{company}</span>}
      </figcaption>
    </figure>
  );
}

/**
 * Testimonial cards in a grid, after the star outline their ratings draw by reference: at the end of
 * the page, the outline arrived last and a phone's first screen waited for the whole document
 * (bench/first-screen.ts); pages without ratings no longer carry it.
 */
export function TestimonialGrid({
  items,
}: {
  items: Array<TestimonialCardProps & { key: string | number }>;
}) {
  return (
    <>
      <RatingStarSymbol />
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map(({ key, ...testimonial }) => (
          <li key={key}>
            <TestimonialCard {...testimonial} />
          </li>
        ))}
      </ul>
    </>
  );
}
