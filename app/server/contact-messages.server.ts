import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contactMessages, notifications } from "~/server/db/schema";
import { ACKNOWLEDGE_EVERY_MINUTES, ACKNOWLEDGEMENTS_PER_HOUR } from "~/config/leads";
import { leadReference } from "~/lib/reference";
import type { Attribution } from "~/lib/attribution";
import { acknowledgeSenders } from "~/server/staff/settings.server";
import type { ContactInput } from "~/lib/schemas/contact";
import type { Lang } from "~/i18n/languages";
import { storeWithNotification } from "~/server/notifications/outbox.server";
import { storeOnce } from "~/server/same-submission.server";
import { PRIVACY_NOTICE } from "~/config/privacy";

/** Where the visit began, as the table's columns. */
const columnsOf = (attribution: Attribution | undefined) =>
  attribution
    ? {
        landingPage: attribution.landing,
        referrerDomain: attribution.referrer,
        utmSource: attribution.utm_source,
        utmMedium: attribution.utm_medium,
        utmCampaign: attribution.utm_campaign,
      }
    : {};

/** What the visitor's acknowledgement needs besides their message: Business details, as published. */
export interface AcknowledgementSettings {
  /** When they can expect a reply, in their language */
  replyTime: string;
  /** The business's e-mail, for their reply */
  replyTo: string;
}

/**
 * Whether to thank `email` now (issue 28): not if it was thanked within the hour, whatever is
 * posted, nor once the site has sent its hour's share (the form must not make the site a mailer).
 */
async function mayAcknowledge(tx: Database, email: string) {
  // One sender's messages arriving at once (two instances, two tabs) are counted one after another.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`acknowledge:${email.trim().toLowerCase()}`}))`,
  );
  const lastHour = and(
    eq(notifications.kind, "acknowledgement"),
    gt(notifications.createdAt, sql`now() - make_interval(mins => ${ACKNOWLEDGE_EVERY_MINUTES})`),
  );
  const [toThem] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(lastHour, sql`lower(${notifications.payload}->>'email') = ${email.trim().toLowerCase()}`))
    .limit(1);
  if (toThem) return false;
  const [all] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(lastHour);
  return (all?.n ?? 0) < ACKNOWLEDGEMENTS_PER_HOUR;
}

/**
 * A visitor's message, with the owner's notification of it and the visitor's acknowledgement
 * (stored together or not at all). When this very message is already stored and not yet opened
 * (same-submission.server.ts), nothing is stored and `again` says so, with its reference. The acknowledgement goes only by e-mail, so only when
 * e-mail is on, and at most once an hour to an address.
 */
export async function createContactMessage(
  db: Database,
  input: ContactInput & { language?: Lang },
  clientHash: string,
  acknowledgement?: AcknowledgementSettings,
  attribution?: Attribution,
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
        async (tx, configured) => {
          const [inserted] = await tx
            .insert(contactMessages)
            .values({ ...message, ...consent, ...columnsOf(attribution), clientHash, fingerprint })
            .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
          if (!inserted) throw new Error("insert returned no row");
          const acknowledge =
            acknowledgement !== undefined &&
            configured.includes("email") &&
            (await acknowledgeSenders(tx)) &&
            (await mayAcknowledge(tx, message.email));
          return {
            ...inserted,
            reference: leadReference(inserted.id, inserted.createdAt),
            acknowledge,
            again: false,
          };
        },
        (inserted) => ({
          event: {
            kind: "contact-message",
            payload: {
              id: inserted.id,
              reference: inserted.reference,
              ...message,
              receivedAt: inserted.createdAt.toISOString(),
            },
          },
          links: { contactMessageId: inserted.id },
          also:
            inserted.acknowledge && acknowledgement
              ? [
                  {
                    kind: "acknowledgement",
                    payload: {
                      email: message.email,
                      name: message.name,
                      language: message.language ?? "en",
                      reference: inserted.reference,
                      subject: message.subject ?? "",
                      phone: message.phone ?? "",
                      message: message.message,
                      receivedAt: inserted.createdAt.toISOString(),
                      ...acknowledgement,
                    },
                  },
                ]
              : [],
        }),
      ),
    // Sent again (a second tap, a retry after a lost answer): the same message, the same reference.
    (kept) => ({
      ...kept,
      reference: leadReference(kept.id, kept.createdAt),
      acknowledge: false,
      again: true,
    }),
  );
}
