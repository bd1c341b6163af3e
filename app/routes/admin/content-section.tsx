import { Eye, History, Trash2, Upload } from "lucide-react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/content-section";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { BusinessForm } from "~/components/admin/business-form";
import { FaqsForm } from "~/components/admin/faqs-form";
import { JobsForm } from "~/components/admin/jobs-form";
import { TextsForm } from "~/components/admin/texts-form";
import { ServicesForm } from "~/components/admin/services-form";
import { adminMeta } from "~/lib/admin";
import {
  type ContentForm,
  fieldOfText,
  type FormValues,
  misalignedLists,
  postedValues,
} from "~/lib/content-forms/form";
import { SECTION_FORMS } from "~/lib/content-forms/section-forms";
import { formatIst, istDate } from "~/lib/ist";
import { servicesContext } from "~/server/context.server";
import { PREVIEW_PARAMETER } from "~/server/content/page-content.server";
import { type SectionId, SECTIONS } from "~/server/content/sections.server";
import {
  type ChangeResult,
  discardDraft,
  type Editor,
  mayChange,
  openSection,
  publishSection,
  restoreVersion,
  saveDraft,
  sectionHistory,
} from "~/server/content/store.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";

/*
 * One section of the site's content, as the owner edits it (issue 25): the form (the draft if
 * there is one, else what is published), Save draft, Preview, Publish, Discard draft, and the
 * history of what was published, each version with Restore. Plain forms: all of it works without
 * JavaScript.
 */

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? loaderData.label : "Content");

/** Each section's form, and the public page its preview opens first: the one that shows most of it. */
const EDITING: Record<SectionId, { form: ContentForm<never>; preview: string }> = {
  business: { form: SECTION_FORMS.business, preview: "/contact" },
  services: { form: SECTION_FORMS.services, preview: "/services" },
  jobs: { form: SECTION_FORMS.jobs, preview: "/careers" },
  faqs: { form: SECTION_FORMS.faqs, preview: "/contact" },
  pages: { form: SECTION_FORMS.pages, preview: "/" },
  texts: { form: SECTION_FORMS.texts, preview: "/services" },
};

/** Each section's fields (components/admin/). */
const FIELDS: Record<SectionId, typeof BusinessForm> = {
  business: BusinessForm,
  services: ServicesForm,
  jobs: JobsForm,
  faqs: FaqsForm,
  pages: TextsForm,
  texts: TextsForm,
};

function sectionOf(id: string | undefined) {
  if (!id || !Object.hasOwn(SECTIONS, id)) throw data("There is no such part of the site.", { status: 404 });
  const section = id as SectionId;
  return { id: section, definition: SECTIONS[section], ...EDITING[section] };
}

const previewHref = (id: SectionId) => `${EDITING[id].preview}?${PREVIEW_PARAMETER}=${id}`;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  const { id, definition, form } = sectionOf(params.section);
  const db = await services.db();
  const [opened, history] = await Promise.all([openSection(db, id), sectionHistory(db, id)]);
  return {
    id,
    label: definition.label,
    token: opened.token,
    values: form.values((opened.draft?.data ?? opened.published.data) as never),
    published: {
      version: opened.published.version,
      by: opened.published.publishedBy,
      at: formatIst(opened.published.publishedAt),
    },
    draft: opened.draft ? { by: opened.draft.updatedBy, at: formatIst(opened.draft.updatedAt) } : null,
    history: history.map((version) => ({
      version: version.version,
      by: version.publishedBy ?? (version.note === "seeded" ? "First start" : "Command line"),
      at: formatIst(version.publishedAt),
      atIso: version.publishedAt.toISOString(),
      note: version.note,
    })),
    canSave: mayChange(definition, staff.role, "draft"),
    canPublish: mayChange(definition, staff.role, "publish"),
    previewHref: previewHref(id),
  };
}

/**
 * A refused change: the notice, each field's message, what was typed, and the token the form was
 * opened with. The form shows them again with that token, not the current one: without
 * JavaScript the page's data is read afresh after the post, and a form that took the new token
 * would then save over whatever someone else changed meanwhile.
 */
type Refused = ActionNoticeData & { fields: Record<string, string>; values: FormValues; token: string };

const answer = (notice: Omit<ActionNoticeData, "id">, status = 200) => data(actionNotice(notice), { status });

/** What a refused change says: the fields to mend, someone else's change, or the role. */
function refusal(
  result: Exclude<ChangeResult, { status: "done" }>,
  posted: { values: FormValues; token: string },
  fieldOf: (path: string) => string,
) {
  const refused = (
    notice: Omit<ActionNoticeData, "id">,
    status: number,
    fields: Record<string, string> = {},
  ) => data<Refused>({ ...actionNotice(notice), fields, ...posted }, { status });
  switch (result.status) {
    case "invalid": {
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(result.fields)) {
        fields[fieldOfText(path, fieldOf(path))] ??= message;
      }
      return refused(
        { tone: "error", title: "Not saved", description: "Check the fields marked below." },
        400,
        fields,
      );
    }
    case "conflict":
      return refused({ tone: "error", title: "Not saved", description: result.message }, 409);
    case "forbidden":
      return refused({ tone: "error", title: "Nothing changed", description: result.message }, 403);
    case "missing":
      return refused({ tone: "error", title: "Nothing changed", description: result.message }, 409);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services);
  const { id, definition, form: sectionForm } = sectionOf(params.section);
  const form = (await request.formData().catch(() => null)) ?? new FormData();
  const intent = form.get("intent");
  const token = typeof form.get("token") === "string" ? (form.get("token") as string) : "";
  const nowhere = () => "";
  const editor: Editor = { email: staff.email, role: staff.role };
  const db = await services.db();

  if (intent === "discard") {
    const result = await discardDraft(db, { section: id, token, editor });
    if (result.status !== "done") return refusal(result, { values: {}, token }, nowhere);
    return answer({
      tone: "success",
      title: "Draft discarded",
      description: "The form shows what is published.",
    });
  }
  if (intent === "restore") {
    const posted = form.get("version");
    // A version is a whole number as History lists it; anything else names none.
    const version = typeof posted === "string" && /^\d{1,9}$/.test(posted) ? Number(posted) : 0;
    const result = await restoreVersion(db, { section: id, version, token, editor });
    if (result.status !== "done") return refusal(result, { values: {}, token }, nowhere);
    return answer({
      tone: "success",
      title: `Version ${version} is the draft`,
      description: "Check it below, then publish it to show it on the site.",
    });
  }
  if (intent !== "save" && intent !== "preview" && intent !== "publish") {
    return answer(
      { tone: "error", title: "Nothing changed", description: "This page does not know that action." },
      400,
    );
  }
  const values = postedValues(form, sectionForm.lists);
  const opened = await openSection(db, id);
  const stored = (opened.draft?.data ?? opened.published.data) as never;
  const { input, fieldOf } = sectionForm.read(values, istDate(new Date()), stored);
  const misaligned = misalignedLists(values);
  if (Object.keys(misaligned).length > 0) {
    return data<Refused>(
      {
        ...actionNotice({ tone: "error", title: "Not saved", description: "Check the fields marked below." }),
        fields: misaligned,
        values,
        token,
      },
      { status: 400 },
    );
  }
  if (intent === "publish") {
    const result = await publishSection(db, { section: id, input, token, editor });
    if (result.status !== "done") return refusal(result, { values, token }, fieldOf);
    // Here at once, and on every other instance by NOTIFY: the pages are rendered again.
    await services.content.published(db);
    return answer({
      tone: "success",
      title: "Published",
      description: `The site shows ${definition.label} as you see them below, on every page, from now on.`,
    });
  }
  const result = await saveDraft(db, { section: id, input, token, editor });
  if (result.status !== "done") return refusal(result, { values, token }, fieldOf);
  if (intent === "preview") return redirect(previewHref(id));
  return answer({
    tone: "success",
    title: "Draft saved",
    description: "Visitors still see what is published. Preview it, then publish it when it is right.",
  });
}

const refusedChange = (result: unknown) =>
  typeof result === "object" &&
  result !== null &&
  "values" in result &&
  Object.keys((result as Refused).values).length
    ? (result as Refused)
    : null;

export default function ContentSection({ loaderData, actionData }: Route.ComponentProps) {
  const { id, label, draft, published, history, canSave, canPublish, previewHref } = loaderData;
  const Fields = FIELDS[id];
  // A refused form shows what was typed, with the token it was opened with; anything else, what is stored now.
  const refused = refusedChange(actionData);
  const values = refused?.values ?? loaderData.values;
  const token = refused?.token ?? loaderData.token;
  const formKey = refused ? `typed ${refused.id}` : `stored ${token}`;
  return (
    <AdminPage title={label}>
      <p>
        <a href="/admin/content" className="font-semibold text-brand-700 underline">
          All content
        </a>
      </p>
      <ActionNotice result={actionData} />
      {draft ? (
        // Where the form stands, not news: no live region.
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">You are editing a draft</p>
          <p className="mt-1">
            Saved by {draft.by} on {draft.at}. Visitors see version {published.version} until you publish it.{" "}
            <a href={previewHref} className="font-semibold underline">
              Preview the draft
            </a>
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Visitors see version {published.version}, published on {published.at}
          {published.by ? ` by ${published.by}` : ""}.
        </p>
      )}
      <AdminCard id="form" title={canSave ? "Edit" : "What the site shows"}>
        {!canSave && <p className="text-sm text-slate-700">Only an admin can change {label}.</p>}
        <Form method="post" key={formKey} className="space-y-6">
          <input type="hidden" name="token" value={token} />
          <Fields values={values} errors={refused?.fields ?? {}} readOnly={!canSave} />
          {canSave && (
            <div className="flex flex-wrap gap-2">
              <SubmitButton name="intent" value="save" variant="outline">
                Save draft
              </SubmitButton>
              <SubmitButton name="intent" value="preview" variant="outline">
                <Eye aria-hidden="true" /> Preview
              </SubmitButton>
              {canPublish && (
                <SubmitButton name="intent" value="publish">
                  <Upload aria-hidden="true" /> Publish
                </SubmitButton>
              )}
            </div>
          )}
        </Form>
        {draft && canPublish && (
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <SubmitButton name="intent" value="discard" variant="outline">
              <Trash2 aria-hidden="true" /> Discard draft
            </SubmitButton>
          </Form>
        )}
      </AdminCard>
      <AdminCard id="history" title="History">
        <p className="text-sm text-slate-700">
          Every version that was published, newest first (India time). Restore makes a version the draft, to
          check and publish again.
        </p>
        <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
          {history.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <p>
                <span className="font-semibold text-brand-950">
                  <History aria-hidden="true" className="mr-1 inline size-4" />
                  Version {entry.version}
                  {entry.version === published.version && " (on the site)"}
                </span>
                <br />
                <span className="text-sm text-slate-700">
                  <time dateTime={entry.atIso}>{entry.at}</time>, {entry.by}
                </span>
              </p>
              {canSave && entry.version !== published.version && (
                <Form method="post">
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="version" value={entry.version} />
                  <SubmitButton name="intent" value="restore" variant="outline">
                    Restore<span className="sr-only"> version {entry.version}</span>
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ol>
      </AdminCard>
    </AdminPage>
  );
}
