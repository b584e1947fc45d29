import { describe, expect, it } from "vitest";
import type { ClientProfile } from "../types.js";
import { assessEligibility } from "./assess.js";
import type { Window } from "./types.js";
import { describeWindow, formatDate } from "./words.js";

const P = (extra: Partial<ClientProfile>): ClientProfile => ({
  healthConditions: [],
  goals: [],
  currentCoverage: [],
  ...extra,
});
const at = (iso: string): Date => new Date(`${iso}T12:00:00Z`);

describe("dates per language", () => {
  it.each([
    ["2027-05-31", "May 31, 2027", "31 de mayo de 2027", "31 mai 2027"],
    ["2027-01-01", "January 1, 2027", "1 de enero de 2027", "1er janvier 2027"],
    ["2028-02-29", "February 29, 2028", "29 de febrero de 2028", "29 février 2028"],
  ])("%s", (iso, en, es, fr) => {
    expect([formatDate(iso, "en"), formatDate(iso, "es"), formatDate(iso, "fr")]).toEqual([en, es, fr]);
  });
});

describe("window lines", () => {
  const find = (r: ReturnType<typeof assessEligibility>, id: Window["id"]) =>
    r.windows.find((w) => w.id === id)!;

  it("a birthday rule upcoming, in three languages", () => {
    const w = find(
      assessEligibility(
        P({ state: "CA", birthDate: "1955-12-20", currentCoverage: ["medigap_n"] }),
        at("2026-11-25"),
      ),
      "state_birthday_rule",
    );
    expect(describeWindow(w, "en")).toBe(
      "State birthday rule (Medigap switch): from December 20, 2026 to February 17, 2027 — no health questions, equal or lesser benefits",
    );
    expect(describeWindow(w, "es")).toBe(
      "Regla estatal del cumpleaños (cambio de Medigap): del 20 de diciembre de 2026 al 17 de febrero de 2027 — sin preguntas de salud, beneficios iguales o menores",
    );
    expect(describeWindow(w, "fr")).toBe(
      "Règle de l'anniversaire de l'État (changement de Medigap) : du 20 décembre 2026 au 17 février 2027 — sans questions de santé, garanties égales ou inférieures",
    );
  });

  it("rules read as applying; conflicting rights do not promise", () => {
    const r = assessEligibility(
      P({
        birthDate: "1960-03-10",
        currentCoverage: ["employer_plan"],
        workCoverage: [{ kind: "active", through: "self", employees: 50 }],
      }),
      at("2026-11-25"),
    );
    expect(describeWindow(find(r, "delay_part_b_large_employer"), "en")).toBe(
      "Part B can wait without penalty (large employer plan): applies now",
    );
    const wa = assessEligibility(
      P({ state: "WA", age: 70, currentCoverage: ["medigap_g"] }),
      at("2026-11-25"),
    );
    expect(describeWindow(find(wa, "state_continuous_gi"), "en")).toBe(
      "State guaranteed-issue rule for Medigap: dates to confirm — no health questions if confirmed, equal or lesser benefits, to verify",
    );
  });

  it("Illinois says same insurer; a closed window says when it closed", () => {
    const il = assessEligibility(
      P({ state: "IL", birthDate: "1955-05-05", currentCoverage: ["medigap_g"] }),
      at("2026-05-10"),
    );
    expect(describeWindow(find(il, "state_birthday_rule"), "en")).toBe(
      "State birthday rule (Medigap switch): until June 18, 2026 — no health questions, equal or lesser benefits, same insurer",
    );
    const closed = assessEligibility(
      P({ birthDate: "1961-03-10", state: "TX", medicare: { partB: "2026-03-01" } }),
      at("2026-11-25"),
    );
    expect(describeWindow(find(closed, "medigap_oep"), "es")).toBe(
      "Inscripción abierta de Medigap: cerró el 31 de agosto de 2026",
    );
  });

  it("age known but no birth date: the IEP and open enrollment are unknown, not promised", () => {
    const r = assessEligibility(P({ age: 64, state: "TX" }), at("2026-11-25"));
    expect(find(r, "medigap_oep")).toMatchObject({ status: "unknown" });
    expect(r.medigapHealthQuestions).toEqual({ answer: "unknown", because: "medigap_oep" });
  });
});
