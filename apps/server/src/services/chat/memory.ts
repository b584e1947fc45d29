import {
  extractMemory,
  type Language,
  type MemoryCard,
  mergeMemory,
  PRODUCT_IDS,
  type ProductId,
} from "@buildr/engine";
import { z } from "zod";

/**
 * The conversation's memory card (docs/product/chat-coach.md#flow "Memory"): what the engine reads from
 * each message, merged without overwriting what is known, and the JSON a model answers when it is asked
 * for the card (memory-job.ts), checked field by field because a model's output is untrusted.
 */

const PRODUCT_SET: ReadonlySet<string> = new Set(PRODUCT_IDS);
const OBJECTION_SET: ReadonlySet<string> = new Set(["affordability", "trust", "need", "urgency"]);

/** A field of the wrong type or out of range is dropped on its own; the others are kept. */
const dropped = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Non-empty text, trimmed, cut to `max` characters. */
const text = (max: number) =>
  dropped(
    z
      .string()
      .trim()
      .min(1)
      .transform((v) => v.slice(0, max)),
  );

/** The strings of a list (others left out), those in `allowed` when given, at most 10. */
const strings = (allowed?: ReadonlySet<string>) =>
  z
    .array(z.unknown())
    .transform((items) =>
      items.filter((x): x is string => typeof x === "string" && (!allowed || allowed.has(x))).slice(0, 10),
    );

const memoryJsonSchema = z.object({
  client_name: text(80),
  client_age: dropped(z.number().int().gt(0).lt(120)),
  products_focus: dropped(strings(PRODUCT_SET).transform((v) => v as ProductId[])),
  goals: dropped(strings().transform((v) => v.map((goal) => goal.slice(0, 60)))),
  budget: dropped(z.number().gt(0).lt(100_000)),
  objections: dropped(strings(OBJECTION_SET)),
  next_step: text(200),
});

/**
 * The model's JSON (the first "{" to the last "}" of its answer), kept only where each field has the
 * right type; null when it is not JSON or nothing in it is usable.
 */
export function parseMemoryJson(answer: string): MemoryCard | null {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = memoryJsonSchema.safeParse(raw);
  if (!parsed.success) return null;
  const card: MemoryCard = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    Object.assign(card, { [key]: value });
  }
  return Object.keys(card).length > 0 ? card : null;
}

/** The card after one of the agent's messages, and whether it changed (only then is it written). */
export function memoryAfter(
  known: MemoryCard | null,
  message: string,
  language: Language,
  at: Date,
): { memory: MemoryCard; changed: boolean } {
  const memory = mergeMemory(known ?? {}, extractMemory(message, language), at);
  return { memory, changed: !known || memory.last_updated !== known.last_updated };
}
