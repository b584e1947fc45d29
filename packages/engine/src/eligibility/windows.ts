/**
 * The enrollment windows, guaranteed-issue rights and rules that apply to a client on a day
 * (`docs/engine/eligibility.md#sources-and-confidence` §1-3, `packages/engine/src/facts/sources.ts` §1.5). One-time windows that closed in the last
 * six months are kept as `closed_recently`; recurring ones show the next occurrence.
 * `computeWindows` is one function on purpose: later windows read what earlier ones found (the IEP's
 * projected Part B start opens Medigap open enrollment; a right already listed is not listed twice), so the
 * sections run in order over one list.
 */
import { ELIG, type RuleSource } from "../facts/eligibility-sources.js";
import type { ClientProfile, ProductId } from "../types.js";
import {
  addMonths,
  anniversaryIn,
  dayNumber,
  dayOfPartial,
  firstOfMonth,
  iso,
  lastOfMonth,
  monthIndex,
  monthIndexOf,
  parsePartialIso,
} from "./dates.js";
import { type ClientFacts, coverageEndDay, eventDay } from "./facts.js";
import type { NeedId, PlanScope, StateMedigapRule, Window, WindowId, WindowStatus } from "./types.js";

const RECENT_DAYS = 183;
const UPCOMING_DAYS = 366;
const ANNUAL_UPCOMING_DAYS = 92;

const MA_PD: ProductId[] = ["medicare_advantage", "part_d"];
const MEDIGAP: ProductId[] = ["medicare_supplement"];
const NONE: ProductId[] = [];

/** Status of a dated one-time window, or undefined when it is too far off or long gone to list. */
function statusOf(
  today: number,
  opens: number | undefined,
  closes: number | undefined,
): WindowStatus | undefined {
  if (opens !== undefined && today < opens) return opens - today <= UPCOMING_DAYS ? "upcoming" : undefined;
  if (closes !== undefined && today > closes)
    return today - closes <= RECENT_DAYS ? "closed_recently" : undefined;
  return "open";
}

/** What a window is made of; every field left out is absent. */
interface WindowSpec {
  id: WindowId;
  kind: Window["kind"];
  status: WindowStatus;
  products: ProductId[];
  noHealthQuestions: boolean;
  source: RuleSource;
  /** Day numbers (see `dates.ts`), written as ISO dates on the window. */
  opens?: number | undefined;
  closes?: number | undefined;
  coverageStarts?: number | undefined;
  needs?: NeedId[] | undefined;
  plans?: PlanScope | undefined;
  forPlanYear?: number | undefined;
  insurer?: Window["insurer"];
}

function make(w: WindowSpec): Window {
  // One object shape for every window (absent fields are undefined), which keeps property access monomorphic.
  return {
    id: w.id,
    kind: w.kind,
    status: w.status,
    opens: w.opens === undefined ? undefined : iso(w.opens),
    closes: w.closes === undefined ? undefined : iso(w.closes),
    coverageStarts: w.coverageStarts === undefined ? undefined : iso(w.coverageStarts),
    products: w.products,
    noHealthQuestions: w.noHealthQuestions,
    needs: w.needs && w.needs.length > 0 ? w.needs : undefined,
    source: w.source,
    plans: w.plans,
    forPlanYear: w.forPlanYear,
    insurer: w.insurer,
  };
}

export interface WindowsOut {
  windows: Window[];
  /** Month index of a Part B sign-up the profile implies after a missed IEP (for the penalty). */
  lateSignupMi: number | undefined;
}

/** The CMS C-SNP condition groups (cardiovascular, chronic heart failure, lung, neurologic, mental health...). */
const C_SNP_CONDITIONS = [
  "diabetes",
  "diabetes_insulin",
  "heart_disease",
  "heart_attack",
  "heart_failure",
  "afib",
  "stroke",
  "copd",
  "oxygen",
  "cancer_current",
  "dialysis",
  "esrd",
  "dementia",
  "alzheimers",
  "liver_disease",
  "hiv",
  "parkinsons",
  "multiple_sclerosis",
  "als",
  "seizures",
  "autoimmune",
  "bipolar_schizophrenia",
  "substance_use",
];

export function computeWindows(
  p: ClientProfile,
  f: ClientFacts,
  rule: StateMedigapRule | undefined,
): WindowsOut {
  const out: Window[] = [];
  const { today, todayMi, year } = f;
  let lateSignupMi: number | undefined;
  const work = p.workCoverage ?? [];
  const active = work.find((w) => w.kind === "active");
  const cobra = work.find((w) => w.kind === "cobra");
  let cobraNoPartB = false;
  const activeEnd = active ? coverageEndDay(active) : undefined;
  const activeCurrent = active !== undefined && (activeEnd === undefined || activeEnd >= today);
  const under65Medicare = f.basis === "disability" || f.basis === "esrd";
  // A large employer's active plan pays first: Part B can wait, and Medigap open enrollment starts only
  // when Part B does, so it is not projected from the IEP.
  const largeEmployer =
    activeCurrent &&
    active.employees !== undefined &&
    active.employees >= (f.basis === "disability" && (f.age ?? 0) < 65 ? 100 : 20) &&
    f.basis !== "esrd";

  // ---- IEP -------------------------------------------------------------------------------------------
  let projectedPartB: number | undefined;
  if (f.partB !== "yes" && !(under65Medicare && f.partB !== "unknown")) {
    if (f.eligMi !== undefined) {
      const opens = firstOfMonth(f.eligMi - 3);
      const closes = lastOfMonth(f.eligMi + 3);
      const st = statusOf(today, opens, closes);
      const starts = today < firstOfMonth(f.eligMi) ? firstOfMonth(f.eligMi) : firstOfMonth(todayMi + 1);
      if (st) {
        out.push(
          make({
            id: "iep",
            kind: "window",
            status: st,
            products: MA_PD,
            noHealthQuestions: false,
            source: ELIG.R36,
            opens,
            closes,
            coverageStarts: st === "closed_recently" ? undefined : starts,
          }),
        );
        if (st !== "closed_recently") projectedPartB = f.partB === "planned" ? f.partBStart : starts;
      }
    } else if (f.age === 64 || f.age === 65) {
      out.push(
        make({
          id: "iep",
          kind: "window",
          status: "unknown",
          products: MA_PD,
          noHealthQuestions: false,
          source: ELIG.R36,
          needs: ["birth_date"],
        }),
      );
      if (f.partB === "unknown" || f.partB === "no")
        out.push(
          make({
            id: "medigap_oep",
            kind: "right",
            status: "unknown",
            products: MEDIGAP,
            noHealthQuestions: true,
            source: ELIG.R34,
            needs: ["birth_date", "part_b_start_date"],
            plans: "any",
          }),
        );
    }
  }

  // Part B held from 65 with the IEP still open ("turned 65 in sept, part B 9/1", read in December): the
  // IEP (and the MA initial coverage election, which ends with it) still lets her join a drug or an
  // Advantage plan, before the AEP's January [R36].
  if (
    f.partB === "yes" &&
    f.partBStart !== undefined &&
    f.partBStart <= today &&
    f.eligMi !== undefined &&
    !f.ma &&
    f.basis !== "disability" &&
    f.basis !== "esrd" &&
    !out.some((w) => w.id === "iep")
  ) {
    const opens = firstOfMonth(f.eligMi - 3);
    const closes = lastOfMonth(f.eligMi + 3);
    if (today >= opens && today <= closes)
      out.push(
        make({
          id: "iep",
          kind: "window",
          status: "open",
          products: MA_PD,
          noHealthQuestions: false,
          source: ELIG.R36,
          opens,
          closes,
          coverageStarts: firstOfMonth(todayMi + 1),
        }),
      );
  }

  // ---- Medigap open enrollment -------------------------------------------------------------------------
  if (!out.some((w) => w.id === "medigap_oep")) {
    let startMi: number | undefined;
    let needs: NeedId[] | undefined;
    if ((f.partB === "yes" || f.partB === "planned") && f.partBStart !== undefined) {
      const bMi = monthIndexOf(f.partBStart);
      startMi = f.eligMi !== undefined && f.eligMi > bMi ? f.eligMi : bMi;
      if (f.eligMi === undefined && f.age !== undefined && f.age < 65) startMi = undefined;
    } else if (f.partB === "yes" && under65Medicare && f.eligMi !== undefined && f.eligMi > todayMi) {
      startMi = f.eligMi; // a fresh federal open enrollment at 65 for people on Medicare before 65 [R26]
    } else if (projectedPartB !== undefined && !largeEmployer) {
      startMi = monthIndexOf(projectedPartB);
      needs = ["part_b_start_date"];
    } else if (
      f.partB === "yes" &&
      f.partBStart === undefined &&
      (f.age === 65 || (f.age === 66 && f.eligMi !== undefined && todayMi - f.eligMi < 12)) &&
      // An MA plan held since six months or more: Part B came no later, so its open enrollment is over.
      !(f.maSince !== undefined && todayMi - monthIndexOf(f.maSince) >= 6)
    ) {
      out.push(
        make({
          id: "medigap_oep",
          kind: "right",
          status: "unknown",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: ELIG.R34,
          needs: ["part_b_start_date"],
          plans: "any",
        }),
      );
    } else if (f.partB !== "yes" && activeCurrent && !largeEmployer && f.age !== undefined && f.age >= 65) {
      out.push(
        make({
          id: "medigap_oep",
          kind: "right",
          status: "upcoming",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: ELIG.R34,
          needs: ["part_b_start_date"],
          plans: "any",
        }),
      );
    }
    if (startMi !== undefined) {
      const opens = firstOfMonth(startMi);
      const closes = lastOfMonth(startMi + 5);
      const st = statusOf(today, opens, closes);
      if (st)
        out.push(
          make({
            id: "medigap_oep",
            kind: "right",
            status: st,
            products: MEDIGAP,
            noHealthQuestions: true,
            source: ELIG.R34,
            opens,
            closes,
            coverageStarts: st === "open" && today > opens ? firstOfMonth(todayMi + 1) : opens,
            needs,
            plans: "any",
          }),
        );
    }
  }

  // ---- AEP and MA-OEP (packages/engine/src/facts/medicare.ts) --------------------------------------------------------------
  const eligibleByJan = f.eligMi !== undefined && f.eligMi <= monthIndex(year + 1, 1);
  if (f.medicare || eligibleByJan) {
    const opens = dayNumber(year, 10, 15);
    const closes = dayNumber(year, 12, 7);
    const jan1 = dayNumber(year + 1, 1, 1);
    let st: WindowStatus | undefined;
    if (today >= opens && today <= closes) st = "open";
    else if (today < opens && opens - today <= ANNUAL_UPCOMING_DAYS) st = "upcoming";
    else if (today > closes) st = "closed_recently";
    if (st) {
      const w = make({
        id: "aep",
        kind: "window",
        status: st,
        products: MA_PD,
        noHealthQuestions: false,
        source: ELIG.S19,
        opens,
        closes,
        coverageStarts: jan1,
        forPlanYear: year + 1,
      });
      out.push(w);
    }
  }
  if (f.ma) {
    const jan = dayNumber(year, 1, 1);
    const mar = dayNumber(year, 3, 31);
    let w: Window | undefined;
    if (today <= mar) {
      w = make({
        id: "ma_oep",
        kind: "window",
        status: "open",
        products: MA_PD,
        noHealthQuestions: false,
        source: ELIG.S19,
        opens: jan,
        closes: mar,
        coverageStarts: firstOfMonth(todayMi + 1),
        forPlanYear: year,
      });
    } else if (
      f.partBStart !== undefined &&
      today <= lastOfMonth(monthIndexOf(f.partBStart) + 2) &&
      today >= f.partBStart
    ) {
      const o = firstOfMonth(monthIndexOf(f.partBStart));
      w = make({
        id: "ma_oep",
        kind: "window",
        status: "open",
        products: MA_PD,
        noHealthQuestions: false,
        source: ELIG.S19,
        opens: o,
        closes: lastOfMonth(monthIndexOf(f.partBStart) + 2),
        coverageStarts: firstOfMonth(todayMi + 1),
        forPlanYear: year,
      });
    } else {
      const nextJan = dayNumber(year + 1, 1, 1);
      // While the AEP is open it is the window to act: the MA open enrollment after it is named only once
      // the AEP has closed (December 8-31), as the next chance [S19]. Plans may not market it either.
      const aepOpen = today >= dayNumber(year, 10, 15) && today <= dayNumber(year, 12, 7);
      if (nextJan - today <= ANNUAL_UPCOMING_DAYS && !aepOpen) {
        w = make({
          id: "ma_oep",
          kind: "window",
          status: "upcoming",
          products: MA_PD,
          noHealthQuestions: false,
          source: ELIG.S19,
          opens: nextJan,
          closes: dayNumber(year + 1, 3, 31),
          forPlanYear: year + 1,
        });
      }
    }
    if (w) out.push(w);
  }

  // ---- Part B while working, GEP ------------------------------------------------------------------------
  // Past the IEP: from the birth date, or at 66 or older (the IEP ends three months after the 65th birthday).
  const pastIep =
    f.eligMi !== undefined ? today > lastOfMonth(f.eligMi + 3) : f.age !== undefined && f.age >= 66;
  // Under 20 employees (100 for disability) Medicare pays first: the job's plan is no reason to wait for
  // Part B, so the working SEP is not the plan to offer; the IEP or the GEP is [R40, R31].
  const workThreshold = f.basis === "disability" && (f.age ?? 0) < 65 ? 100 : 20;
  const smallEmployer = active?.employees !== undefined && active.employees < workThreshold;
  // Part B signed up for ahead ("B to start Feb 1") behind a job's plan is taken under this SEP: named.
  if (f.partB !== "yes" && active && !smallEmployer && f.basis !== "esrd") {
    const threshold = workThreshold;
    const sepCloses = activeEnd !== undefined ? lastOfMonth(monthIndexOf(activeEnd) + 8) : undefined;
    const stillCovered = sepCloses === undefined || today <= sepCloses;
    if (activeCurrent && (active.employees === undefined || active.employees >= threshold)) {
      const needs: NeedId[] = active.employees === undefined ? ["employer_size"] : [];
      needs.push("creditable_drug_coverage", "hsa_contributions");
      out.push(
        make({
          id: "delay_part_b_large_employer",
          kind: "rule",
          status: active.employees === undefined ? "unknown" : "open",
          products: NONE,
          noHealthQuestions: false,
          source: ELIG.R40,
          closes: activeEnd,
          needs,
        }),
      );
    }
    const iepEnd = f.eligMi !== undefined ? lastOfMonth(f.eligMi + 3) : undefined;
    const needs: NeedId[] = [];
    if (active.employees === undefined) needs.push("employer_size");
    if (activeEnd === undefined) needs.push("coverage_end_date");
    if (iepEnd !== undefined && today <= iepEnd) {
      // Coverage that ends before the IEP does is no basis for a later SEP.
      const st =
        sepCloses !== undefined && sepCloses <= iepEnd ? undefined : statusOf(today, iepEnd + 1, sepCloses);
      if (st)
        out.push(
          make({
            id: "sep_part_b_work",
            kind: "window",
            status: st,
            products: NONE,
            noHealthQuestions: false,
            source: ELIG.R39,
            opens: iepEnd + 1,
            closes: sepCloses,
            needs,
          }),
        );
    } else {
      const st = statusOf(today, undefined, sepCloses);
      if (st)
        out.push(
          make({
            id: "sep_part_b_work",
            kind: "window",
            status: st,
            products: NONE,
            noHealthQuestions: false,
            source: ELIG.R39,
            closes: sepCloses,
            coverageStarts: st === "open" ? firstOfMonth(todayMi + 1) : undefined,
            needs,
          }),
        );
    }
    if (!stillCovered && f.eligMi !== undefined) lateSignupMi = gepSignupMi(f);
  } else if (
    cobra !== undefined &&
    f.partB !== "yes" &&
    f.partB !== "planned" &&
    f.basis !== "esrd" &&
    f.age !== undefined &&
    f.age >= 65
  ) {
    // COBRA is not coverage from current work: it never extends the Part B SEP, which runs 8 months from
    // the month the job (or its active coverage) ended [R39, R40]. A past retirement dates it, or the job's
    // plan lost before the COBRA held now ("laid off 3/2026, on COBRA since 4/1").
    const jobEnd = eventDay(p, "retiring").day ?? eventDay(p, "losing_coverage").day;
    const closes =
      jobEnd !== undefined && jobEnd <= today ? lastOfMonth(monthIndexOf(jobEnd) + 8) : undefined;
    const st = closes === undefined ? "unknown" : statusOf(today, undefined, closes);
    if (st)
      out.push(
        make({
          id: "sep_part_b_work",
          kind: "window",
          status: st,
          products: NONE,
          noHealthQuestions: false,
          source: ELIG.R39,
          closes,
          coverageStarts: st === "open" ? firstOfMonth(todayMi + 1) : undefined,
          needs: closes === undefined ? ["employment_end_date"] : undefined,
        }),
      );
    // Past the SEP (or with its dates to confirm, as the fallback): the GEP.
    if (f.partB === "no" && pastIep && (closes === undefined || today > closes))
      lateSignupMi = gepSignupMi(f);
    cobraNoPartB = true;
  } else if (f.partB === "no" && !under65Medicare && pastIep) {
    lateSignupMi = gepSignupMi(f);
  }
  if (lateSignupMi !== undefined && pastIep) {
    const inGep = todayMi % 12 <= 2;
    const y = inGep ? year : year + 1;
    const partBStarts = inGep ? firstOfMonth(todayMi + 1) : dayNumber(y, 2, 1);
    out.push(
      make({
        id: "gep",
        kind: "window",
        status: inGep ? "open" : "upcoming",
        products: NONE,
        noHealthQuestions: false,
        source: ELIG.R36,
        opens: dayNumber(y, 1, 1),
        closes: dayNumber(y, 3, 31),
        coverageStarts: partBStarts,
      }),
    );
    // Medigap open enrollment starts with Part B at 65 or older: six months from the GEP's Part B start.
    if (f.partB === "no" && !out.some((w) => w.id === "medigap_oep")) {
      const startMi = monthIndexOf(partBStarts);
      out.push(
        make({
          id: "medigap_oep",
          kind: "right",
          status: "upcoming",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: ELIG.R34,
          opens: partBStarts,
          closes: lastOfMonth(startMi + 5),
          coverageStarts: partBStarts,
          needs: ["part_b_start_date"],
          plans: "any",
        }),
      );
    }
  } else lateSignupMi = undefined;
  // Part B delayed behind work coverage (or on COBRA after it): Medigap open enrollment starts with Part
  // B, taken in the SEP when that coverage ends (the month after, signed up before) [R34, R39]. Listed
  // once the end is known or past: while a large employer's plan goes on, nothing is ahead to act on.
  if (
    f.partB !== "yes" &&
    f.partB !== "planned" &&
    f.age !== undefined &&
    f.age >= 65 &&
    !out.some((w) => w.id === "medigap_oep")
  ) {
    const sep = out.find((w) => w.id === "sep_part_b_work" && w.status !== "closed_recently");
    let bMi: number | undefined;
    if (sep && active && activeEnd !== undefined) bMi = Math.max(monthIndexOf(activeEnd) + 1, todayMi + 1);
    if (bMi !== undefined || cobraNoPartB) {
      const opens = bMi !== undefined ? firstOfMonth(bMi) : undefined;
      out.push(
        make({
          id: "medigap_oep",
          kind: "right",
          status: "upcoming",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: ELIG.R34,
          opens,
          closes: bMi !== undefined ? lastOfMonth(bMi + 5) : undefined,
          coverageStarts: opens,
          needs: ["part_b_start_date"],
          plans: "any",
        }),
      );
    }
  }

  // ---- Federal guaranteed-issue rights ----------------------------------------------------------------
  const losing = eventDay(p, "losing_coverage");
  const retiring = eventDay(p, "retiring");
  // Part B status unsaid at 65+: most people that age have it; the right is listed with the fact to verify.
  const partBUnsaid = f.partB === "unknown" && f.age !== undefined && f.age >= 65;
  if (f.partB === "yes" || partBUnsaid) {
    let end: number | undefined;
    let found = false;
    let secondary: boolean | undefined;
    // The lost coverage's kind was not said: the right is listed to verify, never promised.
    let guessedLoss = false;
    for (const w of work) {
      const e = coverageEndDay(w);
      const sec = w.kind !== "active" ? true : w.employees !== undefined ? w.employees < 20 : undefined;
      // A large employer's active plan paid first: no federal right. Louisiana (63 days, employer plan
      // held at Medicare eligibility) and Maine (90 days, any group coverage) still give one.
      if (sec === false && f.state !== "LA" && f.state !== "ME") continue;
      if (e !== undefined || losing.found || retiring.found) {
        found = true;
        secondary = sec;
        end = e ?? losing.day ?? retiring.day;
        break;
      }
    }
    // Coverage lost with no kind said (no job or Medicaid coverage listed): the right may apply, to verify
    // whether that plan paid after Medicare.
    const unsaidLoss =
      work.length === 0 &&
      !p.currentCoverage.includes("medicaid") &&
      !p.currentCoverage.includes("medicare_advantage");
    if (
      !found &&
      losing.found &&
      (p.currentCoverage.includes("cobra") ||
        p.currentCoverage.includes("retiree_plan") ||
        p.currentCoverage.includes("employer_plan") ||
        unsaidLoss)
    ) {
      found = true;
      end = losing.day;
      secondary =
        p.currentCoverage.includes("cobra") || p.currentCoverage.includes("retiree_plan") ? true : undefined;
      guessedLoss = secondary === undefined && !p.currentCoverage.includes("employer_plan");
    }
    // COBRA always ends (18 months at most, 36 for dependents): with Part B held, its end opens the
    // right; the end date is to verify when unsaid [R30].
    if (!found && (cobra !== undefined || p.currentCoverage.includes("cobra"))) {
      found = true;
      end = cobra ? coverageEndDay(cobra) : undefined;
      secondary = true;
    }
    // A retiree plan held by someone asking for Medigap: is the plan ending? If so, the right applies;
    // listed to verify the end date, never promised.
    const retiree = work.find((w) => w.kind === "retiree");
    if (
      !found &&
      (retiree !== undefined || p.currentCoverage.includes("retiree_plan")) &&
      (p.interests ?? []).includes("medicare_supplement")
    ) {
      found = true;
      end = undefined;
      secondary = true;
    }
    if (found) {
      const days = f.state === "ME" ? 90 : 63;
      const needs: NeedId[] = [];
      if (f.state !== "CA" && f.state !== "ME") needs.push("loss_involuntary");
      if (secondary === undefined && f.state !== "ME") needs.push("plan_paid_after_medicare");
      if (partBUnsaid) needs.push("part_b_start_date");
      const src = secondary === false ? (f.state === "ME" ? ELIG.R6 : ELIG.R8) : ELIG.R30;
      if (end === undefined) {
        needs.push("coverage_end_date");
        out.push(
          make({
            id: "gi_lost_employer",
            kind: "right",
            status: "unknown",
            products: MEDIGAP,
            noHealthQuestions: true,
            source: src,
            needs,
            plans: "gi_list",
          }),
        );
      } else {
        const dated = statusOf(today, end - 60, end + days);
        const st = guessedLoss && dated !== "closed_recently" && dated !== undefined ? "unknown" : dated;
        if (st)
          out.push(
            make({
              id: "gi_lost_employer",
              kind: "right",
              status: st,
              products: MEDIGAP,
              noHealthQuestions: true,
              source: src,
              opens: end - 60,
              closes: end + days,
              coverageStarts: end + 1 > today ? end + 1 : undefined,
              needs,
              plans: "gi_list",
            }),
          );
      }
    }
  }

  const leaving = eventDay(p, "plan_leaving_area");
  const moving = eventDay(p, "moving");
  // A plan that has already left keeps its right: "se salió del condado el 31 de diciembre", in January.
  if ((f.ma && (leaving.found || moving.found)) || (f.hadMa && leaving.found)) {
    const needs: NeedId[] = [];
    let end = leaving.found ? leaving.day : moving.day;
    if (leaving.found && end === undefined && todayMi % 12 >= 9) {
      end = dayNumber(year, 12, 31);
      needs.push("plan_termination_notice");
    }
    if (!leaving.found) needs.push("out_of_service_area");
    const days = f.state === "CA" ? 123 : 63;
    if (end === undefined) {
      needs.push("coverage_end_date");
      out.push(
        make({
          id: "gi_lost_ma",
          kind: "right",
          status: "unknown",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: f.state === "CA" ? ELIG.R29 : ELIG.R30,
          needs,
          plans: "gi_list",
        }),
      );
    } else {
      const st = statusOf(today, end - 60, end + days);
      if (st)
        out.push(
          make({
            id: "gi_lost_ma",
            kind: "right",
            status: st,
            products: MEDIGAP,
            noHealthQuestions: true,
            source: f.state === "CA" ? ELIG.R29 : ELIG.R30,
            opens: end - 60,
            closes: end + days,
            coverageStarts: end + 1 > today ? end + 1 : undefined,
            needs,
            plans: "gi_list",
          }),
        );
    }
  }

  // Age unsaid but leaving MA for Medigap: the trial right is listed to verify (first MA plan at 65?).
  const wantsMedigap = (p.interests ?? []).includes("medicare_supplement");
  const ageFits = f.age !== undefined ? f.age <= 66 : wantsMedigap;
  const trialAfterMedigap =
    f.ma && (f.medigap || f.hadMedigap) && f.basis !== "disability" && f.basis !== "esrd" && !ageFits;
  if (trialAfterMedigap && f.firstMa && f.maSince !== undefined) {
    // The lead says both: the first MA plan, and when it began. The right runs 12 months from that start.
    pushDatedTrialRight(out, today, f.maSince, "gi_list", []);
  } else if (trialAfterMedigap) {
    // Past 65, the other trial right: a first MA plan joined within 12 months, after dropping a Medigap,
    // gives the way back to that policy or the guaranteed-issue list [R31, R33]. A Medigap named with
    // the MA plan (held before it, or still paid beside it) is the hint; the dates are to verify.
    out.push(
      make({
        id: "trial_right",
        kind: "right",
        status: "unknown",
        products: MEDIGAP,
        noHealthQuestions: true,
        source: ELIG.R31,
        needs: ["ma_start_date", "first_ma_enrollment"],
        plans: "gi_list",
      }),
    );
  }
  if (f.ma && f.basis !== "disability" && f.basis !== "esrd" && ageFits) {
    // Part B at 65 (or, the birth date unsaid, most likely so): the first enrollment, dates from Part B.
    const fromPartB =
      f.partBStart !== undefined &&
      (f.eligMi !== undefined ? Math.abs(monthIndexOf(f.partBStart) - f.eligMi) <= 3 : f.age !== undefined);
    if (fromPartB && f.partBStart !== undefined) {
      const needs: NeedId[] = ["ma_start_date", "first_ma_enrollment"];
      if (f.eligMi === undefined) needs.push("birth_date");
      pushDatedTrialRight(out, today, f.partBStart, "any", needs);
    } else if (
      f.partBStart === undefined &&
      f.firstMa &&
      f.maSince !== undefined &&
      (f.eligMi === undefined || Math.abs(monthIndexOf(f.maSince) - f.eligMi) <= 3)
    ) {
      // "se metió a un Advantage desde el 1 de mayo 2025, su primer plan", at 65: the first year from
      // the MA plan's start.
      pushDatedTrialRight(out, today, f.maSince, "any", f.eligMi === undefined ? ["birth_date"] : []);
    } else if (f.partBStart === undefined && (f.age === undefined || f.age <= 65 || f.firstMa || f.maSince)) {
      // At 66 with nothing said of when the plan began, the first year is more likely over than not:
      // only a plan said to be the first, or dated, keeps the right to verify.
      out.push(
        make({
          id: "trial_right",
          kind: "right",
          status: "unknown",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: ELIG.R31,
          needs: ["ma_start_date", "first_ma_enrollment"],
          plans: "any",
        }),
      );
    }
  }

  // ---- MA / Part D special enrollment periods ---------------------------------------------------------
  if (f.medicare) {
    let lossEnd: number | undefined;
    for (const w of work) {
      const e = coverageEndDay(w);
      if (e !== undefined) {
        lossEnd = e;
        break;
      }
    }
    if (lossEnd === undefined) lossEnd = losing.day;
    if (lossEnd !== undefined) {
      const closes = lastOfMonth(monthIndexOf(lossEnd) + 2);
      const st = statusOf(today, lossEnd, closes);
      if (st)
        out.push(
          make({
            id: "sep_lost_creditable",
            kind: "window",
            status: st,
            products: MA_PD,
            noHealthQuestions: false,
            source: ELIG.R47,
            opens: lossEnd,
            closes,
            coverageStarts:
              st === "open"
                ? firstOfMonth((todayMi > monthIndexOf(lossEnd) ? todayMi : monthIndexOf(lossEnd)) + 1)
                : undefined,
            needs: ["creditable_drug_coverage"],
          }),
        );
    }

    if (f.medicaidLevel !== undefined || f.extraHelp) {
      const products: ProductId[] =
        f.medicaidLevel === "full" ? ["part_d", "medicare_advantage"] : ["part_d"];
      out.push(
        make({
          id: "sep_dual_lis",
          kind: "window",
          status: "open",
          products,
          noHealthQuestions: false,
          source: ELIG.R44,
          opens: firstOfMonth(todayMi),
          closes: lastOfMonth(todayMi),
          coverageStarts: firstOfMonth(todayMi + 1),
        }),
      );
    }

    if (moving.found && (f.ma || f.partD)) {
      if (moving.day === undefined) {
        out.push(
          make({
            id: "sep_move",
            kind: "window",
            status: "unknown",
            products: MA_PD,
            noHealthQuestions: false,
            source: ELIG.X3,
            needs: ["move_date"],
          }),
        );
      } else {
        const moveMi = monthIndexOf(moving.day);
        const before = moving.day > today;
        const opens = before ? firstOfMonth(moveMi - 1) : firstOfMonth(todayMi);
        const closes = before ? lastOfMonth(moveMi + 2) : lastOfMonth(todayMi + 2);
        const st = statusOf(today, opens, closes);
        if (st)
          out.push(
            make({
              id: "sep_move",
              kind: "window",
              status: st,
              products: MA_PD,
              noHealthQuestions: false,
              source: ELIG.X3,
              opens,
              closes,
              coverageStarts: st === "open" ? firstOfMonth(todayMi + 1) : undefined,
            }),
          );
      }
    }

    if (leaving.found && (f.ma || f.partD)) {
      out.push(
        make({
          id: "sep_plan_leaving",
          kind: "window",
          status: "unknown",
          products: MA_PD,
          noHealthQuestions: false,
          source: ELIG.R42,
          needs: ["sep_dates_unconfirmed", "plan_termination_notice"],
        }),
      );
    }

    const nh = eventDay(p, "entering_nursing_home");
    if (nh.found || f.conditions.includes("nursing_home")) {
      out.push(
        make({
          id: "sep_institutional",
          kind: "window",
          status: nh.day !== undefined && nh.day > today ? "upcoming" : "open",
          products: MA_PD,
          noHealthQuestions: false,
          source: ELIG.R42,
          opens: nh.day,
          needs: ["institution_dates"],
        }),
      );
    }

    const lm = eventDay(p, "losing_medicaid");
    if (lm.found) {
      if (f.partB === "no" && lm.day !== undefined) {
        const closes = addMonths(lm.day, 6);
        const st = statusOf(today, undefined, closes);
        if (st)
          out.push(
            make({
              id: "sep_lost_medicaid",
              kind: "window",
              status: st,
              products: NONE,
              noHealthQuestions: false,
              source: ELIG.X2,
              closes,
            }),
          );
      } else {
        out.push(
          make({
            id: "sep_lost_medicaid",
            kind: "window",
            status: "unknown",
            products: MA_PD,
            noHealthQuestions: false,
            source: ELIG.R44,
            closes: lm.day,
            needs:
              lm.day === undefined
                ? ["medicaid_end_date", "sep_dates_unconfirmed"]
                : ["sep_dates_unconfirmed"],
          }),
        );
      }
    }

    if (f.partB === "yes" && !f.csnp && f.conditions.some((c) => C_SNP_CONDITIONS.includes(c))) {
      out.push(
        make({
          id: "sep_c_snp",
          kind: "window",
          status: "open",
          products: ["medicare_advantage"],
          noHealthQuestions: false,
          source: ELIG.X1,
          coverageStarts: firstOfMonth(todayMi + 1),
          needs: ["qualifying_chronic_condition", "ma_plan_availability"],
        }),
      );
    }

    if (f.basis === "esrd" || f.conditions.includes("dialysis")) {
      out.push(
        make({
          id: "esrd_ma",
          kind: "right",
          status: "open",
          products: ["medicare_advantage"],
          noHealthQuestions: false,
          source: ELIG.R45,
        }),
      );
    }
  }

  // ---- The next AEP as the date to act ---------------------------------------------------------------
  // (Not for a Medigap holder asking nothing of Advantage or drug plans: a Medigap is changed any month,
  // never in the AEP, so a far-off AEP is no date for them.)
  let canActNow = false;
  for (const w of out)
    if (w.status === "open" && w.id !== "aep" && w.products.includes("part_d")) canActNow = true;
  if (canActNow) {
    // A window open today is the one to use: an AEP that has not opened yet, or has just closed, is not
    // the date to act.
    const aep = out.findIndex((w) => w.id === "aep" && w.status !== "open");
    if (aep >= 0) out.splice(aep, 1);
  } else if (
    f.medicare &&
    !out.some((w) => w.id === "aep" && w.status !== "closed_recently") &&
    !medigapOnlyAsk(p, f)
  ) {
    // On Medicare with no window open today to change MA or drug coverage, the next AEP is when a
    // change can be made (leaving MA for Medigap, moving to MA from Medigap), however far off it is.
    const y = today > dayNumber(year, 12, 7) ? year + 1 : year;
    const recent = out.findIndex((x) => x.id === "aep");
    if (recent >= 0) out.splice(recent, 1);
    out.push(
      make({
        id: "aep",
        kind: "window",
        status: "upcoming",
        products: MA_PD,
        noHealthQuestions: false,
        source: ELIG.S19,
        opens: dayNumber(y, 10, 15),
        closes: dayNumber(y, 12, 7),
        coverageStarts: dayNumber(y + 1, 1, 1),
        forPlanYear: y + 1,
      }),
    );
  }

  // ---- State rules -------------------------------------------------------------------------------------
  // Part B unsaid at 65 or older (and no large employer's plan letting it wait): most people that age
  // have it, so a state's continuous guaranteed issue applies to the Medigap they buy there.
  const partBLikely = f.partB === "unknown" && f.age !== undefined && f.age >= 65 && !largeEmployer;
  // No Part B yet, but a window to take it is open or ahead (a job plan ending, the IEP, the GEP): the
  // state's rules apply to the Medigap bought once it starts ("NY: any Part B enrollee, all year").
  const partBComing =
    f.partB === "no" &&
    out.some(
      (w) =>
        (w.id === "sep_part_b_work" || w.id === "iep" || w.id === "gep") &&
        (w.status === "open" || w.status === "upcoming"),
    );
  if (rule && (f.partB === "yes" || f.partB === "planned" || partBLikely || partBComing))
    stateWindows(out, f, rule, partBComing);

  return { windows: out, lateSignupMi };
}

/** The first month a person past their IEP can sign up for Part B in a GEP. */
/** A trial right dated from its start (Part B or the first MA plan): open for 12 months, listed while it is. */
function pushDatedTrialRight(
  out: Window[],
  today: number,
  opens: number,
  plans: "any" | "gi_list",
  needs: NeedId[],
): void {
  const closes = addMonths(opens, 12) - 1;
  const status = statusOf(today, opens, closes);
  if (!status) return;
  out.push(
    make({
      id: "trial_right",
      kind: "right",
      status,
      products: MEDIGAP,
      noHealthQuestions: true,
      source: ELIG.R31,
      opens,
      closes,
      needs,
      plans,
    }),
  );
}

function gepSignupMi(f: ClientFacts): number {
  return f.todayMi % 12 <= 2 ? f.todayMi : monthIndex(f.year + 1, 1);
}

function stateWindows(out: Window[], f: ClientFacts, rule: StateMedigapRule, partBComing = false): void {
  const src = rule.sources[0]!;
  const age = f.age;
  const gi = rule.continuousGi;
  if (gi) {
    const whoOk = gi.who === "part_b_enrollees" || (age !== undefined && age >= 65);
    if (!whoOk && age === undefined) {
      // A 65-and-over rule, age unsaid: listed to verify rather than left out.
      out.push(
        make({
          id: "state_continuous_gi",
          kind: "right",
          status: "unknown",
          products: MEDIGAP,
          noHealthQuestions: true,
          source: src,
          needs: ["age"],
          plans: gi.kind === "switch_same_or_lesser" ? "equal_or_lesser" : gi.plans,
        }),
      );
    }
    if (whoOk) {
      if (gi.kind === "switch_same_or_lesser") {
        if (f.medigap)
          out.push(
            make({
              id: "state_continuous_gi",
              kind: "right",
              status: "open",
              products: MEDIGAP,
              noHealthQuestions: true,
              source: src,
              needs: ["no_coverage_gap_90_days", "current_plan_letter"],
              plans: "equal_or_lesser",
            }),
          );
        else
          out.push(
            make({
              id: "state_continuous_gi",
              kind: "right",
              status: "unknown",
              products: MEDIGAP,
              noHealthQuestions: true,
              source: src,
              needs: [],
              plans: "plan_a",
            }),
          );
      } else {
        out.push(
          make({
            id: "state_continuous_gi",
            kind: "right",
            status: "open",
            products: MEDIGAP,
            noHealthQuestions: true,
            source: src,
            coverageStarts: dayNumber(f.year, 1, 1) <= f.today ? firstOfMonth(f.todayMi + 1) : undefined,
            plans: gi.plans,
          }),
        );
      }
    }
  } else if (
    rule.conflict.includes("continuousGi") &&
    (rule.state !== "WA" || f.medigap) &&
    (age === undefined || age >= 65)
  ) {
    out.push(
      make({
        id: "state_continuous_gi",
        kind: "right",
        status: "unknown",
        products: MEDIGAP,
        noHealthQuestions: true,
        source: src,
        needs: ["state_rule_conflict"],
        plans: rule.state === "WA" ? "equal_or_lesser" : "any",
      }),
    );
  }

  switchRuleWindow(out, f, rule);
  under65Window(out, f, rule, partBComing);
}

/** The state's birthday or anniversary rule for a Medigap holder, dated when the facts allow. */
function switchRuleWindow(out: Window[], f: ClientFacts, rule: StateMedigapRule): void {
  const src = rule.sources[0]!;
  const sw = rule.switchRule;
  // An age-limited rule (Illinois: 65-75) never applies to someone already past its last age.
  const tooOld = sw?.ageMax !== undefined && f.age !== undefined && f.age > sw.ageMax;
  if (sw && sw.status === "in_force" && f.medigap && !tooOld) {
    const id: WindowId = sw.kind === "birthday" ? "state_birthday_rule" : "state_anniversary_rule";
    const needs: NeedId[] = [];
    if (rule.conflict.includes("switchRule")) needs.push("state_rule_conflict");
    if (sw.maxGapDays) needs.push("no_coverage_gap_90_days");
    needs.push("current_plan_letter");
    // The rule applies but its dates cannot be placed yet: listed to verify, with what is missing.
    const toConfirm = (missing: NeedId): void => {
      needs.unshift(missing);
      const w = make({
        id,
        kind: "right",
        status: "unknown",
        products: MEDIGAP,
        noHealthQuestions: true,
        source: src,
        needs,
        plans: sw.plans,
        insurer: sw.insurer,
      });
      out.push(w);
    };
    // Missouri: the policy's anniversary, when the lead dates the policy ("plan G since 12/1/2021").
    const anniversary = f.medigapAnniversary;
    if (sw.anchor === "policy_anniversary" && (!anniversary || anniversary.m === 0 || anniversary.d === 0)) {
      toConfirm("policy_anniversary");
      return;
    }
    const b = sw.anchor === "policy_anniversary" ? anniversary : f.birth;
    if (!b || b.m === 0 || (sw.anchor === "birthday" && b.d === 0)) {
      toConfirm("birth_date");
      return;
    }
    const eff = dayOfPartial(parsePartialIso(sw.effective), false);
    for (let y = f.year - 1; y <= f.year + 1; y++) {
      let start: number;
      let end: number;
      if (sw.anchor === "birth_month_first") {
        start = firstOfMonth(monthIndex(y, b.m)) + sw.startOffsetDays;
        end = start + sw.windowDays - 1;
      } else {
        // Feb 29 birthdays: the part of the window both readings (Feb 28 or Mar 1) agree on.
        start = anniversaryIn(y, b.m, b.d, false) + sw.startOffsetDays;
        end = anniversaryIn(y, b.m, b.d, true) + sw.startOffsetDays + sw.windowDays - 1;
      }
      if (end < f.today) continue;
      if (eff !== undefined && start < eff) continue;
      // The age at the window's birthday: from the birth year, or from today's age when only the
      // month and day are known (a 77-year-old is past Illinois' 65-75 rule whatever the year).
      const ageThen =
        sw.anchor === "policy_anniversary"
          ? undefined
          : b.y > 0
            ? y - b.y
            : f.age !== undefined
              ? f.age + (y - f.year) + (anniversaryIn(f.year, b.m, b.d || 1, false) > f.today ? 1 : 0)
              : undefined;
      if (ageThen !== undefined) {
        if (
          (sw.ageMin !== undefined && ageThen < sw.ageMin) ||
          (sw.ageMax !== undefined && ageThen > sw.ageMax)
        )
          break;
      }
      const st: WindowStatus = start <= f.today ? "open" : "upcoming";
      const w = make({
        id,
        kind: "right",
        status: st,
        products: MEDIGAP,
        noHealthQuestions: true,
        source: src,
        opens: start,
        closes: end,
        coverageStarts: st === "open" ? firstOfMonth(f.todayMi + 1) : undefined,
        needs,
        plans: sw.plans,
        insurer: sw.insurer,
      });
      out.push(w);
      break;
    }
  }
}

/** Medigap for people on Medicare under 65, where the state requires it. */
function under65Window(out: Window[], f: ClientFacts, rule: StateMedigapRule, partBComing: boolean): void {
  const age = f.age;
  if (age !== undefined && age < 65 && (f.partB === "yes" || partBComing)) {
    const u = rule.under65;
    const fits =
      f.basis === "esrd"
        ? u.esrd
        : f.basis === "disability"
          ? u.disability
          : u.disability === true || u.esrd === true
            ? null
            : u.disability;
    if (u.access === "unknown")
      out.push(
        make({
          id: "state_u65_medigap",
          kind: "right",
          status: "unknown",
          products: MEDIGAP,
          noHealthQuestions: false,
          source: ELIG.R21,
          needs: ["state_u65_plan_rules"],
        }),
      );
    else if (fits !== false && u.access !== "not_required")
      out.push(
        make({
          id: "state_u65_medigap",
          kind: "right",
          // Part B still to take: the right opens with it.
          status: fits === null ? "unknown" : partBComing ? "upcoming" : "open",
          products: MEDIGAP,
          noHealthQuestions: false,
          source: ELIG.R21,
          needs: ["state_u65_plan_rules"],
        }),
      );
  }
}

/**
 * A Medigap holder, or a TRICARE For Life or VA beneficiary, not on Advantage, whose lead asks nothing of
 * Advantage or drug plans.
 */
function medigapOnlyAsk(profile: ClientProfile, f: ClientFacts): boolean {
  const covered = f.medigap || f.tfl || (profile.currentCoverage ?? []).includes("va_health");
  if (!covered || f.ma) return false;
  const interests = profile.interests ?? [];
  // (A drug plan asked beside TRICARE For Life is not sold: its pharmacy is creditable.)
  if (interests.includes("medicare_advantage") || (interests.includes("part_d") && !f.tfl)) return false;
  return !(profile.goals ?? []).includes("prescriptions");
}
