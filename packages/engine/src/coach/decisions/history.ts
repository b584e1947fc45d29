/**
 * What a language model hears of the conversation so far (docs/product/chat-coach.md#flow "Memory", §5, §9): the last
 * 6 turns, or — when more than 8 entries have piled up since the last compression, or more than
 * 5 minutes have passed since it — a summary of the older turns plus the last 2. The summary is built
 * here, deterministically (the spec asks no model for it), and keeps its last 900 characters.
 *
 * Pure: the server loads the stored turns and the conversation's summary, passes its clock, and stores
 * the new summary when this says the history was compressed.
 */
import type { Language } from "../../types.js";

export const HISTORY_RULES = {
  /** "Only the last 6 non-system history turns (3 exchanges) are sent." */
  turnsSent: 6,
  /** "a summary plus the last 2 turns" */
  turnsKept: 2,
  /** "when more than 8 entries exist" */
  maxEntries: 8,
  /** "or more than 5 minutes have passed since the last compression" (300000 ms) */
  intervalMs: 300_000,
  /** "history summary keeps the last 900 characters" */
  summaryChars: 900,
  /** One turn's share of the summary: its opening words say what it was about. */
  turnChars: 200,
} as const;

export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
  at: Date;
}

export interface StoredSummary {
  summary: string | null;
  /** When the summary was made; the turns kept beside it are the 2 stored just before this time. */
  summarizedAt: Date | null;
}

export interface ModelHistory {
  /** The turns to send after the system prompt, oldest first. */
  turns: HistoryTurn[];
  /** The summary to send as a system note, if there is one. */
  summary: string | null;
  /** Set when this call compressed the history: what to store on the conversation. */
  compressed: { summary: string; summarizedAt: Date } | null;
}

/**
 * The history for one model call. `turns` are the conversation's stored turns before the message being
 * answered, oldest first (the most recent few dozen are enough: older ones are already in the summary or
 * would be cut from it).
 */
export function historyForModel(
  turns: readonly HistoryTurn[],
  stored: StoredSummary,
  now: Date,
): ModelHistory {
  const { summarizedAt } = stored;
  // The entries since the last compression, with the 2 turns it kept.
  let pending: readonly HistoryTurn[] = turns;
  if (summarizedAt) {
    const since = turns.findIndex((t) => t.at.getTime() >= summarizedAt.getTime());
    const first = since === -1 ? turns.length : since;
    pending = turns.slice(Math.max(0, first - HISTORY_RULES.turnsKept));
  }
  const startedAt = summarizedAt ?? pending[0]?.at ?? now;
  const due =
    pending.length > HISTORY_RULES.maxEntries ||
    now.getTime() - startedAt.getTime() > HISTORY_RULES.intervalMs;
  if (!due || pending.length <= HISTORY_RULES.turnsKept) {
    return { turns: pending.slice(-HISTORY_RULES.turnsSent), summary: stored.summary, compressed: null };
  }
  const older = pending.slice(0, -HISTORY_RULES.turnsKept);
  const summary = summarize(stored.summary, older);
  return {
    turns: pending.slice(-HISTORY_RULES.turnsKept),
    summary,
    compressed: { summary, summarizedAt: now },
  };
}

/** The previous summary, then one line per older turn; the last 900 characters are kept. */
export function summarize(previous: string | null, turns: readonly HistoryTurn[]): string {
  const lines = previous ? [previous] : [];
  for (const turn of turns) {
    const text = turn.content.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const short =
      text.length > HISTORY_RULES.turnChars ? `${text.slice(0, HISTORY_RULES.turnChars - 1)}…` : text;
    lines.push(`${turn.role === "user" ? "Agent" : "Coach"}: ${short}`);
  }
  const all = lines.join("\n");
  return all.length > HISTORY_RULES.summaryChars ? `…${all.slice(-(HISTORY_RULES.summaryChars - 1))}` : all;
}

const SUMMARY_HEADING: Readonly<Record<Language, string>> = {
  en: "Earlier in this conversation (summary, oldest first):",
  es: "Antes en esta conversación (resumen, de lo más antiguo a lo más reciente):",
  fr: "Plus tôt dans cette conversation (résumé, du plus ancien au plus récent) :",
};

/** The summary as the model reads it, inside the system prompt. */
export function summaryNote(summary: string, language: Language): string {
  return `${SUMMARY_HEADING[language] ?? SUMMARY_HEADING.en}\n${summary}`;
}
