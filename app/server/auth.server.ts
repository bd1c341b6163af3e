import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { businessName } from "~/server/content/business-name.server";
import { siteUrl } from "~/server/site-env.server";
import type { Database } from "~/server/db/client.server";
import { authSecret } from "~/server/secrets.server";
import {
  authRateLimits,
  authVerifications,
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
} from "~/server/db/schema";
import { log } from "~/server/log.server";

/** Staff sign in through our own forms; Better Auth is called on the server only (docs/decisions/0010). */
export const AUTH_BASE_PATH = "/admin/auth";

/** The header our server sets to the client address it trusts; Better Auth's rate limit keys on it. */
export const CLIENT_ADDRESS_HEADER = "x-site-client-address";

export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 12;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Sign-in attempts per client address and rate-limit window (Better Auth's limiter). */
export const SIGN_IN_LIMIT = { window: 15 * MINUTE, max: 10 };

/** Better Auth's models and the tables that hold them (app/server/db/schema.ts). */
export const authTables = {
  user: staffUsers,
  session: staffSessions,
  account: staffAccounts,
  verification: authVerifications,
  twoFactor: staffTwoFactors,
  rateLimit: authRateLimits,
};

function authOptions(db: Database, secret: string) {
  return {
    appName: businessName(),
    baseURL: siteUrl(),
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [siteUrl()],
    // Failed sign-ins are the audit log's to record, not the console's.
    // Its own errors go to the server's log, without the details it passes along.
    logger: {
      level: "error" as const,
      log: (level: "debug" | "info" | "success" | "warn" | "error", message: string) =>
        log[level === "success" ? "info" : level]({ component: "auth" }, message),
    },
    database: drizzleAdapter(db, { provider: "pg", schema: authTables }),
    emailAndPassword: {
      enabled: true,
      // Staff are created by the command line or an admin's invitation, never by sign-up.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 200,
    },
    session: {
      // Idle for a week ends the session; in use, it is renewed at most hourly.
      expiresIn: 7 * 24 * HOUR,
      updateAge: HOUR,
      // Changing the password or turning two-factor off needs a sign-in this recent.
      freshAge: 10 * MINUTE,
    },
    rateLimit: {
      enabled: true,
      storage: "database" as const,
      window: MINUTE,
      max: 60,
      customRules: {
        "/sign-in/email": SIGN_IN_LIMIT,
        "/two-factor/*": SIGN_IN_LIMIT,
      },
    },
    advanced: {
      cookiePrefix: "staff",
      // Secure is added per request, when it came over HTTPS (see forwardAuthCookies).
      useSecureCookies: false,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      twoFactor({ issuer: businessName(), backupCodeOptions: { amount: 10 } }),
      admin({ defaultRole: "staff", adminRoles: ["admin"], roles: { admin: adminAc, staff: userAc } }),
    ],
  };
}

export type Auth = ReturnType<typeof createAuth>;

function createAuth(db: Database, secret: string) {
  return betterAuth(authOptions(db, secret));
}

const instances = new WeakMap<Database, Promise<Auth>>();

/** Better Auth on a database: one instance for each. */
export function authFor(db: Database): Promise<Auth> {
  let auth = instances.get(db);
  if (!auth) {
    auth = authSecret(db).then((secret) => createAuth(db, secret));
    instances.set(db, auth);
    auth.catch(() => instances.delete(db));
  }
  return auth;
}

/** For tests that compare our tables with what Better Auth asks for. */
export const authOptionsForSchema = () => authOptions({} as Database, "x".repeat(32));
