import { describe, expect, it } from "vitest";
import {
  extractMemory,
  MEMORY_PROMPT_MAX_CHARS,
  type MemoryCard,
  mergeMemory,
  renderMemory,
} from "./index.js";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("memory card: extraction with the engine's parser", () => {
  it.each([
    [
      "Linda, 68, diabetic, wants final expense and Medigap, budget $150/month. She says it's too expensive.",
      {
        client_name: "Linda",
        client_age: 68,
        products_focus: ["medicare_supplement", "final_expense"],
        budget: 150,
        objections: ["affordability"],
        language: "en",
      },
    ],
    [
      "Tengo una clienta, Rosa, de 70 años, quiere un seguro de gastos finales. Lo va a pensar.",
      { client_age: 70, products_focus: ["final_expense"], objections: ["urgency"], language: "es" },
    ],
    [
      "Nouveau client de 66 ans qui veut une rente indexée. Rendez-vous jeudi pour la prochaine étape.",
      { client_age: 66, products_focus: ["indexed_annuity"], language: "fr" },
    ],
  ] as const)("%j", (message, expected) => {
    expect(extractMemory(message)).toMatchObject(expected);
  });

  it("keeps the sentence with the scheduled next step", () => {
    expect(extractMemory("Client is 70. Follow up on Friday with the quote.").next_step).toBe(
      "Follow up on Friday with the quote.",
    );
  });

  it("finds nothing in an empty message", () => {
    expect(extractMemory("   ")).toEqual({});
  });
});

describe("memory card: merge never overwrites what is known", () => {
  const known: MemoryCard = {
    client_name: "Linda",
    client_age: 68,
    products_focus: ["final_expense"],
    objections: ["affordability"],
    thread_id: "t-1",
    last_updated: "2026-11-20T10:00:00.000Z",
  };

  it.each([
    [
      "a different name and age",
      { client_name: "Bob", client_age: 80 },
      { client_name: "Linda", client_age: 68 },
    ],
    ["a new budget", { budget: 120 }, { budget: 120, client_name: "Linda" }],
    [
      "more products",
      { products_focus: ["cancer", "final_expense"] },
      { products_focus: ["final_expense", "cancer"] },
    ],
    ["a new objection", { objections: ["trust"] }, { objections: ["affordability", "trust"] }],
    ["another thread id", { thread_id: "t-2" }, { thread_id: "t-1" }],
  ] as const)("%s", (_name, found, expected) => {
    const merged = mergeMemory(known, found as MemoryCard, NOW);
    expect(merged).toMatchObject(expected);
    expect(known.client_name).toBe("Linda");
    expect(known.products_focus).toEqual(["final_expense"]);
  });

  it("stamps last_updated only when something was added", () => {
    expect(mergeMemory(known, { budget: 99 }, NOW).last_updated).toBe(NOW.toISOString());
    expect(mergeMemory(known, { client_name: "Bob" }, NOW).last_updated).toBe(known.last_updated);
  });
});

describe("memory card: rendering for a model's prompt", () => {
  it("is omitted with one client key or fewer", () => {
    expect(renderMemory({})).toBeNull();
    expect(renderMemory({ language: "en", thread_id: "t", last_updated: NOW.toISOString() })).toBeNull();
    expect(renderMemory({ client_name: "Linda", products_focus: [] })).toBeNull();
  });

  it("lists the known keys when there are two or more", () => {
    expect(renderMemory({ client_name: "Linda", client_age: 68, thread_id: "t" })).toBe(
      "client_name: Linda\nclient_age: 68",
    );
  });

  it("never passes 600 characters", () => {
    const card: MemoryCard = {
      client_name: "L".repeat(400),
      next_step: "N".repeat(400),
      goals: Array.from({ length: 60 }, (_, i) => `goal_${i}`),
    };
    const text = renderMemory(card);
    expect(text).not.toBeNull();
    expect(text!.length).toBeLessThanOrEqual(MEMORY_PROMPT_MAX_CHARS);
  });
});
