import { Star } from "lucide-react";
import { DEFAULT_RATING, MAX_RATING } from "~/lib/rating";
import { useStrings } from "~/lib/site-context";

/**
 * Five stars as a native radio group: arrow keys move the rating, and the
 * stars up to the chosen one light up through CSS alone (app.css,
 * .star-rating), so it works before and without JavaScript.
 */
export function StarRatingInput({
  name = "rating",
  defaultValue = DEFAULT_RATING,
}: {
  name?: string;
  defaultValue?: number;
}) {
  const t = useStrings();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">{t.forms.testimonial.rating}</legend>
      <div className="star-rating flex gap-1">
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const value = index + 1;
          const id = `${name}-${value}`;
          return [
            <input
              key={`input-${value}`}
              id={id}
              type="radio"
              name={name}
              value={value}
              defaultChecked={value === defaultValue}
              className="peer sr-only"
            />,
            <label
              key={`label-${value}`}
              htmlFor={id}
              className="cursor-pointer rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
            >
              <Star aria-hidden="true" className="size-8" />
              <span className="sr-only">{t.forms.testimonial.star(value)}</span>
            </label>,
          ];
        })}
      </div>
    </fieldset>
  );
}
