import { Star } from "lucide-react";
import { MAX_RATING } from "~/lib/rating";
import { cn } from "~/lib/utils";

/** Read-only stars with one accessible label: "4 out of 5 stars". */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`${rating} out of ${MAX_RATING} stars`}
      className={cn("flex gap-0.5", className)}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            "size-5",
            index < rating ? "fill-saffron-400 text-saffron-500" : "fill-slate-200 text-slate-300",
          )}
        />
      ))}
    </div>
  );
}
