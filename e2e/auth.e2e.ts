import { describe, expect, it } from "vitest";
import { latestMail, uniqueEmail } from "./browser.js";
import { browserTests } from "./fixture.js";

const e2e = browserTests();

describe("an agent signs up, confirms the e-mail, signs in and out", () => {
  it("sign up → read the mail → verify → /app → sign out → sign in again", async () => {
    const { page, problems } = await e2e.open();
    const email = uniqueEmail();
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Full name").fill("Maria Lopez");
    await page.getByLabel("Email").fill(`  ${email.toUpperCase()} `);
    await page.getByLabel("Password", { exact: true }).fill("closer-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/auth/check-email**");
    await expect.poll(() => page.getByText(/spam/i).count()).toBeGreaterThan(0);

    // The confirmation mail, read from the development outbox as a developer would.
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Confirm your email for Buildr AI");
    await page.goto(mail.url);
    await page.waitForURL((url) => url.pathname === "/app");
    const me = await page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email, name: "Maria Lopez", role: "user", allowance: { remaining: 2 } });

    // Sign out from the user menu.
    await page.getByRole("button", { name: /account menu|Maria Lopez/i }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/auth**");
    expect(await page.evaluate(() => fetch("/api/me").then((r) => r.status))).toBe(401);

    // And back in with the password.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("closer-2026");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/app");
    expect(problems).toEqual([]);
  });

  it("keeps a signed-out visitor out of /app", async () => {
    const { page } = await e2e.open();
    await page.goto("/app/dashboard");
    await page.waitForURL("**/auth**");
  });
});
