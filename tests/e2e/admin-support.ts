import { randomBytes } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { type TOTP, URI } from "otpauth";
import { admin } from "./support";

export const STAFF_PASSWORD = "correct horse battery staple";

/** A new staff account made with the owner's command (`npm run staff -- create`). */
export async function createStaffAccount(testInfo: TestInfo, role: "admin" | "staff" = "staff") {
  const email = `${role}-${testInfo.project.name}-${randomBytes(4).toString("hex")}@example.in`;
  const name = `Staff ${randomBytes(2).toString("hex")}`;
  process.env.STAFF_PASSWORD = STAFF_PASSWORD;
  await admin("staff", "create", "--email", email, "--name", name, "--role", role);
  return { email, name, password: STAFF_PASSWORD };
}

/** Signs in through the form, as a person would (no two-factor). */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin(\/?$|\/(?!sign-in))/);
}

/** The authenticator app: codes for the secret shown on the account page's otpauth:// URI. */
export function authenticator(uri: string): TOTP {
  return URI.parse(uri) as TOTP;
}
