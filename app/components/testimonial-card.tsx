import { Quote } from "lucide-react";
import { RatingStars } from "~/components/rating-stars";

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
