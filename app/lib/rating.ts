/**
 * Star ratings, 1 to MAX_RATING. Kept apart from the testimonial schema so
 * pages that only show stars (home) do not load the form's validation code.
 */
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;
