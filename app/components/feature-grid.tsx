import { useTextLang } from "~/lib/site-context";
import { IconBadge } from "~/components/ui/icon-badge";
import type { Feature } from "~/content/types";
import { cn } from "~/lib/utils";

/** Icon, title and text cards: why-choose points, values, reasons, benefits. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  const langOf = useTextLang();
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {items.map(({ icon, title, description }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <IconBadge icon={icon} />
          <h3 lang={langOf(title)} className="mt-5 text-lg font-bold text-brand-950">
            {title}
          </h3>
          <p lang={langOf(description)} className="mt-2 leading-relaxed text-slate-600">
            {description}
          </p>
        </li>
      ))}
    </ul>
  );
}
