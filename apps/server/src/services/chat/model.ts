/**
 * The one seam to a language model (style.md §7, D-12): any OpenAI-compatible `/chat/completions`
 * endpoint (OpenAI, Ollama, vLLM, llama.cpp server…). Optional: without `LLM_BASE_URL` the coach answers
 * from the engine alone.
 *
 * The call rules are chat-coach.md §7: one call per user at a time; up to 3 attempts, each under its own
 * 25-second abort; a 429 waits 500 ms × the attempt number before the next attempt (never after the last);
 * empty output is "No response generated."; when every attempt fails the caller gets `ModelUnavailable`
 * and answers with the specified fallback, the user's message already stored.
 */

export interface ModelMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** What a streaming caller hears: text as it arrives, and "start over" when an attempt failed midway. */
export type ModelEvent = { type: "delta"; text: string } | { type: "reset" };

export interface ModelCallOptions {
  onEvent?: (event: ModelEvent) => void;
  /** The client went away: stop, don't retry. */
  signal?: AbortSignal;
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
} as const;

class AttemptError extends Error {
  constructor(
    message: string,
    readonly rateLimited = false,
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

export class OpenAiCompatibleModel implements ChatModel {
  readonly name: string;
  private readonly url: string;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly config: OpenAiCompatibleConfig) {
    this.url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
    this.name = config.model ?? "default";
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
        if (rateLimited && attempt < MODEL_RULES.attempts)
          await (this.config.wait ?? sleep)(backoff * attempt, options.signal);
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
    try {
      const res = await fetch(this.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          ...(this.config.model ? { model: this.config.model } : {}),
          messages,
          stream: true,
        }),
        signal: controller.signal,
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new AttemptError(`model answered ${res.status}`, res.status === 429);
      }
      const type = res.headers.get("content-type") ?? "";
      if (type.includes("text/event-stream")) return await readStream(res, options, onFirstDelta);
      // Some servers ignore `stream: true`: one JSON completion.
      const body = (await res.json().catch(() => {
        throw new AttemptError("model answered something that is not JSON");
      })) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new AttemptError("model answered without a message");
      if (content) options.onEvent?.({ type: "delta", text: content });
      return content;
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (error instanceof AttemptError) throw error;
      throw new AttemptError(`model unreachable: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onClientGone);
    }
  }
}

/** Server-sent events of `chat.completion.chunk`s until `[DONE]`; anything malformed fails the attempt. */
async function readStream(res: Response, options: ModelCallOptions, onFirstDelta: () => void) {
  if (!res.body) throw new AttemptError("model stream has no body");
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  let done = false;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "[DONE]") {
        done = true;
        break;
      }
      let parsed: { choices?: { delta?: { content?: unknown } }[] };
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new AttemptError("model stream sent something that is not JSON");
      }
      const delta = parsed.choices?.[0]?.delta?.content;
      if (delta === undefined || delta === null) continue;
      if (typeof delta !== "string") throw new AttemptError("model stream sent a malformed chunk");
      if (delta) {
        if (text === "") onFirstDelta();
        text += delta;
        options.onEvent?.({ type: "delta", text: delta });
      }
    }
    if (done) break;
  }
  if (!done) throw new AttemptError("model stream ended before [DONE]");
  return text;
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

/** The configured model, or none (the engine answers alone; D-12). */
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
