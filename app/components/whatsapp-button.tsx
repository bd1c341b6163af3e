import { MessageCircle } from "lucide-react";
import { whatsappLink } from "~/lib/links";
import { whatsappMessages } from "~/content/whatsapp";

/**
 * The floating chat button, on every page. On a phone a round button at the
 * bottom right lay over the text of every screen; there it is a tab on the
 * screen's right edge instead, in the margin the page's column leaves it
 * (app.css, `container-page`), so no text passes under it at any scroll
 * position (tests/e2e/layout.spec.ts). From 640 px up, a round button.
 */
export function WhatsAppButton() {
  return (
    <aside aria-label="WhatsApp chat">
      <a
        href={whatsappLink(whatsappMessages.greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="fixed right-0 bottom-4 z-30 flex h-14 w-(--whatsapp-tab-width) items-center justify-center rounded-l-2xl bg-whatsapp-dark text-white shadow-lg ring-2 ring-white transition-transform hover:scale-105 sm:right-6 sm:bottom-6 sm:w-14 sm:rounded-full sm:ring-4"
      >
        <MessageCircle aria-hidden="true" className="size-5 sm:size-7" />
      </a>
    </aside>
  );
}
