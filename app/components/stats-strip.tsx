import { useTextLang } from "~/lib/site-context";
import type { Statistic } from "~/content/types";
import { cn } from "~/lib/utils";

export function StatsStrip({ stats, label }: { stats: Statistic[]; label: string }) {
  const langOf = useTextLang();
  return (
    <section aria-label={label} className="bg-brand-700 py-12 text-white laid-out-near-screen">
      <dl
        className={cn(
          "container-page grid grid-cols-2 gap-8 text-center",
          stats.length === 4 ? "lg:grid-cols-4" : "sm:grid-cols-3",
        )}
      >
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt lang={langOf(stat.label)} className="text-sm font-medium text-brand-100 sm:text-base">
              {stat.label}
            </dt>
            <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
