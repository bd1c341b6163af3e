import { en, type Strings } from "~/i18n/en";
import { hi } from "~/i18n/hi";
import type { Lang } from "~/i18n/languages";

/*
 * The interface's words in each language (en.ts, hi.ts). Server code takes a page's with
 * `stringsFor(lang)`; components with `useStrings()` (lib/site-context.ts). The site script gets
 * only what its page needs, in the page (components/page-strings.tsx).
 */

const STRINGS: Record<Lang, Strings> = { en, hi };

export const stringsFor = (lang: Lang): Strings => STRINGS[lang];

export type { FormMessages, Strings, ToastMessage } from "~/i18n/en";
