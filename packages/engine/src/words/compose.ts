/**
 * Decides which words a bundle needs (which steps, questions, objections, follow-ups and compliance
 * lines apply); the language tables decide how they are said.
 * One file so every choice of what a bundle says, and what a client's copy never says, is reviewed in one
 * place.
 */

import { annuityGuarantyLimit } from "../facts/annuities.js";
import { lineOfGoal } from "../recommend/appointment.js";
import type {
  Bundle,
  ClientProfile,
  Language,
  MissingFactId,
  ProductId,
  RecommendedPolicy,
} from "../types.js";
import { type TpmoCounts, tpmoText } from "./compliance.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { clause, upperFirst } from "./format.js";
import { fr } from "./fr.js";
import type {
  MarketingRules,
  ObjectionText,
  PolicyView,
  Representative,
  WordsContext,
  WordTable,
} from "./table.js";

export const WORD_TABLES: Readonly<Record<Language, WordTable>> = { en, es, fr };

export interface WordsInput {
  profile: ClientProfile;
  language: Language;
  /** The recommended policies, core first, with their numbers already computed. */
  policies: RecommendedPolicy[];
  /** Facts the recommender still wants, most useful first. */
  missing: MissingFactId[];
  /** Set when an MA/Medigap/Part D policy is in the bundle; also derived from `policies`. */
  medicareInPlay?: boolean;
  /** MA/PDP together with life/annuity products (CMS cross-selling limits); also derived from `policies`. */
  crossSellNeedsSeparateAppointment?: boolean;
  /**
   * The bundle's "now" (`BundleContext.now`): picks the CMS marketing rules in force (the 48-hour Scope of
   * Appointment wait ends with CY2027 marketing, Oct 1, 2026). Without it the words state both rules.
   */
  now?: Date;
  /** Counts for the TPMO disclaimer; without them the script keeps "[number of …]" placeholders. */
  tpmo?: TpmoCounts;
  /** The other line the client asked for (or clearly lacks): offered as its own appointment. */
  separateAppointment?: "medicare" | "life_annuity";
  /** The agent's name and agency for the opening; placeholders otherwise. */
  agent?: { name?: string; agency?: string };
  /** The final expense offered is guaranteed issue: no health questions before quoting. */
  guaranteedIssueFinalExpense?: boolean;
}

export type BundleWords = Pick<
  Bundle,
  "summary" | "talkTrack" | "scripts" | "objections" | "followUp" | "compliance" | "missing"
>;

export const OBJECTION_CATEGORIES = ["affordability", "trust", "need", "urgency", "product"] as const;
export type ObjectionCategory = (typeof OBJECTION_CATEGORIES)[number];
export interface ObjectionCard extends ObjectionText {
  category: ObjectionCategory;
}

const MEDICARE_PRODUCTS: ReadonlySet<ProductId> = new Set<ProductId>([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);
/** The products a CMS Scope of Appointment governs (Medigap alone usually needs none, docs/product/compliance.md#cross-selling). */
const SCOPE_PRODUCTS: ReadonlySet<ProductId> = new Set<ProductId>(["medicare_advantage", "part_d"]);
/** Non-health products that may not be marketed in an MA/PDP appointment unless the client asks (§5.1). */
const LIFE_OR_ANNUITY: ReadonlySet<ProductId> = new Set<ProductId>([
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
]);
const CY2027_MARKETING_START = Date.UTC(2026, 9, 1);
const MAX_GOALS = 3;
const MAX_MISSING_LABELS = 3;
const MAX_MISSING_FIRST = 4;
const MIN_DISCOVERY = 3;
const MAX_DISCOVERY = 7;

function tableFor(language: Language): WordTable {
  // The type says Language, but the words must never throw on a value that slipped past validation.
  return WORD_TABLES[language] ?? en;
}

function rulesAt(now: Date | undefined): MarketingRules {
  if (!(now instanceof Date)) return "unknown";
  const time = now.getTime();
  if (Number.isNaN(time)) return "unknown";
  return time >= CY2027_MARKETING_START ? "cy2027" : "pre_cy2027";
}

function sum(
  policies: readonly RecommendedPolicy[],
  mode: "monthly" | "single",
): { low: number; high: number } {
  let low = 0;
  let high = 0;
  for (const p of policies) {
    if (p.premium.mode !== mode) continue;
    low += p.premium.amount.low;
    high += p.premium.amount.high;
  }
  return { low, high };
}

function price(t: WordTable, policy: RecommendedPolicy): string {
  const amount = policy.premium.amount;
  if (policy.premium.mode === "single") return t.about(t.single(t.range(amount)));
  return amount.high <= 0 ? t.zeroPremium : t.about(t.monthly(t.range(amount)));
}

function view(t: WordTable, policy: RecommendedPolicy): PolicyView {
  const name = policy.name.trim() || t.productName[policy.product] || policy.product;
  const coverage = policy.coverage.trim();
  return {
    product: policy.product,
    name,
    // "Medicare Supplement Plan G (Plan G)" says it twice.
    coverage: coverage && !name.toLowerCase().includes(coverage.toLowerCase()) ? coverage : "",
    why: clause(policy.why),
    carrier: policy.carriers[0]?.name.trim() || undefined,
    price: price(t, policy),
  };
}

function total(t: WordTable, policies: readonly RecommendedPolicy[]): string | undefined {
  if (policies.length === 0) return undefined;
  const monthly = sum(policies, "monthly");
  const single = sum(policies, "single");
  const hasSingle = policies.some((p) => p.premium.mode === "single");
  const parts: string[] = [];
  if (monthly.high > 0) parts.push(t.monthly(t.range(monthly)));
  if (hasSingle) parts.push(t.single(t.range(single)));
  return parts.length === 0 ? t.zeroPremium : t.about(parts.join(" + "));
}

function uniqueKnown<K extends string>(ids: readonly K[], known: Readonly<Record<K, string>>): K[] {
  const out: K[] = [];
  for (const id of ids) {
    if (Object.hasOwn(known, id) && !out.includes(id)) out.push(id);
  }
  return out;
}

function firstName(profile: ClientProfile): string | undefined {
  const name = profile.firstName?.trim();
  return name ? upperFirst(name) : undefined;
}

const COGNITIVE = new Set(["dementia", "alzheimers"]);
/** The order in which relatives act for a client with dementia: a child who called, then the spouse. */
const ACTS_FOR: readonly Representative["relation"][] = ["child", "other", "parent", "spouse"];

/**
 * With dementia, the one the agent talks to and who decides is the relative acting for the client (CMS
 * recognises a representative authorised under state law, such as a durable power of attorney or a
 * guardian, to enroll for the beneficiary: Medicare Managed Care Manual ch. 2 §40.2.1, 2024).
 */
function representativeOf(profile: ClientProfile): Representative | undefined {
  if (!profile.healthConditions.some((c) => COGNITIVE.has(c))) return undefined;
  for (const relation of ACTS_FOR) {
    const member = profile.household?.find((m) => m.relation === relation);
    if (!member) continue;
    const name = member.firstName?.trim();
    return { name: name ? upperFirst(name) : undefined, relation, gender: member.gender };
  }
  return undefined;
}

export function buildContext(input: WordsInput): { t: WordTable; ctx: WordsContext } {
  const t = tableFor(input.language);
  const profile = input.profile;
  const policies = input.policies;
  const products = new Set<ProductId>();
  for (const p of policies) products.add(p.product);

  let anyMedicare = false;
  let anyScope = false;
  let anyLife = false;
  for (const product of products) {
    if (MEDICARE_PRODUCTS.has(product)) anyMedicare = true;
    if (SCOPE_PRODUCTS.has(product)) anyScope = true;
    if (LIFE_OR_ANNUITY.has(product)) anyLife = true;
  }
  // Flags can add a Medicare obligation but never remove one the policies show: a dropped CMS
  // disclaimer costs far more than a redundant one.
  const medicare = input.medicareInPlay === true || anyMedicare;
  const crossSell = input.crossSellNeedsSeparateAppointment === true || (anyScope && anyLife);
  const scopeOfAppointment = medicare && (anyScope || !products.has("medicare_supplement"));

  const holdBack = crossSell && medicare;
  const deferred: PolicyView[] = [];
  let core: PolicyView[] = [];
  let addOns: PolicyView[] = [];
  for (const policy of policies) {
    const v = view(t, policy);
    if (holdBack && LIFE_OR_ANNUITY.has(v.product)) deferred.push(v);
    else (policy.role === "core" ? core : addOns).push(v);
  }
  if (core.length === 0 && addOns.length > 0) {
    core = addOns.slice(0, 1);
    addOns = addOns.slice(1);
  }
  const presented = [...core, ...addOns];

  const goals: string[] = [];
  for (const g of profile.goals ?? []) {
    if (goals.length >= MAX_GOALS) break;
    // A goal of the other line is for its own appointment: the opening of a Medicare appointment must
    // not be about final expenses (CMS: only the products the appointment is for).
    if (input.separateAppointment !== undefined && lineOfGoal(g) === input.separateAppointment) continue;
    const label = Object.hasOwn(t.goals, g) ? t.goals[g as keyof typeof t.goals] : undefined;
    if (label && !goals.includes(label)) goals.push(label);
  }

  const monthly = sum(policies, "monthly");
  const budgetValue = profile.budgetMonthly;
  const hasBudget = budgetValue !== undefined && Number.isFinite(budgetValue) && budgetValue > 0;
  const age =
    profile.age !== undefined && Number.isFinite(profile.age) && profile.age > 0 ? profile.age : undefined;
  const state = profile.state?.trim();
  const missing = uniqueKnown(input.missing ?? [], t.missingLabel);

  const ctx: WordsContext = {
    name: firstName(profile),
    age: age === undefined ? undefined : Math.round(age),
    state: state ? (state.length === 2 ? state.toUpperCase() : state) : undefined,
    goals,
    budget: hasBudget ? t.monthly(t.money(budgetValue)) : undefined,
    overBudget: hasBudget && monthly.high > budgetValue,
    medicare,
    scopeOfAppointment,
    rules: rulesAt(input.now),
    crossSell,
    presented,
    core,
    addOns,
    deferred,
    lead: core[0],
    total: total(t, policies),
    products,
    presentedProducts: new Set(presented.map((v) => v.product)),
    finalExpenseHealthQuestions: !input.guaranteedIssueFinalExpense,
    missingLabels: missing.slice(0, MAX_MISSING_LABELS).map((id) => t.missingLabel[id]),
    tpmo: tpmoText(t, input.tpmo),
    representative: representativeOf(profile),
    agentName: input.agent?.name?.trim() || t.placeholders.agentName,
    agency: input.agent?.agency?.trim() || t.placeholders.agency,
  };
  return { t, ctx };
}

function talkTrack(t: WordTable, ctx: WordsContext, separate: WordsInput["separateAppointment"]): string[] {
  const steps = t.talkTrack;
  const out = [steps.rapport(ctx), steps.agenda(ctx), steps.discovery(ctx), steps.presentCore(ctx)];
  // Held-back life/annuity products ride on the add-ons step so the call stays at 8 steps or fewer.
  if (ctx.addOns.length > 0) out.push(steps.presentAddOns(ctx));
  else if (ctx.deferred.length > 0) out.push(steps.deferred(ctx));
  out.push(steps.concerns(ctx), steps.close(ctx), steps.nextSteps(ctx));
  // The other line's appointment is the last step; at 8 steps it joins the next-steps one.
  if (separate) {
    const text = steps.separate(ctx, separate);
    if (out.length < 8) out.push(text);
    else out[out.length - 1] = `${out[out.length - 1]} ${text}`;
  }
  return out;
}

function discovery(t: WordTable, ctx: WordsContext, missing: readonly MissingFactId[]): string[] {
  const questions: string[] = [];
  const asked = new Set<MissingFactId>();
  const add = (text: string): void => {
    if (questions.length < MAX_DISCOVERY && !questions.includes(text)) questions.push(text);
  };
  for (const id of missing.slice(0, MAX_MISSING_FIRST)) {
    asked.add(id);
    add(t.missingQuestion[id]);
  }
  // Questions about held-back products would raise them in the Medicare appointment.
  for (const product of ctx.presentedProducts) {
    for (const q of t.discovery.byProduct[product]) {
      if (q.fact !== undefined) {
        if (asked.has(q.fact)) continue;
        asked.add(q.fact);
      }
      add(q.text);
    }
  }
  for (const id of missing) if (!asked.has(id)) add(t.missingQuestion[id]);
  for (const text of t.discovery.fallback) {
    if (questions.length >= MIN_DISCOVERY) break;
    add(text);
  }
  return questions;
}

/** A card from a literal: spreading the text after the category takes V8's slow runtime path. */
function card(category: ObjectionCategory, text: ObjectionText): ObjectionCard {
  return { category, objection: text.objection, response: text.response };
}

function objectionCards(t: WordTable, ctx: WordsContext): ObjectionCard[] {
  const o = t.objections;
  const cards: ObjectionCard[] = [
    card("affordability", o.affordability(ctx)),
    card("trust", o.trust(ctx)),
    card("need", o.need(ctx)),
    card("urgency", o.urgency(ctx)),
  ];
  for (const product of ctx.products) {
    const text = o.byProduct[product](ctx);
    // Fixed and indexed annuities (or whole life and IUL) can share one objection.
    if (!cards.some((c) => c.objection === text.objection)) cards.push(card("product", text));
  }
  return cards;
}

function followUp(t: WordTable, ctx: WordsContext): { when: string; action: string }[] {
  const f = t.followUp;
  const out = [f.checkIn(ctx), f.status(ctx)];
  if (ctx.products.has("final_expense")) out.push(f.finalExpenseDraft(ctx));
  if (ctx.products.has("fixed_annuity") || ctx.products.has("indexed_annuity"))
    out.push(f.annuityDelivery(ctx));
  out.push(f.review(ctx));
  if (ctx.medicare) out.push(f.annualMedicare(ctx));
  return out;
}

function compliance(t: WordTable, ctx: WordsContext, policies: readonly RecommendedPolicy[]): string[] {
  const c = t.compliance;
  const out: string[] = [];
  if (ctx.medicare) {
    out.push(ctx.tpmo, c.nonAffiliation, c.disclaimerTiming(ctx.rules), c.zeroPremium);
    out.push(ctx.scopeOfAppointment ? c.scopeOfAppointment(ctx.rules) : c.medigapOnlyScope);
  }
  if (ctx.crossSell) out.push(c.crossSell(ctx));
  if (ctx.products.has("fixed_annuity") || ctx.products.has("indexed_annuity"))
    out.push(c.annuityBestInterest);
  const annuity = policies.find((p) => p.product === "fixed_annuity" || p.product === "indexed_annuity");
  const limit = annuityGuarantyLimit(ctx.state);
  if (annuity && annuity.premium.amount.high > limit) out.push(c.annuityGuaranty(t.money(limit)));
  out.push(c.estimates, c.agentOnly);
  return out;
}

/** The bundle's words in `input.language`. Pure and deterministic. */
export function composeWords(input: WordsInput): BundleWords {
  const { t, ctx } = buildContext(input);
  const missing = uniqueKnown(input.missing ?? [], t.missingQuestion);
  return {
    summary: t.summary(ctx),
    talkTrack: talkTrack(t, ctx, input.separateAppointment),
    scripts: {
      opening: t.scripts.opening(ctx),
      discovery: discovery(t, ctx, missing),
      transition: t.scripts.transition(ctx),
      close: t.scripts.close(ctx),
    },
    objections: objectionCards(t, ctx).map(({ objection, response }) => ({ objection, response })),
    followUp: followUp(t, ctx),
    compliance: compliance(t, ctx, input.policies),
    missing: missing.map((id) => t.missingQuestion[id]),
  };
}

/** The objections with their category (affordability, trust, need, urgency, product). */
export function composeObjectionCards(input: WordsInput): ObjectionCard[] {
  const { t, ctx } = buildContext(input);
  return objectionCards(t, ctx);
}

/** Each missing fact as a question the agent can ask, once per fact, in the given language. */
export function describeMissing(missing: MissingFactId[], language: Language): string[] {
  const t = tableFor(language);
  return uniqueKnown(missing, t.missingQuestion).map((id) => t.missingQuestion[id]);
}

/**
 * The compliance lines for a client copy: the disclaimers, and the estimates line without commissions.
 */
export function clientCompliance(lines: readonly string[], language: Language): string[] {
  // A client reads disclaimers, not the agent's rulebook: the TPMO disclaimer (composed right before the
  // non-affiliation line), the non-affiliation line and the estimate note without commissions. Timing,
  // scope-of-appointment, cross-selling, best-interest and commission rules stay on the agent's copy.
  const c = tableFor(language).compliance;
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (line === c.nonAffiliation) {
      const tpmo = lines[i - 1];
      if (tpmo !== undefined && tpmo !== c.nonAffiliation) out.push(tpmo);
      out.push(line);
    } else if (line === c.estimates) out.push(c.clientEstimates);
  });
  return out;
}

/** The TPMO disclaimer exactly as `composeWords` writes it for these inputs. */
export function tpmoDisclaimer(language: Language, counts?: TpmoCounts): string {
  return tpmoText(tableFor(language), counts);
}
