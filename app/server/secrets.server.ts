import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { appSecrets } from "~/server/db/schema";
import { serverEnv } from "~/server/env.server";

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

const AUTH_SECRET_KEY = "auth-secret";

/** AUTH_SECRET, or one made once and kept in the database, so every instance signs alike. */
export async function authSecret(db: Database): Promise<string> {
  return serverEnv().AUTH_SECRET ?? sharedSecret(db, AUTH_SECRET_KEY);
}

/*
 * Settings the back office stores that hold passwords or keys (a mail
 * server's URL, a webhook's secret) are sealed with AES-256-GCM under a key
 * derived from the auth secret for that one purpose (HKDF-SHA256). With
 * AUTH_SECRET set, a copy of the database or a backup does not give them
 * away. Without it the auth secret is one the database keeps itself, so the
 * copy holds the key too: the seal then only keeps them out of a glance at
 * the table (docs/deploy.md says to set AUTH_SECRET).
 */
const SEALED_VERSION = "v1";

const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "", `site:${purpose}`, 32));

/** `text` sealed for `purpose`: "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function seal(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [SEALED_VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** What `seal` sealed, or null when it cannot be opened (another secret, or tampered with). */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== SEALED_VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
