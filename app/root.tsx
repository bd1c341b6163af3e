import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import fontUrl from "~/fonts/generated/jakarta-core.woff2?url";
// Each built on its own, as one small file (see browser/site-script.ts): one per language.
import englishSiteScriptUrl from "~/browser/site-script-en.ts?worker&url";
import hindiSiteScriptUrl from "~/browser/site-script-hi.ts?worker&url";
import { SiteShell } from "~/components/site-shell";
import { NotFoundContent } from "~/components/not-found-content";
import { HEAD_SCRIPT, MANIFEST_HREF, SITE_SCRIPT_ATTRIBUTE } from "~/lib/head-script";
import { type RootData, SiteContext } from "~/lib/site-context";
import { THEME_COLOR } from "~/lib/site-details";
import { pageContent } from "~/server/content/page-content.server";
import { useNonce } from "~/lib/nonce";
import { isBackOfficePath } from "~/lib/admin";
import { usePageStyles } from "~/lib/page-styles";
import { svgDataUrl } from "~/lib/svg-data-url";
import { type Lang, langOfPath, LOCALES } from "~/i18n/languages";
import { stringsFor } from "~/i18n/strings";
import faviconSvg from "../public/favicon.svg?raw";
import "./app.css";

/*
 * No request for the page's furniture before it shows (decision 17): the
 * favicon is in the page (272 bytes of SVG; /favicon.ico stays for browsers
 * that look there), and the manifest is linked after the first paint by the
 * head script, or here in <noscript> for a browser without JavaScript.
 */
const pageLinks = [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: svgDataUrl(faviconSvg), type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
] as const;

export const links: Route.LinksFunction = () => [...pageLinks];

/** What every page says about the business, from the published content (or a staff member's preview of a draft). */
export function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  return pageContent(request, context);
}

/**
 * A public page does not preload the font: a first page is drawn without it,
 * and a later one finds it in the cache (app.css, `data-font`).
 */
const publicPageLinks = pageLinks.filter((link) => link.rel !== "preload");

const noScriptCss = "[data-site-header]{background:#fff;box-shadow:0 4px 6px -1px rgb(0 0 0 / .1)}";

/**
 * Browsers that know the Speculation Rules API fetch a page of the site as
 * soon as a visitor points at or touches its link, so the page load that
 * follows is instant; the back office and the files are left alone. Others
 * ignore it.
 */
/** The site script of each language's pages: the forms' words in that language alone. */
const SITE_SCRIPTS: Record<Lang, string> = { en: englishSiteScriptUrl, hi: hindiSiteScriptUrl };

const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/admin{/*}?" } },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[target=_blank], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * Every page is rendered here on the server. A public page reaches the
 * browser as HTML, the rules of the stylesheet it uses (worked out at build
 * time, scripts/page-styles/) and the site script, loaded after the first
 * paint: no React and no React Router. The back office links the stylesheet
 * and runs React (decision 26).
 */
export function Layout({ children }: { children: ReactNode }) {
  const backOffice = useIsBackOffice();
  const styles = usePageStyles();
  // Server-rendered pages allow their inline scripts by this nonce; prerendered ones by hash (server/security-headers.ts).
  const nonce = useNonce();
  const rootData = useRouteLoaderData("root") as RootData | undefined;
  const preview = rootData?.preview;
  // From the address, not the loader's data: a page whose loader failed is in its language too.
  const lang = langOfPath(useLocation().pathname);
  return (
    <html lang={LOCALES[lang].html} {...(backOffice ? {} : { "data-font": "fallback" })}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* A staff member's look at a draft: never for search engines (entry.server.tsx keeps it out of caches). */}
        {preview && <meta name="robots" content="noindex" />}
        <Meta />
        {styles === null ? (
          <Links />
        ) : (
          <>
            {publicPageLinks.map((link) => (
              <link key={link.rel} {...link} />
            ))}
            <style dangerouslySetInnerHTML={{ __html: styles }} />
          </>
        )}
        <script
          type="speculationrules"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: speculationRules }}
        />
        {/* Loads the site script after the first paint (lib/head-script.ts). */}
        <script
          nonce={nonce}
          {...{ [SITE_SCRIPT_ATTRIBUTE]: SITE_SCRIPTS[lang] }}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }}
        />
        <noscript>
          {/* Without JavaScript the header cannot watch the scroll, so it stays opaque. */}
          <style>{noScriptCss}</style>
          <link rel="manifest" href={MANIFEST_HREF} />
        </noscript>
      </head>
      <body>
        <SiteContext value={rootData?.site ?? null}>{children}</SiteContext>
        {backOffice && <ScrollRestoration nonce={nonce} />}
        {backOffice && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

/** The back office draws its own frame (components/admin/admin-shell.tsx). */
const useIsBackOffice = () => isBackOfficePath(useLocation().pathname);

export default function App() {
  const { preview } = useRouteLoaderData("root") as RootData;
  if (useIsBackOffice()) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
      {preview && <PreviewBar section={preview} />}
    </SiteShell>
  );
}

/** Says, on every page of a preview, that visitors do not see it, and leads back to the draft. */
function PreviewBar({ section }: { section: string }) {
  return (
    <aside
      aria-label="Preview"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-100 px-4 py-3 text-center text-sm text-amber-950 shadow-lg"
    >
      <p>Preview of a draft: visitors do not see it until it is published.</p>
      <a href={`/admin/content/${section}`} className="font-semibold underline">
        Back to the draft
      </a>
    </aside>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const backOffice = useIsBackOffice();
  // No content to draw the site with (a new instance whose database is down): a plain page says so.
  const rootData = useRouteLoaderData("root") as RootData | undefined;
  const unavailable = stringsFor(langOfPath(useLocation().pathname)).unavailable;
  if (!rootData) {
    return (
      <main id="main" className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-950">{unavailable.title}</h1>
        <p className="mt-4 text-slate-600">{unavailable.text}</p>
      </main>
    );
  }
  // In the browser, for the developer tools; on the server, entry.server.tsx's handleError logs it.
  if (!import.meta.env.SSR && !notFound && !isRouteErrorResponse(error)) console.error(error);
  if (backOffice && isRouteErrorResponse(error)) {
    return (
      <main id="main" className="container-page py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-950">
          {error.status === 403 ? "Not allowed" : "Not found"}
        </h1>
        <p className="mt-4 text-slate-600">
          {typeof error.data === "string" ? error.data : "There is nothing here."}
        </p>
        <a href="/admin" className="mt-8 inline-block font-semibold text-brand-700 underline">
          Back to the back office
        </a>
      </main>
    );
  }
  const words = stringsFor(rootData.site.lang).failed;
  return (
    <SiteShell>
      {notFound ? (
        <NotFoundContent />
      ) : (
        <section className="container-page pt-36 pb-24 text-center">
          <h1 className="text-3xl font-bold text-brand-950">{words.title}</h1>
          <p className="mt-4 text-slate-600">{words.text}</p>
          <a
            href={rootData.site.lang === "hi" ? "/hi" : "/"}
            className="mt-8 inline-block font-semibold text-brand-700 underline"
          >
            {words.home}
          </a>
        </section>
      )}
    </SiteShell>
  );
}
