import { Star } from "lucide-react";
import { MAX_RATING } from "~/lib/rating";
import { cn } from "~/lib/utils";
import { useStrings } from "~/lib/site-context";

const STAR_ID = "rating-star";

/**
 * The star's outline, once per page before the first card (TestimonialGrid), drawn by reference in
 * each star's fill and colour: fifty testimonials would otherwise carry 250 copies of the path, most
 * of the page's HTML.
 */
export function RatingStarSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <Star fill="inherit" />
      </symbol>
    </svg>
  );
}

/** Read-only stars with one accessible label: "4 out of 5 stars". */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const t = useStrings();
  return (
    <div
      role="img"
      aria-label={t.testimonials.stars(rating, MAX_RATING)}
      className={cn("flex gap-0.5", className)}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={cn(
            "size-5",
            index < rating ? "fill-saffron-400 text-saffron-500" : "fill-slate-200 text-slate-300",
          )}
        >
          <use href={`#${STAR_ID}`} />
        </svg>
      ))}
    </div>
  );
}
