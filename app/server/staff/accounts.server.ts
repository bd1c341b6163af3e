import { asc, eq } from "drizzle-orm";
import { authFor, MIN_PASSWORD_LENGTH, type StaffRole } from "~/server/auth.server";
import type { Database } from "~/server/db/client.server";
import { staffSessions, staffTwoFactors, staffUsers } from "~/server/db/schema";

export type AccountResult<T = object> = ({ ok: true } & T) | { ok: false; error: string };

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, normaliseEmail(email)));
  return row;
}

/** A new staff account with a password; no one can sign up by themselves. */
export async function createStaff(
  db: Database,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<AccountResult<{ id: string }>> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { ok: false, error: `"${input.email}" is not an e-mail address.` };
  if (!name) return { ok: false, error: "A name is needed." };
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, error: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.` };
  }
  if (await findStaffByEmail(db, email)) return { ok: false, error: `${email} already has an account.` };
  const auth = await authFor(db);
  const { user } = await auth.api.createUser({
    body: { email, name, password: input.password, role: input.role },
  });
  return { ok: true, id: user.id };
}

export async function listStaff(db: Database) {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt));
}

/** Removes an account with its sessions; the last admin stays. */
export async function removeStaff(db: Database, email: string): Promise<AccountResult> {
  const user = await findStaffByEmail(db, email);
  if (!user) return { ok: false, error: `No staff account for ${email}.` };
  if (user.role === "admin") {
    const admins = (await listStaff(db)).filter((member) => member.role === "admin");
    if (admins.length <= 1) return { ok: false, error: "The last admin cannot be removed." };
  }
  await db.delete(staffUsers).where(eq(staffUsers.id, user.id));
  return { ok: true };
}

/** Signs an account out everywhere. */
export async function revokeSessions(db: Database, userId: string) {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

/** Turns two-factor off for someone who lost their phone and backup codes; they sign in again. */
export async function resetTwoFactor(db: Database, email: string): Promise<AccountResult> {
  const user = await findStaffByEmail(db, email);
  if (!user) return { ok: false, error: `No staff account for ${email}.` };
  await db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, user.id));
    await tx.update(staffUsers).set({ twoFactorEnabled: false }).where(eq(staffUsers.id, user.id));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
  });
  return { ok: true };
}
