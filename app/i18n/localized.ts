import type { Lang } from "~/i18n/languages";

/** A text of the owner's content in each language: English always, Hindi where written. */
export interface Localized {
  en: string;
  hi?: string;
}

/** A text in `lang`: its Hindi if written (not blank), else its English. */
export const textIn = (lang: Lang, text: Localized): string =>
  lang === "hi" && text.hi?.trim() ? text.hi : text.en;

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN_LETTER = /[a-z]/i;

/**
 * The `lang` attribute a text needs on a page in `pageLang`, or undefined: on a Hindi page, a
 * text in Latin letters and none in Devanagari is English (a text the owner has not yet written
 * in Hindi, a brand's name), and a screen reader should read it as English.
 */
export function textLang(pageLang: Lang, text: string): "en" | undefined {
  return pageLang === "hi" && LATIN_LETTER.test(text) && !DEVANAGARI.test(text) ? "en" : undefined;
}
