/**
 * The structured fact-finder form → a clean ClientProfile. The form sends typed fields, but from a browser
 * anything can arrive: strings where numbers belong, free text where ids belong, in any of the three
 * languages. Free text goes through the same lexicon as leads, so "presión alta" and "high blood pressure"
 * give the same id either way.
 *
 * Kept as one file: one field after another of the same form.
 */
import {
  type ClientProfile,
  COVERAGE_IDS,
  type CoverageId,
  GOAL_IDS,
  type GoalId,
  HEALTH_CONDITION_IDS,
  type HealthConditionId,
  type Language,
} from "../types.js";
import { detectFromTokens, MAX_AGE, MAX_DEPENDENTS, MONEY_CAPS, parseWith } from "./lead.js";
import { STATE_BY_NAME, USPS_CODES } from "./lexicon/places.js";
import { normalizeExtras } from "./normalize-extra.js";
import { toAmount } from "./numbers.js";
import { foldAccents, prepare, sanitize } from "./text.js";
import { tokenize } from "./tokens.js";

export interface NormalizeResult {
  profile: ClientProfile;
  language: Language;
  ignored: string[];
}

const NO_COVERAGE = new Set([
  "none",
  "no",
  "nothing",
  "n/a",
  "na",
  "ninguno",
  "ninguna",
  "nada",
  "aucune",
  "aucun",
  "rien",
]);
const YES = new Set(["yes", "y", "true", "si", "sí", "oui", "1"]);
const NO = new Set(["no", "n", "false", "non", "0"]);
const MAX_TEXT = 200;

function short(value: unknown): string {
  const s = typeof value === "string" ? value : String(value);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

function cleanText(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const s = sanitize(value.slice(0, MAX_TEXT)).replace(/\s+/g, " ").trim();
  return s === "" ? undefined : s;
}

function parseFragment(text: string, language: Language): ClientProfile {
  const prepared = prepare(text);
  return parseWith(prepared, tokenize(prepared), language).profile;
}

const NAME_JUNK = /[^\p{L}\p{M}' .-]/gu;

function cleanName(value: unknown, field: string, ignored: string[]): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = cleanText(value);
  const name = text?.replace(NAME_JUNK, "").replace(/\s+/g, " ").trim().slice(0, 60);
  if (!name || !/\p{L}/u.test(name)) {
    ignored.push(`${field} ${short(value)}`);
    return undefined;
  }
  return name;
}

/** "texas", "TX", "Tejas", "Floride", "nuevo méxico" → USPS code. */
export function normalizeState(value: unknown): string | undefined {
  const text = cleanText(value);
  if (!text) return undefined;
  const upper = text.toUpperCase().replace(/\./g, "");
  if (upper.length === 2 && USPS_CODES.has(upper)) return upper;
  const folded = foldAccents(text.toLowerCase()).replace(/[-'.]/g, " ").replace(/\s+/g, " ").trim();
  return STATE_BY_NAME.get(folded) ?? STATE_BY_NAME.get(folded.replace(/^(state of|estado de|etat de) /, ""));
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return value.split(/[,;\n]/);
  return [];
}

/** Ids in their list's order, whatever order the form sent them in (same as `parseLead`). */
function idsFrom<T extends string>(
  value: unknown,
  known: readonly T[],
  fromText: (text: string) => readonly T[],
  label: string,
  ignored: string[],
): T[] {
  const out = new Set<T>();
  for (const item of listOf(value).slice(0, 50)) {
    const text = cleanText(item);
    if (!text) continue;
    const id = text.toLowerCase().replace(/[\s-]+/g, "_");
    if ((known as readonly string[]).includes(id)) {
      out.add(id as T);
      continue;
    }
    const found = fromText(text);
    if (found.length === 0) ignored.push(`${label} ${short(text)}`);
    for (const f of found) out.add(f);
  }
  return known.filter((id) => out.has(id));
}

function amount(
  value: unknown,
  role: "income" | "savings" | "budget",
  ignored: string[],
): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const parsed = toAmount(value);
  if (!parsed) {
    ignored.push(`${role} ${short(value)}`);
    return undefined;
  }
  let v = parsed.value;
  if (role === "income" && parsed.period === "month") v *= 12;
  if (role === "budget" && parsed.period === "year") v /= 12;
  if (v < 0 || v > MONEY_CAPS[role]) {
    ignored.push(`${role} ${short(value)}`);
    return undefined;
  }
  return Math.round(v * 100) / 100;
}

function pick<T extends string>(
  value: unknown,
  allowed: readonly T[],
  fromText: (text: string) => T | undefined,
  label: string,
  ignored: string[],
): T | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = cleanText(value);
  if (text) {
    const id = text.toLowerCase();
    if ((allowed as readonly string[]).includes(id)) return id as T;
    const found = fromText(text);
    if (found) return found;
  }
  ignored.push(`${label} ${short(value)}`);
  return undefined;
}

function languageOf(source: Record<string, unknown>): Language {
  const parts: string[] = [];
  for (const key of ["occupation", "maritalStatus", "healthStatus", "smoker", "riskTolerance"]) {
    if (typeof source[key] === "string") parts.push(source[key] as string);
  }
  for (const key of ["healthConditions", "goals", "currentCoverage"]) {
    for (const item of listOf(source[key])) if (typeof item === "string") parts.push(item);
  }
  const prepared = prepare(parts.join(". ").slice(0, 2_000));
  return detectFromTokens(prepared, tokenize(prepared));
}

export function normalizeProfile(input: ClientProfile): NormalizeResult {
  const source = (input !== null && typeof input === "object" ? input : {}) as unknown as Record<
    string,
    unknown
  >;
  const ignored: string[] = [];
  const language = languageOf(source);
  const fragment = (text: string) => parseFragment(text, language);
  const profile: ClientProfile = { healthConditions: [], goals: [], currentCoverage: [] };

  const firstName = cleanName(source.firstName, "firstName", ignored);
  if (firstName) profile.firstName = firstName;
  const lastName = cleanName(source.lastName, "lastName", ignored);
  if (lastName) profile.lastName = lastName;

  if (source.age !== undefined && source.age !== null && source.age !== "") {
    const age = toAmount(source.age)?.value;
    if (age === undefined || age < 0 || age > MAX_AGE) ignored.push(`age ${short(source.age)}`);
    else profile.age = Math.floor(age);
  }

  const gender = pick(
    source.gender,
    ["male", "female"] as const,
    (text) => {
      const key = foldAccents(text.toLowerCase());
      if (["m", "man", "hombre", "homme", "masculino", "masculin", "h"].includes(key)) return "male";
      if (["f", "woman", "mujer", "femme", "femenino", "feminin"].includes(key)) return "female";
      return fragment(text).gender;
    },
    "gender",
    ignored,
  );
  if (gender) profile.gender = gender;

  const marital = pick(
    source.maritalStatus,
    ["single", "married", "divorced", "widowed"] as const,
    (text) => fragment(text).maritalStatus,
    "maritalStatus",
    ignored,
  );
  if (marital) profile.maritalStatus = marital;

  if (source.dependents !== undefined && source.dependents !== null && source.dependents !== "") {
    const n = toAmount(source.dependents)?.value;
    if (n === undefined || !Number.isInteger(n) || n < 0 || n > MAX_DEPENDENTS) {
      ignored.push(`dependents ${short(source.dependents)}`);
    } else {
      profile.dependents = n;
    }
  }

  if (source.state !== undefined && source.state !== null && source.state !== "") {
    const state = normalizeState(source.state);
    if (state) profile.state = state;
    else ignored.push(`state ${short(source.state)}`);
  }

  const occupation = cleanText(source.occupation);
  if (occupation && /\p{L}/u.test(occupation)) {
    profile.occupation = fragment(occupation).occupation ?? occupation.slice(0, 80);
  }

  const smoker = pick(
    source.smoker,
    ["current", "former", "never"] as const,
    (text) => {
      const key = foldAccents(text.toLowerCase());
      if (YES.has(key)) return "current";
      if (NO.has(key)) return "never";
      return fragment(text).smoker;
    },
    "smoker",
    ignored,
  );
  if (smoker) profile.smoker = smoker;

  profile.healthConditions = idsFrom<HealthConditionId>(
    source.healthConditions,
    HEALTH_CONDITION_IDS,
    (text) => fragment(text).healthConditions as HealthConditionId[],
    "condition",
    ignored,
  );
  if (profile.healthConditions.includes("diabetes_insulin")) {
    profile.healthConditions = profile.healthConditions.filter((id) => id !== "diabetes");
  }

  const healthStatus = pick(
    source.healthStatus,
    ["excellent", "good", "fair", "poor"] as const,
    (text) => fragment(text).healthStatus ?? fragment(`${text} health`).healthStatus,
    "healthStatus",
    ignored,
  );
  if (healthStatus) profile.healthStatus = healthStatus;

  const income = amount(source.income, "income", ignored);
  if (income !== undefined) profile.income = income;
  const savings = amount(source.savings, "savings", ignored);
  if (savings !== undefined) profile.savings = savings;
  const budget = amount(source.budgetMonthly, "budget", ignored);
  if (budget !== undefined) profile.budgetMonthly = budget;

  profile.goals = idsFrom<GoalId>(
    source.goals,
    GOAL_IDS,
    (text) => fragment(text).goals as GoalId[],
    "goal",
    ignored,
  );

  const risk = pick(
    source.riskTolerance,
    ["low", "moderate", "high"] as const,
    (text) => {
      const key = foldAccents(text.toLowerCase());
      if (["bajo", "baja", "faible", "bas"].includes(key)) return "low";
      if (["medio", "media", "medium", "moyen", "moyenne"].includes(key)) return "moderate";
      if (["alto", "alta", "eleve", "elevee", "haut"].includes(key)) return "high";
      return fragment(text).riskTolerance;
    },
    "riskTolerance",
    ignored,
  );
  if (risk) profile.riskTolerance = risk;

  // The form lists what the client has: "Life insurance" there is an existing policy.
  profile.currentCoverage = idsFrom<CoverageId>(
    source.currentCoverage,
    COVERAGE_IDS,
    (text) =>
      NO_COVERAGE.has(foldAccents(text.toLowerCase()))
        ? ["none"]
        : (fragment(`has ${text}`).currentCoverage as CoverageId[]),
    "coverage",
    ignored,
  );
  if (profile.currentCoverage.length > 1)
    profile.currentCoverage = profile.currentCoverage.filter((id) => id !== "none");

  const retired = source.isRetired;
  if (typeof retired === "boolean") profile.isRetired = retired;
  else if (typeof retired === "string" && retired.trim() !== "") {
    const key = foldAccents(retired.trim().toLowerCase());
    if (YES.has(key)) profile.isRetired = true;
    else if (NO.has(key)) profile.isRetired = false;
    else ignored.push(`isRetired ${short(retired)}`);
  }

  normalizeExtras(source, profile, ignored);
  return { profile, language, ignored };
}
