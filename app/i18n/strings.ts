import { en, type Strings } from "~/i18n/en";
import { hi } from "~/i18n/hi";
import type { Lang } from "~/i18n/languages";

/*
 * The interface's words in each language (en.ts, hi.ts). Server code takes a page's with
 * `stringsFor(lang)`; components with `useStrings()` (lib/site-context.ts). The site script gets
 * only the forms' words, of its page's language: one script per language (browser/site-script-en.ts).
 */

const STRINGS: Record<Lang, Strings> = { en, hi };

export const stringsFor = (lang: Lang): Strings => STRINGS[lang];

export type { FormMessages, Strings, ToastMessage } from "~/i18n/en";
