import { type Bundle, bundleSchema, FREE_CORRECTIONS_PER_BUNDLE, MISSING_FACT_IDS } from "@buildr/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundles, users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * docs/engine/reading.md: the agent corrects what was read from a lead and the bundle is built again. A correction of
 * one's own bundle is free (a bounded number of times); it never buys a bundle for someone else's lead.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD =
  "Walter, 71, male, Florida, COPD on oxygen, wants final expense, about $80 a month. His wife is on Plan N with Humana.";

async function credits(id: string) {
  const [row] = await t.services.database.db
    .select({ n: users.trialCredits })
    .from(users)
    .where(eq(users.id, id));
  return row?.n;
}

async function stored(id: string) {
  const [row] = await t.services.database.db.select().from(bundles).where(eq(bundles.id, id));
  return row;
}

async function generate(client: TestClient, body: unknown) {
  const res = await client.post("/api/bundles/generate", body);
  return { res, bundle: res.status === 200 ? (bundleSchema.parse(await res.json()) as Bundle) : null };
}

/** What the screen sends: the bundle's profile with the agent's change. */
function corrected(bundle: Bundle, change: Partial<Bundle["client"]>) {
  return { profile: { ...bundle.client, ...change }, correctsBundleId: bundle.id };
}

describe("POST /api/bundles/generate with a corrected profile", () => {
  it("builds the bundle again from the corrected fact without spending a credit, and keeps the lead", async () => {
    const { client, id } = await t.signedInUser();
    const first = (await generate(client, { lead: LEAD })).bundle!;
    expect(await credits(id)).toBe(1);

    const { res, bundle } = await generate(client, corrected(first, { state: "GA" }));
    expect(res.status).toBe(200);
    expect(bundle!.id).not.toBe(first.id);
    expect(bundle!.client.state).toBe("GA");
    expect(await credits(id)).toBe(1);
    const row = await stored(bundle!.id);
    expect(row?.lead).toBe(LEAD);
    expect(row?.correctionOf).toBe(first.id);
    expect((await stored(first.id))?.corrections).toBe(1);
    // Kept for its owner like any bundle.
    expect((await client.get(`/api/bundles/${bundle!.id}`)).status).toBe(200);
  });

  it("lets the agent correct the bundle that used the last credit", async () => {
    const { client, id } = await t.signedInUser();
    await generate(client, { lead: LEAD });
    const last = (await generate(client, { lead: LEAD })).bundle!;
    expect(await credits(id)).toBe(0);
    const { res, bundle } = await generate(client, corrected(last, { age: 72 }));
    expect(res.status).toBe(200);
    expect(bundle!.client.age).toBe(72);
    expect(await credits(id)).toBe(0);
    // A new lead is still refused.
    expect((await generate(client, { lead: LEAD })).res.status).toBe(402);
  });

  it(`gives ${FREE_CORRECTIONS_PER_BUNDLE} free corrections per bundle, corrections of corrections included, then charges`, async () => {
    const { client, id } = await t.signedInUser();
    let current = (await generate(client, { lead: LEAD })).bundle!;
    for (let i = 0; i < FREE_CORRECTIONS_PER_BUNDLE; i++) {
      const next = await generate(client, corrected(current, { age: 72 + i }));
      expect(next.res.status).toBe(200);
      current = next.bundle!;
    }
    expect(await credits(id)).toBe(1);
    const charged = await generate(client, corrected(current, { state: "GA" }));
    expect(charged.res.status).toBe(200);
    expect(await credits(id)).toBe(0);
    // Past the limit the agent has paid for a fresh start: no correction left over the credits.
    const refused = await generate(client, corrected(current, { state: "TX" }));
    expect(refused.res.status).toBe(402);
    expect((await errorOf(refused.res)).code).toBe("upgrade_required");
  });

  it("never gives more free corrections than the limit when they race", async () => {
    const { client, id } = await t.signedInUser();
    await generate(client, { lead: LEAD });
    const first = (await generate(client, { lead: LEAD })).bundle!;
    expect(await credits(id)).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.post("/api/bundles/generate", corrected(first, { age: 65 + i })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FREE_CORRECTIONS_PER_BUNDLE);
    expect(statuses.filter((s) => s === 402)).toHaveLength(12 - FREE_CORRECTIONS_PER_BUNDLE);
    expect((await stored(first.id))?.corrections).toBe(FREE_CORRECTIONS_PER_BUNDLE);
  });

  it("refuses another agent's bundle id or a made-up one with 404, charging and keeping nothing", async () => {
    const { client: owner } = await t.signedInUser();
    const theirs = (await generate(owner, { lead: LEAD })).bundle!;
    const { client: stranger, id } = await t.signedInUser();
    for (const bundleId of [theirs.id, "00000000-0000-4000-8000-000000000000", "not-a-bundle"]) {
      const res = await stranger.post("/api/bundles/generate", {
        profile: { ...theirs.client, state: "TX" },
        correctsBundleId: bundleId,
      });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("not_found");
    }
    expect(await credits(id)).toBe(2);
    expect(await t.services.database.db.select().from(bundles).where(eq(bundles.userId, id))).toHaveLength(0);
    expect((await stored(theirs.id))?.corrections).toBe(0);
  });

  it("refuses a deleted bundle's id with 404", async () => {
    const { client } = await t.signedInUser();
    const first = (await generate(client, { lead: LEAD })).bundle!;
    await client.post("/api/bundles", { bundleId: first.id });
    expect((await client.delete(`/api/bundles/${first.id}`)).status).toBe(204);
    expect((await generate(client, corrected(first, { state: "GA" }))).res.status).toBe(404);
  });

  it.each([
    ["an absurd age", { age: 300 }, "profile.age"],
    ["conditions that are not a list", { healthConditions: "copd" }, "profile.healthConditions"],
    ["an unknown product of interest", { interests: ["time_machine"] }, "profile.interests"],
    [
      "a source that ends before it starts",
      { sources: [{ fact: "client.age=71", text: "71", start: 9, end: 2 }] },
      "profile.sources",
    ],
    ["a made-up birth date", { birthDate: "yesterday" }, "profile.birthDate"],
  ])(
    "answers a corrected profile with %s with 400 naming the field, spending nothing",
    async (_name, change, field) => {
      const { client, id } = await t.signedInUser();
      const first = (await generate(client, { lead: LEAD })).bundle!;
      const res = await client.post("/api/bundles/generate", {
        profile: { ...first.client, ...change },
        correctsBundleId: first.id,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.message.length).toBeGreaterThan(5);
      // The field a person can fix, never a bare "body: Invalid input".
      expect(body.error.message.startsWith(field)).toBe(true);
      expect(body.error.message).not.toMatch(/^body: Invalid input/);
      expect(await credits(id)).toBe(1);
      expect((await stored(first.id))?.corrections).toBe(0);
    },
  );

  it("keeps only the source words that are the lead's own", async () => {
    const { client } = await t.signedInUser();
    const first = (await generate(client, { lead: LEAD })).bundle!;
    const at = LEAD.indexOf("Florida");
    const { bundle } = await generate(client, {
      profile: {
        ...first.client,
        sources: [
          { fact: "client.state=FL", text: "Florida", start: at, end: at + 7 },
          { fact: "client.age=99", text: "99", start: 8, end: 10 },
        ],
      },
      correctsBundleId: first.id,
    });
    expect(bundle!.client.sources).toEqual([
      { fact: "client.state=FL", text: "Florida", start: at, end: at + 7 },
    ]);
  });

  it("names the facts still missing by id, in the order of the questions", async () => {
    const { client } = await t.signedInUser();
    const { bundle } = await generate(client, { lead: "Retired, 68, wants a Medigap plan." });
    expect(bundle!.missing.length).toBeGreaterThan(0);
    expect(bundle!.missingFacts).toHaveLength(bundle!.missing.length);
    for (const fact of bundle!.missingFacts ?? []) expect(MISSING_FACT_IDS).toContain(fact);
    expect(bundle!.missingFacts).toContain("state");
  });

  it("is documented in the OpenAPI description, with the bundle's new fields", async () => {
    const doc = JSON.stringify(await (await t.client().get("/api/openapi.json")).json());
    for (const field of [
      "correctsBundleId",
      "missingFacts",
      "timing",
      "household",
      "planYear",
      "appointment",
      "sources",
    ])
      expect(doc).toContain(`"${field}"`);
  });
});
