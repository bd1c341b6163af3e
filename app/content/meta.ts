/*
 * What a new site says of each page in the browser's tab, search results and share previews. The
 * owner edits them from then on (Home and about, Other pages); the 404's stay here, as the
 * interface's own.
 */
import type { PageMeta } from "./types";

export const pageMeta: Record<
  "home" | "about" | "services" | "careers" | "testimonials" | "contact" | "notFound",
  PageMeta
> = {
  home: {
    title: "Your One-Stop Business Solution | Patna, Bihar",
    description:
      "Digital marketing, websites, design, video, virtual assistants, tutoring, writing, tax, cybersecurity and travel planning from one team in Patna, Bihar.",
  },
  about: {
    title: "About Us | Patna, Bihar",
    description:
      "Meet the Patna team behind our clients' websites, campaigns and accounts. Learn about our mission, our values and why businesses choose to work with us.",
  },
  services: {
    title: "Services and Pricing | Patna, Bihar",
    description:
      "Compare clear rupee prices for marketing, web and app development, design, video, tutoring, writing, tax, cybersecurity and travel services. Get a free quote.",
  },
  careers: {
    title: "Careers and Job Openings | Patna, Bihar",
    description:
      "Full-time openings in Patna for marketers, developers, designers, editors, writers, assistants and tax consultants, with salary ranges and benefits.",
  },
  testimonials: {
    title: "Client Testimonials | Patna, Bihar",
    description:
      "Read what business owners say about our marketing, web, design and tax services, and share your own experience by leaving a review for other clients.",
  },
  contact: {
    title: "Contact Us | Patna, Bihar",
    description:
      "Call, e-mail, chat on WhatsApp or send a message. We reply within 24 hours. Find our office address, opening hours and answers to common questions.",
  },
  notFound: {
    title: "Page Not Found",
    description:
      "The page you are looking for does not exist or has moved. Go back to the home page to explore our services, pricing and ways to get in touch with us.",
  },
};
