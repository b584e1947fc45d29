import { describe, expect, it } from "vitest";
import { HISTORY_RULES, type HistoryTurn, historyForModel, summarize, summaryNote } from "./index.js";

const START = new Date("2026-11-23T12:00:00Z");
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** `n` alternating turns (agent first), one every 10 seconds from START. */
function turns(n: number, from = 0): HistoryTurn[] {
  return Array.from({ length: n }, (_, i) => ({
    role: (from + i) % 2 === 0 ? "user" : "assistant",
    content: `${(from + i) % 2 === 0 ? "question" : "answer"} ${from + i + 1}`,
    at: at((from + i) * 10),
  }));
}

const contents = (list: HistoryTurn[]) => list.map((t) => t.content);
const NONE = { summary: null, summarizedAt: null };

describe("history for the model: the last 6 turns until compression is due", () => {
  it.each([0, 1, 6, 8])("%i entries, a minute in: sent as they are, at most the last 6", (n) => {
    const history = turns(n);
    const result = historyForModel(history, NONE, at(60));
    expect(result.compressed).toBeNull();
    expect(result.summary).toBeNull();
    expect(contents(result.turns)).toEqual(contents(history.slice(-6)));
  });

  it("9 entries (more than 8): a summary of the first 7 plus the last 2", () => {
    const now = at(90);
    const result = historyForModel(turns(9), NONE, now);
    expect(contents(result.turns)).toEqual(["answer 8", "question 9"]);
    expect(result.summary).toBe(
      [
        "Agent: question 1",
        "Coach: answer 2",
        "Agent: question 3",
        "Coach: answer 4",
        "Agent: question 5",
        "Coach: answer 6",
        "Agent: question 7",
      ].join("\n"),
    );
    expect(result.compressed).toEqual({ summary: result.summary, summarizedAt: now });
  });

  it("more than 5 minutes since the conversation began: compressed even with few entries", () => {
    const result = historyForModel(turns(4), NONE, at(HISTORY_RULES.intervalMs / 1000 + 1));
    expect(contents(result.turns)).toEqual(["question 3", "answer 4"]);
    expect(result.summary).toBe("Agent: question 1\nCoach: answer 2");
    expect(result.compressed).not.toBeNull();
  });

  it("exactly 5 minutes is not more than 5 minutes", () => {
    expect(historyForModel(turns(4), NONE, at(300)).compressed).toBeNull();
  });

  it("nothing to fold (2 entries or fewer): no compression however old", () => {
    const result = historyForModel(turns(2), NONE, at(3600));
    expect(result.compressed).toBeNull();
    expect(contents(result.turns)).toEqual(["question 1", "answer 2"]);
  });
});

describe("history for the model: after a compression", () => {
  // Compressed at 90 s: turns 8 and 9 (at 70 s and 80 s) were kept; 10.. came after.
  const stored = { summary: "Agent: question 1\nCoach: answer 2", summarizedAt: at(90) };

  it("counts the 2 kept turns and what came since; the summary still goes along", () => {
    const history = turns(13); // 4 new entries since the compression (at 90 s .. 120 s)
    const result = historyForModel(history, stored, at(130));
    expect(result.compressed).toBeNull();
    expect(result.summary).toBe(stored.summary);
    expect(contents(result.turns)).toEqual(contents(history.slice(-6)));
  });

  it("compresses again past 8 entries, folding the older ones after the old summary", () => {
    const history = turns(16); // kept 2 + 7 new = 9 entries
    const result = historyForModel(history, stored, at(160));
    expect(contents(result.turns)).toEqual(["question 15", "answer 16"]);
    expect(result.summary).toBe(
      [
        stored.summary,
        "Coach: answer 8",
        "Agent: question 9",
        "Coach: answer 10",
        "Agent: question 11",
        "Coach: answer 12",
        "Agent: question 13",
        "Coach: answer 14",
      ].join("\n"),
    );
  });

  it("compresses again more than 5 minutes after the last compression", () => {
    const history = turns(11);
    const later = new Date(stored.summarizedAt.getTime() + HISTORY_RULES.intervalMs + 1);
    const result = historyForModel(history, stored, later);
    expect(contents(result.turns)).toEqual(["answer 10", "question 11"]);
    expect(result.summary).toBe([stored.summary, "Coach: answer 8", "Agent: question 9"].join("\n"));
    expect(result.compressed!.summarizedAt).toEqual(later);
  });

  it("does not compress again within 5 minutes and 8 entries", () => {
    const result = historyForModel(turns(11), stored, at(90 + 299));
    expect(result.compressed).toBeNull();
  });
});

describe("the summary", () => {
  it("keeps the last 900 characters", () => {
    const long: HistoryTurn[] = Array.from({ length: 12 }, (_, i) => ({
      role: "user",
      content: `turn ${i} ${"x".repeat(150)}`,
      at: at(i),
    }));
    const summary = summarize(null, long);
    expect(summary.length).toBe(HISTORY_RULES.summaryChars);
    expect(summary.startsWith("…")).toBe(true);
    expect(summary.endsWith(`Agent: turn 11 ${"x".repeat(150)}`)).toBe(true);
  });

  it("cuts each turn to its opening and collapses white space", () => {
    const summary = summarize(null, [
      { role: "assistant", content: `Start\n\n  ${"y".repeat(400)}`, at: START },
    ]);
    expect(summary).toBe(`Coach: Start ${"y".repeat(HISTORY_RULES.turnChars - 7)}…`);
    expect(summary.length).toBe("Coach: ".length + HISTORY_RULES.turnChars);
  });

  it("skips empty turns and is the same for the same input", () => {
    const input: HistoryTurn[] = [
      { role: "user", content: "   ", at: START },
      { role: "assistant", content: "Plan G first.", at: at(1) },
    ];
    expect(summarize("Earlier.", input)).toBe("Earlier.\nCoach: Plan G first.");
    expect(summarize("Earlier.", input)).toBe(summarize("Earlier.", input));
  });

  it.each([
    ["en", /^Earlier in this conversation/],
    ["es", /^Antes en esta conversación/],
    ["fr", /^Plus tôt dans cette conversation/],
  ] as const)("is introduced to the model in %s", (language, heading) => {
    const note = summaryNote("Agent: question 1", language);
    expect(note).toMatch(heading);
    expect(note.endsWith("\nAgent: question 1")).toBe(true);
  });
});
