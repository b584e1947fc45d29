/**
 * The agent's data as a whole, through HTTP: the export (at size too) and the deletion of the account. One
 * file because both start from the same agent with one of everything the product keeps (`agentWithData`).
 */
import { randomUUID } from "node:crypto";
import { accountExportSchema } from "@buildr/contracts";
import { sampleLeadFor } from "@buildr/engine/test-fixtures";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  billingPurchases,
  bundles,
  chatMessages,
  conversations,
  sessions,
  supportRequests,
  users,
} from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const LEAD = sampleLeadFor("Linda Park");

/** An agent with one of everything the product keeps: a bundle, a conversation, a support request. */
async function agentWithData(name: string) {
  const agent = await t.signedInUser({ name });
  const generated = await agent.client.post("/api/bundles/generate", { lead: LEAD });
  expect(generated.status).toBe(200);
  const { id: bundleId } = (await generated.json()) as { id: string };
  const conversationId = randomUUID();
  const { db } = t.services.database;
  await db
    .insert(conversations)
    .values({ id: conversationId, userId: agent.id, threadId: randomUUID(), title: `${name} thread` });
  await db.insert(chatMessages).values([
    {
      id: randomUUID(),
      conversationId,
      userId: agent.id,
      role: "user",
      content: `How do I open with ${name}'s prospect?`,
    },
    {
      id: randomUUID(),
      conversationId,
      userId: agent.id,
      role: "assistant",
      content: "Start with her goals.",
    },
  ]);
  const support = await agent.client.post("/api/support", {
    name,
    email: agent.email,
    subject: `Question from ${name}`,
    message: "How do I print the client copy of a bundle?",
  });
  expect(support.status).toBe(201);
  return { ...agent, bundleId, conversationId };
}

function deleteMe(client: TestClient, confirm: unknown) {
  return client.fetch("/api/me", {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ confirm }),
  });
}

async function rowsOf(userId: string) {
  const { db } = t.services.database;
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    accounts: await count(db.select().from(accounts).where(eq(accounts.userId, userId))),
    bundles: await count(db.select().from(bundles).where(eq(bundles.userId, userId))),
    conversations: await count(db.select().from(conversations).where(eq(conversations.userId, userId))),
    messages: await count(db.select().from(chatMessages).where(eq(chatMessages.userId, userId))),
    supportRequests: await count(db.select().from(supportRequests).where(eq(supportRequests.userId, userId))),
  };
}

describe("GET /api/me/export", () => {
  it("answers 401 in the error shape without a session", async () => {
    const res = await t.client().get("/api/me/export");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it("downloads the caller's profile, bundles, conversations and support requests as a dated JSON file", async () => {
    const me = await agentWithData("Linda Agent");
    await agentWithData("Other Agent");
    const res = await me.client.get("/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="buildr-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = accountExportSchema.parse(await res.json());
    expect(data.account).toMatchObject({ id: me.id, email: me.email, name: "Linda Agent", role: "user" });
    // The disclaimer counts are the agent's data too (null until set in Settings).
    expect(data.account).toMatchObject({ tpmoOrganizations: null, tpmoPlans: null });
    expect(data.signInMethods).toEqual(["credential"]);
    expect(data.bundles.map((b) => b.id)).toEqual([me.bundleId]);
    expect(data.bundles[0]?.lead).toBe(LEAD);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ id: me.conversationId, title: "Linda Agent thread" });
    expect(data.conversations[0]?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(data.supportRequests).toEqual([
      expect.objectContaining({ subject: "Question from Linda Agent", email: me.email }),
    ]);
    expect(data.entitlements).toEqual([]);
  });

  it("holds no password hash, no session or provider token and nothing of another agent", async () => {
    const me = await agentWithData("Private Agent");
    const other = await agentWithData("Neighbour Agent");
    const text = await (await me.client.get("/api/me/export")).text();
    const { db } = t.services.database;
    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, me.id));
    const mySessions = await db.select().from(sessions).where(eq(sessions.userId, me.id));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential!.password!);
    expect(mySessions.length).toBeGreaterThan(0);
    for (const s of mySessions) expect(text).not.toContain(s.token);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.bundleId);
    expect(text).not.toContain("Neighbour Agent");
  });

  it("lists a granted plan among the entitlements", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "comped", { source: "admin", expiresAt: null });
    const data = accountExportSchema.parse(await (await client.get("/api/me/export")).json());
    expect(data.entitlements).toEqual([expect.objectContaining({ plan: "comped", source: "admin" })]);
  });
});

describe("GET /api/me/export at size (docs/product/compliance.md#security)", () => {
  /** `n` bundles and `threads` conversations of `perThread` messages, some sharing a timestamp. */
  async function bulk(userId: string, n: number, threads: number, perThread: number) {
    const { db } = t.services.database;
    const bundle = { id: "stored", note: "x".repeat(200) };
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 1000);
    const bundleIds: string[] = [];
    for (let s = 0; s < n; s += 200) {
      const rows = Array.from({ length: Math.min(200, n - s) }, (_, k) => {
        const id = randomUUID();
        bundleIds.push(id);
        return {
          id,
          userId,
          language: "en" as const,
          lead: `lead ${s + k}`,
          summary: `summary ${s + k}`,
          bundle: bundle as never,
          createdAt: at(s + k),
        };
      });
      await db.insert(bundles).values(rows);
    }
    const threadIds: string[] = [];
    for (let c = 0; c < threads; c++) {
      const id = randomUUID();
      threadIds.push(id);
      await db
        .insert(conversations)
        .values({ id, userId, threadId: id, title: `thread ${c}`, createdAt: at(c) });
      for (let s = 0; s < perThread; s += 500)
        await db.insert(chatMessages).values(
          Array.from({ length: Math.min(500, perThread - s) }, (_, k) => ({
            id: randomUUID(),
            conversationId: id,
            userId,
            role: (s + k) % 2 ? ("assistant" as const) : ("user" as const),
            content: `message ${s + k} of thread ${c}`,
            createdAt: at(s + k),
          })),
        );
    }
    return { bundleIds, threadIds };
  }

  it("streams every row once, across many batches, as one valid JSON document", async () => {
    const me = await agentWithData("Bulk Agent");
    const { bundleIds, threadIds } = await bulk(me.id, 450, 130, 0);
    // One long conversation of its own, over several message batches.
    const long = randomUUID();
    await t.services.database.db.insert(conversations).values({
      id: long,
      userId: me.id,
      threadId: long,
      title: "long",
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });
    const contents: string[] = [];
    for (let s = 0; s < 2600; s += 500) {
      const rows = Array.from({ length: Math.min(500, 2600 - s) }, (_, k) => {
        const i = s + k;
        contents.push(`long message ${i}`);
        return {
          id: randomUUID(),
          conversationId: long,
          userId: me.id,
          role: "user" as const,
          content: `long message ${i}`,
          // Several messages per microsecond-precise instant: the batches must neither repeat nor skip them.
          createdAt: new Date(Date.UTC(2027, 0, 1) + Math.floor(i / 4)),
        };
      });
      await t.services.database.db.insert(chatMessages).values(rows);
    }

    const res = await me.client.get("/api/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-length")).toBeNull();
    const data = accountExportSchema.parse(JSON.parse(await res.text()));
    const ids = data.bundles.map((b) => b.id);
    expect(ids).toHaveLength(451);
    expect(new Set(ids)).toEqual(new Set([me.bundleId, ...bundleIds]));
    expect(data.bundles.find((b) => b.id === bundleIds[0])?.bundle).toEqual({
      id: "stored",
      note: "x".repeat(200),
    });
    expect(data.conversations.map((c) => c.id)).toEqual(
      expect.arrayContaining([me.conversationId, ...threadIds, long]),
    );
    expect(data.conversations).toHaveLength(132);
    const longThread = data.conversations.find((c) => c.id === long)!;
    expect(new Set(longThread.messages.map((m) => m.content))).toEqual(new Set(contents));
    expect(longThread.messages).toHaveLength(2600);
    expect(data.supportRequests).toHaveLength(1);
  });

  it("runs one export per account at a time: a second one meanwhile is a 429 with Retry-After", async () => {
    const me = await agentWithData("Parallel Agent");
    await bulk(me.id, 300, 0, 0);
    const results = await Promise.all(Array.from({ length: 8 }, () => me.client.get("/api/me/export")));
    const statuses = results.map((r) => r.status);
    const done = results.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await errorOf(refused);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/already being exported|times in the last hour/);
    for (const r of done) accountExportSchema.parse(await r.json());
    // Once the download is over the account's turn is free again.
    expect((await me.client.get("/api/me/export")).status).toBe(200);
  });

  it("allows 5 exports an hour per account, then answers 429 with Retry-After", async () => {
    const { client } = await t.signedInUser();
    const other = await t.signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await client.get("/api/me/export");
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await client.get("/api/me/export");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await errorOf(refused)).message).toMatch(/5 times in the last hour/);
    // Another agent is not held back.
    expect((await other.client.get("/api/me/export")).status).toBe(200);
  });

  it("frees the account's turn when the download is abandoned halfway", async () => {
    const me = await agentWithData("Abandoning Agent");
    await bulk(me.id, 400, 0, 0);
    const res = await me.client.get("/api/me/export");
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    await expect
      .poll(async () => {
        const again = await me.client.get("/api/me/export");
        await again.arrayBuffer();
        return again.status;
      })
      .toBe(200);
  });
});

describe("DELETE /api/me", () => {
  it("refuses a wrong or missing confirmation with 400 and deletes nothing", async () => {
    const me = await agentWithData("Careful Agent");
    const before = await rowsOf(me.id);
    for (const confirm of ["someone-else@example.com", "delete it", ""]) {
      const res = await deleteMe(me.client, confirm);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("bad_request");
      expect(error.message).toMatch(/e-mail address/);
    }
    const missing = await me.client.fetch("/api/me", {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(missing.status).toBe(400);
    expect(await rowsOf(me.id)).toEqual(before);
    expect((await me.client.get("/api/me")).status).toBe(200);
  });

  it("with the e-mail typed deletes everything of that agent, signs them out, and leaves another agent whole", async () => {
    const me = await agentWithData("Leaving Agent");
    const other = await agentWithData("Staying Agent");
    const otherBefore = await rowsOf(other.id);

    const res = await deleteMe(me.client, `  ${me.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(res.headers.getSetCookie().some((c) => /session_token=;|session_token=.*max-age=0/i.test(c))).toBe(
      true,
    );
    expect(me.client.hasSession()).toBe(false);

    expect(await rowsOf(me.id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      bundles: 0,
      conversations: 0,
      messages: 0,
      supportRequests: 0,
    });
    const strayRequests = await t.services.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.email, me.email));
    expect(strayRequests).toEqual([]);
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect((await other.client.get("/api/me")).status).toBe(200);

    // The old sign-in no longer works.
    const again = t.client();
    const login = await again.post("/api/auth/sign-in/email", { email: me.email, password: me.password });
    expect(login.status).toBe(401);
    expect((await again.get("/api/me")).status).toBe(401);
  });

  it("a session copied before the deletion no longer works", async () => {
    const me = await t.signedInUser();
    const copy = t.client();
    expect(
      (await copy.post("/api/auth/sign-in/email", { email: me.email, password: me.password })).status,
    ).toBe(200);
    expect((await deleteMe(me.client, "DELETE")).status).toBe(200);
    expect((await copy.get("/api/me")).status).toBe(401);
    expect((await copy.get("/api/me/export")).status).toBe(401);
  });

  it("refuses with 409 while a yearly subscription would still be charged, and deletes nothing", async () => {
    const me = await t.signedInUser();
    await t.services.database.db.insert(billingPurchases).values({
      id: `sub_${randomUUID().slice(0, 12)}`,
      kind: "subscription",
      plan: "yearly",
      source: "stripe",
      userId: me.id,
      customerId: "cus_test",
      status: "active",
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
      observedAt: Math.floor(Date.now() / 1000),
    });
    const res = await deleteMe(me.client, me.email);
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe("conflict");
    expect(error.message).toMatch(/Cancel it first under Manage Subscription/);
    expect((await rowsOf(me.id)).users).toBe(1);
    expect((await me.client.get("/api/me")).status).toBe(200);
  });

  it("deletes once the subscription is canceled", async () => {
    const me = await t.signedInUser();
    await t.services.database.db.insert(billingPurchases).values({
      id: `sub_${randomUUID().slice(0, 12)}`,
      kind: "subscription",
      plan: "yearly",
      source: "stripe",
      userId: me.id,
      status: "canceled",
      observedAt: Math.floor(Date.now() / 1000),
    });
    expect((await deleteMe(me.client, "DELETE")).status).toBe(200);
    expect((await rowsOf(me.id)).users).toBe(0);
  });

  it("answers 401 without a session", async () => {
    const res = await deleteMe(t.client(), "DELETE");
    expect(res.status).toBe(401);
  });
});
