import { pages, type SitePage } from "~/config/pages";
import { type Lang, localPath } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's menu in `lang`: every registered page, in registry order. */
export const navItems = (lang: Lang, list: readonly SitePage[] = pages): NavLinkItem[] =>
  list.map((entry) => ({ to: localPath(lang, entry.path), label: stringsFor(lang).pages[entry.id].label }));

/** The footer's quick links: the same pages, some worded differently ("About Us"). */
export const footerNavItems = (lang: Lang, list: readonly SitePage[] = pages): NavLinkItem[] =>
  list.map((entry) => {
    const words = stringsFor(lang).pages[entry.id];
    return { to: localPath(lang, entry.path), label: words.footer ?? words.label };
  });
