import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.js";
import { createTestContext, type TestContext } from "../test/harness.js";
import { deriveAccess } from "./accounts.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ VIP_EMAILS: "Vip.Friend@Example.com, other@example.com" });
});
afterAll(() => t.close());

describe("deriveAccess (docs/product/decisions.md#d-3)", () => {
  const base = {
    role: "user" as const,
    email: "a@example.com",
    isUnlimited: false,
    trialCredits: 2,
    creditsMonth: new Date().toISOString().slice(0, 7),
    bonusCredits: 0,
    coachingDay: null,
    coachingUsed: 0,
  };
  it.each([
    [
      "a free user",
      base,
      null,
      {
        isPaid: false,
        isUnlimited: false,
        allowance: { unlimited: false, remaining: 2, coachingRemaining: 5 },
      },
    ],
    [
      "a paid user",
      base,
      "yearly",
      {
        isPaid: true,
        isUnlimited: true,
        allowance: { unlimited: true, remaining: null, coachingRemaining: null },
      },
    ],
    ["a vip", { ...base, role: "vip" }, null, { isPaid: false, isUnlimited: true }],
    ["an admin", { ...base, role: "admin" }, null, { isPaid: false, isUnlimited: true }],
    ["the unlimited flag", { ...base, isUnlimited: true }, null, { isUnlimited: true }],
    ["the VIP allow-list", { ...base, email: "vip.friend@example.com" }, null, { isUnlimited: true }],
  ] as const)("%s", (_name, user, plan, expected) => {
    expect(deriveAccess(user, plan, ["vip.friend@example.com"])).toMatchObject(expected);
  });
});

describe("consumeCredit (docs/product/decisions.md#d-2: atomic, server-side)", () => {
  it("spends exactly the credits there are when 20 requests race, then refuses with upgrade_required", async () => {
    const { id } = await t.signedInUser();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.services.accounts.consumeCredit(id)),
    );
    const spent = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(spent).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "upgrade_required", status: 402 });
    const [row] = await t.services.database.db
      .select({ n: users.trialCredits })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.n).toBe(0);
  });

  it("spends nothing for an unlimited account", async () => {
    const { id } = await t.signedInUser({ email: "vip.friend@example.com" });
    for (let i = 0; i < 5; i++)
      expect(await t.services.accounts.consumeCredit(id)).toEqual({
        unlimited: true,
        remaining: null,
        coachingRemaining: null,
      });
    const [row] = await t.services.database.db
      .select({ n: users.trialCredits })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.n).toBe(2);
  });

  it("gives a credit back on refund", async () => {
    const { id } = await t.signedInUser();
    expect(await t.services.accounts.consumeCredit(id)).toEqual({
      unlimited: false,
      remaining: 1,
      coachingRemaining: 5,
    });
    await t.services.accounts.refundCredit(id);
    expect((await t.services.accounts.access(id))?.allowance).toEqual({
      unlimited: false,
      remaining: 2,
      coachingRemaining: 5,
    });
  });
});

describe("createVerifiedUser (the CLI's and the seed's way in)", () => {
  it("creates a verified account with its role that can sign in at once", async () => {
    await t.services.accounts.createVerifiedUser({
      email: " Boss@Example.com ",
      password: "admin-pass-1",
      name: "Bo Boss",
      role: "admin",
    });
    const c = t.client();
    expect(
      (await c.post("/api/auth/sign-in/email", { email: "boss@example.com", password: "admin-pass-1" }))
        .status,
    ).toBe(200);
    expect(await (await c.get("/api/me")).json()).toMatchObject({
      role: "admin",
      isUnlimited: true,
      emailVerified: true,
    });
  });

  it("refuses a duplicate e-mail and a weak password", async () => {
    await expect(
      t.services.accounts.createVerifiedUser({
        email: "boss@example.com",
        password: "admin-pass-1",
        name: "Bo Again",
        role: "user",
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      t.services.accounts.createVerifiedUser({
        email: "weak@example.com",
        password: "weak",
        name: "We Ak",
        role: "user",
      }),
    ).rejects.toMatchObject({
      code: "validation_failed",
      extra: { fields: { password: "Password must be at least 8 characters long" } },
    });
  });
});
