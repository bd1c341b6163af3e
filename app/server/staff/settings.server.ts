import { eq } from "drizzle-orm";
import { KEEP_MESSAGES_MONTHS } from "~/config/privacy";
import type { Database } from "~/server/db/client.server";
import { staffSettings } from "~/server/db/schema";

/* The back office's settings an admin changes, each a row of staff_settings. */

const REQUIRE_TWO_FACTOR = "require-two-factor";
const KEEP_MESSAGES = "keep-messages-months";
const ACKNOWLEDGE_SENDERS = "acknowledge-senders";

async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: staffSettings.value })
    .from(staffSettings)
    .where(eq(staffSettings.key, key));
  return row?.value;
}

async function writeSetting(db: Database, key: string, value: string) {
  await db
    .insert(staffSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: staffSettings.key, set: { value, updatedAt: new Date() } });
}

export async function twoFactorRequired(db: Database): Promise<boolean> {
  return (await readSetting(db, REQUIRE_TWO_FACTOR)) === "true";
}

export async function setTwoFactorRequired(db: Database, required: boolean) {
  await writeSetting(db, REQUIRE_TWO_FACTOR, String(required));
}

/** How many months a contact message is kept after its last activity (issue 27): 12 until an admin sets it. */
export async function keepMessagesMonths(db: Database): Promise<number> {
  const stored = Number(await readSetting(db, KEEP_MESSAGES));
  return Number.isInteger(stored) && stored >= KEEP_MESSAGES_MONTHS.min && stored <= KEEP_MESSAGES_MONTHS.max
    ? stored
    : KEEP_MESSAGES_MONTHS.default;
}

export async function setKeepMessagesMonths(db: Database, months: number) {
  if (!Number.isInteger(months) || months < KEEP_MESSAGES_MONTHS.min || months > KEEP_MESSAGES_MONTHS.max) {
    throw new RangeError(
      `Messages are kept ${KEEP_MESSAGES_MONTHS.min}-${KEEP_MESSAGES_MONTHS.max} months, not ${months}.`,
    );
  }
  await writeSetting(db, KEEP_MESSAGES, String(months));
}

/** Whether each sender is e-mailed a thank-you with their reference number (issue 28): yes until an admin says no. */
export async function acknowledgeSenders(db: Database): Promise<boolean> {
  return (await readSetting(db, ACKNOWLEDGE_SENDERS)) !== "false";
}

export async function setAcknowledgeSenders(db: Database, on: boolean) {
  await writeSetting(db, ACKNOWLEDGE_SENDERS, String(on));
}
