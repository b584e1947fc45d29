import { bundleSchema } from "@buildr/contracts";
import { pitchSchema } from "@buildr/contracts/pitches";
import { SAMPLE_LEAD } from "@buildr/engine/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD = SAMPLE_LEAD;

/** A signed-in agent on the yearly plan (the entitlement is what a payment would grant). */
async function paidAgent(): Promise<{ client: TestClient; id: string }> {
  const agent = await t.signedInUser();
  await t.services.accounts.grantEntitlement(agent.id, "yearly", { source: "admin" });
  return agent;
}

async function credits(id: string) {
  const [row] = await t.services.database.db
    .select({ n: users.trialCredits })
    .from(users)
    .where(eq(users.id, id));
  return row?.n;
}

async function bundleFor(client: TestClient, lead = LEAD, language?: string) {
  const res = await client.post("/api/bundles/generate", { lead, language });
  expect(res.status).toBe(200);
  return bundleSchema.parse(await res.json());
}

describe("POST /api/pitches", () => {
  it("needs a session", async () => {
    const res = await t
      .client()
      .post("/api/pitches", { bundleId: "x", tone: "professional", length: "concise" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it("is for paid plans: a free agent gets 402 upgrade_required and no pitch", async () => {
    const { client } = await t.signedInUser();
    const bundle = await bundleFor(client);
    const res = await client.post("/api/pitches", {
      bundleId: bundle.id,
      tone: "professional",
      length: "standard",
    });
    expect(res.status).toBe(402);
    const error = await errorOf(res);
    expect(error.code).toBe("upgrade_required");
    expect(error.message).toMatch(/paid plans/i);
    expect(JSON.stringify(error)).not.toMatch(/pitch"/);
  });

  it("writes a pitch, five follow-up steps, a referral script and four tips from the agent's own bundle", async () => {
    const { client } = await paidAgent();
    const bundle = await bundleFor(client);
    const res = await client.post("/api/pitches", {
      bundleId: bundle.id,
      tone: "conversational",
      length: "standard",
    });
    expect(res.status).toBe(200);
    const pitch = pitchSchema.parse(await res.json());
    expect(pitch.pitch).toMatch(/^Hi Linda!/);
    expect(pitch.pitch).toMatch(/90 days/);
    expect(pitch.pitch).not.toMatch(/commission|\bfree\b/i);
    expect(pitch.followUpStrategy).toHaveLength(5);
    expect(pitch.followUpStrategy.join(" ")).toMatch(/48 hours[\s\S]*5 business days[\s\S]*90 days/);
    expect(pitch.referralTips).toHaveLength(4);

    // Another tone is another pitch; the same request is the same pitch.
    const other = await client.post("/api/pitches", {
      bundleId: bundle.id,
      tone: "educational",
      length: "standard",
    });
    expect(pitchSchema.parse(await other.json()).pitch).not.toBe(pitch.pitch);
    const again = await client.post("/api/pitches", {
      bundleId: bundle.id,
      tone: "conversational",
      length: "standard",
    });
    expect(pitchSchema.parse(await again.json()).pitch).toBe(pitch.pitch);
  });

  it("regenerates: the next variant is another wording of the same bundle, the same variant the same text", async () => {
    const { client } = await paidAgent();
    const bundle = await bundleFor(client);
    const ask = async (variant?: number) => {
      const res = await client.post("/api/pitches", {
        bundleId: bundle.id,
        tone: "professional",
        length: "standard",
        ...(variant === undefined ? {} : { variant }),
      });
      expect(res.status).toBe(200);
      return pitchSchema.parse(await res.json());
    };
    const first = await ask();
    expect(first.variant).toBe(0);
    const second = await ask(first.variant + 1);
    expect(second.variant).toBe(1);
    expect(second.pitch).not.toBe(first.pitch);
    expect(second.pitch).toMatch(/^Hello, Linda\./);
    expect(second.followUpStrategy).toEqual(first.followUpStrategy);
    expect((await ask(1)).pitch).toBe(second.pitch);

    const bad = await client.post("/api/pitches", {
      bundleId: bundle.id,
      tone: "professional",
      length: "standard",
      variant: 1.5,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields?.variant).toMatch(/whole number/);
  });

  it("costs no credit: the account's stored credits do not move", async () => {
    const { client, id } = await paidAgent();
    const bundle = await bundleFor(client);
    const before = await credits(id);
    for (const tone of ["professional", "conversational", "educational"]) {
      const res = await client.post("/api/pitches", { bundleId: bundle.id, tone, length: "concise" });
      expect(res.status).toBe(200);
    }
    expect(await credits(id)).toBe(before);
    expect(before).toBe(2);
  });

  it("answers 404 for another agent's bundle, as for one that does not exist", async () => {
    const owner = await paidAgent();
    const bundle = await bundleFor(owner.client);
    const { client } = await paidAgent();
    for (const bundleId of [bundle.id, "no-such-bundle"]) {
      const res = await client.post("/api/pitches", { bundleId, tone: "professional", length: "concise" });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("not_found");
    }
  });

  it("refuses a bad tone or length with 400 and the field named", async () => {
    const { client } = await paidAgent();
    const bundle = await bundleFor(client);
    const res = await client.post("/api/pitches", { bundleId: bundle.id, tone: "pushy", length: "epic" });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.tone).toMatch(/professional, conversational or educational/);
    expect(error.fields?.length).toMatch(/concise, standard or detailed/);
  });

  it("needs exactly one of bundleId and bundle", async () => {
    const { client } = await paidAgent();
    const res = await client.post("/api/pitches", { tone: "professional", length: "concise" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.bundleId).toMatch(/bundleId/);
  });

  it("accepts a posted bundle, validated against the bundle schema", async () => {
    const { client } = await paidAgent();
    const bundle = await bundleFor(client);
    const ok = await client.post("/api/pitches", { bundle, tone: "professional", length: "detailed" });
    expect(ok.status).toBe(200);
    expect(pitchSchema.parse(await ok.json()).pitch).toMatch(/^Hello, Linda\./);
    const bad = await client.post("/api/pitches", {
      bundle: { ...bundle, policies: "none" },
      tone: "professional",
      length: "detailed",
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("validation_failed");
  });

  it("follows the bundle's language", async () => {
    const { client } = await paidAgent();
    const es = await bundleFor(
      client,
      "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas.",
    );
    const fr = await bundleFor(client, LEAD, "fr");
    const esPitch = pitchSchema.parse(
      await (
        await client.post("/api/pitches", { bundleId: es.id, tone: "professional", length: "concise" })
      ).json(),
    );
    expect(esPitch.pitch).toMatch(/^Buenos días\./);
    expect(esPitch.followUpStrategy[1]).toMatch(/48 horas/);
    const frPitch = pitchSchema.parse(
      await (
        await client.post("/api/pitches", { bundleId: fr.id, tone: "educational", length: "concise" })
      ).json(),
    );
    expect(frPitch.pitch).toMatch(/^Bonjour Linda\./);
    expect(frPitch.referralTips[0]).toMatch(/Demandez au bon moment/);
  });
});
