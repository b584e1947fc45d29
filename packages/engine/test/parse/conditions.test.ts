/**
 * Wording for the condition ids added with the drug table (docs/engine/reading.md): each reads in English, Spanish and
 * French, and the short forms that are also other things ("MS", "Ms") only with a word that says disease.
 */
import { describe, expect, it } from "vitest";
import { parseLead } from "../../src/parse/index.js";
import type { HealthConditionId } from "../../src/types.js";

const conditions = (lead: string) => parseLead(lead).profile.healthConditions;

const CASES: readonly [string, HealthConditionId][] = [
  ["Male 72 in Ohio, has a-fib, on a blood thinner", "afib"],
  ["Client 70, AFib and high blood pressure", "afib"],
  ["Señora de 74 años con fibrilación auricular, vive en Texas", "afib"],
  ["Femme de 71 ans, fibrillation auriculaire, habite en Louisiane", "afib"],
  ["Male 77, CHF, wants final expense", "heart_failure"],
  ["She is 69 with congestive heart failure", "heart_failure"],
  ["Hombre de 80 años, insuficiencia cardíaca, quiere un seguro funerario", "heart_failure"],
  ["Homme de 78 ans, insuffisance cardiaque, veut une assurance obsèques", "heart_failure"],
  ["Female 66, had a DVT two years ago", "blood_clots"],
  ["Client 68, history of blood clots in her leg", "blood_clots"],
  ["Señor de 70, tuvo una embolia pulmonar", "blood_clots"],
  ["She has MS, age 60, lives in Georgia", "multiple_sclerosis"],
  ["Client 58 with multiple sclerosis", "multiple_sclerosis"],
  ["Mujer de 62 años con esclerosis múltiple", "multiple_sclerosis"],
  ["Femme de 64 ans, sclérose en plaques", "multiple_sclerosis"],
  ["Female 67 with lupus", "autoimmune"],
  ["Female 67, has RA, on methotrexate", "arthritis"],
  ["Male 65, Crohn's disease", "autoimmune"],
  ["Diabetic 70 with neuropathy in his feet", "neuropathy"],
  ["Male 66 with ESRD, on Medicare", "esrd"],
  ["Male 64, end-stage renal disease", "esrd"],
  ["Client 61, ALS diagnosed last year", "als"],
  ["Male 67, kidney transplant in 2019", "organ_transplant"],
  ["Female 63, bipolar, stable on meds", "bipolar_schizophrenia"],
  ["Male 70, epilepsy, no seizures in 5 years", "seizures"],
  ["Male 66 with hep C, treated", "hepatitis"],
  ["Male 62, recovering alcoholic, sober 10 years", "substance_use"],
  ["Female 70, anxiety and thyroid", "anxiety"],
  ["Female 70, anxiety and thyroid", "thyroid"],
  ["Female 74 with osteoporosis", "osteoporosis"],
  ["Male 69, gout", "gout"],
  ["Male 71 with sleep apnea, uses a CPAP", "sleep_apnea"],
];

describe("new condition wording", () => {
  it.each(CASES)("%s → %s", (lead, id) => {
    expect(conditions(lead)).toContain(id);
  });

  it("A-fib and heart failure are their own ids, not heart disease", () => {
    expect(conditions("Male 72, afib")).not.toContain("heart_disease");
    expect(conditions("Male 72, CHF")).not.toContain("heart_disease");
  });

  it("MS the state and Ms the title are not multiple sclerosis", () => {
    expect(conditions("Male 70, lives in Jackson, MS, high blood pressure")).not.toContain(
      "multiple_sclerosis",
    );
    expect(conditions("Spoke with Ms Garcia, she is 68 and healthy")).not.toContain("multiple_sclerosis");
  });

  it("non-alcoholic fatty liver is not substance use", () => {
    expect(conditions("Male 60 with non-alcoholic fatty liver")).not.toContain("substance_use");
  });
});
