import { Plus, Save } from "lucide-react";
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/templates";
import { ActionNotice, type ActionNoticeData, actionNotice } from "~/components/admin/action-notice";
import { AdminCard, AdminPage, SubmitButton } from "~/components/admin/admin-shell";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { Field, Input, NativeSelect, Textarea } from "~/components/ui/field";
import { CHECKED } from "~/lib/schemas/text";
import { audit } from "~/server/staff/audit.server";
import { acknowledgeSenders, setAcknowledgeSenders } from "~/server/staff/settings.server";
import { PLAIN_LINES_MESSAGE, plainLines, TEMPLATE_LIMITS, TEMPLATE_NAME_SLOT } from "~/config/leads";
import { LANGUAGES, LOCALES } from "~/i18n/languages";
import { adminMeta } from "~/lib/admin";
import { servicesContext } from "~/server/context.server";
import { deleteTemplate, listTemplates, saveTemplate } from "~/server/staff/leads.server";
import { requireStaffAction, requireStaffPage } from "~/server/staff/session.server";

export const meta: Route.MetaFunction = () => adminMeta("Reply templates");

/**
 * The owner's reply templates (issue 28): chosen on a lead, one opens WhatsApp or an e-mail with
 * its text, the visitor's name in place of {name}. Every staff member reads them; admins write them.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(request, services, { url });
  const db = await services.db();
  const [templates, acknowledge] = await Promise.all([listTemplates(db), acknowledgeSenders(db)]);
  return {
    canEdit: staff.role === "admin",
    acknowledge,
    templates: templates.map(({ id, name, language, text }) => ({ id, name, language, text })),
  };
}

const TemplateId = z.coerce.number().int().positive().max(2_147_483_647);

const TemplateFields = {
  name: z
    .string("Give the template a name.")
    .trim()
    .min(1, "Give the template a name.")
    .max(TEMPLATE_LIMITS.name, `A name is at most ${TEMPLATE_LIMITS.name} characters.`)
    .refine(plainLines, PLAIN_LINES_MESSAGE),
  language: z.enum(LANGUAGES, "Choose English or Hindi."),
  text: z
    .string("Write the template's text.")
    .trim()
    .min(1, "Write the template's text.")
    .max(TEMPLATE_LIMITS.text, `A template is at most ${TEMPLATE_LIMITS.text} characters.`)
    .refine(plainLines, PLAIN_LINES_MESSAGE),
};

const TemplateFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...TemplateFields }),
  z.object({ intent: z.literal("save"), id: TemplateId, ...TemplateFields }),
  z.object({ intent: z.literal("delete"), id: TemplateId }),
  // A checkbox sends its value only when ticked.
  z.object({ intent: z.literal("acknowledge"), on: z.literal(CHECKED).optional() }),
]);

type Answer = { notice: ActionNoticeData; errors?: Record<string, string>; form?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffAction(request, services, { role: "admin" });
  const form = await request.formData().catch(() => null);
  const fields = Object.fromEntries(form ?? []);
  const parsed = TemplateFormSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message]),
    );
    return data<Answer>(
      {
        notice: actionNotice({ tone: "error", title: "Not saved", description: Object.values(errors)[0] }),
        errors,
        form: typeof fields.id === "string" ? fields.id : "new",
      },
      { status: 400 },
    );
  }
  const db = await services.db();
  const input = parsed.data;
  const gone = () =>
    data<Answer>(
      {
        notice: actionNotice({
          tone: "error",
          title: "Not saved",
          description: "That template was deleted meanwhile.",
        }),
      },
      { status: 404 },
    );
  switch (input.intent) {
    case "acknowledge": {
      const on = input.on === CHECKED;
      await setAcknowledgeSenders(db, on);
      await audit(db, {
        actor: staff.email,
        action: "setting-change",
        target: `thank-you e-mails: ${on ? "on" : "off"}`,
      });
      return data<Answer>({
        notice: actionNotice({
          tone: "success",
          title: "Saved",
          description: on
            ? "Each sender who gives an e-mail address is thanked, with their reference number."
            : "Senders are no longer e-mailed a thank-you.",
        }),
      });
    }
    case "add":
    case "save": {
      const saved = await saveTemplate(db, {
        id: input.intent === "add" ? null : input.id,
        name: input.name,
        language: input.language,
        text: input.text,
        actor: staff.email,
      });
      if (!saved) return gone();
      return data<Answer>({
        notice: actionNotice({
          tone: "success",
          title: input.intent === "add" ? "Template added" : "Template saved",
          description: `“${input.name}” can be chosen on every lead.`,
        }),
      });
    }
    case "delete": {
      if (!(await deleteTemplate(db, input.id, staff.email))) return gone();
      return data<Answer>({ notice: actionNotice({ tone: "success", title: "Template deleted" }) });
    }
  }
}

interface TemplateValues {
  id?: number;
  name: string;
  language: string;
  text: string;
}

function TemplateForm({
  template,
  errors,
  readOnly,
}: {
  template: TemplateValues;
  errors: Record<string, string>;
  readOnly: boolean;
}) {
  const key = template.id === undefined ? "new" : String(template.id);
  return (
    <Form method="post" className="space-y-3">
      {template.id !== undefined && <input type="hidden" name="id" value={template.id} />}
      <Field id={`template-${key}-name`} label="Name" required error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            maxLength={TEMPLATE_LIMITS.name}
            defaultValue={template.name}
            readOnly={readOnly}
          />
        )}
      </Field>
      <Field id={`template-${key}-language`} label="Language" required error={errors.language}>
        {({ required: _required, ...control }) => (
          <NativeSelect {...control} name="language" defaultValue={template.language} disabled={readOnly}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LOCALES[language].english}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        id={`template-${key}-text`}
        label="Text"
        required
        error={errors.text}
        hint={`${TEMPLATE_NAME_SLOT} becomes the visitor's name.`}
      >
        {(control) => (
          <Textarea
            {...control}
            name="text"
            maxLength={TEMPLATE_LIMITS.text}
            defaultValue={template.text}
            readOnly={readOnly}
            lang={template.language === "hi" ? LOCALES.hi.html : undefined}
            className="min-h-28"
          />
        )}
      </Field>
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {template.id === undefined ? (
            <SubmitButton name="intent" value="add">
              <Plus aria-hidden="true" /> Add template
            </SubmitButton>
          ) : (
            <>
              <SubmitButton name="intent" value="save">
                <Save aria-hidden="true" /> Save
              </SubmitButton>
              <ConfirmDelete
                what={`the template ${template.name}`}
                question="Delete this template for good? This cannot be undone."
              />
            </>
          )}
        </div>
      )}
    </Form>
  );
}

export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, canEdit, acknowledge } = loaderData;
  const errorsFor = (key: string) => (actionData?.form === key ? (actionData.errors ?? {}) : {});
  return (
    <AdminPage title="Reply templates">
      <ActionNotice result={actionData?.notice} />
      <p className="text-slate-700">
        On a lead, a template opens WhatsApp or an e-mail with its text and moves a New lead to Contacted.
        {canEdit ? "" : " Only an admin can change them."}
      </p>
      <AdminCard id="thank-you" title="Thank-you e-mails">
        <p className="text-slate-700">
          A visitor who writes in with an e-mail address gets, in their language, their reference number, what
          they sent and when to expect a reply (the sentence &ldquo;When you reply&rdquo; in{" "}
          <a href="/admin/content/business" className="font-semibold text-brand-700 underline">
            Business details
          </a>
          ). At most one an hour to an address; only while e-mail notifications are set up.
        </p>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="acknowledge" />
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="acknowledge"
              name="on"
              value={CHECKED}
              defaultChecked={acknowledge}
              key={String(acknowledge)}
              disabled={!canEdit}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor="acknowledge" className="text-slate-800">
              E-mail each sender a thank-you
            </label>
          </div>
          {canEdit && (
            <SubmitButton>
              <Save aria-hidden="true" /> Save
            </SubmitButton>
          )}
        </Form>
      </AdminCard>
      {templates.map((template) => (
        <AdminCard key={template.id} id={`template-${template.id}`} title={template.name}>
          <TemplateForm template={template} errors={errorsFor(String(template.id))} readOnly={!canEdit} />
        </AdminCard>
      ))}
      {canEdit && (
        <AdminCard id="new-template" title="New template">
          <TemplateForm
            // Emptied once a template was added.
            key={actionData?.notice.tone === "success" ? actionData.notice.id : "new"}
            template={{ name: "", language: "en", text: `Hello ${TEMPLATE_NAME_SLOT}, ` }}
            errors={errorsFor("new")}
            readOnly={false}
          />
        </AdminCard>
      )}
    </AdminPage>
  );
}
