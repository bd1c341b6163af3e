import type { StaticTestimonial } from "./types";

export const homeTestimonials: StaticTestimonial[] = [
  {
    name: "Ritesh Kumar",
    company: "Kumar Electronics, Boring Road",
    rating: 5,
    text: "Their digital marketing team set up our Google Business Profile and ran local ads for us. Within a few weeks we were getting regular calls from customers who found us online.",
  },
  {
    name: "Priya Sinha",
    company: "Sinha Coaching Classes",
    rating: 5,
    text: "They built our website and designed a new logo and brochure for the institute. Parents now tell us the site is easy to use, and admissions enquiries have gone up.",
  },
  {
    name: "Amit Jaiswal",
    company: "Jaiswal Traders",
    rating: 5,
    text: "We moved our GST filing and bookkeeping to their financial and tax team. Returns are filed on time every month and they always explain things clearly.",
  },
];
