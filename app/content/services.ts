import {
  Calculator,
  Clapperboard,
  CodeXml,
  GraduationCap,
  Headset,
  Megaphone,
  Palette,
  PenLine,
  Plane,
  ShieldCheck,
} from "../components/icon";

import type { Service } from "./types";

export const services: Service[] = [
  {
    id: "digital-marketing",
    icon: Megaphone,
    title: "Digital Marketing",
    description:
      "We help local customers find your business on Google, Instagram and Facebook, and turn that attention into enquiries and sales. Every rupee of ad spend is tracked and reported to you in plain language.",
    features: [
      "Search engine optimisation (SEO) for Google",
      "Social media management and content calendars",
      "Google and Meta ad campaigns",
      "Google Business Profile setup and local listings",
      "Monthly performance reports",
    ],
  },
  {
    id: "web-development",
    icon: CodeXml,
    title: "Web & App Development",
    description:
      "Fast, mobile-friendly websites and apps that work well on everyday phones and slow networks. From a one-page site to a full online shop, we build it and help you run it.",
    features: [
      "Business websites and landing pages",
      "E-commerce stores with UPI and card payments",
      "Android and iOS app development",
      "Domain, hosting and business e-mail setup",
      "Ongoing maintenance and updates",
    ],
  },
  {
    id: "graphic-design",
    icon: Palette,
    title: "Graphic Design & Branding",
    description:
      "A logo, colours and designs that make your business look professional and easy to remember. We design for print, shop boards and social media alike.",
    features: [
      "Logo design and brand identity",
      "Visiting cards, letterheads and brochures",
      "Social media posts and festival creatives",
      "Banners, flex boards and packaging",
    ],
  },
  {
    id: "video-editing",
    icon: Clapperboard,
    title: "Video Editing",
    description:
      "Short reels and longer videos edited to hold attention and explain what you offer. Send us your raw footage and we return videos ready to post.",
    features: [
      "Instagram Reels and YouTube Shorts",
      "Corporate and product videos",
      "Subtitles in English and Hindi",
      "Music, motion graphics and colour correction",
    ],
  },
  {
    id: "virtual-assistant",
    icon: Headset,
    title: "Virtual Assistant Support",
    description:
      "A trained assistant who handles your routine work remotely, so you can focus on running the business. Pay for the hours you need, not a full-time salary.",
    features: [
      "E-mail and calendar management",
      "Data entry and spreadsheet upkeep",
      "Customer enquiry and follow-up handling",
      "Online research and report preparation",
      "Order and invoice processing",
    ],
  },
  {
    id: "online-tutoring",
    icon: GraduationCap,
    title: "Online Tutoring",
    description:
      "Live online classes with experienced tutors for school students and working learners. Choose one-to-one attention or a small group at a lower fee.",
    features: [
      "One-to-one and small group sessions",
      "CBSE, ICSE and Bihar Board subjects",
      "Spoken English and computer skills",
      "Regular tests and progress updates for parents",
    ],
  },
  {
    id: "content-writing",
    icon: PenLine,
    title: "Content Writing",
    description:
      "Clear, original writing for your website, blog, ads and e-mails that speaks to your customers. Every piece is checked for accuracy and written to rank on search engines.",
    features: [
      "SEO blog posts and articles",
      "Website page content",
      "Ad copy and e-mail campaigns",
      "Product descriptions for online stores",
      "Writing in English and Hindi",
    ],
  },
  {
    id: "financial-tax",
    icon: Calculator,
    title: "Financial & Tax Consulting",
    description:
      "Timely GST filing, income tax returns and bookkeeping so you stay compliant without the stress. We explain your numbers simply and remind you before every due date.",
    features: [
      "GST registration and monthly returns",
      "Income tax return (ITR) filing",
      "Bookkeeping and accounts",
      "Business registration and compliance",
      "Financial planning and tax advice",
    ],
  },
  {
    id: "cybersecurity",
    icon: ShieldCheck,
    title: "Cybersecurity & IT",
    description:
      "We check your website, systems and staff habits for weak points and help you fix them before they cause trouble. Protect your customer data and keep your business running.",
    features: [
      "Website and network security audits",
      "Ongoing security monitoring",
      "Backups and data recovery planning",
      "Staff awareness on phishing and fraud",
      "IT setup and support for small offices",
    ],
  },
  {
    id: "travel-events",
    icon: Plane,
    title: "Travel & Event Planning",
    description:
      "Business trips, family holidays and events planned end to end within your budget. We handle bookings and vendors so you can enjoy the day.",
    features: [
      "Business and holiday trip planning",
      "Flight, train and hotel bookings",
      "Corporate events and product launches",
      "Weddings and family functions",
      "Vendor and venue coordination",
    ],
  },
];
