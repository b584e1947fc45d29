/**
 * Bundles through HTTP: generate, read, save and page. Kept together because saving and paging start from
 * the bundles the generate tests make.
 */
import { randomUUID } from "node:crypto";
import {
  type Bundle,
  bundleSchema,
  clientBundleSchema,
  savedBundleListSchema,
  savedBundleSchema,
} from "@buildr/contracts";
import { generateBundle } from "@buildr/engine";
import { SAMPLE_LEAD } from "@buildr/engine/test-fixtures";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundles, users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD = SAMPLE_LEAD;

async function credits(id: string) {
  const [row] = await t.services.database.db
    .select({ n: users.trialCredits })
    .from(users)
    .where(eq(users.id, id));
  return row?.n;
}

function deepKeys(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) deepKeys(v, keys);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      deepKeys(v, keys);
    }
  }
  return keys;
}

describe("POST /api/bundles/generate", () => {
  it("needs a session", async () => {
    const res = await t.client().post("/api/bundles/generate", { lead: LEAD });
    expect(res.status).toBe(401);
  });

  it("turns a lead into a bundle of 1-3 distinct products with summed totals, and spends one credit", async () => {
    const { client, id } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", { lead: LEAD });
    expect(res.status).toBe(200);
    const bundle = bundleSchema.parse(await res.json());
    expect(bundle.language).toBe("en");
    expect(bundle.client.age).toBe(67);
    expect(bundle.policies.length).toBeGreaterThanOrEqual(1);
    expect(bundle.policies.length).toBeLessThanOrEqual(3);
    expect(new Set(bundle.policies.map((p) => p.product)).size).toBe(bundle.policies.length);
    const monthly = bundle.policies.filter((p) => p.premium.mode === "monthly");
    expect(bundle.totals.monthlyPremium.low).toBe(monthly.reduce((s, p) => s + p.premium.amount.low, 0));
    expect(bundle.objections.length).toBeGreaterThanOrEqual(3);
    expect(await credits(id)).toBe(1);
    // Kept for its owner.
    const again = await client.get(`/api/bundles/${bundle.id}`);
    expect(again.status).toBe(200);
    expect(bundleSchema.parse(await again.json()).id).toBe(bundle.id);
  });

  it("answers in the language of the lead, or the one asked for", async () => {
    const { client } = await t.signedInUser();
    const es = await client.post("/api/bundles/generate", {
      lead: "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas.",
    });
    expect(es.status).toBe(200);
    expect(bundleSchema.parse(await es.json()).language).toBe("es");
    const fr = await client.post("/api/bundles/generate", { lead: LEAD, language: "fr" });
    expect(bundleSchema.parse(await fr.json()).language).toBe("fr");
  });

  it("accepts a fact-finder profile", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", {
      profile: {
        firstName: "James",
        age: 34,
        maritalStatus: "married",
        dependents: 2,
        income: 85000,
        goals: ["protect_family", "mortgage"],
        smoker: "never",
      },
    });
    expect(res.status).toBe(200);
    const bundle = bundleSchema.parse(await res.json());
    expect(bundle.policies.map((p) => p.product)).toContain("term_life");
    expect(bundle.policies.some((p) => p.product.startsWith("medicare") || p.product === "part_d")).toBe(
      false,
    );
  });

  it("refuses a lead with nothing to work on with 422 lead_too_vague and the facts to ask, without spending a credit", async () => {
    const { client, id } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", { lead: "call back tomorrow" });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("lead_too_vague");
    expect((error.missing as string[]).length).toBeGreaterThan(0);
    expect(await credits(id)).toBe(2);
  });

  it.each([
    ["an empty lead", { lead: "" }],
    ["whitespace", { lead: "   \n\t " }],
    ["a lead over 5,000 characters", { lead: "a".repeat(5001) }],
    ["a number for a lead", { lead: 42 }],
    ["no lead and no profile", {}],
    ["an absurd profile age", { profile: { age: 300 } }],
    ["an unknown language", { lead: LEAD, language: "de" }],
  ])("answers %s with a 400 in the error shape and spends nothing", async (_name, body) => {
    const { client, id } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.message.length).toBeGreaterThan(5);
    expect(await credits(id)).toBe(2);
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", "{lead:");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_json");
  });

  it("never builds on a nonsense number: age 300 and negative income are asked for, not used", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", {
      lead: "Client is age 300, income -5, wants final expense coverage, smoker.",
    });
    if (res.status === 200) {
      const bundle = bundleSchema.parse(await res.json());
      expect(bundle.client.age).toBeUndefined();
      expect(bundle.client.income).toBeUndefined();
    } else {
      expect(res.status).toBe(422);
    }
  });

  it("treats script-injection text as text", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/bundles/generate", {
      lead: '<script>alert(1)</script> 68 year old man wants a Medigap plan "; drop table users; --',
    });
    expect(res.status).toBe(200);
    expect((await t.services.database.db.select().from(users)).length).toBeGreaterThan(0);
  });

  it("gives exactly the 2 trial credits when 50 generations race, then 402 upgrade_required", async () => {
    const { client, id } = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post("/api/bundles/generate", { lead: LEAD })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(48);
    expect(await credits(id)).toBe(0);
    const kept = await t.services.database.db.select().from(bundles).where(eq(bundles.userId, id));
    expect(kept).toHaveLength(2);
    const refused = results.find((r) => r.status === 402)!;
    expect((await errorOf(refused)).code).toBe("upgrade_required");
  });

  it("costs nothing for an unlimited account", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "lifetime", { source: "admin" });
    for (let i = 0; i < 3; i++)
      expect((await client.post("/api/bundles/generate", { lead: LEAD })).status).toBe(200);
    expect(await credits(id)).toBe(2);
  });
});

describe("GET /api/bundles/:id and /client-copy", () => {
  let owner: TestClient;
  let bundleId: string;
  beforeAll(async () => {
    ({ client: owner } = await t.signedInUser());
    bundleId = bundleSchema.parse(
      await (await owner.post("/api/bundles/generate", { lead: LEAD })).json(),
    ).id;
  });

  it("gives the client copy with no commission anywhere", async () => {
    const res = await owner.get(`/api/bundles/${bundleId}/client-copy`);
    expect(res.status).toBe(200);
    const copy = clientBundleSchema.strict().parse(await res.json());
    expect(deepKeys(copy).some((k) => /commission/i.test(k))).toBe(false);
    expect(JSON.stringify(copy)).not.toMatch(/commission|comisi[oó]n/i);
  });

  it("is not found for another agent, so ids reveal nothing", async () => {
    const { client: other } = await t.signedInUser();
    expect((await other.get(`/api/bundles/${bundleId}`)).status).toBe(404);
    expect((await other.get(`/api/bundles/${bundleId}/client-copy`)).status).toBe(404);
    expect((await owner.get("/api/bundles/no-such-id")).status).toBe(404);
  });
});

describe("saved bundles (docs/product/decisions.md#d-4)", () => {
  /** A generated bundle of the user's, made by the engine directly so no credit is spent. */
  async function generatedBundleOf(userId: string, now = new Date()): Promise<string> {
    const id = randomUUID();
    const result = generateBundle({ lead: LEAD }, { id, now });
    if (!result.ok) throw new Error("the sample lead should make a bundle");
    await t.services.database.db.insert(bundles).values({
      id,
      userId,
      language: result.bundle.language,
      lead: LEAD,
      summary: result.bundle.summary,
      bundle: result.bundle,
      createdAt: now,
    });
    return id;
  }

  it("saves, lists newest first with search, and deletes", async () => {
    const { client, id } = await t.signedInUser();
    const first = await generatedBundleOf(id);
    const second = await generatedBundleOf(id);
    const saved = await client.post("/api/bundles", { bundleId: first });
    expect(saved.status).toBe(200);
    expect(savedBundleSchema.parse(await saved.json())).toMatchObject({ id: first, clientAge: 67 });
    expect((await client.post("/api/bundles", { bundleId: second })).status).toBe(200);
    // Saving again is a no-op, not a second save.
    expect((await client.post("/api/bundles", { bundleId: second })).status).toBe(200);

    const list = savedBundleListSchema.parse(await (await client.get("/api/bundles")).json());
    expect(list.bundles.map((b) => b.id)).toEqual([second, first]);
    expect(list).toMatchObject({ savedThisMonth: 2, monthlyLimit: 2 });
    expect(JSON.stringify(list.bundles[0]?.products)).toMatch(/final_expense|medicare/);

    const found = savedBundleListSchema.parse(await (await client.get("/api/bundles?search=Ohio")).json());
    expect(found.bundles).toHaveLength(2);
    const none = savedBundleListSchema.parse(
      await (await client.get(`/api/bundles?search=${encodeURIComponent("100%_nothing")}`)).json(),
    );
    expect(none.bundles).toHaveLength(0);

    expect((await client.delete(`/api/bundles/${first}`)).status).toBe(204);
    expect((await client.get(`/api/bundles/${first}`)).status).toBe(404);
    expect((await client.delete(`/api/bundles/${first}`)).status).toBe(404);
    const after = savedBundleListSchema.parse(await (await client.get("/api/bundles")).json());
    expect(after.bundles.map((b) => b.id)).toEqual([second]);
    // The deleted save still counts this month, or delete-and-save would make saving unlimited.
    expect(after.savedThisMonth).toBe(2);
  });

  it("refuses a free account's third save this month with 402 and a message, and lets a paid one go on", async () => {
    const { client, id } = await t.signedInUser();
    const ids = [await generatedBundleOf(id), await generatedBundleOf(id), await generatedBundleOf(id)];
    expect((await client.post("/api/bundles", { bundleId: ids[0] })).status).toBe(200);
    expect((await client.post("/api/bundles", { bundleId: ids[1] })).status).toBe(200);
    const third = await client.post("/api/bundles", { bundleId: ids[2] });
    expect(third.status).toBe(402);
    const error = await errorOf(third);
    expect(error.code).toBe("upgrade_required");
    expect(error.message).toMatch(/2 bundles a month/);

    await t.services.accounts.grantEntitlement(id, "yearly", { source: "admin" });
    expect((await client.post("/api/bundles", { bundleId: ids[2] })).status).toBe(200);
    expect(
      savedBundleListSchema.parse(await (await client.get("/api/bundles")).json()).monthlyLimit,
    ).toBeNull();
  });

  it("saves for an unlimited account once, with the card the bundle's own fields make", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "yearly", { source: "admin" });
    const bundleId = await generatedBundleOf(id);
    const full = (await (await client.get(`/api/bundles/${bundleId}`)).json()) as Bundle;
    const saved = savedBundleSchema.parse(await (await client.post("/api/bundles", { bundleId })).json());
    expect(saved).toEqual({
      id: bundleId,
      summary: full.summary,
      language: full.language,
      clientName: [full.client.firstName, full.client.lastName].filter(Boolean).join(" ") || null,
      clientAge: full.client.age ?? null,
      products: full.policies.map((p) => p.product),
      monthlyPremium: full.totals.monthlyPremium,
      firstYearCommission: full.totals.firstYearCommission,
      createdAt: expect.any(String),
      savedAt: expect.any(String),
    });
    // Again: the first save's time stays, and the list shows the same card.
    const again = savedBundleSchema.parse(await (await client.post("/api/bundles", { bundleId })).json());
    expect(again).toEqual(saved);
    const list = savedBundleListSchema.parse(await (await client.get("/api/bundles")).json());
    expect(list.bundles).toEqual([saved]);
    expect(list.monthlyLimit).toBeNull();
    // Removed, or another agent's: not found.
    expect((await client.delete(`/api/bundles/${bundleId}`)).status).toBe(204);
    expect((await client.post("/api/bundles", { bundleId })).status).toBe(404);
    const { client: other, id: otherId } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(otherId, "yearly", { source: "admin" });
    expect((await other.post("/api/bundles", { bundleId: await generatedBundleOf(id) })).status).toBe(404);
  });

  it("gives exactly the monthly limit when 20 saves race", async () => {
    const { client, id } = await t.signedInUser();
    const ids = await Promise.all(Array.from({ length: 20 }, () => generatedBundleOf(id)));
    const results = await Promise.all(ids.map((bundleId) => client.post("/api/bundles", { bundleId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 402)).toHaveLength(18);
    const saved = await t.services.database.db
      .select()
      .from(bundles)
      .where(and(eq(bundles.userId, id), isNotNull(bundles.savedAt)));
    expect(saved).toHaveLength(2);
  });

  it("starts a new allowance on the first of the month (UTC)", async () => {
    const { id } = await t.signedInUser();
    const endOfJanuary = new Date("2026-01-31T23:59:00Z");
    const firstOfFebruary = new Date("2026-02-01T00:00:30Z");
    const ids = [
      await generatedBundleOf(id, endOfJanuary),
      await generatedBundleOf(id, endOfJanuary),
      await generatedBundleOf(id, endOfJanuary),
    ];
    await t.services.bundles.save(id, ids[0]!, endOfJanuary);
    await t.services.bundles.save(id, ids[1]!, endOfJanuary);
    await expect(t.services.bundles.save(id, ids[2]!, endOfJanuary)).rejects.toMatchObject({
      code: "upgrade_required",
    });
    await expect(t.services.bundles.save(id, ids[2]!, firstOfFebruary)).resolves.toMatchObject({
      id: ids[2],
    });
  });

  it("keeps agents apart and answers bad bodies in words", async () => {
    const { id } = await t.signedInUser();
    const theirs = await generatedBundleOf(id);
    const { client: other } = await t.signedInUser();
    expect((await other.post("/api/bundles", { bundleId: theirs })).status).toBe(404);
    expect((await other.delete(`/api/bundles/${theirs}`)).status).toBe(404);
    const bad = await other.post("/api/bundles", { bundleId: 7 });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("validation_failed");
    expect((await t.client().get("/api/bundles")).status).toBe(401);
  });
});

describe("GET /api/bundles paging (docs/product/compliance.md#security)", () => {
  /** `n` saved bundles of the user's, written directly; `savedAt` of the i-th comes from `at(i)`. */
  async function savedBundles(userId: string, n: number, at: (i: number) => Date | ReturnType<typeof sql>) {
    const result = generateBundle({ lead: LEAD }, { id: "template", now: new Date() });
    if (!result.ok) throw new Error("the sample lead should make a bundle");
    const ids: string[] = [];
    for (let start = 0; start < n; start += 100) {
      const rows = Array.from({ length: Math.min(100, n - start) }, (_, k) => {
        const i = start + k;
        const id = randomUUID();
        ids.push(id);
        return {
          id,
          userId,
          language: result.bundle.language,
          lead: `${LEAD} #${i}`,
          summary: result.bundle.summary,
          bundle: result.bundle,
          createdAt: new Date(),
          savedAt: at(i) as Date,
        };
      });
      await t.services.database.db.insert(bundles).values(rows);
    }
    return ids;
  }

  async function page(client: TestClient, query: string) {
    const res = await client.get(`/api/bundles${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return savedBundleListSchema.parse(await res.json());
  }

  async function everyPage(client: TestClient, limit: number, search = "") {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const params = new URLSearchParams({ limit: String(limit) });
      if (search) params.set("search", search);
      if (cursor) params.set("cursor", cursor);
      const body = await page(client, `?${params}`);
      expect(body.bundles.length).toBeLessThanOrEqual(limit);
      seen.push(...body.bundles.map((b) => b.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 1000);
    return { seen, pages };
  }

  it("hands out every saved bundle once, page after page, past the old 200 cap", async () => {
    const { client, id } = await t.signedInUser();
    const base = Date.UTC(2026, 0, 1);
    const ids = await savedBundles(id, 230, (i) => new Date(base + i * 60_000));
    const first = await page(client, "");
    expect(first.bundles).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first.bundles[0]!.id).toBe(ids[229]);

    const { seen, pages } = await everyPage(client, 100);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it("keeps a stable order when saves share a timestamp, to the microsecond", async () => {
    const { client, id } = await t.signedInUser();
    // 3 bundles per instant, instants a microsecond apart: a cursor rounded to milliseconds would skip some.
    const ids = await savedBundles(
      id,
      30,
      (i) =>
        sql`'2026-02-01T10:00:00.000000Z'::timestamptz + make_interval(secs => ${Math.floor(i / 3)} * 0.000001)`,
    );
    for (const limit of [1, 2, 4, 7]) {
      const { seen } = await everyPage(client, limit);
      expect(new Set(seen).size, `limit ${limit}`).toBe(30);
      expect([...seen].sort()).toEqual([...ids].sort());
    }
    const { seen } = await everyPage(client, 4);
    const whole = (await page(client, "?limit=100")).bundles.map((b) => b.id);
    expect(seen).toEqual(whole);
  });

  it("neither repeats nor hides a bundle when one is saved or deleted between two pages", async () => {
    const { client, id } = await t.signedInUser();
    const base = Date.UTC(2026, 2, 1);
    const ids = await savedBundles(id, 10, (i) => new Date(base + i * 1000));
    const first = await page(client, "?limit=4");
    expect(first.bundles.map((b) => b.id)).toEqual(ids.slice(6).reverse());
    await savedBundles(id, 1, () => new Date(base + 60_000));
    expect((await client.delete(`/api/bundles/${ids[4]}`)).status).toBe(204);
    const second = await page(client, `?limit=4&cursor=${first.nextCursor}`);
    expect(second.bundles.map((b) => b.id)).toEqual([ids[5], ids[3], ids[2], ids[1]]);
    const third = await page(client, `?limit=4&cursor=${second.nextCursor}`);
    expect(third.bundles.map((b) => b.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it("pages a search with the same cursor rule", async () => {
    const { client, id } = await t.signedInUser();
    const base = Date.UTC(2026, 3, 1);
    await savedBundles(id, 12, (i) => new Date(base + i * 1000));
    const { seen } = await everyPage(client, 5, "#1");
    // "#1", "#10", "#11"
    expect(seen).toHaveLength(3);
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=101", "limit"],
    ["?limit=abc", "limit"],
    ["?limit=2.5", "limit"],
    ["?cursor=not-a-cursor", "cursor"],
    [`?cursor=${Buffer.from('["2026-01-01T00:00:00.000000","x\\u0000"]').toString("base64url")}`, "cursor"],
    [`?cursor=${Buffer.from('["yesterday","abc"]').toString("base64url")}`, "cursor"],
    [`?cursor=${"A".repeat(201)}`, "cursor"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const { client } = await t.signedInUser();
    const res = await client.get(`/api/bundles${query}`);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toMatch(
      /limit must be a whole number from 1 to 100|start again from the first page/,
    );
  });
});
