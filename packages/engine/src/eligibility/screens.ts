/**
 * Extra Help, Medicare Savings Program and IRMAA screens from stated income (and savings where known).
 * "likely": under the limit with nothing against it; "possible": near a limit (within 10%) or a fact is
 * missing (resources); "unlikely": clearly over; "unknown": no income stated.
 */
import { ELIG } from "../facts/eligibility-sources.js";
import { EXTRA_HELP_LIMITS, MSP_LIMITS } from "../facts/low-income.js";
import { medicareFigures } from "../facts/medicare.js";
import type { ClientProfile } from "../types.js";
import type { ClientFacts } from "./facts.js";
import type { ExtraHelpScreen, IrmaaScreen, MspScreen, ScreenLimits, ScreenStatus } from "./types.js";

const NEAR = 1.1;
const EH = EXTRA_HELP_LIMITS[2026]!;
const MSP = MSP_LIMITS[2026]!;

function household(p: ClientProfile): 1 | 2 {
  return p.maritalStatus === "married" ? 2 : 1;
}

function byIncome(income: number | undefined, limit: number): ScreenStatus {
  if (income === undefined) return "unknown";
  if (income <= limit) return "likely";
  if (income <= limit * NEAR) return "possible";
  return "unlikely";
}

export function screenExtraHelp(p: ClientProfile, f: ClientFacts): ExtraHelpScreen {
  const hh = household(p);
  const byState = f.state === "AK" || f.state === "HI" ? EH.incomeByState[f.state] : EH.income;
  const incomeYearly = hh === 2 ? byState.couple : byState.single;
  const resources = hh === 2 ? EH.lastKnownResources.couple : EH.lastKnownResources.single;
  const limits: ScreenLimits = {
    incomeYearly,
    resources,
    household: hh,
    year: EH.year,
    source: ELIG.R50,
    note: "Income: 150% FPL 2026. Resources: the 2024 limit (the 2026 figure was not found).",
  };
  if (f.extraHelp) return { status: "likely", limits, has: true };
  if (f.state === "PR")
    return { status: "unlikely", limits: { ...limits, note: "Extra Help is not available in Puerto Rico." } };
  let status = byIncome(p.income, incomeYearly);
  if (status === "likely") {
    if (p.savings === undefined) status = "possible";
    else if (p.savings > resources * NEAR) status = "unlikely";
    else if (p.savings > resources) status = "possible";
  }
  return { status, limits };
}

export function screenMsp(p: ClientProfile, f: ClientFacts): MspScreen {
  const hh = household(p);
  const key = hh === 2 ? "couple" : "single";
  const st = f.state ? MSP.stateLimits[f.state] : undefined;
  let qmb = MSP.monthly.qmb[key];
  let slmb: number | null = MSP.monthly.slmb[key];
  let qi = MSP.monthly.qi[key];
  let resources: number | null = MSP.resources[key];
  let note = MSP.note;
  let source = ELIG.R52;
  if (st) {
    const fpl = MSP.fplMonthly[key];
    qmb = Math.round(fpl * st.qmbFpl) + 20;
    slmb = st.slmbFpl === null ? null : Math.round(fpl * st.slmbFpl) + 20;
    qi = Math.round(fpl * st.qiFpl) + 20;
    resources = st.resources ? st.resources[key] : null;
    note = `${st.note} Applied to the 2026 FPL (computed).`;
    source = f.state === "NY" ? ELIG.R54ny : ELIG.R54;
  } else if (f.state && MSP.noAssetTest.includes(f.state)) {
    resources = null;
    note = `${MSP.note} No asset test in this state.`;
  }
  const base = { monthlyLimits: { qmb, slmb, qi }, resources, household: hh, year: MSP.year, source, note };
  const lvl = f.medicaidLevel;
  if (lvl === "qmb" || lvl === "slmb" || lvl === "qi") return { status: "likely", level: lvl, ...base };
  if (lvl === "full")
    return { status: "likely", level: "qmb", ...base, note: `${note} Full Medicaid: the state pays Part B.` };
  if (p.income === undefined) return { status: "unknown", ...base };
  const monthly = p.income / 12;
  // Alaska and Hawaii have higher poverty levels that the sources did not give for MSP: widen "possible".
  const near = f.state === "AK" || f.state === "HI" ? 1.25 : NEAR;
  let status: ScreenStatus;
  let level: MspScreen["level"];
  if (monthly <= qmb) level = "qmb";
  else if (slmb !== null && monthly <= slmb) level = "slmb";
  else if (monthly <= qi) level = "qi";
  if (level) status = "likely";
  else status = monthly <= qi * near ? "possible" : "unlikely";
  if (status === "likely" && resources !== null) {
    if (p.savings === undefined) status = "possible";
    else if (p.savings > resources * NEAR) status = "unlikely";
    else if (p.savings > resources) status = "possible";
  }
  const out: MspScreen = { status, ...base };
  if (level) out.level = level;
  return out;
}

export function screenIrmaa(p: ClientProfile, planYear: number): IrmaaScreen {
  const f = medicareFigures(planYear);
  const filing: IrmaaScreen["filing"] =
    p.maritalStatus === "married" ? "joint" : p.maritalStatus ? "single" : "unknown";
  const note =
    "IRMAA uses the tax return from two years earlier (2024 MAGI for 2026); stated income is a proxy. Married filing separately pays more; a life-changing event can be appealed on SSA-44.";
  const base = { filing, year: f.year, source: ELIG.R58, note };
  const income = p.income;
  if (income === undefined) return { status: "unknown", ...base };
  const tiers = f.partB.irmaa;
  const joint = filing === "joint";
  let tier = tiers.length - 1;
  for (let i = 0; i < tiers.length; i++) {
    const up = joint ? tiers[i]!.jointUpTo : tiers[i]!.singleUpTo;
    if (up === null || income <= up) {
      tier = i;
      break;
    }
  }
  const first = (joint ? tiers[0]!.jointUpTo : tiers[0]!.singleUpTo)!;
  let status: ScreenStatus;
  if (tier > 0) status = income > first * NEAR ? "likely" : "possible";
  else status = income > first / NEAR ? "possible" : "unlikely";
  if (filing === "unknown" && status === "unlikely" && income > tiers[0]!.singleUpTo! / NEAR)
    status = "possible";
  const t = tiers[tier]!;
  return { status, tier, partBMonthly: t.partBMonthly, partDAddOn: t.partDAddOn, ...base };
}
