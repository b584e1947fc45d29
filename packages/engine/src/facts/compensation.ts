/**
 * CMS maximum agent/broker compensation for Medicare Advantage (MA/MAPD) and stand-alone Part D (PDP),
 * per member per year (packages/engine/src/facts/commissions.ts). Carriers may pay up to these caps; renewal is capped at 50%
 * of fair market value. The CY2025 rule's folding of admin fees was vacated on Aug 18, 2025 [S70], but
 * the published caps for 2025-2026 are the figures agents are paid against.
 */
import type { Money } from "../types.js";
import { REF } from "./sources.js";
import type { Sourced } from "./types.js";

export type CmsRegion = "national" | "ct_pa_dc" | "ca_nj" | "pr_vi";

export interface CmsCompensationYear extends Sourced {
  /** MA/MAPD initial and renewal by region; a year without a regional split holds `national` only. */
  ma: Partial<Record<CmsRegion, { initial: number; renewal: number | null }>> & {
    national: { initial: number; renewal: number | null };
  };
  pdp: { initial: number; renewal: number | null };
}

export const CMS_COMPENSATION: readonly CmsCompensationYear[] = [
  {
    year: 2021,
    source: [REF.S75],
    ma: { national: { initial: 539, renewal: 270 } },
    pdp: { initial: 81, renewal: 41 },
  },
  {
    year: 2022,
    source: [REF.S162],
    ma: { national: { initial: 573, renewal: null }, ca_nj: { initial: 715, renewal: null } },
    pdp: { initial: 87, renewal: null },
    note: "Only the national and California initial amounts were captured for 2022.",
  },
  {
    year: 2023,
    source: [REF.S72],
    ma: { national: { initial: 601, renewal: 301 } },
    pdp: { initial: 92, renewal: 46 },
  },
  {
    year: 2024,
    source: [REF.S71],
    ma: { national: { initial: 611, renewal: 306 } },
    pdp: { initial: 100, renewal: 50 },
  },
  {
    year: 2025,
    source: [REF.S66, REF.S67, REF.S68],
    ma: {
      national: { initial: 626, renewal: 313 },
      ct_pa_dc: { initial: 705, renewal: 353 },
      ca_nj: { initial: 780, renewal: 390 },
      pr_vi: { initial: 428, renewal: 214 },
    },
    pdp: { initial: 109, renewal: 55 },
  },
  {
    year: 2026,
    source: [REF.S66, REF.S67, REF.S68],
    ma: {
      national: { initial: 694, renewal: 347 },
      ct_pa_dc: { initial: 781, renewal: 391 },
      ca_nj: { initial: 864, renewal: 432 },
      pr_vi: { initial: 474, renewal: 237 },
    },
    pdp: { initial: 114, renewal: 57 },
    note: "A CY2027 compensation memo exists (reported June 2026) but its amounts were not captured; 2026 is carried forward.",
  },
];

/** Finder/referral fees (unchanged for 2026) [S67][S68]. */
export const CMS_REFERRAL_FEES = { year: 2026, source: [REF.S67, REF.S68], ma: 100, pdp: 25 } as const;

/** Payment rules that shape what an agent actually receives (packages/engine/src/facts/commissions.ts). */
export const CMS_COMPENSATION_RULES = {
  year: 2026,
  source: [REF.S68, REF.S73, REF.S74],
  renewalCapShareOfFairMarketValue: 0.5,
  rapidDisenrollmentMonths: 3,
  note: "Initial pays for a first-time enrollee in the plan type; a like-plan switch pays renewal; non-AEP effective months are usually pro-rated; no second commission for an MA-PD's built-in drug coverage.",
} as const;

const REGION_OF_STATE: Readonly<Record<string, CmsRegion>> = {
  CT: "ct_pa_dc",
  PA: "ct_pa_dc",
  DC: "ct_pa_dc",
  CA: "ca_nj",
  NJ: "ca_nj",
  PR: "pr_vi",
  VI: "pr_vi",
};

export function cmsRegionForState(state: string | undefined): CmsRegion | undefined {
  if (!state) return undefined;
  return REGION_OF_STATE[state.toUpperCase()] ?? "national";
}

const BY_YEAR = new Map(CMS_COMPENSATION.map((y) => [y.year, y]));
const FIRST = CMS_COMPENSATION[0]!.year;
const LAST = CMS_COMPENSATION[CMS_COMPENSATION.length - 1]!.year;

export function cmsCompensationYear(year: number): CmsCompensationYear {
  const y = year > LAST ? LAST : year < FIRST ? FIRST : year;
  return BY_YEAR.get(y)!;
}

export interface CmsCompensationQuote {
  year: number;
  region: CmsRegion | "unknown";
  initial: Money;
  renewal: Money | null;
}

// The 50 states and DC span national..CA/NJ; PR/VI sit below and apply only when the state says so.
const STATE_REGIONS: readonly CmsRegion[] = ["national", "ct_pa_dc", "ca_nj"];

/** Initial and renewal caps for one product in one plan year; a range across regions when the state is unknown. */
export function cmsCompensation(
  year: number,
  product: "medicare_advantage" | "part_d",
  state?: string,
): CmsCompensationQuote {
  const table = cmsCompensationYear(year);
  if (product === "part_d") {
    const r = table.pdp.renewal;
    return {
      year: table.year,
      region: "national",
      initial: { low: table.pdp.initial, high: table.pdp.initial },
      renewal: r === null ? null : { low: r, high: r },
    };
  }
  const region = cmsRegionForState(state);
  if (region) {
    const row = table.ma[region] ?? table.ma.national;
    return {
      year: table.year,
      region,
      initial: { low: row.initial, high: row.initial },
      renewal: row.renewal === null ? null : { low: row.renewal, high: row.renewal },
    };
  }
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  let rlo = Number.POSITIVE_INFINITY;
  let rhi = 0;
  for (const key of STATE_REGIONS) {
    const row = table.ma[key];
    if (!row) continue;
    lo = Math.min(lo, row.initial);
    hi = Math.max(hi, row.initial);
    if (row.renewal !== null) {
      rlo = Math.min(rlo, row.renewal);
      rhi = Math.max(rhi, row.renewal);
    }
  }
  return {
    year: table.year,
    region: "unknown",
    initial: { low: lo, high: hi },
    renewal: rhi === 0 ? null : { low: rlo, high: rhi },
  };
}
