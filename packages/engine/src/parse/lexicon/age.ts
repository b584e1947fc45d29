/**
 * How agents write a client's age, and the look-alikes that are not ages (durations, weights, counts).
 *
 * Strength: 3 explicit ("67 years old", "tiene 68 años", "âgée de 72 ans"), 2 likely ("in her 70s",
 * "is 67", "67 años" alone), 1 a bare number (in lead.ts). The strongest wins, then the first.
 * Decades: "early 60s" → 62, "in her 70s"/"mid 70s" → 75, "late 50s" → 58.
 * "Turning 65 in March" → 64: the profile holds the current age.
 */
import { type Effect, type Rule, rule } from "../phrases.js";

const exact = (strength: 1 | 2 | 3): Effect => ({ k: "age", mode: "exact", strength });
const turning = (strength: 2 | 3): Effect => ({ k: "age", mode: "turning", strength });
const decade = (add: number): Effect => ({ k: "age", mode: "decade", strength: 2, add });
const fixed = (age: number, strength: 2 | 3 = 2): Effect => ({
  k: "age",
  mode: "exact",
  strength,
  fixed: age,
});
const block: Effect = { k: "block" };

const WHOSE = "in? his|her|their|the|its?";

const DECADE_WORDS: readonly (readonly [number, string])[] = [
  [40, "forties"],
  [50, "fifties"],
  [60, "sixties"],
  [70, "seventies"],
  [80, "eighties"],
  [90, "nineties"],
];
const DECADE_ES: readonly (readonly [number, string, string])[] = [
  [50, "cincuenta|cincuentas", "cincuenton|cincuentona|cincuentaneros"],
  [60, "sesenta|sesentas", "sesenton|sesentona"],
  [70, "setenta|setentas", "setenton|setentona"],
  [80, "ochenta|ochentas", "ochenton|ochentona"],
];
const DECADE_FR: readonly (readonly [number, string, string])[] = [
  [40, "quarantaine", "quadragenaire"],
  [50, "cinquantaine", "quinquagenaire"],
  [60, "soixantaine", "sexagenaire"],
  [70, "septantaine", "septuagenaire"],
  [80, "quatre vingtaine", "octogenaire"],
  [90, "nonantaine", "nonagenaire"],
];

function decadeWordRules(): Rule[] {
  const rules: Rule[] = [];
  for (const [base, word] of DECADE_WORDS) {
    rules.push(rule(`${WHOSE} ${word}; ${WHOSE} mid ${word}; ${word}`, fixed(base + 5)));
    rules.push(rule(`${WHOSE} early ${word}`, fixed(base + 2)));
    rules.push(rule(`${WHOSE} late ${word}`, fixed(base + 8)));
  }
  for (const [base, words, person] of DECADE_ES) {
    rules.push(rule(`en sus ${words}; ${person}`, fixed(base + 5)));
    rules.push(rule(`a principios de sus ${words}`, fixed(base + 2)));
    rules.push(rule(`a finales de sus ${words}`, fixed(base + 8)));
  }
  for (const [base, word, person] of DECADE_FR) {
    rules.push(rule(`la ${word}; ${person}; milieu de la ${word}`, fixed(base + 5)));
    rules.push(rule(`debut de la ${word}`, fixed(base + 2)));
    rules.push(rule(`fin de la ${word}`, fixed(base + 8)));
  }
  rules.push(rule("septuagenarian", fixed(75)), rule("octogenarian", fixed(85)));
  return rules;
}

export const AGE_RULES: readonly Rule[] = [
  // "à 65 ans" is "at 65", "a 65 ans" is "is 65": written before the explicit rules, it wins the tie.
  rule("=à # ans|an; born in the? # s", block),
  // "un revenu à partir de 67 ans", "income starting at 67", "a partir de los 67": an age ahead.
  rule("a partir de|des # ans|an; a partir de los? # anos?; starting|beginning at age? #", block),
  // "born in '58", "born in 1958": the birth year, never an age.
  rule("born in|en #", { k: "birthday" }),
  // "que faire pour Medicare a 65 ans": "à" typed without its accent, after what happens at that age.
  rule("medicare|retraite|partie_b|partie_a|faire|pension a # ans", block, { lang: "fr" }),
  // Explicit.
  rule(
    "# year|years|yr|yrs|yo old; # yo; # years|yrs|year of age; age|aged|ages|edad #; age|edad is|es|de|of #",
    exact(3),
  ),
  // "hipoteca de 180 mil con 15 años", "hypothèque de 280 000 $ sur 27 ans", "mortgage 210k, 19 años
  // left": years right after a mortgage are its term, not an age ("con 65 años" elsewhere is one).
  rule(
    "con # anos|ano; sur # ans; # yrs|years|year",
    { k: "mortgageYears", term: true },
    { afterMortgage: true },
  ),
  rule("# anos|ano left", { k: "mortgageYears" }, { afterMortgage: true }),
  // "385k on a 30 yr, 26 left", "sur 30 ans, il en reste 26": the years left after the loan's term.
  rule(
    "# left; il en reste # ans?; en reste # ans?; le quedan|faltan # anos?",
    { k: "mortgageYears" },
    { afterMortgage: true },
  ),
  // "deben 160k de la casa (22 años mas)", "de la casa le deben 240 mil, 27 años": the years owed.
  rule(
    "# anos|ano mas|restantes|que_faltan|por_pagar; # anos|ano",
    { k: "mortgageYears", term: true },
    {
      afterMortgage: true,
      lang: "es",
    },
  ),
  // "fumó 40 años", "smoked 30 yrs", "a fumé 40 ans": how long, not how old; smoked, so a former smoker.
  rule("fumo|fumaba # anos|ano; fumo|fumaba por # anos|ano; fume|a_fume # ans; fume pendant # ans", [
    block,
    { k: "smoker", v: "former" },
  ]),
  rule("smoked # years|yrs; smoked for # years|yrs", [block, { k: "smoker", v: "former" }]),
  rule("tiene # anos|ano|anios; de # anos|ano|anios; con # anos; # anos de edad; edad de #", exact(3)),
  rule("a|avoir # ans|an; j ai # ans|an; age|agee|ages|agees de # ans|an; de # ans|an", exact(3)),
  rule("turning|turns|will_turn|will_be|about_to_turn|nearly|almost #", turning(3)),
  rule("cumple|cumplira|cumplir|casi #; va a cumplir #; esta por cumplir #", turning(3)),
  rule("aura|presque # ans; va avoir # ans; bientot # ans; va feter ses # ans", turning(3)),
  rule("turned #; just turned #; cumplio #; recien cumplio #; vient d avoir # ans; a eu # ans", exact(3)),
  rule("t65", fixed(64)),
  // Likely.
  rule("is|s #; who is #; tiene #; yo tengo #; tengo #; am #; i m #", exact(2), { soft: true, ageEnd: true }),
  rule("# anos|ano|anios; # ans", exact(2), { soft: true }),
  rule(
    "cliente|clienta|hombre|mujer|senor|senora|masculino|femenino|client|homme|femme|monsieur|madame|dame de #",
    exact(2),
    { soft: true, ageEnd: true },
  ),
  rule(`${WHOSE} # s; ${WHOSE} mid # s; # s`, decade(5), { soft: true }),
  rule(`${WHOSE} early # s`, decade(2), { soft: true }),
  rule(`${WHOSE} late # s`, decade(8), { soft: true }),
  rule("# y tantos|pico", decade(5), { soft: true }),
  ...decadeWordRules(),

  // Not ages: durations, counts and measures that carry a number.
  rule(
    "for|over|past|last|next|in|within # years|yrs|year|months|month|weeks|week|days|day; # years|yrs|months|weeks|days ago|back|later|earlier|now; since #; at age #; at the age of #; retired at|in #; since age #; from age #; by age #",
    block,
  ),
  rule(
    "hace|durante|por|desde|lleva|llevan|llevaba|hasta|en|cada|dentro de? # anos|ano|meses|mes|semanas|dias; desde hace # anos|meses; # anos|meses atras; a los # anos; # meses|semanas|dias|veces|kilos|libras",
    block,
  ),
  // Years of service or of marriage: "retirado de la Navy después de 22 años", "trabajó 25 años en la
  // ciudad", "après 25 ans à l'usine", "30 años de servicio", "40 ans de mariage".
  rule(
    "despues|luego de # anos|ano; tras # anos|ano; trabajo|trabajando|trabajado|trabajaba|sirvio|servido # anos|ano; tiene|tenia|con|lleva|llevaba|de? # anos|ano de servicio|trabajo|carrera|casados|casado|casada|matrimonio; apres # ans|an; travaille|travaillait|servi # ans|an; a|avoir|de? # ans|an de service|carriere|travail|mariage|metier",
    block,
  ),
  // "una anualidad fija de 5 años", "un CD a 3 ans": the length of a product or a loan.
  // "a term to age 70", "hasta los 70 años": where a policy ends, not an age.
  rule(
    "to|until|till|thru age #; hasta la edad de #; hasta los # anos; jusqu a l age de #; jusqu a # ans",
    block,
  ),
  rule(
    "fija|fijo|garantizada|garantizado|plazo|periodo|contrato|hipoteca|prestamo|poliza|plan|seguro|cd|term|termino|temporal de # anos|ano|anios; fixe|garantie|duree|periode|contrat|hypotheque|pret|police|plan|cd de # ans|an; sur # ans|an; cd|policy|plan|term|loan|mortgage of # years|yrs|year",
    block,
  ),
  rule(
    "depuis|pendant|pour|dans|tous_les|il_y_a|y_a # ans|an|mois|semaines|jours; =à # ans; # mois|semaines|jours|fois|kilos|kg|livres; # ans plus tard|apres",
    block,
  ),
  rule(
    "# months|weeks|days|hours|times|lbs|lb|pounds|kg|kilos|miles|percent|mg|units|feet|ft|inches|stories; weighs|weight|pesa|pese|bmi|a1c|hba1c of|is|at? #; zip|zipcode|codigo|code postal? #; zip code #; # por ciento; # pour cent; class|promo|clase of|de #; room|apt|unit|suite #",
    block,
  ),
];
