import { type MemoryCard, mergeMemory } from "@buildr/engine";
import { and, desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { chatMemory, chatMessages } from "../../db/schema.js";
import type { JobQueue } from "../../jobs/queue.js";
import { CHAT_LIMITS } from "./limits.js";
import { parseMemoryJson } from "./memory.js";
import type { ChatModel } from "./model.js";

export const MEMORY_JOB = "chat-memory";

export interface MemoryJob {
  userId: string;
  conversationId: string;
  threadId: string;
}

/** docs/product/rules-and-figures.md#coach-figures: 1 s after a reply, at most once per 2 minutes per thread (tests shorten them). */
export const MEMORY_TIMING = { delaySeconds: 1, intervalSeconds: 120 };

const MEMORY_EXTRACTION_PROMPT =
  'From this conversation between an insurance agent and their coach, extract what is known about the agent\'s client. Answer with compact JSON only, no prose, using only these keys when known: "client_name" (string), "client_age" (number), "products_focus" (array of: medicare_advantage, medicare_supplement, part_d, final_expense, term_life, whole_life, iul, fixed_annuity, indexed_annuity, long_term_care, hospital_indemnity, cancer, dental_vision_hearing), "goals" (array of strings), "budget" (monthly US dollars, number), "objections" (array of: affordability, trust, need, urgency), "next_step" (string).';

/**
 * The chat's memory, with a model (docs/product/chat-coach.md#flow "Memory"): after a reply, the last 4 messages go to
 * the model, which answers compact JSON; what it finds is merged into the card without overwriting known
 * fields. A background job on the shared queue, so with several server processes it runs once, and it
 * is not lost to a restart. At most one per thread per interval (pg-boss's throttle); never under 2
 * messages. Without a model the engine's parser already filled the card. Failures are logged only.
 */
export async function extractMemoryWithModel(db: Db, model: ChatModel, job: MemoryJob): Promise<void> {
  const { userId, conversationId, threadId } = job;
  const recent = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(CHAT_LIMITS.memoryMessages);
  if (recent.length < 2) return;
  const transcript = recent
    .reverse()
    .map((m) => `${m.role}: ${m.content.slice(0, CHAT_LIMITS.userMessageToModel)}`)
    .join("\n");
  const text = await model.complete(userId, [
    { role: "system", content: MEMORY_EXTRACTION_PROMPT },
    { role: "user", content: transcript },
  ]);
  const found = parseMemoryJson(text);
  if (!found) return;
  const now = new Date();
  const [row] = await db
    .select({ data: chatMemory.memoryData })
    .from(chatMemory)
    .where(and(eq(chatMemory.userId, userId), eq(chatMemory.threadId, threadId)))
    .limit(1);
  const memory = mergeMemory((row?.data as MemoryCard | undefined) ?? {}, found, now);
  await db
    .insert(chatMemory)
    .values({ userId, threadId, memoryData: memory, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatMemory.userId, chatMemory.threadId],
      set: { memoryData: memory, updatedAt: now },
    });
}

/**
 * Declares the job and returns what the chat calls after a reply: it enqueues (throttled per thread),
 * or does nothing when there is no model.
 */
export function defineMemoryJob(
  jobs: JobQueue,
  db: Db,
  model: ChatModel | null,
  logger: Logger,
  timing = MEMORY_TIMING,
): ((job: MemoryJob) => Promise<void>) | null {
  if (!model) return null;
  jobs.define<MemoryJob>({
    name: MEMORY_JOB,
    // A failed extraction is not tried again (the next reply brings another chance).
    queue: { retryLimit: 0, expireInSeconds: 300 },
    concurrency: 2,
    handler: async (job) => {
      try {
        await extractMemoryWithModel(db, model, job.data);
      } catch (error) {
        logger.warn({ err: error }, "chat: memory extraction failed");
      }
    },
  });
  return async (job) => {
    await jobs.sendThrottled(MEMORY_JOB, job, timing.intervalSeconds, `${job.userId}:${job.threadId}`, {
      startAfter: timing.delaySeconds,
    });
  };
}
