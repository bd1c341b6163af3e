import { MessageCircle } from "~/components/icon";
import { whatsappLink } from "~/lib/links";
import { useSite } from "~/lib/site-context";
import { whatsappMessages } from "~/content/whatsapp";

/**
 * The floating chat button, on every page. On a phone a round button at the
 * bottom right lay over the text of every screen; there it is a tab on the
 * screen's right edge instead, in the margin the page's column leaves it
 * (app.css, `container-page`), so no text passes under it at any scroll
 * position (tests/e2e/layout.spec.ts). From 640 px up, a round button.
 */
export function WhatsAppButton() {
  const site = useSite();
  return (
    <aside aria-label="WhatsApp chat">
      <a
        href={whatsappLink(site.whatsapp, whatsappMessages.greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="whatsapp-button"
      >
        <MessageCircle className="size-5 sm:size-7" />
      </a>
    </aside>
  );
}
