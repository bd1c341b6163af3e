/** The messages a WhatsApp chat opens with, prefilled for the visitor to send. */
export const whatsappMessages = {
  greeting: "Hello! I'd like to know more about your services.",
  plan: (plan: string, category: string) => `Hello! I'm interested in the ${plan} plan for ${category}.`,
  careers:
    "Hello! I'm interested in job opportunities at your company. Could you tell me about current openings?",
} as const;
