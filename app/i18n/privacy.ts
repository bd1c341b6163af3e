import type { Lang } from "~/i18n/languages";
import { type PrivacyNotice, privacyNotice as en } from "~/i18n/privacy.en";
import { privacyNotice as hi } from "~/i18n/privacy.hi";

/* The privacy notice's words in each language: only the server reads them (routes/privacy.tsx). */

const NOTICES: Record<Lang, PrivacyNotice> = { en, hi };

export const privacyNoticeFor = (lang: Lang): PrivacyNotice => NOTICES[lang];

export type { NoticeFacts, PrivacyNotice } from "~/i18n/privacy.en";
