import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A row of links to views of a page (the inbox's filters, the Visitors page's periods), the one shown marked current. */
export function ViewLinks({
  label,
  links,
}: {
  label: string;
  links: { key: string; label: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold",
                link.current
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-brand-50",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
