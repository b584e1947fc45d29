import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.js";
import { createTestContext, type TestContext } from "../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>, c = t.client()) => c.post("/api/auth/sign-up/email", body);

describe("sign-up (docs/product/decisions.md#d-7: one password rule, checked on the server too)", () => {
  it.each([
    ["too short", "abc1", "Password must be at least 8 characters long"],
    [
      "no digit or special character",
      "abcdefghij",
      "Password should contain at least one number or special character",
    ],
    ["too long", `${"a".repeat(128)}1`, "Password is too long (max 128 characters)"],
  ])("refuses a password that is %s, with the specified words", async (_case, password, message) => {
    const email = `pw-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await signUp({ name: "Pat Doe", email, password });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    const rows = await t.services.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it("refuses a one-letter name and a name over 100 characters", async () => {
    const short = await signUp({ name: " A ", email: "short-name@example.com", password: "pass-word-1" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(
      "Full name must be at least 2 characters long",
    );
    const long = await signUp({
      name: "A".repeat(101),
      email: "long-name@example.com",
      password: "pass-word-1",
    });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(
      "Full name is too long (max 100 characters)",
    );
  });

  it("refuses an e-mail over 254 characters", async () => {
    const res = await signUp({
      name: "Pat Doe",
      email: `${"a".repeat(250)}@example.com`,
      password: "pass-word-1",
    });
    expect(res.status).toBe(400);
  });

  it("stores the account lower-cased with 2 trial credits, role user, the referral code and language; no session before verification", async () => {
    const c = t.client();
    const res = await signUp(
      {
        name: "  Rosa Diaz ",
        email: "Rosa.Diaz@Example.COM",
        password: "pass-word-1",
        referralCode: "agent42",
        language: "es",
      },
      c,
    );
    expect(res.status).toBe(200);
    expect(c.hasSession()).toBe(false);
    const [row] = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, "rosa.diaz@example.com"));
    expect(row).toMatchObject({
      name: "Rosa Diaz",
      role: "user",
      trialCredits: 2,
      referralCode: "agent42",
      language: "es",
      emailVerified: false,
    });
    const mail = await t.lastMail("rosa.diaz@example.com");
    expect(mail.subject).toBe("Confirme su correo para Buildr AI");
    expect(mail.text).toContain("Hola Rosa Diaz:");
  });

  it("never lets the browser set role, credits or the unlimited flag", async () => {
    const res = await signUp({
      name: "Sneaky Sam",
      email: "sneaky@example.com",
      password: "pass-word-1",
      role: "admin",
      trialCredits: 999,
      isUnlimited: true,
    });
    expect(res.status).toBe(200);
    const rows = await t.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, "sneaky@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "user", trialCredits: 2, isUnlimited: false });
  });

  it("drops a referral code that is not a plain code", async () => {
    await signUp({
      name: "Ref Erral",
      email: "ref@example.com",
      password: "pass-word-1",
      referralCode: "<script>x</script>",
    });
    const [row] = await t.services.database.db.select().from(users).where(eq(users.email, "ref@example.com"));
    expect(row?.referralCode).toBeNull();
  });
});

describe("sign-in", () => {
  it("refuses an unverified e-mail with EMAIL_NOT_VERIFIED and sends the confirmation again", async () => {
    const c = t.client();
    await signUp({ name: "Una Verified", email: "unverified@example.com", password: "pass-word-1" }, c);
    const res = await c.post("/api/auth/sign-in/email", {
      email: "unverified@example.com",
      password: "pass-word-1",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(c.hasSession()).toBe(false);
  });

  it("signs in after verification and signs out", async () => {
    const { email, password } = await t.signedInUser();
    const c = t.client();
    const res = await c.post("/api/auth/sign-in/email", { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect((await c.get("/api/me")).status).toBe(200);
    const out = await c.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await c.get("/api/me")).status).toBe(401);
  });

  it("refuses a wrong password without saying which part was wrong", async () => {
    const { email } = await t.signedInUser();
    const res = await t.client().post("/api/auth/sign-in/email", { email, password: "wrong-pass-1" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });
  });

  it("rate-limits repeated sign-in attempts from one address (429 with Retry-After)", async () => {
    const c = t.client({ ip: "10.9.9.9" });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.post("/api/auth/sign-in/email", {
        email: "nobody@example.com",
        password: "wrong-pass-1",
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toContain(429);
    // Another address is not affected.
    const other = await t
      .client({ ip: "10.9.9.10" })
      .post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong-pass-1" });
    expect(other.status).toBe(401);
  });

  it("refuses a cookie-bearing POST from a foreign origin (CSRF) and keeps the session", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describe("magic link and password reset", () => {
  it("mails a magic link that signs the person in", async () => {
    const { email } = await t.signedInUser();
    const c = t.client();
    const res = await c.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" });
    expect(res.status).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("magic_link");
    const follow = await c.get(mail.url);
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toContain("/auth/callback");
    expect((await c.get("/api/me")).status).toBe(200);
  });

  it("resets a password through the mailed link, with the docs/product/decisions.md#d-7 rule, and old sessions end", async () => {
    const { email, client: oldSession } = await t.signedInUser();
    const c = t.client();
    expect(
      (await c.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" }))
        .status,
    ).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("reset_password");
    const landing = await c.get(mail.url);
    const location = landing.headers.get("location") ?? "";
    const token = new URL(location, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    const weak = await c.post("/api/auth/reset-password", { token, newPassword: "weakpassword" });
    expect(weak.status).toBe(400);
    const ok = await c.post("/api/auth/reset-password", { token, newPassword: "new-pass-99" });
    expect(ok.status).toBe(200);
    expect((await oldSession.get("/api/me")).status).toBe(401);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email, password: "new-pass-99" })).status,
    ).toBe(200);
  });
});
