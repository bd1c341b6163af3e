/**
 * Every notification the site shows, word for word. Which texts are the product's own and must not
 * be reworded: docs/product-rules.md.
 */
export interface ToastMessage {
  title: string;
  description?: string;
}

/** "1 minute", "7 minutes", "45 seconds" */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export const toasts = {
  missingContactFields: {
    title: "Missing Information",
    description: "Please fill in all required fields (Name, Email, and Message).",
  },
  invalidEmail: {
    title: "Invalid Email",
    description: "Please enter a valid email address.",
  },
  missingTestimonialFields: {
    title: "⚠️ Missing Information",
    description: "Please fill in your name and feedback.",
  },
  testimonialSent: {
    title: "Thank you for your feedback!",
    description: "Your testimonial has been submitted for review.",
  },
  testimonialFailed: {
    title: "Could not save your testimonial. Please try again.",
  },
  testimonialsLoadFailed: {
    title: "Could not load testimonials. Please try again later.",
  },
  contactFailed: {
    title: "Message Not Sent",
    description: "We couldn't save your message. Please try again in a moment, or call us.",
  },
  serverUnreachable: {
    title: "Not Sent",
    description: "We couldn't reach our server. Please check your connection and try again.",
  },
  rateLimited: (retryAfterSeconds: number): ToastMessage => ({
    title: "Too Many Submissions",
    description: `Please try again in ${formatWait(retryAfterSeconds)}.`,
  }),
  checkFields: {
    title: "Please Check the Form",
    description: "Some fields need your attention; see the messages next to them.",
  },
  contactSent: {
    title: "Message Sent Successfully!",
    description: "Thank you for contacting us! We'll get back to you within 24 hours.",
  },
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
} as const;
