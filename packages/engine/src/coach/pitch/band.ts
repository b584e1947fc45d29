/**
 * A length is a word band: the required sentences, then the optional ones in priority order while they
 * fit under the band's top.
 */
import type { PitchLength } from "./table.js";

/**
 * Spoken words per length (the CMS disclaimer, read verbatim when Medicare is presented, comes on top:
 * its length is fixed by regulation, not by the agent's choice).
 */
export const PITCH_WORD_BANDS: Readonly<Record<PitchLength, { min: number; max: number }>> = {
  concise: { min: 80, max: 130 },
  standard: { min: 180, max: 260 },
  detailed: { min: 320, max: 450 },
};

/** Words as a listener hears them: "$56–$77/month" is one, a lone dash none. */
export function pitchWordCount(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) n += 1;
  return n;
}

export interface Piece {
  paragraph: number;
  text: string;
  /** Lower goes in first; undefined means always in. */
  priority?: number;
  /** The CMS disclaimer is read verbatim: it does not count against the band. */
  fixed?: string;
  /** Words a required sentence holds in the band, when more than its own (the longest of its wordings). */
  words?: number;
}

/** Keeps the required sentences and the optional ones that fit under the band's top, best first. */
export function fitToBand(all: Piece[], length: PitchLength): Piece[] {
  const { max } = PITCH_WORD_BANDS[length];
  let words = 0;
  for (const piece of all)
    if (piece.priority === undefined) words += Math.max(piece.words ?? 0, pitchWordCount(piece.text));
  const optional = all
    .map((piece, index) => ({ piece, index }))
    .filter(({ piece }) => piece.priority !== undefined)
    .sort((a, b) => a.piece.priority! - b.piece.priority! || a.index - b.index);
  const keep = new Set<Piece>();
  for (const { piece } of optional) {
    const size = pitchWordCount(piece.text);
    if (words + size <= max) {
      keep.add(piece);
      words += size;
    }
  }
  return all.filter((piece) => piece.priority === undefined || keep.has(piece));
}

export function render(kept: Piece[]): string {
  const paragraphs = new Map<number, string[]>();
  for (const piece of kept) {
    const text = piece.fixed ? `${piece.text} ${piece.fixed}` : piece.text;
    const list = paragraphs.get(piece.paragraph);
    if (list) list.push(text);
    else paragraphs.set(piece.paragraph, [text]);
  }
  return [...paragraphs.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, sentences]) => sentences.join(" "))
    .join("\n\n");
}
