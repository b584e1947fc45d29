/**
 * `generateBundle` end to end on structured input (the fact-finder) and free text, and the client copy. One
 * file: the end-to-end cases and the properties every bundle holds share the context and helpers at the
 * top.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GenerateResult, generateBundle, toClientCopy } from "../../src/bundle.js";
import type { Bundle, BundleContext, ClientProfile, Language, Money } from "../../src/types.js";
import { complianceViolations } from "../../src/words/index.js";
import { languageArb, nowArb, profileArb } from "../recommend/arbitraries.js";

const CTX: BundleContext = { id: "bnd_test_1", now: new Date("2026-03-02T15:04:05.000Z") };
const RUNS = Number(process.env.PROPERTY_RUNS ?? 600);
/** Generous per-test time so `PROPERTY_RUNS=50000` soak runs are not cut short. */
const TIMEOUT = Math.max(15_000, RUNS * 10);

function profile(p: Partial<ClientProfile>): ClientProfile {
  return { healthConditions: [], goals: [], currentCoverage: [], ...p };
}

function bundleOf(r: GenerateResult): Bundle {
  if (!r.ok) throw new Error(`expected a bundle, got ${r.reason}: ${r.missingIds.join(", ")}`);
  return r.bundle;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

function keys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keys(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keys(v, out);
    }
  }
  return out;
}

const COMMISSION_TEXT = /commission|comisi[oó]n|rémunération/i;

function sum(ms: Money[]): Money {
  return ms.reduce((a, m) => ({ low: a.low + m.low, high: a.high + m.high }), { low: 0, high: 0 });
}

describe("generateBundle", () => {
  it("builds a bundle from the fact-finder profile with the context's id, time and language", () => {
    const b = bundleOf(
      generateBundle(
        {
          profile: profile({
            firstName: "Linda",
            age: 67,
            gender: "female",
            currentCoverage: ["original_medicare"],
            goals: ["final_expenses"],
            budgetMonthly: 120,
          }),
        },
        { ...CTX, language: "es" },
      ),
    );
    expect(b.id).toBe("bnd_test_1");
    expect(b.createdAt).toBe("2026-03-02T15:04:05.000Z");
    expect(b.language).toBe("es");
    expect(b.client.firstName).toBe("Linda");
    expect(b.policies[0]!.name).toBe("Seguro de gastos finales");
    expect(b.policies.length).toBeGreaterThanOrEqual(1);
  });

  it("the input's language applies when the context sets none", () => {
    const b = bundleOf(
      generateBundle({ profile: profile({ age: 70, goals: ["final_expenses"] }), language: "fr" }, CTX),
    );
    expect(b.language).toBe("fr");
  });

  it("too vague (no age, no need) asks for age and needs first, in the bundle's language", () => {
    const r = generateBundle(
      { profile: profile({ firstName: "Sam", budgetMonthly: 50 }) },
      { ...CTX, language: "fr" },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe("too_vague");
    expect(r.language).toBe("fr");
    expect(r.missingIds.slice(0, 2)).toEqual(["age", "needs"]);
    expect(r.missingIds).not.toContain("budget");
    expect(r.missing.length).toBe(r.missingIds.length);
  });

  it("a lead with nothing in it is too vague, never an error", () => {
    const r = generateBundle({ lead: "hello there" }, CTX);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.missingIds.slice(0, 2)).toEqual(["age", "needs"]);
  });

  it("being on Medicare is a need even without an age", () => {
    expect(generateBundle({ profile: profile({ currentCoverage: ["medicare_advantage"] }) }, CTX).ok).toBe(
      true,
    );
  });

  it("structured input with junk is cleaned, not trusted", () => {
    const dirty = {
      ...profile({ age: 70 }),
      goals: ["final_expenses", "world_peace"],
      healthConditions: ["copd", 42],
      state: "Texas!!",
      budgetMonthly: -5,
    } as unknown as ClientProfile;
    const r = generateBundle({ profile: dirty }, CTX);
    const b = bundleOf(r);
    expect(b.client.goals).toEqual(["final_expenses"]);
    expect(b.client.healthConditions).toEqual(["copd"]);
    expect(b.client.budgetMonthly).toBeUndefined();
    if (r.ok) expect(r.ignored.length).toBeGreaterThan(0);
  });
});

describe("toClientCopy", () => {
  const agentBundle = bundleOf(
    generateBundle(
      { profile: profile({ age: 68, currentCoverage: ["original_medicare"], goals: ["final_expenses"] }) },
      CTX,
    ),
  );

  it("drops every commission field and total", () => {
    const copy = toClientCopy(agentBundle);
    expect(keys(copy).filter((k) => /commission/i.test(k))).toEqual([]);
    expect(copy.totals).toEqual({
      monthlyPremium: agentBundle.totals.monthlyPremium,
      singlePremium: agentBundle.totals.singlePremium,
    });
    expect(copy.policies.map((p) => p.premium)).toEqual(agentBundle.policies.map((p) => p.premium));
  });

  it("scrubs sentences about commission from every text, in every language", () => {
    const doctored: Bundle = {
      ...agentBundle,
      summary: "Two policies for Linda. Your commission is about $900.",
      talkTrack: ["Open with the funeral.", "Comisión estimada: $900.", "La rémunération est de 900 $."],
      scripts: {
        ...agentBundle.scripts,
        close: "Ask for the application. Mention nothing about commissions.",
      },
      objections: [{ objection: "Do you earn a commission?", response: "Yes." }, ...agentBundle.objections],
      followUp: [{ when: "Day 2", action: "Check the commission statement." }, ...agentBundle.followUp],
    };
    const copy = toClientCopy(doctored);
    for (const s of strings(copy)) expect(s).not.toMatch(COMMISSION_TEXT);
    expect(copy.summary).toBe("Two policies for Linda.");
    expect(copy.talkTrack).toEqual(["Open with the funeral."]);
    expect(copy.scripts.close).toBe("Ask for the application.");
    expect(copy.objections.length).toBe(agentBundle.objections.length);
  });

  it("leaves the agent's bundle untouched", () => {
    const before = JSON.stringify(agentBundle);
    toClientCopy(agentBundle);
    expect(JSON.stringify(agentBundle)).toBe(before);
  });
});

describe("bundle properties", () => {
  const inputArb = fc.record({ profile: profileArb, language: languageArb, now: nowArb });

  it(
    "totals are the exact sums, money is valid, and the context is honoured",
    () => {
      fc.assert(
        fc.property(inputArb, ({ profile: p, language, now }) => {
          const r = generateBundle({ profile: p }, { id: "x", now, language });
          if (!r.ok) {
            expect(r.language).toBe(language);
            expect(r.missing.length).toBeGreaterThan(0);
            return;
          }
          const b = r.bundle;
          expect(b.language).toBe(language);
          expect(b.createdAt).toBe(now.toISOString());
          expect(b.policies.length).toBeGreaterThanOrEqual(1);
          expect(b.policies.length).toBeLessThanOrEqual(3);
          expect(new Set(b.policies.map((x) => x.product)).size).toBe(b.policies.length);
          const monthly = b.policies.filter((x) => x.premium.mode === "monthly").map((x) => x.premium.amount);
          const single = b.policies.filter((x) => x.premium.mode === "single").map((x) => x.premium.amount);
          expect(b.totals.monthlyPremium).toEqual(sum(monthly));
          expect(b.totals.singlePremium).toEqual(sum(single));
          expect(b.totals.firstYearCommission).toEqual(sum(b.policies.map((x) => x.commission.firstYear)));
          for (const m of [b.totals.monthlyPremium, b.totals.singlePremium, b.totals.firstYearCommission]) {
            expect(m.low >= 0 && m.low <= m.high).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "the client copy has no commission key and no commission figure or word in any string",
    () => {
      fc.assert(
        fc.property(inputArb, ({ profile: p, language, now }) => {
          const r = generateBundle({ profile: p }, { id: "x", now, language });
          if (!r.ok) return;
          const copy = toClientCopy(r.bundle);
          expect(keys(copy).filter((k) => /commission/i.test(k))).toEqual([]);
          const texts = strings(copy);
          for (const s of texts) expect(s).not.toMatch(COMMISSION_TEXT);
          // The agent-only figures and bases appear nowhere in the copy.
          for (const pol of r.bundle.policies) {
            expect(texts).not.toContain(pol.commission.basis);
            if (pol.commission.renewal) expect(texts).not.toContain(pol.commission.renewal);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "Medicare text never says free (or gratis/gratuit) in any language",
    () => {
      fc.assert(
        fc.property(inputArb, ({ profile: p, language, now }) => {
          const r = generateBundle({ profile: p }, { id: "x", now, language });
          if (!r.ok) return;
          for (const s of strings(r.bundle)) {
            for (const lang of ["en", "es", "fr"] as Language[])
              expect(complianceViolations(s, lang), s).toEqual([]);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    "is deterministic for the same input and context",
    () => {
      fc.assert(
        fc.property(inputArb, ({ profile: p, language, now }) => {
          const a = generateBundle({ profile: p }, { id: "same", now, language });
          const b = generateBundle(
            { profile: structuredClone(p) },
            { id: "same", now: new Date(now.getTime()), language },
          );
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );

  it(
    "free text never throws and is deterministic",
    () => {
      const leadArb = fc.oneof(
        fc.string({ maxLength: 300 }),
        fc
          .tuple(
            fc.integer({ min: 0, max: 110 }),
            fc.constantFrom(
              "wants burial covered",
              "quiere cubrir el funeral",
              "veut couvrir ses obsèques",
              "has a mortgage and two kids",
              "on Medicare Advantage",
            ),
            fc.constantFrom("", " smoker", " COPD", " $80 a month", " Texas", " 300k savings"),
          )
          .map(([age, need, extra]) => `Client ${age} years old, ${need},${extra}`),
      );
      fc.assert(
        fc.property(leadArb, nowArb, (lead, now) => {
          const a = generateBundle({ lead }, { id: "t", now });
          const b = generateBundle({ lead }, { id: "t", now });
          expect(JSON.stringify(b)).toBe(JSON.stringify(a));
          if (!a.ok) expect(a.missingIds.length).toBeGreaterThan(0);
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );
});

describe("a budget that buys nothing is answered with the figures, not asked for again", () => {
  const lowBudget = profile({
    age: 82,
    gender: "male",
    state: "TN",
    healthConditions: ["heart_failure"],
    goals: ["final_expenses"],
    interests: ["final_expense"],
    budgetMonthly: 25,
  });

  it.each([
    ["en", /\$25 monthly budget falls short.*\$\d+ a month/],
    ["es", /Con \$25 al mes no alcanza.*\$\d+ al mes/],
    ["fr", /budget de 25\s\$ par mois ne suffit pas.*\d+\s\$ par mois/],
  ] as const)("says in %s that the smallest policy costs more than the budget", (language, said) => {
    const r = generateBundle({ profile: lowBudget, language }, CTX);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe("no_fit");
    expect(r.explanation).toMatch(said);
    // The second figure said is the cheapest policy's, and it is above the budget.
    const figures = [...r.explanation!.matchAll(/\$?(\d+)\s?\$?/g)].map((m) => Number(m[1]));
    expect(figures[0]).toBe(25);
    expect(figures[1]).toBeGreaterThan(25);
  });

  it("gives the bundle when the budget buys the smallest face", () => {
    const b = bundleOf(generateBundle({ profile: { ...lowBudget, budgetMonthly: 400 } }, CTX));
    expect(b.policies[0]!.product).toBe("final_expense");
  });
});

describe("what was asked for is past its last issue age", () => {
  it.each(["en", "es", "fr"] as const)(
    "says so in %s, with the funeral alternative, and sells nothing else",
    (language) => {
      const r = generateBundle(
        {
          profile: profile({
            age: 88,
            gender: "female",
            state: "SC",
            goals: ["final_expenses"],
            currentCoverage: ["medigap_g"],
          }),
          language,
        },
        CTX,
      );
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.explanation).toMatch(/85/);
      expect(r.explanation).toMatch(/preneed|prepayé|prépayé|previsión/i);
    },
  );
});
