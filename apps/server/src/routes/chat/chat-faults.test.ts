import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fallbackReply } from "@buildr/engine";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages, users } from "../../db/schema.js";
import { FakeLlm } from "../../test/fake-llm.js";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * docs/product/compliance.md#security, the model's side: whatever the model does — down, 429 on every attempt, hanging, garbage,
 * a stream that dies midway — the agent's message is kept, the specified fallback answers it, the credit
 * comes back and nothing answers 5xx. (A plain 500 from the model is covered in chat.test.ts.)
 */

/** A free question the engine hands to the model; it costs a free user one credit (2 → 1). */
const QUESTION = "Write me a short motivational note to start my week of calls";
const FALLBACK = fallbackReply("en");
/** One model attempt may take this long here (LLM_TIMEOUT_MS), so a hanging model costs seconds. */
const ATTEMPT_TIMEOUT_MS = 400;

interface Reply {
  conversationId: string;
  reply: { id: string; content: string; kind: string };
  allowance: { unlimited: boolean; remaining: number | null; coachingRemaining: number | null };
}

async function ask(client: TestClient, message = QUESTION) {
  const res = await client.post("/api/chat", { message });
  expect(res.status).toBe(200);
  return (await res.json()) as Reply;
}

/** The streamed form: every server-sent event in order, with its parsed data. */
async function askStreaming(client: TestClient, message = QUESTION) {
  const res = await client.fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const events: { event: string; data: Record<string, unknown> }[] = [];
  for (const block of (await res.text()).split("\n\n")) {
    const event = block.match(/^event: (.+)$/m)?.[1];
    const data = block.match(/^data: (.*)$/m)?.[1];
    if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
  }
  return events;
}

/** What the database holds for the user: their conversation's messages in order, and their credits. */
async function storedFor(t: TestContext, userId: string) {
  const db = t.services.database.db;
  const messages = await db
    .select({ role: chatMessages.role, content: chatMessages.content, kind: chatMessages.kind })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.createdAt));
  const [user] = await db
    .select({ credits: users.trialCredits, coachingUsed: users.coachingUsed })
    .from(users)
    .where(eq(users.id, userId));
  return { messages, credits: user!.credits, coachingUsed: user!.coachingUsed };
}

/** The message kept, the fallback stored after it, the credit given back. */
async function expectKeptAndRefunded(t: TestContext, userId: string, reply: Reply) {
  expect(reply.reply).toMatchObject({ kind: "fallback", content: FALLBACK });
  // A coaching answer: the day's coaching allowance is given back, bundle credits were never touched.
  expect(reply.allowance).toEqual({ unlimited: false, remaining: 2, coachingRemaining: 5 });
  const stored = await storedFor(t, userId);
  expect(stored.messages).toEqual([
    { role: "user", content: QUESTION, kind: null },
    { role: "assistant", content: FALLBACK, kind: "fallback" },
  ]);
  expect(stored.credits).toBe(2);
  expect(stored.coachingUsed).toBe(0);
}

/** Requests the coach made for the agent's question (not the memory extraction that may follow it). */
function attemptsSince(llm: FakeLlm, before: number) {
  return llm.requests.slice(before).filter((r) => r.body.messages.at(-1)?.content === QUESTION);
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

describe("POST /api/chat when the model misbehaves", () => {
  let llm: FakeLlm;
  let t: TestContext;
  beforeAll(async () => {
    llm = await new FakeLlm().start();
    t = await createTestContext({ LLM_BASE_URL: llm.baseUrl, LLM_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS) });
  });
  afterAll(async () => {
    await t.close();
    await llm.stop();
  });

  it("answers 429 on every attempt: 3 attempts, then the fallback and the credit back", async () => {
    const { client, id } = await t.signedInUser();
    const before = llm.requests.length;
    llm.play({ kind: "status", status: 429 });
    const reply = await ask(client);
    expect(attemptsSince(llm, before)).toHaveLength(3);
    await expectKeptAndRefunded(t, id, reply);
  });

  it("hangs: each attempt is abandoned at its timeout, then the fallback", async () => {
    const { client, id } = await t.signedInUser();
    const before = llm.requests.length;
    llm.play({ kind: "hang" });
    const reply = await ask(client);
    expect(attemptsSince(llm, before)).toHaveLength(3);
    await expectKeptAndRefunded(t, id, reply);
  });

  it("answers garbage instead of server-sent events", async () => {
    const { client, id } = await t.signedInUser();
    llm.play({ kind: "garbage" });
    await expectKeptAndRefunded(t, id, await ask(client));
  });

  it("answers JSON of the wrong shape (no choices)", async () => {
    const { client, id } = await t.signedInUser();
    // A 200 whose body is `{ "error": … }`: JSON, but not a completion.
    llm.play({ kind: "status", status: 200 });
    await expectKeptAndRefunded(t, id, await ask(client));
  });

  it("stalls midway through a streamed reply: the agent is told to start over and gets the fallback", async () => {
    const { client, id } = await t.signedInUser();
    llm.play({ kind: "stall", chunks: ["Every call is "] });
    const events = await askStreaming(client);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe("meta");
    expect(names.at(-1)).toBe("done");
    expect(names).not.toContain("error");
    // The partial text was shown, then withdrawn before the fallback arrived.
    const partial = names.indexOf("delta");
    expect(events[partial]!.data).toEqual({ text: "Every call is " });
    const lastReset = names.lastIndexOf("reset");
    expect(lastReset).toBeGreaterThan(partial);
    expect(events.slice(lastReset + 1, -1).map((e) => e.data)).toEqual([{ text: FALLBACK }]);
    await expectKeptAndRefunded(t, id, events.at(-1)!.data as unknown as Reply);
  });

  it("recovers for the next message once the model answers again", async () => {
    const { client, id } = await t.signedInUser();
    llm.play({ kind: "garbage" });
    await expectKeptAndRefunded(t, id, await ask(client));
    llm.play({ kind: "stream", chunks: ["Every call ", "is a chance to help."] });
    const next = await ask(client, "And one more note for Friday afternoon, please");
    expect(next.reply).toMatchObject({ kind: "model", content: "Every call is a chance to help." });
    expect(next.allowance).toEqual({ unlimited: false, remaining: 2, coachingRemaining: 4 });
  });
});

describe("POST /api/chat when the model's server is gone", () => {
  let port: number;
  let t: TestContext;
  let cutter: Server | null = null;
  beforeAll(async () => {
    port = await closedPort();
    t = await createTestContext({
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    cutter?.closeAllConnections();
    await new Promise((r) => (cutter ? cutter.close(r) : r(undefined)));
    await t.close();
  });

  it("refuses connections: the fallback, the message kept, the credit back", async () => {
    const { client, id } = await t.signedInUser();
    await expectKeptAndRefunded(t, id, await ask(client));
  });

  it("drops the connection midway through a streamed reply", async () => {
    // A model server that starts an answer, then dies: the socket is destroyed before `[DONE]`.
    let cut = 0;
    cutter = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        cut++;
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: "Every call " } }] })}\n\n`,
        );
        setImmediate(() => res.destroy());
      });
    });
    cutter.listen(port, "127.0.0.1");
    await once(cutter, "listening");

    const { client, id } = await t.signedInUser();
    const events = await askStreaming(client);
    const names = events.map((e) => e.event);
    expect(names).not.toContain("error");
    expect(names.at(-1)).toBe("done");
    expect(names.filter((n) => n === "delta").length).toBeGreaterThanOrEqual(2);
    expect(events.at(-2)!.data).toEqual({ text: FALLBACK });
    expect(cut).toBeGreaterThanOrEqual(3);
    await expectKeptAndRefunded(t, id, events.at(-1)!.data as unknown as Reply);
  });
});
