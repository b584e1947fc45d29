/**
 * Decides which sentences a pitch gets for its length; the language tables decide how each is said.
 * A length is a word band, not a fixed script: the required sentences come first, then optional ones in
 * priority order while they fit under the band's top, so two or three policies, long or short coverage
 * lines, all land in the band.
 */
import { toClientCopy } from "../../bundle.js";
import type { Bundle, ClientProfile, Language, RecommendedPolicy } from "../../types.js";
import { buildContext } from "../../words/compose.js";
import type { WordsContext, WordTable } from "../../words/table.js";
import { fitToBand, type Piece, pitchWordCount, render } from "./band.js";
import { pitchEn } from "./en.js";
import { pitchEs } from "./es.js";
import { pitchFr } from "./fr.js";
import type { PitchContext, PitchLength, PitchTable, PitchTone, Wordings } from "./table.js";
import { type Wording, wordingOf } from "./variants.js";

export const PITCH_TABLES: Readonly<Record<Language, PitchTable>> = { en: pitchEn, es: pitchEs, fr: pitchFr };

export interface PitchClient {
  firstName?: string;
  lastName?: string;
  age?: number;
}

export interface PitchInput {
  bundle: Bundle;
  /** Overrides the bundle's client name and age (the agent may have learnt them since). */
  client?: PitchClient;
  tone: PitchTone;
  length: PitchLength;
  /** Defaults to the bundle's language. */
  language?: Language;
  /**
   * Which wording (0 by default): Regenerate asks for the next one. Any whole number; it is taken modulo
   * `PITCH_VARIANTS`, and the same variant of the same inputs is always the same text.
   */
  variant?: number;
}

export interface Pitch {
  pitch: string;
  /** The wording used, 0 to `PITCH_VARIANTS` - 1; the next Regenerate asks for this + 1. */
  variant: number;
  /** Five steps: recap, 48-hour check-in, 5-business-day status, delivery, 90-day review (docs/product/decisions.md#d-15). */
  followUpStrategy: string[];
  referralScript: string;
  referralTips: string[];
}

const LANGUAGE_SET: ReadonlySet<string> = new Set(["en", "es", "fr"]);

function clientProfile(bundle: Bundle, client: PitchClient | undefined): ClientProfile {
  const profile = { ...bundle.client };
  const first = client?.firstName?.trim();
  const last = client?.lastName?.trim();
  if (first) profile.firstName = first;
  if (last) profile.lastName = last;
  if (client?.age !== undefined && Number.isFinite(client.age)) profile.age = client.age;
  return profile;
}

function wordsContext(
  input: PitchInput,
  language: Language,
): { t: WordTable; w: WordsContext; policies: RecommendedPolicy[] } {
  // The client copy drops any sentence that talks about pay (docs/product/decisions.md#d-14); the pitch is said to the client.
  const clean = toClientCopy(input.bundle);
  const policies: RecommendedPolicy[] = clean.policies.map((p) => ({
    ...p,
    // The words read names, coverage, reasons, carriers and premiums only; pay never reaches them.
    commission: { firstYear: { low: 0, high: 0 }, basis: "" },
  }));
  const created = new Date(input.bundle.createdAt);
  const { t, ctx } = buildContext({
    profile: clientProfile(input.bundle, input.client),
    language,
    policies,
    missing: [],
    now: Number.isNaN(created.getTime()) ? undefined : created,
  });
  return { t, w: ctx, policies };
}

function addressFor(
  p: PitchTable,
  profile: ClientProfile,
  w: WordsContext,
  tone: PitchTone,
): string | undefined {
  const last = profile.lastName?.trim();
  if (tone === "professional" && last && profile.gender) return p.honorific(profile.gender, last);
  return w.name;
}

/**
 * Every sentence the pitch may use, in reading order. No priority: always said. A priority: said when
 * it fits the band, lowest first.
 */
function pieces(
  p: PitchTable,
  c: PitchContext,
  tone: PitchTone,
  length: PitchLength,
  wording: Wording,
  total: Totals,
  questions: readonly { objection: string; response: string }[],
): Piece[] {
  const out: Piece[] = [];
  const add = (paragraph: number, text: string, priority?: number): void => {
    if (text.trim() !== "") out.push({ paragraph, text, priority });
  };
  const { w } = c;
  const concise = length === "concise";
  const detailed = length === "detailed";

  // A wording's sentence holds the room of its longest alternative, so every variant keeps the same
  // optional sentences (the same facts and figures) and stays in the band.
  const said = (paragraph: number, wordings: Wordings<(c: PitchContext) => string>, chosen: number): void => {
    const words = Math.max(...wordings.map((say) => pitchWordCount(say(c))));
    out.push({ paragraph, text: wordings[chosen]!(c), words });
  };
  said(0, p.opening[tone], wording.opening);
  const purpose = (): void => add(0, p.purpose[tone](c), concise ? 2 : undefined);
  const situation = (): void => add(0, p.situation[tone](c), concise ? 3 : undefined);
  if (wording.situationFirst) {
    situation();
    purpose();
  } else {
    purpose();
    situation();
  }
  if (w.medicare) out.push({ paragraph: 1, text: p.disclaimerIntro[tone], fixed: w.tpmo });
  // A concise pitch names each policy once anyway; the introduction is a luxury there.
  add(2, p.recommendIntro[tone](c), concise ? 1 : undefined);
  if (tone === "educational") add(2, p.questionsInvite, detailed ? 8 : 6);
  if (w.deferred.length > 0) add(2, p.deferredNote, concise ? 0 : undefined);

  const seenTiming = new Set<string>();
  c.policies.forEach((policy, i) => {
    if (concise) {
      add(2, p.policyShort[tone](policy, i, c));
      return;
    }
    const para = 3 + i;
    add(para, p.policyLead[tone](policy, i, c));
    add(para, p.policyCoverage(policy), detailed ? undefined : 2);
    add(para, p.policyGap[tone](policy, i, c), detailed ? undefined : 1);
    add(para, p.policyPrice[tone](policy, i, c));
    if (detailed) {
      add(para, p.policyCarrier[tone](policy, i, c), 1);
      const fact = c.t.urgencyFact[policy.product];
      if (!seenTiming.has(fact)) {
        seenTiming.add(fact);
        add(para, p.timing(fact), 4);
      }
    }
  });

  const after = 3 + c.policies.length;
  if (!concise) add(after, p.bridge[tone](c), detailed ? 2 : 5);
  if (total.text) add(after, p.total(total.text));
  if (w.budget && w.lead) {
    add(after, total.overBudget ? p.overBudget(w.budget, p.nameIn(w.lead)) : p.withinBudget(w.budget), 4);
  }
  if (!concise) add(after, p.priceConcern[tone](c), detailed ? 6 : 7);
  if (detailed) add(after, p.estimateNote, 7);
  // A one- or two-policy bundle leaves room in a detailed pitch: the client's likely questions fill it.
  if (detailed) {
    const asked = questions.slice(0, 3);
    for (let i = 0; i < asked.length; i++)
      add(after, p.commonQuestion(asked[i]!.objection, asked[i]!.response), 10 + i);
  }
  if (!concise) add(after + 1, p.nextSteps[tone](c));
  if (!concise) add(after + 1, p.applyHow[tone](c), detailed ? 5 : 8);
  add(after + 1, p.review[tone](c));
  if (detailed) add(after + 1, p.thinkItOver[tone](c), 3);
  if (detailed) add(after + 2, p.recap[tone](c, total.text), 9);
  said(after + 2, p.close[tone], wording.close);
  return out;
}

interface Totals {
  text: string | undefined;
  overBudget: boolean;
}

/** The premiums of what is presented today (a held-back policy is not part of this appointment's price). */
function presentedTotals(
  t: WordTable,
  w: WordsContext,
  policies: readonly RecommendedPolicy[],
  budget: number | undefined,
): Totals {
  const shown = new Set(w.presented.map((v) => v.product));
  const monthly = { low: 0, high: 0 };
  const single = { low: 0, high: 0 };
  let hasSingle = false;
  for (const policy of policies) {
    if (!shown.has(policy.product)) continue;
    const into = policy.premium.mode === "single" ? single : monthly;
    if (policy.premium.mode === "single") hasSingle = true;
    into.low += policy.premium.amount.low;
    into.high += policy.premium.amount.high;
  }
  const parts: string[] = [];
  if (monthly.high > 0) parts.push(t.monthly(t.range(monthly)));
  if (hasSingle) parts.push(t.single(t.range(single)));
  return {
    text: parts.length === 0 ? undefined : t.about(parts.join(" + ")),
    overBudget: budget !== undefined && budget > 0 && monthly.high > budget,
  };
}

/**
 * A sales pitch, follow-up plan and referral script for a bundle (docs/product/decisions.md#d-15). Pure and
 * deterministic: the variant, not chance, decides the wording.
 */
export function generatePitch(input: PitchInput): Pitch {
  const language: Language =
    input.language && LANGUAGE_SET.has(input.language)
      ? input.language
      : LANGUAGE_SET.has(input.bundle.language)
        ? input.bundle.language
        : "en";
  const p = PITCH_TABLES[language];
  const { t, w, policies } = wordsContext(input, language);
  const profile = clientProfile(input.bundle, input.client);
  const byProduct = new Map(policies.map((policy) => [policy.product, policy]));
  const c: PitchContext = {
    w,
    t,
    address: addressFor(p, profile, w, input.tone),
    policies: w.presented,
    premium: (view) => {
      const policy = byProduct.get(view.product);
      if (!policy || policy.premium.amount.high <= 0) return { kind: "zero", text: t.zeroPremium };
      return policy.premium.mode === "single"
        ? { kind: "single", text: t.range(policy.premium.amount) }
        : { kind: "monthly", text: view.price };
    },
  };
  const totals = presentedTotals(t, w, policies, profile.budgetMonthly);
  // Only questions whose answer is safe to say to the client (no sentence about pay survives the copy).
  const questions = language === input.bundle.language ? toClientCopy(input.bundle).objections : [];
  const wording = wordingOf(input.variant);
  const pitch = render(
    fitToBand(pieces(p, c, input.tone, input.length, wording, totals, questions), input.length),
  );

  // Follow-up belongs to what was presented: a product held back from a Medicare appointment is not sold.
  const products = new Set(w.presented.map((v) => v.product));
  const f = c.t.followUp;
  const delivery = products.has("final_expense")
    ? f.finalExpenseDraft(w)
    : products.has("fixed_annuity") || products.has("indexed_annuity")
      ? f.annuityDelivery(w)
      : p.followUp.policyDelivery(c);
  const steps = [p.followUp.recap(c), f.checkIn(w), f.status(w), delivery, f.review(w)];

  const referralCtx: PitchContext = { ...c, address: addressFor(p, profile, w, "professional") };
  return {
    pitch,
    variant: wording.variant,
    followUpStrategy: steps.map((s) => `${s.when} — ${s.action}`),
    referralScript: p.referralScript[input.tone](input.tone === "professional" ? referralCtx : c),
    referralTips: [...p.referralTips],
  };
}
