import { Award, BadgeCheck, Gem, Globe, Handshake, Lightbulb, ShieldCheck, Users } from "../components/icon";

import type { CallToAction, Feature, Hero } from "./types";

export const aboutHero: Hero = {
  eyebrow: "About Us",
  title: "Helping Businesses Grow From Patna to the World",
  highlight: "Grow",
  subtitle:
    "We are a team of marketers, developers, designers, writers and consultants who bring every service a growing business needs under one roof.",
};

export const mission: { title: string; text: string } = {
  title: "Our Mission",
  text: "To give small and growing businesses affordable, dependable access to the digital and professional services they need, delivered with honesty and care.",
};

export const vision: { title: string; text: string } = {
  title: "Our Vision",
  text: "To be the partner businesses turn to first, known for practical solutions, fair prices and work that brings real results.",
};

export const valuesIntro: { title: string; text: string } = {
  title: "Our Values",
  text: "The principles that guide how we work with every client and with each other.",
};

export const coreValues: Feature[] = [
  {
    icon: Gem,
    title: "Excellence",
    description:
      "We set high standards for every task, big or small, and review our work before it reaches you.",
  },
  {
    icon: ShieldCheck,
    title: "Integrity",
    description: "Transparent pricing, honest advice and promises we keep. No hidden charges.",
  },
  {
    icon: Handshake,
    title: "Collaboration",
    description:
      "We work as an extension of your team, listening closely and keeping you informed at every step.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    description: "We keep learning new tools and methods so your business benefits from what works today.",
  },
];

export const reasonsIntro = { title: "Why Choose Us" };

export const reasons: Feature[] = [
  {
    icon: Award,
    title: "Proven Track Record",
    description: "Over 1000 projects delivered with 98% client satisfaction.",
  },
  {
    icon: Users,
    title: "Expert Team",
    description:
      "Specialists in each field, so every part of your project is handled by someone who knows it well.",
  },
  {
    icon: Globe,
    title: "Global Reach",
    description: "Clients in more than 50 countries, served from our base in Patna, Bihar.",
  },
  {
    icon: BadgeCheck,
    title: "Quality Assurance",
    description: "Every deliverable is checked against your brief before it is handed over.",
  },
];

export const aboutCta: CallToAction = {
  title: "Let's Work Together",
  text: "Tell us about your business and goals. We will suggest the right services and a plan that fits your budget.",
};
