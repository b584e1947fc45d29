/**
 * The conversation tools through HTTP: rename, delete with undo, edit and resend, regenerate and versions;
 * one file because each tool acts on the same seeded conversation.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, chatReplyVersions, conversations, users } from "../../db/schema.js";
import { FakeLlm } from "../../test/fake-llm.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

const NEW_CLIENT =
  "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month";
const OTHER_CLIENT =
  "New client, 45 years old, married, two kids, non-smoker in Texas, wants term life for the mortgage";
const FOLLOW_UPS = [
  "What carriers would you pick instead?",
  "How much commission will I make?",
  "How do I handle the objection that it's too expensive?",
];

interface Reply {
  conversationId: string;
  messageId: string;
  reply: { id: string; content: string; kind: string };
  allowance: { unlimited: boolean; remaining: number | null };
}

async function send(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post("/api/chat", body);
  return { res, body: res.status === 200 ? ((await res.json()) as Reply) : null };
}

async function titles(client: TestClient): Promise<Record<string, string | null>> {
  const { conversations: list } = (await (await client.get("/api/conversations")).json()) as {
    conversations: { id: string; title: string | null }[];
  };
  return Object.fromEntries(list.map((c) => [c.id, c.title]));
}

async function history(client: TestClient, conversationId: string) {
  const res = await client.get(`/api/conversations/${conversationId}/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { id: string; role: string; content: string; kind: string }[] })
    .messages;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("PATCH /api/conversations/:id renames", () => {
  it("renames the caller's conversation; the next message does not rename it back", async () => {
    const { client } = await t.signedInUser();
    const { conversationId } = (await send(client, { message: NEW_CLIENT })).body!;
    const res = await client.patch(`/api/conversations/${conversationId}`, { title: "  Linda – funeral  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: conversationId, title: "Linda – funeral" });
    await send(client, { message: FOLLOW_UPS[0], conversationId });
    expect((await titles(client))[conversationId]).toBe("Linda – funeral");
  });

  it("refuses an empty or over-long title with a message a person can act on", async () => {
    const { client } = await t.signedInUser();
    const { conversationId } = (await send(client, { message: "/help" })).body!;
    const empty = await client.patch(`/api/conversations/${conversationId}`, { title: "   " });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ code: "validation_failed", message: /title/i });
    const long = await client.patch(`/api/conversations/${conversationId}`, { title: "x".repeat(81) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toMatch(/80 characters/);
  });

  it("answers 404 for someone else's conversation and leaves it as it was", async () => {
    const owner = await t.signedInUser();
    const { conversationId } = (await send(owner.client, { message: NEW_CLIENT })).body!;
    const before = (await titles(owner.client))[conversationId];
    const other = await t.signedInUser();
    const res = await other.client.patch(`/api/conversations/${conversationId}`, { title: "Mine now" });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("not_found");
    expect((await titles(owner.client))[conversationId]).toBe(before);
    expect((await t.client().patch(`/api/conversations/${conversationId}`, { title: "x" })).status).toBe(401);
  });
});

describe("search", () => {
  it("finds the caller's conversations by any message's words, each once, newest first", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.accounts.grantEntitlement(id, "yearly", { source: "admin" });
    const first = (await send(client, { message: NEW_CLIENT })).body!.conversationId;
    const second = (await send(client, { message: OTHER_CLIENT })).body!.conversationId;
    // The first conversation is written in again: it is now the newest.
    await send(client, { message: FOLLOW_UPS[2], conversationId: first });
    const search = async (c: TestClient, words: string) =>
      (
        (await (await c.get(`/api/conversations?search=${encodeURIComponent(words)}`)).json()) as {
          conversations: { id: string }[];
        }
      ).conversations.map((x) => x.id);
    expect(await search(client, "funeral")).toEqual([first]);
    expect(await search(client, "TEXAS")).toEqual([second]);
    expect(await search(client, "client")).toEqual([first, second]);
    // A later message counts as the first does; % and _ are the letters themselves, not wildcards.
    expect(await search(client, "objection")).toEqual([first]);
    expect(await search(client, "100%")).toEqual([]);
    expect(await search(client, "_")).toEqual([]);
    // Another agent finds none of them.
    const { client: other } = await t.signedInUser();
    expect(await search(other, "funeral")).toEqual([]);
  });
});

describe("delete with undo", () => {
  it("hides a deleted conversation everywhere at once, and restore brings it back whole", async () => {
    const { client } = await t.signedInUser();
    const { conversationId } = (await send(client, { message: NEW_CLIENT })).body!;
    await send(client, { message: FOLLOW_UPS[0], conversationId });
    const before = await history(client, conversationId);

    const started = Date.now();
    const res = await client.post(`/api/conversations/${conversationId}/delete`);
    expect(res.status).toBe(200);
    const deleted = (await res.json()) as { conversationId: string; restorableUntil: string };
    expect(deleted.conversationId).toBe(conversationId);
    const window = Date.parse(deleted.restorableUntil) - started;
    expect(window).toBeGreaterThanOrEqual(59_000);
    expect(window).toBeLessThanOrEqual(61_000);

    expect(conversationId in (await titles(client))).toBe(false);
    const search = (await (await client.get("/api/conversations?search=widowed")).json()) as {
      conversations: { id: string }[];
    };
    expect(search.conversations.map((c) => c.id)).not.toContain(conversationId);
    expect((await client.get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);
    const late = await send(client, { message: FOLLOW_UPS[1], conversationId });
    expect(late.res.status).toBe(404);
    // Deleting it twice is a 404 too: it is not one of the caller's conversations any more.
    expect((await client.post(`/api/conversations/${conversationId}/delete`)).status).toBe(404);

    const restored = await client.post(`/api/conversations/${conversationId}/restore`);
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { id: string }).id).toBe(conversationId);
    expect(conversationId in (await titles(client))).toBe(true);
    expect(await history(client, conversationId)).toEqual(before);
    // Restoring something that is not deleted is a 404.
    expect((await client.post(`/api/conversations/${conversationId}/restore`)).status).toBe(404);
  });

  it("removes it for good once the window has passed", async () => {
    const { client, id } = await t.signedInUser();
    const { conversationId } = (await send(client, { message: NEW_CLIENT })).body!;
    // Deleted 61 seconds ago.
    await t.services.conversations.remove(id, conversationId, new Date(Date.now() - 61_000));
    const res = await client.post(`/api/conversations/${conversationId}/restore`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toMatch(/can no longer be restored/);
    // The next accepted delete removes what is past its window.
    const next = (await send(client, { message: "/help" })).body!;
    expect((await client.post(`/api/conversations/${next.conversationId}/delete`)).status).toBe(200);
    const db = t.services.database.db;
    expect(await db.select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
    expect(
      await db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)),
    ).toEqual([]);
  });

  it("refuses someone else's conversation: 404 to delete or restore, and theirs stays", async () => {
    const owner = await t.signedInUser();
    const { conversationId } = (await send(owner.client, { message: NEW_CLIENT })).body!;
    const other = await t.signedInUser();
    expect((await other.client.post(`/api/conversations/${conversationId}/delete`)).status).toBe(404);
    expect(conversationId in (await titles(owner.client))).toBe(true);
    expect((await owner.client.post(`/api/conversations/${conversationId}/delete`)).status).toBe(200);
    const stolen = await other.client.post(`/api/conversations/${conversationId}/restore`);
    expect(stolen.status).toBe(404);
    expect(conversationId in (await titles(owner.client))).toBe(false);
    expect((await owner.client.post(`/api/conversations/${conversationId}/restore`)).status).toBe(200);
  });
});

describe("edit the last message and resend (editOf)", () => {
  it("answers the new words in the old message's place; a follow-up edited is not counted twice nor charged", async () => {
    const { client } = await t.signedInUser();
    const first = (await send(client, { message: NEW_CLIENT })).body!;
    const { conversationId } = first;
    expect(first.allowance.remaining).toBe(1);
    let last: Reply | null = null;
    for (const question of FOLLOW_UPS)
      last = (await send(client, { message: question, conversationId })).body;

    const edited = await send(client, {
      message: "Which carriers fit her best?",
      conversationId,
      editOf: last!.messageId,
    });
    expect(edited.res.status).toBe(200);
    expect(edited.body!).toMatchObject({
      conversationId,
      messageId: last!.messageId,
      allowance: { remaining: 1 },
    });
    expect(edited.body!.reply.kind).not.toBe("limit");

    const messages = await history(client, conversationId);
    expect(messages).toHaveLength(2 + 2 * FOLLOW_UPS.length);
    expect(messages.at(-2)).toMatchObject({ id: last!.messageId, content: "Which carriers fit her best?" });
    expect(messages.at(-1)!.id).toBe(edited.body!.reply.id);
    expect(messages.map((m) => m.content)).not.toContain(FOLLOW_UPS[2]);
    // The first message named the conversation and is not this one: the title stays.
    expect((await titles(client))[conversationId]).toBe(NEW_CLIENT.slice(0, 80));
    // Still the third follow-up: the fourth is the one stopped.
    const fourth = (await send(client, { message: "Any other script ideas for this one?", conversationId }))
      .body!;
    expect(fourth.reply.kind).toBe("limit");
  });

  it("answers an edited follow-up at zero credits, and charges an edit that is a new client like any", async () => {
    const { client, id } = await t.signedInUser();
    const first = (await send(client, { message: NEW_CLIENT })).body!;
    const { conversationId } = first;
    const followUp = (await send(client, { message: FOLLOW_UPS[0], conversationId })).body!;
    await t.services.database.db.update(users).set({ trialCredits: 0 }).where(eq(users.id, id));

    const free = await send(client, { message: FOLLOW_UPS[1], conversationId, editOf: followUp.messageId });
    expect(free.res.status).toBe(200);
    expect(free.body!.allowance.remaining).toBe(0);

    // A new client costs a credit, as it would sent fresh: at zero it is refused and nothing changes.
    const lead = await send(client, { message: OTHER_CLIENT, conversationId, editOf: followUp.messageId });
    expect(lead.res.status).toBe(402);
    expect((await errorOf(lead.res)).code).toBe("upgrade_required");
    expect((await history(client, conversationId)).at(-2)!.content).toBe(FOLLOW_UPS[1]);

    await t.services.database.db.update(users).set({ trialCredits: 1 }).where(eq(users.id, id));
    const paid = await send(client, { message: OTHER_CLIENT, conversationId, editOf: followUp.messageId });
    expect(paid.res.status).toBe(200);
    expect(paid.body!.reply.kind).toBe("bundle");
    expect(paid.body!.allowance.remaining).toBe(0);
  });

  it("refuses an older message, someone else's, no conversation, or both regenerateOf and editOf", async () => {
    const { client } = await t.signedInUser();
    const first = (await send(client, { message: NEW_CLIENT })).body!;
    const { conversationId } = first;
    const second = (await send(client, { message: FOLLOW_UPS[0], conversationId })).body!;

    const older = await send(client, { message: "Something else", conversationId, editOf: first.messageId });
    expect(older.res.status).toBe(409);
    expect((await errorOf(older.res)).code).toBe("conflict");
    const both = await send(client, {
      message: FOLLOW_UPS[0],
      conversationId,
      editOf: second.messageId,
      regenerateOf: second.messageId,
    });
    expect(both.res.status).toBe(400);
    const noConversation = await send(client, { message: "x", editOf: second.messageId });
    expect(noConversation.res.status).toBe(400);

    const other = await t.signedInUser();
    const theirs = await send(other.client, { message: "Mine", conversationId, editOf: second.messageId });
    expect(theirs.res.status).toBe(404);
    expect((await history(client, conversationId)).at(-2)!.content).toBe(FOLLOW_UPS[0]);
  });
});

describe("regenerate keeps the earlier answers (GET /api/conversations/:id/versions)", () => {
  let llm: FakeLlm;
  let tm: TestContext;
  const QUESTION = "Write me a short motivational note to start my week of calls";
  beforeAll(async () => {
    llm = await new FakeLlm().start();
    tm = await createTestContext({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: "sk-test", LLM_MODEL: "coach-1" });
  });
  afterAll(async () => {
    await tm.close();
    await llm.stop();
  });

  it("keeps each replaced answer, oldest first, with no credit for the regenerates", async () => {
    const { client } = await tm.signedInUser();
    llm.play({ kind: "stream", chunks: ["First take."] });
    const first = (await send(client, { message: QUESTION })).body!;
    const { conversationId, messageId } = first;
    // A coaching answer spends a coaching question, not a bundle credit.
    expect(first.allowance).toMatchObject({ remaining: 2, coachingRemaining: 4 });
    llm.play({ kind: "stream", chunks: ["Second take."] });
    const second = (await send(client, { message: QUESTION, conversationId, regenerateOf: messageId })).body!;
    llm.play({ kind: "stream", chunks: ["Third take."] });
    const third = (await send(client, { message: QUESTION, conversationId, regenerateOf: messageId })).body!;
    expect(third.allowance).toMatchObject({ remaining: 2, coachingRemaining: 4 });

    const messages = await history(client, conversationId);
    expect(messages.map((m) => m.content)).toEqual([QUESTION, "Third take."]);
    const res = await client.get(`/api/conversations/${conversationId}/versions`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      versions: [
        {
          messageId,
          replies: [
            expect.objectContaining({ id: first.reply.id, content: "First take.", kind: "model" }),
            expect.objectContaining({ id: second.reply.id, content: "Second take.", kind: "model" }),
          ],
        },
      ],
    });

    const other = await tm.signedInUser();
    expect((await other.client.get(`/api/conversations/${conversationId}/versions`)).status).toBe(404);

    // An edit asks something else: the answers to the old words are not its versions.
    llm.play({ kind: "stream", chunks: ["Edited take."] });
    const edited = await send(client, {
      message: "Write me a short note to open Monday's team meeting",
      conversationId,
      editOf: messageId,
    });
    expect(edited.res.status).toBe(200);
    // The words it was named by changed: so does its title.
    expect((await titles(client))[conversationId]).toBe(
      "Write me a short note to open Monday's team meeting",
    );
    expect(await (await client.get(`/api/conversations/${conversationId}/versions`)).json()).toEqual({
      versions: [],
    });
    const kept = await tm.services.database.db
      .select()
      .from(chatReplyVersions)
      .where(eq(chatReplyVersions.conversationId, conversationId));
    expect(kept).toEqual([]);
  });

  it("keeps engine answers too (a bundle regenerated), with their bundle", async () => {
    const { client } = await tm.signedInUser();
    const first = (await send(client, { message: NEW_CLIENT })).body!;
    await send(client, {
      message: NEW_CLIENT,
      conversationId: first.conversationId,
      regenerateOf: first.messageId,
    });
    const { versions } = (await (
      await client.get(`/api/conversations/${first.conversationId}/versions`)
    ).json()) as {
      versions: { replies: { id: string; kind: string; bundle?: unknown }[] }[];
    };
    expect(versions[0]!.replies).toHaveLength(1);
    expect(versions[0]!.replies[0]).toMatchObject({ id: first.reply.id, kind: "bundle" });
    expect(versions[0]!.replies[0]!.bundle).toBeDefined();
  });
});
