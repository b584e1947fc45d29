/**
 * `generateBundle`: lead text (or the fact-finder's profile) in, a one-page bundle out. Parse → "too
 * vague?" → recommend (numbers from the fact tables) → words. Pure: the caller passes `now` and the id.
 * One file: the bundle and the client's copies of it are made here, so what the agent's copy holds and what
 * a client's copy leaves out are checked side by side.
 */

import { assessEligibility } from "./eligibility/assess.js";
import type { ForbiddenReason } from "./eligibility/types.js";
import { describeForbidden } from "./eligibility/words.js";
import { PRODUCT_LIBRARY } from "./facts/products.js";
import { isoInstant } from "./instant.js";
import { normalizeProfile, parseLead } from "./parse/index.js";
import { type RecommendationFlags, recommend } from "./recommend/index.js";
import {
  type Bundle,
  type BundleContext,
  type ClientBundle,
  type ClientHandout,
  type ClientPolicy,
  type ClientProfile,
  type GoalId,
  type HandoutPolicy,
  LANGUAGES,
  type Language,
  type MissingFactId,
  type Money,
  type ProductId,
  type RecommendedPolicy,
} from "./types.js";
import {
  type AppointmentLine,
  CMS_MARKETING_PRODUCTS,
  clientTpmoDisclaimer,
  clientWhy,
  lineOf,
} from "./words/client-copy.js";
import { frenchDollars, usDollars } from "./words/format.js";
import {
  clientCompliance,
  composeWords,
  describeMissing,
  type TpmoCounts,
  tpmoDisclaimer,
  WORD_TABLES,
  type WordsInput,
} from "./words/index.js";
import { householdNotes, qmbLikely, timingSection } from "./words/timing.js";

export type GenerateInput =
  | { lead: string; language?: Language }
  | { profile: ClientProfile; language?: Language };

export type GenerateResult =
  | { ok: true; bundle: Bundle; ignored: string[] }
  | {
      ok: false;
      language: Language;
      /** Questions to ask, in `language`. */
      missing: string[];
      missingIds: MissingFactId[];
      /** too_vague: no age and no need; no_fit: fewer than two products are open to this client. */
      reason: "too_vague" | "no_fit";
      /**
       * no_fit only, in `language`: why what the client asked for is not sold to them (TRICARE For Life
       * already pays after Medicare, full Medicaid pays the cost-sharing...), when a rule explains it.
       */
      explanation?: string;
    };

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);

const MEDICARE_COVERAGE: ReadonlySet<string> = new Set([
  "original_medicare",
  "medicare_advantage",
  "medigap_g",
  "medigap_n",
  "medigap_f",
  "medigap_c",
  "medigap_other",
  "part_d",
  "d_snp",
  "c_snp",
  // TRICARE For Life requires Parts A and B.
  "tricare_for_life",
]);

/**
 * A need is a goal, a product the client asks about, a health condition, or coverage that implies one
 * (being on Medicare, whatever the plan).
 */
function hasNeed(p: ClientProfile): boolean {
  if (p.goals.length > 0 || p.healthConditions.length > 0 || (p.interests?.length ?? 0) > 0) return true;
  if (p.medicare?.basis !== undefined) return true;
  return p.currentCoverage.some((c) => MEDICARE_COVERAGE.has(c));
}

function vagueMissing(p: ClientProfile): MissingFactId[] {
  const out: MissingFactId[] = ["age", "needs"];
  if (p.currentCoverage.length === 0) out.push("current_coverage");
  if (p.budgetMonthly === undefined) out.push("budget");
  return out;
}

function sum(policies: readonly RecommendedPolicy[], pick: (p: RecommendedPolicy) => Money | null): Money {
  let low = 0;
  let high = 0;
  for (const p of policies) {
    const m = pick(p);
    if (!m) continue;
    low += m.low;
    high += m.high;
  }
  return { low, high };
}

const known = (l: unknown): Language | undefined =>
  LANGUAGE_SET.has(l as string) ? (l as Language) : undefined;

function resolveInput(
  input: GenerateInput,
  ctx: BundleContext,
): { profile: ClientProfile; language: Language; ignored: string[] } {
  const forced = known(ctx.language) ?? known(input.language);
  if ("lead" in input) {
    const r = parseLead(
      String(input.lead ?? ""),
      forced ? { language: forced, now: ctx.now } : { now: ctx.now },
    );
    return { profile: r.profile, language: forced ?? known(r.language) ?? "en", ignored: r.ignored };
  }
  const r = normalizeProfile(input.profile ?? ({} as ClientProfile));
  return { profile: r.profile, language: forced ?? known(r.language) ?? "en", ignored: r.ignored };
}

export function generateBundle(input: GenerateInput, ctx: BundleContext): GenerateResult {
  const { profile, language, ignored } = resolveInput(input, ctx);
  if (profile.age === undefined && !hasNeed(profile)) {
    const missingIds = vagueMissing(profile);
    return {
      ok: false,
      language,
      missing: describeMissing(missingIds, language),
      missingIds,
      reason: "too_vague",
    };
  }
  const eligibility = assessEligibility(profile, ctx.now);
  // A likely QMB waits for the state before any Medigap is sold (the timing section says why).
  const forbidden = qmbLikely(eligibility, profile)
    ? [...eligibility.forbidden, { product: "medicare_supplement" as const, reason: "qmb_medigap" as const }]
    : eligibility.forbidden;
  // Copied only when the QMB rule adds to what is forbidden: the assessment is large to spread.
  const result = recommend(profile, {
    language,
    now: ctx.now,
    eligibility: forbidden === eligibility.forbidden ? eligibility : { ...eligibility, forbidden },
  });
  if (!result.ok) {
    // Every reason that applies, in order: what is not sold to this client, what the budget cannot buy,
    // what the client's age puts out of reach.
    const reasons = [
      whyNotSold(forbidden, profile, language),
      result.shortfall ? describeShortfall(result.shortfall, language) : undefined,
      result.ageLimit ? describeAgeLimit(result.ageLimit, language) : undefined,
    ].filter((r): r is string => r !== undefined);
    const explanation = reasons.length > 0 ? reasons.join(" ") : undefined;
    return {
      ok: false,
      language,
      missing: describeMissing(result.missing, language),
      missingIds: result.missing,
      reason: "no_fit",
      ...(explanation ? { explanation } : {}),
    };
  }
  const { policies, missing, flags, unmetGoals, appointment, figuresYear } = result.recommendation;
  // Optional fields beyond WordsInput are read by the words module when it knows them.
  const wordsInput: WordsInput & RecommendationFlags & { unmetGoals: GoalId[] } = {
    profile,
    language,
    policies,
    missing,
    now: ctx.now,
    ...flags,
    unmetGoals,
    ...(appointment.separateAppointment ? { separateAppointment: appointment.separateAppointment } : {}),
  };
  const words = composeWords(wordsInput);
  const bundle: Bundle = {
    id: ctx.id,
    createdAt: isoInstant(ctx.now),
    language,
    client: profile,
    summary: words.summary,
    policies,
    totals: {
      monthlyPremium: sum(policies, (p) => (p.premium.mode === "monthly" ? p.premium.amount : null)),
      singlePremium: sum(policies, (p) => (p.premium.mode === "single" ? p.premium.amount : null)),
      firstYearCommission: sum(policies, (p) => p.commission.firstYear),
    },
    talkTrack: words.talkTrack,
    scripts: words.scripts,
    objections: words.objections,
    followUp: words.followUp,
    compliance: words.compliance,
    missing: words.missing,
    appointment,
    timing: timingSection(
      eligibility,
      profile,
      language,
      figuresYear,
      appointment,
      policies.map((p) => p.product),
    ),
    household: householdNotes(profile, language, appointment.line),
    planYear: eligibility.planYear,
  };
  return { ok: true, bundle, ignored };
}

/** Goals whose products a rule may rule out, for explaining a request that cannot be met. */
const GOAL_PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  medical_costs: ["medicare_supplement", "medicare_advantage"],
  hospital_costs: ["hospital_indemnity", "medicare_supplement"],
  prescriptions: ["part_d"],
  long_term_care: ["long_term_care"],
  cancer_protection: ["cancer"],
};

/** The rules that rule out what the client asked for, in words (at most three), or undefined. */
function whyNotSold(
  forbidden: readonly { product: string; reason: ForbiddenReason }[],
  profile: ClientProfile,
  language: Language,
): string | undefined {
  const wanted = new Set<string>(profile.interests ?? []);
  for (const g of profile.goals) for (const p of GOAL_PRODUCTS[g] ?? []) wanted.add(p);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const f of forbidden) {
    if (!wanted.has(f.product) || seen.has(f.reason) || lines.length === 3) continue;
    seen.add(f.reason);
    lines.push(describeForbidden(f.reason, language));
  }
  return lines.length > 0 ? lines.join(" ") : undefined;
}

/**
 * The stated budget buys none of the products that answer the need, even at their smallest size: said
 * with the figures, instead of asking again for a budget the agent already gave.
 */
function describeShortfall(
  s: { product: ProductId; monthlyLow: number; budget: number },
  language: Language,
): string {
  const product = PRODUCT_LIBRARY[s.product].name[language];
  if (language === "fr") {
    const [from, budget] = [frenchDollars(s.monthlyLow), frenchDollars(s.budget)];
    return `Le budget de ${budget} par mois ne suffit pas : même au plus petit capital, « ${product} » commence vers ${from} par mois pour ce client. Demandez si le budget peut augmenter, ou voyez avec l'assureur un capital plus petit.`;
  }
  const [from, budget] = [usDollars(s.monthlyLow), usDollars(s.budget)];
  if (language === "es")
    return `Con ${budget} al mes no alcanza: aun con la suma asegurada más baja, «${product}» empieza en unos ${from} al mes para este cliente. Pregunte si puede estirar el presupuesto, o consulte con la aseguradora una suma menor.`;
  return `A ${budget} monthly budget falls short: even at its smallest face amount, ${product.toLowerCase()} starts at about ${from} a month for this client. Ask whether the budget can stretch, or ask the carrier about a smaller face amount.`;
}

/**
 * What the client asked for is past its last issue age. For final expense, the usual way to still pay
 * the funeral ahead is a preneed contract or an irrevocable funeral trust through a funeral home.
 */
function describeAgeLimit(
  s: { product: ProductId; maxAge: number; age: number },
  language: Language,
): string {
  const product = PRODUCT_LIBRARY[s.product].name[language];
  const funeral = s.product === "final_expense" || s.product === "whole_life";
  if (language === "es")
    return `«${product}» se emite hasta los ${s.maxAge} años en las tablas de la aplicación; a los ${s.age} no hay póliza que cotizar.${funeral ? " Para dejar el funeral pagado, la vía habitual es un contrato de previsión (preneed) o un fideicomiso funerario irrevocable con la funeraria." : ""}`;
  if (language === "fr")
    return `« ${product} » est émise jusqu'à ${s.maxAge} ans dans les tables de l'application ; à ${s.age} ans, il n'y a pas de contrat à chiffrer.${funeral ? " Pour régler les obsèques d'avance, la voie habituelle est un contrat obsèques prépayé auprès d'une entreprise funéraire ou une fiducie funéraire irrévocable." : ""}`;
  return `${product} is issued up to age ${s.maxAge} in the app's tables; at ${s.age} there is no policy to quote.${funeral ? " To have the funeral paid ahead, the usual path is a preneed contract or an irrevocable funeral trust through the funeral home." : ""}`;
}

/** Any sentence that talks about pay: agent-only, whatever the language. */
const COMMISSION_WORDS =
  /(?<![\p{L}])(?:commissions?|commissionable|comisi[oó]n(?:es)?|comisionable|r[ée]mun[ée]rations?|compensations?|compensaci[oó]n(?:es)?|chargebacks?|first-year pay|override)(?![\p{L}])/iu;
const SENTENCE_BREAK = /(?<=[.!?])\s+/;

/** The text without the sentences that mention commission ("" when nothing is left). */
function scrub(text: string): string {
  if (!COMMISSION_WORDS.test(text)) return text;
  return text
    .split(SENTENCE_BREAK)
    .filter((s) => !COMMISSION_WORDS.test(s))
    .join(" ")
    .trim();
}

function scrubList(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    const s = scrub(item);
    if (s !== "") out.push(s);
  }
  return out;
}

/**
 * The client's facts as a copy for the client may hold them: the agent's own words about the lead
 * (`sources`) and other people's facts (the household: a spouse's health) stay with the agent.
 */
function clientFactsOf(bundle: Bundle): ClientBundle["client"] {
  const { sources: _sources, household: _household, ...client } = bundle.client;
  return {
    ...client,
    healthConditions: [...bundle.client.healthConditions],
    goals: [...bundle.client.goals],
    currentCoverage: [...bundle.client.currentCoverage],
  };
}

/** The client-facing bundle: no commission figure, field or sentence anywhere (docs/product/decisions.md#d-14). */
export function toClientCopy(bundle: Bundle): ClientBundle {
  const policies: ClientPolicy[] = bundle.policies.map((p) => ({
    product: p.product,
    name: scrub(p.name),
    role: p.role,
    why: scrub(p.why),
    coverage: scrub(p.coverage),
    carriers: p.carriers.map((c) => ({ name: c.name, fit: scrub(c.fit) })),
    premium: { mode: p.premium.mode, amount: { ...p.premium.amount } },
  }));
  const objections: ClientBundle["objections"] = [];
  for (const o of bundle.objections) {
    const objection = scrub(o.objection);
    const response = scrub(o.response);
    if (objection !== "" && response !== "") objections.push({ objection, response });
  }
  const followUp: ClientBundle["followUp"] = [];
  for (const f of bundle.followUp) {
    const action = scrub(f.action);
    if (action !== "") followUp.push({ when: scrub(f.when), action });
  }
  return {
    id: bundle.id,
    createdAt: bundle.createdAt,
    language: bundle.language,
    client: clientFactsOf(bundle),
    summary: scrub(bundle.summary),
    policies,
    totals: {
      monthlyPremium: { ...bundle.totals.monthlyPremium },
      singlePremium: { ...bundle.totals.singlePremium },
    },
    talkTrack: scrubList(bundle.talkTrack),
    scripts: {
      opening: scrub(bundle.scripts.opening),
      discovery: scrubList(bundle.scripts.discovery),
      transition: scrub(bundle.scripts.transition),
      close: scrub(bundle.scripts.close),
    },
    objections,
    followUp,
    compliance: scrubList(clientCompliance(bundle.compliance, bundle.language)),
    missing: scrubList(bundle.missing),
  };
}

/** What changes a client's copy besides the bundle: the agent's disclaimer counts, the line asked for. */
export interface ClientCopyOptions {
  /** The agent's TPMO counts; without them the disclaimer uses CMS's wording that names no count. */
  tpmo?: TpmoCounts;
  /**
   * The appointment whose products the copy holds. Default: the bundle's own line (a bundle made before
   * the one-line rule may hold both; the other line is then its own handout).
   */
  line?: AppointmentLine;
}

/** The appointment lines a bundle's policies belong to, its own line first. */
export function clientCopyLines(bundle: Pick<Bundle, "policies" | "appointment">): AppointmentLine[] {
  const present = new Set(bundle.policies.map((p) => lineOf(p.product)).filter((l) => l !== undefined));
  const own = bundle.appointment?.line ?? (present.has("medicare") ? "medicare" : "life_annuity");
  return [own, ...(["medicare", "life_annuity"] as const).filter((l) => l !== own && present.has(l))];
}

/**
 * The client's handout (its PDF and the client copy the agent reads or copies): no commission figure, field or sentence anywhere (docs/product/decisions.md#d-14); one appointment's
 * products; each reason said to the client; no plan figure for Medicare Advantage or Part D (decision
 * 012); the TPMO disclaimer filled from the agent's counts, never with a placeholder.
 */
export function toClientHandout(bundle: Bundle, options: ClientCopyOptions = {}): ClientHandout {
  const own = clientCopyLines(bundle)[0]!;
  const line = options.line ?? own;
  const facts = { goals: bundle.client.goals, currentCoverage: bundle.client.currentCoverage };
  // The health add-ons stay with the bundle's own line; a legacy bundle's other line is its own handout.
  const kept = bundle.policies.filter((p) => (lineOf(p.product) ?? own) === line);
  const policies: HandoutPolicy[] = kept.map((p): HandoutPolicy => {
    const withheld = CMS_MARKETING_PRODUCTS.has(p.product);
    return {
      product: p.product,
      name: scrub(p.name),
      role: p.role,
      why: clientWhy(bundle.language, p.product, facts),
      coverage: withheld ? "" : scrub(p.coverage),
      carriers: withheld ? [] : p.carriers.map((c) => ({ name: c.name, fit: scrub(c.fit) })),
      ...(withheld ? {} : { premium: { mode: p.premium.mode, amount: { ...p.premium.amount } } }),
    };
  });
  const priced = policies.filter((p) => p.premium !== undefined);
  const sum = (mode: "monthly" | "single") =>
    priced
      .filter((p) => p.premium!.mode === mode)
      .reduce((t, p) => ({ low: t.low + p.premium!.amount.low, high: t.high + p.premium!.amount.high }), {
        low: 0,
        high: 0,
      });
  const tpmoText = clientTpmoDisclaimer(bundle.language, options.tpmo, new Date(bundle.createdAt));
  const placeholders = [
    tpmoDisclaimer(bundle.language),
    tpmoDisclaimer(bundle.language, { sellsEveryPlan: true }),
  ];
  // The disclaimer with placeholders is replaced by the client's wording; a life copy carries none.
  // A bundle stored with an earlier wording of the placeholders drops it too: the client never reads a bracket.
  const disclaimers = clientCompliance(bundle.compliance, bundle.language).filter(
    (l) => !placeholders.includes(l) && !/\[[^\]]*\]/.test(l),
  );
  const compliance =
    line === "medicare"
      ? [tpmoText, ...disclaimers]
      : disclaimers.filter((l) => l !== WORD_TABLES[bundle.language].compliance.nonAffiliation);
  return {
    id: bundle.id,
    createdAt: bundle.createdAt,
    language: bundle.language,
    client: clientFactsOf(bundle),
    // The agent's one-liner carries every premium, Medicare Advantage's too: the handout names its policies.
    summary: policies.map((p) => p.name).join(" + "),
    policies,
    totals: { monthlyPremium: sum("monthly"), singlePremium: sum("single") },
    appointment: { line },
    // Talk track, scripts, objections and follow-up are the agent's selling material (with plan prices):
    // a client's handout carries none of them.
    talkTrack: [],
    scripts: { opening: "", discovery: [], transition: "", close: "" },
    objections: [],
    followUp: [],
    compliance: scrubList(compliance),
    missing: scrubList(bundle.missing),
  };
}
