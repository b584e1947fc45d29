/**
 * Medigap rules by state (50 states, DC, Puerto Rico), from `docs/engine/eligibility.md#sources-and-confidence` §1. Where
 * the note says "unk" the row lists the field in `unknown`; where sources disagree (⚠️) it lists it in
 * `conflict` and, for a birthday rule, keeps the window every reading agrees on (the narrowest) and says
 * what the others claim. Nothing here is filled in from memory.
 * One table, kept whole so every state's row is read against the same note.
 */
import { ELIG, type RuleSource } from "../facts/eligibility-sources.js";
import type {
  ContinuousGi,
  ExtraGiRight,
  RatingMandate,
  StateCode,
  StateField,
  StateMedigapRule,
  SwitchRule,
  Under65Access,
} from "./types.js";

interface RowInput {
  name: string;
  continuousGi?: ContinuousGi;
  switchRule?: SwitchRule;
  u65: Under65Access;
  rating: RatingMandate;
  extraGi?: ExtraGiRight[];
  ownPlanDesign?: boolean;
  unknown?: StateField[];
  conflict?: StateField[];
  note?: string;
  src: (keyof typeof ELIG)[];
  confidence: StateMedigapRule["confidence"];
}

const U65: Record<Under65Access, { disability: boolean | null; esrd: boolean | null }> = {
  all_part_b_enrollees: { disability: true, esrd: true },
  required: { disability: true, esrd: true },
  required_disability_only: { disability: true, esrd: false },
  required_esrd_only: { disability: false, esrd: true },
  not_required: { disability: false, esrd: false },
  unknown: { disability: null, esrd: null },
};

function row(state: StateCode, i: RowInput): StateMedigapRule {
  const sources: RuleSource[] = i.src.map((k) => ELIG[k]);
  const unknown = new Set(i.unknown ?? []);
  if (i.u65 === "unknown") unknown.add("under65");
  if (i.rating === "unknown" && !(i.conflict ?? []).includes("rating")) unknown.add("rating");
  return Object.freeze({
    state,
    name: i.name,
    continuousGi: i.continuousGi ? Object.freeze(i.continuousGi) : null,
    switchRule: i.switchRule ? Object.freeze(i.switchRule) : null,
    under65: Object.freeze({ access: i.u65, ...U65[i.u65] }),
    rating: i.rating,
    extraGi: Object.freeze(i.extraGi ?? []),
    ownPlanDesign: i.ownPlanDesign ?? false,
    unknown: Object.freeze([...unknown]),
    conflict: Object.freeze(i.conflict ?? []),
    note: i.note ?? "",
    sourceIds: Object.freeze(i.src.slice()),
    sources: Object.freeze(sources),
    confidence: i.confidence,
    year: sources.reduce((y, s) => (s.year > y ? s.year : y), 0),
  });
}

const birthday = (
  days: number,
  plans: SwitchRule["plans"],
  insurer: SwitchRule["insurer"],
  effective: string | undefined,
  extra: Partial<SwitchRule> = {},
): SwitchRule => ({
  kind: "birthday",
  status: "in_force",
  anchor: "birthday",
  startOffsetDays: 0,
  windowDays: days,
  plans,
  insurer,
  ...(effective ? { effective } : {}),
  ...extra,
});

const ISSUE_AGE_CONFLICT =
  "Rating: one undated source says issue-age rating is required here (community also allowed); others call the state 'mostly issue-age'. No statute found.";

export const STATE_MEDIGAP_RULES: Readonly<Record<StateCode, StateMedigapRule>> = Object.freeze({
  AL: row("AL", {
    name: "Alabama",
    u65: "not_required",
    rating: "none",
    note: "Attained-age rating most common.",
    src: ["R23"],
    confidence: "M",
  }),
  AK: row("AK", {
    name: "Alaska",
    u65: "unknown",
    rating: "unknown",
    note: "Not on the 2015 or 2019 under-65 lists.",
    src: ["R21"],
    confidence: "L",
  }),
  AZ: row("AZ", {
    name: "Arizona",
    u65: "not_required",
    rating: "unknown",
    conflict: ["rating"],
    note: `Under-65 bill failed in 2021. ${ISSUE_AGE_CONFLICT}`,
    src: ["R22", "R20"],
    confidence: "M/L",
  }),
  AR: row("AR", {
    name: "Arkansas",
    u65: "required",
    rating: "community",
    note: "Under-65 access required since 2018. Whether community rating is still required was not confirmed.",
    src: ["R22", "R20"],
    confidence: "M",
  }),
  CA: row("CA", {
    name: "California",
    switchRule: birthday(60, "equal_or_lesser", "any", "2020-01-01", {
      conflictNote:
        "Statute: '60 days or more' from the birthday (SB 407). Some carriers accept applications from 30 days before; one page gives 7/1/2020 as the start.",
    }),
    u65: "required_disability_only",
    rating: "unknown",
    extraGi: [
      {
        id: "ma_leaves_area",
        days: 123,
        note: "123 days (not 63) after a Medicare Advantage plan leaves the area.",
      },
      {
        id: "employer_plan_ends",
        note: "Also when an employer stops covering the 20% coinsurance, when COBRA or Cal-COBRA ends, or on share-of-cost Medi-Cal.",
      },
    ],
    note: "Under-65 access for disability, not ESRD.",
    src: ["R7", "R5", "R21", "R29"],
    confidence: "H",
  }),
  CO: row("CO", { name: "Colorado", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  CT: row("CT", {
    name: "Connecticut",
    continuousGi: { kind: "year_round", plans: "any", who: "age_65_plus" },
    u65: "required",
    rating: "community",
    note: "Medigap is never medically underwritten (year-round guaranteed issue).",
    src: ["R1", "R2", "R20", "R21"],
    confidence: "H",
  }),
  DE: row("DE", {
    name: "Delaware",
    switchRule: birthday(61, "equal_or_lesser", "any", undefined, {
      status: "pending",
      startOffsetDays: -30,
      conflictNote:
        "Bill SB 71 (2025): 30 days before to at least 30 days after the birthday. Enactment not confirmed.",
    }),
    u65: "required_esrd_only",
    rating: "unknown",
    unknown: ["switchRule"],
    note: "Birthday rule proposed (SB 71, 2025), not confirmed in force. Under-65 access for ESRD, not disability.",
    src: ["R17", "R21"],
    confidence: "L",
  }),
  DC: row("DC", {
    name: "District of Columbia",
    u65: "not_required",
    rating: "unknown",
    note: "No under-65 requirement (coverage available).",
    src: ["R21"],
    confidence: "M",
  }),
  FL: row("FL", {
    name: "Florida",
    u65: "required",
    rating: "unknown",
    conflict: ["rating"],
    note: ISSUE_AGE_CONFLICT,
    src: ["R21", "R20"],
    confidence: "M/L",
  }),
  GA: row("GA", {
    name: "Georgia",
    u65: "required",
    rating: "unknown",
    conflict: ["rating"],
    note: ISSUE_AGE_CONFLICT,
    src: ["R21", "R20"],
    confidence: "M/L",
  }),
  HI: row("HI", {
    name: "Hawaii",
    u65: "all_part_b_enrollees",
    rating: "unknown",
    note: "Under-65 access from a 2015 list.",
    src: ["R21"],
    confidence: "L",
  }),
  ID: row("ID", {
    name: "Idaho",
    switchRule: birthday(63, "equal_or_lesser", "any", "2022-03-01"),
    u65: "required",
    rating: "unknown",
    conflict: ["rating"],
    note: `Under-65 access recently expanded (plans unknown). ${ISSUE_AGE_CONFLICT}`,
    src: ["R5", "R16", "R21", "R20"],
    confidence: "M",
  }),
  IL: row("IL", {
    name: "Illinois",
    switchRule: birthday(45, "equal_or_lesser", "same_or_affiliate", "2022-01-01", {
      ageMin: 65,
      ageMax: 75,
    }),
    u65: "required",
    rating: "unknown",
    note: "Ages 65-75 only; same issuer since 1/1/2022, or an affiliate since P.A. 103-0747 (2024). Bill HB 2775 (2025) would add a 30-day GI after leaving MA; status unknown. Medigap free look 30 days.",
    src: ["R9", "R21"],
    confidence: "H",
  }),
  IN: row("IN", {
    name: "Indiana",
    switchRule: birthday(30, "same_letter", "any", "2026-01-01", {
      conflictNote:
        "Carrier notices: 60 days, same plan letter, any carrier. senior65 (citing HB 1226): 30 days after the birthday, equal or fewer benefits. Kept: 30 days from the birthday, same letter.",
    }),
    u65: "required",
    rating: "unknown",
    conflict: ["switchRule"],
    note: "Under-65 access recently expanded (plans unknown). Anthem lists the birthday rule as 'GI right #9'.",
    src: ["R10", "R21"],
    confidence: "M",
  }),
  IA: row("IA", {
    name: "Iowa",
    u65: "unknown",
    rating: "unknown",
    note: "A 2023-24 annual open-enrollment bill died.",
    src: ["R1"],
    confidence: "M",
  }),
  KS: row("KS", { name: "Kansas", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  KY: row("KY", {
    name: "Kentucky",
    switchRule: birthday(60, "same_letter", "any", "2024-01-01", {
      conflictNote:
        "Window: 60 days from the birthday [R5] vs 30 days before to 60 days after [R14]. Kept: 60 days from the birthday.",
    }),
    u65: "required",
    rating: "unknown",
    conflict: ["switchRule"],
    note: "Same plan letter with a different insurer.",
    src: ["R5", "R14", "R21"],
    confidence: "M",
  }),
  LA: row("LA", {
    name: "Louisiana",
    switchRule: birthday(63, "equal_or_lesser", "same_or_affiliate", "2022-08-01", {
      conflictNote:
        "Statute RS 22:1112: 63 days from the birthday. Agent sites say 45 days or 30 before / 63 after; the statute is used.",
    }),
    u65: "all_part_b_enrollees",
    rating: "unknown",
    extraGi: [
      {
        id: "employer_plan_ends",
        days: 63,
        note: "63-day GI open enrollment when the employer plan of someone who had employer coverage at Medicare eligibility ends.",
      },
    ],
    src: ["R8", "R21"],
    confidence: "H",
  }),
  ME: row("ME", {
    name: "Maine",
    continuousGi: {
      kind: "switch_same_or_lesser",
      plans: "equal_or_lesser",
      who: "part_b_enrollees",
      maxGapDays: 90,
    },
    u65: "all_part_b_enrollees",
    rating: "community",
    extraGi: [
      {
        id: "lost_coverage",
        days: 90,
        note: "90 days after losing individual, employer group or MaineCare coverage.",
      },
    ],
    note: "Switch any time to a same-or-lesser plan, any insurer, if never a gap over 90 days since open enrollment. Each insurer also picks one month a year when Plan A is guaranteed issue for anyone. Medigap free look 30 days.",
    src: ["R6", "R26", "R20"],
    confidence: "H",
  }),
  MD: row("MD", {
    name: "Maryland",
    switchRule: birthday(30, "equal_or_lesser", "any", "2023-07-01"),
    u65: "required",
    rating: "unknown",
    src: ["R5", "R11", "R21"],
    confidence: "M",
  }),
  MA: row("MA", {
    name: "Massachusetts",
    continuousGi: {
      kind: "year_round",
      plans: "any",
      who: "age_65_plus",
      window: { from: "02-01", to: "03-31" },
    },
    u65: "required_disability_only",
    rating: "community",
    ownPlanDesign: true,
    note: "Annual GI window Feb 1-Mar 31 (June effective date) by law; insurers may offer continuous GI instead, and all did as of 2024. Own plan design (not letters A-N).",
    src: ["R1", "R20", "R21"],
    confidence: "H",
  }),
  MI: row("MI", { name: "Michigan", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  MN: row("MN", {
    name: "Minnesota",
    u65: "required",
    rating: "community",
    ownPlanDesign: true,
    conflict: ["continuousGi"],
    note: "A 2023 law for annual GI (due 2026) was changed by 2025 Sp. Sess. ch. 4 art. 5 (effective 8/1/2026): reported late-enrollment premium penalty at ages 65-70 (up to 35% by 2029) and denial for pre-existing conditions over 70. A 2026 repeal bill (HF 4441) exists; outcome unknown. Own plan design (Basic/Extended Basic + riders).",
    src: ["R18", "R20", "R21"],
    confidence: "L-M",
  }),
  MS: row("MS", { name: "Mississippi", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  MO: row("MO", {
    name: "Missouri",
    switchRule: {
      kind: "anniversary",
      status: "in_force",
      anchor: "policy_anniversary",
      startOffsetDays: -30,
      windowDays: 61,
      plans: "same_letter",
      insurer: "any",
    },
    u65: "required",
    rating: "unknown",
    conflict: ["rating"],
    note: `Anniversary rule: 30 days before to 30 days after the policy anniversary, same plan letter with another insurer; effective date not in the sources. ${ISSUE_AGE_CONFLICT}`,
    src: ["R1", "R21", "R20"],
    confidence: "M",
  }),
  MT: row("MT", {
    name: "Montana",
    u65: "required",
    rating: "unknown",
    note: "Under-65 access from a 2015 list.",
    src: ["R21"],
    confidence: "L",
  }),
  NE: row("NE", {
    name: "Nebraska",
    u65: "unknown",
    rating: "unknown",
    note: "A 2025 change is mentioned, unverified.",
    src: ["R21"],
    confidence: "L",
  }),
  NV: row("NV", {
    name: "Nevada",
    switchRule: { ...birthday(61, "equal_or_lesser", "any", "2022"), anchor: "birth_month_first" },
    u65: "unknown",
    rating: "unknown",
    note: "At least 61 days from the 1st of the birth month (since 2022).",
    src: ["R5", "R16"],
    confidence: "M",
  }),
  NH: row("NH", {
    name: "New Hampshire",
    u65: "all_part_b_enrollees",
    rating: "unknown",
    conflict: ["rating"],
    note: `Under-65 access from a 2015 list. ${ISSUE_AGE_CONFLICT}`,
    src: ["R21", "R20"],
    confidence: "L",
  }),
  NJ: row("NJ", {
    name: "New Jersey",
    u65: "required",
    rating: "unknown",
    note: "A 2024 GI bill did not advance.",
    src: ["R1", "R21"],
    confidence: "M",
  }),
  NM: row("NM", {
    name: "New Mexico",
    u65: "required",
    rating: "unknown",
    note: "Under-65 access from a 2019 list only.",
    src: ["R21"],
    confidence: "L",
  }),
  NY: row("NY", {
    name: "New York",
    continuousGi: { kind: "year_round", plans: "any", who: "part_b_enrollees" },
    u65: "all_part_b_enrollees",
    rating: "community",
    note: "Year-round guaranteed issue, no pre-existing-condition waiting periods, community rated.",
    src: ["R1", "R2", "R20", "R24"],
    confidence: "H",
  }),
  NC: row("NC", {
    name: "North Carolina",
    u65: "required",
    rating: "unknown",
    src: ["R21"],
    confidence: "M",
  }),
  ND: row("ND", {
    name: "North Dakota",
    u65: "unknown",
    rating: "unknown",
    unknown: ["other"],
    note: "Nothing found for this state.",
    src: ["R21"],
    confidence: "L",
  }),
  OH: row("OH", {
    name: "Ohio",
    u65: "unknown",
    rating: "unknown",
    unknown: ["other"],
    note: "Nothing found for this state.",
    src: ["R21"],
    confidence: "L",
  }),
  OK: row("OK", {
    name: "Oklahoma",
    switchRule: birthday(60, "equal_or_lesser", "any", undefined, { maxGapDays: 90 }),
    u65: "required",
    rating: "unknown",
    note: "Requires no coverage gap over 90 days; effective date not in the sources. Under-65 access recently expanded.",
    src: ["R5", "R15", "R21"],
    confidence: "M",
  }),
  OR: row("OR", {
    name: "Oregon",
    switchRule: birthday(30, "equal_or_lesser", "any", undefined, {
      conflictNote:
        "Window: 31 days [R5], 30 days (OAR 836-052-0143) or 30 days before / 30 after. Kept: 30 days from the birthday.",
    }),
    u65: "required",
    rating: "unknown",
    conflict: ["switchRule"],
    src: ["R5", "R16"],
    confidence: "M",
  }),
  PA: row("PA", { name: "Pennsylvania", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  RI: row("RI", {
    name: "Rhode Island",
    u65: "required",
    rating: "unknown",
    note: "Under-65 access recently expanded (plans unknown).",
    src: ["R21"],
    confidence: "M",
  }),
  SC: row("SC", {
    name: "South Carolina",
    u65: "unknown",
    rating: "unknown",
    note: "A 2024 GI bill failed.",
    src: ["R1"],
    confidence: "M",
  }),
  SD: row("SD", { name: "South Dakota", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  TN: row("TN", { name: "Tennessee", u65: "required", rating: "unknown", src: ["R21"], confidence: "M" }),
  TX: row("TX", {
    name: "Texas",
    u65: "required",
    rating: "unknown",
    note: "A 2023 under-65 expansion bill failed.",
    src: ["R21"],
    confidence: "M",
  }),
  UT: row("UT", {
    name: "Utah",
    switchRule: birthday(60, "equal_or_lesser", "same_or_affiliate", "2025-05-07", {
      conflictNote:
        "Effective 5/7/2025 (§31A-22-620); another page says 1/1/2024. Comparable or lower plan, same insurer.",
    }),
    u65: "not_required",
    rating: "unknown",
    conflict: ["switchRule"],
    note: "No under-65 requirement (2023); HB 340 (2026) would add under-65 access.",
    src: ["R13"],
    confidence: "M",
  }),
  VT: row("VT", {
    name: "Vermont",
    u65: "required_disability_only",
    rating: "community",
    conflict: ["continuousGi"],
    note: "Listed as continuous guaranteed issue by some sources, not by KFF.",
    src: ["R21", "R20", "R2"],
    confidence: "M",
  }),
  VA: row("VA", {
    name: "Virginia",
    switchRule: birthday(60, "equal_or_lesser", "any", "2025-07-01"),
    u65: "required",
    rating: "unknown",
    note: "At least 60 days from the birthday; insurer notice 15-30 days before. Under-65 access recently expanded.",
    src: ["R11", "R21"],
    confidence: "M",
  }),
  WA: row("WA", {
    name: "Washington",
    u65: "unknown",
    rating: "community",
    conflict: ["continuousGi", "switchRule"],
    note: "Continuous switching for current Medigap holders; sources disagree on the scope ('any plan any time', 'B-N to B-N', or a birthday rule).",
    src: ["R19", "R4", "R20"],
    confidence: "L",
  }),
  WV: row("WV", {
    name: "West Virginia",
    u65: "unknown",
    rating: "unknown",
    unknown: ["other"],
    note: "Nothing found for this state.",
    src: ["R21"],
    confidence: "L",
  }),
  WI: row("WI", {
    name: "Wisconsin",
    u65: "required",
    rating: "unknown",
    ownPlanDesign: true,
    note: "Own plan design (Basic + riders).",
    src: ["R21"],
    confidence: "M",
  }),
  WY: row("WY", {
    name: "Wyoming",
    switchRule: birthday(63, "equal_or_lesser", "any", "2025-06-04"),
    u65: "unknown",
    rating: "unknown",
    note: "Bulletin 06-2025: similar or lesser benefits; may change plan or carrier.",
    src: ["R12"],
    confidence: "H",
  }),
  PR: row("PR", {
    name: "Puerto Rico",
    u65: "unknown",
    rating: "unknown",
    unknown: ["continuousGi", "switchRule", "other"],
    note: "Medigap rules unknown. Extra Help is not available in Puerto Rico (other programs exist).",
    src: ["R50c"],
    confidence: "L",
  }),
});

/** The row for a two-letter code (any case), or undefined. */
export function stateMedigapRule(code: string | undefined): StateMedigapRule | undefined {
  if (code?.length !== 2) return undefined;
  return BY_CODE.get(code) ?? BY_CODE.get(code.toUpperCase());
}

const BY_CODE = new Map<string, StateMedigapRule>(Object.entries(STATE_MEDIGAP_RULES));
