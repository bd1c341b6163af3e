import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { siteUrl } from "~/server/site-env.server";
import type { StaffRole } from "~/server/auth.server";
import type { Database } from "~/server/db/client.server";
import { staffInvitations } from "~/server/db/schema";
import {
  cancelInvitationEmails,
  recordNotification,
  type WakeWorker,
} from "~/server/notifications/outbox.server";
import { configuredChannels, currentNotificationSettings } from "~/server/notifications/settings.server";
import { type AccountResult, createStaff, findStaffByEmail } from "~/server/staff/accounts.server";
import { normaliseEmail } from "~/server/staff/staff-email.server";

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not one of ours. */
const TOKEN_SHAPE = /^[\w-]{43}$/;

/** Only the hash is stored, so a copy of the database cannot be used to join. */
export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationLink = (token: string) => `${siteUrl()}/admin/invite/${token}`;

export interface NewInvitation {
  email: string;
  role: StaffRole;
  /** The whole secret: shown to the admin once; kept only in the e-mail's notification until it is sent */
  link: string;
  expiresAt: Date;
  /** Whether the link is also on its way by e-mail (SMTP is configured) */
  emailed: boolean;
}

/**
 * A single-use link for `email` to make an account with `role`. An earlier
 * pending invitation to the same address stops working: only the newest link counts.
 * With SMTP configured the link is e-mailed too, through the outbox, and
 * this process's worker is woken for it.
 */
export async function createInvitation(
  db: Database,
  input: { email: string; role: StaffRole; invitedBy: string },
  wake: WakeWorker,
): Promise<AccountResult<NewInvitation>> {
  const email = normaliseEmail(input.email);
  if (await findStaffByEmail(db, email)) return { ok: false, error: `${email} already has an account.` };
  const token = randomBytes(32).toString("base64url");
  const channels = configuredChannels((await currentNotificationSettings(db)).settings);
  const emailed = channels.includes("email");
  const row = await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.usedAt)));
    await cancelInvitationEmails(tx, email);
    const [inserted] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: input.invitedBy,
        expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
      })
      .returning({ expiresAt: staffInvitations.expiresAt });
    if (inserted && emailed) {
      await recordNotification(
        tx,
        {
          kind: "staff-invitation",
          payload: {
            email,
            role: input.role,
            invitedBy: input.invitedBy,
            link: invitationLink(token),
            expiresAt: inserted.expiresAt.toISOString(),
          },
        },
        channels,
      );
    }
    return inserted;
  });
  if (!row) throw new Error("invitation missing after insert");
  if (emailed) wake();
  return {
    ok: true,
    email,
    role: input.role,
    link: invitationLink(token),
    expiresAt: row.expiresAt,
    emailed,
  };
}

/** Invitations not yet used and not yet expired, oldest first. */
export async function listPendingInvitations(db: Database) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: staffInvitations.invitedBy,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
}

/** Withdraws a pending invitation; its link stops working. Returns whom it was for, if it existed. */
export async function withdrawInvitation(db: Database, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt)))
      .returning({ email: staffInvitations.email });
    if (row) await cancelInvitationEmails(tx, row.email);
    return row?.email ?? null;
  });
}

/** Why a link cannot be used */
export type InvitationRefusal = "used" | "expired" | "unknown";

export type InvitationState =
  { state: "valid"; email: string; role: StaffRole } | { state: InvitationRefusal };

/** What a link leads to; looked up by the token's hash. */
export async function findInvitation(db: Database, token: string): Promise<InvitationState> {
  if (!TOKEN_SHAPE.test(token)) return { state: "unknown" };
  const [row] = await db
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      used: sql<boolean>`${staffInvitations.usedAt} IS NOT NULL`,
      expired: sql<boolean>`${staffInvitations.expiresAt} <= now()`,
    })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)));
  if (!row) return { state: "unknown" };
  if (row.used) return { state: "used" };
  if (row.expired) return { state: "expired" };
  return { state: "valid", email: row.email, role: row.role === "admin" ? "admin" : "staff" };
}

export type AcceptResult =
  | { ok: true; email: string; role: StaffRole }
  | { ok: false; refused: InvitationRefusal }
  | { ok: false; error: string };

/**
 * Makes the invited account. The invitation is claimed with a conditional
 * update first, so of two submissions only one can use it; if the account
 * cannot be made (a password that fails the rules, judged with the invited
 * address by createStaff), the claim is given back.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: { name: string; password: string },
): Promise<AcceptResult> {
  if (!input.name.trim()) return { ok: false, error: "Please enter your name." };
  if (!TOKEN_SHAPE.test(token)) return { ok: false, refused: "unknown" };
  const [claimed] = await db
    .update(staffInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffInvitations.tokenHash, hashInvitationToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
  if (!claimed) {
    const found = await findInvitation(db, token);
    return { ok: false, refused: found.state === "valid" ? "used" : found.state };
  }
  const giveBack = () =>
    db.update(staffInvitations).set({ usedAt: null }).where(eq(staffInvitations.id, claimed.id));
  const role: StaffRole = claimed.role === "admin" ? "admin" : "staff";
  try {
    const created = await createStaff(db, {
      email: claimed.email,
      name: input.name,
      role,
      password: input.password,
    });
    if (!created.ok) {
      await giveBack();
      return created;
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
  return { ok: true, email: claimed.email, role };
}
