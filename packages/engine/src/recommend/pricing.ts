/**
 * Premium estimates from the fact tables. Every function returns a monthly (or single) range whose low
 * end is the best case the tables support for this client and whose high end the worst; unknown facts
 * (sex, age) widen the range rather than being guessed. Interpolation tables are built once at load.
 */
import type { MedicareFigures } from "../facts/medicare.js";
import {
  FINAL_EXPENSE_CARRIER_SPREAD,
  FINAL_EXPENSE_CLASS_FACTORS,
  FINAL_EXPENSE_POINT_RATES,
} from "../facts/premiums/final-expense.js";
import { IUL_FUNDING } from "../facts/premiums/iul.js";
import { LTC_AGE_FACTORS, LTC_PREMIUMS_AT_55 } from "../facts/premiums/long-term-care.js";
import { MEDICARE_ADVANTAGE_PREMIUM, PART_D_PREMIUM } from "../facts/premiums/medicare-plans.js";
import {
  MEDIGAP_2018_BY_AGE,
  MEDIGAP_COMMUNITY_RATED,
  MEDIGAP_ESTIMATE_BASIS,
  MEDIGAP_STATE_LEVELS,
} from "../facts/premiums/medigap.js";
import {
  type AgeBandPremium,
  CANCER_PREMIUMS,
  DENTAL_VISION_HEARING_PREMIUMS,
  HOSPITAL_INDEMNITY_PREMIUMS,
} from "../facts/premiums/supplemental.js";
import {
  TERM_10_POINTS,
  TERM_20_RATES,
  TERM_AGES,
  TERM_POLICY_FEE,
  type TermKey,
} from "../facts/premiums/term-life.js";
import { JUVENILE_WHOLE_LIFE_10K, WHOLE_LIFE_100K } from "../facts/premiums/whole-life.js";
import { type FinalExpenseClass, ISSUE_AGES, RATED_LIFE_FACTOR } from "../facts/underwriting.js";
import type { Money, ProductId } from "../types.js";
import type { ClientFacts } from "./client.js";
import { interpolate, money } from "./format.js";

type Pts = readonly { x: number; y: number }[];
type Sex = "female" | "male";

const feRows = FINAL_EXPENSE_POINT_RATES.rows;
const FE_POINTS: Readonly<Record<Sex, { p10: Pts; p25: Pts }>> = {
  female: {
    p10: feRows.map((r) => ({ x: r.age, y: r.f10 })),
    p25: feRows.map((r) => ({ x: r.age, y: r.f25 })),
  },
  male: {
    p10: feRows.map((r) => ({ x: r.age, y: r.m10 })),
    p25: feRows.map((r) => ({ x: r.age, y: r.m25 })),
  },
};

/** The client's ages to price at, clamped to a product's issue ages: [for the low end, for the high end]. */
function pricingAges(product: ProductId, f: ClientFacts): [number, number] {
  const w = ISSUE_AGES[product];
  const clamp = (a: number) => Math.min(w.max, Math.max(w.min, a));
  return [clamp(f.ageLow), clamp(f.ageHigh)];
}

function sexes(f: ClientFacts): [Sex, Sex] {
  // Unknown sex: women's rates for the low end, men's for the high end.
  return f.sex ? [f.sex, f.sex] : ["female", "male"];
}

/** Level, non-tobacco final expense at one age and face, from the point rates (affine in face). */
function finalExpenseBase(age: number, sex: Sex, face: number): number {
  const p10 = interpolate(FE_POINTS[sex].p10, age);
  const p25 = interpolate(FE_POINTS[sex].p25, age);
  return Math.max(1, p10 + ((p25 - p10) * (face - 10_000)) / 15_000);
}

function classFactor(cls: FinalExpenseClass, tobacco: boolean, end: "low" | "high"): number {
  const k = FINAL_EXPENSE_CLASS_FACTORS;
  if (cls === "guaranteed") return k.guaranteed[end];
  const t = tobacco ? k.tobacco[end] : 1;
  return cls === "graded" ? k.graded[end] * t : t;
}

/** Final-expense premium by face for one client: the age/sex interpolation is done once, faces are affine. */
export function finalExpensePricer(
  f: ClientFacts,
  cls: { best: FinalExpenseClass; worst: FinalExpenseClass },
): (face: number) => Money {
  const [aLow, aHigh] = pricingAges("final_expense", f);
  const [sLow, sHigh] = sexes(f);
  const s = FINAL_EXPENSE_CARRIER_SPREAD;
  const kLow = s.low * classFactor(cls.best, f.tobacco, "low");
  const kHigh = s.high * classFactor(cls.worst, f.tobacco, "high");
  const l10 = interpolate(FE_POINTS[sLow].p10, aLow);
  const l25 = interpolate(FE_POINTS[sLow].p25, aLow);
  const h10 = interpolate(FE_POINTS[sHigh].p10, aHigh);
  const h25 = interpolate(FE_POINTS[sHigh].p25, aHigh);
  const at = (p10: number, p25: number, face: number) =>
    Math.max(1, p10 + ((p25 - p10) * (face - 10_000)) / 15_000);
  return (face) => money(at(l10, l25, face) * kLow, at(h10, h25, face) * kHigh);
}

const termRanges = TERM_20_RATES.ranges;
const termPts = (key: TermKey, end: "low" | "high"): Pts =>
  TERM_AGES.map((age, i) => ({ x: age, y: termRanges[key][i]![end] }));
const TERM_PTS: Readonly<Record<TermKey, { low: Pts; high: Pts }>> = {
  "female:non_tobacco": {
    low: termPts("female:non_tobacco", "low"),
    high: termPts("female:non_tobacco", "high"),
  },
  "female:tobacco": { low: termPts("female:tobacco", "low"), high: termPts("female:tobacco", "high") },
  "male:non_tobacco": { low: termPts("male:non_tobacco", "low"), high: termPts("male:non_tobacco", "high") },
  "male:tobacco": { low: termPts("male:tobacco", "low"), high: termPts("male:tobacco", "high") },
};
const T10: Readonly<Record<Sex, Pts>> = {
  female: TERM_10_POINTS.rows.map((r) => ({ x: r.age, y: r.female })),
  male: TERM_10_POINTS.rows.map((r) => ({ x: r.age, y: r.male })),
};
const FEE_MONTHLY = TERM_POLICY_FEE.yearly / 12;

/** 20-year term to 60, 10-year from 61 (longer terms end earlier). */
export function termYears(age: number): 20 | 10 {
  return age <= 60 ? 20 : 10;
}

/** The rate tables by sex, looked up without building a key string per call. */
const TERM_BY_SEX: Readonly<
  Record<Sex, { tobacco: { low: Pts; high: Pts }; nonTobacco: { low: Pts; high: Pts } }>
> = {
  female: { tobacco: TERM_PTS["female:tobacco"], nonTobacco: TERM_PTS["female:non_tobacco"] },
  male: { tobacco: TERM_PTS["male:tobacco"], nonTobacco: TERM_PTS["male:non_tobacco"] },
};

/** $500k monthly premium at one age for one end of the range. */
function term500(age: number, sex: Sex, tobacco: boolean, end: "low" | "high"): number {
  const bySex = TERM_BY_SEX[sex];
  if (termYears(age) === 20) return interpolate((tobacco ? bySex.tobacco : bySex.nonTobacco)[end], age);
  // 10-year: the 10-year point for the low end, the 20-year rate as a ceiling for the high end (to 65),
  // extrapolated beyond 65 at the yearly growth seen between 60 and 65.
  const g = TERM_10_POINTS.yearlyGrowthBeyond65;
  const smokerRatio = tobacco
    ? interpolate(bySex.tobacco[end], Math.min(age, 65)) /
      interpolate(bySex.nonTobacco[end], Math.min(age, 65))
    : 1;
  const base =
    end === "low"
      ? interpolate(T10[sex], Math.min(age, 65))
      : interpolate(bySex.nonTobacco.high, Math.min(age, 65));
  const years = Math.max(0, age - 65);
  return base * smokerRatio * (1 + (end === "low" ? g.low : g.high)) ** years;
}

/** Per-dollar scaling from the $500k table after taking out the per-policy fee. */
function scaleFace(rate500: number, face: number): number {
  return Math.max(FEE_MONTHLY, rate500 - FEE_MONTHLY) * (face / 500_000) + FEE_MONTHLY;
}

/** Term premium by face for one client: the $500k rates are looked up once, faces scale per dollar. */
export function termPricer(f: ClientFacts): (face: number) => Money {
  const [aLow, aHigh] = pricingAges("term_life", f);
  const [sLow, sHigh] = sexes(f);
  const rLow = term500(aLow, sLow, f.tobacco, "low");
  const rHigh = term500(aHigh, sHigh, f.tobacco, "high");
  const rated = f.lifeUnderwriting === "rated";
  const kLow = rated ? RATED_LIFE_FACTOR.low : 1;
  const kHigh = rated ? RATED_LIFE_FACTOR.high : 1;
  return (face) => money(scaleFace(rLow, face) * kLow, scaleFace(rHigh, face) * kHigh);
}

const G_SLOPE: Pts = (() => {
  const rows = MEDIGAP_2018_BY_AGE.rows;
  const base = rows[0]!.planG;
  const pts: { x: number; y: number }[] = rows.map((r) => ({ x: r.age, y: r.planG / base }));
  // Past 85 the 80-85 yearly rise continues (no older figure was found).
  const a = rows[rows.length - 2]!;
  const b = rows[rows.length - 1]!;
  const perYear = (b.planG - a.planG) / (b.age - a.age) / base;
  pts.push({ x: 110, y: b.planG / base + perYear * (110 - b.age) });
  return pts;
})();

const STATE_LEVELS: Readonly<Record<string, { G: Money; N: Money }>> = MEDIGAP_STATE_LEVELS.states;
const COMMUNITY_RATED: ReadonlySet<string> = new Set(MEDIGAP_COMMUNITY_RATED.states);

/**
 * The state's price level at 65 where one is sourced (New York runs far above the national range), and
 * no age slope where the state requires community rating (one price at every age).
 */
export function medigapMonthly(f: ClientFacts, plan: "G" | "N"): Money {
  const [aLow, aHigh] = pricingAges("medicare_supplement", f);
  const state = f.profile.state?.toUpperCase() ?? "";
  const basis = STATE_LEVELS[state]?.[plan] ?? MEDIGAP_ESTIMATE_BASIS.at65[plan];
  const t = f.tobacco ? MEDIGAP_ESTIMATE_BASIS.tobacco : { low: 1, high: 1 };
  const flat = COMMUNITY_RATED.has(state);
  const slope = (age: number) => (flat ? 1 : interpolate(G_SLOPE, Math.max(65, age)));
  return money(basis.low * slope(aLow) * t.low, basis.high * slope(aHigh) * t.high);
}

export function partDMonthly(figures: MedicareFigures): Money {
  const avg = figures.partD.averageStandAlonePremium;
  return money(avg * PART_D_PREMIUM.ofAverage.low, avg * PART_D_PREMIUM.ofAverage.high);
}

export function medicareAdvantageMonthly(): Money {
  return money(MEDICARE_ADVANTAGE_PREMIUM.monthly.low, MEDICARE_ADVANTAGE_PREMIUM.monthly.high);
}

function band(bands: readonly AgeBandPremium[], age: number): AgeBandPremium {
  for (const b of bands) if (age >= b.minAge && age <= b.maxAge) return b;
  return age < bands[0]!.minAge ? bands[0]! : bands[bands.length - 1]!;
}

/** $250/day prices in the lower half of the band, $300/day in the upper half (the sourced plans at 65-69). */
export function hospitalIndemnityMonthly(f: ClientFacts, daily: number): Money {
  const [aLow, aHigh] = pricingAges("hospital_indemnity", f);
  const lo = band(HOSPITAL_INDEMNITY_PREMIUMS.bands, aLow).monthly;
  const hi = band(HOSPITAL_INDEMNITY_PREMIUMS.bands, aHigh).monthly;
  const midLo = (lo.low + lo.high) / 2;
  const midHi = (hi.low + hi.high) / 2;
  return daily >= 300 ? money(midLo, hi.high) : money(lo.low, midHi);
}

export function cancerMonthly(f: ClientFacts): Money {
  const [aLow, aHigh] = pricingAges("cancer", f);
  return money(
    band(CANCER_PREMIUMS.bands, aLow).monthly.low,
    band(CANCER_PREMIUMS.bands, aHigh).monthly.high,
  );
}

export function dentalVisionHearingMonthly(): Money {
  const m = DENTAL_VISION_HEARING_PREMIUMS.monthly;
  return money(m.low, m.high);
}

const LTC_PTS: Pts = (() => {
  const pts: { x: number; y: number }[] = LTC_AGE_FACTORS.points.map((p) => ({ x: p.age, y: p.factor }));
  const a = pts[pts.length - 2]!;
  const b = pts[pts.length - 1]!;
  pts.push({ x: 79, y: b.y + ((b.y - a.y) / (b.x - a.x)) * (79 - b.x) });
  return pts;
})();

export function longTermCareMonthly(f: ClientFacts): Money {
  const [aLow, aHigh] = pricingAges("long_term_care", f);
  const y = LTC_PREMIUMS_AT_55.yearly;
  const lowYearly = f.sex ? y[f.sex].low : Math.min(y.female.low, y.male.low);
  const highYearly = f.sex ? y[f.sex].high : Math.max(y.female.high, y.male.high);
  return money(
    (lowYearly * interpolate(LTC_PTS, aLow)) / 12,
    (highYearly * interpolate(LTC_PTS, aHigh)) / 12,
  );
}

const WL_PTS: Readonly<Record<Sex, Pts>> = {
  female: WHOLE_LIFE_100K.rows.map((r) => ({ x: r.age, y: r.female })),
  male: WHOLE_LIFE_100K.rows.map((r) => ({ x: r.age, y: r.male })),
};

/**
 * Whole life: juvenile allowance under 18; final-expense pricing (with its class factors) up to $25k; the
 * $100k table scaled per dollar above that. Below 45 the tables' youngest age is used (conservative).
 */
export function wholeLifeMonthly(
  f: ClientFacts,
  face: number,
  cls: { best: FinalExpenseClass; worst: FinalExpenseClass },
): Money {
  const [aLow, aHigh] = pricingAges("whole_life", f);
  if (aHigh < 18) {
    const j = JUVENILE_WHOLE_LIFE_10K.monthly;
    return money((j.low * face) / 10_000, (j.high * face) / 10_000);
  }
  const [sLow, sHigh] = sexes(f);
  const s = FINAL_EXPENSE_CARRIER_SPREAD;
  const ageL = Math.max(45, aLow);
  const ageH = Math.max(45, aHigh);
  if (face <= 25_000) {
    return money(
      finalExpenseBase(ageL, sLow, face) * s.low * classFactor(cls.best, f.tobacco, "low"),
      finalExpenseBase(ageH, sHigh, face) * s.high * classFactor(cls.worst, f.tobacco, "high"),
    );
  }
  const perDollarLow = interpolate(WL_PTS[sLow], ageL) / 100_000;
  const perDollarHigh = interpolate(WL_PTS[sHigh], ageH) / 100_000;
  return money(
    perDollarLow * face * s.low * classFactor(cls.best, f.tobacco, "low"),
    perDollarHigh * face * s.high * classFactor(cls.worst, f.tobacco, "high"),
  );
}

/** IUL funding proposal (a planning figure): a share of monthly income, at least the minimum premium. */
export function iulMonthly(income: number): Money {
  const k = IUL_FUNDING;
  const low = Math.max(k.minimumMonthly, (income * k.shareOfIncome.low) / 12);
  const high = Math.max(low, (income * k.shareOfIncome.high) / 12);
  return money(Math.round(low / 25) * 25, Math.round(high / 25) * 25);
}
