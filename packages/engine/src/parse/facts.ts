/**
 * A profile flattened to fact keys, `<who>.<kind>=<value>` (see docs/engine/evaluations.md): what the
 * reading evaluation scores, what `sources` points at, and what the bundle view shows as chips.
 */
import type { ClientProfile, HouseholdMember, MedicareEntitlement, WorkCoverage } from "../types.js";

function push(out: string[], who: string, kind: string, value: string | number | boolean | undefined): void {
  if (value === undefined || value === "") return;
  out.push(`${who}.${kind}=${value}`);
}

function medicareFacts(out: string[], who: string, medicare: MedicareEntitlement | undefined): void {
  if (!medicare) return;
  push(out, who, "partA", medicare.partA);
  push(out, who, "partB", medicare.partB);
  push(out, who, "medicareBasis", medicare.basis);
}

function memberFacts(out: string[], who: string, m: HouseholdMember): void {
  push(out, who, "age", m.age);
  push(out, who, "gender", m.gender);
  push(out, who, "birthDate", m.birthDate);
  push(out, who, "smoker", m.smoker);
  if (m.isRetired === true) push(out, who, "retired", true);
  push(out, who, "desiredAmount", m.desiredAmount);
  for (const c of m.healthConditions) push(out, who, "condition", c);
  for (const d of m.medications ?? []) push(out, who, "medication", d);
  for (const c of m.currentCoverage) push(out, who, "coverage", c);
  for (const c of m.carriers ?? []) push(out, who, "carrier", c);
  medicareFacts(out, who, m.medicare);
  for (const p of m.interests ?? []) push(out, who, "interest", p);
  for (const g of m.goals ?? []) push(out, who, "goal", g);
  for (const e of m.events ?? []) push(out, who, "event", e.kind);
  workFacts(out, who, m.workCoverage);
  push(out, who, "income", m.income);
}

function workFacts(out: string[], who: string, work: readonly WorkCoverage[] | undefined): void {
  for (const w of work ?? []) {
    push(out, who, "work", `${w.kind}:${w.through}`);
    push(out, who, "employees", w.employees);
    push(out, who, "workEnds", w.endsOn);
  }
}

/** Every fact of a profile as `<who>.<kind>=<value>` keys, the client's first, then each household member's. */
export function profileFacts(profile: ClientProfile): string[] {
  const out: string[] = [];
  const c = "client";
  push(out, c, "age", profile.age);
  push(out, c, "gender", profile.gender);
  push(out, c, "state", profile.state);
  push(out, c, "marital", profile.maritalStatus);
  push(out, c, "dependents", profile.dependents);
  push(out, c, "smoker", profile.smoker);
  if (profile.isRetired === true) push(out, c, "retired", true);
  for (const id of profile.healthConditions ?? []) push(out, c, "condition", id);
  for (const m of profile.medications ?? []) push(out, c, "medication", m);
  for (const id of profile.currentCoverage ?? []) push(out, c, "coverage", id);
  for (const name of profile.carriers ?? []) push(out, c, "carrier", name);
  for (const id of profile.goals ?? []) push(out, c, "goal", id);
  for (const id of profile.interests ?? []) push(out, c, "interest", id);
  push(out, c, "income", profile.income);
  push(out, c, "savings", profile.savings);
  push(out, c, "budget", profile.budgetMonthly);
  push(out, c, "birthDate", profile.birthDate);
  medicareFacts(out, c, profile.medicare);
  workFacts(out, c, profile.workCoverage);
  push(out, c, "medicaid", profile.medicaid);
  if (profile.extraHelp === true) push(out, c, "extraHelp", true);
  if (profile.veteran === true) push(out, c, "veteran", true);
  for (const e of profile.events ?? []) push(out, c, "event", e.kind);
  push(out, c, "existingLife", profile.existingLifeFace);
  push(out, c, "groupLife", profile.groupLifeFace);
  push(out, c, "mortgage", profile.mortgageBalance);
  push(out, c, "debts", profile.debts);
  push(out, c, "desiredAmount", profile.desiredAmount);
  push(out, c, "mortgageYears", profile.mortgageYearsLeft);
  for (const m of profile.household ?? []) memberFacts(out, m.relation === "spouse" ? "spouse" : "other", m);
  return out;
}
