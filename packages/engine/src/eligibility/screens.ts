/**
 * Extra Help, Medicare Savings Program and IRMAA screens from stated income (and savings where known).
 * "likely": under the limit with nothing against it; "possible": near a limit (within 10%) or a fact is
 * missing (resources); "unlikely": clearly over; "unknown": no income stated. The limits each screen
 * reports are precomputed per state and household size, so a call only compares numbers.
 */
import { ELIG, type RuleSource } from "../facts/eligibility-sources.js";
import { EXTRA_HELP_LIMITS, MSP_LIMITS } from "../facts/low-income.js";
import { medicareFigures } from "../facts/medicare.js";
import type { ClientProfile } from "../types.js";
import type { ClientFacts } from "./facts.js";
import type { ExtraHelpScreen, IrmaaScreen, MspScreen, ScreenLimits, ScreenStatus } from "./types.js";
import { STATE_CODES } from "./types.js";

const NEAR = 1.1;
const EH = EXTRA_HELP_LIMITS[2026]!;
const MSP = MSP_LIMITS[2026]!;

/**
 * The income a married couple's screens count: the client's and the spouse's own ("his SS 1,900, hers
 * 1,200"), as Extra Help, the Medicare Savings Programs and a joint return do. Single: the client's.
 */
function householdIncome(p: ClientProfile): number | undefined {
  const spouse =
    p.maritalStatus === "married" ? p.household?.find((m) => m.relation === "spouse")?.income : undefined;
  if (spouse === undefined) return p.income;
  return (p.income ?? 0) + spouse;
}

function byIncome(income: number | undefined, limit: number): ScreenStatus {
  if (income === undefined) return "unknown";
  if (income <= limit) return "likely";
  if (income <= limit * NEAR) return "possible";
  return "unlikely";
}

function bySavings(
  status: ScreenStatus,
  savings: number | undefined,
  resources: number | null,
): ScreenStatus {
  if (status !== "likely" || resources === null) return status;
  if (savings === undefined) return "possible";
  if (savings > resources * NEAR) return "unlikely";
  if (savings > resources) return "possible";
  return status;
}

// ---- Extra Help --------------------------------------------------------------------------------------

const EH_NOTE = "Income: 150% FPL 2026. Resources: the 2024 limit (the 2026 figure was not found).";
function ehLimits(state: string | undefined, hh: 1 | 2): ScreenLimits {
  const inc = state === "AK" || state === "HI" ? EH.incomeByState[state] : EH.income;
  return Object.freeze({
    incomeYearly: hh === 2 ? inc.couple : inc.single,
    resources: hh === 2 ? EH.lastKnownResources.couple : EH.lastKnownResources.single,
    household: hh,
    year: EH.year,
    source: ELIG.R50,
    note: state === "PR" ? "Extra Help is not available in Puerto Rico." : EH_NOTE,
  });
}
const EH_BY_STATE = new Map<string | undefined, readonly [ScreenLimits, ScreenLimits]>();
for (const s of [undefined, ...STATE_CODES]) EH_BY_STATE.set(s, [ehLimits(s, 1), ehLimits(s, 2)]);

export function screenExtraHelp(p: ClientProfile, f: ClientFacts): ExtraHelpScreen {
  const pair = EH_BY_STATE.get(f.state) ?? EH_BY_STATE.get(undefined)!;
  const limits = pair[p.maritalStatus === "married" ? 1 : 0];
  if (f.extraHelp) return { status: "likely", limits, has: true };
  if (f.state === "PR") return { status: "unlikely", limits };
  return {
    status: bySavings(byIncome(householdIncome(p), limits.incomeYearly), p.savings, limits.resources),
    limits,
  };
}

// ---- Medicare Savings Programs ------------------------------------------------------------------------

interface MspBase {
  monthlyLimits: MspScreen["monthlyLimits"];
  resources: number | null;
  household: 1 | 2;
  source: RuleSource;
  note: string;
  fullNote: string;
  /** Alaska and Hawaii have higher poverty levels the sources did not give for MSP: "possible" is wider. */
  near: number;
}

function mspBase(state: string | undefined, hh: 1 | 2): MspBase {
  const key = hh === 2 ? "couple" : "single";
  const st = state ? MSP.stateLimits[state] : undefined;
  let qmb = MSP.monthly.qmb[key];
  let slmb: number | null = MSP.monthly.slmb[key];
  let qi = MSP.monthly.qi[key];
  let resources: number | null = MSP.resources[key];
  let note = MSP.note ?? "";
  let source = ELIG.R52;
  if (st) {
    const fpl = MSP.fplMonthly[key];
    qmb = Math.round(fpl * st.qmbFpl) + 20;
    slmb = st.slmbFpl === null ? null : Math.round(fpl * st.slmbFpl) + 20;
    qi = Math.round(fpl * st.qiFpl) + 20;
    resources = st.resources ? st.resources[key] : null;
    note = `${st.note} Applied to the 2026 FPL (computed).`;
    source = state === "NY" ? ELIG.R54ny : ELIG.R54;
  } else if (state && MSP.noAssetTest.includes(state)) {
    resources = null;
    note = `${note} No asset test in this state.`;
  }
  return {
    monthlyLimits: Object.freeze({ qmb, slmb, qi }),
    resources,
    household: hh,
    source,
    note,
    fullNote: `${note} Full Medicaid: the state pays Part B.`,
    near: state === "AK" || state === "HI" ? 1.25 : NEAR,
  };
}
const MSP_BY_STATE = new Map<string | undefined, readonly [MspBase, MspBase]>();
for (const s of [undefined, ...STATE_CODES]) MSP_BY_STATE.set(s, [mspBase(s, 1), mspBase(s, 2)]);

function msp(b: MspBase, status: ScreenStatus, level: MspScreen["level"], full = false): MspScreen {
  const out: MspScreen = {
    status,
    monthlyLimits: b.monthlyLimits,
    resources: b.resources,
    household: b.household,
    year: MSP.year,
    source: b.source,
    note: full ? b.fullNote : b.note,
  };
  if (level) out.level = level;
  return out;
}

export function screenMsp(p: ClientProfile, f: ClientFacts): MspScreen {
  const pair = MSP_BY_STATE.get(f.state) ?? MSP_BY_STATE.get(undefined)!;
  const b = pair[p.maritalStatus === "married" ? 1 : 0];
  const lvl = f.medicaidLevel;
  if (lvl === "qmb" || lvl === "slmb" || lvl === "qi") return msp(b, "likely", lvl);
  if (lvl === "full") return msp(b, "likely", "qmb", true);
  const income = householdIncome(p);
  if (income === undefined) return msp(b, "unknown", undefined);
  const monthly = income / 12;
  const { qmb, slmb, qi } = b.monthlyLimits;
  let level: MspScreen["level"];
  if (monthly <= qmb) level = "qmb";
  else if (slmb !== null && monthly <= slmb) level = "slmb";
  else if (monthly <= qi) level = "qi";
  const status: ScreenStatus = level ? "likely" : monthly <= qi * b.near ? "possible" : "unlikely";
  return msp(b, bySavings(status, p.savings, b.resources), level);
}

// ---- IRMAA ---------------------------------------------------------------------------------------------

const IRMAA_NOTE =
  "IRMAA uses the tax return from two years earlier (2024 MAGI for 2026); stated income is a proxy. Married filing separately pays more; a life-changing event can be appealed on SSA-44.";

export function screenIrmaa(p: ClientProfile, planYear: number): IrmaaScreen {
  const f = medicareFigures(planYear);
  const filing: IrmaaScreen["filing"] =
    p.maritalStatus === "married" ? "joint" : p.maritalStatus ? "single" : "unknown";
  const income = householdIncome(p);
  if (income === undefined)
    return { status: "unknown", filing, year: f.year, source: ELIG.R58, note: IRMAA_NOTE };
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
  const t = tiers[tier]!;
  return {
    status,
    tier,
    filing,
    partBMonthly: t.partBMonthly,
    partDAddOn: t.partDAddOn,
    year: f.year,
    source: ELIG.R58,
    note: IRMAA_NOTE,
  };
}
