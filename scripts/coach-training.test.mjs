import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { devCases, exampleOf, TRAINING_FILE, trainingSource } from "./coach-training.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("coach training file", () => {
  it("is what the dev sets give (npm run coach:training writes it again)", () => {
    expect(readFileSync(join(ROOT, TRAINING_FILE), "utf8")).toBe(trainingSource(devCases()));
  });

  it("reads the dev files only, never a holdout or a probe", () => {
    const root = mkdtempSync(join(tmpdir(), "coach-training-"));
    try {
      const dir = join(root, "packages/engine/eval/coach");
      mkdirSync(dir, { recursive: true });
      const file = (name, message) =>
        writeFileSync(join(dir, name), JSON.stringify([{ id: name, message, expect: { kind: "fact" } }]));
      file("dev-en.json", "dev");
      file("dev-fr.json", "dev fr");
      file("holdout-en.json", "holdout");
      file("probe-8-en.json", "probe");
      expect(devCases(root).map((c) => c.message)).toEqual(["dev", "dev fr"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("holds each dev case once, with a follow-up asked with its bundle open, and nothing else", () => {
    const cases = devCases();
    expect(cases.length).toBeGreaterThan(800);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(
      exampleOf({
        message: "what about her",
        bundle: "lead",
        expect: { kind: "follow_up", topic: "general" },
      }),
    ).toEqual(["what about her", "follow_up", "general", 1]);
    expect(exampleOf({ message: "hi", expect: { kind: "off_topic" } })).toEqual(["hi", "off_topic", "", 0]);
  });
});
