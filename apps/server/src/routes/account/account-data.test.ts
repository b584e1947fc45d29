import { randomUUID } from "node:crypto";
import { accountExportSchema } from "@buildr/contracts";
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

const LEAD =
  "Linda Park, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, wants her funeral covered, about $120 a month to spend.";

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
