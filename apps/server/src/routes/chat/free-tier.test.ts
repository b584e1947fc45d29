import { readFileSync } from "node:fs";
import { FREE_BUNDLES_PER_MONTH, FREE_COACHING_PER_DAY } from "@buildr/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundles, chatMessages, users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * The free tier as an agent lives it (docs/decisions/014): 2 new bundles a calendar month, 5 coaching
 * answers a day, follow-ups on a bundle free; every count kept and spent by the server.
 */
const NEW_CLIENTS = [
  "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month",
  "New client: 45, married, two kids, non-smoker, in Texas, wants to protect the family income, $80 a month",
  "New client: 70, retired teacher in Florida, $200,000 in savings, wants safe growth and income for life",
];
const COACHING = [
  'How do I answer "I need to think about it"?',
  "What is an indexed annuity?",
  "How do I handle the objection that it's too expensive?",
  "What is the difference between Medicare Advantage and Medicare Supplement?",
  "How do I ask for referrals after a sale?",
  "What is final expense insurance?",
];
const FOLLOW_UPS = [
  "What carriers would you pick instead?",
  "How do I handle the objection that it's too expensive?",
  "What should I say first on the call?",
  "And what if she says she needs to ask her son?",
];

interface Allowance {
  unlimited: boolean;
  remaining: number | null;
  coachingRemaining: number | null;
}
interface Reply {
  conversationId: string;
  reply: { kind: string; content: string };
  allowance: Allowance;
}

async function send(client: TestClient, message: string, conversationId?: string) {
  const res = await client.post("/api/chat", { message, ...(conversationId ? { conversationId } : {}) });
  return { res, body: res.status === 200 ? ((await res.json()) as Reply) : null };
}

async function allowanceOf(client: TestClient): Promise<Allowance> {
  return ((await (await client.get("/api/me")).json()) as { allowance: Allowance }).allowance;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("the free tier: 2 bundles a month, 5 coaching answers a day", () => {
  it("lets a free agent ask 5 coaching questions and still build 2 bundles, with free follow-ups", async () => {
    const { client, id } = await t.signedInUser();
    expect(await allowanceOf(client)).toEqual({
      unlimited: false,
      remaining: FREE_BUNDLES_PER_MONTH,
      coachingRemaining: FREE_COACHING_PER_DAY,
    });

    // Coaching answers spend the day's coaching allowance, never a bundle credit.
    for (const [i, question] of COACHING.slice(0, 5).entries()) {
      const { res, body } = await send(client, question);
      expect(res.status, question).toBe(200);
      expect(body!.reply.kind).not.toBe("bundle");
      expect(body!.allowance).toEqual({ unlimited: false, remaining: 2, coachingRemaining: 4 - i });
    }
    // The 6th of the day is refused with the upgrade words; nothing is stored for it.
    const sixth = await send(client, COACHING[5]!);
    expect(sixth.res.status).toBe(402);
    const refusal = await errorOf(sixth.res);
    expect(refusal.code).toBe("upgrade_required");
    expect(refusal.message).toBe(
      "You've used today's 5 free coaching questions. Upgrade for unlimited coaching, or ask again tomorrow. Your free bundles are not affected.",
    );
    const stored = await t.services.database.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.userId, id));
    expect(stored.map((m) => m.content)).not.toContain(COACHING[5]);

    // The first bundle spends one credit; its follow-ups are free, the 4th gets the limit reply for free.
    const first = await send(client, NEW_CLIENTS[0]!);
    expect(first.res.status).toBe(200);
    expect(first.body!.reply.kind).toBe("bundle");
    expect(first.body!.allowance).toEqual({ unlimited: false, remaining: 1, coachingRemaining: 0 });
    const { conversationId } = first.body!;
    for (const question of FOLLOW_UPS.slice(0, 3)) {
      const { res, body } = await send(client, question, conversationId);
      expect(res.status, question).toBe(200);
      expect(body!.reply.kind).not.toBe("limit");
      expect(body!.allowance).toEqual({ unlimited: false, remaining: 1, coachingRemaining: 0 });
    }
    const fourth = await send(client, FOLLOW_UPS[3]!, conversationId);
    expect(fourth.res.status).toBe(200);
    expect(fourth.body!.reply.kind).toBe("limit");
    expect(fourth.body!.reply.content).toContain("follow-up question limit");
    expect(fourth.body!.allowance.remaining).toBe(1);

    // The second bundle takes the last credit; the third is refused with the bundle words.
    const second = await send(client, NEW_CLIENTS[1]!, conversationId);
    expect(second.body!.reply.kind).toBe("bundle");
    expect(second.body!.allowance.remaining).toBe(0);
    const third = await send(client, NEW_CLIENTS[2]!);
    expect(third.res.status).toBe(402);
    expect((await errorOf(third.res)).message).toMatch(
      /^You've used this month's 2 free bundles\. Upgrade for unlimited bundles, or come back on \w+ 1 for 2 more\.$/,
    );
    expect(await allowanceOf(client)).toEqual({ unlimited: false, remaining: 0, coachingRemaining: 0 });

    // Commands cost nothing, even with both allowances spent.
    const help = await send(client, "/help");
    expect(help.res.status).toBe(200);
    expect(help.body!.reply.kind).toBe("command");
  });

  it("refuses in the agent's language", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ trialCredits: 0 }).where(eq(users.id, id));
    const res = await client.post("/api/bundles/generate", {
      lead: "Cliente nueva: 68 años, viuda, diabética, con Medicare Original, quiere cubrir su funeral, 100 dólares al mes",
      language: "es",
    });
    expect(res.status).toBe(402);
    expect((await errorOf(res)).message).toMatch(/^Ya usó los 2 paquetes gratuitos de este mes\./);
  });

  it("spends coaching answers exactly when 20 are asked at once", async () => {
    const { client } = await t.signedInUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => send(client, COACHING[1]!)));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(FREE_COACHING_PER_DAY);
    expect(results.filter((r) => r.res.status === 402)).toHaveLength(20 - FREE_COACHING_PER_DAY);
    expect(await allowanceOf(client)).toEqual({ unlimited: false, remaining: 2, coachingRemaining: 0 });
  });

  it("makes exactly 2 bundles from 50 parallel requests on the bundles page", async () => {
    const { client, id } = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post("/api/bundles/generate", { lead: NEW_CLIENTS[0] })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(48);
    const made = await t.services.database.db.select().from(bundles).where(eq(bundles.userId, id));
    expect(made).toHaveLength(2);
  });

  it("makes exactly 2 bundles from 50 parallel new clients in the chat", async () => {
    const { client, id } = await t.signedInUser();
    const results = await Promise.all(Array.from({ length: 50 }, () => send(client, NEW_CLIENTS[0]!)));
    expect(results.filter((r) => r.res.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.res.status === 402)).toHaveLength(48);
    const made = await t.services.database.db.select().from(bundles).where(eq(bundles.userId, id));
    expect(made).toHaveLength(2);
  });

  it("starts a new month with 2 credits, and spends granted credits after the month's", async () => {
    const { client, id } = await t.signedInUser();
    const db = t.services.database.db;
    await db
      .update(users)
      .set({
        trialCredits: 0,
        creditsMonth: "2020-01",
        bonusCredits: 1,
        coachingDay: "2020-01-31",
        coachingUsed: 5,
      })
      .where(eq(users.id, id));
    expect(await allowanceOf(client)).toEqual({ unlimited: false, remaining: 3, coachingRemaining: 5 });
    for (const remaining of [2, 1, 0]) {
      const res = await client.post("/api/bundles/generate", { lead: NEW_CLIENTS[0] });
      expect(res.status).toBe(200);
      expect((await allowanceOf(client)).remaining).toBe(remaining);
    }
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ trialCredits: 0, bonusCredits: 0 });
    expect(row!.creditsMonth).toBe(new Date().toISOString().slice(0, 7));
    expect((await client.post("/api/bundles/generate", { lead: NEW_CLIENTS[0] })).status).toBe(402);
  });

  it("spends nothing for a paid agent", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "yearly", { source: "admin" });
    for (const question of COACHING) expect((await send(client, question)).res.status).toBe(200);
    expect(await allowanceOf(client)).toEqual({ unlimited: true, remaining: null, coachingRemaining: null });
  });
});

describe("migration 0009: existing accounts keep what they had", () => {
  const statement = readFileSync(
    new URL("../../../drizzle/0012_free_tier_allowance.sql", import.meta.url),
    "utf8",
  )
    .split("--> statement-breakpoint")
    .find((s) => s.includes("WITH made AS"))!;

  it("restores credits coaching spent, keeps grants, and counts this month's bundles", async () => {
    const db = t.services.database.db;
    const make = async (oldCredits: number, bundlesThisMonth: number, bundlesBefore = 0) => {
      const { id } = await t.signedInUser();
      await db.update(users).set({ trialCredits: oldCredits }).where(eq(users.id, id));
      for (let i = 0; i < bundlesThisMonth + bundlesBefore; i++) {
        const res = await t.services.bundles.generate(id, { lead: NEW_CLIENTS[0]! }, new Date(), {
          role: "admin",
          plan: null,
          isPaid: false,
          isUnlimited: true,
          allowance: { unlimited: true, remaining: null, coachingRemaining: null },
        });
        if (i < bundlesBefore)
          await db
            .update(bundles)
            .set({ createdAt: new Date("2026-01-15T12:00:00Z") })
            .where(eq(bundles.id, (JSON.parse(res) as { id: string }).id));
      }
      // The old rule's counters, as 0008 left them.
      await db.update(users).set({ creditsMonth: "2000-01", bonusCredits: 0 }).where(eq(users.id, id));
      return id;
    };
    const spentOnCoaching = await make(0, 0);
    const granted = await make(7, 0);
    const oneBundle = await make(1, 1);
    const twoBundles = await make(0, 2);
    const grantedAndBusy = await make(10, 2);
    const lastYear = await make(0, 0, 2);
    await db.execute(sql.raw(statement));
    const month = new Date().toISOString().slice(0, 7);
    const after = async (id: string) => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return { monthly: row!.trialCredits, bonus: row!.bonusCredits, month: row!.creditsMonth };
    };
    expect(await after(spentOnCoaching)).toEqual({ monthly: 2, bonus: 0, month });
    expect(await after(granted)).toEqual({ monthly: 2, bonus: 5, month });
    expect(await after(oneBundle)).toEqual({ monthly: 1, bonus: 0, month });
    expect(await after(twoBundles)).toEqual({ monthly: 0, bonus: 0, month });
    expect(await after(grantedAndBusy)).toEqual({ monthly: 0, bonus: 10, month });
    expect(await after(lastYear)).toEqual({ monthly: 2, bonus: 0, month });
  });
});
