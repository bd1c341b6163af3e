import { site } from "~/config/site";

/** A wa.me chat link; with `text`, the message box is prefilled. */
export function whatsappLink(text?: string, number: string = site.whatsapp): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export const whatsappMessages = {
  greeting: "Hello! I'd like to know more about your services.",
  plan: (plan: string, category: string) => `Hello! I'm interested in the ${plan} plan for ${category}.`,
  careers:
    "Hello! I'm interested in job opportunities at your company. Could you tell me about current openings?",
} as const;
