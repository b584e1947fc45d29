import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, invitations, sessions, users } from "../db/schema.js";
import { createTestContext, type TestClient, type TestContext } from "../test/harness.js";

/**
 * docs/product/compliance.md#security, hole 1: someone signs up with an address they do not own and waits for its owner to prove it.
 * Whatever the proof (the confirmation mail, a magic link, Google, an admin's invitation), the password
 * typed before it never survives unless the prover typed it; an invitation's role goes only through its
 * own token.
 */

const ATTACKER_PASSWORD = "attacker-pass-1";
const OWNER_PASSWORD = "owner-pass-22";

let t: TestContext;
let admin: { client: TestClient; email: string };

beforeAll(async () => {
  t = await createTestContext();
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  await t.services.accounts.createVerifiedUser({
    email,
    password: "admin-pass-1",
    name: "Avery Admin",
    role: "admin",
  });
  const client = t.client();
  expect((await client.post("/api/auth/sign-in/email", { email, password: "admin-pass-1" })).status).toBe(
    200,
  );
  admin = { client, email };
});
afterAll(() => t.close());

const victimEmail = () => `victim-${randomUUID().slice(0, 8)}@example.com`;

function signUp(c: TestClient, email: string, password: string, extra: Record<string, unknown> = {}) {
  return c.post("/api/auth/sign-up/email", {
    name: "Vic Owner",
    email,
    password,
    callbackURL: "/app",
    ...extra,
  });
}

function signIn(email: string, password: string) {
  return t.client().post("/api/auth/sign-in/email", { email, password });
}

async function userRow(email: string) {
  const [row] = await t.services.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function credentialCount(userId: string) {
  const rows = await t.services.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return rows.length;
}

/** The invitation link's token, from the mail the admin's invitation sent. */
async function invite(email: string, role: "user" | "admin"): Promise<string> {
  const res = await admin.client.post("/api/admin/invites", { email, role });
  expect(res.status).toBe(201);
  const mail = await t.lastMail(email);
  expect(mail.kind).toBe("invite");
  const token = new URL(mail.url).searchParams.get("invite");
  if (!token) throw new Error("no invite token in the link");
  return token;
}

describe("a second sign-up on an address nobody has confirmed", () => {
  it("replaces the first password, mails the owner a new link, and the old link keeps no password", async () => {
    const email = victimEmail();
    const attacker = t.client();
    expect((await signUp(attacker, email, ATTACKER_PASSWORD)).status).toBe(200);
    const attackersLink = (await t.lastMail(email)).url;

    // The owner signs up in turn: the same answer as any sign-up, and a new confirmation mail.
    const owner = t.client();
    const again = await signUp(owner, email, OWNER_PASSWORD);
    expect(again.status).toBe(200);
    const ownersMail = await t.lastMail(email);
    expect(ownersMail.kind).toBe("verify_email");
    expect(ownersMail.url).not.toBe(attackersLink);

    // The owner's own link confirms the owner's password; the attacker's does not sign in.
    expect((await owner.get(ownersMail.url)).status).toBe(302);
    expect((await owner.get("/api/me")).status).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it("confirmed through the earlier sign-up's link, keeps neither password (the clicker is signed in)", async () => {
    const email = victimEmail();
    expect((await signUp(t.client(), email, ATTACKER_PASSWORD)).status).toBe(200);
    const firstLink = (await t.lastMail(email)).url;
    expect((await signUp(t.client(), email, OWNER_PASSWORD)).status).toBe(200);

    const clicker = t.client();
    expect((await clicker.get(firstLink)).status).toBe(302);
    expect((await clicker.get("/api/me")).status).toBe(200);
    const row = await userRow(email);
    expect(row?.emailVerified).toBe(true);
    expect(await credentialCount(row!.id)).toBe(0);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(401);
  });
});

describe("the owner proves the address another way", () => {
  it("with a magic link: the password typed before is gone, and so are its sessions", async () => {
    const email = victimEmail();
    expect((await signUp(t.client(), email, ATTACKER_PASSWORD)).status).toBe(200);
    const pending = await userRow(email);

    const owner = t.client();
    expect(
      (await owner.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" })).status,
    ).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("magic_link");
    expect((await owner.get(mail.url)).status).toBe(302);
    expect(((await (await owner.get("/api/me")).json()) as { id: string }).id).toBe(pending!.id);

    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect(await credentialCount(pending!.id)).toBe(0);
    const rows = await t.services.database.db.select().from(sessions).where(eq(sessions.userId, pending!.id));
    expect(rows).toHaveLength(1);
  });

  it("with Google: linking the verified Google account clears the unproven password and sessions", async () => {
    const email = victimEmail();
    expect((await signUp(t.client(), email, ATTACKER_PASSWORD)).status).toBe(200);
    const pending = await userRow(email);
    const ctx = await t.services.auth.$context;
    // A session planted for the pending account (as a future sign-in path might leave one).
    await ctx.internalAdapter.createSession(pending!.id);
    // What better-auth's OAuth callback does for Google's verified address (link-account.mjs).
    await ctx.internalAdapter.linkAccount({ userId: pending!.id, providerId: "google", accountId: "g-123" });

    expect(await credentialCount(pending!.id)).toBe(0);
    const left = await t.services.database.db.select().from(sessions).where(eq(sessions.userId, pending!.id));
    expect(left).toHaveLength(0);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("a confirmed account keeps its password when Google is linked later", async () => {
    const { id, email, password } = await t.signedInUser();
    const ctx = await t.services.auth.$context;
    await ctx.internalAdapter.linkAccount({ userId: id, providerId: "google", accountId: "g-456" });
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe("an admin's invitation", () => {
  it("invite as admin, attacker signs up first, the owner accepts: the attacker's password is refused and not admin", async () => {
    const email = victimEmail();
    const token = await invite(email, "admin");

    const attacker = t.client();
    expect((await signUp(attacker, email, ATTACKER_PASSWORD)).status).toBe(200);
    // Nothing the attacker did gives a role or a session.
    expect((await userRow(email))?.role).toBe("user");
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(403);

    // The owner follows the invitation: its token proves the address, and the account is ready at once.
    const owner = t.client();
    const accepted = await signUp(owner, email, OWNER_PASSWORD, { invite: token });
    expect(accepted.status).toBe(200);
    expect(owner.hasSession()).toBe(true);
    expect(await (await owner.get("/api/me")).json()).toMatchObject({
      email,
      role: "admin",
      emailVerified: true,
    });

    const refused = await signIn(email, ATTACKER_PASSWORD);
    expect(refused.status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
    // Even the attacker's confirmation link, opened now, signs nobody in as the attacker.
    const row = await userRow(email);
    expect(await credentialCount(row!.id)).toBe(1);
    const [used] = await t.services.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(used?.acceptedUserId).toBe(row!.id);
  });

  it("works once: the same link a second time is refused and changes nothing", async () => {
    const email = victimEmail();
    const token = await invite(email, "admin");
    expect((await signUp(t.client(), email, OWNER_PASSWORD, { invite: token })).status).toBe(200);

    const replay = await signUp(t.client(), email, ATTACKER_PASSWORD, { invite: token });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({
      code: "INVITATION_INVALID",
      error: { code: "INVITATION_INVALID" },
    });
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it("gives its role only through its own token: a sign-up without it, or with a wrong one, is a plain user", async () => {
    const email = victimEmail();
    await invite(email, "admin");
    const wrong = await signUp(t.client(), email, ATTACKER_PASSWORD, { invite: "not-the-token" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/Ask your admin for a new one/);

    // Signing up and confirming the address the ordinary way proves it, but is not the invitation.
    const c = t.client();
    expect((await signUp(c, email, OWNER_PASSWORD)).status).toBe(200);
    expect((await c.get((await t.lastMail(email)).url)).status).toBe(302);
    expect(await (await c.get("/api/me")).json()).toMatchObject({ role: "user" });
  });

  it("expires: a token past its time is refused", async () => {
    const email = victimEmail();
    const token = await invite(email, "admin");
    await t.services.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const res = await signUp(t.client(), email, OWNER_PASSWORD, { invite: token });
    expect(res.status).toBe(400);
    expect(await userRow(email)).toBeUndefined();
  });

  it("belongs to its address: another address with the token gets nothing", async () => {
    const email = victimEmail();
    const token = await invite(email, "admin");
    const other = victimEmail();
    const res = await signUp(t.client(), other, ATTACKER_PASSWORD, { invite: token });
    expect(res.status).toBe(400);
    expect(await userRow(other)).toBeUndefined();
    // The link still works for the invited address.
    expect((await signUp(t.client(), email, OWNER_PASSWORD, { invite: token })).status).toBe(200);
  });

  it("can be sent to an address whose sign-up nobody has confirmed", async () => {
    const email = victimEmail();
    expect((await signUp(t.client(), email, ATTACKER_PASSWORD)).status).toBe(200);
    const res = await admin.client.post("/api/admin/invites", { email, role: "user" });
    expect(res.status).toBe(201);
  });
});
