import { pages, type SitePage } from "~/config/pages";

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The header's menu: every registered page, in registry order. */
export const navItems = (list: readonly SitePage[] = pages): NavLinkItem[] =>
  list.map((entry) => ({ to: entry.path, label: entry.label }));

/** The footer's quick links: the same pages, some worded differently ("About Us"). */
export const footerNavItems = (list: readonly SitePage[] = pages): NavLinkItem[] =>
  list.map((entry) => ({ to: entry.path, label: entry.footerLabel ?? entry.label }));

export const mainNav = navItems();
export const footerNav = footerNavItems();
