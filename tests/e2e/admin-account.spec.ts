import {
  authenticator,
  createStaffAccount,
  expectNoSidewaysScroll,
  expectNotice,
  signInAs,
  signInWithSecondFactor,
  signOut,
  turnOnTwoFactor,
} from "./admin-support";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The account page, written for a phone (it also runs at desktop width).
 * Wrong codes answer 401 on purpose: the browser logs those.
 */
test.use({ allowConsoleErrors: [/status of 401/] });

test("two-factor is turned on from the account page; then signing in asks for a code, and a backup code works once", async ({
  page,
}, testInfo) => {
  const account = await createStaffAccount(testInfo);
  await signInAs(page, account);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A wrong code keeps the QR code and the key on screen; the backup codes were shown once, when made.
  const start = page.getByRole("form", { name: "Turn on two-factor" });
  await start.getByLabel("Password").fill(account.password);
  await start.getByRole("button", { name: "Turn on two-factor" }).click();
  const qr = page.getByRole("img", { name: "QR code for your authenticator app" });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg")).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  const uri =
    (await page.getByRole("link", { name: "open it in the authenticator app" }).getAttribute("href")) ?? "";
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  await expect(page.getByText(secret.match(/.{1,4}/g)?.join(" ") ?? "", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  const right = authenticator(uri).generate();
  await page.getByLabel("Authentication code").fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expectNotice(page, "alert", "That code is not right");
  await expect(qr).toBeVisible();
  await expect(page.getByRole("link", { name: "open it in the authenticator app" })).toHaveAttribute(
    "href",
    uri,
  );
  await expect(page.getByRole("list", { name: "Backup codes" })).toHaveCount(0);
  await expect(page.getByText("They were shown when you started, and are not shown again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "start again" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Authentication code").fill(authenticator(uri).generate());
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expectNotice(page, "status", "Two-factor is on");
  await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();
  await expectNoAxeViolations(page);

  await signOut(page);
  await signInWithSecondFactor(page, account, authenticator(uri).generate());
  await expect(page.getByRole("heading", { name: /^Hello/ })).toBeVisible();
});

test("a backup code signs in once", async ({ page }, testInfo) => {
  const account = await createStaffAccount(testInfo);
  await signInAs(page, account);
  const { backupCodes } = await turnOnTwoFactor(page, account.password);
  expect(backupCodes).toHaveLength(10);
  const [code] = backupCodes;
  await signOut(page);

  await signInWithSecondFactor(page, account, code ?? "", { backup: true });
  await expect(page.getByRole("heading", { name: /^Hello/ })).toBeVisible();
  await signOut(page);

  await signInWithSecondFactor(page, account, code ?? "", { backup: true });
  await expectNotice(page, "alert", "Sign in Failed");
  await expect(page).toHaveURL(/\/admin\/sign-in\/two-factor/);
});

test("a wrong password twice is said twice: each time a new notice, which takes the focus", async ({
  page,
}, testInfo) => {
  const account = await createStaffAccount(testInfo);
  await page.goto("/admin/sign-in");
  for (const attempt of ["first", "second"]) {
    // Typing takes the focus from the last notice: only a new one takes it back.
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "Sign in Failed" });
    await expect(failed, `${attempt} attempt`).toBeFocused();
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText("Invalid email or password");
    // Marked, so that the next attempt's notice is seen to be another.
    await expect(failed).not.toHaveAttribute("data-seen");
    await failed.evaluate((notice) => notice.setAttribute("data-seen", ""));
  }
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});

test("the password is changed after a fresh sign-in; other devices are signed out", async ({
  page,
  browser,
}, testInfo) => {
  const account = await createStaffAccount(testInfo);
  const otherDevice = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    // A client address of its own, as the fixtures give each test's page.
    extraHTTPHeaders: {
      "X-Forwarded-For": `198.19.${testInfo.project.name === "phone" ? 1 : 2}.${testInfo.workerIndex % 250}`,
    },
  });
  const other = await otherDevice.newPage();
  await signInAs(other, account);
  await signInAs(page, account);

  await page.goto("/admin/account");
  const form = page.getByRole("form", { name: "Change password" });
  const newPassword = "a completely new passphrase";
  await form.getByLabel("Current password").fill(account.password);
  await form.getByLabel(/^New password/).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expectNotice(page, "status", "Password changed");

  await other.goto("/admin/account");
  await expect(other).toHaveURL(/\/admin\/sign-in/);
  await otherDevice.close();

  await signOut(page);
  await signInAs(page, { email: account.email, password: newPassword });
  await expect(page.getByRole("heading", { name: /^Hello/ })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in, turning two-factor on and signing in with the code all work", async ({
    page,
  }, testInfo) => {
    const account = await createStaffAccount(testInfo);
    await signInAs(page, account);
    const { app } = await turnOnTwoFactor(page, account.password);
    await expect(page.getByText("Two-factor sign-in is on")).toBeVisible();
    await signOut(page);
    await signInWithSecondFactor(page, account, app.generate());
    await expect(page.getByRole("heading", { name: /^Hello/ })).toBeVisible();
    await page.goto("/admin/account");
    await expect(page.getByRole("form", { name: "Turn off two-factor" })).toBeVisible();
  });
});
