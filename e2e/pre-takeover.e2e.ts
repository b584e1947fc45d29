import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, latestMail, uniqueEmail } from "./browser.js";
import { browserTests } from "./fixture.js";

/**
 * docs/product/compliance.md#security, hole 1, as an attacker plays it in a browser: an admin invites victim@ as admin; before the
 * victim clicks, the attacker signs up victim@ with a password of their own; the victim then follows
 * the invitation. The attacker's password must be refused and the account must not be the attacker's.
 */

// A server of this file's own, seeded with the demo admin (the shared one has no accounts).
const e2e = browserTests({ server: { SEED_DEMO: "1" } });

async function signInStatus(email: string, password: string): Promise<number> {
  const res = await fetch(`${e2e.baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: e2e.baseURL,
      "x-forwarded-for": "198.51.100.9",
    },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe("the invitation takeover (docs/product/compliance.md#security)", () => {
  const victim = uniqueEmail("victim");
  const ATTACKER_PASSWORD = "attacker-2026!";
  const VICTIM_PASSWORD = "victim-owns-2026";

  it("invite as admin, attacker signs up first, victim accepts: the attacker's password is refused and not admin", async () => {
    // 1. The admin invites victim@ as an admin, through the admin page.
    const admin = await e2e.signedIn(DEMO_ADMIN);
    await admin.page.goto("/app/admin");
    await admin.page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await admin.page.getByRole("tab", { name: "Access" }).click();
    await admin.page.getByLabel("Email address", { exact: true }).fill(victim);
    await admin.page.getByLabel("Role", { exact: true }).selectOption("admin");
    await admin.page.getByRole("button", { name: "Send invite" }).click();
    await admin.page.locator("[data-sonner-toast]").filter({ hasText: "Invite Sent" }).first().waitFor();
    const invitation = await latestMail(victim, /^You're invited to Buildr AI$/, e2e.baseURL);

    // 2. The attacker signs up victim@ with a password of their own, through the sign-up form.
    const attacker = await e2e.open();
    await attacker.page.goto("/auth?mode=signup");
    await attacker.page.getByLabel("Full name").fill("Mallory Attacker");
    await attacker.page.getByLabel("Email").fill(victim);
    await attacker.page.getByLabel("Password", { exact: true }).fill(ATTACKER_PASSWORD);
    await attacker.page.getByRole("button", { name: "Create account" }).click();
    await attacker.page.waitForURL((url) => url.pathname === "/auth/check-email");

    // 3. The victim follows the invitation: the address is filled in, they choose their own password,
    //    and the invitation's token signs them straight in.
    const owner = await e2e.open();
    await owner.page.goto(invitation.url);
    await expect.poll(() => owner.page.getByLabel("Email").inputValue()).toBe(victim);
    await owner.page.getByLabel("Full name").fill("Vic Tim");
    await owner.page.getByLabel("Password", { exact: true }).fill(VICTIM_PASSWORD);
    await owner.page.getByRole("button", { name: "Create account" }).click();
    await owner.page.waitForURL((url) => url.pathname.startsWith("/app"));
    const me = await owner.page.evaluate(() => fetch("/api/me").then((r) => r.json()));
    expect(me).toMatchObject({ email: victim, role: "admin", emailVerified: true });
    await owner.page.goto("/app/admin");
    await owner.page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();

    // 4. The attacker's password is refused, in the form as through the API, and gives no session.
    const retry = await e2e.open();
    await retry.page.goto("/auth");
    await retry.page.getByLabel("Email").fill(victim);
    await retry.page.getByLabel("Password", { exact: true }).fill(ATTACKER_PASSWORD);
    await retry.page.getByRole("button", { name: "Log in" }).click();
    await retry.page.getByRole("alert").getByText("Invalid email or password").waitFor();
    expect(await retry.page.evaluate(() => fetch("/api/me").then((r) => r.status))).toBe(401);
    expect(await attacker.page.evaluate(() => fetch("/api/admin/users").then((r) => r.status))).toBe(401);
    expect(await signInStatus(victim, ATTACKER_PASSWORD)).toBe(401);
    expect(await signInStatus(victim, VICTIM_PASSWORD)).toBe(200);

    // 5. The invitation was single use: the link again is refused with words to act on.
    const replay = await e2e.open();
    await replay.page.goto(invitation.url);
    await replay.page.getByLabel("Full name").fill("Mallory Again");
    await replay.page.getByLabel("Password", { exact: true }).fill(ATTACKER_PASSWORD);
    await replay.page.getByRole("button", { name: "Create account" }).click();
    await replay.page.getByRole("alert").getByText("This invitation link can't be used").waitFor();

    for (const profile of [admin, attacker, owner, retry, replay]) expect(profile.problems).toEqual([]);
  });
});
