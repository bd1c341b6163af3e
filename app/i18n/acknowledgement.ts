import type { Lang } from "~/i18n/languages";

/** The acknowledgement e-mail's words (issue 28), in the language the visitor wrote in. */
export interface AcknowledgementWords {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  thanks: (business: string, reference: string) => string;
  whatYouSent: string;
  labels: { subject: string; phone: string; message: string };
  noSubject: string;
}

const en = {
  subject: (reference) => `We received your message (${reference})`,
  greeting: (name) => `Hello ${name},`,
  thanks: (business, reference) =>
    `Thank you for writing to ${business}. Your reference number is ${reference}.`,
  whatYouSent: "What you sent",
  labels: { subject: "Subject", phone: "Phone", message: "Message" },
  noSubject: "–",
} satisfies AcknowledgementWords;

const hi = {
  subject: (reference) => `हमें आपका संदेश मिल गया (${reference})`,
  greeting: (name) => `नमस्ते ${name},`,
  thanks: (business, reference) => `${business} को लिखने के लिए धन्यवाद। आपका संदर्भ नंबर ${reference} है।`,
  whatYouSent: "आपने यह भेजा",
  labels: { subject: "विषय", phone: "फ़ोन", message: "संदेश" },
  noSubject: "–",
} satisfies AcknowledgementWords;

export const acknowledgementWords: Record<Lang, AcknowledgementWords> = { en, hi };
