import type { ModelEvent } from "./model.js";

/**
 * The number guard: every figure in a model's reply (money, percentages, dates, counts) must appear in
 * the facts the model was given or that its tools returned. A model that invents "$5,000 first year"
 * must not reach the agent: the reply is held back from the first unknown figure, asked for once more,
 * and otherwise replaced by the engine's own answer.
 *
 * Figures are compared as numbers written plainly: "$1,086.00" and "1086" are one figure, "5k" is 5000,
 * a date's parts ("2026-10-15", "October 15, 2026") are its numbers. A rate in the facts (0.2) also
 * allows its percentage (20). Markdown list numbers ("1. ") are not figures.
 */

const FIGURE = /(?<![\p{L}\d])(\d[\d,]*(?:\.\d+)?)([kK](?![\p{L}]))?/gu;
const LIST_MARKER = /^(\s*)\d+[.)](?=\s)/gmu;

function normalize(raw: string, thousands: boolean): string | null {
  const plain = raw.replace(/,(?=\d{3}(?!\d))/gu, "");
  if (!/^\d+(?:\.\d+)?$/u.test(plain)) return null;
  let value = Number(plain);
  if (!Number.isFinite(value)) return null;
  if (thousands) value *= 1000;
  return String(Number(value.toFixed(4)));
}

/** The figures a text states, each written plainly ("1086", "202.9", "5000"). */
export function figuresIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.replace(LIST_MARKER, "$1").matchAll(FIGURE)) {
    const value = normalize(m[1]!.replace(/[.,]$/u, ""), Boolean(m[2]));
    if (value !== null) found.push(value);
  }
  return found;
}

/** Everything the model may state: the figures in the facts, with a rate's percentage and back. */
export function allowedFigures(...sources: string[]): Set<string> {
  const allowed = new Set<string>();
  for (const source of sources) {
    for (const figure of figuresIn(source)) {
      allowed.add(figure);
      const n = Number(figure);
      if (n > 0 && n < 1) allowed.add(String(Number((n * 100).toFixed(4))));
    }
  }
  return allowed;
}

export function unknownFigures(text: string, allowed: ReadonlySet<string>): string[] {
  return [...new Set(figuresIn(text).filter((f) => !allowed.has(f)))];
}

/**
 * Streams a model's reply to the agent a word at a time, each released only when its figures are known; from the first unknown figure nothing more is released. A `reset` from the model
 * (an attempt that died midway) starts over.
 */
export class GuardedStream {
  private text = "";
  private released = 0;
  private shown = false;
  unknown: string[] = [];

  constructor(
    private readonly allowed: ReadonlySet<string>,
    private readonly forward: (event: ModelEvent) => void,
  ) {}

  get blocked(): boolean {
    return this.unknown.length > 0;
  }

  /** The part the agent has seen. */
  get shownText(): string {
    return this.text.slice(0, this.released);
  }

  readonly onEvent = (event: ModelEvent): void => {
    if (event.type === "reset") {
      this.restart();
      return;
    }
    this.text += event.text;
    this.release(false);
  };

  /** The model finished: release the rest if its figures are known. */
  finish(): void {
    this.release(true);
  }

  /** Take back what was shown (before another answer replaces it). */
  restart(): void {
    if (this.shown) this.forward({ type: "reset" });
    this.text = "";
    this.released = 0;
    this.shown = false;
    this.unknown = [];
  }

  private release(all: boolean) {
    if (this.blocked) return;
    const pending = this.text.slice(this.released);
    // Up to the last space or line end: a figure never holds one, so it is never cut ("$1," then "086").
    const cut = all ? pending.length : lastBoundary(pending);
    if (cut <= 0) return;
    const chunk = pending.slice(0, cut);
    const unknown = unknownFigures(chunk, this.allowed);
    if (unknown.length > 0) {
      this.unknown = unknown;
      return;
    }
    this.released += cut;
    this.shown = true;
    this.forward({ type: "delta", text: chunk });
  }
}

function lastBoundary(text: string): number {
  const at = Math.max(text.lastIndexOf(" "), text.lastIndexOf("\n"), text.lastIndexOf("\t"));
  return at < 0 ? -1 : at + 1;
}
