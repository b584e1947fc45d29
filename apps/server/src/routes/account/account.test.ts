import { meSchema } from "@buildr/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("GET /api/me", () => {
  it("answers 401 in the error shape without a session", async () => {
    const res = await t.client().get("/api/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  });

  it("answers the api.md shape for a new, verified account: role user, not paid, 2 trial credits", async () => {
    const { client, email } = await t.signedInUser({ name: "Maria Lopez" });
    const res = await client.get("/api/me");
    expect(res.status).toBe(200);
    const me = meSchema.parse(await res.json());
    expect(me).toMatchObject({
      email,
      name: "Maria Lopez",
      role: "user",
      plan: null,
      isPaid: false,
      isUnlimited: false,
      allowance: { unlimited: false, remaining: 2 },
      emailVerified: true,
    });
  });

  it("shows a granted entitlement as paid and unlimited", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "yearly", {
      source: "admin",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const me = await (await client.get("/api/me")).json();
    expect(me).toMatchObject({
      plan: "yearly",
      isPaid: true,
      isUnlimited: true,
      allowance: { unlimited: true, remaining: null },
    });
  });

  it("ignores an expired entitlement", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "comped", {
      source: "admin",
      expiresAt: new Date(Date.now() - 1000),
    });
    const me = await (await client.get("/api/me")).json();
    expect(me).toMatchObject({ plan: null, isPaid: false, allowance: { remaining: 2 } });
  });
});
