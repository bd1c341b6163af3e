import { isLang, LOCALES } from "~/i18n/languages";
import { useLang } from "~/lib/site-context";
import { Quote } from "lucide-react";
import { RatingStarSymbol, RatingStars } from "~/components/rating-stars";

export interface TestimonialCardProps {
  name: string;
  company?: string | null;
  rating: number;
  text: string;
  /** The language the client wrote in ("en", "hi"); absent: the page's (a sample of the owner's texts) */
  language?: string;
}

export function TestimonialCard({ name, company, rating, text, language }: TestimonialCardProps) {
  const page = useLang();
  // The client's own words, as written: marked where their language is not the page's.
  const written = isLang(language) && language !== page ? LOCALES[language].html : undefined;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <RatingStars rating={rating} />
        <Quote aria-hidden="true" className="size-8 text-brand-100" />
      </div>
      <blockquote lang={written} className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>“{text}”</p>
      </blockquote>
      <figcaption lang={written} className="mt-6 border-t border-slate-100 pt-4">
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
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {items.map(({ key, ...testimonial }) => (
          <li key={key}>
            <TestimonialCard {...testimonial} />
          </li>
        ))}
      </ul>
    </>
  );
}
