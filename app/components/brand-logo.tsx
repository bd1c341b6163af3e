import { Link } from "react-router";
import { useLocalPath, useSite, useStrings, useTextLang } from "~/lib/site-context";
import { cn } from "~/lib/utils";

/** The mark: a saffron dot orbiting an indigo tile, drawn inline (no request). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn("size-10", className)}>
      <rect width="40" height="40" rx="11" className="fill-brand-600" />
      <path d="M12 21.5a8 8 0 1 0 8-8" fill="none" stroke="white" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="28.5" cy="11.5" r="4" className="fill-saffron-400" />
    </svg>
  );
}

export function BrandLogo({ inverse = false, onClick }: { inverse?: boolean; onClick?: () => void }) {
  const site = useSite();
  const t = useStrings();
  const local = useLocalPath();
  const langOf = useTextLang();
  return (
    <Link
      to={local("/")}
      onClick={onClick}
      className={cn(
        "flex items-center gap-2.5 rounded-lg text-lg leading-tight font-extrabold tracking-tight",
        inverse ? "text-white" : "text-brand-950",
      )}
    >
      <BrandMark />
      <span>
        <span lang={langOf(site.name)}>{site.name}</span>
        <span className="sr-only">{t.shell.home}</span>
      </span>
    </Link>
  );
}
