import type { PricingCategory } from "./types";

/**
 * Prices are in rupees. Category ids end in "-pricing" so they never clash
 * with the service anchors on /services; each category takes its icon from
 * its service (serviceId).
 */
export const pricingCategories: PricingCategory[] = [
  {
    id: "digital-marketing-pricing",
    title: "Digital Marketing",
    serviceId: "digital-marketing",
    plans: [
      {
        name: "Starter",
        price: { kind: "amount", amount: 12999, period: "month" },
        description:
          "Social media and Google Business Profile for one location. A good first step for a local shop or clinic.",
      },
      {
        name: "Growth",
        price: { kind: "amount", amount: 24999, period: "month" },
        description:
          "SEO, social media and managed ad campaigns. For businesses ready to bring in steady enquiries every month.",
      },
      {
        name: "Pro",
        price: { kind: "amount", amount: 44999, period: "month" },
        description:
          "Full-funnel marketing across search, social and e-mail with weekly reporting. For brands growing across cities.",
      },
    ],
    specialOffer: "20% off for the first 2 months",
  },
  {
    id: "web-development-pricing",
    title: "Website & App Development",
    serviceId: "web-development",
    plans: [
      {
        name: "One-Page",
        price: { kind: "amount", amount: 19999, period: null },
        description:
          "A single, mobile-friendly page with your services, contact details and WhatsApp button. Ideal for getting online quickly.",
      },
      {
        name: "Business",
        price: { kind: "amount", amount: 59999, period: null },
        description: "5-10 pages. A complete business website with enquiry forms and basic SEO set up.",
      },
      {
        name: "E-commerce",
        price: { kind: "amount", amount: 124999, period: null },
        description:
          "Up to 100 SKUs. An online store with product catalogue, cart and UPI and card payments.",
      },
    ],
    specialOffer: "Free 1-month maintenance, and 10% off if bundled with Marketing",
  },
  {
    id: "graphic-design-pricing",
    title: "Graphic Design",
    serviceId: "graphic-design",
    plans: [
      {
        name: "Logo",
        price: { kind: "amount", amount: 4999, period: null },
        description: "3 concepts, 2 revisions. You receive final files ready for print and the web.",
      },
      {
        name: "Brand Kit",
        price: { kind: "amount", amount: 14999, period: null },
        description:
          "Logo, colours, fonts, visiting card and letterhead. Everything you need to look consistent everywhere.",
      },
      {
        name: "Retainer",
        price: { kind: "amount", amount: 24999, period: "month" },
        description: "Up to 20 creatives a month. Regular designs for social media, offers and festivals.",
      },
    ],
    specialOffer: "15% off with any Web package",
  },
  {
    id: "video-editing-pricing",
    title: "Video",
    serviceId: "video-editing",
    plans: [
      {
        name: "Reels",
        price: { kind: "amount", amount: 1499, period: "each" },
        description: "Up to 60s each, minimum 5 reels. Edited with captions and music, ready to post.",
      },
      {
        name: "Corporate",
        price: { kind: "amount", amount: 8999, period: null },
        description: "A 2-5 min video. Explain your company, product or service in a polished format.",
      },
      {
        name: "Bundle",
        price: { kind: "amount", amount: 29999, period: "month" },
        description: "12 shorts and 2 long videos a month. A steady flow of video for your channels.",
      },
    ],
    specialOffer: "First 2 reels free in a monthly bundle",
  },
  {
    id: "virtual-assistant-pricing",
    title: "Virtual Assistant",
    serviceId: "virtual-assistant",
    plans: [
      {
        name: "Basic",
        price: { kind: "amount", amount: 14999, period: null },
        description: "40 hours/month. Covers e-mail, scheduling and data entry for a busy owner.",
      },
      {
        name: "Pro",
        price: { kind: "amount", amount: 27999, period: null },
        description: "80 hours/month. A dedicated assistant for customer follow-ups, orders and reports.",
      },
      {
        name: "Custom",
        price: { kind: "custom" },
        description: "Hours and tasks set to your needs. Contact us and we will put together a plan.",
      },
    ],
    specialOffer: "Unused hours roll over 1 month",
  },
  {
    id: "online-tutoring-pricing",
    title: "Tutoring",
    serviceId: "online-tutoring",
    plans: [
      {
        name: "1:1",
        price: { kind: "amount", amount: 4999, period: "month" },
        description: "4 sessions a month. Personal attention from one tutor at the learner's own pace.",
      },
      {
        name: "Group",
        price: { kind: "amount", amount: 7999, period: "month" },
        description: "Up to 10 learners. Live small-group classes with regular tests.",
      },
      {
        name: "Trial",
        price: { kind: "free" },
        description: "One free session. Meet the tutor and see how the classes work before you decide.",
      },
    ],
    specialOffer: "First session free",
  },
  {
    id: "content-writing-pricing",
    title: "Writing",
    serviceId: "content-writing",
    plans: [
      {
        name: "SEO",
        price: { kind: "amount", amount: 3.5, period: "word" },
        description: "Blog posts and articles priced per word. Researched, original and written to rank.",
      },
      {
        name: "Website",
        price: { kind: "amount", amount: 14999, period: null },
        description:
          "Up to 5 pages. Clear website copy that explains what you do and why customers should choose you.",
      },
      {
        name: "Ad/Email",
        price: { kind: "amount", amount: 9999, period: null },
        description: "Pack of 10 assets. Short, persuasive copy for ads, e-mails and promotions.",
      },
    ],
    specialOffer: "10% off with Marketing Starter+",
  },
  {
    id: "financial-tax-pricing",
    title: "Financial & Tax",
    serviceId: "financial-tax",
    plans: [
      {
        name: "GST",
        price: { kind: "amount", amount: 1299, period: "month" },
        description: "Monthly GST returns filed on time. We send reminders and keep your records in order.",
      },
      {
        name: "ITR",
        price: { kind: "amount", amount: 1999, period: null, from: true },
        description:
          "Income tax return filing for individuals and businesses. The final fee depends on your income sources.",
      },
      {
        name: "Advisory",
        price: { kind: "amount", amount: 2999, period: "quarter" },
        description:
          "A quarterly review of your accounts and taxes. Practical advice to save tax and plan ahead.",
      },
    ],
    specialOffer: "GST plus ITR bundle ₹2,999/mo",
  },
  {
    id: "cybersecurity-pricing",
    title: "Cybersecurity",
    serviceId: "cybersecurity",
    plans: [
      {
        name: "Audit",
        price: { kind: "amount", amount: 9999, period: null },
        description:
          "A one-time check of your website and systems. You get a written report with clear fixes.",
      },
      {
        name: "Monitoring",
        price: { kind: "amount", amount: 24999, period: "month" },
        description: "Ongoing monitoring, alerts and backups. We watch for threats so you do not have to.",
      },
      {
        name: "Readiness",
        price: { kind: "amount", amount: 14999, period: null },
        description:
          "Security policies, staff awareness and a response plan. Be prepared before something goes wrong.",
      },
    ],
    specialOffer: "Free mini-audit with Web Pro or E-commerce",
  },
  {
    id: "travel-events-pricing",
    title: "Travel & Events",
    serviceId: "travel-events",
    plans: [
      {
        name: "Trip Plan",
        price: { kind: "amount", amount: 1999, period: null },
        description:
          "Fee redeemable on booking. A complete itinerary with travel and stay options for your budget.",
      },
      {
        name: "Event",
        price: { kind: "amount", amount: 14999, period: null, plus: true },
        description:
          "Planning and coordination for meetings, launches and family functions. The final fee depends on size and venue.",
      },
      {
        name: "Custom",
        price: { kind: "custom" },
        description:
          "Group tours, destination events and anything else. Contact us with your plans for a quote.",
      },
    ],
    specialOffer: "Planning fee waived on packages over ₹50,000",
  },
];
