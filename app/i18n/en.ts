/*
 * Every word of the public pages' interface in English: the menus, buttons, labels, the forms'
 * messages and notifications, the empty and error states, the 404 (issue 26). The owner's texts
 * (headings, services, prices, jobs) are content, not here. hi.ts says the same in Hindi and is
 * checked against this one: a key missing there fails the type check (i18n/strings.ts).
 *
 * Which texts are the product's own and must not be reworded: docs/product-rules.md.
 */

import type { PageId } from "~/config/pages";
import { formMessages, type ToastMessage } from "~/i18n/forms.en";

export type { FormMessages, ToastMessage } from "~/i18n/forms.en";

/** "1 minute", "7 minutes", "45 seconds" */
function wait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** "12:00" is "12:00 PM", "09:30" is "9:30 AM" */
function clock(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

export const en = {
  shell: {
    skipToContent: "Skip to content",
    mainMenu: "Main",
    phoneMenu: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    getStarted: "Get Started",
    /** After the business's name in the logo's link */
    home: " home",
    notifications: "Notifications",
    whatsappChat: "WhatsApp chat",
    whatsappButton: "Chat with us on WhatsApp (opens in a new tab)",
    /** The link to the same page in the other language, said in that language */
    otherLanguage: "हिन्दी",
    otherLanguageLabel: "यह पृष्ठ हिन्दी में",
  },
  pages: {
    home: { label: "Home" },
    about: { label: "About", footer: "About Us" },
    services: { label: "Services" },
    careers: { label: "Careers" },
    testimonials: { label: "Testimonials" },
    contact: { label: "Contact" },
    privacy: { label: "Privacy" },
    privacyRequest: { label: "Your data" },
  } as Record<PageId, { label: string; footer?: string }>,
  footer: {
    social: "Social media",
    onNetwork: (name: string, network: string) => `${name} on ${network} (opens in a new tab)`,
    quickLinks: "Quick Links",
    services: "Our Services",
    contactInfo: "Contact Info",
  },
  notFound: {
    eyebrow: "Error 404",
    title: "Page Not Found",
    text: "The page you were looking for does not exist or has moved. These pages might help:",
    back: "Back to Home",
    sitePages: "Site pages",
    description:
      "The page you are looking for does not exist or has moved. Go back to the home page to explore our services, pricing and ways to get in touch with us.",
  },
  /** While the site cannot reach its database and has no content to show (a new instance) */
  unavailable: {
    title: "Please try again in a minute",
    text: "The site is starting and cannot reach its database. Please try again in a minute.",
  },
  failed: {
    title: "Something went wrong",
    text: "We could not show this page. Please try again, or go back to the home page.",
    home: "Go to the home page",
  },
  home: {
    getInTouch: "Get In Touch",
    viewServices: "View Services",
    seeTheService: "See the service",
    /** A count as a sentence says it: "ten" up to twenty, then digits ("24") */
    seeAll: (count: number) => `See all ${NUMBER_WORDS[count] ?? String(count)} services`,
    ourNumbers: "Our numbers",
    shareFeedback: "Share Your Feedback",
    startProject: "Start Your Project",
    callNow: "Call Now",
  },
  about: {
    missionAndVision: "Mission and vision",
    trackRecord: "Our track record",
    contactUs: "Contact Us",
    exploreServices: "Explore Services",
  },
  services: {
    seePricing: "See Pricing",
    allServices: "All Services",
    step: (step: number) => `Step ${step}: `,
    contactUs: "Contact Us",
    freeConsultation: "Free Consultation",
    /** The subject the contact form starts with, from Free Consultation */
    freeConsultationSubject: "Free consultation",
    learnMore: "Learn More",
    aboutService: (service: string) => ` about ${service}`,
    aboutPlans: (service: string) => ` about ${service} plans and prices`,
    getQuote: "Get Quote",
    getQuoteFor: (service: string) => `Get Quote for ${service}`,
    quoteSubject: (service: string) => `Quote request: ${service}`,
  },
  pricing: {
    plans: (category: string) => `${category} plans`,
    choose: (plan: string) => `Choose ${plan}`,
    getStarted: "Get Started",
    onWhatsapp: (action: string, plan: string, category: string) =>
      `${action}: ${plan} plan for ${category} on WhatsApp (opens in a new tab)`,
    specialOffer: "Special offer:",
    free: "Free",
    custom: "Custom",
    from: "from",
    periods: { month: "/mo", quarter: "/qtr", each: " each", word: "/word" },
  },
  careers: {
    viewOpenings: "View Openings",
    contactHr: "Contact HR",
    salary: "Salary",
    type: "Type",
    location: "Location",
    skills: "Skills",
    applyNow: "Apply Now",
    applyFor: (job: string) => `Apply Now for ${job}`,
    open: (count: number, locality: string) =>
      `${count} ${count === 1 ? "role" : "roles"} open now in our ${locality} team.`,
    sendCv: "Send Your CV",
    applicationSubject: "Job application",
    applicationFor: (job: string) => `Job application: ${job}`,
    salaryRange: (min: string, max: string) => `${min} – ${max} per month`,
    employmentTypes: {
      "Full-time": "Full-time",
      "Part-time": "Part-time",
      Contract: "Contract",
      Internship: "Internship",
    },
  },
  contact: {
    waysToReach: "Ways to reach us",
    emailUs: "Email Us",
    callUs: "Call Us",
    office: "Office Location",
    openInMaps: "Open in Maps",
    newTab: " (opens in a new tab)",
    hours: "Business Hours",
    findUs: "Find Us",
    quickActions: "Quick Actions",
    chatOnWhatsapp: "Chat on WhatsApp",
    callNow: "Call Now",
    email: "Email",
    mapTitle: (city: string) => `Map showing our office in ${city}, on the south bank of the Ganga`,
    ganga: "Ganga",
    officeIsIn: "Our office is in ",
    arrangeVisit: ". Call or message us to arrange a visit.",
  },
  testimonials: {
    loadFailedHint: "You can still share your own feedback below.",
    none: "No testimonials yet. Be the first to share your experience!",
    stars: (rating: number, max: number) => `${rating} out of ${max} stars`,
  },
  forms: {
    optional: " (optional)",
    /** By each form's submit button, around the link to the privacy notice */
    privacyNote: { before: "We use your details as our ", link: "privacy notice", after: " says." },
    honeypot: "Leave this field empty",
    invalidRequest: {
      title: "Invalid request",
      description: "The form could not be read. Please try again.",
    },
    contact: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      subject: "Subject",
      message: "Message",
      offers: "Send me offers and updates",
      submit: "Send Message",
      busy: "Sending…",
    },
    testimonial: {
      name: "Full Name",
      company: "Company",
      rating: "Rating",
      star: (value: number) => `${value} ${value === 1 ? "star" : "stars"}`,
      feedback: "Feedback",
      consent: "I agree that my name, company, rating and review may be shown on this website.",
      submit: "Submit Feedback",
      busy: "Submitting…",
    },
  },
  formMessages,
  toasts: {
    ...formMessages.shared.toasts,
    missingContactFields: formMessages.contact.toasts.missingFields,
    invalidEmail: formMessages.contact.toasts.invalidEmail,
    contactSent: formMessages.contact.toasts.sent,
    contactFailed: formMessages.contact.toasts.failed,
    missingTestimonialFields: formMessages.testimonial.toasts.missingFields,
    testimonialSent: formMessages.testimonial.toasts.sent,
    testimonialFailed: formMessages.testimonial.toasts.failed,
    testimonialsLoadFailed: {
      title: "Could not load testimonials. Please try again later.",
    } as ToastMessage,
    rateLimited: (retryAfterSeconds: number): ToastMessage => ({
      title: "Too Many Submissions",
      description: `Please try again in ${wait(retryAfterSeconds)}.`,
    }),
    learnMore: (service: string): ToastMessage => ({
      title: "Learn More",
      description: `Here is everything about ${service}.`,
    }),
    letsConnect: {
      title: "Let's Connect",
      description: "Opening a WhatsApp chat with our team.",
    },
    awesomeChoice: (plan: string, category: string): ToastMessage => ({
      title: "Awesome Choice!",
      description: `Redirecting you to WhatsApp for the ${plan} plan (${category}).`,
    }),
    callNow: (phone: string, hours: string): ToastMessage => ({
      title: "Call Now",
      description: `Calling ${phone}. We're available ${hours}.`,
    }),
    callingNow: (phone: string): ToastMessage => ({
      title: "Calling Now",
      description: `Dialling ${phone}.`,
    }),
    openingEmail: (email: string): ToastMessage => ({
      title: "Opening Email Client",
      description: `Write to us at ${email}.`,
    }),
    contactingHr: {
      title: "Contacting HR",
      description: "Opening WhatsApp to chat with our HR team.",
    },
    freeConsultation: {
      title: "Free Consultation",
      description: "Tell us about your project and we'll set up your free consultation.",
    },
    getQuote: {
      title: "Get Quote",
      description: "We'll contact you soon to discuss your project!",
    },
  },
  /** What a WhatsApp chat opens with, for the visitor to send */
  whatsapp: {
    greeting: "Hello! I'd like to know more about your services.",
    plan: (plan: string, category: string) => `Hello! I'm interested in the ${plan} plan for ${category}.`,
    careers:
      "Hello! I'm interested in job opportunities at your company. Could you tell me about current openings?",
  },
  hours: {
    days: { Mon: "Mon", Tue: "Tue", Wed: "Wed", Thu: "Thu", Fri: "Fri", Sat: "Sat", Sun: "Sun" },
    clock,
  },
  wait,
};

/** What every language must say: these keys, each a string or a function giving one. */
export type Strings = typeof en;
