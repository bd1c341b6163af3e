import type { Hero } from "./types";

export const testimonialsHero: Hero = {
  eyebrow: "Testimonials",
  title: "Client Testimonials",
  subtitle: "Read what business owners say about working with us, and share your own experience.",
};

export const reviewsIntro = { title: "What Our Clients Say" };

export const feedbackIntro: { title: string; text: string } = {
  title: "Share Your Feedback",
  text: "Worked with us? Tell others about your experience. Your testimonial appears here once our team has reviewed it.",
};

/** Shown while no testimonial is approved yet. */
export const noTestimonialsYet = "No testimonials yet. Be the first to share your experience!";
