import { coachAnswer, decideMessage } from "@buildr/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeLlm } from "../../test/fake-llm.js";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.js";

/**
 * A model grounded by the engine, against an OpenAI-compatible server on loopback: the bundle's facts go
 * with every follow-up, every figure the model writes must come from them (or from a tool), and the
 * agent is kept waiting, not dropped, while the server's attempts last.
 */

const NEW_CLIENT =
  "I have a new client, 67 years old, widowed, diabetic, on Original Medicare, wants her funeral covered, $120 a month";
const QUESTION = "Summarize this bundle for me in a table";

interface Policy {
  name: string;
  carriers: { name: string }[];
  premium: { amount: { low: number; high: number } };
  commission: { firstYear: { low: number } };
}
interface Reply {
  conversationId: string;
  reply: { id: string; content: string; kind: string; bundle?: { policies: Policy[] } };
  allowance: { remaining: number | null };
}

async function sendStreaming(client: TestClient, body: Record<string, unknown>) {
  const res = await client.fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  const events: { event: string; data: Record<string, unknown> }[] = [];
  for (const block of (await res.text()).split("\n\n")) {
    const event = block.match(/^event: (.+)$/m)?.[1];
    const data = block.match(/^data: (.*)$/m)?.[1];
    if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
  }
  return events;
}

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;

let llm: FakeLlm;
let t: TestContext;
beforeAll(async () => {
  llm = await new FakeLlm().start();
  t = await createTestContext({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "coach-1" });
});
afterAll(async () => {
  await t.close();
  await llm.stop();
});

/** A free agent with a bundle open; the model's memory extraction after it has already run. */
async function bundleOpen(): Promise<{ client: TestClient; conversationId: string; policies: Policy[] }> {
  const { client } = await t.signedInUser();
  llm.play({ kind: "stream", chunks: ["{}"] });
  const before = llm.requests.length;
  const res = await client.post("/api/chat", { message: NEW_CLIENT });
  const body = (await res.json()) as Reply;
  expect(body.reply.kind).toBe("bundle");
  for (let i = 0; i < 50 && llm.requests.length === before; i++) await new Promise((r) => setTimeout(r, 100));
  return { client, conversationId: body.conversationId, policies: body.reply.bundle!.policies };
}

describe("bundle follow-ups answered by a model", () => {
  it("sends the bundle's facts and tools, and shows a reply whose figures are in the bundle", async () => {
    const { client, conversationId, policies } = await bundleOpen();
    const first = policies[0]!;
    const table = [
      `| Policy | Monthly premium |`,
      `| --- | --- |`,
      `| ${first.name} | ${usd(first.premium.amount.low)} |`,
    ].join("\n");
    llm.play({ kind: "stream", chunks: ["Here it is:\n\n", table] });
    const start = llm.requests.length;
    const events = await sendStreaming(client, { message: QUESTION, conversationId });
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    const reply = (done.data as unknown as Reply).reply;
    expect(reply.kind).toBe("model");
    expect(reply.content).toBe(`Here it is:\n\n${table}`);
    expect((done.data as unknown as Reply).allowance.remaining).toBe(1);

    const sent = llm.requests[start]!.body;
    const system = sent.messages[0]!.content!;
    expect(system).toContain("FACTS YOU MAY USE");
    for (const policy of policies) {
      expect(system).toContain(JSON.stringify(policy.name));
      expect(system).toContain(`"low":${policy.premium.amount.low}`);
      expect(system).toContain(`"low":${policy.commission.firstYear.low}`);
      for (const carrier of policy.carriers) expect(system).toContain(carrier.name);
    }
    expect(system).toMatch(/"windowsAndRules":\[\{/u);
    expect(system).toMatch(/tables \(\| a \| b \|\)/u);
    expect(sent.tools!.map((tool) => tool.function.name).sort()).toEqual([
      "lookup_fact",
      "regenerate_bundle",
      "search_knowledge",
    ]);
  });

  it("never shows invented figures: asks once more, then gives the engine's answer", async () => {
    const { client, conversationId } = await bundleOpen();
    llm.play({ kind: "stream", chunks: ["You'll make ", "$8,765 first year on the Medigap alone."] });
    const start = llm.requests.length;
    const events = await sendStreaming(client, { message: QUESTION, conversationId });
    expect(llm.requests.length - start).toBe(2);
    const shown = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join("");
    expect(shown).not.toContain("8,765");
    const reply = (events.at(-1)!.data as unknown as Reply).reply;
    expect(reply.kind).toBe("follow_up");
    expect(reply.content).not.toContain("8,765");
    expect(reply.content.length).toBeGreaterThan(100);
    // The second request told the model why.
    expect(llm.requests[start + 1]!.body.messages[0]!.content).toMatch(
      /figures that are in none of the facts/u,
    );
    const history = await client.get(`/api/conversations/${conversationId}/messages`);
    const stored = ((await history.json()) as { messages: { content: string }[] }).messages;
    expect(stored.at(-1)!.content).toBe(reply.content);
  });

  it("lets the model look a figure up with a tool, and shows it", async () => {
    const { client, conversationId } = await bundleOpen();
    // The figure the engine's table gives (what the tool will answer), read the way the tool reads it.
    const question = "what is the part b premium";
    const decision = decideMessage(question, {
      language: "en",
      lastReplyKind: null,
      followUpCount: 0,
      allowance: { unlimited: true },
    });
    const figure = coachAnswer(decision, question, { bundle: null, now: new Date() })!.content.match(
      /\$\d{3}\.\d0/u,
    )![0];
    llm.play(
      {
        kind: "tool",
        name: "lookup_fact",
        arguments: JSON.stringify({ question: "what is the part b premium" }),
      },
      { kind: "stream", chunks: [`Part B is ${figure} a month.`] },
    );
    const start = llm.requests.length;
    const events = await sendStreaming(client, { message: QUESTION, conversationId });
    const reply = (events.at(-1)!.data as unknown as Reply).reply;
    expect(reply).toMatchObject({ kind: "model", content: `Part B is ${figure} a month.` });
    const toolAnswer = llm.requests[start + 1]!.body.messages.at(-1)!;
    expect(toolAnswer.role).toBe("tool");
    expect(toolAnswer.content).toContain(figure);
  });

  it("waits what a 429's Retry-After asks, then answers", async () => {
    const { client, conversationId } = await bundleOpen();
    llm.play(
      { kind: "status", status: 429, headers: { "retry-after": "1" } },
      { kind: "stream", chunks: ["Lead with her funeral wish, then the plan."] },
    );
    const start = llm.requests.length;
    const events = await sendStreaming(client, { message: QUESTION, conversationId });
    expect((events.at(-1)!.data as unknown as Reply).reply.kind).toBe("model");
    expect(llm.requests[start + 1]!.at - llm.requests[start]!.at).toBeGreaterThanOrEqual(950);
  });

  it("keeps the stream open for a model that takes 20 seconds", { timeout: 60_000 }, async () => {
    const { client, conversationId } = await bundleOpen();
    llm.play({ kind: "stream", chunks: ["Open with ", "her funeral wish."], delayMs: 10_000 });
    const started = Date.now();
    const events = await sendStreaming(client, { message: QUESTION, conversationId });
    expect(Date.now() - started).toBeGreaterThanOrEqual(19_000);
    expect((events.at(-1)!.data as unknown as Reply).reply).toMatchObject({
      kind: "model",
      content: "Open with her funeral wish.",
    });
  });
});
