/** English policy words. Agent-facing: short, concrete, the client's own facts first. */

import { formatDate, windowTitle } from "../eligibility/words.js";
import { FIA_5_YEAR_CAPS, FIA_7_YEAR_CAPS, MYGA_5_YEAR_RATES } from "../facts/annuities.js";
import { FUNERAL_COSTS } from "../facts/needs.js";
import { LTC_PREMIUMS_AT_55 } from "../facts/premiums/long-term-care.js";
import { HOSPITAL_INDEMNITY_DESIGN } from "../facts/premiums/supplemental.js";
import type { HealthConditionId } from "../types.js";
import { joinList } from "../words/format.js";
import { pct, pctRange, usd, usdRange } from "./format.js";
import type { PolicyWords } from "./text.js";
import { rateRange } from "./text-shared.js";

const L = "en" as const;

const CONDITION: Readonly<Record<HealthConditionId, string>> = {
  diabetes: "diabetes",
  diabetes_insulin: "insulin-treated diabetes",
  high_blood_pressure: "high blood pressure",
  high_cholesterol: "high cholesterol",
  heart_disease: "heart disease",
  heart_attack: "a past heart attack",
  stroke: "a past stroke",
  copd: "COPD",
  oxygen: "oxygen use",
  asthma: "asthma",
  cancer_history: "cancer history",
  cancer_current: "current cancer",
  kidney_disease: "kidney disease",
  dialysis: "dialysis",
  dementia: "dementia",
  alzheimers: "Alzheimer's",
  parkinsons: "Parkinson's",
  arthritis: "arthritis",
  depression: "depression",
  obesity: "obesity",
  hiv: "HIV",
  liver_disease: "liver disease",
  terminal_illness: "a terminal illness",
  nursing_home: "nursing-home care",
  wheelchair: "wheelchair use",
  afib: "atrial fibrillation (A-fib)",
  heart_failure: "heart failure",
  blood_clots: "a history of blood clots",
  multiple_sclerosis: "multiple sclerosis",
  autoimmune: "an autoimmune disease",
  neuropathy: "neuropathy",
  esrd: "end-stage renal disease",
  als: "ALS",
  organ_transplant: "an organ transplant",
  bipolar_schizophrenia: "bipolar disorder or schizophrenia",
  seizures: "a seizure disorder",
  hepatitis: "hepatitis",
  substance_use: "substance-use treatment",
  anxiety: "anxiety",
  thyroid: "a thyroid condition",
  osteoporosis: "osteoporosis",
  gout: "gout",
  sleep_apnea: "sleep apnea",
};

function list(items: readonly string[]): string {
  return joinList(items, "and");
}

const CLASS_TEXT = {
  "level:level": "level benefit from day one",
  "level:graded": "level or graded benefit (health answers decide)",
  "level:guaranteed": "level, graded or guaranteed issue (health answers decide)",
  "graded:graded": "graded benefit (full after 2-3 years; accidents from day one)",
  "graded:guaranteed": "graded or guaranteed issue (full benefit after 2-3 years)",
  "guaranteed:guaranteed":
    "guaranteed issue (natural death in the first 2 years refunds premiums with interest)",
} as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const EN: PolicyWords = {
  clientName: (first) =>
    first ? { start: first, mid: first } : { start: "Your client", mid: "your client" },
  condition: CONDITION,
  list,
  feClass: (cls) =>
    CLASS_TEXT[`${cls.best}:${cls.worst}` as keyof typeof CLASS_TEXT] ?? CLASS_TEXT["level:graded"],

  coverage(plan, figures) {
    const s = plan.spec;
    switch (s.product) {
      case "final_expense":
        return `${usd(s.face, L)} face amount, ${EN.feClass(s.cls)}`;
      case "term_life":
        return `${usd(s.face, L)}, ${s.years}-year level term`;
      case "whole_life":
        return s.purpose === "juvenile"
          ? `${usd(s.face, L)} juvenile whole life (parent-owned)`
          : s.purpose === "guaranteed"
            ? `${usd(s.face, L)} guaranteed-issue whole life`
            : `${usd(s.face, L)} whole life, level premium, guaranteed cash value`;
      case "iul":
        return `IUL funded at ${usdRange(plan.premium.amount, L)}/month (planning figure)`;
      case "medicare_supplement":
        return `Plan ${s.plan}`;
      case "part_d":
        return `Stand-alone drug plan; ${figures.year} out-of-pocket cap ${usd(figures.partD.outOfPocketCap, L)}`;
      case "medicare_advantage":
        return `MA-PD (medical + drugs); in-network out-of-pocket max up to ${usd(figures.medicareAdvantage.moopInNetwork, L)} (${figures.year})`;
      case "hospital_indemnity":
        return `${usd(s.daily, L)}/day for up to ${HOSPITAL_INDEMNITY_DESIGN.days} days per stay, plus ${usd(HOSPITAL_INDEMNITY_DESIGN.snfDaily, L)}/day for skilled nursing days 21-80`;
      case "cancer":
        return `${usd(s.lumpSum, L)} lump sum on diagnosis`;
      case "dental_vision_hearing":
        return "Dental (preventive at 100%) with vision and hearing; $750-$2,500 yearly maximum";
      case "long_term_care":
        return `Traditional LTC, about ${usd(LTC_PREMIUMS_AT_55.benefit, L)} pool of care benefits`;
      case "fixed_annuity":
        return `${usdRange(s.deposit, L)} single premium, 5-year MYGA (top rates ${rateRange(MYGA_5_YEAR_RATES.rows, L)}, Dec 2025)`;
      case "indexed_annuity":
        return `${usdRange(s.deposit, L)} single premium, fixed indexed annuity (5-year caps ${rateRange(FIA_5_YEAR_CAPS.rows, L)}; 7-year up to ${rateRange(FIA_7_YEAR_CAPS.rows, L, true)})`;
    }
  },

  why(plan, w) {
    const { f, figures, name, nameMid } = w;
    const s = plan.spec;
    const conds = (ids: readonly HealthConditionId[]) => list(ids.map((id) => CONDITION[id]));
    switch (s.product) {
      case "final_expense": {
        const lead = f.goals.has("final_expenses")
          ? `${name} wants the funeral paid for, not left to family: ${usd(s.target, L)} covers a burial with vault (NFDA median ${usd(FUNERAL_COSTS.burialWithVault, L)}) plus ${usdRange(FUNERAL_COSTS.cemetery, L)} for plot and marker.`
          : f.goals.has("legacy")
            ? `A legacy on a fixed budget: a small whole life policy pays ${usd(s.face, L)} to the beneficiaries, at a premium that never rises and coverage that never ends.${(f.profile.interests ?? []).includes("iul") ? " An IUL, asked about, needs years of funding well above this budget to carry its rising insurance costs; this one guarantees the amount." : ""}`
            : f.hasLife
              ? `At ${f.age ?? "this age"}, a dedicated ${usd(s.face, L)} policy keeps the funeral (median ${usd(FUNERAL_COSTS.burialWithVault, L)} with vault) off the existing coverage and the family.`
              : `No life policy mentioned: ${usd(s.face, L)} keeps the funeral (median ${usd(FUNERAL_COSTS.burialWithVault, L)} with vault) off the family.`;
        let health = "";
        if (s.cls.best === "guaranteed") {
          health = ` ${cap(conds(f.finalExpenseDrivers))} rule${f.finalExpenseDrivers.length > 1 ? "" : "s"} out level plans: guaranteed issue puts coverage in force now.`;
        } else if (s.cls.worst !== "level") {
          health = ` With ${conds(f.finalExpenseDrivers)}, expect ${s.cls.worst === "guaranteed" ? "graded or guaranteed issue" : "a graded plan"} unless ${w.topCarrier ?? "a niche carrier"} takes it level.`;
        }
        const tob = f.tobacco && s.cls.best !== "guaranteed" ? " Priced at tobacco rates." : "";
        const fit = w.shrunk ? ` Sized to ${usd(s.face, L)} to fit ${usd(f.budget ?? 0, L)}/month.` : "";
        return lead + health + tob + fit;
      }
      case "term_life": {
        const n = s.need;
        const who =
          (f.dependents ?? 0) > 0
            ? `${f.dependents} ${f.dependents === 1 ? "child depends" : "children depend"} on ${nameMid}'s income`
            : f.married
              ? `A spouse depends on ${nameMid}'s income`
              : `${name} wants debts and income covered`;
        const parts = [`${n.incomeYears} years of income`];
        if (n.mortgage > 0)
          parts.push(n.mortgageAssumed ? "a mortgage (balance assumed 2x income)" : "the mortgage");
        if (n.education > 0) parts.push("education");
        const held = n.existing > 0 ? ` less ${usd(n.existing, L)} of cover already in force` : "";
        const assumed = n.incomeAssumed ? ` Income not given: ${usd(n.income, L)} assumed.` : "";
        const rated =
          f.lifeUnderwriting === "rated"
            ? " Health history means a rated offer; shop carriers that are competitive there."
            : "";
        const trimmed = w.shrunk
          ? ` Trimmed to ${usd(s.face, L)} for the budget; the full need is ${usd(n.total, L)}.`
          : "";
        return `${who}: DIME comes to ${usd(n.total, L)} (${list(parts)}, plus debts and final expenses${held}). A ${s.years}-year level term locks the price while it matters.${assumed}${rated}${trimmed}`;
      }
      case "whole_life":
        if (s.purpose === "juvenile") {
          return "Locks in lifelong coverage and insurability for the child at juvenile rates; a parent owns and pays for the policy.";
        }
        if (s.purpose === "guaranteed") {
          return `${cap(conds(f.finalExpenseDrivers.length ? f.finalExpenseDrivers : [...f.conditions]))} rule${f.conditions.size > 1 ? "" : "s"} out fully underwritten life: guaranteed-issue whole life puts ${usd(s.face, L)} in force now, full benefit after the waiting period.`;
        }
        return `${name} wants to leave something behind: ${usd(s.face, L)} of permanent coverage with level premiums and guaranteed cash value, never a term that runs out.`;
      case "iul":
        if (s.atBudget)
          return `${name} can put ${usdRange(plan.premium.amount, L)} a month toward it, less than the usual ${pctRange(0.05, 0.1, L)} of a ${usd(s.income, L)} income: funded at that, the cash value and the death benefit are smaller, so show both in the illustration, and at a lower crediting rate too.`;
        return `${name} earns ${usd(s.income, L)} and wants tax-advantaged growth: funding about ${pctRange(0.05, 0.1, L)} of income builds cash value with a 0% floor and leaves a death benefit. Show the illustration at a lower crediting rate too.`;
      case "medicare_supplement": {
        const base =
          s.plan === "G"
            ? `Plan G leaves only the ${usd(figures.partB.deductible, L)} Part B deductible (${figures.year}), with any doctor who takes Medicare.`
            : "Plan N keeps the premium down: Part B deductible, up to $20 per office visit and $50 per ER visit.";
        const gi = f.medigapBecause ? windowTitle(f.medigapBecause, "en") : undefined;
        const held =
          f.medigapPlan === "G" || f.medigapPlan === "N" || f.medigapPlan === "F"
            ? `Plan ${f.medigapPlan}`
            : "a Medigap plan";
        const closedF =
          f.medigapPlan === "F"
            ? " Plan F is closed only to people new to Medicare since 2020: as your client was eligible before, the same Plan F at another carrier can be quoted too (health questions apply)."
            : "";
        const ahead = f.switchAhead
          ? f.switchAhead.opens
            ? ` Next chance without them: ${windowTitle(f.switchAhead.id, "en")}, from ${formatDate(f.switchAhead.opens, "en")}.`
            : ` Possible without them: ${windowTitle(f.switchAhead.id, "en")} (dates to confirm).`
          : "";
        const risk = [...f.conditions].slice(0, 2);
        const when =
          s.reason === "reshop"
            ? gi
              ? ` ${name} has ${held} and can switch without health questions (${gi}).`
              : ` ${name} has ${held}: switching means health questions with most carriers, so keep it until the new one is approved.${closedF}${ahead}`
            : s.reason === "leaving_ma"
              ? (gi
                  ? ` Leaving Medicare Advantage: ${gi}, no health questions.`
                  : " Leaving Medicare Advantage: health questions apply unless a guaranteed-issue right covers the move.") +
                (f.maExit?.toConfirm
                  ? ` No need to wait for the Annual Enrollment Period to leave the MA plan: ${windowTitle(f.maExit.id, "en")} (dates to confirm).`
                  : "") +
                (f.maExit && !f.maExit.open && f.maExit.opens
                  ? ` The MA plan can only be left in the ${windowTitle(f.maExit.id, "en")}, from ${formatDate(f.maExit.opens, "en")}${f.maExit.starts ? `: apply then so the supplement and drug plan start ${formatDate(f.maExit.starts, "en")}, the day the MA plan ends` : ""}.`
                  : "")
              : s.reason === "open_enrollment"
                ? gi
                  ? f.medigapFrom
                    ? ` No health questions for coverage starting from ${formatDate(f.medigapFrom, "en")} (${gi}).`
                    : ` No health questions now (${gi}).`
                  : " Confirm the Part B start date: the 6-month Medigap open enrollment runs from it."
                : f.medigapQuestions === "asked" && risk.length > 0 && f.medigapUnderwritingRisk
                  ? ` Health questions apply: ${conds(risk)} could mean a higher rate or a decline, so apply before dropping anything.`
                  : f.hasOriginal
                    ? ` ${name} is on Original Medicare without a supplement.`
                    : "";
        const under65 =
          f.age !== undefined && f.age < 65 && !f.turning65
            ? " Under 65, Medigap rates are often far higher than at 65 and some carriers do not write them: quote each one, and requote at 65, when a new open enrollment starts."
            : "";
        return base + when + under65;
      }
      case "part_d":
        return `Original Medicare has no drug coverage: a stand-alone plan caps covered drugs at ${usd(figures.partD.outOfPocketCap, L)} in ${figures.year} and avoids the permanent late penalty (1% of ${usd(figures.partD.baseBeneficiaryPremium, L)} per month without coverage).`;
      case "medicare_advantage": {
        const reason = {
          institutional: `Living in a nursing home, ${nameMid} can move to an institutional plan (I-SNP) built for facility residents, with care coordinated on site (or, with Medicaid, a D-SNP): the institutional SEP allows the change.`,
          medicaid: `With Medicaid, a dual-eligible (D-SNP) plan coordinates both programs.`,
          budget: `On ${usd(f.budget ?? 0, L)}/month, Medigap plus Part D doesn't fit.`,
          underwriting: `Outside open enrollment, ${conds([...f.conditions].slice(0, 2))} could get a Medigap application declined.`,
          lower_premiums: `${name} wants lower premiums.`,
          dvh: `${name} wants dental, vision and hearing, which 98% of MA plans include.`,
          default: `${name} is choosing how to take Medicare.`,
        }[s.reason];
        return `${reason} An MA-PD rolls medical and drug coverage into one plan, ${pct(figures.medicareAdvantage.zeroPremiumPlanShare, L)} of them at zero premium in ${figures.year}; check doctors and drugs first.`;
      }
      case "hospital_indemnity":
        return s.withMA
          ? `MA plans charge daily copays early in a hospital stay and up to ${usd(figures.medicareAdvantage.moopInNetwork, L)} a year in network: ${usd(s.daily, L)}/day pays ${nameMid} cash from day one of an admission.`
          : `${name} wants hospital bills covered: ${usd(s.daily, L)}/day is paid in cash whatever other coverage pays.`;
      case "cancer":
        return s.pairing === "medigap"
          ? `Pairs with the supplement: Medigap pays the medical bills, a ${usd(s.lumpSum, L)} lump sum pays everything else (travel, lost income). Lifetime risk is about 1 in 2 men and 1 in 3 women.`
          : s.pairing === "goal"
            ? `${name} wants cancer covered: a ${usd(s.lumpSum, L)} lump sum on diagnosis pays what health coverage doesn't.`
            : `A ${usd(s.lumpSum, L)} cash benefit on a cancer diagnosis, for bills health coverage leaves behind.`;
      case "dental_vision_hearing":
        if (s.reason === "tfl")
          return "TRICARE For Life already pays after Medicare and TRICARE pharmacy covers drugs (creditable coverage), so no Medigap or Part D is needed: routine dental, glasses and hearing aids are what it leaves, and this covers them, with preventive care at 100%.";
        return s.reason === "original"
          ? "Original Medicare and Medigap don't cover routine dental, glasses or hearing aids; this does, with preventive care at 100%."
          : s.reason === "goal"
            ? `${name} asked about dental, vision and hearing: preventive dental at 100% from day one, with 6-12-month waits on major work.`
            : s.reason === "child"
              ? "Routine dental and vision for the child on a family plan."
              : "Routine dental, eyewear and hearing aids that medical coverage leaves out.";
      case "long_term_care":
        return `${name} is thinking about long-term care: a nursing home runs about $100,000 a year. Buying ${f.age !== undefined ? `at ${f.age}` : "now"} while healthy beats waiting (about +50% at 65 and +188% at 75 versus 55).`;
      case "fixed_annuity":
      case "indexed_annuity": {
        const reserve = usd(Math.max(0, s.savings - s.deposit.high), L);
        const part = `${usdRange(s.deposit, L)} of ${usd(s.savings, L)} in savings`;
        return s.product === "fixed_annuity"
          ? `${name} wants ${s.goal === "idle_savings" ? "idle savings working" : "safe growth"}: ${part} in a 5-year MYGA at up to ${pct(MYGA_5_YEAR_RATES.rows[0]!.rate, L, 2)} keeps principal protected; at least ${reserve} stays liquid.`
          : `${name} wants ${s.goal === "retirement_income" ? "retirement income" : "growth without market losses"}: ${part} in an FIA protects principal, credits index gains up to the cap, and can add a lifetime income rider; at least ${reserve} stays liquid.`;
      }
    }
  },

  basis(b, product) {
    if (b.kind === "cms") {
      return b.region === "unknown"
        ? `CMS ${b.year} initial, ${usdRange(b.initial, L)} by region`
        : `CMS ${b.year} initial${b.state ? ` for ${b.state}` : ""}, ${usdRange(b.initial, L)}`;
    }
    if (b.kind === "deposit") return `${pctRange(b.low, b.high, L, b.high < 0.1 ? 0 : 0)} of the deposit`;
    const of = b.target ? "of target premium" : "of annualised premium";
    const level =
      product === "final_expense"
        ? b.reduced
          ? " (graded/guaranteed-issue scale)"
          : " (contract level)"
        : "";
    const split = b.split
      ? `, ${pct(b.split.excess, L)} on the excess (target taken as ${pctRange(b.split.shareLow, b.split.shareHigh, L)} of the funding)`
      : "";
    return `${pctRange(b.low, b.high, L)} ${of}${level}${split}${b.feeExcluded ? ", policy fee excluded" : ""}`;
  },

  renewal(r) {
    if (r.kind === "cms") return `renewal ${usdRange(r.amount, L)}/yr (CMS ${r.year} cap)`;
    return `${pctRange(r.low, r.high, L)} of premium yearly${r.years ? `, years ${r.years}` : ""}`;
  },
};
