import { randomUUID } from "node:crypto";
import {
  GUEST_BUNDLES_PER_ADDRESS_PER_DAY,
  GUEST_LEADS_PER_ADDRESS_PER_HOUR,
  guestBundleSchema,
  guestLeadSchema,
} from "@buildr/contracts/guest";
import { SAMPLE_LEAD } from "@buildr/engine/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestLeads } from "../../db/schema.js";
import { createTestContext, errorOf, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD = SAMPLE_LEAD;

let addressCounter = 0;
/**
 * A visitor behind its own address (the documentation range, RFC 3849). How the address is read from the
 * socket or a proxy's X-Forwarded-For is lib/client-address.test.ts's part.
 */
function visitor(address = `2001:db8::${(++addressCounter).toString(16)}`) {
  const client = t.client({ ip: address });
  return {
    address,
    giveEmail: (body: unknown) => client.post("/api/guest/leads", body),
    askBundle: (body: unknown) => client.post("/api/guest/bundle", body),
  };
}

function uniqueEmail(prefix = "prospect") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

async function leadRow(email: string) {
  const [row] = await t.services.database.db.select().from(guestLeads).where(eq(guestLeads.email, email));
  return row;
}

describe("POST /api/guest/leads", () => {
  it("keeps the e-mail as a lead, trimmed and lower-cased, with its referral code, language and address", async () => {
    const v = visitor();
    const email = uniqueEmail();
    const res = await v.giveEmail({
      email: `  ${email.toUpperCase()} `,
      referralCode: "partner42",
      language: "es",
    });
    expect(res.status).toBe(200);
    expect(guestLeadSchema.parse(await res.json())).toEqual({ email, bundlesRemaining: 1 });
    expect(await leadRow(email)).toMatchObject({
      email,
      referralCode: "partner42",
      language: "es",
      ipAddress: v.address,
      bundlesGiven: 0,
    });
  });

  it("answers a returning e-mail with the same lead and keeps the referral that first brought it", async () => {
    const email = uniqueEmail();
    await visitor().giveEmail({ email, referralCode: "first-partner" });
    const again = await visitor().giveEmail({ email, referralCode: "second-partner", language: "fr" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email, bundlesRemaining: 1 });
    expect(await leadRow(email)).toMatchObject({ referralCode: "first-partner", language: "fr" });
  });

  it.each([
    ["no at sign", { email: "maria.example.com" }],
    ["no dot after the at sign", { email: "maria@example" }],
    ["a space inside", { email: "maria lopez@example.com" }],
    ["nothing", {}],
    ["a number", { email: 42 }],
  ])("refuses %s with a message a visitor can act on", async (_, body) => {
    const res = await visitor().giveEmail(body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.email).toBe("Please provide a valid email address.");
  });

  it("refuses a malformed referral code or language with 400, never a 500", async () => {
    const v = visitor();
    for (const body of [
      { email: uniqueEmail(), referralCode: "<script>" },
      { email: uniqueEmail(), language: "de" },
    ]) {
      const res = await v.giveEmail(body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("validation_failed");
    }
    expect((await v.giveEmail("{not json")).status).toBe(400);
  });

  it(`lets one address register ${GUEST_LEADS_PER_ADDRESS_PER_HOUR} new e-mails an hour, then says when to retry`, async () => {
    const v = visitor();
    for (let i = 0; i < GUEST_LEADS_PER_ADDRESS_PER_HOUR; i++)
      expect((await v.giveEmail({ email: uniqueEmail() })).status).toBe(200);
    const refused = await v.giveEmail({ email: uniqueEmail() });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("rate_limited");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    expect((await visitor().giveEmail({ email: uniqueEmail() })).status).toBe(200);
  });

  // docs/product/compliance.md#security: on PostgreSQL each request counted before any had inserted, and 47 of 50 got through.
  it(`holds ${GUEST_LEADS_PER_ADDRESS_PER_HOUR} an hour exactly against 50 parallel requests from one address`, async () => {
    const v = visitor();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => v.giveEmail({ email: uniqueEmail("parallel") })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_LEADS_PER_ADDRESS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - GUEST_LEADS_PER_ADDRESS_PER_HOUR);
    const rows = await t.services.database.db
      .select()
      .from(guestLeads)
      .where(eq(guestLeads.ipAddress, v.address));
    expect(rows).toHaveLength(GUEST_LEADS_PER_ADDRESS_PER_HOUR);
  });
});

describe("POST /api/guest/bundle", () => {
  it("gives one compact sample bundle per e-mail, then refuses the next with a clear code", async () => {
    const v = visitor();
    const email = uniqueEmail();
    await v.giveEmail({ email });
    const res = await v.askBundle({ email, lead: LEAD });
    expect(res.status).toBe(200);
    const sample = guestBundleSchema.parse(await res.json());
    expect(sample.language).toBe("en");
    expect(sample.policies.length).toBeGreaterThanOrEqual(1);
    expect(sample.policies.length).toBeLessThanOrEqual(3);
    expect(sample.talkTrack.length).toBeGreaterThan(0);
    expect(sample.talkTrack.length).toBeLessThanOrEqual(3);
    expect(sample.totals.firstYearCommission.high).toBeGreaterThan(0);
    expect(sample.compliance.join(" ")).not.toMatch(/\bfree\b/i);
    expect(await leadRow(email)).toMatchObject({ bundlesGiven: 1 });

    const second = await v.askBundle({ email: email.toUpperCase(), lead: LEAD });
    expect(second.status).toBe(403);
    const error = await errorOf(second);
    expect(error.code).toBe("forbidden");
    expect(error.message).toMatch(/already received its sample bundle/);
    expect((await v.giveEmail({ email })).status).toBe(200);
    expect(await leadRow(email)).toMatchObject({ bundlesGiven: 1 });
  });

  it("answers in the lead's language", async () => {
    const v = visitor();
    const email = uniqueEmail();
    await v.giveEmail({ email, language: "es" });
    const res = await v.askBundle({
      email,
      lead: "María, 66 años, jubilada en Texas, con Medicare Original, quiere cubrir sus gastos funerarios.",
    });
    expect(res.status).toBe(200);
    expect(guestBundleSchema.parse(await res.json()).language).toBe("es");
  });

  it("asks for the e-mail first", async () => {
    const res = await visitor().askBundle({ email: uniqueEmail(), lead: LEAD });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toMatch(/email/i);
  });

  it("spends nothing on a lead too vague to recommend from, and says what to add", async () => {
    const v = visitor();
    const email = uniqueEmail();
    await v.giveEmail({ email });
    const vague = await v.askBundle({ email, lead: "hello there" });
    expect(vague.status).toBe(422);
    const error = await errorOf(vague);
    expect(error.code).toBe("lead_too_vague");
    expect((error.missing as string[] | undefined)?.length).toBeGreaterThan(0);
    expect(await leadRow(email)).toMatchObject({ bundlesGiven: 0 });
    expect((await v.askBundle({ email, lead: LEAD })).status).toBe(200);
  });

  it("refuses an empty or over-long lead with 400", async () => {
    const v = visitor();
    const email = uniqueEmail();
    await v.giveEmail({ email });
    for (const lead of ["   ", "x".repeat(5001)]) {
      const res = await v.askBundle({ email, lead });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe("validation_failed");
    }
  });

  it("gives one sample even to parallel requests for the same e-mail", async () => {
    const v = visitor();
    const email = uniqueEmail();
    await v.giveEmail({ email });
    const answers = await Promise.all(Array.from({ length: 4 }, () => v.askBundle({ email, lead: LEAD })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403]);
    expect(await leadRow(email)).toMatchObject({ bundlesGiven: 1 });
  });

  it(`gives one address ${GUEST_BUNDLES_PER_ADDRESS_PER_DAY} samples a day whatever e-mails it uses`, async () => {
    const address = `2001:db8::${(++addressCounter).toString(16)}`;
    const emails = Array.from({ length: GUEST_BUNDLES_PER_ADDRESS_PER_DAY + 1 }, () => uniqueEmail());
    // Leads registered from elsewhere, samples asked from one address.
    for (const email of emails) await visitor().giveEmail({ email });
    const v = visitor(address);
    for (const email of emails.slice(0, -1))
      expect((await v.askBundle({ email, lead: LEAD })).status).toBe(200);
    const refused = await v.askBundle({ email: emails.at(-1), lead: LEAD });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await leadRow(emails.at(-1)!)).toMatchObject({ bundlesGiven: 0 });
  });

  it(`holds ${GUEST_BUNDLES_PER_ADDRESS_PER_DAY} a day exactly against 50 parallel requests from one address`, async () => {
    const emails = Array.from({ length: 50 }, () => uniqueEmail("sampler"));
    // Fifty leads registered from fifty other addresses, then every sample asked at once from one.
    for (const email of emails) expect((await visitor().giveEmail({ email })).status).toBe(200);
    const v = visitor();
    const answers = await Promise.all(emails.map((email) => v.askBundle({ email, lead: LEAD })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(GUEST_BUNDLES_PER_ADDRESS_PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - GUEST_BUNDLES_PER_ADDRESS_PER_DAY);
    const given = await t.services.database.db
      .select()
      .from(guestLeads)
      .where(eq(guestLeads.bundlesGiven, 1));
    expect(given.filter((row) => emails.includes(row.email))).toHaveLength(GUEST_BUNDLES_PER_ADDRESS_PER_DAY);
  });
});

describe("the guest coach in the OpenAPI document", () => {
  it("documents both steps with their refusals", async () => {
    const doc = (await (await t.client().get("/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths["/api/guest/leads"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "429"]),
    );
    expect(Object.keys(doc.paths["/api/guest/bundle"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "403", "404", "422", "429"]),
    );
  });
});
