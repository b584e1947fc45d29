import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, signInThrottles, users } from "../db/schema.js";
import { createTestContext, type TestContext } from "../test/harness.js";
import { ATTEMPTS_PER_LOCKOUT, claimAttempt, MAX_LOCKOUT_SECONDS } from "./throttle.js";

/**
 * docs/product/compliance.md#security, hole 6: the per-address limit (3 tries per 10 s per address) still allowed ~26,000 guesses a
 * day on one account, from any number of addresses. Now each account has its own brake, shared by every
 * server process through the database, that its owner can always get past.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let ip = 0;
/** Each attempt from a new address, so better-auth's per-address limit never answers instead. */
function signIn(email: string, password: string) {
  ip += 1;
  return t
    .client({ ip: `10.${100 + Math.floor(ip / 250)}.${ip % 250}.7` })
    .post("/api/auth/sign-in/email", { email, password });
}

async function account() {
  const email = `brake-${randomUUID().slice(0, 8)}@example.com`;
  const password = "right-pass-1";
  const { id } = await t.services.accounts.createVerifiedUser({
    email,
    password,
    name: "Owen Owner",
    role: "user",
  });
  return { id, email, password };
}

async function wrong(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(email, `wrong-pass-${i}`)).status);
  return statuses;
}

async function lockMails(email: string) {
  const rows = await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows.filter((r) => r.kind === "sign_in_locked");
}

describe("the per-account brake on wrong passwords", () => {
  it("after five wrong passwords, refuses even the right one with 429, Retry-After and words to act on", async () => {
    const { email, password } = await account();
    expect(await wrong(email, ATTEMPTS_PER_LOCKOUT)).toEqual([401, 401, 401, 401, 401]);

    const res = await signIn(email, password);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await res.json()) as { code: string; message: string; error: { code: string } };
    expect(body.code).toBe("ACCOUNT_TEMPORARILY_LOCKED");
    expect(body.error.code).toBe("ACCOUNT_TEMPORARILY_LOCKED");
    expect(body.message).toMatch(/Try again in a minute, or sign in with an email link/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("mails the owner once, in their language, and not again for the next lockout that day", async () => {
    const { id, email } = await account();
    await t.services.database.db.update(users).set({ language: "es" }).where(eq(users.id, id));
    await wrong(email, ATTEMPTS_PER_LOCKOUT);
    const [mail] = await lockMails(email);
    expect(mail).toMatchObject({
      subject: "Alguien intentó entrar en su cuenta de Buildr AI",
      language: "es",
    });
    expect(mail!.text).toContain("nunca más de 15");
    expect(mail!.text).toContain(`/auth?email=${encodeURIComponent(email)}`);

    // The lockout ends; five more wrong passwords lock it again, without a second mail.
    await t.services.database.db
      .update(signInThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInThrottles.email, email));
    expect(await wrong(email, ATTEMPTS_PER_LOCKOUT + 1)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await lockMails(email)).toHaveLength(1);
  });

  it("answers an address with no account exactly alike, and mails nobody", async () => {
    const { email } = await account();
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await wrong(email, ATTEMPTS_PER_LOCKOUT);
    await wrong(nobody, ATTEMPTS_PER_LOCKOUT);
    const [known, unknown] = [await signIn(email, "again-1"), await signIn(nobody, "again-1")];
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, nobody))).toEqual(
      [],
    );
  });

  it("lets the right password in before the fifth try, and a success starts the count over", async () => {
    const { email, password } = await account();
    expect(await wrong(email, ATTEMPTS_PER_LOCKOUT - 1)).toEqual([401, 401, 401, 401]);
    expect((await signIn(email, password)).status).toBe(200);
    expect(await wrong(email, ATTEMPTS_PER_LOCKOUT - 1)).toEqual([401, 401, 401, 401]);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("cannot be raced: of 20 wrong passwords sent at once, at most five are checked", async () => {
    const { email, password } = await account();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(email, `parallel-${i}`)),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ATTEMPTS_PER_LOCKOUT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - ATTEMPTS_PER_LOCKOUT);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await signIn(email, password)).status).toBe(429);
  });

  it("lasts 1, 2, 4, 8, then at most 15 minutes, and a quiet day starts over", async () => {
    const email = `clock-${randomUUID().slice(0, 8)}@example.com`;
    const { db } = t.services.database;
    let now = Date.now();
    const lengths: number[] = [];
    for (let round = 0; round < 7; round++) {
      for (let i = 0; i < ATTEMPTS_PER_LOCKOUT; i++) {
        const claim = await claimAttempt(db, email, new Date(now));
        expect(claim.allowed).toBe(true);
      }
      const refused = await claimAttempt(db, email, new Date(now + 1000));
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) lengths.push(refused.retryAfterSeconds + 1);
      const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.email, email));
      now = row!.lockedUntil!.getTime() + 1000;
    }
    expect(lengths).toEqual([60, 120, 240, 480, 900, 900, 900]);
    expect(Math.max(...lengths)).toBe(MAX_LOCKOUT_SECONDS);

    // A day without attempts: the next lockout is a minute again.
    now += 25 * 60 * 60 * 1000;
    for (let i = 0; i < ATTEMPTS_PER_LOCKOUT; i++) await claimAttempt(db, email, new Date(now));
    const again = await claimAttempt(db, email, new Date(now));
    expect(again).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe("the owner is never locked out", () => {
  it("a magic link signs in during a lockout, and password sign-in works again right after", async () => {
    const { email, password } = await account();
    await wrong(email, ATTEMPTS_PER_LOCKOUT);
    expect((await signIn(email, password)).status).toBe(429);

    const owner = t.client();
    expect(
      (await owner.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" })).status,
    ).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe("magic_link");
    expect((await owner.get(mail.url)).status).toBe(302);
    expect((await owner.get("/api/me")).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("a password reset clears the lockout", async () => {
    const { email } = await account();
    await wrong(email, ATTEMPTS_PER_LOCKOUT);
    const c = t.client();
    expect(
      (await c.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" }))
        .status,
    ).toBe(200);
    const landing = await c.get((await t.lastMail(email)).url);
    const token = new URL(landing.headers.get("location") ?? "", "http://x").searchParams.get("token");
    expect((await c.post("/api/auth/reset-password", { token, newPassword: "fresh-pass-9" })).status).toBe(
      200,
    );
    expect((await signIn(email, "fresh-pass-9")).status).toBe(200);
  });
});
