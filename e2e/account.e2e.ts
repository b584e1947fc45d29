import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { latestMail } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

/** The reset mail, once it has arrived (the confirmation mail from sign-up is older). */
async function resetLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = await latestMail(email);
    if (mail.url.includes("/reset-password/")) return mail.url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}

async function signOutThroughApi(page: Page) {
  const status = await page.evaluate(() =>
    fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    }).then((r) => r.status),
  );
  expect(status).toBe(200);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("an agent who forgot the password", () => {
  it("asks for a reset on /auth, follows the mail, chooses a new password and logs in with it", async () => {
    const { page, problems, email, password } = await e2e.newAgent("Reset Agent");
    await signOutThroughApi(page);

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect.poll(() => page.getByText("Reset Email Sent").count()).toBeGreaterThan(0);

    await page.goto(await resetLink(email));
    await page.waitForURL((url) => url.pathname === "/auth/reset-password");
    // The token leaves the address bar.
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();

    // The docs/product/decisions.md#d-7 rule, live, with the sign-up form's words.
    const next = page.getByLabel("New password", { exact: true });
    await next.fill("weakpassword");
    await page.getByText("Password should contain at least one number or special character").waitFor();
    await next.fill("fresh-start-77");
    await page.getByText("Password meets requirements").waitFor();
    await page.getByLabel("Confirm new password").fill("fresh-start-78");
    await page.getByText("The passwords don't match").waitFor();
    await page.getByLabel("Confirm new password").fill("fresh-start-77");
    await page.getByRole("button", { name: "Update password" }).click();

    await page.waitForURL((url) => url.pathname === "/auth");
    await page.getByText("Password updated").waitFor();

    await logIn(page, email, password);
    await page.getByText(/Invalid email or password/).waitFor();
    await logIn(page, email, "fresh-start-77");
    await page.waitForURL((url) => url.pathname === "/app");
    expect(problems).toEqual([]);
  });

  it("a link that is invalid or already used says so and offers a new one", async () => {
    const { page, problems } = await e2e.open();
    await page.goto("/api/auth/reset-password/not-a-real-token?callbackURL=%2Fauth%2Freset-password");
    await page.waitForURL((url) => url.pathname === "/auth/reset-password");
    await page.getByText("This reset link no longer works").waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await page.getByRole("link", { name: "Request a new link" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(problems).toEqual([]);
  });
});

describe("an agent's data on /app/settings", () => {
  it("exports a JSON file holding the account's e-mail", async () => {
    const { page, problems, email } = await e2e.newAgent("Export Agent");
    await page.goto("/app/settings");
    await page.getByRole("heading", { name: "Your data" }).waitFor();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^buildr-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, "utf8"));
    expect(data.account).toMatchObject({ email, name: "Export Agent" });
    expect(JSON.stringify(data)).not.toMatch(/"password"/);
    expect(problems).toEqual([]);
  });

  it("deletes the account after the e-mail is typed, lands on /, and the password no longer works", async () => {
    const { page, problems, email, password } = await e2e.newAgent("Leaving Agent", {
      viewport: { width: 390, height: 844 },
    });
    await page.goto("/app/settings");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    const confirm = dialog.getByRole("button", { name: "Delete permanently" });
    expect(await confirm.isDisabled()).toBe(true);

    // Escape closes it without deleting anything.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => fetch("/api/me").then((r) => r.status))).toBe(200);

    await page.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByLabel(/Type your email/).fill(email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText("Your account was deleted.").waitFor();
    expect(await page.evaluate(() => fetch("/api/me").then((r) => r.status))).toBe(401);

    await logIn(page, email, password);
    await page.getByText(/Invalid email or password/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(problems).toEqual([]);
  });
});
