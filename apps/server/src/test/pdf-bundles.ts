import { type Bundle, type ClientProfile, generateBundle, LANGUAGES, type Language } from "@buildr/engine";

/**
 * The longest bundles, for the PDF tests, the screenshots and the PDF benchmark: three policies each,
 * one per appointment kind (Medigap with Part D and dental; Medicare Advantage with hospital and cancer
 * cover; final expense with hospital and cancer cover), for clients whose names need more than
 * Windows-1252: Vietnamese, Polish and Spanish.
 */
export const LONG_PROFILES: { key: string; name: string; profile: ClientProfile }[] = [
  {
    key: "medigap",
    name: "Nguyễn Văn An",
    profile: {
      firstName: "Nguyễn Văn",
      lastName: "An",
      age: 66,
      gender: "male",
      state: "TX",
      healthConditions: ["diabetes", "high_blood_pressure"],
      goals: ["medical_costs", "prescriptions", "dental_vision_hearing"],
      currentCoverage: ["original_medicare"],
      medications: ["metformin"],
    },
  },
  {
    key: "advantage",
    name: "José Núñez",
    profile: {
      firstName: "José",
      lastName: "Núñez",
      age: 65,
      state: "TX",
      healthConditions: ["diabetes"],
      goals: ["lower_premiums", "prescriptions", "hospital_costs", "cancer_protection"],
      currentCoverage: ["original_medicare"],
      budgetMonthly: 90,
      income: 24000,
    },
  },
  {
    key: "final-expense",
    name: "Łukasz Wiśniewski",
    profile: {
      firstName: "Łukasz",
      lastName: "Wiśniewski",
      age: 72,
      gender: "male",
      state: "FL",
      smoker: "current",
      healthConditions: ["copd", "heart_disease"],
      goals: ["final_expenses", "legacy", "hospital_costs", "cancer_protection"],
      currentCoverage: ["medicare_advantage"],
      savings: 60000,
      budgetMonthly: 200,
    },
  },
];

const NOW = new Date("2026-11-20T15:00:00Z");

export function longBundle(key: string, language: Language): Bundle {
  const entry = LONG_PROFILES.find((p) => p.key === key);
  if (!entry) throw new Error(`no profile ${key}`);
  const result = generateBundle(
    { profile: entry.profile, language },
    { id: `long-${key}-${language}`, now: NOW },
  );
  if (!result.ok) throw new Error(`${key} (${language}) gave no bundle: ${result.reason}`);
  return result.bundle;
}

/** Every long bundle in every language. */
export function longBundles(): { key: string; name: string; language: Language; bundle: Bundle }[] {
  return LONG_PROFILES.flatMap(({ key, name }) =>
    LANGUAGES.map((language) => ({ key, name, language, bundle: longBundle(key, language) })),
  );
}
