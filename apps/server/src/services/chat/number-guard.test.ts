import { describe, expect, it } from "vitest";
import type { ModelEvent } from "./model.js";
import { allowedFigures, figuresIn, GuardedStream, unknownFigures } from "./number-guard.js";

describe("the number guard", () => {
  it("reads money, percentages, dates and counts as plain numbers, list numbers aside", () => {
    expect(figuresIn("1. Pay $1,086.00 a month, 20% more, by 2026-10-15; 5k first year, 3 carriers")).toEqual(
      ["1086", "20", "2026", "10", "15", "5000", "3"],
    );
  });

  it("allows what the facts state, a rate as its percentage, and nothing else", () => {
    const allowed = allowedFigures('{"premium":{"low":1086},"rate":0.2}', "She is 67.");
    expect(unknownFigures("About $1,086 at 67, 20% of it", allowed)).toEqual([]);
    expect(unknownFigures("You'll make $5,000 at 68", allowed)).toEqual(["5000", "68"]);
  });

  it("releases words while their figures are known and holds everything from the first unknown one", () => {
    const events: ModelEvent[] = [];
    const guard = new GuardedStream(allowedFigures("$120"), (e) => events.push(e));
    guard.onEvent({ type: "delta", text: "Her budget is $1" });
    guard.onEvent({ type: "delta", text: "20 a month, and you'll make $9" });
    guard.onEvent({ type: "delta", text: ",999 on it." });
    guard.finish();
    expect(guard.blocked).toBe(true);
    expect(guard.shownText).toBe("Her budget is $120 a month, and you'll make ");
    expect(events.map((e) => (e.type === "delta" ? e.text : "reset")).join("")).not.toMatch(/9/u);
    guard.restart();
    expect(events.at(-1)).toEqual({ type: "reset" });
  });
});
