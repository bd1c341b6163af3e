import type { FormMessages, ToastMessage } from "~/i18n/forms.en";

/*
 * What the public forms say in Hindi (forms.en.ts in English, key for key): the site script of
 * Hindi pages carries these and nothing else of hi.ts (browser/site-script-hi.ts).
 */

export const formMessages = {
  /** What both forms say */
  shared: {
    tooLong: "कृपया इसे {max} अक्षरों से कम रखें।",
    hiddenCharacters: "कृपया इसे दोबारा टाइप करें: इसमें कुछ छिपे हुए अक्षर हैं जिन्हें हम नहीं ले सकते।",
    notText: "कृपया केवल टेक्स्ट लिखें।",
    reference: "आपका संदर्भ नंबर: {reference}",
    toasts: {
      checkFields: {
        title: "कृपया फ़ॉर्म जाँच लें",
        description: "कुछ खानों पर ध्यान देना है: उनके पास लिखे संदेश देखें।",
      },
      serverUnreachable: {
        title: "नहीं भेजा गया",
        description: "हम अपने सर्वर तक नहीं पहुँच सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।",
      },
    },
  },
  contact: {
    required: {
      name: "कृपया अपना नाम लिखें।",
      email: "कृपया अपना ईमेल पता लिखें।",
      message: "कृपया अपना संदेश लिखें।",
    },
    invalidEmail: "कृपया सही ईमेल पता लिखें।",
    toasts: {
      missingFields: {
        title: "जानकारी अधूरी है",
        description: "कृपया सभी ज़रूरी खाने भरें (नाम, ईमेल और संदेश)।",
      },
      invalidEmail: {
        title: "ईमेल सही नहीं है",
        description: "कृपया सही ईमेल पता लिखें।",
      },
      sent: {
        title: "संदेश भेज दिया गया!",
        description: "संपर्क करने के लिए धन्यवाद! हम 24 घंटे के अंदर आपको जवाब देंगे।",
      },
      failed: {
        title: "संदेश नहीं भेजा जा सका",
        description: "हम आपका संदेश सहेज नहीं सके। कृपया थोड़ी देर में फिर कोशिश करें, या हमें कॉल करें।",
      },
    },
  },
  testimonial: {
    required: {
      name: "कृपया अपना नाम लिखें।",
      feedback: "कृपया अपनी राय लिखें।",
      consent: "कृपया सहमति दें कि आपकी राय वेबसाइट पर दिखाई जा सकती है।",
    },
    invalidRating: "कृपया 1 से 5 स्टार के बीच रेटिंग चुनें।",
    toasts: {
      missingFields: {
        title: "⚠️ जानकारी अधूरी है",
        description: "कृपया अपना नाम और अपनी राय लिखें।",
      },
      sent: {
        title: "आपकी राय के लिए धन्यवाद!",
        description: "आपकी राय जाँच के लिए भेज दी गई है।",
      },
      failed: {
        title: "आपकी राय सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।",
      } as ToastMessage,
    },
  },
} satisfies FormMessages;
