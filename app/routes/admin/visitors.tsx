import type { Route } from "./+types/visitors";
import { AdminPage } from "~/components/admin/admin-shell";
import { ViewLinks } from "~/components/admin/view-links";
import { DIRECT_SOURCE, VISIT_GOAL_LABELS, VISIT_RANGES } from "~/config/visits";
import { isLang, LOCALES } from "~/i18n/languages";
import { adminMeta } from "~/lib/admin";
import { formatIstDay } from "~/lib/ist";
import { servicesContext } from "~/server/context.server";
import { requireStaffPage } from "~/server/staff/session.server";
import { type VisitRow, visitReport } from "~/server/visits/totals.server";

export const meta: Route.MetaFunction = () => adminMeta("Visitors");

/** Rows each table shows at most: the rest are the long tail */
const TOP = 10;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const asked = Number(url.searchParams.get("days"));
  const days = VISIT_RANGES.find((range) => range === asked) ?? VISIT_RANGES[0];
  // What was counted a moment ago is shown too.
  await services.visits.flush().catch(() => {});
  const report = await visitReport(await services.db(), days, new Date());
  const top = (rows: VisitRow[]) => rows.slice(0, TOP);
  return {
    days,
    from: formatIstDay(report.from),
    to: formatIstDay(report.to),
    daily: report.daily.map((day) => ({ ...day, label: formatIstDay(day.day) })),
    total: report.total,
    goals: report.goals.map((goal) => ({ ...goal, label: VISIT_GOAL_LABELS[goal.goal] })),
    pages: top(report.byDimension.page),
    sources: top(report.byDimension.source).map((row) => ({ ...row, value: row.value || DIRECT_SOURCE })),
    landings: top(report.byDimension.landing),
    referrers: top(report.byDimension.referrer),
    campaigns: top(report.byDimension.campaign),
    languages: report.byDimension.language.map((row) => ({
      ...row,
      value: isLang(row.value) ? LOCALES[row.value].english : row.value,
    })),
    devices: report.byDimension.device.map((row) => ({
      ...row,
      value: row.value === "phone" ? "Phones and tablets" : "Desktops",
    })),
  };
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : "–");

/** The visitors of each day as bars, drawn here; the table under "Figures per day" says the same in numbers. */
function DailyChart({ daily }: { daily: { label: string; visitors: number; views: number }[] }) {
  const most = Math.max(1, ...daily.map((day) => day.visitors));
  const width = daily.length * 10;
  return (
    <section aria-labelledby="daily-title" className="space-y-2">
      <h2 id="daily-title" className="text-lg font-bold text-brand-950">
        Visitors per day <span className="font-normal text-slate-600">(most: {most})</span>
      </h2>
      <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
        <svg
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="block h-32 w-full"
          focusable="false"
        >
          {daily.map((day, index) => {
            const height = (day.visitors / most) * 96;
            return (
              <rect
                key={day.label}
                x={index * 10 + 1}
                y={100 - height}
                width={8}
                height={height}
                className="fill-brand-600"
              >
                <title>{`${day.label}: ${day.visitors}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{daily[0]?.label}</span>
          <span>{daily.at(-1)?.label}</span>
        </div>
      </div>
      <details className="rounded-2xl border border-slate-200 bg-white p-3 text-sm shadow-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Figures per day</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">Visitors and page views per day</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                Day
              </th>
              <th scope="col" className="p-1 text-right">
                Visitors
              </th>
              <th scope="col" className="p-1 text-right">
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.label}>
                <th scope="row" className="p-1 text-left font-normal">
                  {day.label}
                </th>
                <td className="p-1 text-right tabular-nums">{day.visitors}</td>
                <td className="p-1 text-right tabular-nums">{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/**
 * One ranking: a name, then its counts. `conversion` adds the visitors who reached a goal and
 * their share; otherwise page views.
 */
function CountTable({
  id,
  title,
  name,
  rows,
  conversion = false,
  empty = "Nothing counted yet.",
}: {
  id: string;
  title: string;
  name: string;
  rows: VisitRow[];
  conversion?: boolean;
  empty?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <table
          aria-labelledby={`${id}-title`}
          className="w-full rounded-2xl border border-slate-200 bg-white text-sm shadow-sm"
        >
          <thead className="text-left text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="p-2 font-semibold">
                {name}
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Visitors
              </th>
              {conversion ? (
                <>
                  <th scope="col" className="p-2 text-right font-semibold">
                    Reached a goal
                  </th>
                  <th scope="col" className="p-2 text-right font-semibold">
                    Rate
                  </th>
                </>
              ) : (
                <th scope="col" className="p-2 text-right font-semibold">
                  Page views
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.value}>
                <th scope="row" className="p-2 text-left font-medium wrap-anywhere text-slate-900">
                  {row.value}
                </th>
                <td className="p-2 text-right tabular-nums">{row.visitors}</td>
                {conversion ? (
                  <>
                    <td className="p-2 text-right tabular-nums">{row.converted}</td>
                    <td className="p-2 text-right tabular-nums">{percent(row.converted, row.visitors)}</td>
                  </>
                ) : (
                  <td className="p-2 text-right tabular-nums">{row.views}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function Visitors({ loaderData }: Route.ComponentProps) {
  const { days, from, to, daily, total, goals } = loaderData;
  const figures = [
    { label: "Visitors", value: String(total.visitors) },
    { label: "Page views", value: String(total.views) },
    { label: "Reached a goal", value: `${total.converted} (${percent(total.converted, total.visitors)})` },
  ];
  return (
    <AdminPage title="Visitors">
      <ViewLinks
        label="Period"
        links={VISIT_RANGES.map((range) => ({
          key: String(range),
          label: `Last ${range} days`,
          href: `?days=${range}`,
          current: range === days,
        }))}
      />
      <p className="text-slate-700">
        {from} to {to} (India). Counted without cookies: a visitor counts once a day, and robots, staff signed
        in here and browsers that ask not to be tracked are not counted.
      </p>
      <dl className="grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-sm text-slate-700">{figure.label}</dt>
            <dd className="text-xl font-extrabold wrap-anywhere text-brand-950 sm:text-2xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <DailyChart daily={daily} />
      <section aria-labelledby="goals-title" className="space-y-2">
        <h2 id="goals-title" className="text-lg font-bold text-brand-950">
          Goals
        </h2>
        <table
          aria-labelledby="goals-title"
          className="w-full rounded-2xl border border-slate-200 bg-white text-sm shadow-sm"
        >
          <thead className="text-left text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="p-2 font-semibold">
                Goal
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Times
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {goals.map((goal) => (
              <tr key={goal.goal}>
                <th scope="row" className="p-2 text-left font-medium text-slate-900">
                  {goal.label}
                </th>
                <td className="p-2 text-right tabular-nums">{goal.count}</td>
                <td className="p-2 text-right tabular-nums">{goal.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <CountTable
          id="sources"
          title="Where visitors came from"
          name="Source"
          rows={loaderData.sources}
          conversion
        />
        <CountTable
          id="landings"
          title="Pages they landed on"
          name="Page"
          rows={loaderData.landings}
          conversion
        />
        <CountTable id="pages" title="Top pages" name="Page" rows={loaderData.pages} />
        <CountTable
          id="campaigns"
          title="Campaigns"
          name="Campaign"
          rows={loaderData.campaigns}
          conversion
          empty="No visit came with a campaign (utm_campaign in its address)."
        />
        <CountTable
          id="referrers"
          title="Sites that sent visitors"
          name="Site"
          rows={loaderData.referrers}
          empty="No visit came from a link on another site."
        />
        <CountTable id="languages" title="Languages" name="Language" rows={loaderData.languages} />
        <CountTable id="devices" title="Phones and desktops" name="Device" rows={loaderData.devices} />
      </div>
    </AdminPage>
  );
}
