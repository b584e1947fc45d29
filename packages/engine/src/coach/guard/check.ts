/**
 * The compliance guard: reads a text the coach is about to show (the engine's own words or a model's)
 * and lists what a CMS or state examiner would object to. It finds; it never rewrites, so the caller
 * decides whether to block, annotate or regenerate (docs/product/chat-coach.md runs model output through it).
 *
 * Matching is whole-word, case-insensitive and Unicode-aware, in English, Spanish and French whatever
 * the context's language: agents and clients code-switch, and a Spanish "gratis" in an English script
 * is just as wrong.
 * One file because each rule's pattern, message and source are read together: a rule's wording is only
 * right for what its pattern catches.
 */
import type { Language, ProductId } from "../../types.js";
import { complianceViolations } from "../../words/compliance.js";

export const GUARD_RULE_IDS = [
  "free_for_zero_premium",
  "tpmo_disclaimer_missing",
  "medicare_endorsement_claim",
  "medicare_cross_selling",
  "guaranteed_index_returns",
  "commission_in_client_text",
] as const;
export type GuardRuleId = (typeof GUARD_RULE_IDS)[number];

export interface GuardContext {
  /** Who will read the text. Client-facing rules (TPMO, cross-selling, commission) apply to "client". */
  audience: "agent" | "client";
  /** The language of the findings' messages (the text itself may be in any of the three). */
  language?: Language;
  /**
   * The text presents Medicare plans to a client (a script, an e-mail, a chat to a beneficiary). Left
   * undefined, client-facing text that presents a Medicare product (from `products`, else from the words:
   * Medicare Advantage, Part D, Medigap) counts as such;
   * false says the caller knows it is not marketing (e.g. a final expense script that only says
   * "Medicare does not pay for funerals").
   */
  medicareMaterial?: boolean;
  /** The client asked, on their own, to discuss life insurance or annuities (CMS allows it then). */
  clientRequestedCrossSell?: boolean;
  /**
   * The products the text presents, when the caller knows them (a bundle's policies). The cross-selling
   * rule then reads them instead of guessing from the words: naming the client's current Part D is not
   * selling one.
   */
  products?: readonly ProductId[];
}

export interface Finding {
  rule: GuardRuleId;
  /** The offending words with a little of what surrounds them, as written. */
  excerpt: string;
  /** What the agent should change, in the context's language. */
  message: string;
}

/** Where each rule comes from (domain packages/engine/src/facts/compliance.ts and the product decisions). */
export const GUARD_RULE_SOURCES: Readonly<Record<GuardRuleId, string>> = {
  free_for_zero_premium:
    "CMS Medicare Communications and Marketing Guidelines: no 'free' for a $0-premium plan (packages/engine/src/facts/compliance.ts, S121); docs/product/decisions.md#d-14.",
  tpmo_disclaimer_missing:
    "42 CFR 422.2267(e)(41): TPMO disclaimer in marketing materials, e-mail and chat (packages/engine/src/facts/compliance.ts, S110, S111, S115).",
  medicare_endorsement_claim:
    "CMS misuse of the Medicare name: nothing may suggest a plan is approved, endorsed or authorized by Medicare, CMS or HHS; a CMS contract is not an endorsement (packages/engine/src/facts/compliance.ts, S119, S122, S123).",
  medicare_cross_selling:
    "CMS marketing rules: no life insurance or annuities during an MA/PDP sales appointment unless the beneficiary asks (packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling, S118, S119, S120).",
  guaranteed_index_returns:
    "NAIC Suitability in Annuity Transactions Model #275 (best interest, packages/engine/src/facts/compliance.ts, S125): indexed credits depend on caps and the index; only the floor and guaranteed minimums are guaranteed (packages/engine/src/facts/annuities.ts).",
  commission_in_client_text:
    "docs/product/decisions.md#d-14: commission figures never appear in client-facing output; NAIC #275 asks producers to disclose how they are paid, not to quote figures in sales material (packages/engine/src/facts/compliance.ts).",
};

const MESSAGES: Readonly<Record<Language, Readonly<Record<GuardRuleId, string>>>> = {
  en: {
    free_for_zero_premium:
      'CMS bars "free" for a $0-premium plan: say "zero premium" (and remind the client the Part B premium still applies).',
    tpmo_disclaimer_missing:
      "Client-facing Medicare material needs the standardized TPMO disclaimer (organizations, plans, Medicare.gov, 1-800-MEDICARE, SHIP).",
    medicare_endorsement_claim:
      "Never suggest a plan is approved or endorsed by Medicare or the government; a CMS contract is not an endorsement.",
    medicare_cross_selling:
      "Life insurance and annuities may not be marketed with Medicare Advantage or Part D unless the client asks: set a separate appointment.",
    guaranteed_index_returns:
      "Indexed annuities and IUL do not guarantee returns: only the 0% floor and any guaranteed minimum are guaranteed.",
    commission_in_client_text: "Remove the commission from anything the client sees.",
  },
  es: {
    free_for_zero_premium:
      'CMS prohíbe decir "gratis" de un plan de $0 de prima: diga "prima cero" (y recuérdele al cliente que la prima de la Parte B se sigue pagando).',
    tpmo_disclaimer_missing:
      "El material de Medicare para clientes debe llevar el aviso TPMO estandarizado (organizaciones, planes, Medicare.gov, 1-800-MEDICARE, SHIP).",
    medicare_endorsement_claim:
      "Nunca dé a entender que un plan está aprobado o respaldado por Medicare o el gobierno; un contrato con CMS no es un respaldo.",
    medicare_cross_selling:
      "Los seguros de vida y las anualidades no se pueden promocionar junto con Medicare Advantage o la Parte D salvo que el cliente lo pida: programe una cita aparte.",
    guaranteed_index_returns:
      "Las anualidades indexadas y el IUL no garantizan rendimientos: solo el piso del 0% y el mínimo garantizado están garantizados.",
    commission_in_client_text: "Quite la comisión de todo lo que vea el cliente.",
  },
  fr: {
    free_for_zero_premium:
      "CMS interdit « gratuit » pour un régime à prime de 0 $ : dites « prime zéro » (et rappelez au client que la prime de la partie B reste due).",
    tpmo_disclaimer_missing:
      "Tout support Medicare destiné au client doit porter l'avis TPMO standardisé (organisations, régimes, Medicare.gov, 1-800-MEDICARE, SHIP).",
    medicare_endorsement_claim:
      "Ne laissez jamais entendre qu'un régime est approuvé ou cautionné par Medicare ou le gouvernement : un contrat avec CMS n'est pas une caution.",
    medicare_cross_selling:
      "L'assurance vie et les rentes ne peuvent pas être proposées avec Medicare Advantage ou la partie D sauf si le client le demande : fixez un rendez-vous distinct.",
    guaranteed_index_returns:
      "Les rentes indexées et l'IUL ne garantissent pas de rendement : seuls le plancher de 0 % et le minimum garanti le sont.",
    commission_in_client_text: "Retirez la commission de tout ce que le client voit.",
  },
};

// --- Patterns -------------------------------------------------------------------------------------
// `(?<![\p{L}\p{N}])` / `(?![\p{L}\p{N}])` stand for word boundaries that also work on accented letters.
const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
const rx = (source: string): RegExp => new RegExp(source, "giu");

/** Marketing of Medicare plans (not a passing mention of "Medicare"). */
const MEDICARE_PLAN_TALK = rx(
  `${B}(?:medicare\\s+advantage|medicare\\s+supplement|medigap|mapd|part\\s+[cd]|parte\\s+[cd]|partie\\s+[cd]|suplemento\\s+de\\s+medicare|compl[ée]ment\\s+medicare|plan(?:es)?\\s+de\\s+medicamentos|drug\\s+plans?)${E}`,
);
/** MA and stand-alone drug plans: the products a CMS Scope of Appointment governs. */
const MA_OR_PART_D = rx(
  `${B}(?:medicare\\s+advantage|mapd|pdp|part\\s+[cd]|parte\\s+[cd]|partie\\s+[cd]|drug\\s+plans?|plan(?:es)?\\s+de\\s+medicamentos|r[ée]gimes?\\s+de\\s+m[ée]dicaments)${E}`,
);
const LIFE_OR_ANNUITY = rx(
  `${B}(?:life\\s+insurance|life\\s+policy|term\\s+life|whole\\s+life|final\\s+expense|burial\\s+insurance|iul|annuit(?:y|ies)|myga|seguros?\\s+de\\s+vida|vida\\s+entera|gastos\\s+finales|anualidad(?:es)?|assurances?\\s+(?:-\\s*)?vie|frais\\s+fun[ée]raires|obs[èe]ques|rentes?)${E}`,
);
const MEDICARE_PRODUCTS: ReadonlySet<ProductId> = new Set<ProductId>([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);
const SCOPE_PRODUCTS: ReadonlySet<ProductId> = new Set<ProductId>(["medicare_advantage", "part_d"]);
const LIFE_OR_ANNUITY_PRODUCTS: ReadonlySet<ProductId> = new Set<ProductId>([
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
]);
/** The text itself keeps the other product out of the Medicare appointment. */
const SEPARATE_APPOINTMENT = rx(
  `${B}(?:separate\\s+(?:appointment|meeting|call)|cita\\s+(?:aparte|separada|distinta)|rendez-vous\\s+(?:distinct|s[ée]par[ée]))${E}`,
);

/** The standardized TPMO disclaimer, any of its wordings, in the three languages. */
const TPMO_REPRESENT = rx(`${B}(?:we\\s+represent|representamos|nous\\s+repr[ée]sentons)${E}`);
const TPMO_MEDICARE_CONTACT = /1-800-MEDICARE/iu;
const TPMO_SHIP = rx(`${B}(?:SHIP|State\\s+Health\\s+Insurance\\s+(?:Assistance\\s+)?Program)${E}`);

/**
 * Endorsement claims. The standard CMS terms "Medicare-approved amount/care/services" name what Medicare
 * pays for, not an endorsement of a plan, so those nouns are allowed.
 */
const ALLOWED_APPROVED_NOUNS =
  "amounts?|care|services?|charges?|costs?|expenses?|providers?|suppliers?|treatments?|items?|procedures?|rates?|prices?|payments?|fees?|supplies|equipment|drugs?|prescriptions?";
const ENDORSED_ADJECTIVE = rx(
  `${B}(?:medicare|government|cms|federally|federal)[-\\s](?:approved|endorsed|certified|sponsored|recommended|backed|authorized)${E}(?!\\s+(?:${ALLOWED_APPROVED_NOUNS})${E})`,
);
const ENDORSED_BY_EN = rx(
  `${B}(?:approved|endorsed|certified|sponsored|recommended|backed|authorized)\\s+by\\s+(?:the\\s+)?(?:u\\.?\\s?s\\.?\\s+|federal\\s+)?(?:medicare|cms|government|hhs|social\\s+security)${E}`,
);
const OFFICIAL_MEDICARE = rx(`${B}official\\s+medicare\\s+(?:plan|program\\s+plan|insurance|card)${E}`);
/** es/fr put the noun first: "monto aprobado por Medicare" is fine, "plan aprobado por Medicare" is not. */
const ENDORSED_BY_ES = rx(
  `${B}(?:aprobad[oa]s?|respaldad[oa]s?|avalad[oa]s?|recomendad[oa]s?|patrocinad[oa]s?|certificad[oa]s?|autorizad[oa]s?)\\s+por\\s+(?:el\\s+)?(?:gobierno(?:\\s+federal)?|medicare|cms)${E}`,
);
const ENDORSED_BY_FR = rx(
  `${B}(?:approuv[ée]e?s?|cautionn[ée]e?s?|recommand[ée]e?s?|agr[ée][ée]e?s?|parrain[ée]e?s?|certifi[ée]e?s?|autoris[ée]e?s?|soutenue?s?)\\s+par\\s+(?:le\\s+)?(?:gouvernement(?:\\s+f[ée]d[ée]ral)?|medicare|cms)${E}`,
);
const ALLOWED_BEFORE_ES_FR = rx(
  `${B}(?:montos?|cantidad(?:es)?|cargos?|atenci[oó]n|servicios?|costos?|gastos?|tarifas?|proveedores?|tratamientos?|medicamentos?|montants?|soins|services?|frais|co[uû]ts?|tarifs?|fournisseurs?|traitements?|m[ée]dicaments?|d[ée]penses?)\\s*$`,
);
const NEGATION_BEFORE = rx(
  `${B}(?:not|never|nor|no|isn't|aren't|ni|no\\s+est[áa]n?|ne|n'|jamais|nunca|ni\\s+par)${E}[^.!?]{0,60}$`,
);

/** Indexed products, where a "guarantee" of gains misleads: their credits depend on caps and the index. */
const INDEXED_PRODUCT = rx(
  `${B}(?:indexed\\s+annuit(?:y|ies)|fixed\\s+indexed|fia|iul|indexed\\s+universal\\s+life|anualidad(?:es)?\\s+indexada|vida\\s+universal\\s+indexada|rentes?\\s+index[ée]e?s?|vie\\s+universelle\\s+index[ée]e|indexed|index[ée]e?s?|indexada?s?)${E}`,
);
const GUARANTEED_GAIN_EN = rx(
  `${B}(?:guaranteed\\s+(?:\\d+(?:\\.\\d+)?\\s?%\\s+)?(?:returns?|gains?|growth|earnings|profits?|yields?|upside|market\\s+gains?|index\\s+credits?|\\d+(?:\\.\\d+)?\\s?%(?!\\s+(?:minimum|floor)))|guarantees?\\s+(?:you\\s+)?(?:an?\\s+)?(?:\\d+(?:\\.\\d+)?\\s?%\\s+)?(?:returns?|gains?|growth|earnings|profits?|yields?)|(?:returns?|gains?|growth|earnings|profits?|yields?)\\s+(?:is|are)\\s+guaranteed)${E}`,
);
const GUARANTEED_GAIN_ES = rx(
  `${B}(?:(?:rendimientos?|ganancias?|crecimiento|rentabilidad|intereses?)\\s+garantizad[oa]s?|garantiza(?:mos|n)?\\s+(?:un\\s+|una\\s+|el\\s+|la\\s+)?(?:\\d+(?:[.,]\\d+)?\\s?%\\s+(?:de\\s+)?)?(?:rendimientos?|ganancias?|crecimiento|rentabilidad)|(?:rendimientos?|ganancias?)\\s+(?:del?\\s+)?\\d+(?:[.,]\\d+)?\\s?%\\s+garantizad[oa]s?)${E}`,
);
const GUARANTEED_GAIN_FR = rx(
  `${B}(?:(?:rendements?|gains?|croissance|plus-values?)\\s+(?:de\\s+\\d+(?:[.,]\\d+)?\\s?%\\s+)?garanti(?:e|s|es)?|garanti(?:t|ssons|ssent)\\s+(?:un\\s+|une\\s+|le\\s+|la\\s+|des\\s+)?(?:rendements?|gains?|croissance|plus-values?))${E}`,
);

/** Words about the agent's pay; in client text any one of them is a leak. */
const COMMISSION = rx(
  `${B}(?:commissions?|commissionable|comisi[oó]n(?:es)?|comisionables?|finder'?s\\s+fees?|first-year\\s+pay|override|chargebacks?|r[ée]mun[ée]rations?|compensaci[oó]n(?:es)?)${E}`,
);

const PRODUCT_TRIAL = /^\s+(?:messages?|bundles?)(?![\p{L}\p{N}])/iu;
/** The same in Spanish and French, where the noun comes first ("2 paquetes gratis"). */
const PRODUCT_TRIAL_BEFORE = /(?<![\p{L}\p{N}])(?:paquetes|offres groupées)\s+$/iu;

// --- Matching helpers ------------------------------------------------------------------------------
const EXCERPT_SIDE = 30;

function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - EXCERPT_SIDE);
  const to = Math.min(text.length, end + EXCERPT_SIDE);
  const head = from > 0 ? "…" : "";
  const tail = to < text.length ? "…" : "";
  return `${head}${text.slice(from, to).replace(/\s+/g, " ").trim()}${tail}`;
}

function* matches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    yield m;
    if (m[0] === "") pattern.lastIndex++;
  }
}

function has(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

/** The sentence (or clause) before `index`, for negation and noun checks. */
function before(text: string, index: number): string {
  const start = Math.max(0, index - 80);
  const slice = text.slice(start, index);
  const cut = Math.max(slice.lastIndexOf("."), slice.lastIndexOf("!"), slice.lastIndexOf("?"));
  return cut >= 0 ? slice.slice(cut + 1) : slice;
}

/**
 * A life or annuity product named outside a question: asking "do you have life insurance?" is fact-finding
 * about current coverage, not marketing it.
 */
function offeredLifeOrAnnuity(text: string): { index: number; 0: string } | null {
  const sentence = /[^.!?\n]+[.!?]*/gu;
  for (const s of matches(sentence, text)) {
    if (s[0].trimEnd().endsWith("?")) continue;
    const m = firstMatch(LIFE_OR_ANNUITY, s[0]);
    if (m) return { index: s.index + m.index, 0: m[0] };
  }
  return null;
}

export function hasTpmoDisclaimer(text: string): boolean {
  return has(TPMO_MEDICARE_CONTACT, text) && has(TPMO_REPRESENT, text) && has(TPMO_SHIP, text);
}

function endorsementClaims(text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const pattern of [ENDORSED_ADJECTIVE, ENDORSED_BY_EN, OFFICIAL_MEDICARE]) {
    for (const m of matches(pattern, text)) {
      if (!has(NEGATION_BEFORE, before(text, m.index))) out.push(m);
    }
  }
  for (const pattern of [ENDORSED_BY_ES, ENDORSED_BY_FR]) {
    for (const m of matches(pattern, text)) {
      const lead = before(text, m.index);
      if (has(ALLOWED_BEFORE_ES_FR, lead) || has(NEGATION_BEFORE, lead)) continue;
      out.push(m);
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function firstMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  pattern.lastIndex = 0;
  const m = pattern.exec(text);
  pattern.lastIndex = 0;
  return m;
}

/**
 * Every compliance problem in `text`, in rule order then text order; empty when the text may be shown.
 * Pure and linear in the text's length (no backtracking-prone patterns on user-sized input).
 */
export function check(text: string, context: GuardContext): Finding[] {
  if (typeof text !== "string" || text.trim() === "") return [];
  const language: Language = context.language ?? "en";
  const message = (MESSAGES[language] ?? MESSAGES.en) as Record<GuardRuleId, string>;
  const findings: Finding[] = [];
  const add = (rule: GuardRuleId, m: { index: number; 0: string }): void => {
    findings.push({ rule, excerpt: excerpt(text, m.index, m.index + m[0].length), message: message[rule] });
  };

  // "Free": the engine's own word check, so the bundle words and the guard never disagree.
  let searchFrom = 0;
  for (const word of complianceViolations(text, language)) {
    const at = rx(`${B}${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${E}`);
    at.lastIndex = searchFrom;
    const index = at.exec(text)?.index ?? text.indexOf(word, searchFrom);
    searchFrom = index + word.length;
    // docs/product/decisions.md#d-2's status line ("2 free messages remaining") and the welcome ("2 free bundles") are about this
    // product's trial, not a plan's price.
    if (PRODUCT_TRIAL.test(text.slice(searchFrom)) || PRODUCT_TRIAL_BEFORE.test(text.slice(0, index)))
      continue;
    add("free_for_zero_premium", { index, 0: word });
  }

  const client = context.audience === "client";
  const presentsMedicare = context.products
    ? context.products.some((p) => MEDICARE_PRODUCTS.has(p))
    : has(MEDICARE_PLAN_TALK, text);
  const medicare = context.medicareMaterial ?? (client && presentsMedicare);
  if (client && medicare && !hasTpmoDisclaimer(text)) {
    const m = firstMatch(MEDICARE_PLAN_TALK, text) ?? firstMatch(/medicare/iu, text);
    add("tpmo_disclaimer_missing", m ?? { index: 0, 0: text.slice(0, 40) });
  }

  for (const m of endorsementClaims(text)) add("medicare_endorsement_claim", m);

  // Only Medicare marketing can breach the cross-selling rule: a hospital indemnity pitch that explains
  // Medicare Advantage copays beside a final expense policy sells no MA plan.
  if (client && medicare && context.clientRequestedCrossSell !== true && !has(SEPARATE_APPOINTMENT, text)) {
    const known = context.products;
    const ma = known ? known.some((p) => SCOPE_PRODUCTS.has(p)) : firstMatch(MA_OR_PART_D, text) !== null;
    const life = ma ? offeredLifeOrAnnuity(text) : null;
    const sold = known ? known.some((p) => LIFE_OR_ANNUITY_PRODUCTS.has(p)) : life !== null;
    if (ma && sold)
      add(
        "medicare_cross_selling",
        life ?? firstMatch(MA_OR_PART_D, text) ?? { index: 0, 0: text.slice(0, 40) },
      );
  }

  if (has(INDEXED_PRODUCT, text)) {
    for (const pattern of [GUARANTEED_GAIN_EN, GUARANTEED_GAIN_ES, GUARANTEED_GAIN_FR]) {
      for (const m of matches(pattern, text)) add("guaranteed_index_returns", m);
    }
  }

  if (client) for (const m of matches(COMMISSION, text)) add("commission_in_client_text", m);

  const order = new Map(GUARD_RULE_IDS.map((id, i) => [id, i]));
  return findings.sort((a, b) => (order.get(a.rule) ?? 0) - (order.get(b.rule) ?? 0));
}
