/**
 * The facts about a client the rules read, derived once per call from the profile and the day: age, the
 * month Medicare eligibility at 65 begins, Part B status, what coverage is held, and dated events.
 */
import type { ClientProfile, LifeEventId, WorkCoverage } from "../types.js";
import {
  dayNumber,
  dayOfPartial,
  monthIndex,
  monthIndexOf,
  type PartialDate,
  parsePartialIso,
  yearOf,
} from "./dates.js";

export interface ClientFacts {
  today: number;
  todayMi: number;
  year: number;
  age: number | undefined;
  /** Birth month and day when known (year may be 0). */
  birth: PartialDate | undefined;
  /** Month index in which Medicare eligibility at 65 begins (one month earlier for a birthday on the 1st). */
  eligMi: number | undefined;
  basis: "age" | "disability" | "esrd" | undefined;
  partB: "yes" | "planned" | "no" | "unknown";
  partBStart: number | undefined;
  hasPartA: boolean;
  ma: boolean;
  dsnp: boolean;
  csnp: boolean;
  medigap: boolean;
  /** A Medigap policy held before and left (for the MA trial rights). */
  hadMedigap: boolean;
  /** An Advantage plan held before and gone (one that left the area: its guaranteed-issue right). */
  hadMa: boolean;
  /** Day the MA plan held began, when said, and whether it is the client's first MA plan. */
  maSince: number | undefined;
  firstMa: boolean;
  /** Month and day the Medigap policy held renews, when said (anniversary rules). */
  medigapAnniversary: PartialDate | undefined;
  grandfatheredFC: boolean;
  partD: boolean;
  tfl: boolean;
  va: boolean;
  medicaidLevel: "full" | "qmb" | "slmb" | "qi" | "partial" | undefined;
  extraHelp: boolean;
  /** Likely on (or about to be on) Medicare. */
  medicare: boolean;
  state: string | undefined;
  conditions: readonly string[];
}

const MEDIGAP_IDS = ["medigap_g", "medigap_n", "medigap_f", "medigap_c", "medigap_other"];

/** A state code in upper case, without allocating when it already is. */
function normState(s: string | undefined): string | undefined {
  if (!s) return undefined;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 97 && c <= 122) return s.toUpperCase();
  }
  return s;
}

export function clientFacts(p: ClientProfile, today: number): ClientFacts {
  const todayMi = monthIndexOf(today);
  const year = yearOf(today);
  const nowM = (todayMi % 12) + 1;
  const nowD = today - dayNumber(year, nowM, 1) + 1;
  const cov = p.currentCoverage ?? [];
  const has = (id: string): boolean => cov.includes(id);

  let birth = parsePartialIso(p.birthDate);
  let age = p.age;
  if (birth) {
    if (birth.y === 0 && birth.m > 0 && age !== undefined) {
      const before = birth.m > nowM || (birth.m === nowM && birth.d > nowD);
      birth = { y: year - age - (before ? 1 : 0), m: birth.m, d: birth.d };
    }
    if (age === undefined && birth.y > 0) {
      if (birth.m > 0) {
        const before = birth.m > nowM || (birth.m === nowM && (birth.d === 0 ? false : birth.d > nowD));
        age = year - birth.y - (before ? 1 : 0);
      } else age = year - birth.y;
    }
  }
  const eligMi =
    birth && birth.y > 0 && birth.m > 0
      ? monthIndex(birth.y + 65, birth.m) - (birth.d === 1 ? 1 : 0)
      : undefined;

  const med = p.medicare;
  const bDate = parsePartialIso(med?.partB);
  const bDay = dayOfPartial(bDate, false);
  // An MA plan told in the past beside a move ("tenía un HMO en NY que no sirve en Florida") is the plan
  // the move takes away: its rights and windows are the client's.
  const maLeftOnMove =
    (p.previousCoverage ?? []).some(
      (id) => id === "medicare_advantage" || id === "d_snp" || id === "c_snp",
    ) && (p.events ?? []).some((e) => e.kind === "moving");
  const ma = has("medicare_advantage") || has("d_snp") || has("c_snp") || maLeftOnMove;
  const medigap = MEDIGAP_IDS.some(has);
  const tfl = has("tricare_for_life") || (has("tricare") && (age ?? 0) >= 65);
  let partB: ClientFacts["partB"] = "unknown";
  if (bDay !== undefined) partB = bDay <= today ? "yes" : "planned";
  else if (med?.partB) partB = "yes";
  else if (ma || medigap || tfl) partB = "yes";
  // Part A dated and Part B not: Part A only, whatever "Original Medicare" the lead also names.
  else if (med?.partA || med?.noPartB) partB = "no";
  else if (has("original_medicare"))
    // Beside active coverage at a large employer, Part B may well have been delayed: to verify.
    partB = largeEmployerNow(p, today) ? "unknown" : "yes";
  // On Medicare through disability or ESRD with no Part B date: enrolled (SSDI enrolls in A and B).
  else if (med?.basis === "disability" || med?.basis === "esrd") partB = "yes";

  let medicaidLevel = p.medicaid;
  // A D-SNP says Medicaid, unless the lead says it was already lost ("lost it Aug 31, still in a
  // D-SNP"): the plan is then held past the Medicaid it was for.
  const lost = eventDay(p, "losing_medicaid");
  const medicaidGone = lost.day !== undefined && lost.day <= today;
  if (!medicaidLevel && (has("medicaid") || (has("d_snp") && !medicaidGone))) medicaidLevel = "full";

  const basis = med?.basis;
  return {
    today,
    todayMi,
    year,
    age,
    birth,
    eligMi,
    basis,
    partB,
    partBStart: bDay,
    hasPartA: Boolean(med?.partA || med?.noPartB),
    ma,
    dsnp: has("d_snp"),
    csnp: has("c_snp"),
    medigap,
    hadMedigap: (p.previousCoverage ?? []).some((id) => MEDIGAP_IDS.includes(id)),
    hadMa: (p.previousCoverage ?? []).some(
      (id) => id === "medicare_advantage" || id === "d_snp" || id === "c_snp",
    ),
    maSince: ma ? dayOfPartial(parsePartialIso(med?.maSince), false) : undefined,
    firstMa: ma && med?.firstMa === true,
    medigapAnniversary: medigap ? parsePartialIso(med?.medigapSince) : undefined,
    grandfatheredFC: has("medigap_f") || has("medigap_c"),
    partD: has("part_d"),
    tfl,
    va: has("va_health"),
    medicaidLevel,
    extraHelp: p.extraHelp === true,
    medicare:
      partB === "yes" ||
      partB === "planned" ||
      Boolean(med?.partA || med?.noPartB) ||
      basis !== undefined ||
      (age !== undefined && age >= 65),
    state: normState(p.state),
    conditions: p.healthConditions ?? [],
  };
}

/** Active coverage through current work at an employer of 20 or more, not yet ended. */
function largeEmployerNow(p: ClientProfile, today: number): boolean {
  for (const w of p.workCoverage ?? []) {
    if (w.kind !== "active" || w.employees === undefined || w.employees < 20) continue;
    const end = coverageEndDay(w);
    if (end === undefined || end >= today) return true;
  }
  return false;
}

/** The day an event happened or will happen (end of the month when only the month is said), if dated. */
export function eventDay(p: ClientProfile, kind: LifeEventId): { found: boolean; day: number | undefined } {
  const events = p.events;
  if (!events) return { found: false, day: undefined };
  for (const e of events)
    if (e.kind === kind) return { found: true, day: dayOfPartial(parsePartialIso(e.date), true) };
  return { found: false, day: undefined };
}

export function coverageEndDay(w: WorkCoverage): number | undefined {
  return dayOfPartial(parsePartialIso(w.endsOn), true);
}
