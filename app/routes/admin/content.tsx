import type { Route } from "./+types/content";
import { AdminCard, AdminPage } from "~/components/admin/admin-shell";
import { adminMeta } from "~/lib/admin";
import { formatIst } from "~/lib/ist";
import { servicesContext } from "~/server/context.server";
import { SECTIONS } from "~/server/content/sections.server";
import { openSection } from "~/server/content/store.server";
import { requireStaffPage } from "~/server/staff/session.server";
import { fieldId, missingHindi, SECTION_FORMS } from "~/lib/content-forms/section-forms";
import type { SectionId } from "~/server/content/sections.server";

/** What the site says, part by part: each with what visitors see now and whether a draft waits. */

export const meta: Route.MetaFunction = () => adminMeta("Content");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services, { url });
  const db = await services.db();
  const sections = await Promise.all(
    Object.entries(SECTIONS).map(async ([id, definition]) => {
      const opened = await openSection(db, id);
      // What the owner would edit: the draft where there is one.
      const shown = opened.draft?.data ?? opened.published.data;
      const missing = missingHindi(SECTION_FORMS[id as SectionId].values(shown as never)).map((text) => ({
        href: `/admin/content/${id}#${fieldId(id, text.field)}`,
        english: text.english.length > 80 ? `${text.english.slice(0, 79)}…` : text.english,
      }));
      return {
        missing,
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

/** The texts of a part with no Hindi yet, each a link to its Hindi field: the Hindi pages show their English. */
function MissingHindi({ texts }: { texts: { href: string; english: string }[] }) {
  if (texts.length === 0) return <p className="mt-1 text-sm text-slate-700">Every text is in Hindi too.</p>;
  return (
    <details className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-amber-900">
        {texts.length === 1 ? "1 text has" : `${texts.length} texts have`} no Hindi yet: the Hindi pages show
        {texts.length === 1 ? " its" : " their"} English
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {texts.map((text, index) => (
          <li key={index}>
            <a href={text.href} className="text-brand-700 underline">
              {text.english}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
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
              <MissingHindi texts={section.missing} />
            </li>
          ))}
        </ul>
      </AdminCard>
    </AdminPage>
  );
}
