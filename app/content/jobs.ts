import { Clock, GraduationCap, HeartPulse, House, TrendingUp, Trophy } from "../components/icon";

import type { Benefit, CallToAction, Hero, Job } from "./types";

const employmentType = "Full-time";
const location = "Patna, Bihar (hybrid)";

export const jobs: Job[] = [
  {
    id: "digital-marketing-specialist",
    title: "Digital Marketing Specialist",
    description:
      "Plan and run SEO, social media and paid ad campaigns for small and growing businesses. You will track results closely and explain them to clients in simple terms.",
    employmentType,
    location,
    skills: ["SEO", "Google Ads", "Meta Ads", "Social media management", "Google Analytics"],
    salary: { min: 20000, max: 40000 },
  },
  {
    id: "web-app-developer",
    title: "Web & App Developer",
    description:
      "Build fast, mobile-friendly websites, online stores and apps for our clients. You will work on a project from the first design to launch and ongoing support.",
    employmentType,
    location,
    skills: ["HTML, CSS and JavaScript", "React", "Node.js", "WordPress", "Git"],
    salary: { min: 25000, max: 50000 },
  },
  {
    id: "graphic-designer",
    title: "Graphic Designer",
    description:
      "Create logos, brand kits and social media creatives that help local businesses stand out. You will take a client's brief and turn it into clean, print-ready and screen-ready designs.",
    employmentType,
    location,
    skills: ["Adobe Photoshop", "Adobe Illustrator", "Canva", "Typography", "Brand identity"],
    salary: { min: 15000, max: 30000 },
  },
  {
    id: "video-editor",
    title: "Video Editor",
    description:
      "Edit reels, shorts and corporate videos from client footage. You will add captions, music and graphics and deliver videos ready for each platform.",
    employmentType,
    location,
    skills: [
      "Adobe Premiere Pro",
      "After Effects",
      "DaVinci Resolve",
      "Captions and subtitles",
      "Colour correction",
    ],
    salary: { min: 15000, max: 35000 },
  },
  {
    id: "virtual-assistant",
    title: "Virtual Assistant",
    description:
      "Support business owners with e-mail, scheduling, data entry and customer follow-ups. You will be organised, reliable and comfortable working with several clients.",
    employmentType,
    location,
    skills: [
      "MS Excel and Google Sheets",
      "E-mail and calendar management",
      "Written English",
      "Hindi communication",
      "Data entry",
    ],
    salary: { min: 10000, max: 20000 },
  },
  {
    id: "content-writer",
    title: "Content Writer",
    description:
      "Write blog posts, website pages, ads and e-mails for clients across many industries. You will research each topic well and write clear, original copy that ranks on search engines.",
    employmentType,
    location,
    skills: ["English writing", "Hindi writing", "SEO writing", "Research", "Proofreading"],
    salary: { min: 12000, max: 25000 },
  },
  {
    id: "business-tax-consultant",
    title: "Business & Tax Consultant",
    description:
      "Handle GST returns, income tax filing and bookkeeping for small businesses and individuals. You will advise clients on compliance and help them plan their finances.",
    employmentType,
    location,
    skills: ["GST filing", "Income tax returns", "Tally", "Bookkeeping", "Client advisory"],
    salary: { min: 25000, max: 60000 },
  },
];

/** Over the open jobs; `none` in their place while none is open */
export const openingsIntro = {
  title: "Current Openings",
  none: "No roles are open right now. Send us your CV anyway: we read every one.",
};

export const benefitsIntro: { title: string; text: string } = {
  title: "Why Work With Us",
  text: "What you get when you join the team.",
};

export const benefits: Benefit[] = [
  {
    icon: Clock,
    title: "Flexible Hours",
    description: "Plan your day around your work and life, with clear hours for client calls.",
  },
  {
    icon: House,
    title: "Hybrid Work",
    description: "Work from our Patna office or from home, depending on the week's needs.",
  },
  {
    icon: GraduationCap,
    title: "Learning Budget",
    description: "Money each year for courses, certifications and books that help you grow.",
  },
  {
    icon: HeartPulse,
    title: "Health Cover",
    description: "Medical insurance for you, so you can work with peace of mind.",
  },
  {
    icon: Trophy,
    title: "Performance Bonus",
    description: "Good work is rewarded with bonuses linked to client results and feedback.",
  },
  {
    icon: TrendingUp,
    title: "Growth Path",
    description: "Regular reviews and a clear path to senior and team lead roles.",
  },
];

export const careersHero: Hero = {
  eyebrow: "Careers",
  title: "Build Your Career With Us",
  highlight: "Your Career",
  subtitle:
    "Join a growing team in Patna that helps businesses in India and abroad with marketing, technology, design and finance.",
};

export const careersCta: CallToAction = {
  title: "Don't See the Right Role?",
  text: "Send us your CV anyway or message our HR team on WhatsApp. We are always happy to hear from talented people.",
};

/**
 * When the openings were posted and until when they are open (ISO dates).
 * Search engines drop postings past `validThrough`: update both when the
 * openings change.
 */
export const jobPostingDates = {
  datePosted: "2026-11-01",
  validThrough: "2027-03-31",
} as const;
