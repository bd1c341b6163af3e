import type { Hero } from "./types";

export const contactHero: Hero = {
  eyebrow: "Contact Us",
  title: "Let's Talk About Your Business",
  highlight: "Your Business",
  subtitle: "Send us a message, call or chat on WhatsApp. We reply to every enquiry within 24 hours.",
};

export const contactFormIntro: { title: string; text: string } = {
  title: "Send Us a Message",
  text: "Fill in the form and our team will get back to you within 24 hours.",
};

export const faqIntro: { title: string; text: string } = {
  title: "Frequently Asked Questions",
  text: "Quick answers to the questions we hear most often.",
};
