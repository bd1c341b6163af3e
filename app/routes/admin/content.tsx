import type { Route } from "./+types/content";
import { AdminCard, AdminPage } from "~/components/admin/admin-shell";
import { adminMeta } from "~/lib/admin";
import { formatIst } from "~/lib/ist";
import { servicesContext } from "~/server/context.server";
import { SECTIONS } from "~/server/content/sections.server";
import { openSection } from "~/server/content/store.server";
import { requireStaffPage } from "~/server/staff/session.server";

/** What the site says, part by part: each with what visitors see now and whether a draft waits. */

export const meta: Route.MetaFunction = () => adminMeta("Content");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const db = await services.db();
  const sections = await Promise.all(
    Object.entries(SECTIONS).map(async ([id, definition]) => {
      const opened = await openSection(db, id);
      return {
        id,
        label: definition.label,
        adminOnly: definition.adminOnly,
        version: opened.published.version,
        publishedAt: formatIst(opened.published.publishedAt),
        draft: opened.draft ? { by: opened.draft.updatedBy, at: formatIst(opened.draft.updatedAt) } : null,
      };
    }),
  );
  return { sections };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Content">
      <p className="text-slate-700">
        Everything the site says about the business. Change a part, preview it as visitors will see it, and
        publish it: every page shows it within seconds.
      </p>
      <AdminCard id="sections" title="Parts of the site">
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
          {loaderData.sections.map((section) => (
            <li key={section.id} className="p-4">
              <a
                href={`/admin/content/${section.id}`}
                className="text-lg font-semibold text-brand-700 underline"
              >
                {section.label}
              </a>
              <p className="mt-1 text-sm text-slate-700">
                Version {section.version} on the site since {section.publishedAt}.
                {section.draft &&
                  ` A draft by ${section.draft.by} (${section.draft.at}) waits to be published.`}
                {section.adminOnly && " Changed by admins."}
              </p>
            </li>
          ))}
        </ul>
      </AdminCard>
    </AdminPage>
  );
}
