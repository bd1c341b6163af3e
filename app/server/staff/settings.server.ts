import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { staffSettings } from "~/server/db/schema";

const REQUIRE_TWO_FACTOR = "require-two-factor";

export async function twoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: staffSettings.value })
    .from(staffSettings)
    .where(eq(staffSettings.key, REQUIRE_TWO_FACTOR));
  return row?.value === "true";
}

export async function setTwoFactorRequired(db: Database, required: boolean) {
  await db
    .insert(staffSettings)
    .values({ key: REQUIRE_TWO_FACTOR, value: String(required) })
    .onConflictDoUpdate({
      target: staffSettings.key,
      set: { value: String(required), updatedAt: new Date() },
    });
}
