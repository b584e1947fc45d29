import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleLogs, chatMemory, chatMessages, users } from "../../db/schema.js";
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
  reply: { id: string; content: string; kind: string; language: string; bundle?: { policies: unknown[] } };
  allowance: { unlimited: boolean; remaining: number | null };
}

async function send(client: TestClient, message: string, conversationId?: string) {
  const res = await client.post("/api/chat", { message, ...(conversationId ? { conversationId } : {}) });
  return { res, body: res.status === 200 ? ((await res.json()) as Reply) : null };
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("POST /api/chat without a model (D-12: the engine answers)", () => {
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
    expect(first.body!.reply.bundle!.policies.length).toBeGreaterThanOrEqual(2);
    expect(first.body!.reply.content).toContain("Recommended Bundle");
    expect(first.body!.allowance).toEqual({ unlimited: false, remaining: 1 });

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
    const { client } = await t.signedInUser();
    const offTopic = await send(client, "Who won the game last night?");
    expect(offTopic.body!.reply.kind).toBe("redirect");
    expect(offTopic.body!.allowance.remaining).toBe(2);

    const product = await send(client, "What is Medigap plan G?", offTopic.body!.conversationId);
    expect(product.body!.reply.kind).toBe("product_info");
    expect(product.body!.allowance.remaining).toBe(1);

    const coaching = await send(
      client,
      "How do I handle the objection that it's too expensive?",
      offTopic.body!.conversationId,
    );
    expect(coaching.body!.reply.kind).toBe("coaching");
    expect(coaching.body!.allowance.remaining).toBe(0);

    // Out of credits: anything that would cost one is refused, and nothing is stored.
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
    expect(switched.body!.reply.language).toBe("en");
    const { conversationId } = switched.body!;
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
    const mine = await send(client, "/help");
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
    expect(greeting.content).toContain("Maria");
    await send(client, NEW_CLIENT, conversationId);

    const list = (await (await client.get("/api/conversations")).json()) as {
      conversations: { id: string }[];
    };
    expect(list.conversations.map((c) => c.id)).toContain(conversationId);
    const found = (await (await client.get("/api/conversations?search=funeral")).json()) as {
      conversations: { id: string }[];
    };
    expect(found.conversations.map((c) => c.id)).toEqual([conversationId]);

    const reset = await client.delete(`/api/conversations/${conversationId}`);
    const fresh = (await reset.json()) as { conversationId: string; greeting: { kind: string } };
    expect(fresh.conversationId).not.toBe(conversationId);
    expect(fresh.greeting.kind).toBe("greeting");
    expect((await client.get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);
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
    expect(body!.allowance.remaining).toBe(1);
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
