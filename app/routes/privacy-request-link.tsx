import { data, Link } from "react-router";
import type { Route } from "./+types/privacy-request-link";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { Field, Notice, Textarea } from "~/components/ui/field";
import { page } from "~/config/pages";
import { type Lang, LOCALES, langOfRequest, localPath } from "~/i18n/languages";
import { privacyNoticeFor } from "~/i18n/privacy";
import { parseForm } from "~/lib/schemas/fields";
import { CORRECTION_MAX, correctionSchema } from "~/lib/schemas/privacy-request";
import { useSite } from "~/lib/site-context";
import { servicesContext } from "~/server/context.server";
import { completeRequest, type HeldMessage, openRequest } from "~/server/privacy/requests.server";

/*
 * The page a privacy request's link opens (issue 27). Opening it changes nothing (mail scanners
 * open links too): it says what will happen and asks once more; the button's post does it, and
 * the link is then used up.
 */

export const meta: Route.MetaFunction = ({ location }) => {
  const words = privacyNoticeFor(langOfRequest(new Request(`http://site${location.pathname}`))).request;
  return [{ title: words.confirm.title }, { name: "robots", content: "noindex" }];
};

/**
 * Nobody keeps this page. (Its address holds the secret, but the site's referrer policy already
 * gives other sites the origin alone; "no-referrer" would make the browser post its form with
 * `Origin: null`, which the server refuses as another site's.)
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = await context.get(servicesContext).db();
  const state = await openRequest(db, params.token);
  // A link used up or run out: gone, and said so on the page.
  return data({ lang: langOfRequest(request), state }, { status: state.ok ? 200 : 410 });
}

/** "27 Nov 2026, 3:05 pm" in the page's language, India time. */
const when = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALES[lang].intl, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(date);

const shown = (message: HeldMessage, lang: Lang) => ({
  ...message,
  createdAt: when(message.createdAt, lang),
  offersConsentAt: message.offersConsentAt ? when(message.offersConsentAt, lang) : null,
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langOfRequest(request);
  const db = await context.get(servicesContext).db();
  // Only a correction's page sends words; the others' posts fail this check, which they ignore.
  const parsed = parseForm(correctionSchema(lang), (await request.formData().catch(() => null)) ?? {});
  const correction = parsed.success ? parsed.data.correction : undefined;
  const result = await completeRequest(db, params.token, { correction });
  if (result.kind === "no-correction") {
    return data(
      { error: parsed.success ? undefined : parsed.fieldErrors.correction, result: null },
      { status: 400 },
    );
  }
  const status = result.kind === "gone" ? 410 : 200;
  if (result.kind === "see") {
    return data(
      {
        error: undefined,
        result: { kind: result.kind, messages: result.messages.map((m) => shown(m, lang)) },
      },
      { status },
    );
  }
  return data({ error: undefined, result }, { status });
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <section className="py-12 sm:py-16">
      <div className="container-page">
        <div className="mx-auto max-w-2xl space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </section>
  );
}

export default function PrivacyRequestLink({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { lang, state } = loaderData;
  const words = privacyNoticeFor(site.lang).request;
  const result = actionData?.result;
  const again = (
    <p>
      <Button asChild variant="outline">
        <Link to={localPath(lang, page("privacyRequest").path)}>{words.confirm.again}</Link>
      </Button>
    </p>
  );

  if (result && result.kind !== "gone") {
    return (
      <>
        <PageHero
          hero={{
            title: result.kind === "see" ? words.done.seeTitle : words.kinds[result.kind],
            subtitle:
              result.kind === "see"
                ? words.done.testimonials
                : result.kind === "erase"
                  ? words.done.erased(result.erased)
                  : result.kind === "stop"
                    ? words.done.stopped
                    : words.done.corrected,
          }}
        />
        {result.kind === "see" && (
          <Card>
            {result.messages.length === 0 ? (
              <p className="text-slate-700">{words.done.none}</p>
            ) : (
              <ol className="space-y-6">
                {result.messages.map((message, index) => (
                  <li key={index} className="rounded-2xl bg-slate-50 p-4">
                    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
                      {(
                        [
                          [words.fields.sent, message.createdAt],
                          [words.fields.name, message.name],
                          [words.fields.email, message.email],
                          [words.fields.phone, message.phone || "–"],
                          [words.fields.subject, message.subject || "–"],
                          [words.fields.language, LOCALES[message.language === "hi" ? "hi" : "en"].name],
                          [
                            words.fields.offers,
                            message.offersConsentAt
                              ? words.fields.agreed(
                                  message.offersConsentAt,
                                  message.consentNoticeVersion ?? "–",
                                )
                              : words.fields.notAgreed,
                          ],
                          [words.fields.message, message.message],
                          [words.fields.cameFrom, message.cameFrom || "–"],
                          [words.fields.notes, message.notes.join("\n\n") || "–"],
                        ] as const
                      ).map(([label, value]) => (
                        <div key={label} className="contents">
                          <dt className="font-semibold text-slate-600">{label}</dt>
                          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        )}
      </>
    );
  }

  if (!state.ok || result?.kind === "gone") {
    return (
      <>
        <PageHero hero={{ title: words.confirm.title, subtitle: words.confirm.gone }} />
        <Card>{again}</Card>
      </>
    );
  }

  const { request } = state;
  const intro =
    request.kind === "see"
      ? words.confirm.see
      : request.kind === "erase"
        ? words.confirm.erase(request.messages)
        : request.kind === "stop"
          ? words.confirm.stop
          : words.confirm.correctHint;
  return (
    <>
      <PageHero hero={{ eyebrow: words.kinds[request.kind], title: words.confirm.title, subtitle: intro }} />
      <Card>
        <p className="font-semibold break-all text-brand-950">{words.confirm.for(request.email)}</p>
        {actionData?.error && (
          <Notice tone="error" title={actionData.error}>
            {undefined}
          </Notice>
        )}
        <form method="post" className="space-y-5" noValidate>
          {request.kind === "correct" && (
            <Field
              id="request-correction"
              label={words.confirm.correctLabel}
              required
              error={actionData?.error}
            >
              {(control) => <Textarea {...control} name="correction" rows={6} maxLength={CORRECTION_MAX} />}
            </Field>
          )}
          <Button type="submit" size="lg" className="h-auto min-h-12 py-3 whitespace-normal">
            {words.confirm.buttons[request.kind]}
          </Button>
        </form>
      </Card>
    </>
  );
}
