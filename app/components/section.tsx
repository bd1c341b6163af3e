import { useTextLang } from "~/lib/site-context";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A page section with a centred heading; `id` doubles as the heading's anchor.
 * It is laid out as it nears the screen (app.css, decision 19) unless
 * `laidOutNearScreen` is false: for a section that may start on the first
 * screen and be shorter than the rest of it, whose real height would move what
 * follows it into view between the first two frames (a layout shift).
 */
export function Section({
  title,
  intro,
  id,
  tone = "white",
  laidOutNearScreen = true,
  children,
  className,
}: {
  title: string;
  intro?: string;
  id?: string;
  tone?: "white" | "muted";
  laidOutNearScreen?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  const langOf = useTextLang();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-16 sm:py-24",
        laidOutNearScreen && "laid-out-near-screen",
        tone === "muted" && "bg-slate-50",
        className,
      )}
    >
      <div className="container-page">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2
            id={headingId}
            lang={langOf(title)}
            className="text-3xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-4xl"
          >
            {title}
          </h2>
          {intro && (
            <p lang={langOf(intro)} className="mt-4 text-lg text-pretty text-slate-600">
              {intro}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
