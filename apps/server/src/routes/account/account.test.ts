import { dashboardSchema, meSchema, profileSchema } from "@buildr/contracts";
import type { Bundle } from "@buildr/engine";
import { sampleLeadFor } from "@buildr/engine/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundles, users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";
import { startOfUtcWeek } from "./account.service.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD = sampleLeadFor("Linda Park");
const LEAD_2 =
  "Tom Reyes, 45, married with two kids, smoker, mortgage of $250,000, wants to protect his family if he dies.";

describe("GET /api/me", () => {
  it("answers 401 in the error shape without a session", async () => {
    const res = await t.client().get("/api/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  });

  it("answers the docs/api.md shape for a new, verified account: role user, not paid, 2 trial credits", async () => {
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

describe("the contract", () => {
  it("documents the account and support routes in the OpenAPI document", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/api/me"] ?? {})).toEqual(expect.arrayContaining(["get", "patch"]));
    expect(doc.paths["/api/me/profile"]?.get).toBeDefined();
    expect(doc.paths["/api/me/dashboard"]?.get).toBeDefined();
    expect(doc.paths["/api/support"]?.post).toBeDefined();
  });
});

describe("signed out", () => {
  it("every account endpoint answers 401 in the error shape", async () => {
    const c = t.client();
    for (const res of [
      await c.get("/api/me/profile"),
      await c.get("/api/me/dashboard"),
      await c.patch("/api/me", { name: "Someone Else" }),
    ]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe("unauthorized");
    }
  });
});

describe("PATCH /api/me", () => {
  it("saves name, company, phone, language and the e-mail opt-out, and they survive a new session", async () => {
    const { email, password, client } = await t.signedInUser({ name: "Dana Cole" });
    const res = await client.patch("/api/me", {
      name: "  Dana M. Cole ",
      company: " Cole Senior Benefits ",
      phone: "+1 (614) 555-0142",
      language: "es",
      emailUnsubscribed: true,
    });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(await res.json())).toMatchObject({
      name: "Dana M. Cole",
      company: "Cole Senior Benefits",
      phone: "+1 (614) 555-0142",
      language: "es",
      emailUnsubscribed: true,
      email,
    });

    const again = t.client();
    expect((await again.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    const profile = profileSchema.parse(await (await again.get("/api/me/profile")).json());
    expect(profile).toMatchObject({ name: "Dana M. Cole", company: "Cole Senior Benefits", language: "es" });
    expect(profile.emailUnsubscribed).toBe(true);
    // The name the rest of the app shows comes from the same row.
    expect(meSchema.parse(await (await again.get("/api/me")).json()).name).toBe("Dana M. Cole");
  });

  it("changes only the fields sent, and a blank company or phone clears it", async () => {
    const { client } = await t.signedInUser({ name: "Ravi Shah" });
    await client.patch("/api/me", { company: "Shah Insurance Group", phone: "555 010 9999" });
    const res = await client.patch("/api/me", { phone: "" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Ravi Shah",
      company: "Shah Insurance Group",
      phone: null,
    });
    expect(await (await client.patch("/api/me", { company: null })).json()).toMatchObject({ company: null });
  });

  it("saves the TPMO disclaimer's counts, and null clears them", async () => {
    const { client } = await t.signedInUser({ name: "Tess Moreau" });
    const before = profileSchema.parse(await (await client.get("/api/me/profile")).json());
    expect(before).toMatchObject({ tpmoOrganizations: null, tpmoPlans: null });
    const res = await client.patch("/api/me", { tpmoOrganizations: 4, tpmoPlans: 23 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tpmoOrganizations: 4, tpmoPlans: 23 });
    expect(await (await client.patch("/api/me", { tpmoPlans: null })).json()).toMatchObject({
      tpmoOrganizations: 4,
      tpmoPlans: null,
    });
  });

  it.each([
    [{ tpmoOrganizations: 0 }, "tpmoOrganizations", /1 to 999/],
    [{ tpmoOrganizations: 2.5 }, "tpmoOrganizations", /whole number/],
    [{ tpmoOrganizations: "many" }, "tpmoOrganizations", /whole number/],
    [{ tpmoPlans: 10_000 }, "tpmoPlans", /1 to 9999/],
    [{ tpmoPlans: -3 }, "tpmoPlans", /whole number/],
    [{ name: "A" }, "name", /at least 2 characters/],
    [{ name: "x".repeat(101) }, "name", /max 100/],
    [{ name: "   " }, "name", /full name/i],
    [{ company: "c".repeat(121) }, "company", /max 120/],
    [{ phone: "12345" }, "phone", /7 to 15 digits/],
    [{ phone: "call me maybe" }, "phone", /phone number/],
    [{ phone: "+1 555 123 4567 8901 2345" }, "phone", /7 to 15 digits/],
    [{ language: "de" }, "language", /en|es|fr/],
    [{ emailUnsubscribed: "yes" }, "emailUnsubscribed", /boolean/],
    [{ email: "new@example.com" }, "email", /support/],
  ] as const)("refuses %o with a 400 naming the field", async (body, field, message) => {
    const { client } = await t.signedInUser();
    const res = await client.patch("/api/me", body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toMatch(message);
  });

  it("refuses server-only fields such as role, and an empty or malformed body, without changing anything", async () => {
    const { client, id } = await t.signedInUser({ name: "Plain Agent" });
    const role = await client.patch("/api/me", { role: "admin", name: "Plain Agent" });
    expect(role.status).toBe(400);
    expect((await errorOf(role)).message).toMatch(/role/);
    expect((await client.patch("/api/me", {})).status).toBe(400);
    const malformed = await client.patch("/api/me", "{name:");
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe("invalid_json");
    const [row] = await t.services.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe("user");
  });
});

describe("GET /api/me/dashboard", () => {
  async function generate(client: TestClient, lead: string): Promise<Bundle> {
    const res = await client.post("/api/bundles/generate", { lead });
    expect(res.status).toBe(200);
    return (await res.json()) as Bundle;
  }

  it("starts at zero for a new agent, with 2 credits and the free save limit", async () => {
    const { client } = await t.signedInUser();
    const res = await client.get("/api/me/dashboard");
    expect(res.status).toBe(200);
    const d = dashboardSchema.parse(await res.json());
    expect(d.allowance).toEqual({ unlimited: false, remaining: 2, coachingRemaining: 5 });
    expect(d.month).toMatchObject({ generated: 0, saved: 0, saveLimit: 2 });
    expect(d.saved).toEqual({ count: 0, firstYearCommission: { low: 0, high: 0 } });
    expect(d.weeks).toHaveLength(8);
    expect(d.weeks.every((w) => w.generated === 0 && w.saved === 0)).toBe(true);
    expect(d.recent).toEqual([]);
  });

  it("counts bundles generated and saved through the API, sums the saved ones' commission, and shows them as recent", async () => {
    const { client } = await t.signedInUser();
    const other = await t.signedInUser();
    await generate(other.client, LEAD);

    const first = await generate(client, LEAD);
    const second = await generate(client, LEAD_2);
    expect((await client.post("/api/bundles", { bundleId: first.id })).status).toBe(200);

    const d = dashboardSchema.parse(await (await client.get("/api/me/dashboard")).json());
    expect(d.allowance).toEqual({ unlimited: false, remaining: 0, coachingRemaining: 5 });
    expect(d.month).toMatchObject({ generated: 2, saved: 1, saveLimit: 2 });
    expect(d.saved.count).toBe(1);
    expect(d.saved.firstYearCommission).toEqual({
      low: Math.round(first.totals.firstYearCommission.low),
      high: Math.round(first.totals.firstYearCommission.high),
    });
    expect(d.saved.firstYearCommission.high).toBeGreaterThan(0);
    const thisWeek = d.weeks.at(-1)!;
    expect(thisWeek.start).toBe(startOfUtcWeek(new Date()).toISOString().slice(0, 10));
    expect(thisWeek).toMatchObject({ generated: 2, saved: 1 });
    expect(d.recent.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(d.recent[1]).toMatchObject({ saved: true, clientName: "Linda Park" });
    expect(d.recent[0]?.saved).toBe(false);
  });

  it("puts older bundles in their own week and outside this month, and drops removed saves from the list and the sum", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "lifetime", { source: "admin" });
    const old = await generate(client, LEAD);
    const kept = await generate(client, LEAD_2);
    const removed = await generate(client, LEAD);
    for (const b of [old, kept, removed])
      expect((await client.post("/api/bundles", { bundleId: b.id })).status).toBe(200);
    expect((await client.delete(`/api/bundles/${removed.id}`)).status).toBe(204);

    // Three weeks back and, whatever today is, before the start of this month.
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const threeWeeksAgo = new Date(startOfUtcWeek(now).getTime() - 21 * 86_400_000 + 3_600_000);
    const backdated = threeWeeksAgo < monthStart ? threeWeeksAgo : new Date(monthStart.getTime() - 3_600_000);
    await t.services.database.db
      .update(bundles)
      .set({ createdAt: backdated, savedAt: backdated })
      .where(eq(bundles.id, old.id));

    const d = dashboardSchema.parse(await (await client.get("/api/me/dashboard")).json());
    expect(d.allowance).toEqual({ unlimited: true, remaining: null, coachingRemaining: null });
    expect(d.isPaid).toBe(true);
    expect(d.month).toMatchObject({ generated: 2, saved: 2, saveLimit: null });
    expect(d.saved.count).toBe(2);
    const sum = (end: "low" | "high") =>
      Math.round(old.totals.firstYearCommission[end] + kept.totals.firstYearCommission[end]);
    expect(d.saved.firstYearCommission).toEqual({ low: sum("low"), high: sum("high") });
    const oldWeek = startOfUtcWeek(backdated).toISOString().slice(0, 10);
    expect(d.weeks.find((w) => w.start === oldWeek)).toMatchObject({ generated: 1, saved: 1 });
    expect(d.weeks.reduce((n, w) => n + w.generated, 0)).toBe(3);
    expect(d.recent.map((r) => r.id)).not.toContain(removed.id);
  });
});
