/**
 * Coverage the client already has. Medicare wording describes the current plan unless the agent says the
 * client wants it ("wants Plan G"); life, annuity and long-term care products are also things clients
 * shop for, so they count as owned only with a possession cue ("has a $10k life policy").
 */
import type { CoverageId, GoalId } from "../../types.js";
import {
  type Effect,
  type Entry,
  type MatchContext,
  type Rule,
  rule,
  type SpecialMatcher,
  words,
} from "../phrases.js";

const cover = (id: CoverageId): Effect => ({ k: "coverage", id });
const owned = (id: CoverageId, orGoal?: GoalId): Effect =>
  orGoal ? { k: "coverage", id, owned: true, orGoal } : { k: "coverage", id, owned: true };

export const COVERAGE_RULES: readonly Rule[] = [
  rule(
    "original medicare; orig medicare; orig med; traditional medicare; trad medicare; regular medicare; straight medicare; medicare original|tradicional; medicare traditionnel",
    cover("original_medicare"),
  ),
  rule(
    `medicare advantage; advantage; advantage plan; advantage plans; medicare advantage plans; an advantage; ma plan; ma plans; mapd; mapds; ma pd; medicare hmo|ppo|hmos|ppos; plan medicare advantage; plan advantage; ventaja de medicare; medicare c`,
    cover("medicare_advantage"),
  ),
  // "on their HDHP w/ an HSA", "her own plan at walmart", "su propio seguro del trabajo": a job's plan.
  rule(
    "hdhp; hdhp plan; high deductible health plan; own plan|insurance|coverage at|through|thru|from|with; su propio plan|seguro en|de|del; son propre plan|assurance chez|de|a",
    { k: "work", kind: "active" },
  ),
  // A job's HMO or PPO: "group PPO thru his machine shop job", "on our PPO" in an HR email.
  rule(
    "group|company|employer|employers|job|work ppo|hmo; ppo|hmo thru|through|from|at|via his|her|the|their|our? work|job|employer|company|union|plant|school|district|hospital|shop; on our ppo|hmo; our ppo|hmo plan; on their ppo|hmo|epo|hdhp",
    { k: "work", kind: "active" },
  ),
  // A bare HMO or PPO in a Medicare lead is an Advantage plan; a job's plan says so ("PPO through work").
  rule(
    "hmo; ppo; hmos; ppos; hmo plan; ppo plan; plan hmo|ppo; un|a|an|regular hmo|ppo",
    cover("medicare_advantage"),
    {
      unlessNear:
        "work job employer company trabajo empleador travail employeur group grupo groupe their working county district school city union hospital",
    },
  ),
  rule(
    "plan g; medigap g; medigap plan g; supplement plan g; medicare supplement plan g; plan g high deductible; high deductible plan g; high deductible g; hdg; plan g de medigap; plan g medigap",
    cover("medigap_g"),
  ),
  // A bare letter in agents' shorthand: "has G w humana @ 310", "tiene N con AARP"; and where the client
  // is going: "wants to drop to N", "cambiar al N".
  ...(["g", "n", "f"] as const).flatMap((letter) => {
    const id = `medigap_${letter}` as const;
    return [
      rule(
        `has|have|keeps|keep|on|tiene|tienen the|el|le? ${letter} w|with|con|avec|chez|thru|through|from|de|at|via|since|desde|depuis`,
        cover(id),
      ),
      rule(
        `drop|dropping|switch|switching|change|changing|move|moving|go|going|cambiar|cambiarse|pasar|pasarse|passer|changer down? to|a|al|au|pour|para plan? ${letter}`,
        { k: "coverage", id, wanted: true },
      ),
      rule(
        `wants|want|asked|asking|asks|quiere|quieren|pregunto|pregunta|veut|veulent|demande about|about_a|por|por_el|le|el|the|un|a|an|una|une? ${letter}`,
        { k: "coverage", id, wanted: true },
      ),
    ];
  }),
  rule(
    "plan n; medigap n; medigap plan n; supplement plan n; medicare supplement plan n",
    cover("medigap_n"),
  ),
  rule(
    "plan f; medigap f; medigap plan f; supplement plan f; medicare supplement plan f; high deductible plan f; hdf",
    cover("medigap_f"),
  ),
  rule(
    "medigap; medigaps; supplement; supplements; supp; supps; supplemental; suplemento; suplementario; supplement medicare; =supplément; plan supplementaire; medicare supplement; medicare supplemental; med supp; medsupp; med sup; supplement plan|policy|insurance; plan k|l|m; seguro suplementario; suplemento de? medicare; complementaire medicare",
    cover("medigap_other"),
  ),
  rule(
    "pdp; pdps; drug plan; drug plans; standalone|stand_alone drug plan|plans; prescription drug plan|plans|coverage; rx plan; plan de medicamentos|medicinas; part d plan; part d plans; plan de? medicaments|medicament; regime d assurance medicaments",
    cover("part_d"),
  ),
  // "plus un plan D": the French "plan d'..." is elided before a vowel, so a word following says no.
  rule("plan d", cover("part_d"), {
    lang: "fr",
    unlessNext:
      "employeur employeurs assurance assurances epargne entreprise urgence action affaires amelioration hospitalisation investissement un une autre achat",
  }),
  // "un plan D aparte": in Spanish "plan de" is its own word, so the letter alone is the drug plan.
  rule("plan d", cover("part_d"), { lang: "es" }),
  rule(
    "through|thru his|her|the? work|job|employer|company|union; par son travail|employeur",
    { k: "work", kind: "active" },
    // "1x salary thru work" is group life, not the job's health plan.
    { unlessNear: "life vida vie term x times veces fois" },
  ),
  // A death benefit paid out is money now, not a policy held.
  rule(
    "life insurance check|payout|proceeds|money; insurance check|payout; cheque|pago del seguro de vida; cheque de|d assurance vie; from|of his|her|the life insurance; del seguro de vida del|de_su esposo|marido; d assurance vie",
    { k: "block" },
  ),
  rule(
    "group life; assurance vie groupe; assurance vie de groupe; seguro de vida de grupo|grupal; employer life insurance; term|life|term_life|term_policy through|thru|from|at his|her|the? work|job|employer|company; life insurance|policy|coverage through|from|at|thru his|her|the? work|job|employer|company|union; seguro de vida del|por_el|en_el|con_el|de_su|por_su|con_su trabajo|empleo|empleador; seguro de vida de_la|con_la|por_la|en_la|de_su|con_su|por_su empresa|compania|fabrica; assurance vie collective; assurance vie de l employeur; assurance vie par|avec son? travail|employeur|emploi; assurance vie par|avec l|son|de_l entreprise|employeur",
    cover("group_life"),
  ),
  // Group life is bought as a multiple of pay: "2x salary thru work", "1 vez el sueldo", "2 fois le salaire".
  rule(
    "# x|times|fois|veces|vez salary|salaire|salario|sueldo|pay|income|wages|earnings; # x|times his|her|their|the|annual|base|yearly salary|pay|income; # x|times his|her annual|base salary; # veces|vez el|su|de_su salario|sueldo; # fois le|son|sa|leur salaire|revenu; # fois le salaire annuel; # x le|son|sa salaire",
    [{ k: "salaryMultiple" }, cover("group_life")],
  ),
  rule(
    "individual health plan|insurance|policy; private health insurance; seguro medico privado|individual; assurance sante privee|individuelle",
    cover("individual_health"),
  ),
  rule(
    "life insurance; life ins; life policy; life insurance policy; whole life; whole life policy; term life; term policy; term life policy; universal life; iul policy; seguro de vida; poliza de vida; assurance vie; assurance deces; contrat d assurance vie",
    owned("existing_life"),
  ),
  rule(
    "final expense policy|insurance|plan; burial policy|insurance; funeral policy|insurance; seguro funerario|de_entierro|de_gastos_finales; contrat|assurance obseques",
    owned("existing_life", "final_expenses"),
  ),
  rule("annuity; annuities; anualidad; anualidades; rente; rentes", owned("annuity")),
  rule(
    "long term care insurance|policy|coverage|plan; ltc policy|insurance|plan; seguro de cuidado a|de largo plazo; assurance dependance; assurance soins de longue duree; assurance soins longue duree; assurance de soins de longue duree",
    owned("long_term_care", "long_term_care"),
  ),
  rule(
    "no insurance; no coverage; no health insurance; uninsured; not insured; sin seguro; sin seguro medico; ningun seguro; no tiene seguro; aucune assurance; pas d assurance; sans assurance",
    cover("none"),
  ),
];

const PART_WORDS = words("part parts parte partes partie parties");
const PART_LETTERS = new Set(["a", "b", "c", "d"]);
const BARE_JOIN = /^\s?\+\s?$/;
const ONLY = words("only solamente solo sola unicamente seulement uniquement");
const PART_A_ONLY: Entry = {
  effects: [{ k: "part", part: "A", only: true }],
  options: {},
  unlessNext: undefined,
  unlessNear: undefined,
  order: -1,
};
const LIST_JOINERS = new Set(["and", "y", "et", "or", "o", "ou", "plus"]);

function partEntry(letters: ReadonlySet<string>): Entry {
  const effects: Effect[] = [];
  // Original Medicare when no date says it is only the start of a Part ("Part A started May 1").
  if (letters.has("a") || letters.has("b")) {
    const part = letters.has("a") && letters.has("b") ? "AB" : letters.has("a") ? "A" : "B";
    effects.push({ k: "part", part, held: true });
  }
  if (letters.has("c")) effects.push(cover("medicare_advantage"));
  if (letters.has("d")) effects.push(cover("part_d"));
  return { effects, options: {}, unlessNext: undefined, unlessNear: undefined, order: -1 };
}

/**
 * "Parts A and B", "Part D", "partes A y B", "parties A, B et D", "Medicare A & B". A French "partie à"
 * is not a Medicare part, so lower-case single letters after "partie" are refused.
 */
export const medicarePartsMatcher: SpecialMatcher = (ctx: MatchContext, at: number) => {
  const tokens = ctx.tokens;
  const lead = tokens[at]!;
  // "B eff 2/1", "A eff 8/1/2024": a capital letter alone before "eff" is a part and its start.
  if ((lead.key === "a" || lead.key === "b") && lead.cap && lead.end - lead.start === 1) {
    const next = tokens[at + 1];
    if (next?.brk === 0 && (next.key === "eff" || next.key === "effective"))
      return { from: at, to: at + 1, entry: partEntry(new Set([lead.key])) };
  }
  // A bare "A&B", "A+B" in capitals: Medicare's two parts.
  if (lead.key === "a") {
    // "&" is a token of its own ("and"), "+" is not.
    const amp = tokens[at + 1];
    // "&", and the word itself between two capitals: "A and B started 2/1/26".
    const ampersand = (amp?.key === "and" || amp?.key === "y" || amp?.key === "et") && amp.brk === 0;
    const bAt = ampersand ? at + 2 : at + 1;
    const b = tokens[bAt];
    if (!lead.cap || b?.key !== "b" || !b.cap || b.brk !== 0) return undefined;
    // "Plan A and B" are two Medigap letters.
    if (ctx.tokens[at - 1]?.key === "plan" || ctx.tokens[at - 1]?.key === "plans") return undefined;
    if (!ampersand && !BARE_JOIN.test(ctx.text.plain.slice(lead.end, b.start))) return undefined;
    return { from: at, to: bAt + 1, entry: partEntry(new Set(["a", "b"])) };
  }
  // "ahora la B empieza el 1 de enero", "elle a pris la B au 1er octobre": a capital B after the article.
  // "signing up for B to start feb 1", "enrolled in B": the capital letter alone after "for" or "in".
  if (lead.key === "la" || lead.key === "le" || lead.key === "for" || lead.key === "in") {
    const b = tokens[at + 1];
    const after = tokens[at + 2];
    const letterAlone = after === undefined || after.brk !== 0 || !PART_LETTERS.has(after.key);
    if (b?.key === "b" && b.cap && !b.upper && b.brk === 0 && b.end - b.start === 1 && letterAlone)
      return { from: at, to: at + 2, entry: partEntry(new Set(["b"])) };
    return undefined;
  }
  const fromMedicare = lead.key === "medicare";
  if (!fromMedicare && !PART_WORDS.has(lead.key)) return undefined;
  const letters = new Set<string>();
  let upperLetters = 0;
  let j = at + 1;
  let expectLetter = true;
  while (j < tokens.length) {
    const token = tokens[j]!;
    if (token.brk === 2 || (token.brk === 1 && expectLetter && letters.size === 0)) break;
    // "A/B", "A-B": letters side by side.
    if ((expectLetter || (token.brk === 0 && letters.size > 0)) && PART_LETTERS.has(token.key)) {
      letters.add(token.key);
      if (token.cap) upperLetters++;
      expectLetter = false;
      j++;
    } else if (!expectLetter && (LIST_JOINERS.has(token.key) || token.brk === 1)) {
      // A comma-separated list continues only into another letter.
      const next = tokens[token.brk === 1 && !LIST_JOINERS.has(token.key) ? j : j + 1];
      if (!next || !PART_LETTERS.has(next.key) || next.brk === 2) break;
      if (LIST_JOINERS.has(token.key)) j++;
      expectLetter = true;
    } else {
      break;
    }
  }
  if (letters.size === 0) return undefined;
  if (fromMedicare && letters.size < 2) return undefined;
  if (lead.key === "partie" && letters.size < 2 && upperLetters === 0) return undefined;
  // "Part A only", "parte A solamente": without Part B it is not Original Medicare held.
  if (letters.size === 1 && letters.has("a") && ONLY.has(tokens[j]?.key ?? "") && tokens[j]!.brk === 0)
    return { from: at, to: j + 1, entry: PART_A_ONLY };
  return { from: at, to: j, entry: partEntry(letters) };
};
medicarePartsMatcher.first = new Set([...PART_WORDS, "medicare", "a", "b", "la", "le", "for", "in"]);
