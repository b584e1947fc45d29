/**
 * The landing demo of docs/product/index.md, docs/product/rules-and-figures.md#figures: each lead field typed at 55 ms a character, 450 ms between
 * fields, 1200 ms generating, then the sample bundle, then a restart after 10 s. Kept apart from the
 * component so the timing and the figures are plain data.
 */
export const TYPE_MS_PER_CHAR = 55;
export const FIELD_PAUSE_MS = 450;
export const GENERATING_MS = 1200;
export const RESTART_AFTER_MS = 10_000;

/** Names and numbers are the same in every language; the notes are translated. */
export const DEMO_FIXED_VALUES = { client: "Linda Thompson", age: "67", state: "Ohio" } as const;
export const DEMO_FIELDS = ["client", "age", "state", "notes"] as const;

/** Flat estimate for an MA enrolment: the spec's display example, kept as such (docs/product/decisions.md#d-20). */
export const MA_ENROLLMENT_COMMISSION = 600;

/**
 * The sample bundle: Final Expense pays 80% and Hospital Indemnity 50% of annualised premium, the MA
 * enrolment a flat $600, so the first-year total is $1,086 (docs/product/rules-and-figures.md#figures).
 */
export const DEMO_POLICIES = [
  { key: "ma", monthlyPremium: 0, firstYearCommission: MA_ENROLLMENT_COMMISSION },
  { key: "fe", monthlyPremium: 40, firstYearCommission: 40 * 12 * 0.8 },
  { key: "hi", monthlyPremium: 17, firstYearCommission: 17 * 12 * 0.5 },
] as const;

export const DEMO_TOTAL_COMMISSION = DEMO_POLICIES.reduce((sum, p) => sum + p.firstYearCommission, 0);

export type DemoState =
  | { phase: "typing"; field: number; chars: number }
  | { phase: "generating" }
  | { phase: "result" };

export const DEMO_START: DemoState = { phase: "typing", field: 0, chars: 0 };

/** The next state and how long to wait for it, given the texts being typed. */
export function nextDemoStep(state: DemoState, texts: readonly string[]): { next: DemoState; delay: number } {
  switch (state.phase) {
    case "typing": {
      const text = texts[state.field] ?? "";
      if (state.chars < text.length)
        return { next: { ...state, chars: state.chars + 1 }, delay: TYPE_MS_PER_CHAR };
      if (state.field < texts.length - 1)
        return { next: { phase: "typing", field: state.field + 1, chars: 0 }, delay: FIELD_PAUSE_MS };
      return { next: { phase: "generating" }, delay: FIELD_PAUSE_MS };
    }
    case "generating":
      return { next: { phase: "result" }, delay: GENERATING_MS };
    case "result":
      return { next: DEMO_START, delay: RESTART_AFTER_MS };
  }
}
