import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import type { ContactInput } from "~/lib/schemas/contact";
import type { Lang } from "~/i18n/languages";
import { storeWithNotification } from "~/server/notifications/outbox.server";
import { storeOnce } from "~/server/same-submission.server";
import { PRIVACY_NOTICE } from "~/config/privacy";

/**
 * A visitor's message, with the owner's notification of it (stored together
 * or not at all); null when this very message is already stored and not yet
 * opened (same-submission.server.ts).
 */
export async function createContactMessage(
  db: Database,
  input: ContactInput & { language?: Lang },
  clientHash: string,
) {
  // The box ticked is the consent, with when and under which notice; unticked, nothing but the reply.
  const { offers, ...message } = input;
  const consent = offers ? { offersConsentAt: sql`now()`, consentNoticeVersion: PRIVACY_NOTICE.version } : {};
  const unread = sql`${contactMessages.readAt} IS NULL AND ${contactMessages.archivedAt} IS NULL`;
  return storeOnce(
    db,
    { form: "contact", input, table: contactMessages, waiting: unread },
    (tx, fingerprint) =>
      storeWithNotification(
        tx,
        async (tx) => {
          const [inserted] = await tx
            .insert(contactMessages)
            .values({ ...message, ...consent, clientHash, fingerprint })
            .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
          if (!inserted) throw new Error("insert returned no row");
          return inserted;
        },
        (inserted) => ({
          event: {
            kind: "contact-message",
            payload: { id: inserted.id, ...message, receivedAt: inserted.createdAt.toISOString() },
          },
          links: { contactMessageId: inserted.id },
        }),
      ),
  );
}
