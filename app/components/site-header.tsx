import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { BrandLogo } from "~/components/brand-logo";
import { mainNav } from "~/components/nav-links";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Scrolled further than this (px), the header turns opaque. SPEC.md §9. */
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

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const opaque = scrolled || menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      // Focus may be on a link in the menu that is about to be hidden: keep
      // the keyboard user's place on the toggle instead of losing it to <body>.
      toggleRef.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-site-header
      data-opaque={opaque}
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-20 transition-[background-color,box-shadow] duration-200",
        opaque ? "bg-white shadow-md" : "bg-transparent",
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
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-6!" /> : <Menu className="size-6!" />}
          </Button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-slate-100 bg-white shadow-lg lg:hidden"
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
