import type { ReactNode } from "react";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { WhatsAppButton } from "~/components/whatsapp-button";
import { useStrings } from "~/lib/site-context";

export function SiteShell({ children }: { children: ReactNode }) {
  const t = useStrings();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.shell.skipToContent}
      </a>
      <SiteHeader />
      {/*
        Before the page's content, so it arrives with the first screen it floats over (the end of a
        long page, /services, comes a round trip later); in the Tab order it follows the site's menu,
        and "Skip to content" passes it.
      */}
      <WhatsAppButton />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* The site script's notifications appear here (browser/toasts.ts). */}
      <section
        data-notification-area=""
        aria-label={t.shell.notifications}
        aria-live="polite"
        aria-relevant="additions text"
      />
    </>
  );
}
