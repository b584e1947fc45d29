/**
 * Product names inside Spanish and French sentences. A name is a noun with a gender, a number and (in
 * French) an initial vowel, so a sentence never reads "alrededor de Suplemento de Medicare" or "Ne parlez
 * pas de Assurance…": the article, its contraction with "de"/"a"/"à" and the words that agree with the
 * name (a verb, "seul/seule", "il/elle") come from here. Words are those US Spanish- and French-speaking
 * clients meet on Medicare's and the carriers' own material (no France-only terms).
 */
import type { ProductId } from "../types.js";

export type GrammarLanguage = "es" | "fr";

export interface Noun {
  /** Lower case, as it reads mid-sentence. */
  text: string;
  gender: "m" | "f";
  plural?: boolean;
}

export const PRODUCT_NOUNS: Readonly<Record<GrammarLanguage, Readonly<Record<ProductId, Noun>>>> = {
  es: {
    medicare_advantage: { text: "plan Medicare Advantage", gender: "m" },
    medicare_supplement: { text: "seguro suplementario de Medicare (Medigap)", gender: "m" },
    part_d: { text: "plan de medicamentos recetados (Parte D)", gender: "m" },
    final_expense: { text: "seguro de gastos finales", gender: "m" },
    term_life: { text: "seguro de vida a término", gender: "m" },
    whole_life: { text: "seguro de vida entera", gender: "m" },
    iul: { text: "seguro de vida universal indexado (IUL)", gender: "m" },
    fixed_annuity: { text: "anualidad fija", gender: "f" },
    indexed_annuity: { text: "anualidad indexada", gender: "f" },
    long_term_care: { text: "seguro de cuidado a largo plazo", gender: "m" },
    hospital_indemnity: { text: "seguro de indemnización hospitalaria", gender: "m" },
    cancer: { text: "seguro contra el cáncer", gender: "m" },
    dental_vision_hearing: { text: "seguro dental, de visión y audición", gender: "m" },
  },
  fr: {
    medicare_advantage: { text: "régime Medicare Advantage", gender: "m" },
    medicare_supplement: { text: "assurance complémentaire Medicare (Medigap)", gender: "f" },
    part_d: { text: "régime d'assurance médicaments (partie D)", gender: "m" },
    final_expense: { text: "assurance frais funéraires", gender: "f" },
    term_life: { text: "assurance vie temporaire", gender: "f" },
    whole_life: { text: "assurance vie entière", gender: "f" },
    iul: { text: "assurance vie universelle indexée (IUL)", gender: "f" },
    fixed_annuity: { text: "rente fixe", gender: "f" },
    indexed_annuity: { text: "rente indexée", gender: "f" },
    long_term_care: { text: "assurance soins de longue durée", gender: "f" },
    hospital_indemnity: { text: "assurance indemnité hospitalière", gender: "f" },
    cancer: { text: "assurance cancer", gender: "f" },
    dental_vision_hearing: { text: "assurance dentaire, vue et audition", gender: "f" },
  },
};

/** How the name is introduced: "the", "a", "of the" (de + article), "to the" (a/à + article). */
export type ArticleForm = "the" | "a" | "of" | "to";

const VOWEL = /^[aeiouyàâäéèêëîïôöùûüh]/i;

export function nounOf(language: GrammarLanguage, product: ProductId): Noun {
  return PRODUCT_NOUNS[language][product];
}

/** The noun with its article in `form`: "del seguro…", "de l'assurance…", "au régime…". */
export function withArticle(language: GrammarLanguage, noun: Noun, form: ArticleForm): string {
  const { text, gender, plural } = noun;
  if (language === "es") {
    if (form === "a")
      return `${plural ? (gender === "m" ? "unos" : "unas") : gender === "m" ? "un" : "una"} ${text}`;
    const article = plural ? (gender === "m" ? "los" : "las") : gender === "m" ? "el" : "la";
    if (form === "the") return `${article} ${text}`;
    if (article === "el") return `${form === "of" ? "del" : "al"} ${text}`;
    return `${form === "of" ? "de" : "a"} ${article} ${text}`;
  }
  const elide = !plural && VOWEL.test(text);
  if (form === "a") return `${plural ? "des" : gender === "m" ? "un" : "une"} ${text}`;
  if (plural) return `${{ the: "les", of: "des", to: "aux" }[form]} ${text}`;
  if (elide) return `${{ the: "l'", of: "de l'", to: "à l'" }[form]}${text}`;
  if (gender === "f") return `${{ the: "la", of: "de la", to: "à la" }[form]} ${text}`;
  return `${{ the: "le", of: "du", to: "au" }[form]} ${text}`;
}

/** A product's name with its article: `product(es, "medicare_supplement", "of")` → "del seguro suplementario…". */
export function product(language: GrammarLanguage, id: ProductId, form: ArticleForm = "the"): string {
  return withArticle(language, nounOf(language, id), form);
}

/** Several products, each with its own article: "del seguro de gastos finales y de la anualidad fija". */
export function products(
  language: GrammarLanguage,
  ids: readonly ProductId[],
  form: ArticleForm = "the",
): string {
  const items = ids.map((id) => product(language, id, form));
  if (items.length <= 1) return items[0] ?? "";
  const last = items[items.length - 1]!;
  // Spanish "y" becomes "e" before an /i/ sound ("e indemnización"); no product here starts with one
  // after its article, so the plain conjunction always reads right.
  const and = language === "es" ? "y" : "et";
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

/** Whether the names together take a plural verb ("no se pueden", "comblent"). */
export function pluralOf(language: GrammarLanguage, ids: readonly ProductId[]): boolean {
  return ids.length > 1 || ids.some((id) => nounOf(language, id).plural === true);
}

/** The word that agrees with the names: `agree(fr, ids, { m: "seul", f: "seule", mp: "seuls", fp: "seules" })`. */
export function agree(
  language: GrammarLanguage,
  ids: readonly ProductId[],
  forms: { m: string; f: string; mp?: string; fp?: string },
): string {
  // A group of mixed genders agrees in the masculine, in both languages.
  const feminine = ids.length > 0 && ids.every((id) => nounOf(language, id).gender === "f");
  if (pluralOf(language, ids)) return feminine ? (forms.fp ?? forms.f) : (forms.mp ?? forms.m);
  return feminine ? forms.f : forms.m;
}
