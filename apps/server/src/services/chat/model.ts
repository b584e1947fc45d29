/**
 * The one seam to a language model (docs/conventions.md#chat-route-order, docs/product/decisions.md#d-12): any OpenAI-compatible `/chat/completions`
 * endpoint (OpenAI, Ollama, vLLM, llama.cpp server…), called through the official `openai` client.
 * Optional: without `LLM_BASE_URL` the coach answers from the engine alone.
 *
 * The call rules are docs/product/chat-coach.md#model-rules: one call per user at a time; up to 3 attempts, each under its own
 * 25-second abort; a 429 waits what its `Retry-After` asks (capped at one attempt's time), else
 * 500 ms × the attempt number, before the next attempt (never after the last); empty output is "No
 * response generated."; when every attempt fails the caller gets `ModelUnavailable` and answers with the
 * specified fallback, the user's message already stored. A call may offer tools: the model's calls are
 * run and answered within the same attempt (a few rounds at most).
 * Kept as one module: the request, the stream and the retries share the one client and its limits.
 */
import OpenAI, { APIError } from "openai";
import type {
  ChatCompletionChunk,
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";

export interface ModelMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** What a streaming caller hears: text as it arrives, and "start over" when an attempt failed midway. */
export type ModelEvent = { type: "delta"; text: string } | { type: "reset" };

/** A function the model may call; `run` answers with text (the facts it returns). */
export interface ModelTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments. */
  parameters: Record<string, unknown>;
  run(args: Record<string, unknown>): Promise<string> | string;
}

export interface ModelCallOptions {
  onEvent?: (event: ModelEvent) => void;
  /** The client went away: stop, don't retry. */
  signal?: AbortSignal;
  tools?: ModelTool[];
  /** Each tool call and what it returned (the number guard counts these as facts given). */
  onToolResult?: (name: string, result: string) => void;
}

export interface ChatModel {
  readonly name: string;
  complete(key: string, messages: ModelMessage[], options?: ModelCallOptions): Promise<string>;
}

export class ModelUnavailable extends Error {
  constructor(readonly attempts: { error: string }[]) {
    super(`model unavailable after ${attempts.length} attempts: ${attempts.at(-1)?.error ?? "unknown"}`);
  }
}

export const MODEL_RULES = {
  attempts: 3,
  attemptTimeoutMs: 25_000,
  rateLimitBackoffMs: 500,
  emptyOutput: "No response generated.",
  /** Tool rounds within one attempt before the model must answer. */
  toolRounds: 3,
} as const;

class AttemptError extends Error {
  constructor(
    message: string,
    readonly rateLimited = false,
    /** What the server's Retry-After asked for, in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** Overrides for tests; production uses MODEL_RULES. */
  attemptTimeoutMs?: number;
  rateLimitBackoffMs?: number;
  /** How to wait between attempts; tests record the waits instead of sleeping. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** `Retry-After` (seconds or an HTTP date) or `retry-after-ms`, in ms; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get("retry-after-ms"));
  if (headers?.get("retry-after-ms") && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get("retry-after")?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class OpenAiCompatibleModel implements ChatModel {
  readonly name: string;
  private readonly client: OpenAI;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly config: OpenAiCompatibleConfig) {
    this.name = config.model ?? "default";
    this.client = new OpenAI({
      baseURL: config.baseUrl.replace(/\/+$/, ""),
      // Local servers (Ollama, llama.cpp) need none; the client insists on a value.
      apiKey: config.apiKey || "none",
      // The attempts, their timeouts and the waits are this seam's own (docs/product/chat-coach.md#model-rules).
      maxRetries: 0,
      timeout: config.attemptTimeoutMs ?? MODEL_RULES.attemptTimeoutMs,
    });
  }

  /** Calls for the same `key` (the user) run one at a time, in order. */
  complete(key: string, messages: ModelMessage[], options: ModelCallOptions = {}): Promise<string> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(() => this.withRetries(messages, options));
    this.queues.set(key, run);
    void run
      .catch(() => {})
      .finally(() => {
        if (this.queues.get(key) === run) this.queues.delete(key);
      });
    return run;
  }

  private async withRetries(messages: ModelMessage[], options: ModelCallOptions): Promise<string> {
    const failures: { error: string }[] = [];
    const backoff = this.config.rateLimitBackoffMs ?? MODEL_RULES.rateLimitBackoffMs;
    const cap = this.config.attemptTimeoutMs ?? MODEL_RULES.attemptTimeoutMs;
    for (let attempt = 1; attempt <= MODEL_RULES.attempts; attempt++) {
      if (options.signal?.aborted) break;
      let streamed = false;
      try {
        const text = await this.attempt(messages, options, () => {
          streamed = true;
        });
        return text.trim() === "" ? MODEL_RULES.emptyOutput : text;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push({ error: message });
        if (streamed) options.onEvent?.({ type: "reset" });
        const rateLimited = error instanceof AttemptError && error.rateLimited;
        if (rateLimited && attempt < MODEL_RULES.attempts) {
          const asked = (error as AttemptError).retryAfterMs;
          await (this.config.wait ?? sleep)(
            asked !== undefined ? Math.min(asked, cap) : backoff * attempt,
            options.signal,
          );
        }
      }
    }
    throw new ModelUnavailable(failures);
  }

  private async attempt(
    messages: ModelMessage[],
    options: ModelCallOptions,
    onFirstDelta: () => void,
  ): Promise<string> {
    const controller = new AbortController();
    const timeoutMs = this.config.attemptTimeoutMs ?? MODEL_RULES.attemptTimeoutMs;
    const timer = setTimeout(() => controller.abort(new AttemptError("timed out")), timeoutMs);
    const onClientGone = () => controller.abort(new AttemptError("client went away"));
    options.signal?.addEventListener("abort", onClientGone, { once: true });
    const conversation: ChatCompletionMessageParam[] = messages.map((m) => ({ ...m }));
    const tools: ChatCompletionTool[] | undefined = options.tools?.length
      ? options.tools.map((tool) => ({
          type: "function",
          function: { name: tool.name, description: tool.description, parameters: tool.parameters },
        }))
      : undefined;
    let text = "";
    try {
      for (let round = 0; ; round++) {
        const offer = tools && round < MODEL_RULES.toolRounds ? tools : undefined;
        const turn = await this.turn(conversation, offer, controller.signal, (delta) => {
          if (text === "") onFirstDelta();
          text += delta;
          options.onEvent?.({ type: "delta", text: delta });
        });
        if (turn.toolCalls.length === 0 || !offer) return text;
        conversation.push({ role: "assistant", content: turn.text || null, tool_calls: turn.toolCalls });
        for (const call of turn.toolCalls) {
          const result = await runTool(options.tools ?? [], call);
          options.onToolResult?.(call.function.name, result);
          conversation.push({ role: "tool", tool_call_id: call.id, content: result });
        }
      }
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (error instanceof AttemptError) throw error;
      if (error instanceof APIError && error.status !== undefined)
        throw new AttemptError(
          `model answered ${error.status}`,
          error.status === 429,
          retryAfterMs(error.headers as Headers | undefined),
        );
      throw new AttemptError(`model unreachable: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onClientGone);
    }
  }

  /** One request: streamed text through `onDelta`, and the tool calls the model made, if any. */
  private async turn(
    messages: ChatCompletionMessageParam[],
    tools: ChatCompletionTool[] | undefined,
    signal: AbortSignal,
    onDelta: (text: string) => void,
  ): Promise<{ text: string; toolCalls: ChatCompletionMessageFunctionToolCall[] }> {
    const { data: stream, response } = await this.client.chat.completions
      .create(
        {
          model: this.config.model ?? "default",
          messages,
          stream: true,
          ...(tools ? { tools } : {}),
        },
        { signal },
      )
      .withResponse();
    const type = response.headers.get("content-type") ?? "";
    if (!type.includes("text/event-stream")) {
      // Some servers ignore `stream: true`: one JSON completion.
      const body = (await response.json().catch(() => {
        throw new AttemptError("model answered something that is not JSON");
      })) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new AttemptError("model answered without a message");
      if (content) onDelta(content);
      return { text: content, toolCalls: [] };
    }
    let text = "";
    const calls: { id: string; name: string; args: string }[] = [];
    try {
      for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
        const delta = chunk.choices?.[0]?.delta;
        if (!delta) continue;
        if (delta.content !== undefined && delta.content !== null && typeof delta.content !== "string")
          throw new AttemptError("model stream sent a malformed chunk");
        if (delta.content) {
          text += delta.content;
          onDelta(delta.content);
        }
        for (const call of delta.tool_calls ?? []) {
          const slot = calls[call.index] ?? { id: "", name: "", args: "" };
          calls[call.index] = slot;
          if (call.id) slot.id = call.id;
          if (call.function?.name) slot.name += call.function.name;
          if (call.function?.arguments) slot.args += call.function.arguments;
        }
      }
    } catch (error) {
      if (error instanceof AttemptError || signal.aborted) throw error;
      if (error instanceof SyntaxError)
        throw new AttemptError("model stream sent something that is not JSON");
      throw new AttemptError(
        `model stream failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // An abort (the attempt's timeout, the client gone) can end the stream quietly: it is not an answer.
    if (signal.aborted) throw signal.reason;
    return {
      text,
      toolCalls: calls
        .filter((c) => c.name !== "")
        .map((c, i) => ({
          id: c.id || `call_${i}`,
          type: "function",
          function: { name: c.name, arguments: c.args || "{}" },
        })),
    };
  }
}

/** A tool call answered: the tool's text, or why it could not run (the model reads it and goes on). */
async function runTool(tools: ModelTool[], call: ChatCompletionMessageFunctionToolCall): Promise<string> {
  const tool = tools.find((t) => t.name === call.function.name);
  if (!tool) return `Unknown tool: ${call.function.name}.`;
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(call.function.arguments || "{}");
    args = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return "The arguments were not valid JSON.";
  }
  try {
    return await tool.run(args);
  } catch {
    return "That lookup failed; answer without it.";
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** The configured model, or none (the engine answers alone; docs/product/decisions.md#d-12). */
export function createChatModel(env: {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  LLM_TIMEOUT_MS?: number;
}): ChatModel | null {
  if (!env.LLM_BASE_URL) return null;
  return new OpenAiCompatibleModel({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    attemptTimeoutMs: env.LLM_TIMEOUT_MS,
  });
}
