/**
 * POST /api/chat through HTTP against a real database, with and without a model. One file for the route's
 * whole contract (answers, retries, group commit, first byte, history), since each part shares its set-up.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleLogs, chatMemory, chatMessages, conversations, users } from "../../db/schema.js";
import { FakeLlm } from "../../test/fake-llm.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";

const NEW_CLIENT =
  "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month";
const FOLLOW_UPS = [
  "What carriers would you pick instead?",
  "How much commission will I make?",
  "How do I handle the objection that it's too expensive?",
];

interface Reply {
  conversationId: string;
  messageId: string;
  reply: { id: string; content: string; kind: string; language: string; bundle?: { policies: unknown[] } };
  allowance: { unlimited: boolean; remaining: number | null };
}

async function send(client: TestClient, message: string, conversationId?: string, regenerateOf?: string) {
  const res = await client.post("/api/chat", {
    message,
    ...(conversationId ? { conversationId } : {}),
    ...(regenerateOf ? { regenerateOf } : {}),
  });
  return { res, body: res.status === 200 ? ((await res.json()) as Reply) : null };
}

/** The streamed form: every server-sent event in order, with its parsed data. */
async function sendStreaming(client: TestClient, body: Record<string, unknown>) {
  const res = await client.fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  if (!(res.headers.get("content-type") ?? "").includes("text/event-stream")) return { res, events };
  for (const block of (await res.text()).split("\n\n")) {
    const event = block.match(/^event: (.+)$/m)?.[1];
    const data = block.match(/^data: (.*)$/m)?.[1];
    if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
  }
  return { res, events };
}

/** A conversation's stored messages, oldest first. */
function storedMessages(t: TestContext, conversationId: string) {
  return t.services.database.db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      kind: chatMessages.kind,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt));
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("POST /api/chat without a model (docs/product/decisions.md#d-12: the engine answers)", () => {
  it("needs a session", async () => {
    const res = await t.client().post("/api/chat", { message: "hello" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it("turns a new client into a bundle for one credit, then answers 3 follow-ups free and stops the 4th", async () => {
    const { client, id } = await t.signedInUser();
    const first = await send(client, NEW_CLIENT);
    expect(first.res.status).toBe(200);
    const { conversationId } = first.body!;
    expect(first.body!.reply.kind).toBe("bundle");
    expect(first.body!.reply.bundle!.policies.length).toBeGreaterThanOrEqual(1);
    expect(first.body!.reply.content).toContain("Recommended Bundle");
    expect(first.body!.allowance).toEqual({ unlimited: false, remaining: 1, coachingRemaining: 5 });

    for (const question of FOLLOW_UPS) {
      const { body } = await send(client, question, conversationId);
      expect(body!.reply.kind).toBe("follow_up");
      expect(body!.reply.content.length).toBeGreaterThan(200);
      expect(body!.allowance.remaining).toBe(1);
    }
    const fourth = await send(client, "Any other script ideas for this one?", conversationId);
    expect(fourth.body!.reply.kind).toBe("limit");
    expect(fourth.body!.reply.content).toMatch(/follow-up question limit for this bundle/);
    expect(fourth.body!.allowance.remaining).toBe(1);

    // Everything is stored, in order, the bundle with its message; one bundle log for the one credit.
    const history = await client.get(`/api/conversations/${conversationId}/messages`);
    const { messages } = (await history.json()) as {
      messages: { role: string; kind: string | null; bundle?: unknown }[];
    };
    expect(messages.map((m) => m.role)).toEqual(
      Array.from({ length: 5 }, () => ["user", "assistant"]).flat(),
    );
    expect(messages[1]!.bundle).toBeDefined();
    const logs = await t.services.database.db.select().from(bundleLogs).where(eq(bundleLogs.userId, id));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.bundleText.length).toBeLessThanOrEqual(1000);
    // Step 12: the client's details reached the memory card.
    const [memory] = await t.services.database.db.select().from(chatMemory).where(eq(chatMemory.userId, id));
    expect(memory!.memoryData).toMatchObject({ client_age: 67 });
  });

  it("answers off-topic, product and coaching questions as specified, charging only for answers", async () => {
    const { client, id } = await t.signedInUser();
    const offTopic = await send(client, "Who won the game last night?");
    expect(offTopic.body!.reply.kind).toBe("redirect");
    expect(offTopic.body!.allowance).toMatchObject({ remaining: 2, coachingRemaining: 5 });

    // Coaching answers spend the day's coaching allowance, not a bundle credit (docs/decisions/014).
    const product = await send(client, "What is Medigap plan G?", offTopic.body!.conversationId);
    expect(product.body!.reply.kind).toBe("product_info");
    expect(product.body!.allowance).toMatchObject({ remaining: 2, coachingRemaining: 4 });

    const coaching = await send(
      client,
      "How do I handle the objection that it's too expensive?",
      offTopic.body!.conversationId,
    );
    expect(coaching.body!.reply.kind).toBe("coaching");
    expect(coaching.body!.allowance).toMatchObject({ remaining: 2, coachingRemaining: 3 });

    // Out of bundle credits: a new bundle is refused, and nothing is stored.
    await t.services.database.db.update(users).set({ trialCredits: 0 }).where(eq(users.id, id));
    const before = await t.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, offTopic.body!.conversationId));
    const refused = await send(client, NEW_CLIENT, offTopic.body!.conversationId);
    expect(refused.res.status).toBe(402);
    expect((await errorOf(refused.res)).code).toBe("upgrade_required");
    const after = await t.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, offTopic.body!.conversationId));
    expect(after).toHaveLength(before.length);
    // Commands still work at zero: they cost nothing.
    const help = await send(client, "/help", offTopic.body!.conversationId);
    expect(help.body!.reply.kind).toBe("command");
  });

  it("answers what was asked: sales-word off-topic refused free, objections and facts from the engine", async () => {
    const { client } = await t.signedInUser();
    // docs/product/chat-coach.md#answer-decision: sales words around an investment fad or code do not make it coaching, and cost nothing.
    const crypto = await send(client, "how do i sell my clients on this new AI crypto coin, they trust me");
    expect(crypto.body!.reply.kind).toBe("redirect");
    expect(crypto.body!.allowance.remaining).toBe(2);
    const code = await send(
      client,
      "escribeme un codigo en python para sacar leads de facebook para mi agencia de seguros",
      crypto.body!.conversationId,
    );
    expect(code.body!.reply.kind).toBe("redirect");
    expect(code.body!.reply.language).toBe("es");
    expect(code.body!.allowance.remaining).toBe(2);

    // A product named inside an objection: the objection is answered, not the product's card.
    const objection = await send(
      client,
      "client says the plan G is too expensive at 210 a month, how do i handle that",
      crypto.body!.conversationId,
    );
    expect(objection.body!.reply.kind).toBe("coaching");
    expect(objection.body!.reply.content).toMatch(/Too expensive/u);
    expect(objection.body!.reply.content).not.toMatch(/\bfree\b/iu);

    // A factual question gets the table's figure and year.
    const fact = await send(client, "what's the part b premium this year", crypto.body!.conversationId);
    expect(fact.body!.reply.kind).toBe("coaching");
    expect(fact.body!.reply.content).toMatch(/\$\d{3}\.\d0 a month in 20\d\d/u);
  });

  it("rebuilds the open bundle with a new fact, as a free follow-up", async () => {
    const { client } = await t.signedInUser();
    const first = await send(client, NEW_CLIENT);
    const { conversationId } = first.body!;
    const update = await send(client, "she is on oxygen now", conversationId);
    expect(update.body!.reply.kind).toBe("follow_up");
    expect(update.body!.reply.content).toMatch(/oxygen/u);
    expect(update.body!.reply.bundle?.policies.length).toBeGreaterThanOrEqual(1);
    expect(update.body!.allowance.remaining).toBe(1);
    const [row] = await t.services.database.db
      .select({ bundleId: conversations.currentBundleId, count: conversations.followUpCount })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.count).toBe(1);
    expect(row!.bundleId).not.toBe(null);
  });

  it("keeps a bundle's follow-ups free across a /lang command", async () => {
    const { client } = await t.signedInUser();
    const bundle = await send(client, NEW_CLIENT);
    const { conversationId } = bundle.body!;
    await send(client, "/lang es", conversationId);
    const followUp = await send(client, "¿Qué aseguradoras elegiría en su lugar?", conversationId);
    expect(followUp.body!.reply.kind).toBe("follow_up");
    expect(followUp.body!.allowance.remaining).toBe(1);
  });

  it("names a conversation started from the screen by its first message", async () => {
    const { client } = await t.signedInUser();
    const started = (await (await client.post("/api/conversations", {})).json()) as {
      conversationId: string;
    };
    await send(client, NEW_CLIENT, started.conversationId);
    const list = (await (await client.get("/api/conversations")).json()) as {
      conversations: { id: string; title: string | null }[];
    };
    expect(list.conversations.find((c) => c.id === started.conversationId)!.title).toBe(
      NEW_CLIENT.slice(0, 80),
    );
  });

  it("switches language with /lang and refuses an unknown one without storing it", async () => {
    const { client } = await t.signedInUser();
    const switched = await send(client, "/lang es");
    expect(switched.body!.reply.kind).toBe("command");
    expect(switched.body!.reply.language).toBe("es");
    const { conversationId } = switched.body!;
    // A command is answered, not stored, and names nothing.
    expect(await storedMessages(t, conversationId)).toHaveLength(0);
    const next = await send(client, "ok", conversationId);
    expect(next.body!.reply.language).toBe("es");

    const unknown = await send(client, "/lang de", conversationId);
    expect(unknown.res.status).toBe(400);
    expect((await errorOf(unknown.res)).code).toBe("unknown_language");
    const stored = await t.services.database.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId));
    expect(stored.map((m) => m.content)).not.toContain("/lang de");
  });

  it("refuses empty, over-long and foreign requests clearly", async () => {
    const { client } = await t.signedInUser();
    for (const message of ["", "   \n "]) {
      const { res } = await send(client, message);
      expect(res.status).toBe(400);
    }
    expect((await send(client, "x".repeat(4001))).res.status).toBe(400);

    const other = await t.signedInUser();
    const mine = await send(client, "Who won the game last night?");
    const theirs = await send(other.client, "/help", mine.body!.conversationId);
    expect(theirs.res.status).toBe(404);
    expect((await other.client.get(`/api/conversations/${mine.body!.conversationId}/messages`)).status).toBe(
      404,
    );
  });

  it("gives exactly 2 answers to 50 parallel paid-for sends from a free user", async () => {
    const { client, id } = await t.signedInUser();
    const results = await Promise.all(Array.from({ length: 50 }, () => send(client, NEW_CLIENT)));
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(48);
    const [user] = await t.services.database.db.select().from(users).where(eq(users.id, id));
    expect(user!.trialCredits).toBe(0);
    const stored = await t.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, id));
    expect(stored.filter((m) => m.role === "user")).toHaveLength(2);
  });

  it("streams with Accept: text/event-stream: meta, the text, then done", async () => {
    const { client } = await t.signedInUser();
    const res = await client.fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: NEW_CLIENT }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await res.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events[0]).toBe("meta");
    expect(events).toContain("delta");
    expect(events.at(-1)).toBe("done");
    const done = JSON.parse(text.split("event: done\ndata: ")[1]!.split("\n")[0]!) as Reply;
    expect(done.reply.kind).toBe("bundle");
  });

  it("streams a refusal as a plain error with its status", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ trialCredits: 0 }).where(eq(users.id, id));
    const res = await client.fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify({ message: NEW_CLIENT }),
    });
    expect(res.status).toBe(402);
    expect((await errorOf(res)).code).toBe("upgrade_required");
  });

  it("starts, lists, searches and resets conversations", async () => {
    const { client } = await t.signedInUser({ name: "Maria Lopez" });
    const started = await client.post("/api/conversations", { language: "es" });
    const { conversationId, greeting } = (await started.json()) as {
      conversationId: string;
      greeting: { kind: string; content: string };
    };
    expect(greeting.kind).toBe("greeting");
    // A brand-new agent is welcomed with the free bundles, not welcomed back.
    expect(greeting.content).toMatch(/^¡Bienvenido! Recibió 2 paquetes gratis\. 🎉/u);
    expect(greeting.content).not.toMatch(/Hola de nuevo/u);
    // Nobody wrote in it yet: not history, and starting again reuses it rather than piling up another.
    const empty = (await (await client.get("/api/conversations")).json()) as { conversations: unknown[] };
    expect(empty.conversations).toHaveLength(0);
    const again = (await (await client.post("/api/conversations", { language: "es" })).json()) as {
      conversationId: string;
    };
    expect(again.conversationId).toBe(conversationId);
    await send(client, NEW_CLIENT, conversationId);

    const list = (await (await client.get("/api/conversations")).json()) as {
      conversations: { id: string }[];
    };
    expect(list.conversations.map((c) => c.id)).toEqual([conversationId]);
    const found = (await (await client.get("/api/conversations?search=funeral")).json()) as {
      conversations: { id: string }[];
    };
    expect(found.conversations.map((c) => c.id)).toEqual([conversationId]);

    const reset = await client.delete(`/api/conversations/${conversationId}`);
    const fresh = (await reset.json()) as { conversationId: string; greeting: { kind: string } };
    expect(fresh.conversationId).not.toBe(conversationId);
    expect(fresh.greeting.kind).toBe("greeting");
    expect((await client.get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);
    // Clear leaves no empty conversation in the history; the agent has written before: welcomed back.
    const afterClear = (await (await client.get("/api/conversations")).json()) as {
      conversations: unknown[];
    };
    expect(afterClear.conversations).toHaveLength(0);
    const back = (await (await client.post("/api/conversations", { language: "en" })).json()) as {
      conversationId: string;
      greeting: { content: string };
    };
    expect(back.conversationId).toBe(fresh.conversationId);
    expect(back.greeting.content).toMatch(/^Welcome back, Maria!/u);
  });
});

describe("POST /api/chat with a model (an OpenAI-compatible server on loopback)", () => {
  let llm: FakeLlm;
  let tm: TestContext;
  beforeAll(async () => {
    llm = await new FakeLlm().start();
    tm = await createTestContext({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: "sk-test", LLM_MODEL: "coach-1" });
  });
  afterAll(async () => {
    await tm.close();
    await llm.stop();
  });

  const FREE_QUESTION = "Write me a short motivational note to start my week of calls";

  it("asks the model free questions with the system prompt and the user's words", async () => {
    const { client } = await tm.signedInUser();
    llm.play({ kind: "stream", chunks: ["Every call ", "is a chance to help."] });
    const { body } = await send(client, FREE_QUESTION);
    expect(body!.reply).toMatchObject({ kind: "model", content: "Every call is a chance to help." });
    expect(body!.allowance).toMatchObject({ remaining: 2, coachingRemaining: 4 });
    const request = llm.requests.at(-1)!.body;
    expect(request.messages[0]!.role).toBe("system");
    expect(request.messages.at(-1)).toEqual({ role: "user", content: FREE_QUESTION });
  });

  it("flags compliance problems in the model's text for the agent", async () => {
    const { client } = await tm.signedInUser();
    llm.play({ kind: "stream", chunks: ["Tell them the plan is free."] });
    const { body } = await send(client, FREE_QUESTION);
    expect(body!.reply.content).toContain("Compliance check");
  });

  it("extracts the client's details with the model a second after the reply, without overwriting", async () => {
    const { client, id } = await tm.signedInUser();
    llm.play({
      kind: "stream",
      chunks: [
        '```json\n{"client_name":"Linda Park","client_age":99,"next_step":"Call Friday at 10",',
        '"objections":["trust","bogus"]}\n```',
      ],
    });
    const first = await send(client, NEW_CLIENT);
    expect(first.body!.reply.kind).toBe("bundle");
    let memory: Record<string, unknown> | undefined;
    for (let i = 0; i < 40 && !memory?.client_name; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const [row] = await tm.services.database.db.select().from(chatMemory).where(eq(chatMemory.userId, id));
      memory = row?.memoryData as Record<string, unknown> | undefined;
    }
    // The model's name and next step are added; the age the engine read from the lead (67) stays.
    expect(memory).toMatchObject({
      client_name: "Linda Park",
      client_age: 67,
      next_step: "Call Friday at 10",
      objections: ["trust"],
    });
    const extraction = llm.requests.at(-1)!.body.messages;
    expect(extraction[0]!.content).toMatch(/compact JSON only/);
    expect(extraction[1]!.content).toContain(NEW_CLIENT);
  });

  it("keeps the message, answers with the fallback and gives the credit back when the model fails", async () => {
    const { client, id } = await tm.signedInUser();
    llm.play({ kind: "status", status: 500 });
    const { body } = await send(client, FREE_QUESTION);
    expect(body!.reply.kind).toBe("fallback");
    expect(body!.reply.content).toMatch(/Temporary hiccup/);
    expect(body!.allowance.remaining).toBe(2);
    const stored = await tm.services.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, id));
    expect(stored.find((m) => m.role === "user")!.content).toBe(FREE_QUESTION);
  });
});

describe("retry and regenerate: the message is answered again, never stored twice", () => {
  it("replaces a bundle reply without a new credit, even at zero credits, and keeps one message", async () => {
    const { client, id } = await t.signedInUser();
    const first = await send(client, NEW_CLIENT);
    const { conversationId, messageId } = first.body!;
    expect(first.body!.allowance.remaining).toBe(1);

    const again = await send(client, NEW_CLIENT, conversationId, messageId);
    expect(again.res.status).toBe(200);
    expect(again.body!).toMatchObject({ conversationId, messageId, allowance: { remaining: 1 } });
    expect(again.body!.reply.kind).toBe("bundle");
    expect(again.body!.reply.id).not.toBe(first.body!.reply.id);

    // At zero credits a paid-for message can still be answered again: its credit pays for it.
    await t.services.database.db.update(users).set({ trialCredits: 0 }).where(eq(users.id, id));
    const atZero = await send(client, NEW_CLIENT, conversationId, messageId);
    expect(atZero.res.status).toBe(200);
    expect(atZero.body!.allowance.remaining).toBe(0);

    const stored = await storedMessages(t, conversationId);
    expect(stored.map((m) => [m.role, m.id])).toEqual([
      ["user", messageId],
      ["assistant", atZero.body!.reply.id],
    ]);
    const history = (await (await client.get(`/api/conversations/${conversationId}/messages`)).json()) as {
      messages: { content: string; bundle?: unknown }[];
    };
    expect(history.messages.filter((m) => m.content === NEW_CLIENT)).toHaveLength(1);
    expect(history.messages[1]!.bundle).toBeDefined();
    const logs = await t.services.database.db.select().from(bundleLogs).where(eq(bundleLogs.userId, id));
    expect(logs).toHaveLength(1);
  });

  it("does not count a regenerated follow-up twice against the 3 per bundle", async () => {
    const { client } = await t.signedInUser();
    const { conversationId } = (await send(client, NEW_CLIENT)).body!;
    let last: Reply | null = null;
    for (const question of FOLLOW_UPS) last = (await send(client, question, conversationId)).body;
    const regenerated = await send(client, FOLLOW_UPS[2]!, conversationId, last!.messageId);
    expect(regenerated.body!.reply.kind).toBe("follow_up");
    const fourth = await send(client, "Any other script ideas for this one?", conversationId);
    expect(fourth.body!.reply.kind).toBe("limit");
  });

  it("refuses what it cannot answer again: another's message, an older one, other words, no conversation", async () => {
    const { client } = await t.signedInUser();
    const first = (await send(client, "What's the weather like today?")).body!;
    const second = (await send(client, "Who won the game last night?", first.conversationId)).body!;

    const older = await send(client, "What's the weather like today?", first.conversationId, first.messageId);
    expect(older.res.status).toBe(409);
    expect((await errorOf(older.res)).code).toBe("conflict");
    const otherWords = await send(client, "Who won?", first.conversationId, second.messageId);
    expect(otherWords.res.status).toBe(409);
    const reply = await send(client, "Who won the game last night?", first.conversationId, second.reply.id);
    expect(reply.res.status).toBe(404);
    const noConversation = await send(client, "Who won the game last night?", undefined, second.messageId);
    expect(noConversation.res.status).toBe(400);

    const other = await t.signedInUser();
    const theirs = await send(
      other.client,
      "What's the weather like today?",
      first.conversationId,
      first.messageId,
    );
    expect(theirs.res.status).toBe(404);
    // Nothing of this was stored.
    expect(await storedMessages(t, first.conversationId)).toHaveLength(4);
  });

  it("streams a regenerate: meta names the same message, done carries the new reply", async () => {
    const { client } = await t.signedInUser();
    const first = (await send(client, NEW_CLIENT)).body!;
    const { res, events } = await sendStreaming(client, {
      message: NEW_CLIENT,
      conversationId: first.conversationId,
      regenerateOf: first.messageId,
    });
    expect(res.status).toBe(200);
    expect(events[0]).toEqual({
      event: "meta",
      data: { conversationId: first.conversationId, messageId: first.messageId },
    });
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect((done.data as unknown as Reply).reply.kind).toBe("bundle");
    expect(await storedMessages(t, first.conversationId)).toHaveLength(2);
  });
});

describe("messages that cost no credit commit together (group commit)", () => {
  it("stores 24 parallel messages across 4 conversations whole and in their conversations", async () => {
    const { client, id } = await t.signedInUser();
    await t.services.database.db.update(users).set({ isUnlimited: true }).where(eq(users.id, id));
    const started = await Promise.all(
      Array.from({ length: 4 }, async () => (await send(client, NEW_CLIENT)).body!),
    );
    const questions = [
      "What is Medigap plan G?",
      ...FOLLOW_UPS,
      "What's the weather like today?",
      "Who won the game last night?",
    ];
    const results = await Promise.all(
      started.flatMap(({ conversationId }) =>
        questions.map((question) => send(client, question, conversationId)),
      ),
    );
    expect(results.map((r) => r.res.status)).toEqual(results.map(() => 200));
    for (const { conversationId } of started) {
      const stored = await storedMessages(t, conversationId);
      expect(stored).toHaveLength(2 + 2 * questions.length);
      expect(
        stored
          .filter((m) => m.role === "user")
          .map((m) => m.content)
          .sort(),
      ).toEqual([NEW_CLIENT, ...questions].sort());
      const [row] = await t.services.database.db
        .select({ bundleId: conversations.currentBundleId })
        .from(conversations)
        .where(eq(conversations.id, conversationId));
      expect(row!.bundleId).not.toBeNull();
    }
    // Unlimited: nothing charged, nothing logged.
    const logs = await t.services.database.db.select().from(bundleLogs).where(eq(bundleLogs.userId, id));
    expect(logs).toHaveLength(0);
  });
});

describe("streaming opens before the database is read (first byte)", () => {
  it("announces the new conversation and message first, and they are what gets stored", async () => {
    const { client } = await t.signedInUser();
    const { res, events } = await sendStreaming(client, { message: "What is Medigap plan G?" });
    expect(res.status).toBe(200);
    const meta = events[0]!;
    expect(meta.event).toBe("meta");
    const { conversationId, messageId } = meta.data as { conversationId: string; messageId: string };
    const done = events.at(-1)!.data as unknown as Reply;
    expect(done).toMatchObject({ conversationId, messageId });
    const stored = await storedMessages(t, conversationId);
    expect(stored.map((m) => m.id)).toEqual([messageId, done.reply.id]);
  });

  it("reports a conversation that is not the caller's as an error event with its code", async () => {
    const { client } = await t.signedInUser();
    const other = await t.signedInUser();
    const mine = (await send(client, "Who won the game last night?")).body!;
    const { res, events } = await sendStreaming(other.client, {
      message: "Who won the game last night?",
      conversationId: mine.conversationId,
    });
    expect(res.status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(["meta", "error"]);
    expect(events[1]!.data).toMatchObject({ error: { code: "not_found" } });
    expect(await storedMessages(t, mine.conversationId)).toHaveLength(2);
  });

  it("still refuses an unknown /lang with 400 before any stream", async () => {
    const { client } = await t.signedInUser();
    const { res } = await sendStreaming(client, { message: "/lang de" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("unknown_language");
  });
});

describe("GET /api/conversations/:id/messages, a page at a time", () => {
  it("gives the latest page, then older pages before a message id, oldest first within each", async () => {
    const { client } = await t.signedInUser();
    const { conversationId } = (await send(client, "Who won the game last night?")).body!;
    for (let i = 0; i < 3; i++) await send(client, "Who won the game last night?", conversationId);
    const all = await storedMessages(t, conversationId);
    expect(all).toHaveLength(8);

    type Page = { messages: { id: string }[]; hasMore: boolean };
    const page = async (query: string) =>
      (await (await client.get(`/api/conversations/${conversationId}/messages?${query}`)).json()) as Page;
    const latest = await page("limit=3");
    expect(latest.messages.map((m) => m.id)).toEqual(all.slice(5).map((m) => m.id));
    expect(latest.hasMore).toBe(true);
    const middle = await page(`limit=3&before=${latest.messages[0]!.id}`);
    expect(middle.messages.map((m) => m.id)).toEqual(all.slice(2, 5).map((m) => m.id));
    const oldest = await page(`limit=3&before=${middle.messages[0]!.id}`);
    expect(oldest.messages.map((m) => m.id)).toEqual(all.slice(0, 2).map((m) => m.id));
    expect(oldest.hasMore).toBe(false);
  });
});

describe("the history a model receives (docs/product/chat-coach.md#flow, docs/product/rules-and-figures.md#validation: last 6 turns, summary + last 2)", () => {
  let llm: FakeLlm;
  let th: TestContext;
  beforeAll(async () => {
    llm = await new FakeLlm().start();
    th = await createTestContext({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "coach-1" });
  });
  afterAll(async () => {
    await th.close();
    await llm.stop();
  });

  /** What the coach's request for `question` carried (memory extractions aside). */
  function requestFor(question: string) {
    const found = llm.requests.filter((r) => r.body.messages.at(-1)?.content === question).at(-1);
    if (!found) throw new Error(`no model request for ${question}`);
    return found.body.messages;
  }

  async function ask(client: TestClient, conversationId: string, question: string, answer: string) {
    llm.play({ kind: "stream", chunks: [answer] });
    const { body } = await send(client, question, conversationId);
    expect(body!.reply).toMatchObject({ kind: "model", content: answer });
    return requestFor(question);
  }

  it("sends the last 6 turns, then a summary and the last 2 past 8 entries and after 5 minutes", async () => {
    const { client, id } = await th.signedInUser({ name: "Ana Ruiz" });
    await th.services.database.db.update(users).set({ isUnlimited: true }).where(eq(users.id, id));
    const { conversationId } = (await (await client.post("/api/conversations", {})).json()) as {
      conversationId: string;
    };
    for (let i = 0; i < 3; i++) await send(client, "Who won the game last night?", conversationId);
    // 7 entries (the greeting and 3 exchanges): no compression, the last 6 turns go along.
    const q1 = await ask(client, conversationId, "Give me a pep talk for Monday calls", "Answer one.");
    expect(q1).toHaveLength(1 + 6 + 1);
    expect(q1[0]!.role).toBe("system");
    expect(q1[0]!.content).not.toMatch(/Earlier in this conversation/);
    expect(q1.slice(1, -1).map((m) => m.content)).not.toContain(expect.stringMatching(/Ana/));
    expect(q1.slice(1, -1).map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
    ]);

    // 9 entries: the first 7 become the summary, the last 2 (question 1 and its answer) stay.
    const q2 = await ask(
      client,
      conversationId,
      "Write me a short motivational note to start my week",
      "Answer two.",
    );
    expect(q2.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(q2.slice(1, 3).map((m) => m.content)).toEqual([
      "Give me a pep talk for Monday calls",
      "Answer one.",
    ]);
    const summary2 = q2[0]!.content!.split("Earlier in this conversation (summary, oldest first):\n")[1]!;
    expect(summary2.split("\n")).toHaveLength(7);
    expect(summary2).toMatch(/^Coach: .*Ana/);
    expect(
      summary2.split("\n").filter((line) => line === "Agent: Who won the game last night?"),
    ).toHaveLength(3);
    const [row] = await th.services.database.db
      .select({ summary: conversations.summary, at: conversations.summarizedAt })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row!.summary).toBe(summary2);
    expect(row!.at).toBeInstanceOf(Date);

    // Within 5 minutes and 8 entries: the summary, then the 2 kept turns and what came since.
    const q3 = await ask(client, conversationId, "Make it a little shorter please", "Answer three.");
    expect(q3[0]!.content).toContain(summary2);
    expect(q3.slice(1, -1).map((m) => m.content)).toEqual([
      "Give me a pep talk for Monday calls",
      "Answer one.",
      "Write me a short motivational note to start my week",
      "Answer two.",
    ]);

    // More than 5 minutes later (the service's clock moved on): compressed again, 2 turns left.
    const realClock = th.services.chat.clock;
    th.services.chat.clock = () => new Date(Date.now() + 6 * 60_000);
    try {
      const q4 = await ask(client, conversationId, "Now one for Friday afternoon", "Answer four.");
      expect(q4.slice(1, -1).map((m) => m.content)).toEqual([
        "Make it a little shorter please",
        "Answer three.",
      ]);
      const summary4 = q4[0]!.content!.split("(summary, oldest first):\n")[1]!;
      // The new lines follow the old summary, cut at the front to 900 characters.
      expect(summary4).toContain(`${summary2.split("\n").at(-1)}\nAgent: Give me a pep talk`);
      expect(
        summary4.endsWith(
          [
            "Agent: Give me a pep talk for Monday calls",
            "Coach: Answer one.",
            "Agent: Write me a short motivational note to start my week",
            "Coach: Answer two.",
          ].join("\n"),
        ),
      ).toBe(true);
      expect(summary4.length).toBeLessThanOrEqual(900);
    } finally {
      th.services.chat.clock = realClock;
    }
  });

  it("keeps the summary to its last 900 characters", async () => {
    const { client, id } = await th.signedInUser();
    await th.services.database.db.update(users).set({ isUnlimited: true }).where(eq(users.id, id));
    const long = (n: number) => `Question ${n}: ${"write me something upbeat for my team ".repeat(6).trim()}`;
    let conversationId: string | undefined;
    for (let n = 1; n <= 6; n++) {
      llm.play({ kind: "stream", chunks: [`Reply ${n}: ${"you can do this, keep going ".repeat(10)}`] });
      const { body } = await send(client, long(n), conversationId);
      conversationId = body!.conversationId;
    }
    const last = requestFor(long(6));
    const summary = last[0]!.content!.split("(summary, oldest first):\n")[1]!;
    expect(summary.length).toBe(900);
    expect(summary.startsWith("…")).toBe(true);
    expect(last.slice(1, -1)).toHaveLength(2);
  });

  it("retries a failed answer with a credit, storing the message once", async () => {
    const { client, id } = await th.signedInUser();
    const question = "Write me a short motivational note to start my week of calls";
    llm.play({ kind: "status", status: 500 });
    const failed = (await send(client, question)).body!;
    expect(failed.reply.kind).toBe("fallback");
    expect(failed.allowance).toMatchObject({ remaining: 2, coachingRemaining: 5 });
    llm.play({ kind: "stream", chunks: ["Go get them."] });
    const retried = await send(client, question, failed.conversationId, failed.messageId);
    expect(retried.body!.reply).toMatchObject({ kind: "model", content: "Go get them." });
    expect(retried.body!.allowance).toMatchObject({ remaining: 2, coachingRemaining: 4 });
    const stored = await storedMessages(th, failed.conversationId);
    expect(stored.map((m) => [m.role, m.kind])).toEqual([
      ["user", null],
      ["assistant", "model"],
    ]);
    // The retry's model request has no history: the message answered again is the last one.
    expect(requestFor(question)).toHaveLength(2);
    const logs = await th.services.database.db.select().from(bundleLogs).where(eq(bundleLogs.userId, id));
    expect(logs).toHaveLength(1);
  });
});
