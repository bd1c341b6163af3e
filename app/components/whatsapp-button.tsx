import { MessageCircle } from "~/components/icon";
import { whatsappLink } from "~/lib/links";
import { useSite, useStrings } from "~/lib/site-context";

/**
 * The floating chat button, on every page. On a phone a round button at the
 * bottom right lay over the text of every screen; there it is a tab on the
 * screen's right edge instead, in the margin the page's column leaves it
 * (app.css, `container-page`), so no text passes under it at any scroll
 * position (tests/e2e/layout.spec.ts). From 640 px up, a round button.
 */
export function WhatsAppButton() {
  const site = useSite();
  const t = useStrings();
  return (
    <aside aria-label={t.shell.whatsappChat}>
      <a
        href={whatsappLink(site.whatsapp, t.whatsapp.greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.shell.whatsappButton}
        className="whatsapp-button"
      >
        <MessageCircle className="size-5 sm:size-7" />
      </a>
    </aside>
  );
}
