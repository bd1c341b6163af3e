import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { mainNav } from "~/components/nav-links";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils";

/** Scrolled further than this (px), the header turns opaque. */
export const SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-semibold transition-colors",
    isActive ? "bg-brand-100 text-brand-800" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
  );

/**
 * The phone menu is a native popover, so it works before hydration and without JavaScript; React
 * only follows its state (docs/decisions/0007-first-paint-before-javascript.md).
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const follow = () => setMenuOpen(menu.matches(":popover-open"));
    follow();
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);

  const closeMenu = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };

  return (
    <header
      data-site-header
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-20 transition-[background-color,box-shadow] duration-200",
        // Below the staff bar when it is there (staff-bar.tsx, 2.25rem high).
        "[body:has([data-staff-bar])_&]:top-9",
        "has-[#mobile-menu:popover-open]:bg-white has-[#mobile-menu:popover-open]:shadow-md",
        scrolled ? "bg-white shadow-md" : "bg-transparent",
      )}
    >
      <div className="container-page flex h-20 items-center justify-between gap-4">
        <BrandLogo onClick={closeMenu} />
        <nav aria-label="Main" className="hidden lg:block">
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
          <Button asChild className="max-lg:hidden">
            <Link to="/contact">Get Started</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            popoverTarget="mobile-menu"
            // Before hydration the browser tells assistive technology
            // whether the popover is open; after it, React says so.
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            {menuOpen ? <X className="size-6!" /> : <Menu className="size-6!" />}
          </Button>
        </div>
      </div>
      <div
        id="mobile-menu"
        ref={menuRef}
        popover="auto"
        className="inset-x-0 top-20 bottom-auto m-0 max-h-[calc(100dvh-5rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-100 bg-white p-0 text-slate-900 shadow-lg lg:hidden [body:has([data-staff-bar])_&]:top-29 [body:has([data-staff-bar])_&]:max-h-[calc(100dvh-7.25rem)]"
      >
        <nav aria-label="Mobile" className="container-page py-4">
          <ul className="flex flex-col gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={closeMenu}
                  className={(state) => cn(navLinkClass(state), "block px-4 py-3 text-base")}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link to="/contact" onClick={closeMenu}>
              Get Started
            </Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
