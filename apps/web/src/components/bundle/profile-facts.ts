import type { ClientProfile, FactSource, HouseholdMember, MissingFactId } from "@buildr/contracts";

/**
 * The facts of a profile as the bundle screens show them (chips), keyed as the engine keys them
 * (`<who>.<kind>=<value>`, docs/engine/evaluations.md), so each chip finds the words it was read from in
 * `profile.sources`. Written here rather than imported: the page does not load the engine.
 */
export type Who = "client" | "spouse" | "other";

export interface Fact {
  key: string;
  who: Who;
  kind: string;
  value: string;
  /** The words of the lead the fact was read from, when it was read from a lead. */
  source?: FactSource;
}

/**
 * Kinds the agent can set from a chip: a value typed or picked (client facts only). The others (the
 * household's, products of interest, medications...) can be removed: the fact-finder's profile, which a
 * correction goes through, does not take them yet.
 */
export const EDITABLE_KINDS = [
  "age",
  "gender",
  "state",
  "smoker",
  "condition",
  "coverage",
  "goal",
  "budget",
  "income",
  "savings",
  "marital",
  "dependents",
] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/** Kinds that hold one value (editing replaces it); the others are lists (editing swaps one item). */
const SINGLE = new Set([
  "age",
  "gender",
  "state",
  "smoker",
  "budget",
  "income",
  "savings",
  "marital",
  "dependents",
]);
export const NUMBER_KINDS: ReadonlySet<string> = new Set([
  "age",
  "budget",
  "income",
  "savings",
  "dependents",
]);

export function isEditable(fact: Pick<Fact, "who" | "kind">): fact is Fact & { kind: EditableKind } {
  return fact.who === "client" && (EDITABLE_KINDS as readonly string[]).includes(fact.kind);
}

function push(out: Fact[], who: Who, kind: string, value: string | number | boolean | undefined): void {
  if (value === undefined || value === "") return;
  const v = String(value);
  out.push({ key: `${who}.${kind}=${v}`, who, kind, value: v });
}

function memberFacts(out: Fact[], who: Who, m: HouseholdMember): void {
  push(out, who, "age", m.age);
  push(out, who, "gender", m.gender);
  push(out, who, "smoker", m.smoker);
  for (const c of m.healthConditions ?? []) push(out, who, "condition", c);
  // Medications per person arrive with the new lead reader; older profiles have none.
  for (const d of (m as HouseholdMember & { medications?: string[] }).medications ?? [])
    push(out, who, "medication", d);
  for (const c of m.currentCoverage ?? []) push(out, who, "coverage", c);
  for (const c of m.carriers ?? []) push(out, who, "carrier", c);
  for (const p of m.interests ?? []) push(out, who, "interest", p);
  for (const g of m.goals ?? []) push(out, who, "goal", g);
  push(out, who, "income", m.income);
}

/**
 * The facts shown as chips, in the order an agent reads a client: who they are, health, coverage, what
 * they want, money, then the household. Dates and work details stay in the bundle's own sections.
 */
export function profileFacts(profile: ClientProfile): Fact[] {
  const out: Fact[] = [];
  const c: Who = "client";
  push(out, c, "age", profile.age);
  push(out, c, "gender", profile.gender);
  push(out, c, "state", profile.state);
  push(out, c, "marital", profile.maritalStatus);
  push(out, c, "dependents", profile.dependents);
  push(out, c, "smoker", profile.smoker);
  for (const id of profile.healthConditions ?? []) push(out, c, "condition", id);
  for (const m of profile.medications ?? []) push(out, c, "medication", m);
  for (const id of profile.currentCoverage ?? []) push(out, c, "coverage", id);
  for (const name of profile.carriers ?? []) push(out, c, "carrier", name);
  push(out, c, "medicaid", profile.medicaid);
  if (profile.veteran === true) push(out, c, "veteran", true);
  for (const id of profile.interests ?? []) push(out, c, "interest", id);
  for (const id of profile.goals ?? []) push(out, c, "goal", id);
  push(out, c, "budget", profile.budgetMonthly);
  push(out, c, "income", profile.income);
  push(out, c, "savings", profile.savings);
  for (const m of profile.household ?? []) memberFacts(out, m.relation === "spouse" ? "spouse" : "other", m);
  const sources = new Map<string, FactSource>();
  for (const s of profile.sources ?? []) if (!sources.has(s.fact)) sources.set(s.fact, s);
  for (const fact of out) {
    const source = sources.get(fact.key);
    if (source) fact.source = source;
  }
  return out;
}

/** Missing facts the agent can fill from a chip ("state?"), and the kind each one sets. */
const FILLABLE: Partial<Record<MissingFactId, EditableKind>> = {
  age: "age",
  state: "state",
  smoker: "smoker",
  health: "condition",
  current_coverage: "coverage",
  needs: "goal",
  budget: "budget",
  income: "income",
  savings: "savings",
  dependents: "dependents",
  marital_status: "marital",
};

/** The kinds to ask for, from the bundle's missing facts, without those the profile already has. */
export function missingKinds(
  missing: readonly MissingFactId[] | undefined,
  profile: ClientProfile,
): EditableKind[] {
  const have = new Set(profileFacts(profile).map((f) => f.kind));
  const out: EditableKind[] = [];
  for (const id of missing ?? []) {
    const kind = FILLABLE[id];
    if (kind && !out.includes(kind) && (SINGLE.has(kind) ? !have.has(kind) : true)) out.push(kind);
  }
  return out;
}

type ListField = "healthConditions" | "currentCoverage" | "goals" | "interests" | "medications" | "carriers";
const LIST_FIELD: Record<string, ListField> = {
  condition: "healthConditions",
  coverage: "currentCoverage",
  goal: "goals",
  interest: "interests",
  medication: "medications",
  carrier: "carriers",
};
type ScalarField =
  | "age"
  | "gender"
  | "state"
  | "smoker"
  | "budgetMonthly"
  | "income"
  | "savings"
  | "maritalStatus"
  | "dependents"
  | "medicaid"
  | "veteran";
const SCALAR_FIELD: Record<string, ScalarField> = {
  age: "age",
  gender: "gender",
  state: "state",
  smoker: "smoker",
  budget: "budgetMonthly",
  income: "income",
  savings: "savings",
  marital: "maritalStatus",
  dependents: "dependents",
  medicaid: "medicaid",
  veteran: "veteran",
};

function withoutFact(profile: ClientProfile, fact: Pick<Fact, "who" | "kind" | "value">): ClientProfile {
  const next: ClientProfile = { ...profile };
  if (fact.who === "client") {
    const list = LIST_FIELD[fact.kind];
    const scalar = SCALAR_FIELD[fact.kind];
    if (list) {
      const items = (profile[list] ?? []) as string[];
      (next as unknown as Record<string, unknown>)[list] = items.filter((v) => v !== fact.value);
    } else if (scalar) {
      delete next[scalar];
    }
    return next;
  }
  next.household = (profile.household ?? []).map((m) => {
    if ((m.relation === "spouse" ? "spouse" : "other") !== fact.who) return m;
    const copy: HouseholdMember = { ...m };
    const list = LIST_FIELD[fact.kind] as keyof HouseholdMember | undefined;
    if (list && Array.isArray(copy[list]))
      (copy as unknown as Record<string, unknown>)[list] = (copy[list] as string[]).filter(
        (v) => v !== fact.value,
      );
    else if (
      fact.kind === "age" ||
      fact.kind === "gender" ||
      fact.kind === "smoker" ||
      fact.kind === "income"
    )
      delete copy[fact.kind];
    return copy;
  });
  return next;
}

/** A number the agent typed: "1,200", "$80" → 1200, 80; anything else is undefined. */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * The profile after the agent's correction: `remove` drops a fact (and the words it was read from), `set`
 * adds a client fact or replaces the one of its kind. Nothing else of the profile changes.
 */
export function correctProfile(
  profile: ClientProfile,
  change: { remove?: Fact; set?: { kind: EditableKind; value: string } },
): ClientProfile {
  let next: ClientProfile = {
    ...profile,
    healthConditions: [...(profile.healthConditions ?? [])],
    goals: [...(profile.goals ?? [])],
    currentCoverage: [...(profile.currentCoverage ?? [])],
  };
  const dropped = new Set<string>();
  if (change.remove) {
    next = withoutFact(next, change.remove);
    dropped.add(change.remove.key);
  }
  if (change.set) {
    const { kind, value } = change.set;
    const list = LIST_FIELD[kind];
    if (list) {
      const items = ((next[list] ?? []) as string[]).filter((v) => v !== value);
      (next as unknown as Record<string, unknown>)[list] = [...items, value];
    } else {
      for (const f of profileFacts(next)) if (f.who === "client" && f.kind === kind) dropped.add(f.key);
      const field = SCALAR_FIELD[kind]!;
      const number = NUMBER_KINDS.has(kind) ? parseNumber(value) : undefined;
      (next as unknown as Record<string, unknown>)[field] = NUMBER_KINDS.has(kind)
        ? kind === "age" || kind === "dependents"
          ? Math.round(number ?? 0)
          : number
        : value;
    }
    if (kind === "condition" && value === "diabetes_insulin")
      next.healthConditions = next.healthConditions.filter((c) => c !== "diabetes");
    if (kind === "coverage" && value !== "none")
      next.currentCoverage = next.currentCoverage.filter((c) => c !== "none");
  }
  if (profile.sources) {
    const sources = profile.sources.filter((s) => !dropped.has(s.fact));
    if (sources.length > 0) next.sources = sources;
    else delete next.sources;
  }
  return next;
}
