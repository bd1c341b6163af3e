export interface NavLinkItem {
  to: string;
  label: string;
}

/** The six public routes, in menu order. */
export const mainNav: NavLinkItem[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/careers", label: "Careers" },
  { to: "/testimonials", label: "Testimonials" },
  { to: "/contact", label: "Contact" },
];

/** The footer's quick links: the same routes, About worded "About Us". */
export const footerNav: NavLinkItem[] = mainNav.map((item) =>
  item.to === "/about" ? { ...item, label: "About Us" } : item,
);
