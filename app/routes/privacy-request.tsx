import { useSearchParams } from "react-router";
import type { Route } from "./+types/privacy-request";
import { HoneypotField } from "~/components/honeypot-field";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { EmailInput, Field, Notice } from "~/components/ui/field";
import { page } from "~/config/pages";
import { PRIVACY_REQUEST_KINDS } from "~/config/privacy";
import { langOfRequest, localPath } from "~/i18n/languages";
import { privacyNoticeFor } from "~/i18n/privacy";
import { stringsFor } from "~/i18n/strings";
import { formPageHeaders, sentUrl, wasSent } from "~/lib/forms";
import { CONTACT_LIMITS } from "~/lib/schemas/limits";
import { privacyRequestSchema } from "~/lib/schemas/privacy-request";
import { pageMetaTags } from "~/lib/seo";
import { siteOf, useLocalPath, useSite } from "~/lib/site-context";
import { requestContext, servicesContext } from "~/server/context.server";
import { handleFormSubmission } from "~/server/form-submission.server";
import { receiveRequest } from "~/server/privacy/requests.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMetaTags(siteOf(matches), page("privacyRequest"));

export const headers: Route.HeadersFunction = formPageHeaders;

/** Where the form sits on its page: a refused post and the answer land there. */
const ANCHOR = "request";

/**
 * A visitor asks about their data (issue 27): an address and what they want. The answer is the
 * same whether or not anything is held for the address; a link to it confirms the request. A plain
 * form: it works the same with and without JavaScript, and the site script leaves it alone.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfRequest(request);
  return handleFormSubmission(request, {
    form: "privacy-request",
    lang,
    schema: privacyRequestSchema(lang),
    limits: { email: CONTACT_LIMITS.email, kind: 8 },
    clientAddress: context.get(requestContext).clientAddress,
    services: context.get(servicesContext),
    successUrl: sentUrl(localPath(lang, "/privacy/request"), ANCHOR),
    failedMessage: stringsFor(lang).toasts.contactFailed,
    store: (db, input, clientHash) => receiveRequest(db, { ...input, lang, clientHash }),
  });
}

export default function PrivacyRequest({ actionData }: Route.ComponentProps) {
  const site = useSite();
  const local = useLocalPath();
  const words = privacyNoticeFor(site.lang).request;
  const [searchParams] = useSearchParams();
  const sent = wasSent(searchParams);
  const errors = actionData?.status === "error" ? actionData.fieldErrors : {};
  const values = actionData?.status === "error" ? (actionData.values ?? {}) : {};
  const formError = actionData?.status === "error" ? actionData.formError : undefined;
  return (
    <>
      <PageHero hero={{ title: words.title, subtitle: words.intro }} />
      <section id={ANCHOR} className="scroll-mt-24 py-12 sm:py-16">
        <div className="container-page">
          <div className="mx-auto max-w-xl space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            {sent && (
              <Notice tone="success" title={words.sent}>
                {words.sentHint}
              </Notice>
            )}
            {formError && (
              <Notice tone="error" title={formError.title}>
                {formError.description}
              </Notice>
            )}
            <form
              method="post"
              action={`${local("/privacy/request")}#${ANCHOR}`}
              className="space-y-5"
              noValidate
            >
              <HoneypotField />
              <Field id="request-email" label={words.emailLabel} required error={errors.email}>
                {(control) => <EmailInput {...control} name="email" defaultValue={values.email} />}
              </Field>
              <fieldset
                aria-describedby={errors.kind ? "request-kind-error" : undefined}
                aria-invalid={errors.kind ? true : undefined}
                className="space-y-2"
              >
                <legend className="mb-2 font-semibold text-slate-800">{words.kindLegend}</legend>
                {PRIVACY_REQUEST_KINDS.map((kind) => (
                  <label
                    key={kind}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 has-checked:border-brand-500 has-checked:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      required
                      defaultChecked={values.kind === kind}
                      className="size-5 accent-brand-600"
                    />
                    {words.kinds[kind]}
                  </label>
                ))}
                {errors.kind && (
                  <p id="request-kind-error" className="text-sm font-medium text-red-700">
                    {errors.kind}
                  </p>
                )}
              </fieldset>
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                {words.submit}
              </Button>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}
