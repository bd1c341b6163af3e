/**
 * A testimonial as the public sees it: what the server reads from the
 * database (server/testimonials.server.ts) and the page shows
 * (routes/testimonials.tsx).
 */
export interface PublicTestimonial {
  id: number;
  name: string;
  company: string | null;
  feedbackText: string;
  rating: number;
  /** The language it was written in ("en", "hi"): shown as written on pages of either */
  language: string;
  createdAt: string;
}

/** The testimonials page's list, or word that it could not be read. */
export type TestimonialList = { testimonials: PublicTestimonial[]; loadError: boolean };
