import { Link, NavLink } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { Menu, X } from "~/components/icon";
import { navItems } from "~/components/nav-links";
import { LanguageSwitch } from "~/components/language-switch";
import { useLang, useLocalPath, useStrings } from "~/lib/site-context";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-semibold transition-colors",
    isActive ? "bg-brand-100 text-brand-800" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
  );

/**
 * No state of its own, so it works the same on pages without React: the
 * header turns opaque by CSS (a scroll-driven animation), the phone menu is
 * a native popover, and the site's own script (browser/site-script.ts) keeps
 * the toggle's aria-expanded and label and closes the menu on a link.
 */
export function SiteHeader() {
  const t = useStrings();
  const local = useLocalPath();
  const mainNav = navItems(useLang());
  return (
    <header
      data-site-header
      // Its look, with the staff bar and when it turns opaque: app.css, site-header.
      className="site-header"
    >
      <div className="container-page flex h-20 items-center justify-between gap-4">
        <BrandLogo />
        <nav aria-label={t.shell.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <Button asChild className="max-lg:hidden">
            <Link to={local("/contact")}>{t.shell.getStarted}</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            popoverTarget="mobile-menu"
            // The browser tells assistive technology whether the popover is
            // open; the site script also keeps aria-expanded and the label.
            aria-controls="mobile-menu"
            aria-label={t.shell.openMenu}
            // The site script's words for the toggle as the menu opens and closes.
            data-label-open={t.shell.openMenu}
            data-label-close={t.shell.closeMenu}
            data-menu-toggle
          >
            <Menu className="size-6! [header:has(#mobile-menu:popover-open)_&]:hidden" />
            <X className="hidden size-6! [header:has(#mobile-menu:popover-open)_&]:block" />
          </Button>
        </div>
      </div>
      <div id="mobile-menu" popover="auto" className="site-header-menu">
        <nav aria-label={t.shell.phoneMenu} className="container-page py-4">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={(state) => cn(navLinkClass(state), "block px-4 py-3 text-base")}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link to={local("/contact")}>{t.shell.getStarted}</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
