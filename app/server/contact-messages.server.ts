import { desc, isNull } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { contactMessages } from "~/server/db/schema";
import type { ContactInput } from "~/lib/schemas/contact";
import { outboxChanged, recordNotification } from "~/server/notifications/outbox.server";
import { configuredChannels, notificationSettings } from "~/server/notifications/settings.server";

/**
 * A visitor's message, and the owner's notification of it, in one
 * transaction: both are kept or neither is, and the visitor is told which.
 */
export async function createContactMessage(db: Database, input: ContactInput, clientHash: string) {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...input, clientHash })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!inserted) throw new Error("insert returned no row");
    await recordNotification(
      tx,
      {
        kind: "contact-message",
        payload: {
          id: inserted.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          receivedAt: inserted.createdAt.toISOString(),
        },
      },
      configuredChannels(notificationSettings()),
      { contactMessageId: inserted.id },
    );
    return inserted;
  });
  outboxChanged();
  return row;
}

/** The inbox: messages not archived, newest first. */
export async function listContactMessages(db: Database, { includeArchived = false } = {}) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      readAt: contactMessages.readAt,
      archivedAt: contactMessages.archivedAt,
    })
    .from(contactMessages)
    .where(includeArchived ? undefined : isNull(contactMessages.archivedAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}
