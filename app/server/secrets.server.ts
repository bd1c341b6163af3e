import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { appSecrets } from "~/server/db/schema";

/**
 * A secret made once and kept in the database, so every server instance
 * uses the same one without configuration. The first instance to ask wins.
 */
export async function sharedSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, key));
  if (!row) throw new Error(`secret ${key} missing after insert`);
  return row.value;
}
