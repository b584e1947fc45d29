/** The wordings of a pitch that Regenerate steps through; `compose.ts` says which sentence each one changes. */

/**
 * How many wordings Regenerate steps through before the first comes back: three openings, three closings,
 * and the client's situation said before or after what the agent is about to do.
 */
export const PITCH_VARIANTS = 18;

export interface Wording {
  variant: number;
  opening: 0 | 1 | 2;
  close: 0 | 1 | 2;
  /** The client's goals and budget before the agent's purpose, instead of after. */
  situationFirst: boolean;
}

/**
 * Each step changes both the opening and the closing (nine pairs, each once), then the second half of
 * the cycle says the client's situation first: two neighbouring variants never read alike.
 */
export function wordingOf(variant: number | undefined): Wording {
  const n = Number.isFinite(variant) ? Math.trunc(variant!) : 0;
  const v = ((n % PITCH_VARIANTS) + PITCH_VARIANTS) % PITCH_VARIANTS;
  const step = v % 9;
  return {
    variant: v,
    opening: (step % 3) as Wording["opening"],
    close: ((step + Math.floor(step / 3)) % 3) as Wording["close"],
    situationFirst: v >= 9,
  };
}
