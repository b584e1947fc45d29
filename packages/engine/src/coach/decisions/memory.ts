/**
 * The session memory card (docs/product/rules-and-figures.md#records): what the coach remembers about the client in this thread.
 * Without a model it is filled from the engine's lead parser (docs/product/decisions.md#d-12); with one, the model's extraction is
 * merged the same way. A merge never overwrites what is known: the first answer an agent gave about a
 * client stays until the conversation is reset.
 */
import { parseLead } from "../../parse/index.js";
import type { Language, ProductId } from "../../types.js";
import { productsMentioned } from "./detect.js";
import { fold, words } from "./lexicon.js";

export interface MemoryCard {
  client_name?: string;
  client_age?: number;
  products_focus?: ProductId[];
  /** Goal ids of the engine (`GOAL_IDS`); an array so a second goal adds to the first. */
  goals?: string[];
  /** Monthly, US dollars. */
  budget?: number;
  /** Objection categories heard so far: affordability, trust, need, urgency. */
  objections?: string[];
  language?: Language;
  next_step?: string;
  thread_id?: string;
  /** ISO time of the last merge. */
  last_updated?: string;
}

/** §5 / §9: what is injected into a model's prompt. */
export const MEMORY_PROMPT_MAX_CHARS = 600;
/** Keys that describe the thread, not the client: they do not make a card worth injecting. */
const BOOKKEEPING_KEYS: ReadonlySet<string> = new Set(["thread_id", "last_updated"]);

const OBJECTION_PATTERNS: readonly (readonly [string, RegExp])[] = [
  [
    "affordability",
    words([
      "too expensive",
      "can't afford",
      "cannot afford",
      "fixed income",
      "no money",
      "muy caro",
      "no (?:me|le) alcanza",
      "no puede pagar",
      "trop cher",
      "pas les moyens",
    ]),
  ],
  [
    "trust",
    words(["don't trust", "scam", "burned before", "no confia", "estafa", "pas confiance", "arnaque"]),
  ],
  [
    "need",
    words([
      "don't need",
      "already (?:has|have) (?:coverage|insurance|a policy)",
      "no (?:lo )?necesita",
      "ya tiene (?:seguro|cobertura)",
      "n'en a pas besoin",
      "a deja (?:une )?(?:assurance|couverture)",
    ]),
  ],
  [
    "urgency",
    words([
      "think about it",
      "not now",
      "next year",
      "talk to (?:my|his|her) (?:wife|husband|spouse|kids)",
      "pensarlo",
      "lo va a pensar",
      "hablar con su (?:esposa|esposo)",
      "reflechir",
      "en parler a",
      "l'annee prochaine",
    ]),
  ],
];

const NEXT_STEP = words([
  "call (?:him|her|them) back",
  "callback",
  "follow up",
  "appointment",
  "meeting (?:on|next|tomorrow)",
  "next step",
  "llamar(?:le)? de nuevo",
  "cita",
  "seguimiento",
  "proximo paso",
  "rappeler",
  "rendez-vous",
  "prochaine etape",
  "relance",
]);
const MAX_NEXT_STEP_CHARS = 160;

/** The sentence of `message` that holds a scheduled next step, if any. */
function nextStepSentence(message: string): string | undefined {
  for (const sentence of message.split(/(?<=[.!?])\s+|\n+/u)) {
    if (NEXT_STEP.test(fold(sentence))) return sentence.trim().slice(0, MAX_NEXT_STEP_CHARS);
  }
  return undefined;
}

/** Client details in one user message, read with the engine's parser (no model needed). */
export function extractMemory(message: string, language?: Language): MemoryCard {
  const text = String(message ?? "");
  if (text.trim() === "") return {};
  const parsed = parseLead(text, language ? { language } : undefined);
  const p = parsed.profile;
  const card: MemoryCard = {};
  if (p.firstName) card.client_name = [p.firstName, p.lastName].filter(Boolean).join(" ");
  if (p.age !== undefined) card.client_age = p.age;
  const products = productsMentioned(text);
  if (products.length > 0) card.products_focus = products;
  if (p.goals.length > 0) card.goals = [...p.goals];
  if (p.budgetMonthly !== undefined) card.budget = p.budgetMonthly;
  const folded = fold(text);
  const objections = OBJECTION_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([id]) => id);
  if (objections.length > 0) card.objections = objections;
  card.language = language ?? parsed.language;
  const next = nextStepSentence(text);
  if (next) card.next_step = next;
  return card;
}

function union<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined {
  if (!a && !b) return undefined;
  const out: T[] = [];
  for (const item of [...(a ?? []), ...(b ?? [])]) if (!out.includes(item)) out.push(item);
  return out;
}

const isKnown = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

/**
 * `found` merged into `known`: known fields stay as they are, arrays gain the new items, unknown fields
 * are filled. `last_updated` becomes `now` when anything was added. Neither input is changed.
 */
export function mergeMemory(known: MemoryCard, found: MemoryCard, now: Date): MemoryCard {
  const out: MemoryCard = { ...known };
  let changed = false;
  const scalars = [
    "client_name",
    "client_age",
    "budget",
    "language",
    "next_step",
    "thread_id",
  ] as const satisfies readonly (keyof MemoryCard)[];
  for (const key of scalars) {
    if (!isKnown(out[key]) && isKnown(found[key])) {
      (out as Record<string, unknown>)[key] = found[key];
      changed = true;
    }
  }
  for (const key of ["products_focus", "goals", "objections"] as const) {
    const merged = union<string>(known[key], found[key]);
    if (merged && merged.length !== (known[key]?.length ?? 0)) changed = true;
    if (merged) (out as Record<string, unknown>)[key] = merged;
  }
  if (changed || !isKnown(out.last_updated)) out.last_updated = now.toISOString();
  return out;
}

/** The card's client keys that hold something. */
export function memoryKeys(card: MemoryCard): string[] {
  return Object.entries(card)
    .filter(([key, value]) => !BOOKKEEPING_KEYS.has(key) && isKnown(value))
    .filter(([, value]) => !Array.isArray(value) || value.length > 0)
    .map(([key]) => key);
}

/**
 * The card for a model's prompt: compact `key: value` lines, at most 600 characters, and null unless it
 * holds more than one client key (§5: a lone language is not worth the tokens).
 */
export function renderMemory(card: MemoryCard): string | null {
  const keys = memoryKeys(card);
  if (keys.length <= 1) return null;
  const lines: string[] = [];
  for (const key of keys) {
    const value = (card as Record<string, unknown>)[key];
    lines.push(`${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);
  }
  const text = lines.join("\n");
  return text.length <= MEMORY_PROMPT_MAX_CHARS ? text : `${text.slice(0, MEMORY_PROMPT_MAX_CHARS - 1)}…`;
}
