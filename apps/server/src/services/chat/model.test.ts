import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeLlm } from "../../test/fake-llm.js";
import {
  createChatModel,
  MODEL_RULES,
  type ModelEvent,
  ModelUnavailable,
  OpenAiCompatibleModel,
} from "./model.js";

let llm: FakeLlm;
beforeAll(async () => {
  llm = await new FakeLlm().start();
});
afterAll(() => llm.stop());
beforeEach(() => {
  llm.requests.length = 0;
});

const ask = [
  { role: "system" as const, content: "You are a coach." },
  { role: "user" as const, content: "How do I open a call?" },
];

let waits: number[] = [];
function model(overrides: { attemptTimeoutMs?: number } = {}) {
  waits = [];
  return new OpenAiCompatibleModel({
    baseUrl: llm.baseUrl,
    apiKey: "sk-test",
    model: "coach-1",
    attemptTimeoutMs: overrides.attemptTimeoutMs ?? 2_000,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
}

describe("the model seam against an OpenAI-compatible server", () => {
  it("streams the answer as it arrives and sends the key, the model and the messages", async () => {
    llm.play({ kind: "stream", chunks: ["Open with ", "their name, ", "then ask."] });
    const events: ModelEvent[] = [];
    const text = await model().complete("u1", ask, { onEvent: (e) => events.push(e) });
    expect(text).toBe("Open with their name, then ask.");
    expect(events).toEqual([
      { type: "delta", text: "Open with " },
      { type: "delta", text: "their name, " },
      { type: "delta", text: "then ask." },
    ]);
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]!.authorization).toBe("Bearer sk-test");
    expect(llm.requests[0]!.body).toMatchObject({ model: "coach-1", stream: true, messages: ask });
  });

  it("accepts a server that answers one JSON completion instead of a stream", async () => {
    llm.play({ kind: "json", content: "Ask about their doctors first." });
    expect(await model().complete("u1", ask)).toBe("Ask about their doctors first.");
  });

  it("waits 500 ms × the attempt after a 429, then succeeds", async () => {
    llm.play(
      { kind: "status", status: 429 },
      { kind: "status", status: 429 },
      { kind: "stream", chunks: ["ok"] },
    );
    expect(await model().complete("u1", ask)).toBe("ok");
    expect(llm.requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it("honours Retry-After on a 429 (seconds, capped at one attempt's time), then succeeds", async () => {
    llm.play(
      { kind: "status", status: 429, headers: { "retry-after": "1" } },
      { kind: "status", status: 429, headers: { "retry-after": "120" } },
      { kind: "stream", chunks: ["ok"] },
    );
    expect(await model().complete("u1", ask)).toBe("ok");
    expect(llm.requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("really waits what Retry-After asks before the next attempt", async () => {
    llm.play(
      { kind: "status", status: 429, headers: { "retry-after": "1" } },
      { kind: "stream", chunks: ["ok"] },
    );
    const real = new OpenAiCompatibleModel({
      baseUrl: llm.baseUrl,
      model: "coach-1",
      attemptTimeoutMs: 2_000,
    });
    expect(await real.complete("u1", ask)).toBe("ok");
    expect(llm.requests[1]!.at - llm.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("runs the tools the model calls and gives it their answers", async () => {
    llm.play(
      { kind: "tool", name: "lookup_fact", arguments: '{"question":"part b premium"}' },
      { kind: "stream", chunks: ["The Part B premium is $202.90."] },
    );
    const seen: string[] = [];
    const text = await model().complete("u1", ask, {
      tools: [
        {
          name: "lookup_fact",
          description: "Look up a fact",
          parameters: { type: "object", properties: { question: { type: "string" } } },
          run: (args) => `Part B standard premium: $202.90 (asked: ${String(args.question)})`,
        },
      ],
      onToolResult: (name, result) => seen.push(`${name}: ${result}`),
    });
    expect(text).toBe("The Part B premium is $202.90.");
    expect(seen).toEqual(["lookup_fact: Part B standard premium: $202.90 (asked: part b premium)"]);
    expect(llm.requests[0]!.body.tools!.map((t) => t.function.name)).toEqual(["lookup_fact"]);
    const second = llm.requests[1]!.body.messages;
    expect(second.at(-1)).toMatchObject({ role: "tool", content: expect.stringContaining("$202.90") });
  });

  it("gives up after 3 attempts, with no wait after the last one", async () => {
    llm.play({ kind: "status", status: 429 });
    const error = await model()
      .complete("u1", ask)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect((error as ModelUnavailable).attempts).toHaveLength(MODEL_RULES.attempts);
    expect(llm.requests).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it("aborts an attempt that hangs past its timeout and tries again", async () => {
    llm.play({ kind: "hang" }, { kind: "stream", chunks: ["after the hang"] });
    expect(await model({ attemptTimeoutMs: 150 }).complete("u1", ask)).toBe("after the hang");
    expect(llm.requests).toHaveLength(2);
  });

  it("tells a streaming caller to start over when an attempt dies midway", async () => {
    llm.play({ kind: "stall", chunks: ["half a thou"] }, { kind: "stream", chunks: ["whole answer"] });
    const events: ModelEvent[] = [];
    const text = await model({ attemptTimeoutMs: 150 }).complete("u1", ask, {
      onEvent: (e) => events.push(e),
    });
    expect(text).toBe("whole answer");
    expect(events).toEqual([
      { type: "delta", text: "half a thou" },
      { type: "reset" },
      { type: "delta", text: "whole answer" },
    ]);
  });

  it("retries other failures without waiting", async () => {
    llm.play({ kind: "status", status: 500 }, { kind: "stream", chunks: ["recovered"] });
    expect(await model().complete("u1", ask)).toBe("recovered");
    expect(waits).toEqual([]);
  });

  it("treats garbage as a failed attempt", async () => {
    llm.play({ kind: "garbage" }, { kind: "stream", chunks: ["clean"] });
    expect(await model().complete("u1", ask)).toBe("clean");
    llm.play({ kind: "garbage" });
    await expect(model().complete("u1", ask)).rejects.toBeInstanceOf(ModelUnavailable);
  });

  it("says 'No response generated.' for empty output", async () => {
    llm.play({ kind: "empty" });
    expect(await model().complete("u1", ask)).toBe("No response generated.");
  });

  it("fails cleanly when the server is down", async () => {
    const down = new OpenAiCompatibleModel({ baseUrl: "http://127.0.0.1:9/v1", attemptTimeoutMs: 500 });
    await expect(down.complete("u1", ask)).rejects.toBeInstanceOf(ModelUnavailable);
  });

  it("runs one user's calls one at a time, in order", async () => {
    llm.play({ kind: "stream", chunks: ["one"], delayMs: 80 }, { kind: "stream", chunks: ["two"] });
    const m = model();
    const order: string[] = [];
    await Promise.all([
      m.complete("same-user", ask).then((t) => order.push(t)),
      m.complete("same-user", ask).then((t) => order.push(t)),
    ]);
    expect(order).toEqual(["one", "two"]);
  });

  it("is absent without LLM_BASE_URL (the engine answers alone)", () => {
    expect(createChatModel({})).toBeNull();
    expect(createChatModel({ LLM_BASE_URL: llm.baseUrl })).toBeInstanceOf(OpenAiCompatibleModel);
  });
});

describe("the memory JSON a model answers", () => {
  it("keeps well-typed fields only and survives garbage", async () => {
    const { parseMemoryJson } = await import("./chat.js");
    expect(parseMemoryJson("not json")).toBeNull();
    expect(parseMemoryJson("{broken")).toBeNull();
    expect(parseMemoryJson('{"client_age":"old","budget":-5,"products_focus":["crypto"]}')).toBeNull();
    expect(
      parseMemoryJson(
        'Sure! {"client_name":" Ana ","client_age":70,"budget":90,"products_focus":["final_expense","spaceship"],"goals":["final_expenses"]}',
      ),
    ).toEqual({
      client_name: "Ana",
      client_age: 70,
      budget: 90,
      products_focus: ["final_expense"],
      goals: ["final_expenses"],
    });
  });
});
