import { MessageCircle } from "lucide-react";
import { whatsappLink } from "~/lib/links";
import { whatsappMessages } from "~/content/whatsapp";

/** The floating chat button, bottom right on every page. */
export function WhatsAppButton() {
  return (
    <aside aria-label="WhatsApp chat">
      <a
        href={whatsappLink(whatsappMessages.greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp-dark text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
