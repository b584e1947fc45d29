import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, conversations, users } from "../../db/schema.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * The conversation's state around a bundle, as a free agent lives it: the save question and its answers,
 * the follow-up limit, refusals, the last credit, commands. Each step checks what it costs.
 */

const CLIENT_A =
  "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month";
const CLIENT_B =
  "New client: 45 year old married man in Texas, two kids, non-smoker, wants term life for his mortgage";
const CLIENT_C =
  "New client, 72, retired teacher in Florida, wants a guaranteed annuity for $50,000 of savings";

interface Reply {
  conversationId: string;
  messageId: string;
  reply: { id: string; content: string; kind: string; language: string; bundle?: { id: string } };
  allowance: { unlimited: boolean; remaining: number | null };
  followUpsLeft?: number | null;
}

async function send(client: TestClient, message: string, conversationId?: string) {
  const res = await client.post("/api/chat", { message, ...(conversationId ? { conversationId } : {}) });
  return { res, body: res.status === 200 ? ((await res.json()) as Reply) : null };
}

async function ok(client: TestClient, message: string, conversationId?: string): Promise<Reply> {
  const { res, body } = await send(client, message, conversationId);
  expect(res.status, `${message}: ${res.status}`).toBe(200);
  return body!;
}

async function saved(client: TestClient): Promise<{ ids: string[]; savedThisMonth: number }> {
  const res = await client.get("/api/bundles");
  const body = (await res.json()) as { bundles: { id: string }[]; savedThisMonth: number };
  return { ids: body.bundles.map((b) => b.id), savedThisMonth: body.savedThisMonth };
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("a bundle's context in the chat", () => {
  it("asks the save question; yes saves the bundle, costs nothing, and follow-ups stay free", async () => {
    const { client } = await t.signedInUser();
    const bundle = await ok(client, CLIENT_A);
    expect(bundle.reply.kind).toBe("bundle");
    expect(bundle.reply.content).toMatch(
      /Save this client to your leads\? Reply \*\*yes\*\* to save or \*\*skip\*\*\.$/u,
    );
    expect(bundle.allowance.remaining).toBe(1);
    expect(bundle.followUpsLeft).toBe(3);

    const yes = await ok(client, "yes", bundle.conversationId);
    expect(yes.reply.content).toMatch(/^Saved to your leads\./u);
    expect(yes.allowance.remaining).toBe(1);
    expect((await saved(client)).ids).toEqual([bundle.reply.bundle!.id]);

    // The bundle is still the subject: the next question is a free follow-up about it.
    const followUp = await ok(client, "What carriers would you pick instead?", bundle.conversationId);
    expect(followUp.reply.kind).toBe("follow_up");
    expect(followUp.allowance.remaining).toBe(1);
    expect(followUp.followUpsLeft).toBe(2);
  });

  it("skip declines without saving; the context and the credits stay", async () => {
    const { client } = await t.signedInUser();
    const bundle = await ok(client, CLIENT_A);
    const skip = await ok(client, "skip", bundle.conversationId);
    expect(skip.reply.content).toBe(
      "Got it! Let me know if you have any questions about the recommendations.",
    );
    expect(skip.allowance.remaining).toBe(1);
    expect((await saved(client)).ids).toEqual([]);
    const followUp = await ok(client, "How much commission will I make?", bundle.conversationId);
    expect(followUp.reply.kind).toBe("follow_up");
    expect(followUp.allowance.remaining).toBe(1);
  });

  it("answers the save question in the agent's language (sí / oui)", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ trialCredits: 3 }).where(eq(users.id, id));
    const bundle = await ok(
      client,
      "Tengo una clienta nueva de 67 años, viuda, diabética, con Medicare Original, quiere cubrir su funeral, $120 al mes",
    );
    expect(bundle.reply.language).toBe("es");
    expect(bundle.reply.content).toMatch(/¿Guardo a este cliente en sus prospectos\?/u);
    const si = await ok(client, "sí", bundle.conversationId);
    expect(si.reply.content).toMatch(/^Guardado en sus prospectos\./u);
    expect(si.allowance.remaining).toBe(2);
  });

  it("keeps the context after the follow-up limit reply: every later question is the limit again, never charged", async () => {
    const { client } = await t.signedInUser();
    const bundle = await ok(client, CLIENT_A);
    for (const q of [
      "What carriers would you pick instead?",
      "How much commission?",
      "Any rebuttal for 'too expensive'?",
    ])
      expect((await ok(client, q, bundle.conversationId)).reply.kind).toBe("follow_up");
    const limit = await ok(client, "Any other script ideas for this one?", bundle.conversationId);
    expect(limit.reply.kind).toBe("limit");
    expect(limit.followUpsLeft).toBe(0);
    const after = await ok(client, "How do I open the call with her?", bundle.conversationId);
    expect(after.reply.kind).toBe("limit");
    expect(after.allowance.remaining).toBe(1);
    // A new client starts a new bundle (one credit), and its follow-ups count from zero.
    const next = await ok(client, CLIENT_B, bundle.conversationId);
    expect(next.reply.kind).toBe("bundle");
    expect(next.allowance.remaining).toBe(0);
    expect(next.followUpsLeft).toBe(3);
  });

  it("keeps the context after a refusal: the off-topic question is free, the next follow-up too", async () => {
    const { client } = await t.signedInUser();
    const bundle = await ok(client, CLIENT_A);
    const refused = await ok(client, "Who won the game last night?", bundle.conversationId);
    expect(refused.reply.kind).toBe("redirect");
    expect(refused.allowance.remaining).toBe(1);
    const followUp = await ok(client, "What carriers would you pick instead?", bundle.conversationId);
    expect(followUp.reply.kind).toBe("follow_up");
    expect(followUp.allowance.remaining).toBe(1);
  });

  it("answers the 3 free follow-ups on the bundle the last credit bought, then refuses a new client with 402", async () => {
    const { client } = await t.signedInUser();
    const first = await ok(client, CLIENT_A);
    const second = await ok(client, CLIENT_B, first.conversationId);
    expect(second.allowance.remaining).toBe(0);
    const yes = await ok(client, "yes", second.conversationId);
    expect(yes.allowance.remaining).toBe(0);
    const page = await client.get(`/api/conversations/${second.conversationId}/messages`);
    expect(((await page.json()) as { followUpsLeft: number }).followUpsLeft).toBe(3);
    for (const [i, q] of [
      "What carriers would you pick?",
      "How much commission?",
      "How do I close?",
    ].entries()) {
      const answer = await ok(client, q, second.conversationId);
      expect(answer.reply.kind).toBe("follow_up");
      expect(answer.allowance.remaining).toBe(0);
      expect(answer.followUpsLeft).toBe(2 - i);
    }
    const third = await send(client, CLIENT_C, second.conversationId);
    expect(third.res.status).toBe(402);
    expect((await errorOf(third.res)).code).toBe("upgrade_required");
  });

  it("says so when the month's saves are used up, and still costs nothing", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ trialCredits: 3 }).where(eq(users.id, id));
    const a = await ok(client, CLIENT_A);
    await ok(client, "yes", a.conversationId);
    const b = await ok(client, CLIENT_B, a.conversationId);
    await ok(client, "yes please", b.conversationId);
    const c = await ok(client, CLIENT_C, b.conversationId);
    const refused = await ok(client, "yes", c.conversationId);
    expect(refused.reply.content).toMatch(/free accounts can save 2 bundles a month/u);
    expect(refused.allowance.remaining).toBe(0);
    expect((await saved(client)).savedThisMonth).toBe(2);
    expect((await ok(client, "How much commission?", c.conversationId)).reply.kind).toBe("follow_up");
  });
});

describe("commands and the vague lead", () => {
  it("never stores a command, never names a conversation with it, and answers it at zero credits", async () => {
    const { client, id } = await t.signedInUser();
    const help = await ok(client, "/help");
    expect(help.reply.kind).toBe("command");
    const lang = await ok(client, "/lang fr", help.conversationId);
    expect(lang.reply.content).toMatch(/^Langue réglée sur le français/u);
    const stored = await t.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, help.conversationId))
      .orderBy(asc(chatMessages.createdAt));
    expect(stored).toEqual([]);
    const [row] = await t.services.database.db
      .select({ title: conversations.title, language: conversations.language })
      .from(conversations)
      .where(eq(conversations.id, help.conversationId));
    expect(row).toEqual({ title: null, language: "fr" });
    expect(
      ((await (await client.get("/api/conversations")).json()) as { conversations: unknown[] }).conversations,
    ).toEqual([]);

    // The title comes from the first real message.
    await ok(client, "Who won the game last night?", help.conversationId);
    const list = (await (await client.get("/api/conversations")).json()) as {
      conversations: { title: string }[];
    };
    expect(list.conversations.map((c) => c.title)).toEqual(["Who won the game last night?"]);

    await t.services.database.db.update(users).set({ trialCredits: 0 }).where(eq(users.id, id));
    expect((await ok(client, "/help", help.conversationId)).reply.kind).toBe("command");
  });

  it("says the greeting of an untouched conversation again in the language switched to", async () => {
    const { client } = await t.signedInUser({ name: "Ana Ruiz" });
    const started = (await (await client.post("/api/conversations", { language: "en" })).json()) as {
      conversationId: string;
      greeting: { content: string };
    };
    expect(started.greeting.content).toMatch(/^Welcome! You've received 2 free bundles\. 🎉/u);
    await ok(client, "/lang es", started.conversationId);
    const page = (await (
      await client.get(`/api/conversations/${started.conversationId}/messages`)
    ).json()) as {
      messages: { kind: string; content: string }[];
    };
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]!.kind).toBe("greeting");
    expect(page.messages[0]!.content).toMatch(
      /^¡Bienvenido! Recibió 2 paquetes gratis\. 🎉\n\nQué gusto tenerle aquí, Ana\./u,
    );
  });

  it("asks the agent for the client's facts, never for 'your date of birth'", async () => {
    const { client } = await t.signedInUser();
    const vague = await ok(client, "I have a new client who needs coverage");
    expect(vague.reply.kind).toBe("coaching");
    expect(vague.reply.content).toMatch(/Tell me about the client:/u);
    expect(vague.reply.content).toMatch(/The client's age/u);
    expect(vague.reply.content).not.toMatch(/your date of birth|What's your/iu);
    expect(vague.allowance.remaining).toBe(2);
  });

  it("says why a clear lead gets no bundle, and charges nothing", async () => {
    const { client } = await t.signedInUser();
    const old = await ok(client, "my client is 88, widow in Ohio, wants a burial policy for 10k");
    expect(old.reply.kind).toBe("coaching");
    expect(old.reply.content).toMatch(/issued up to age 85/u);
    expect(old.reply.content).toMatch(/preneed/u);
    expect(old.allowance.remaining).toBe(2);
  });
});
