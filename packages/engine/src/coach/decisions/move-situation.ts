/**
 * Objections and how-tos answered for this situation (docs/product/chat-coach.md#answer-decision): built from parts — the objection's
 * type, the product it is about, the client's facts when a bundle is open — rather than one fixed
 * article. Each answer has its own shape (an objection is reframed, scripted and closed; a how-to is a
 * sequence of moves), lines an agent can say word for word, 150-300 words, and a next step.
 *
 * This module holds what both kinds of answer are built from: the situation (product family, client,
 * premium, the relative named and the possessives that agree with it) and the rendering of a shape.
 * The answers themselves are in `objection-moves.ts` and `how-to-moves.ts`.
 */
import { PRODUCT_LIBRARY } from "../../facts/index.js";
import type { Bundle, Language, ProductId } from "../../types.js";
import { colon, dollars } from "./facts.js";
import { fold } from "./lexicon.js";

export const MEDICARE: ReadonlySet<ProductId> = new Set([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);
const ANNUITY: ReadonlySet<ProductId> = new Set(["fixed_annuity", "indexed_annuity"]);
const LIFE: ReadonlySet<ProductId> = new Set(["term_life", "whole_life", "iul", "final_expense"]);

type Family = "medicare" | "life" | "annuity" | "health" | "none";
function familyOf(product: ProductId | undefined): Family {
  if (!product) return "none";
  if (MEDICARE.has(product)) return "medicare";
  if (ANNUITY.has(product)) return "annuity";
  if (LIFE.has(product)) return "life";
  return "health";
}

/** Relatives an objection can name, most specific first: [pattern, en, es, fr]. */
const RELATIVES: readonly (readonly [RegExp, string, string, string])[] = [
  [/son[- ]in[- ]law|yerno|gendre/u, "son-in-law", "yerno", "gendre"],
  [/daughter[- ]in[- ]law|nuera|belle[- ]fille/u, "daughter-in-law", "nuera", "belle-fille"],
  [
    /grand(?:kids|children|sons?|daughters?)|niet[oa]s?|petits?[- ]enfants|petite?[- ]fil(?:le|s)/u,
    "grandchildren",
    "nietos",
    "petits-enfants",
  ],
  [/wife|esposa|mujer|femme|epouse/u, "wife", "esposa", "femme"],
  [/husband|esposo|marido|mari/u, "husband", "esposo", "mari"],
  [/daughter|hija|fille/u, "daughter", "hija", "fille"],
  [/(?:my|his|her|their|the|a|your|only|oldest|eldest|youngest) son|hijo|fils/u, "son", "hijo", "fils"],
  [/kids|children|hijos|enfants/u, "children", "hijos", "enfants"],
  [/brother|hermano|frere/u, "brother", "hermano", "frère"],
  [/sister|hermana|soeur/u, "sister", "hermana", "sœur"],
  [/spouse|conyuge|pareja|conjoint/u, "spouse", "pareja", "conjoint"],
];

/** Asking, checking with, running it by: the relative after one of these is the one who decides. */
const DEFERS_TO =
  /(?:by|with|to|ask|asks|asking|check with|consult|a|al|con|avec|pregunt\w*|demander a|parler a) (?:(?:his|her|their|my|the|su|sus|mi|sa|son|ses|leur|ma|mon) )?$/u;

/**
 * Who the client wants to ask, from the message: "my wife", "her son-in-law", "sus hijos", "sa fille".
 * With two relatives ("husband wants to run it by their daughter"), the one deferred to.
 */
function relativeOf(message: string, language: Language): string {
  const t = fold(message);
  const pick = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const found: { at: number; names: readonly [string, string, string] }[] = [];
  let rest = t;
  for (const [pattern, en, es, fr] of RELATIVES) {
    const re = new RegExp(`(?<![a-z])(?:${pattern.source})(?![a-z])`, "gu");
    for (const m of rest.matchAll(re)) {
      // "her son" names the son: start at the noun, past the possessive the pattern needs.
      found.push({ at: m.index + m[0].lastIndexOf(" ") + 1, names: [en, es, fr] });
    }
    rest = rest.replace(re, (w) => " ".repeat(w.length));
  }
  if (found.length === 0) return pick("family", "familia", "famille");
  found.sort((a, b) => a.at - b.at);
  const deferred = found.find((f) => DEFERS_TO.test(t.slice(Math.max(0, f.at - 30), f.at)));
  const [en, es, fr] = (deferred ?? found[0]!).names;
  return pick(en, es, fr);
}

/** "Final expense whole life" inside a sentence: lower the first letter unless it starts a proper name. */
function sentenceCase(name: string): string {
  return /^(?:Medicare|IUL|MYGA)/u.test(name) || /^[A-Z]{2}/u.test(name)
    ? name
    : name.charAt(0).toLowerCase() + name.slice(1);
}

const FEMININE_FR: ReadonlySet<string> = new Set(["femme", "fille", "famille", "belle-fille", "sœur"]);
const PLURAL: ReadonlySet<string> = new Set([
  "hijos",
  "enfants",
  "children",
  "grandchildren",
  "nietos",
  "petits-enfants",
]);

function possessives(relative: string, language: Language): { my: string; your: string; their: string } {
  const plural = PLURAL.has(relative);
  if (language === "es")
    return plural ? { my: "mis", your: "sus", their: "sus" } : { my: "mi", your: "su", their: "su" };
  if (language === "fr") {
    if (plural) return { my: "mes", your: "vos", their: "ses" };
    if (relative === "conjoint") return { my: "mon", your: "votre", their: "son" };
    return FEMININE_FR.has(relative)
      ? { my: "ma", your: "votre", their: "sa" }
      : { my: "mon", your: "votre", their: "son" };
  }
  return { my: "my", your: "your", their: "their" };
}

export interface Situation {
  language: Language;
  product?: ProductId;
  productName: string;
  family: Family;
  /** "the Medicare Supplement", else "this coverage", for a sentence. */
  the: string;
  /** " — Medicare Supplement" for a title, empty without a product. */
  dash: string;
  /** Possessives for the relative: "my", "your", "their" (Spanish and French agree in number and gender). */
  my: string;
  your: string;
  their: string;
  /** The agent asks about life insurance or annuities (the move's product may be the appointment's). */
  lifeAsked: boolean;
  /** "Linda", else "the client" in the language. */
  client: string;
  /** The core policy's monthly premium when a bundle is open ("$98–$131 a month"). */
  premium?: string;
  relative: string;
  now: Date;
}

export function situation(
  language: Language,
  products: readonly ProductId[],
  message: string,
  now: Date,
  bundle?: Bundle | null,
): Situation {
  const core = bundle?.policies.find((p) => p.role === "core") ?? bundle?.policies[0];
  const product = products[0] ?? core?.product;
  const pick = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const name = bundle?.client.firstName;
  const client = name ?? pick("the client", "el cliente", "le client");
  let premium: string | undefined;
  if (core && core.premium.mode === "monthly" && (!products[0] || products[0] === core.product)) {
    const { low, high } = core.premium.amount;
    const $ = (n: number) => dollars(Math.round(n), language);
    const range = low === high ? $(low) : `${$(low)}–${$(high)}`;
    premium = pick(`${range} a month`, `${range} al mes`, `${range} par mois`);
  }
  return {
    language,
    product,
    productName: product
      ? PRODUCT_LIBRARY[product].name[language]
      : pick("the plan", "el plan", "le contrat"),
    the: product
      ? pick(
          `the ${sentenceCase(PRODUCT_LIBRARY[product].name.en)}`,
          PRODUCT_LIBRARY[product].name.es,
          PRODUCT_LIBRARY[product].name.fr,
        )
      : pick("this coverage", "esta cobertura", "cette couverture"),
    dash: product ? ` — ${PRODUCT_LIBRARY[product].name[language]}` : "",
    family: familyOf(product),
    client,
    premium,
    relative: relativeOf(message, language),
    ...possessives(relativeOf(message, language), language),
    lifeAsked:
      /(?<![a-z])(?:life insurance|life policy|annuit|seguro de vida|vida|anualidad|assurance[- ]vie|vie|rente|final expense|burial|funeral|gastos finales|entierro|funerarios?|obseques|iul|term life|whole life|myga|fia)/u.test(
        fold(message),
      ),
    now,
  };
}

export interface Shape {
  title: string;
  sections: readonly (readonly [string, string])[];
  /** One more section, placed last. */
  extra?: readonly [string, string];
  next: string;
}

export function render(shape: Shape, language: Language): string {
  const next = language === "es" ? "Siguiente paso" : language === "fr" ? "Étape suivante" : "Next step";
  const out = [`**${shape.title}**`];
  for (const [head, body] of shape.extra ? [...shape.sections, shape.extra] : shape.sections)
    out.push(head ? `**${head}** ${body}` : body);
  out.push(`**${next}${colon(language)}** ${shape.next}`);
  return out.join("\n\n");
}

export const q = (line: string) => `"${line}"`;
