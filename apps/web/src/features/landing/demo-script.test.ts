import { describe, expect, it } from "vitest";
import {
  DEMO_POLICIES,
  DEMO_START,
  DEMO_TOTAL_COMMISSION,
  type DemoState,
  FIELD_PAUSE_MS,
  GENERATING_MS,
  nextDemoStep,
  RESTART_AFTER_MS,
  TYPE_MS_PER_CHAR,
} from "./demo-script";

describe("the landing demo's script (docs/product/rules-and-figures.md#figures)", () => {
  it("adds up to the spec's example: $600 MA + 80% of FE + 50% of HI annualised = $1,086", () => {
    expect(DEMO_POLICIES.map((p) => p.firstYearCommission)).toEqual([600, 384, 102]);
    expect(DEMO_TOTAL_COMMISSION).toBe(1086);
    expect(DEMO_POLICIES.find((p) => p.key === "ma")?.monthlyPremium).toBe(0);
  });

  it("types each character, pauses between fields, generates, shows the bundle, then restarts", () => {
    const texts = ["Al", "7"];
    const steps: [DemoState, number][] = [];
    let state = DEMO_START;
    for (let i = 0; i < 7; i++) {
      const { next, delay } = nextDemoStep(state, texts);
      steps.push([next, delay]);
      state = next;
    }
    expect(steps).toEqual([
      [{ phase: "typing", field: 0, chars: 1 }, TYPE_MS_PER_CHAR],
      [{ phase: "typing", field: 0, chars: 2 }, TYPE_MS_PER_CHAR],
      [{ phase: "typing", field: 1, chars: 0 }, FIELD_PAUSE_MS],
      [{ phase: "typing", field: 1, chars: 1 }, TYPE_MS_PER_CHAR],
      [{ phase: "generating" }, FIELD_PAUSE_MS],
      [{ phase: "result" }, GENERATING_MS],
      [DEMO_START, RESTART_AFTER_MS],
    ]);
  });
});
