/**
 * The shape every language's phrase table implements. Records keyed by `GoalId`, `MissingFactId` and
 * `ProductId` make a missing translation a compile error when an id is added to `types.ts`.
 *
 * Templates are plain functions of a pre-computed `WordsContext`: word order, agreement and punctuation
 * differ per language, so each table owns whole sentences rather than fragments glued in `compose.ts`.
 */
import type { Gender, GoalId, Language, MissingFactId, Money, ProductId } from "../types.js";

/**
 * Which CMS marketing rules the words describe. CY2027 marketing (from Oct 1, 2026, packages/engine/src/facts/compliance.ts) drops
 * the 48-hour Scope of Appointment wait; "unknown" (no date given) states both so it is never wrong.
 */
export type MarketingRules = "pre_cy2027" | "cy2027" | "unknown";

/** One recommended policy, reduced to what the words need and already formatted for the language. */
export interface PolicyView {
  product: ProductId;
  name: string;
  coverage: string;
  /** The recommender's reason, trimmed, without a trailing full stop. */
  why: string;
  /** Best-fit carrier, when the recommender gave one. */
  carrier: string | undefined;
  /** "about $150–$210/month", "prima cero", "environ 50 000 $ de prime unique"… */
  price: string;
}

export interface WordsContext {
  /** First name, capitalised; undefined when the lead gave none. */
  name: string | undefined;
  age: number | undefined;
  state: string | undefined;
  /** Localised goal labels, at most three. */
  goals: readonly string[];
  /** Monthly budget already formatted ("$150/month"). */
  budget: string | undefined;
  /** The monthly estimate's top is above the client's budget. */
  overBudget: boolean;
  medicare: boolean;
  /** Medicare Advantage or Part D is in the bundle: the CMS Scope of Appointment applies. */
  scopeOfAppointment: boolean;
  rules: MarketingRules;
  crossSell: boolean;
  /** Policies the agent may present in this appointment, core first. */
  presented: readonly PolicyView[];
  core: readonly PolicyView[];
  addOns: readonly PolicyView[];
  /** Life/annuity policies held back from a Medicare appointment (cross-selling limits). */
  deferred: readonly PolicyView[];
  /** The first core policy presented, when there is one. */
  lead: PolicyView | undefined;
  /** Total estimate ("about $214–$298/month + $50,000 single premium"), undefined without policies. */
  total: string | undefined;
  /** Every product in the bundle. */
  products: ReadonlySet<ProductId>;
  /** Products presented in this appointment. */
  presentedProducts: ReadonlySet<ProductId>;
  /** A final expense policy presented is issued on health questions (not guaranteed issue). */
  finalExpenseHealthQuestions: boolean;
  /** Short labels of the facts still missing, most useful first, at most three. */
  missingLabels: readonly string[];
  /** The CMS TPMO disclaimer in this language, counts filled in or left as placeholders. */
  tpmo: string;
  /**
   * The relative who decides for a client with dementia (a power of attorney, a guardian, the spouse):
   * greeted and asked in the talk track, their authority checked before any application. Undefined
   * otherwise.
   */
  representative: Representative | undefined;
  /** Agent's name and agency, or the language's placeholders. */
  agentName: string;
  agency: string;
}

export interface Representative {
  /** First name, capitalised, when the lead gave one. */
  name: string | undefined;
  relation: "spouse" | "parent" | "child" | "other";
  gender: Gender | undefined;
}

export interface DiscoveryQuestion {
  /** The fact the question collects, so a question already asked for a missing fact is not repeated. */
  fact?: MissingFactId;
  text: string;
}

export interface ObjectionText {
  objection: string;
  response: string;
}

export interface FollowUpText {
  when: string;
  action: string;
}

type Template = (ctx: WordsContext) => string;

export interface WordTable {
  readonly language: Language;

  money(amount: number): string;
  range(amount: Money): string;
  monthly(range: string): string;
  single(range: string): string;
  /** Marks an amount as an estimate ("about …"). */
  about(amount: string): string;
  /** A $0 monthly premium, never described as costing nothing (docs/product/decisions.md#d-14). */
  readonly zeroPremium: string;
  list(items: readonly string[]): string;

  readonly placeholders: { readonly agentName: string; readonly agency: string };
  /** Used only when the recommender left a policy's display name empty. */
  readonly productName: Readonly<Record<ProductId, string>>;

  readonly goals: Readonly<Record<GoalId, string>>;
  readonly missingQuestion: Readonly<Record<MissingFactId, string>>;
  readonly missingLabel: Readonly<Record<MissingFactId, string>>;

  readonly tpmo: {
    readonly organizationsPlaceholder: string;
    readonly plansPlaceholder: string;
    /** 42 CFR 422.2267(e)(41), agent who does not sell every plan in the area. */
    notAllPlans(organizations: string, plans: string): string;
    /** Same rule, agent who sells every plan in the area. */
    allPlans(organizations: string, plans: string): string;
  };

  readonly summary: Template;

  readonly talkTrack: {
    readonly rapport: Template;
    readonly agenda: Template;
    readonly discovery: Template;
    readonly presentCore: Template;
    readonly presentAddOns: Template;
    readonly deferred: Template;
    /** The other line (Medicare, or life and annuities) asked for or clearly missing: its own appointment. */
    readonly separate: (ctx: WordsContext, line: "medicare" | "life_annuity") => string;
    readonly concerns: Template;
    readonly close: Template;
    readonly nextSteps: Template;
  };

  readonly scripts: {
    readonly opening: Template;
    readonly transition: Template;
    readonly close: Template;
  };

  readonly discovery: {
    readonly byProduct: Readonly<Record<ProductId, readonly DiscoveryQuestion[]>>;
    /** Used only when missing facts and products leave fewer than three questions. */
    readonly fallback: readonly string[];
  };

  readonly objections: {
    readonly affordability: (ctx: WordsContext) => ObjectionText;
    readonly trust: (ctx: WordsContext) => ObjectionText;
    readonly need: (ctx: WordsContext) => ObjectionText;
    readonly urgency: (ctx: WordsContext) => ObjectionText;
    readonly byProduct: Readonly<Record<ProductId, (ctx: WordsContext) => ObjectionText>>;
  };

  /** The gap each product fills, as one or two sentences said to the client. */
  readonly needGap: Readonly<Record<ProductId, string>>;
  /** An honest timing fact per product (no pressure, nothing the reference cannot back). */
  readonly urgencyFact: Readonly<Record<ProductId, string>>;
  /** Medigap where the state sells it without health questions all year (NY, CT): no deadline to press. */
  readonly urgencyFactYearRoundMedigap: string;

  readonly followUp: {
    readonly checkIn: (ctx: WordsContext) => FollowUpText;
    readonly status: (ctx: WordsContext) => FollowUpText;
    readonly finalExpenseDraft: (ctx: WordsContext) => FollowUpText;
    readonly annuityDelivery: (ctx: WordsContext) => FollowUpText;
    readonly review: (ctx: WordsContext) => FollowUpText;
    readonly annualMedicare: (ctx: WordsContext) => FollowUpText;
  };

  readonly compliance: {
    readonly nonAffiliation: string;
    readonly zeroPremium: string;
    disclaimerTiming(rules: MarketingRules): string;
    scopeOfAppointment(rules: MarketingRules): string;
    readonly medigapOnlyScope: string;
    readonly crossSell: Template;
    readonly annuityBestInterest: string;
    /** Agent-only: the deposit passes the state guaranty association's per-insurer limit. */
    readonly annuityGuaranty: (limit: string) => string;
    readonly estimates: string;
    /** The estimates line for a client copy (no mention of commissions). */
    readonly clientEstimates: string;
    readonly agentOnly: string;
  };
}
