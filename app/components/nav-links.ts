import { pages, type SitePage } from "~/config/pages";
import { type Lang, localPath } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The pages the menus name, in registry order. */
const inMenu = (list: readonly SitePage[]) => list.filter((entry) => entry.inMenu !== false);

/** The header's menu in `lang`: every registered page the menus name, in registry order. */
export const navItems = (lang: Lang, list: readonly SitePage[] = pages): NavLinkItem[] =>
  inMenu(list).map((entry) => ({
    to: localPath(lang, entry.path),
    label: stringsFor(lang).pages[entry.id].label,
  }));

/** The footer's quick links: the same pages, some worded differently ("About Us"). */
export const footerNavItems = (lang: Lang, list: readonly SitePage[] = pages): NavLinkItem[] =>
  inMenu(list).map((entry) => {
    const words = stringsFor(lang).pages[entry.id];
    return { to: localPath(lang, entry.path), label: words.footer ?? words.label };
  });
