import type { ChatReplyKind } from "@buildr/contracts";
import { check, coachingReply, followUpAnswer, type ModelHistory } from "@buildr/engine";
import type { Logger } from "pino";
import type { Answer } from "./answer.js";
import type { ConversationStore } from "./conversation-store.js";
import { HISTORY_WINDOW } from "./limits.js";
import { type ChatModel, ModelUnavailable } from "./model.js";
import { engineTools } from "./model-facts.js";
import { allowedFigures, GuardedStream } from "./number-guard.js";
import type { Prepared, SendOptions } from "./prepared.js";
import { askedAgain, modelPrompt } from "./prompt.js";
import { complianceNote } from "./texts.js";

export interface ModelReply {
  content: string;
  compressed: ModelHistory["compressed"];
  kind: ChatReplyKind;
}

/**
 * A free question answered by the model (step 11), grounded by the engine: it is given the open bundle's
 * facts and the knowledge found (prompt.ts) and may call the engine through tools. Its reply passes the
 * number guard (number-guard.ts): a figure that is in none of the facts holds the reply back; the model
 * is asked once more, then the engine's own answer is given instead. The compliance guard then runs on
 * whatever is given, as on engine replies. The one model seam is model.ts.
 */
export class ModelAnswerer {
  constructor(
    private readonly model: ChatModel,
    private readonly store: ConversationStore,
    private readonly logger?: Logger,
  ) {}

  async answer(
    prepared: Prepared,
    answer: Extract<Answer, { source: "model" }>,
    options: SendOptions,
  ): Promise<ModelReply> {
    const { userId, conversationId, message, decision, loaded, now } = prepared;
    const language = decision.language;
    const turns = await this.store.turnsBefore(conversationId, prepared.messageAt, HISTORY_WINDOW);
    const open =
      decision.kind === "follow_up" && loaded?.conversation.currentBundleId
        ? await this.store.bundleWithLead(userId, loaded.conversation.currentBundleId)
        : null;
    const bundle = open?.bundle ?? null;
    const prompt = modelPrompt({
      language,
      message,
      now,
      askedAt: prepared.messageAt,
      turns,
      stored: {
        summary: loaded?.conversation.summary ?? null,
        summarizedAt: loaded?.conversation.summarizedAt ?? null,
      },
      instruction: answer.instruction,
      bundle,
      memory: loaded?.memory ?? null,
    });
    const { messages } = prompt;
    const allowed = allowedFigures(...messages.map((m) => m.content));
    const tools = engineTools({ bundle, lead: open?.lead ?? null, language, now });
    let text: string | null = null;
    for (let attempt = 1; attempt <= 2 && text === null; attempt++) {
      const guard = new GuardedStream(allowed, (event) => options.onEvent?.(event));
      const reply = await this.model.complete(userId, messages, {
        signal: options.signal,
        onEvent: guard.onEvent,
        tools,
        onToolResult: (_name, result) => {
          for (const figure of allowedFigures(result)) allowed.add(figure);
        },
      });
      guard.finish();
      if (!guard.blocked) {
        text = reply;
        break;
      }
      // Logged without the figures or any of the agent's words: how many, and what happens next.
      this.logger?.warn(
        {
          event: "chat_number_guard",
          conversationId,
          attempt,
          unknownFigures: guard.unknown.length,
          next: attempt === 1 ? "regenerate" : "engine_answer",
        },
        "chat: model reply held back, figures not in its facts",
      );
      guard.restart();
      if (options.signal?.aborted) throw new ModelUnavailable([{ error: "client went away" }]);
      messages[0] = askedAgain(messages[0]!);
    }
    let kind: ChatReplyKind = "model";
    if (text === null) {
      // The engine's own answer, from the same facts.
      const topic = decision.kind === "follow_up" ? decision.topic : null;
      text =
        bundle && topic
          ? followUpAnswer(topic, bundle, language, now)
          : coachingReply(message, { now, language }).text;
      kind = bundle && topic ? "follow_up" : "coaching";
      options.onEvent?.({ type: "delta", text });
    }
    // Every reply passes the compliance guard (docs/product/chat-coach.md#answer-decision): the agent sees what to fix, in their language.
    const findings = check(text, { audience: "agent", language });
    if (findings.length === 0) return { content: text, compressed: prompt.compressed, kind };
    const addition = complianceNote(findings, language);
    options.onEvent?.({ type: "delta", text: addition });
    return { content: text + addition, compressed: prompt.compressed, kind };
  }
}
