import { weekdayHours } from "./hours";
import type { Faq } from "./types";

export const faqs: Faq[] = [
  {
    question: "How soon can you start on my project?",
    answer:
      "We reply to every enquiry within 24 hours, and most projects begin within a few working days of agreeing the scope. For urgent work, tell us your deadline and we will plan around it.",
  },
  {
    question: "Do you offer a free consultation?",
    answer:
      "Yes. The first consultation is free: we discuss your goals, suggest the right services and share a clear quote, with no obligation to go ahead.",
  },
  {
    question: "Which industries do you work with?",
    answer:
      "We work with retailers, clinics, coaching institutes, restaurants, manufacturers, professionals and start-ups, in Patna and beyond. Our services are built for small and growing businesses of every kind.",
  },
  {
    question: "Do you provide ongoing support?",
    answer: `Yes. Our team is available ${weekdayHours}, with weekend support available, and we offer monthly plans for maintenance, marketing and accounts so you always have help when you need it.`,
  },
];
