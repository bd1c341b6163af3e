/*
 * What the public forms say in English, apart from the rest of the interface (en.ts): the site
 * script of English pages carries these and nothing else of en.ts (browser/site-script-en.ts).
 */

/** A notification: a title and, usually, a line under it. */
export interface ToastMessage {
  title: string;
  description?: string;
}

/**
 * The messages the public forms check with, as plain data: the server's schemas and the site
 * script are built from them (lib/schemas/rules.ts), and each language's site script carries
 * its own (browser/site-script-en.ts, -hi.ts). `{max}` is a field's longest length.
 */
export const formMessages = {
  /** What both forms say */
  shared: {
    tooLong: "Please keep this under {max} characters.",
    hiddenCharacters: "Please retype this: it contains hidden characters we can't accept.",
    notText: "Please enter text only.",
    /** Under the confirmation of a contact message: its reference number (issue 28) */
    reference: "Your reference number: {reference}",
    toasts: {
      checkFields: {
        title: "Please Check the Form",
        description: "Some fields need your attention; see the messages next to them.",
      },
      serverUnreachable: {
        title: "Not Sent",
        description: "We couldn't reach our server. Please check your connection and try again.",
      },
    },
  },
  contact: {
    required: {
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please enter your message.",
    },
    invalidEmail: "Please enter a valid email address.",
    toasts: {
      missingFields: {
        title: "Missing Information",
        description: "Please fill in all required fields (Name, Email, and Message).",
      },
      invalidEmail: {
        title: "Invalid Email",
        description: "Please enter a valid email address.",
      },
      sent: {
        title: "Message Sent Successfully!",
        description: "Thank you for contacting us! We'll get back to you within 24 hours.",
      },
      failed: {
        title: "Message Not Sent",
        description: "We couldn't save your message. Please try again in a moment, or call us.",
      },
    },
  },
  testimonial: {
    required: {
      name: "Please enter your name.",
      feedback: "Please write your feedback.",
      consent: "Please agree to your review being shown on the website.",
    },
    invalidRating: "Please choose a rating from 1 to 5 stars.",
    toasts: {
      missingFields: {
        title: "⚠️ Missing Information",
        description: "Please fill in your name and feedback.",
      },
      sent: {
        title: "Thank you for your feedback!",
        description: "Your testimonial has been submitted for review.",
      },
      failed: {
        title: "Could not save your testimonial. Please try again.",
      } as ToastMessage,
    },
  },
};

/** The messages the public forms are checked with, as plain data (lib/schemas/rules.ts). */
export type FormMessages = typeof formMessages;
