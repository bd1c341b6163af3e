import { useTextLang } from "~/lib/site-context";
import type { ReactNode } from "react";
import type { Hero } from "~/content/types";
import { cn } from "~/lib/utils";

function HeroTitle({ title, highlight }: Pick<Hero, "title" | "highlight">) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      {/* One background image rather than the gradient utilities, which register nine custom properties. */}
      <span className="bg-[linear-gradient(to_right_in_oklab,var(--color-brand-600),var(--color-brand-500))] bg-clip-text text-transparent">
        {highlight}
      </span>
      {title.slice(at + highlight.length)}
    </>
  );
}

/** The top of every page: clears the fixed header, holds the page's one h1. */
export function PageHero({
  hero,
  children,
  aside,
  className,
}: {
  hero: Hero;
  /** Actions under the subtitle */
  children?: ReactNode;
  /** Shown beside the text on wide screens */
  aside?: ReactNode;
  className?: string;
}) {
  const langOf = useTextLang();
  return (
    <section className={cn("page-hero", className)}>
      <div aria-hidden="true" className="page-hero-dots" />
      <div
        className={cn(
          "container-page",
          aside && "grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.15fr_1fr]",
        )}
      >
        <div className={cn(!aside && "mx-auto max-w-3xl text-center")}>
          {hero.eyebrow && (
            <p
              lang={langOf(hero.eyebrow)}
              className="mb-4 inline-flex rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100"
            >
              {hero.eyebrow}
            </p>
          )}
          <h1
            lang={langOf(hero.title)}
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl lg:text-6xl"
          >
            <HeroTitle title={hero.title} highlight={hero.highlight} />
          </h1>
          <p lang={langOf(hero.subtitle)} className="mt-6 text-lg leading-relaxed text-pretty text-slate-700">
            {hero.subtitle}
          </p>
          {children && (
            <div className={cn("mt-8 flex flex-wrap gap-3", !aside && "justify-center")}>{children}</div>
          )}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
