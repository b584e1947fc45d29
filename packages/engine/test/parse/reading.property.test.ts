/**
 * Properties of the reading (docs/engine/reading.md): durations are never ages, a spouse's facts stay the spouse's, and
 * telling more about the spouse never changes what the lead says about the client.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/index.js";

const now = new Date("2026-11-25T12:00:00Z");
// The language is given: a short lead's detected language may change with one more sentence, which is
// the language detector's business, not whose fact it is.
const clientFacts = (lead: string, language?: "en" | "es" | "fr") =>
  profileFacts(parseLead(lead, { now, language }).profile)
    .filter((f) => f.startsWith("client."))
    .sort();

// Duration words. Spanish "años" and French "ans" are left out: there they are how an age is said
// ("tiene 68 años", "a 72 ans"), as is "years old" in English.
const DURATIONS = [
  "years",
  "year",
  "yrs",
  "yr",
  "months",
  "month",
  "weeks",
  "days",
  "meses",
  "semanas",
  "mois",
  "semaines",
  "jours",
];
const BEFORE = [
  "Client",
  "Lead:",
  "Married",
  "Has been retired",
  "Wants a",
  "Paid into the plan for",
  "Mortgage with",
  "Widow, lost her husband",
  "Smoked for",
  "On Plan G for",
  "Cliente,",
  "Client, marié depuis",
  "",
];
const AFTER = [
  "",
  "left on the mortgage",
  "ago",
  "term",
  "remaining",
  "later",
  "of work",
  "now",
  "back",
  "in the house",
];

describe("reading properties", () => {
  it("a number followed by a duration word is never an age", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BEFORE),
        fc.integer({ min: 1, max: 110 }),
        fc.constantFrom(...DURATIONS),
        fc.constantFrom(...AFTER),
        fc.constantFrom(" ", "-"),
        (before, n, unit, after, joiner) => {
          const lead = `${before} ${n}${joiner}${unit} ${after}`.trim();
          const { profile } = parseLead(lead, { now });
          expect(profile.age, lead).not.toBe(n);
          for (const member of profile.household ?? []) expect(member.age, lead).not.toBe(n);
        },
      ),
      { numRuns: 400 },
    );
  });

  const CLIENTS: Record<"en" | "es" | "fr", string[]> = {
    en: [
      "John, 70, married, lives in Ohio.",
      "Married man, 66, in Texas, has Original Medicare.",
      "Mike 72, married, retired, Florida, diabetic.",
    ],
    es: ["Cliente de 68 años, casado, vive en Arizona.", "Señor de 70 años, casado, diabético, Texas."],
    fr: ["Client de 71 ans, marié, habite en Floride.", "Monsieur de 69 ans, marié, retraité, Louisiane."],
  };
  /** [sentence about the spouse, the fact it states, as a client key that must not appear]. */
  const SPOUSE_SENTENCES: readonly (readonly [string, string])[] = [
    ["His wife has COPD.", "client.condition=copd"],
    ["His wife is on Plan N with Humana.", "client.coverage=medigap_n"],
    ["His wife is on Plan N with Humana.", "client.carrier=Humana"],
    ["Wife takes insulin.", "client.condition=diabetes_insulin"],
    ["His wife smokes.", "client.smoker=current"],
    ["His wife is 59.", "client.age=59"],
    ["Wife has Medicaid.", "client.coverage=medicaid"],
    ["His wife wants a Medicare supplement.", "client.interest=medicare_supplement"],
    ["His wife had a stroke last year.", "client.condition=stroke"],
    ["Wife Carol, 61, is on a Humana Advantage plan.", "client.coverage=medicare_advantage"],
  ];
  const SPOUSE_ES: readonly (readonly [string, string])[] = [
    ["Su esposa tiene EPOC.", "client.condition=copd"],
    ["Su esposa tiene el plan G con Cigna.", "client.coverage=medigap_g"],
    ["Su esposa tiene 58 años.", "client.age=58"],
  ];
  const SPOUSE_FR: readonly (readonly [string, string])[] = [
    ["Sa femme a une BPCO.", "client.condition=copd"],
    ["Sa femme a le plan N chez Humana.", "client.coverage=medigap_n"],
    ["Sa femme a 57 ans.", "client.age=57"],
  ];

  const BY_LANGUAGE = { en: SPOUSE_SENTENCES, es: SPOUSE_ES, fr: SPOUSE_FR } as const;
  const pairs = fc.constantFrom("en" as const, "es" as const, "fr" as const).chain((language) =>
    fc.tuple(
      fc.constant(language),
      fc.constantFrom(...CLIENTS[language]),
      fc.constantFrom(...BY_LANGUAGE[language]),
      fc.subarray(
        BY_LANGUAGE[language].map(([s]) => s),
        { minLength: 1, maxLength: 3 },
      ),
    ),
  );

  it("a fact in a sentence about the spouse never lands on the client", () => {
    fc.assert(
      fc.property(pairs, ([language, client, [sentence, fact]]) => {
        const base = clientFacts(client, language);
        // Only a fact the client did not already have on their own.
        fc.pre(!base.includes(fact));
        const lead = `${client} ${sentence}`;
        expect(clientFacts(lead, language), lead).not.toContain(fact);
      }),
      { numRuns: 200 },
    );
  });

  it("adding a sentence about the spouse never changes the client's facts", () => {
    fc.assert(
      fc.property(pairs, ([language, client, , sentences]) => {
        const lead = `${client} ${sentences.join(" ")}`;
        expect(clientFacts(lead, language), lead).toEqual(clientFacts(client, language));
      }),
      { numRuns: 300 },
    );
  });
});
