import { BadgeCheck, Globe, ShieldCheck } from "../components/icon";

import type { CallToAction, Feature, Hero } from "./types";

export const homeHero: Hero = {
  eyebrow: "Based in Patna, Bihar",
  title: "Your One-Stop Business Solution",
  highlight: "One-Stop",
  subtitle:
    "Digital marketing, websites and apps, design, video, virtual assistants, tutoring, writing, tax, cybersecurity and travel planning: everything your business needs, from one trusted team.",
};

export const whyChoose: { title: string; intro: string; points: Feature[] } = {
  title: "Why Choose Us",
  intro:
    "One team for all your digital and professional needs, so you spend less time managing vendors and more time running your business.",
  points: [
    {
      icon: ShieldCheck,
      title: "Trusted Expertise",
      description:
        "Skilled specialists in marketing, technology, design and finance who understand how small businesses work.",
    },
    {
      icon: Globe,
      title: "Global Reach",
      description: "From our base in Patna we serve clients across India and abroad, online and on time.",
    },
    {
      icon: BadgeCheck,
      title: "Quality Guaranteed",
      description:
        "Clear timelines, regular updates and revisions until the work meets the standard we agreed.",
    },
  ],
};

export const featuredServiceIds: string[] = [
  "digital-marketing",
  "web-development",
  "graphic-design",
  "virtual-assistant",
];

/** Above the few services the home page shows */
export const servicesIntro: { title: string; text: string } = {
  title: "Our Services",
  text: "A few of the ways we help businesses grow.",
};

export const homeTestimonialsIntro: { title: string; text: string } = {
  title: "What Our Clients Say",
  text: "Business owners who trust us with their marketing, websites, design and accounts.",
};

export const homeCta: CallToAction = {
  title: "Ready to Grow Your Business?",
  text: "Tell us what you need and we will get back to you within 24 hours with a clear plan and price.",
};
