/*
 * The privacy notice (issue 27, DPDP Rules 2025, Rule 3), in English; privacy.hi.ts says the same
 * in Hindi, key for key. Its words are the business's legal statement, versioned with
 * config/privacy.ts: a change of substance is a new version there, never a quiet edit here. The
 * facts in it (who answers, how long things are kept) come from the owner's settings.
 */

/** What the notice states that the owner sets: read at each request, so the notice and the site agree. */
export interface NoticeFacts {
  business: string;
  /** "Patna, Bihar" */
  city: string;
  contactName: string;
  contactEmail: string;
  /** How many months a message is kept after its last activity (the Privacy page's setting) */
  keepMessagesMonths: number;
  /** How many days a testimonial the owner rejected is kept */
  keepRejectedDays: number;
}

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);

export const privacyNotice = {
  title: "Privacy Notice",
  /** In search results and share previews */
  description:
    "What personal data this website collects, why, how long it is kept, and how to see, correct or erase yours.",
  /** "Version 1, 27 November 2026" */
  version: (version: string, date: string) => `Version ${version}, ${date}`,
  intro: ({ business, city }: NoticeFacts) =>
    `${business}, ${city}, is responsible for the personal data this website collects: under India's Digital Personal Data Protection Act, 2023, we are its data fiduciary. This notice says what we collect, why, how long we keep it, and how you can use your rights.`,
  collect: {
    heading: "What we collect, and why",
    contact: {
      heading: "When you send the contact form",
      items: [
        "your name and e-mail address;",
        "your phone number and a subject, if you give them;",
        "your message;",
        "whether you ticked “Send me offers and updates”, with when you did and this notice’s version;",
        "the language of the page you sent it from;",
        "where your visit began: the first page you opened, the website that led you here, and the campaign named in that page’s address, if any.",
      ],
      why: "We use them to reply to your enquiry, which is what you asked us to do, to e-mail you that it arrived with its reference number, to tell our staff, and to learn which pages and campaigns bring enquiries. We send you offers and updates only if you ticked that box, and stop whenever you ask.",
    },
    testimonial: {
      heading: "When you share a testimonial",
      items: [
        "your name, and your company if you give it;",
        "your rating and your review;",
        "your agreement to show them on this website, with when you gave it and this notice’s version;",
        "the language of the page you sent it from.",
      ],
      why: "We show them on this website once we have read them, as you agreed, and use them for nothing else.",
    },
    everyForm: {
      heading: "With every form",
      text: "A code made from your network address with a secret key, never the address itself, so that one connection cannot flood us with forms. The public pages set no cookies and use no advertising or tracking scripts.",
    },
    visits: {
      heading: "When you visit",
      text: "We count visits without cookies: which page was opened, on which day, in which language, on a phone or a desktop, the website that led here and the campaign named in the page’s address, and which of our WhatsApp, phone and e-mail links were used. To count each visitor once a day, the network your address belongs to and your browser’s name are turned into a code under a secret key that changes every day and is deleted once the day is over, so that after it the code leads back to no one. We never store the address itself, we give the counts to no one, and we count nothing when your browser sends Global Privacy Control.",
    },
    device: {
      heading: "On your own device",
      text: "Your browser keeps a copy of each contact message you send, on your device only, so that you can see what you sent, and, until you close the tab, where your visit began, sent only with a form. Clearing this site’s data in your browser removes them.",
    },
  },
  sharing: {
    heading: "Who sees it",
    text: ({ business }: NoticeFacts) =>
      `The owner and staff of ${business}, in the website’s back office; the company that hosts the website and the e-mail service that tells our staff a message arrived, which hold it for us and use it for nothing else. We do not sell your data or give it to anyone else.`,
  },
  keeping: {
    heading: "How long we keep it",
    items: ({ keepMessagesMonths, keepRejectedDays }: NoticeFacts) => [
      `Contact messages: ${months(keepMessagesMonths)} after the last thing done with them, then they are erased automatically.`,
      `Testimonials: as long as they are shown; one we decide not to show is erased after ${keepRejectedDays} days.`,
      "Requests about your data: the link we send works 24 hours; the record of our answer is kept one year.",
      "The record of what our staff did in the back office (never your message’s text): one year, as the law asks.",
      "The codes that keep forms from being flooded: one day.",
      "Visit counts: 90 days; each day’s totals, which name no one, are kept.",
    ],
  },
  rights: {
    heading: "Your rights",
    intro: "You can ask us, free of charge:",
    items: [
      "to see the personal data we hold about you, and what we do with it;",
      "to correct it, complete it or bring it up to date;",
      "to erase it;",
      "to withdraw a consent you gave, as easily as you gave it: to stop offers and updates, or to take your testimonial down;",
      "to have a complaint about how we handle your data answered: we answer within 30 days;",
      "to name someone who may use these rights for you if you die or cannot use them yourself.",
    ],
    /** Around the contact's name and e-mail address: "Or write to NAME at EMAIL …" */
    how: {
      before: "Or write to ",
      at: " at ",
      after:
        " from the e-mail address you used with us, saying what you would like. We answer within 30 days.",
    },
  },
  complaint: {
    heading: "If you are not satisfied",
    text: "You may complain to the Data Protection Board of India, after writing to us first.",
  },
  changes: {
    heading: "Changes to this notice",
    text: "When this notice changes, it gets a new version and date. Every consent we keep names the version it was given under.",
  },
  /** The request page (/privacy/request), its confirmation link's page, and the e-mail between them */
  request: {
    title: "Your Personal Data",
    description:
      "Ask to see, correct or erase the personal data we hold for your e-mail address, or to stop offers and updates.",
    intro:
      "Enter the e-mail address you used with us and choose what you would like. We send a link to that address, so that only its owner can use it.",
    /** On the notice, in "Your rights" */
    link: "Make a request about your data",
    emailLabel: "Your e-mail address",
    kindLegend: "What would you like?",
    kinds: {
      see: "See my data",
      correct: "Correct my data",
      erase: "Erase my data",
      stop: "Stop offers and updates",
    },
    submit: "Send request",
    sent: "If we hold data for this address, we have sent it a link to confirm the request.",
    sentHint:
      "The link works once, for 24 hours. Nothing arrived? Look in the spam folder, or ask again later.",
    invalidEmail: "Please enter a valid email address.",
    chooseKind: "Please choose what you would like.",
    fixFields: "Please check the form: the fields with a message need attention.",
    limited: (wait: string) => `Too many requests from this connection. Please try again in ${wait}.`,
    email: {
      subject: (business: string) => `Confirm your request to ${business}`,
      intro: (kind: string) =>
        `Someone, we hope you, asked on our website for this e-mail address: “${kind}”. Open the link below to confirm it.`,
      confirm: "Confirm the request",
      until: (when: string) => `The link works once, until ${when} (India time).`,
      ignore: "If you did not ask, ignore this e-mail: nothing will happen.",
    },
    confirm: {
      title: "Confirm your request",
      for: (email: string) => `For ${email}`,
      see: "We will show you every message we hold for this address, with the consents given.",
      erase: (count: number) =>
        `This erases ${count === 1 ? "the 1 message" : `the ${count} messages`} we hold for this address, with every copy of ${count === 1 ? "it" : "them"} in our notifications. It cannot be undone.`,
      stop: "We will send no more offers or updates to this address. Replies to your messages still come.",
      correctLabel: "What should we correct?",
      correctHint: "Say what is wrong and what it should be. We answer within 30 days.",
      correctRequired: "Please say what we should correct.",
      buttons: {
        see: "Show my data",
        correct: "Send my correction",
        erase: "Erase my data",
        stop: "Stop offers and updates",
      },
      gone: "This link has expired or was already used.",
      again: "Make a new request",
    },
    done: {
      seeTitle: "The data we hold for you",
      none: "We hold no messages for this address.",
      erased: (count: number) =>
        `Erased: ${count === 1 ? "1 message" : `${count} messages`} and ${count === 1 ? "its" : "their"} notifications. We hold nothing more for this address.`,
      stopped: "Done: we will send no offers or updates to this address.",
      corrected: "Thank you. We will correct your data and reply within 30 days.",
      testimonials:
        "Testimonials are not kept with an e-mail address, so they are not listed here. To change or take one down, write to the contact named in the privacy notice.",
    },
    fields: {
      sent: "Sent",
      name: "Name",
      email: "Email",
      phone: "Phone",
      subject: "Subject",
      message: "Message",
      language: "Language",
      offers: "Offers and updates",
      agreed: (when: string, version: string) => `agreed on ${when} (notice version ${version})`,
      notAgreed: "not agreed",
      cameFrom: "Where your visit began",
      notes: "Our notes",
    },
  },
};

export type PrivacyNotice = typeof privacyNotice;
