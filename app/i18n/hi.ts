import type { Strings, ToastMessage } from "~/i18n/en";
import { formMessages } from "~/i18n/forms.hi";

/*
 * The interface of the public pages in Hindi, key for key as en.ts says it in English: a key
 * missing here, or one en.ts does not have, fails the type check (`satisfies Strings`). Written
 * for readers in Patna: everyday Hindi, with the English words people use (WhatsApp, HR, CV).
 */

/** "1 मिनट", "7 मिनट", "45 सेकंड" */
function wait(seconds: number): string {
  if (seconds < 60) return `${seconds} सेकंड`;
  return `${Math.ceil(seconds / 60)} मिनट`;
}

/** "09:30" is "सुबह 9:30", "18:00" is "शाम 6:00" */
function clock(hours: number, minutes: number): string {
  const partOfDay =
    hours < 4 ? "रात" : hours < 12 ? "सुबह" : hours < 16 ? "दोपहर" : hours < 20 ? "शाम" : "रात";
  return `${partOfDay} ${hours % 12 || 12}:${String(minutes).padStart(2, "0")}`;
}

export const hi = {
  shell: {
    skipToContent: "मुख्य सामग्री पर जाएँ",
    mainMenu: "मुख्य मेनू",
    phoneMenu: "मोबाइल मेनू",
    openMenu: "मेनू खोलें",
    closeMenu: "मेनू बंद करें",
    getStarted: "शुरू करें",
    home: " – होम पेज",
    notifications: "सूचनाएँ",
    whatsappChat: "WhatsApp चैट",
    whatsappButton: "WhatsApp पर हमसे बात करें (नए टैब में खुलता है)",
    otherLanguage: "English",
    otherLanguageLabel: "This page in English",
  },
  pages: {
    home: { label: "होम" },
    about: { label: "हमारे बारे में", footer: "हमारे बारे में" },
    services: { label: "सेवाएँ" },
    careers: { label: "करियर" },
    testimonials: { label: "ग्राहकों की राय" },
    contact: { label: "संपर्क" },
    privacy: { label: "गोपनीयता" },
    privacyRequest: { label: "आपकी जानकारी" },
  },
  footer: {
    social: "सोशल मीडिया",
    onNetwork: (name: string, network: string) => `${network} पर ${name} (नए टैब में खुलता है)`,
    quickLinks: "उपयोगी लिंक",
    services: "हमारी सेवाएँ",
    contactInfo: "संपर्क जानकारी",
  },
  notFound: {
    eyebrow: "त्रुटि 404",
    title: "पेज नहीं मिला",
    text: "आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है या कहीं और चला गया है। ये पेज आपके काम आ सकते हैं:",
    back: "होम पेज पर लौटें",
    sitePages: "साइट के पेज",
    description:
      "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या हट गया है। हमारी सेवाएँ, कीमतें और हमसे संपर्क के तरीके देखने के लिए होम पेज पर लौटें।",
  },
  unavailable: {
    title: "कृपया एक मिनट बाद फिर कोशिश करें",
    text: "साइट अभी शुरू हो रही है और अपने डेटाबेस तक नहीं पहुँच पा रही। कृपया एक मिनट बाद फिर कोशिश करें।",
  },
  failed: {
    title: "कुछ गड़बड़ हो गई",
    text: "हम यह पेज नहीं दिखा सके। कृपया फिर से कोशिश करें, या होम पेज पर लौटें।",
    home: "होम पेज पर जाएँ",
  },
  home: {
    getInTouch: "संपर्क करें",
    viewServices: "सेवाएँ देखें",
    seeTheService: "सेवा देखें",
    seeAll: (count: number) => `सभी ${count} सेवाएँ देखें`,
    ourNumbers: "हमारे आँकड़े",
    shareFeedback: "अपनी राय दें",
    startProject: "अपना प्रोजेक्ट शुरू करें",
    callNow: "अभी कॉल करें",
  },
  about: {
    missionAndVision: "हमारा मिशन और विज़न",
    trackRecord: "हमारा रिकॉर्ड",
    contactUs: "संपर्क करें",
    exploreServices: "सेवाएँ देखें",
  },
  services: {
    seePricing: "कीमतें देखें",
    allServices: "सभी सेवाएँ",
    step: (step: number) => `चरण ${step}: `,
    contactUs: "संपर्क करें",
    freeConsultation: "मुफ़्त सलाह",
    freeConsultationSubject: "मुफ़्त सलाह",
    learnMore: "और जानें",
    aboutService: (service: string) => `: ${service} के बारे में`,
    aboutPlans: (service: string) => `: ${service} के प्लान और कीमतें`,
    getQuote: "कोटेशन पाएँ",
    getQuoteFor: (service: string) => `${service} के लिए कोटेशन पाएँ`,
    quoteSubject: (service: string) => `कोटेशन का अनुरोध: ${service}`,
  },
  pricing: {
    plans: (category: string) => `${category} के प्लान`,
    choose: (plan: string) => `${plan} चुनें`,
    getStarted: "शुरू करें",
    onWhatsapp: (action: string, plan: string, category: string) =>
      `${action}: ${category} का ${plan} प्लान, WhatsApp पर (नए टैब में खुलता है)`,
    specialOffer: "ख़ास ऑफ़र:",
    free: "मुफ़्त",
    custom: "कस्टम",
    from: "से शुरू",
    periods: { month: "/माह", quarter: "/तिमाही", each: " प्रति नग", word: "/शब्द" },
  },
  careers: {
    viewOpenings: "खुली नौकरियाँ देखें",
    contactHr: "HR से बात करें",
    salary: "वेतन",
    type: "प्रकार",
    location: "जगह",
    skills: "ज़रूरी हुनर",
    applyNow: "अभी आवेदन करें",
    applyFor: (job: string) => `${job} के लिए अभी आवेदन करें`,
    open: (count: number, locality: string) =>
      `हमारी ${locality} टीम में अभी ${count} ${count === 1 ? "पद खाली है" : "पद खाली हैं"}।`,
    sendCv: "अपना CV भेजें",
    applicationSubject: "नौकरी के लिए आवेदन",
    applicationFor: (job: string) => `नौकरी के लिए आवेदन: ${job}`,
    salaryRange: (min: string, max: string) => `${min} – ${max} प्रति माह`,
    employmentTypes: {
      "Full-time": "फ़ुल-टाइम",
      "Part-time": "पार्ट-टाइम",
      Contract: "कॉन्ट्रैक्ट",
      Internship: "इंटर्नशिप",
    },
  },
  contact: {
    waysToReach: "हमसे संपर्क के तरीके",
    emailUs: "ईमेल करें",
    callUs: "कॉल करें",
    office: "दफ़्तर का पता",
    openInMaps: "मैप में खोलें",
    newTab: " (नए टैब में खुलता है)",
    hours: "काम के घंटे",
    findUs: "हमें यहाँ पाएँ",
    quickActions: "झटपट संपर्क",
    chatOnWhatsapp: "WhatsApp पर बात करें",
    callNow: "अभी कॉल करें",
    email: "ईमेल",
    mapTitle: (city: string) => `${city} में हमारे दफ़्तर का नक्शा, गंगा के दक्षिणी किनारे पर`,
    ganga: "गंगा",
    officeIsIn: "हमारा दफ़्तर ",
    arrangeVisit: " में है। मिलने आने के लिए पहले कॉल या मैसेज करें।",
  },
  testimonials: {
    loadFailedHint: "आप नीचे अपनी राय फिर भी दे सकते हैं।",
    none: "अभी तक कोई राय नहीं आई है। अपना अनुभव बताने वाले पहले व्यक्ति बनें!",
    stars: (rating: number, max: number) => `${max} में से ${rating} स्टार`,
  },
  forms: {
    optional: " (वैकल्पिक)",
    privacyNote: {
      before: "हम आपकी जानकारी का उपयोग हमारी ",
      link: "गोपनीयता सूचना",
      after: " के अनुसार करते हैं।",
    },
    honeypot: "इस खाने को ख़ाली छोड़ दें",
    invalidRequest: {
      title: "अनुरोध पढ़ा नहीं जा सका",
      description: "फ़ॉर्म पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।",
    },
    contact: {
      name: "नाम",
      email: "ईमेल",
      phone: "फ़ोन",
      subject: "विषय",
      message: "संदेश",
      offers: "मुझे ऑफ़र और नई जानकारी भेजें",
      submit: "संदेश भेजें",
      busy: "भेजा जा रहा है…",
    },
    testimonial: {
      name: "पूरा नाम",
      company: "कंपनी",
      rating: "रेटिंग",
      star: (value: number) => `${value} स्टार`,
      feedback: "आपकी राय",
      consent: "मैं सहमत हूँ कि मेरा नाम, कंपनी, रेटिंग और राय इस वेबसाइट पर दिखाई जा सकती है।",
      submit: "राय भेजें",
      busy: "भेजी जा रही है…",
    },
  },
  formMessages,
  toasts: {
    ...formMessages.shared.toasts,
    missingContactFields: formMessages.contact.toasts.missingFields,
    invalidEmail: formMessages.contact.toasts.invalidEmail,
    contactSent: formMessages.contact.toasts.sent,
    contactFailed: formMessages.contact.toasts.failed,
    missingTestimonialFields: formMessages.testimonial.toasts.missingFields,
    testimonialSent: formMessages.testimonial.toasts.sent,
    testimonialFailed: formMessages.testimonial.toasts.failed,
    testimonialsLoadFailed: {
      title: "राय लोड नहीं हो सकीं। कृपया बाद में फिर कोशिश करें।",
    } as ToastMessage,
    rateLimited: (retryAfterSeconds: number): ToastMessage => ({
      title: "बहुत बार भेजा गया",
      description: `कृपया ${wait(retryAfterSeconds)} बाद फिर कोशिश करें।`,
    }),
    learnMore: (service: string): ToastMessage => ({
      title: "और जानें",
      description: `${service} के बारे में पूरी जानकारी यहाँ है।`,
    }),
    letsConnect: {
      title: "आइए बात करें",
      description: "हमारी टीम के साथ WhatsApp चैट खुल रही है।",
    },
    awesomeChoice: (plan: string, category: string): ToastMessage => ({
      title: "बढ़िया चुनाव!",
      description: `${category} के ${plan} प्लान के लिए आपको WhatsApp पर ले जा रहे हैं।`,
    }),
    callNow: (phone: string, hours: string): ToastMessage => ({
      title: "अभी कॉल करें",
      description: `${phone} पर कॉल कर रहे हैं। हम ${hours} उपलब्ध हैं।`,
    }),
    callingNow: (phone: string): ToastMessage => ({
      title: "कॉल कर रहे हैं",
      description: `${phone} मिला रहे हैं।`,
    }),
    openingEmail: (email: string): ToastMessage => ({
      title: "ईमेल ऐप खुल रहा है",
      description: `हमें ${email} पर लिखें।`,
    }),
    contactingHr: {
      title: "HR से संपर्क",
      description: "हमारी HR टीम से बात करने के लिए WhatsApp खुल रहा है।",
    },
    freeConsultation: {
      title: "मुफ़्त सलाह",
      description: "अपने प्रोजेक्ट के बारे में बताइए, हम आपकी मुफ़्त सलाह का समय तय करेंगे।",
    },
    getQuote: {
      title: "कोटेशन पाएँ",
      description: "आपके प्रोजेक्ट पर बात करने के लिए हम जल्द ही आपसे संपर्क करेंगे!",
    },
  },
  whatsapp: {
    greeting: "नमस्ते! मुझे आपकी सेवाओं के बारे में और जानकारी चाहिए।",
    plan: (plan: string, category: string) => `नमस्ते! मुझे ${category} के ${plan} प्लान में रुचि है।`,
    careers: "नमस्ते! मुझे आपकी कंपनी में नौकरी के मौक़ों में रुचि है। क्या आप अभी खुली नौकरियों के बारे में बता सकते हैं?",
  },
  hours: {
    days: { Mon: "सोम", Tue: "मंगल", Wed: "बुध", Thu: "गुरु", Fri: "शुक्र", Sat: "शनि", Sun: "रवि" },
    clock,
  },
  wait,
} satisfies Strings;
