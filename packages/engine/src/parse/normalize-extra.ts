/**
 * The facts the lead reader adds beyond the fact-finder's fields (dates, Medicare entitlement, work
 * coverage, Medicaid level, interests, events, debts, household, sources), cleaned the same way when a
 * profile arrives from a browser: an agent's correction of a chip goes through here. Unknown ids, bad
 * dates and absurd numbers are dropped and reported; nothing a client sends is trusted as is.
 */
import {
  type ClientProfile,
  COVERAGE_IDS,
  type FactSource,
  GOAL_IDS,
  HEALTH_CONDITION_IDS,
  type HouseholdMember,
  LIFE_EVENT_IDS,
  type LifeEvent,
  MEDICAID_LEVELS,
  type MedicareEntitlement,
  PRODUCT_IDS,
  type ProductId,
  type WorkCoverage,
} from "../types.js";
import { MAX_AGE, MONEY_CAPS } from "./lead.js";

/** "1961-12-10", "1961-12" or "--12-10": the partial ISO dates the reader writes. */
const PARTIAL_ISO =
  /^(?:\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?|--(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))$/;
const MAX_LIST = 20;
const MAX_HOUSEHOLD = 6;
const MAX_SOURCES = 200;
const MAX_NAME = 60;
const MAX_DEBT = MONEY_CAPS.savings;

const PRODUCTS: ReadonlySet<string> = new Set(PRODUCT_IDS);
const COVERAGES: ReadonlySet<string> = new Set(COVERAGE_IDS);
const CONDITIONS: ReadonlySet<string> = new Set(HEALTH_CONDITION_IDS);
const EVENTS: ReadonlySet<string> = new Set(LIFE_EVENT_IDS);
const MEDICAID: ReadonlySet<string> = new Set(MEDICAID_LEVELS);
const GOALS: ReadonlySet<string> = new Set(GOAL_IDS);
const MEDIGAP_PLANS: ReadonlySet<string> = new Set(["medigap_g", "medigap_n", "medigap_f", "medigap_c"]);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object";

function date(v: unknown): string | undefined {
  return typeof v === "string" && PARTIAL_ISO.test(v) ? v : undefined;
}

function ids(v: unknown, allowed: ReadonlySet<string>, what: string, ignored: string[]): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    ignored.push(what);
    return [];
  }
  const out: string[] = [];
  for (const x of v.slice(0, MAX_LIST)) {
    if (typeof x === "string" && allowed.has(x)) {
      if (!out.includes(x)) out.push(x);
    } else ignored.push(`${what} ${String(x).slice(0, 40)}`);
  }
  return out;
}

function names(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const x of v.slice(0, MAX_LIST)) {
    if (typeof x !== "string") continue;
    const s = x.replace(/[<>]/g, "").replace(/\s+/g, " ").trim().slice(0, MAX_NAME);
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

function dollars(v: unknown, cap: number, what: string, ignored: string[]): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= cap) return Math.round(v);
  ignored.push(what);
  return undefined;
}

function medicare(v: unknown): MedicareEntitlement | undefined {
  if (!isObject(v)) return undefined;
  const out: MedicareEntitlement = {};
  const a = date(v.partA);
  const b = date(v.partB);
  if (a) out.partA = a;
  if (b) out.partB = b;
  if (v.basis === "age" || v.basis === "disability" || v.basis === "esrd") out.basis = v.basis;
  // What the windows and rights depend on: a correction must not lose them (the trial right needs both
  // the first MA plan and its start).
  if (v.noPartB === true) out.noPartB = true;
  const maSince = date(v.maSince);
  if (maSince) out.maSince = maSince;
  if (v.firstMa === true) out.firstMa = true;
  const medigapSince = date(v.medigapSince);
  if (medigapSince) out.medigapSince = medigapSince;
  return Object.keys(out).length > 0 ? out : undefined;
}

function work(v: unknown): WorkCoverage[] {
  if (!Array.isArray(v)) return [];
  const out: WorkCoverage[] = [];
  for (const w of v.slice(0, 4)) {
    if (!isObject(w)) continue;
    if (w.kind !== "active" && w.kind !== "retiree" && w.kind !== "cobra") continue;
    if (w.through !== "self" && w.through !== "spouse") continue;
    const item: WorkCoverage = { kind: w.kind, through: w.through };
    if (
      typeof w.employees === "number" &&
      Number.isInteger(w.employees) &&
      w.employees > 0 &&
      w.employees < 10_000_000
    )
      item.employees = w.employees;
    const ends = date(w.endsOn);
    if (ends) item.endsOn = ends;
    out.push(item);
  }
  return out;
}

function events(v: unknown): LifeEvent[] {
  if (!Array.isArray(v)) return [];
  const out: LifeEvent[] = [];
  for (const e of v.slice(0, MAX_LIST)) {
    if (!isObject(e) || typeof e.kind !== "string" || !EVENTS.has(e.kind)) continue;
    const item: LifeEvent = { kind: e.kind as LifeEvent["kind"] };
    const d = date(e.date);
    if (d) item.date = d;
    out.push(item);
  }
  return out;
}

function member(v: unknown, ignored: string[]): HouseholdMember | undefined {
  if (!isObject(v)) return undefined;
  const relation = v.relation;
  if (relation !== "spouse" && relation !== "parent" && relation !== "child" && relation !== "other")
    return undefined;
  const m: HouseholdMember = {
    relation,
    healthConditions: ids(v.healthConditions, CONDITIONS, "household condition", ignored),
    currentCoverage: ids(v.currentCoverage, COVERAGES, "household coverage", ignored),
  };
  const first = names([v.firstName])[0];
  if (first) m.firstName = first;
  if (typeof v.age === "number" && Number.isInteger(v.age) && v.age >= 0 && v.age <= MAX_AGE) m.age = v.age;
  if (v.gender === "male" || v.gender === "female") m.gender = v.gender;
  const birth = date(v.birthDate);
  if (birth) m.birthDate = birth;
  if (v.smoker === "current" || v.smoker === "former" || v.smoker === "never") m.smoker = v.smoker;
  const carriers = names(v.carriers);
  if (carriers.length > 0) m.carriers = carriers;
  const med = medicare(v.medicare);
  if (med) m.medicare = med;
  const interests = ids(v.interests, PRODUCTS, "household interest", ignored) as ProductId[];
  if (interests.length > 0) m.interests = interests;
  const goals = ids(v.goals, GOALS, "household goal", ignored);
  if (goals.length > 0) m.goals = goals;
  const meds = names(v.medications).map((d) => d.toLowerCase());
  if (meds.length > 0) m.medications = meds;
  const ev = events(v.events);
  if (ev.length > 0) m.events = ev;
  const w = work(v.workCoverage);
  if (w.length > 0) m.workCoverage = w;
  if (
    typeof v.income === "number" &&
    Number.isFinite(v.income) &&
    v.income >= 0 &&
    v.income <= MONEY_CAPS.income
  )
    m.income = Math.round(v.income * 100) / 100;
  if (v.isRetired === true) m.isRetired = true;
  if (
    typeof v.desiredAmount === "number" &&
    Number.isFinite(v.desiredAmount) &&
    v.desiredAmount > 0 &&
    v.desiredAmount <= MONEY_CAPS.savings
  )
    m.desiredAmount = Math.round(v.desiredAmount);
  return m;
}

function sources(v: unknown): FactSource[] {
  if (!Array.isArray(v)) return [];
  const out: FactSource[] = [];
  for (const s of v.slice(0, MAX_SOURCES)) {
    if (!isObject(s) || typeof s.fact !== "string" || typeof s.text !== "string") continue;
    if (typeof s.start !== "number" || typeof s.end !== "number") continue;
    if (!Number.isInteger(s.start) || !Number.isInteger(s.end) || s.start < 0 || s.end < s.start) continue;
    out.push({ fact: s.fact.slice(0, 80), text: s.text.slice(0, 200), start: s.start, end: s.end });
  }
  return out;
}

/** Copies the reader's extra facts from `source` into `profile`, cleaned; what is refused goes to `ignored`. */
export function normalizeExtras(
  source: Record<string, unknown>,
  profile: ClientProfile,
  ignored: string[],
): void {
  const birth = date(source.birthDate);
  if (birth) profile.birthDate = birth;
  else if (source.birthDate !== undefined) ignored.push("birthDate");
  const med = medicare(source.medicare);
  if (med) profile.medicare = med;
  const w = work(source.workCoverage);
  if (w.length > 0) profile.workCoverage = w;
  const previous = ids(source.previousCoverage, COVERAGES, "previous coverage", ignored);
  if (previous.length > 0) profile.previousCoverage = previous;
  const wanted = ids(source.wantedPlans, MEDIGAP_PLANS, "wanted plan", ignored);
  if (wanted.length > 0) profile.wantedPlans = wanted;
  if (source.newInsurer === true) profile.newInsurer = true;
  if (typeof source.medicaid === "string" && MEDICAID.has(source.medicaid))
    profile.medicaid = source.medicaid as ClientProfile["medicaid"];
  if (source.extraHelp === true) profile.extraHelp = true;
  if (source.veteran === true) profile.veteran = true;
  const carriers = names(source.carriers);
  if (carriers.length > 0) profile.carriers = carriers;
  const interests = ids(source.interests, PRODUCTS, "interest", ignored) as ProductId[];
  if (interests.length > 0) profile.interests = interests;
  const meds = names(source.medications).map((m) => m.toLowerCase());
  if (meds.length > 0) profile.medications = meds;
  const ev = events(source.events);
  if (ev.length > 0) profile.events = ev;
  const money: [keyof ClientProfile, number][] = [
    ["existingLifeFace", MAX_DEBT],
    ["groupLifeFace", MAX_DEBT],
    ["mortgageBalance", MAX_DEBT],
    ["debts", MAX_DEBT],
    ["desiredAmount", MAX_DEBT],
  ];
  for (const [key, cap] of money) {
    const n = dollars(source[key], cap, String(key), ignored);
    if (n !== undefined) (profile as unknown as Record<string, number>)[key] = n;
  }
  const years = source.mortgageYearsLeft;
  if (typeof years === "number" && Number.isInteger(years) && years > 0 && years <= 50)
    profile.mortgageYearsLeft = years;
  if (Array.isArray(source.household)) {
    const members: HouseholdMember[] = [];
    for (const m of source.household.slice(0, MAX_HOUSEHOLD)) {
      const clean = member(m, ignored);
      if (clean) members.push(clean);
    }
    if (members.length > 0) profile.household = members;
  }
  const src = sources(source.sources);
  if (src.length > 0) profile.sources = src;
}
