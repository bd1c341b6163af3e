/**
 * The Hindi of every text a new site starts with (app/content/), keyed by its English: a new
 * site's content and the upgrade of stored content take a text's Hindi from here while its
 * English is still the default (server/content/sections.server.ts). Written for readers in Patna.
 */
export const hindiDefaults: Readonly<Record<string, string>> = {
  "Your One-Stop Business Solution for all digital and professional service needs.":
    "डिजिटल और प्रोफ़ेशनल सेवाओं की हर ज़रूरत के लिए, आपके बिज़नेस का हर समाधान एक ही जगह।",
  "Patna, Bihar": "पटना, बिहार",
  Patna: "पटना",
  Bihar: "बिहार",
  "Weekend support available": "वीकेंड पर भी सपोर्ट उपलब्ध",
  "We reply within one working day.": "हम एक कार्य-दिवस के भीतर जवाब देते हैं।",
  "Digital Marketing": "डिजिटल मार्केटिंग",
  "We help local customers find your business on Google, Instagram and Facebook, and turn that attention into enquiries and sales. Every rupee of ad spend is tracked and reported to you in plain language.":
    "हम स्थानीय ग्राहकों को Google, Instagram और Facebook पर आपका बिज़नेस ढूँढने में मदद करते हैं, और उनकी दिलचस्पी को पूछताछ और बिक्री में बदलते हैं। विज्ञापन पर खर्च हुए हर रुपये का हिसाब रखा जाता है और आपको आसान भाषा में बताया जाता है।",
  "Search engine optimisation (SEO) for Google": "Google के लिए सर्च इंजन ऑप्टिमाइज़ेशन (SEO)",
  "Social media management and content calendars": "सोशल मीडिया मैनेजमेंट और कंटेंट कैलेंडर",
  "Google and Meta ad campaigns": "Google और Meta विज्ञापन कैंपेन",
  "Google Business Profile setup and local listings": "Google Business Profile सेटअप और लोकल लिस्टिंग",
  "Monthly performance reports": "हर महीने परफ़ॉर्मेंस रिपोर्ट",
  "Web & App Development": "वेब और ऐप डेवलपमेंट",
  "Fast, mobile-friendly websites and apps that work well on everyday phones and slow networks. From a one-page site to a full online shop, we build it and help you run it.":
    "तेज़, मोबाइल-फ़्रेंडली वेबसाइट और ऐप, जो आम फ़ोन और धीमे नेटवर्क पर भी अच्छी तरह चलें। एक पेज की साइट से लेकर पूरी ऑनलाइन दुकान तक, हम बनाते हैं और उसे चलाने में आपकी मदद भी करते हैं।",
  "Business websites and landing pages": "बिज़नेस वेबसाइट और लैंडिंग पेज",
  "E-commerce stores with UPI and card payments": "UPI और कार्ड पेमेंट के साथ ई-कॉमर्स स्टोर",
  "Android and iOS app development": "Android और iOS ऐप डेवलपमेंट",
  "Domain, hosting and business e-mail setup": "डोमेन, होस्टिंग और बिज़नेस ई-मेल सेटअप",
  "Ongoing maintenance and updates": "लगातार मेंटेनेंस और अपडेट",
  "Graphic Design & Branding": "ग्राफ़िक डिज़ाइन और ब्रांडिंग",
  "A logo, colours and designs that make your business look professional and easy to remember. We design for print, shop boards and social media alike.":
    "ऐसा लोगो, रंग और डिज़ाइन जो आपके बिज़नेस को प्रोफ़ेशनल दिखाएँ और आसानी से याद रहें। हम प्रिंट, दुकान के बोर्ड और सोशल मीडिया, सबके लिए डिज़ाइन करते हैं।",
  "Logo design and brand identity": "लोगो डिज़ाइन और ब्रांड पहचान",
  "Visiting cards, letterheads and brochures": "विज़िटिंग कार्ड, लेटरहेड और ब्रोशर",
  "Social media posts and festival creatives": "सोशल मीडिया पोस्ट और त्योहारों के क्रिएटिव",
  "Banners, flex boards and packaging": "बैनर, फ़्लेक्स बोर्ड और पैकेजिंग",
  "Video Editing": "वीडियो एडिटिंग",
  "Short reels and longer videos edited to hold attention and explain what you offer. Send us your raw footage and we return videos ready to post.":
    "छोटी रील्स और लंबे वीडियो, ऐसे एडिट किए हुए कि देखने वाले का ध्यान बना रहे और समझ आए कि आप क्या पेश करते हैं। अपनी कच्ची फ़ुटेज भेजिए, हम पोस्ट करने के लिए तैयार वीडियो लौटाएँगे।",
  "Instagram Reels and YouTube Shorts": "Instagram Reels और YouTube Shorts",
  "Corporate and product videos": "कॉर्पोरेट और प्रोडक्ट वीडियो",
  "Subtitles in English and Hindi": "अंग्रेज़ी और हिंदी में सबटाइटल",
  "Music, motion graphics and colour correction": "म्यूज़िक, मोशन ग्राफ़िक्स और कलर करेक्शन",
  "Virtual Assistant Support": "वर्चुअल असिस्टेंट सेवा",
  "A trained assistant who handles your routine work remotely, so you can focus on running the business. Pay for the hours you need, not a full-time salary.":
    "एक प्रशिक्षित असिस्टेंट, जो दूर से ही आपका रोज़मर्रा का काम संभालता है, ताकि आप बिज़नेस चलाने पर ध्यान दे सकें। जितने घंटे चाहिए, उतने का ही भुगतान करें, पूरे समय की सैलरी नहीं।",
  "E-mail and calendar management": "ई-मेल और कैलेंडर मैनेजमेंट",
  "Data entry and spreadsheet upkeep": "डेटा एंट्री और स्प्रेडशीट को अपडेट रखना",
  "Customer enquiry and follow-up handling": "ग्राहकों की पूछताछ और फ़ॉलो-अप संभालना",
  "Online research and report preparation": "ऑनलाइन रिसर्च और रिपोर्ट तैयार करना",
  "Order and invoice processing": "ऑर्डर और इनवॉइस प्रोसेसिंग",
  "Online Tutoring": "ऑनलाइन ट्यूशन",
  "Live online classes with experienced tutors for school students and working learners. Choose one-to-one attention or a small group at a lower fee.":
    "स्कूल के छात्रों और नौकरी के साथ पढ़ने वालों के लिए, अनुभवी ट्यूटर के साथ लाइव ऑनलाइन क्लास। चाहें तो अकेले पूरा ध्यान पाएँ, या कम फ़ीस में छोटे ग्रुप में पढ़ें।",
  "One-to-one and small group sessions": "वन-टू-वन और छोटे ग्रुप सेशन",
  "CBSE, ICSE and Bihar Board subjects": "CBSE, ICSE और बिहार बोर्ड के विषय",
  "Spoken English and computer skills": "स्पोकन इंग्लिश और कंप्यूटर स्किल्स",
  "Regular tests and progress updates for parents": "नियमित टेस्ट और माता-पिता को पढ़ाई की प्रगति की जानकारी",
  "Content Writing": "कंटेंट राइटिंग",
  "Clear, original writing for your website, blog, ads and e-mails that speaks to your customers. Every piece is checked for accuracy and written to rank on search engines.":
    "आपकी वेबसाइट, ब्लॉग, विज्ञापनों और ई-मेल के लिए साफ़ और मौलिक लेखन, जो आपके ग्राहकों से सीधे बात करे। हर लेख की सटीकता जाँची जाती है और उसे सर्च इंजन पर रैंक करने के लिए लिखा जाता है।",
  "SEO blog posts and articles": "SEO ब्लॉग पोस्ट और आर्टिकल",
  "Website page content": "वेबसाइट पेज का कंटेंट",
  "Ad copy and e-mail campaigns": "विज्ञापन कॉपी और ई-मेल कैंपेन",
  "Product descriptions for online stores": "ऑनलाइन स्टोर के लिए प्रोडक्ट विवरण",
  "Writing in English and Hindi": "अंग्रेज़ी और हिंदी में लेखन",
  "Financial & Tax Consulting": "फ़ाइनेंस और टैक्स सलाह",
  "Timely GST filing, income tax returns and bookkeeping so you stay compliant without the stress. We explain your numbers simply and remind you before every due date.":
    "समय पर GST फ़ाइलिंग, इनकम टैक्स रिटर्न और बुककीपिंग, ताकि आप बिना तनाव के सभी नियमों का पालन करते रहें। हम आपके आँकड़े आसान भाषा में समझाते हैं और हर आख़िरी तारीख़ से पहले याद दिलाते हैं।",
  "GST registration and monthly returns": "GST रजिस्ट्रेशन और मासिक रिटर्न",
  "Income tax return (ITR) filing": "इनकम टैक्स रिटर्न (ITR) फ़ाइलिंग",
  "Bookkeeping and accounts": "बुककीपिंग और अकाउंट्स",
  "Business registration and compliance": "बिज़नेस रजिस्ट्रेशन और कंप्लायंस",
  "Financial planning and tax advice": "फ़ाइनेंशियल प्लानिंग और टैक्स सलाह",
  "Cybersecurity & IT": "साइबर सुरक्षा और IT",
  "We check your website, systems and staff habits for weak points and help you fix them before they cause trouble. Protect your customer data and keep your business running.":
    "हम आपकी वेबसाइट, सिस्टम और स्टाफ़ की आदतों में कमज़ोरियाँ जाँचते हैं और परेशानी खड़ी होने से पहले उन्हें ठीक करने में मदद करते हैं। अपने ग्राहकों का डेटा सुरक्षित रखें और बिज़नेस बिना रुकावट चलाते रहें।",
  "Website and network security audits": "वेबसाइट और नेटवर्क सिक्योरिटी ऑडिट",
  "Ongoing security monitoring": "लगातार सुरक्षा निगरानी",
  "Backups and data recovery planning": "बैकअप और डेटा रिकवरी की योजना",
  "Staff awareness on phishing and fraud": "फ़िशिंग और धोखाधड़ी को लेकर स्टाफ़ में जागरूकता",
  "IT setup and support for small offices": "छोटे ऑफ़िस के लिए IT सेटअप और सपोर्ट",
  "Travel & Event Planning": "यात्रा और इवेंट प्लानिंग",
  "Business trips, family holidays and events planned end to end within your budget. We handle bookings and vendors so you can enjoy the day.":
    "बिज़नेस ट्रिप, परिवार के साथ छुट्टियाँ और इवेंट, आपके बजट में शुरू से आख़िर तक प्लान किए जाते हैं। बुकिंग और वेंडर हम संभालते हैं, ताकि आप उस दिन का आनंद ले सकें।",
  "Business and holiday trip planning": "बिज़नेस और छुट्टियों की ट्रिप प्लानिंग",
  "Flight, train and hotel bookings": "फ़्लाइट, ट्रेन और होटल बुकिंग",
  "Corporate events and product launches": "कॉर्पोरेट इवेंट और प्रोडक्ट लॉन्च",
  "Weddings and family functions": "शादी और पारिवारिक समारोह",
  "Vendor and venue coordination": "वेंडर और वेन्यू का तालमेल",
  Starter: "स्टार्टर",
  "Social media and Google Business Profile for one location. A good first step for a local shop or clinic.":
    "एक लोकेशन के लिए सोशल मीडिया और Google Business Profile। किसी लोकल दुकान या क्लिनिक के लिए एक अच्छी शुरुआत।",
  Growth: "ग्रोथ",
  "SEO, social media and managed ad campaigns. For businesses ready to bring in steady enquiries every month.":
    "SEO, सोशल मीडिया और हमारे द्वारा चलाए जाने वाले विज्ञापन कैंपेन। उन बिज़नेस के लिए जो हर महीने लगातार पूछताछ पाने के लिए तैयार हैं।",
  Pro: "प्रो",
  "Full-funnel marketing across search, social and e-mail with weekly reporting. For brands growing across cities.":
    "सर्च, सोशल मीडिया और ई-मेल पर फ़ुल-फ़नल मार्केटिंग, हर हफ़्ते रिपोर्ट के साथ। कई शहरों में बढ़ रहे ब्रांड के लिए।",
  "20% off for the first 2 months": "पहले 2 महीने 20% की छूट",
  "Website & App Development": "वेबसाइट और ऐप डेवलपमेंट",
  "One-Page": "वन-पेज",
  "A single, mobile-friendly page with your services, contact details and WhatsApp button. Ideal for getting online quickly.":
    "आपकी सेवाओं, संपर्क जानकारी और WhatsApp बटन के साथ एक मोबाइल-फ़्रेंडली पेज। जल्दी ऑनलाइन आने के लिए बढ़िया।",
  Business: "बिज़नेस",
  "5-10 pages. A complete business website with enquiry forms and basic SEO set up.":
    "5-10 पेज। पूछताछ फ़ॉर्म और बेसिक SEO सेटअप के साथ पूरी बिज़नेस वेबसाइट।",
  "E-commerce": "ई-कॉमर्स",
  "Up to 100 SKUs. An online store with product catalogue, cart and UPI and card payments.":
    "100 प्रोडक्ट (SKU) तक। प्रोडक्ट कैटलॉग, कार्ट और UPI व कार्ड पेमेंट के साथ ऑनलाइन स्टोर।",
  "Free 1-month maintenance, and 10% off if bundled with Marketing":
    "1 महीने का मेंटेनेंस मुफ़्त, और मार्केटिंग के साथ लेने पर 10% की छूट",
  "Graphic Design": "ग्राफ़िक डिज़ाइन",
  Logo: "लोगो",
  "3 concepts, 2 revisions. You receive final files ready for print and the web.":
    "3 कॉन्सेप्ट, 2 बार बदलाव। आपको प्रिंट और वेब के लिए तैयार फ़ाइनल फ़ाइलें मिलती हैं।",
  "Brand Kit": "ब्रांड किट",
  "Logo, colours, fonts, visiting card and letterhead. Everything you need to look consistent everywhere.":
    "लोगो, रंग, फ़ॉन्ट, विज़िटिंग कार्ड और लेटरहेड। हर जगह एक जैसी पहचान के लिए ज़रूरी सब कुछ।",
  Retainer: "मासिक प्लान",
  "Up to 20 creatives a month. Regular designs for social media, offers and festivals.":
    "हर महीने 20 तक क्रिएटिव। सोशल मीडिया, ऑफ़र और त्योहारों के लिए नियमित डिज़ाइन।",
  "15% off with any Web package": "किसी भी वेब पैकेज के साथ 15% की छूट",
  Video: "वीडियो",
  Reels: "रील्स",
  "Up to 60s each, minimum 5 reels. Edited with captions and music, ready to post.":
    "हर रील 60 सेकंड तक, कम से कम 5 रील्स। कैप्शन और म्यूज़िक के साथ एडिट की हुई, पोस्ट करने के लिए तैयार।",
  Corporate: "कॉर्पोरेट",
  "A 2-5 min video. Explain your company, product or service in a polished format.":
    "2-5 मिनट का वीडियो। अपनी कंपनी, प्रोडक्ट या सेवा को सधे हुए, प्रोफ़ेशनल अंदाज़ में समझाइए।",
  Bundle: "बंडल",
  "12 shorts and 2 long videos a month. A steady flow of video for your channels.":
    "हर महीने 12 शॉर्ट्स और 2 लंबे वीडियो। आपके चैनलों के लिए वीडियो की लगातार सप्लाई।",
  "First 2 reels free in a monthly bundle": "मासिक बंडल में पहली 2 रील्स मुफ़्त",
  "Virtual Assistant": "वर्चुअल असिस्टेंट",
  Basic: "बेसिक",
  "40 hours/month. Covers e-mail, scheduling and data entry for a busy owner.":
    "40 घंटे/महीना। व्यस्त बिज़नेस मालिक के लिए ई-मेल, शेड्यूलिंग और डेटा एंट्री।",
  "80 hours/month. A dedicated assistant for customer follow-ups, orders and reports.":
    "80 घंटे/महीना। सिर्फ़ आपके काम के लिए एक असिस्टेंट, जो ग्राहक फ़ॉलो-अप, ऑर्डर और रिपोर्ट संभाले।",
  Custom: "कस्टम",
  "Hours and tasks set to your needs. Contact us and we will put together a plan.":
    "घंटे और काम आपकी ज़रूरत के हिसाब से। हमसे संपर्क करें, हम आपके लिए एक प्लान तैयार करेंगे।",
  "Unused hours roll over 1 month": "इस्तेमाल न हुए घंटे अगले 1 महीने में जुड़ जाते हैं",
  Tutoring: "ट्यूशन",
  "1:1": "1:1",
  "4 sessions a month. Personal attention from one tutor at the learner's own pace.":
    "महीने में 4 सेशन। एक ट्यूटर से व्यक्तिगत ध्यान, पढ़ने वाले की अपनी रफ़्तार से।",
  Group: "ग्रुप",
  "Up to 10 learners. Live small-group classes with regular tests.":
    "10 तक छात्र। नियमित टेस्ट के साथ छोटे ग्रुप में लाइव क्लास।",
  Trial: "ट्रायल",
  "One free session. Meet the tutor and see how the classes work before you decide.":
    "एक सेशन मुफ़्त। फ़ैसला करने से पहले ट्यूटर से मिलिए और देखिए कि क्लास कैसे होती है।",
  "First session free": "पहला सेशन मुफ़्त",
  Writing: "लेखन",
  SEO: "SEO",
  "Blog posts and articles priced per word. Researched, original and written to rank.":
    "प्रति शब्द की दर से ब्लॉग पोस्ट और आर्टिकल। रिसर्च के साथ, मौलिक और रैंक करने के लिए लिखे हुए।",
  Website: "वेबसाइट",
  "Up to 5 pages. Clear website copy that explains what you do and why customers should choose you.":
    "5 पेज तक। साफ़ वेबसाइट कंटेंट, जो बताए कि आप क्या करते हैं और ग्राहक आपको ही क्यों चुनें।",
  "Ad/Email": "विज्ञापन/ई-मेल",
  "Pack of 10 assets. Short, persuasive copy for ads, e-mails and promotions.":
    "10 कॉपी का पैक। विज्ञापन, ई-मेल और प्रमोशन के लिए छोटी, असरदार कॉपी।",
  "10% off with Marketing Starter+": "मार्केटिंग स्टार्टर या उससे ऊपर के प्लान के साथ 10% की छूट",
  "Financial & Tax": "फ़ाइनेंस और टैक्स",
  GST: "GST",
  "Monthly GST returns filed on time. We send reminders and keep your records in order.":
    "हर महीने GST रिटर्न समय पर फ़ाइल। हम रिमाइंडर भेजते हैं और आपके रिकॉर्ड व्यवस्थित रखते हैं।",
  ITR: "ITR",
  "Income tax return filing for individuals and businesses. The final fee depends on your income sources.":
    "व्यक्तियों और बिज़नेस के लिए इनकम टैक्स रिटर्न फ़ाइलिंग। अंतिम फ़ीस आपकी आय के स्रोतों पर निर्भर करती है।",
  Advisory: "सलाह",
  "A quarterly review of your accounts and taxes. Practical advice to save tax and plan ahead.":
    "हर तिमाही आपके अकाउंट्स और टैक्स की समीक्षा। टैक्स बचाने और आगे की योजना बनाने के लिए काम की सलाह।",
  "GST plus ITR bundle ₹2,999/mo": "GST और ITR बंडल ₹2,999/महीना",
  Cybersecurity: "साइबर सुरक्षा",
  Audit: "ऑडिट",
  "A one-time check of your website and systems. You get a written report with clear fixes.":
    "आपकी वेबसाइट और सिस्टम की एक बार की जाँच। आपको लिखित रिपोर्ट मिलती है, जिसमें सुधार के साफ़ उपाय होते हैं।",
  Monitoring: "मॉनिटरिंग",
  "Ongoing monitoring, alerts and backups. We watch for threats so you do not have to.":
    "लगातार निगरानी, अलर्ट और बैकअप। ख़तरों पर हम नज़र रखते हैं, ताकि आपको न रखनी पड़े।",
  Readiness: "तैयारी",
  "Security policies, staff awareness and a response plan. Be prepared before something goes wrong.":
    "सुरक्षा नीतियाँ, स्टाफ़ में जागरूकता और किसी घटना से निपटने की योजना। कुछ गड़बड़ होने से पहले ही तैयार रहें।",
  "Free mini-audit with Web Pro or E-commerce": "वेब प्रो या ई-कॉमर्स के साथ मुफ़्त मिनी-ऑडिट",
  "Travel & Events": "यात्रा और इवेंट",
  "Trip Plan": "ट्रिप प्लान",
  "Fee redeemable on booking. A complete itinerary with travel and stay options for your budget.":
    "बुकिंग करने पर यह फ़ीस उसमें एडजस्ट हो जाती है। आपके बजट के हिसाब से यात्रा और ठहरने के विकल्पों के साथ पूरा ट्रिप प्लान।",
  Event: "इवेंट",
  "Planning and coordination for meetings, launches and family functions. The final fee depends on size and venue.":
    "मीटिंग, लॉन्च और पारिवारिक समारोहों की प्लानिंग और तालमेल। अंतिम फ़ीस इवेंट के आकार और वेन्यू पर निर्भर करती है।",
  "Group tours, destination events and anything else. Contact us with your plans for a quote.":
    "ग्रुप टूर, डेस्टिनेशन इवेंट और बाकी सब कुछ। कोटेशन के लिए अपनी योजना के साथ हमसे संपर्क करें।",
  "Planning fee waived on packages over ₹50,000": "₹50,000 से ज़्यादा के पैकेज पर प्लानिंग फ़ीस माफ़",
  "Digital Marketing Specialist": "डिजिटल मार्केटिंग स्पेशलिस्ट",
  "Plan and run SEO, social media and paid ad campaigns for small and growing businesses. You will track results closely and explain them to clients in simple terms.":
    "छोटे और बढ़ते बिज़नेस के लिए SEO, सोशल मीडिया और पेड विज्ञापन कैंपेन की योजना बनाएँ और उन्हें चलाएँ। आप नतीजों पर बारीकी से नज़र रखेंगे और क्लाइंट्स को आसान शब्दों में समझाएँगे।",
  "Patna, Bihar (hybrid)": "पटना, बिहार (हाइब्रिड)",
  "Google Ads": "Google Ads",
  "Meta Ads": "Meta Ads",
  "Social media management": "सोशल मीडिया मैनेजमेंट",
  "Google Analytics": "Google Analytics",
  "Web & App Developer": "वेब और ऐप डेवलपर",
  "Build fast, mobile-friendly websites, online stores and apps for our clients. You will work on a project from the first design to launch and ongoing support.":
    "हमारे क्लाइंट्स के लिए तेज़, मोबाइल-फ़्रेंडली वेबसाइट, ऑनलाइन स्टोर और ऐप बनाएँ। आप किसी प्रोजेक्ट पर पहले डिज़ाइन से लेकर लॉन्च और उसके बाद के सपोर्ट तक काम करेंगे।",
  "HTML, CSS and JavaScript": "HTML, CSS और JavaScript",
  React: "React",
  "Node.js": "Node.js",
  WordPress: "WordPress",
  Git: "Git",
  "Graphic Designer": "ग्राफ़िक डिज़ाइनर",
  "Create logos, brand kits and social media creatives that help local businesses stand out. You will take a client's brief and turn it into clean, print-ready and screen-ready designs.":
    "लोगो, ब्रांड किट और सोशल मीडिया क्रिएटिव बनाएँ, जो लोकल बिज़नेस को भीड़ से अलग दिखाएँ। आप क्लाइंट की ज़रूरत समझकर उसे साफ़-सुथरे डिज़ाइन में बदलेंगे, जो प्रिंट और स्क्रीन दोनों के लिए तैयार हों।",
  "Adobe Photoshop": "Adobe Photoshop",
  "Adobe Illustrator": "Adobe Illustrator",
  Canva: "Canva",
  Typography: "टाइपोग्राफ़ी",
  "Brand identity": "ब्रांड पहचान",
  "Video Editor": "वीडियो एडिटर",
  "Edit reels, shorts and corporate videos from client footage. You will add captions, music and graphics and deliver videos ready for each platform.":
    "क्लाइंट की फ़ुटेज से रील्स, शॉर्ट्स और कॉर्पोरेट वीडियो एडिट करें। आप कैप्शन, म्यूज़िक और ग्राफ़िक्स जोड़ेंगे और हर प्लेटफ़ॉर्म के लिए तैयार वीडियो देंगे।",
  "Adobe Premiere Pro": "Adobe Premiere Pro",
  "After Effects": "After Effects",
  "DaVinci Resolve": "DaVinci Resolve",
  "Captions and subtitles": "कैप्शन और सबटाइटल",
  "Colour correction": "कलर करेक्शन",
  "Support business owners with e-mail, scheduling, data entry and customer follow-ups. You will be organised, reliable and comfortable working with several clients.":
    "बिज़नेस मालिकों के ई-मेल, शेड्यूलिंग, डेटा एंट्री और ग्राहक फ़ॉलो-अप में मदद करें। आप व्यवस्थित और भरोसेमंद होंगे, और एक साथ कई क्लाइंट्स के साथ काम करने में सहज होंगे।",
  "MS Excel and Google Sheets": "MS Excel और Google Sheets",
  "Written English": "लिखित अंग्रेज़ी",
  "Hindi communication": "हिंदी में बातचीत",
  "Data entry": "डेटा एंट्री",
  "Content Writer": "कंटेंट राइटर",
  "Write blog posts, website pages, ads and e-mails for clients across many industries. You will research each topic well and write clear, original copy that ranks on search engines.":
    "अलग-अलग उद्योगों के क्लाइंट्स के लिए ब्लॉग पोस्ट, वेबसाइट पेज, विज्ञापन और ई-मेल लिखें। आप हर विषय पर अच्छी रिसर्च करेंगे और साफ़, मौलिक कॉपी लिखेंगे जो सर्च इंजन पर रैंक करे।",
  "English writing": "अंग्रेज़ी लेखन",
  "Hindi writing": "हिंदी लेखन",
  "SEO writing": "SEO लेखन",
  Research: "रिसर्च",
  Proofreading: "प्रूफ़रीडिंग",
  "Business & Tax Consultant": "बिज़नेस और टैक्स कंसल्टेंट",
  "Handle GST returns, income tax filing and bookkeeping for small businesses and individuals. You will advise clients on compliance and help them plan their finances.":
    "छोटे बिज़नेस और व्यक्तियों के लिए GST रिटर्न, इनकम टैक्स फ़ाइलिंग और बुककीपिंग संभालें। आप क्लाइंट्स को कंप्लायंस पर सलाह देंगे और उनकी फ़ाइनेंशियल प्लानिंग में मदद करेंगे।",
  "GST filing": "GST फ़ाइलिंग",
  "Income tax returns": "इनकम टैक्स रिटर्न",
  Tally: "Tally",
  Bookkeeping: "बुककीपिंग",
  "Client advisory": "क्लाइंट्स को सलाह",
  "How soon can you start on my project?": "आप मेरे प्रोजेक्ट पर कितनी जल्दी काम शुरू कर सकते हैं?",
  "We reply to every enquiry within 24 hours, and most projects begin within a few working days of agreeing the scope. For urgent work, tell us your deadline and we will plan around it.":
    "हम हर पूछताछ का जवाब 24 घंटे के अंदर देते हैं, और काम का दायरा तय होने के बाद ज़्यादातर प्रोजेक्ट कुछ ही कामकाजी दिनों में शुरू हो जाते हैं। जल्दी वाले काम के लिए अपनी डेडलाइन बताइए, हम उसी हिसाब से योजना बनाएँगे।",
  "Do you offer a free consultation?": "क्या आप मुफ़्त कंसल्टेशन देते हैं?",
  "Yes. The first consultation is free: we discuss your goals, suggest the right services and share a clear quote, with no obligation to go ahead.":
    "हाँ। पहला कंसल्टेशन मुफ़्त है: हम आपके लक्ष्यों पर बात करते हैं, सही सेवाएँ सुझाते हैं और साफ़ कोटेशन देते हैं। आगे काम करवाना है या नहीं, यह पूरी तरह आपकी मर्ज़ी है।",
  "Which industries do you work with?": "आप किस तरह के बिज़नेस के साथ काम करते हैं?",
  "We work with retailers, clinics, coaching institutes, restaurants, manufacturers, professionals and start-ups, in Patna and beyond. Our services are built for small and growing businesses of every kind.":
    "हम पटना और उससे बाहर के दुकानदारों, क्लिनिक, कोचिंग संस्थानों, रेस्टोरेंट, मैन्युफ़ैक्चरर, प्रोफ़ेशनल्स और स्टार्ट-अप के साथ काम करते हैं। हमारी सेवाएँ हर तरह के छोटे और बढ़ते बिज़नेस के लिए बनी हैं।",
  "Do you provide ongoing support?": "क्या काम पूरा होने के बाद भी आप सपोर्ट देते हैं?",
  "Yes. Our team is available Mon-Fri 9:00 AM - 6:00 PM, with weekend support available, and we offer monthly plans for maintenance, marketing and accounts so you always have help when you need it.":
    "हाँ। हमारी टीम सोमवार-शुक्रवार सुबह 9:00 से शाम 6:00 बजे तक उपलब्ध है, वीकेंड पर भी सपोर्ट मिलता है, और मेंटेनेंस, मार्केटिंग और अकाउंट्स के लिए हमारे मासिक प्लान हैं, ताकि ज़रूरत पड़ने पर मदद हमेशा मिल सके।",
  "Based in Patna, Bihar": "पटना, बिहार में स्थित",
  "Your One-Stop Business Solution": "आपके बिज़नेस का हर समाधान, एक ही जगह",
  "One-Stop": "एक ही जगह",
  "Digital marketing, websites and apps, design, video, virtual assistants, tutoring, writing, tax, cybersecurity and travel planning: everything your business needs, from one trusted team.":
    "डिजिटल मार्केटिंग, वेबसाइट और ऐप, डिज़ाइन, वीडियो, वर्चुअल असिस्टेंट, ट्यूशन, लेखन, टैक्स, साइबर सुरक्षा और यात्रा प्लानिंग: आपके बिज़नेस की हर ज़रूरत, एक भरोसेमंद टीम से।",
  "Why Choose Us": "हमें क्यों चुनें",
  "One team for all your digital and professional needs, so you spend less time managing vendors and more time running your business.":
    "आपकी सभी डिजिटल और प्रोफ़ेशनल ज़रूरतों के लिए एक ही टीम, ताकि आपका समय अलग-अलग वेंडर संभालने में कम और बिज़नेस चलाने में ज़्यादा लगे।",
  "Trusted Expertise": "भरोसेमंद विशेषज्ञता",
  "Skilled specialists in marketing, technology, design and finance who understand how small businesses work.":
    "मार्केटिंग, टेक्नोलॉजी, डिज़ाइन और फ़ाइनेंस के कुशल विशेषज्ञ, जो समझते हैं कि छोटे बिज़नेस कैसे चलते हैं।",
  "Global Reach": "दुनिया भर तक पहुँच",
  "From our base in Patna we serve clients across India and abroad, online and on time.":
    "पटना के अपने ऑफ़िस से हम पूरे भारत और विदेश के क्लाइंट्स को ऑनलाइन और समय पर सेवा देते हैं।",
  "Quality Guaranteed": "क्वालिटी की गारंटी",
  "Clear timelines, regular updates and revisions until the work meets the standard we agreed.":
    "साफ़ समय-सीमा, नियमित अपडेट, और तब तक बदलाव जब तक काम तय किए गए स्तर तक न पहुँच जाए।",
  "Our Services": "हमारी सेवाएँ",
  "A few of the ways we help businesses grow.": "कुछ तरीके, जिनसे हम बिज़नेस को आगे बढ़ने में मदद करते हैं।",
  "10+": "10+",
  "Happy Clients": "ख़ुश क्लाइंट",
  "Projects Completed": "पूरे हुए प्रोजेक्ट",
  "2+": "2+",
  "Countries Served": "देशों में सेवा दी",
  "4.9": "4.9",
  "Average Rating": "औसत रेटिंग",
  "What Our Clients Say": "हमारे क्लाइंट्स क्या कहते हैं",
  "Business owners who trust us with their marketing, websites, design and accounts.":
    "वे बिज़नेस मालिक, जो अपनी मार्केटिंग, वेबसाइट, डिज़ाइन और अकाउंट्स के लिए हम पर भरोसा करते हैं।",
  "Ritesh Kumar": "रितेश कुमार",
  "Kumar Electronics, Boring Road": "कुमार इलेक्ट्रॉनिक्स, बोरिंग रोड",
  "Their digital marketing team set up our Google Business Profile and ran local ads for us. Within a few weeks we were getting regular calls from customers who found us online.":
    "उनकी डिजिटल मार्केटिंग टीम ने हमारा Google Business Profile सेटअप किया और हमारे लिए लोकल विज्ञापन चलाए। कुछ ही हफ़्तों में ऑनलाइन हमें ढूँढने वाले ग्राहकों के कॉल नियमित रूप से आने लगे।",
  "Priya Sinha": "प्रिया सिन्हा",
  "Sinha Coaching Classes": "सिन्हा कोचिंग क्लासेज़",
  "They built our website and designed a new logo and brochure for the institute. Parents now tell us the site is easy to use, and admissions enquiries have gone up.":
    "उन्होंने हमारे संस्थान की वेबसाइट बनाई और नया लोगो और ब्रोशर डिज़ाइन किया। अब अभिभावक बताते हैं कि साइट इस्तेमाल करना आसान है, और एडमिशन के लिए पूछताछ बढ़ गई है।",
  "Amit Jaiswal": "अमित जायसवाल",
  "Jaiswal Traders": "जायसवाल ट्रेडर्स",
  "We moved our GST filing and bookkeeping to their financial and tax team. Returns are filed on time every month and they always explain things clearly.":
    "हमने अपनी GST फ़ाइलिंग और बुककीपिंग उनकी फ़ाइनेंस और टैक्स टीम को सौंप दी। हर महीने रिटर्न समय पर फ़ाइल होते हैं और वे हर बात हमेशा साफ़-साफ़ समझाते हैं।",
  "Ready to Grow Your Business?": "अपना बिज़नेस आगे बढ़ाने के लिए तैयार हैं?",
  "Tell us what you need and we will get back to you within 24 hours with a clear plan and price.":
    "बताइए आपको क्या चाहिए, हम 24 घंटे के अंदर साफ़ योजना और कीमत के साथ आपसे संपर्क करेंगे।",
  "Your One-Stop Business Solution | Patna, Bihar": "आपके बिज़नेस का हर समाधान, एक ही जगह | पटना, बिहार",
  "Digital marketing, websites, design, video, virtual assistants, tutoring, writing, tax, cybersecurity and travel planning from one team in Patna, Bihar.":
    "डिजिटल मार्केटिंग, वेबसाइट, डिज़ाइन, वीडियो, वर्चुअल असिस्टेंट, ट्यूशन, लेखन, टैक्स, साइबर सुरक्षा और यात्रा प्लानिंग, सब कुछ पटना, बिहार की एक ही टीम से।",
  "About Us": "हमारे बारे में",
  "Helping Businesses Grow From Patna to the World": "पटना से दुनिया तक, बिज़नेस को आगे बढ़ाने में मदद",
  Grow: "आगे बढ़ाने",
  "We are a team of marketers, developers, designers, writers and consultants who bring every service a growing business needs under one roof.":
    "हम मार्केटर, डेवलपर, डिज़ाइनर, लेखक और कंसल्टेंट की एक टीम हैं, जो बढ़ते बिज़नेस की ज़रूरत की हर सेवा एक ही छत के नीचे देती है।",
  "Our Mission": "हमारा मिशन",
  "To give small and growing businesses affordable, dependable access to the digital and professional services they need, delivered with honesty and care.":
    "छोटे और बढ़ते बिज़नेस को उनकी ज़रूरत की डिजिटल और प्रोफ़ेशनल सेवाएँ किफ़ायती दाम पर और भरोसे के साथ देना, पूरी ईमानदारी और लगन से।",
  "Our Vision": "हमारा विज़न",
  "To be the partner businesses turn to first, known for practical solutions, fair prices and work that brings real results.":
    "ऐसा साथी बनना जिसके पास बिज़नेस सबसे पहले आएँ, और जिसे व्यावहारिक समाधानों, सही दामों और असली नतीजे लाने वाले काम के लिए जाना जाए।",
  "1000+": "1000+",
  "Projects Delivered": "डिलीवर किए गए प्रोजेक्ट",
  "98%": "98%",
  "Client Satisfaction": "क्लाइंट संतुष्टि",
  "50+": "50+",
  "Countries Reached": "देशों तक पहुँच",
  "Our Values": "हमारे मूल्य",
  "The principles that guide how we work with every client and with each other.":
    "वे सिद्धांत जो तय करते हैं कि हम हर क्लाइंट के साथ और आपस में कैसे काम करते हैं।",
  Excellence: "बेहतरीन काम",
  "We set high standards for every task, big or small, and review our work before it reaches you.":
    "हम हर काम के लिए ऊँचे मानक रखते हैं, चाहे छोटा हो या बड़ा, और आप तक पहुँचने से पहले अपने काम की जाँच करते हैं।",
  Integrity: "ईमानदारी",
  "Transparent pricing, honest advice and promises we keep. No hidden charges.":
    "पारदर्शी कीमतें, ईमानदार सलाह और ऐसे वादे जो हम निभाते हैं। कोई छिपा हुआ चार्ज नहीं।",
  Collaboration: "मिलकर काम",
  "We work as an extension of your team, listening closely and keeping you informed at every step.":
    "हम आपकी टीम के ही एक हिस्से की तरह काम करते हैं, ध्यान से सुनते हैं और हर कदम पर आपको जानकारी देते रहते हैं।",
  Innovation: "नई सोच",
  "We keep learning new tools and methods so your business benefits from what works today.":
    "हम नए टूल और तरीके सीखते रहते हैं, ताकि आपके बिज़नेस को उन चीज़ों का फ़ायदा मिले जो आज कारगर हैं।",
  "Proven Track Record": "भरोसेमंद ट्रैक रिकॉर्ड",
  "Over 1000 projects delivered with 98% client satisfaction.":
    "98% क्लाइंट संतुष्टि के साथ 1000 से ज़्यादा प्रोजेक्ट डिलीवर किए।",
  "Expert Team": "विशेषज्ञ टीम",
  "Specialists in each field, so every part of your project is handled by someone who knows it well.":
    "हर क्षेत्र के विशेषज्ञ, ताकि आपके प्रोजेक्ट का हर हिस्सा वही संभाले जो उसे अच्छी तरह जानता हो।",
  "Clients in more than 50 countries, served from our base in Patna, Bihar.":
    "50 से ज़्यादा देशों में क्लाइंट, जिन्हें हम पटना, बिहार के अपने ऑफ़िस से सेवा देते हैं।",
  "Quality Assurance": "क्वालिटी की जाँच",
  "Every deliverable is checked against your brief before it is handed over.":
    "सौंपने से पहले हर काम को आपकी बताई ज़रूरतों से मिलाकर जाँचा जाता है।",
  "Let's Work Together": "आइए, साथ मिलकर काम करें",
  "Tell us about your business and goals. We will suggest the right services and a plan that fits your budget.":
    "हमें अपने बिज़नेस और लक्ष्यों के बारे में बताइए। हम सही सेवाएँ और आपके बजट में फ़िट बैठने वाली योजना सुझाएँगे।",
  "About Us | Patna, Bihar": "हमारे बारे में | पटना, बिहार",
  "Meet the Patna team behind our clients' websites, campaigns and accounts. Learn about our mission, our values and why businesses choose to work with us.":
    "मिलिए पटना की उस टीम से, जो हमारे क्लाइंट्स की वेबसाइट, कैंपेन और अकाउंट्स संभालती है। जानिए हमारा मिशन, हमारे मूल्य और बिज़नेस हमें क्यों चुनते हैं।",
  "Web Development": "वेब डेवलपमेंट",
  "Content Creation": "कंटेंट क्रिएशन",
  "Services That Help Your Business Grow": "आपके बिज़नेस को आगे बढ़ाने वाली सेवाएँ",
  "Ten services with clear prices, from marketing and websites to tax filing and event planning. Pick what you need today and add more as you grow.":
    "साफ़ कीमतों के साथ दस सेवाएँ, मार्केटिंग और वेबसाइट से लेकर टैक्स फ़ाइलिंग और इवेंट प्लानिंग तक। आज जो चाहिए वह चुनिए, और बिज़नेस बढ़ने के साथ और जोड़ते जाइए।",
  "Simple, Transparent Pricing": "आसान और पारदर्शी कीमतें",
  "All prices are in Indian rupees. Choose a plan to chat with us on WhatsApp, or contact us for a custom quote.":
    "सभी कीमतें भारतीय रुपये में हैं। WhatsApp पर हमसे बात करने के लिए कोई प्लान चुनिए, या अपनी ज़रूरत के हिसाब से कोटेशन के लिए संपर्क करें।",
  "Everything Your Business Needs": "आपके बिज़नेस की हर ज़रूरत",
  "A closer look at each service and what it includes.":
    "हर सेवा को करीब से जानिए, और देखिए कि उसमें क्या-क्या शामिल है।",
  "Our Process": "हमारा काम करने का तरीका",
  "Four steps from first conversation to lasting results.":
    "पहली बातचीत से लेकर लंबे समय तक टिकने वाले नतीजों तक, चार कदम।",
  Discovery: "समझ",
  "We learn about your business, customers and goals in a free consultation.":
    "मुफ़्त कंसल्टेशन में हम आपके बिज़नेस, ग्राहकों और लक्ष्यों को समझते हैं।",
  Strategy: "रणनीति",
  "We propose a clear plan with scope, timeline and price before any work begins.":
    "कोई भी काम शुरू होने से पहले हम काम के दायरे, समय-सीमा और कीमत के साथ एक साफ़ योजना सामने रखते हैं।",
  Execution: "अमल",
  "Our specialists deliver the work, with regular updates and your feedback at each stage.":
    "हमारे विशेषज्ञ काम पूरा करते हैं, हर चरण पर नियमित अपडेट और आपकी राय के साथ।",
  Optimization: "लगातार सुधार",
  "We measure results and keep improving, so your investment keeps paying off.":
    "हम नतीजों को मापते हैं और सुधार करते रहते हैं, ताकि आपके निवेश का फ़ायदा मिलता रहे।",
  "Not Sure Where to Start?": "समझ नहीं आ रहा कहाँ से शुरू करें?",
  "Book a free consultation and we will recommend the services that fit your goals and budget.":
    "मुफ़्त कंसल्टेशन बुक करें, हम आपके लक्ष्य और बजट के हिसाब से सही सेवाएँ सुझाएँगे।",
  "Services and Pricing | Patna, Bihar": "सेवाएँ और कीमतें | पटना, बिहार",
  "Compare clear rupee prices for marketing, web and app development, design, video, tutoring, writing, tax, cybersecurity and travel services. Get a free quote.":
    "मार्केटिंग, वेब और ऐप डेवलपमेंट, डिज़ाइन, वीडियो, ट्यूशन, लेखन, टैक्स, साइबर सुरक्षा और यात्रा सेवाओं की साफ़ कीमतें रुपये में देखें और तुलना करें। मुफ़्त कोटेशन पाएँ।",
  Careers: "करियर",
  "Build Your Career With Us": "हमारे साथ अपना करियर बनाइए",
  "Your Career": "अपना करियर",
  "Join a growing team in Patna that helps businesses in India and abroad with marketing, technology, design and finance.":
    "पटना की एक बढ़ती टीम से जुड़िए, जो भारत और विदेश के बिज़नेस की मार्केटिंग, टेक्नोलॉजी, डिज़ाइन और फ़ाइनेंस में मदद करती है।",
  "Current Openings": "मौजूदा वैकेंसी",
  "No roles are open right now. Send us your CV anyway: we read every one.":
    "अभी कोई पद खाली नहीं है। फिर भी अपना CV भेजिए: हम हर CV पढ़ते हैं।",
  "Why Work With Us": "हमारे साथ काम क्यों करें",
  "What you get when you join the team.": "टीम से जुड़ने पर आपको क्या मिलता है।",
  "Flexible Hours": "काम के लचीले घंटे",
  "Plan your day around your work and life, with clear hours for client calls.":
    "अपना दिन अपने काम और ज़िंदगी के हिसाब से प्लान करें, क्लाइंट कॉल के लिए तय घंटों के साथ।",
  "Hybrid Work": "हाइब्रिड काम",
  "Work from our Patna office or from home, depending on the week's needs.":
    "हफ़्ते की ज़रूरत के हिसाब से हमारे पटना ऑफ़िस से या घर से काम करें।",
  "Learning Budget": "सीखने के लिए बजट",
  "Money each year for courses, certifications and books that help you grow.":
    "हर साल कोर्स, सर्टिफ़िकेशन और किताबों के लिए पैसे, जो आपको आगे बढ़ने में मदद करें।",
  "Health Cover": "हेल्थ कवर",
  "Medical insurance for you, so you can work with peace of mind.":
    "आपके लिए मेडिकल इंश्योरेंस, ताकि आप बेफ़िक्र होकर काम कर सकें।",
  "Performance Bonus": "परफ़ॉर्मेंस बोनस",
  "Good work is rewarded with bonuses linked to client results and feedback.":
    "अच्छे काम का इनाम मिलता है, क्लाइंट के नतीजों और फ़ीडबैक से जुड़े बोनस के रूप में।",
  "Growth Path": "आगे बढ़ने का रास्ता",
  "Regular reviews and a clear path to senior and team lead roles.":
    "नियमित रिव्यू और सीनियर व टीम लीड पदों तक पहुँचने का साफ़ रास्ता।",
  "Don't See the Right Role?": "आपके लिए सही पद नहीं दिखा?",
  "Send us your CV anyway or message our HR team on WhatsApp. We are always happy to hear from talented people.":
    "फिर भी अपना CV भेजिए, या WhatsApp पर हमारी HR टीम को मैसेज कीजिए। हुनरमंद लोगों से बात करके हमें हमेशा ख़ुशी होती है।",
  "Careers and Job Openings | Patna, Bihar": "करियर और नौकरियाँ | पटना, बिहार",
  "Full-time openings in Patna for marketers, developers, designers, editors, writers, assistants and tax consultants, with salary ranges and benefits.":
    "पटना में मार्केटर, डेवलपर, डिज़ाइनर, एडिटर, लेखक, असिस्टेंट और टैक्स कंसल्टेंट के लिए फ़ुल-टाइम नौकरियाँ, सैलरी रेंज और सुविधाओं की जानकारी के साथ।",
  "Contact Us": "संपर्क करें",
  "Let's Talk About Your Business": "आइए, आपके बिज़नेस के बारे में बात करें",
  "Your Business": "आपके बिज़नेस",
  "Send us a message, call or chat on WhatsApp. We reply to every enquiry within 24 hours.":
    "हमें मैसेज भेजिए, कॉल कीजिए या WhatsApp पर चैट कीजिए। हम हर पूछताछ का जवाब 24 घंटे के अंदर देते हैं।",
  "Send Us a Message": "हमें मैसेज भेजें",
  "Fill in the form and our team will get back to you within 24 hours.":
    "फ़ॉर्म भरिए, हमारी टीम 24 घंटे के अंदर आपसे संपर्क करेगी।",
  "Frequently Asked Questions": "अक्सर पूछे जाने वाले सवाल",
  "Quick answers to the questions we hear most often.": "उन सवालों के झटपट जवाब, जो हमसे सबसे ज़्यादा पूछे जाते हैं।",
  "Contact Us | Patna, Bihar": "संपर्क करें | पटना, बिहार",
  "Call, e-mail, chat on WhatsApp or send a message. We reply within 24 hours. Find our office address, opening hours and answers to common questions.":
    "कॉल करें, ई-मेल करें, WhatsApp पर चैट करें या मैसेज भेजें। हम 24 घंटे के अंदर जवाब देते हैं। हमारे ऑफ़िस का पता, खुलने का समय और आम सवालों के जवाब यहाँ पाएँ।",
  Testimonials: "राय और अनुभव",
  "Client Testimonials": "हमारे क्लाइंट्स की राय",
  "": "",
  "Read what business owners say about working with us, and share your own experience.":
    "पढ़िए बिज़नेस मालिक हमारे साथ काम करने के बारे में क्या कहते हैं, और अपना अनुभव भी साझा कीजिए।",
  "Share Your Feedback": "अपनी राय दीजिए",
  "Worked with us? Tell others about your experience. Your testimonial appears here once our team has reviewed it.":
    "हमारे साथ काम किया है? दूसरों को अपने अनुभव के बारे में बताइए। हमारी टीम के देखने के बाद आपकी राय यहाँ दिखेगी।",
  "Client Testimonials | Patna, Bihar": "हमारे क्लाइंट्स की राय | पटना, बिहार",
  "Read what business owners say about our marketing, web, design and tax services, and share your own experience by leaving a review for other clients.":
    "पढ़िए बिज़नेस मालिक हमारी मार्केटिंग, वेब, डिज़ाइन और टैक्स सेवाओं के बारे में क्या कहते हैं, और दूसरे क्लाइंट्स के लिए रिव्यू लिखकर अपना अनुभव साझा कीजिए।",
};
