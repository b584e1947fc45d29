/**
 * Alternatives the agent asked for on the open bundle: the underwriting ladder after a decline, or the
 * fixed-rate alternative to an indexed annuity's caps, from the carrier and rate tables.
 */
import { CARRIERS, type CarrierTag, FIA_5_YEAR_CAPS, MYGA_5_YEAR_RATES } from "../../facts/index.js";
import type { Bundle, Language, ProductId } from "../../types.js";
import { fold } from "./lexicon.js";

const DECLINED =
  /(?<![a-z])(?:qualif\w*|declined?|declines|(?:turns?|turned|turning) (?:(?:him|her|them) )?down|not approved|rejected|knock(?:ed)? out|califica\w*|rechaz\w*|aprueban|accepte\w*|refuse\w*|eligible)(?![a-z])/u;
/** The waiting period of a graded or guaranteed-issue policy is the complaint ("hates the 2 yr wait"). */
const WAIT =
  /(?<![a-z])(?:wait(?:ing)?(?: period)?|graded|espera|periodo de espera|delai(?: d'attente)?|attente|carence)(?![a-z])/u;
const FIXED_WORRY =
  /(?<![a-z])(?:caps?|capped|plafonds?|topes?|limite de ganancia|nervous|worried|scared|afraid|nerviosa?|preocupad[oa]|miedo|peur|inquiete?|market|mercado|marche|volatil\w*|fia|indexed|indexada|indexee|index)(?![a-z])/u;

const pct = (rate: number, language: Language): string => {
  const n = (Math.round(rate * 10000) / 100).toString();
  return language === "en"
    ? `${n}%`
    : `${n.replace(".", ",")} %`.replace(" %", language === "es" ? "%" : " %");
};

function carriersTagged(tag: CarrierTag, language: Language, n: number): string {
  return CARRIERS.filter((c) => c.product === "final_expense" && c.tags.includes(tag))
    .slice(0, n)
    .map((c) => `${c.name} (${c.fit[language]})`)
    .join(language === "fr" ? " ; " : "; ");
}

/**
 * "What else if he doesn't qualify for level", "alternatives to the FIA, she's nervous about the caps":
 * the underwriting ladder or the fixed-rate alternative, from the carrier and rate tables. Null when the
 * question is another kind of alternative (the bundle's own list answers it).
 */
export function alternativesAnswer(message: string, bundle: Bundle, language: Language): string | null {
  const text = fold(message);
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const who = bundle.client.firstName ?? L("the client", "el cliente", "le client");
  const products = new Set(bundle.policies.map((p) => p.product));
  const life = ["final_expense", "whole_life", "term_life", "iul"].some((p) => products.has(p as ProductId));
  const waiting = !DECLINED.test(text) && WAIT.test(text) && products.has("final_expense");
  if ((DECLINED.test(text) && life) || waiting) {
    return [
      waiting
        ? L(
            `**The wait is the problem: climb the underwriting ladder as far as ${who}'s health answers honestly allow**`,
            `**El problema es la espera: suba la escalera de suscripción hasta donde las respuestas de salud de ${who} lo permitan con honestidad**`,
            `**Le problème, c'est le délai : remontez l'échelle de sélection aussi haut que les réponses de santé de ${who} le permettent honnêtement**`,
          )
        : L(
            `**If ${who} doesn't qualify for level: step down the underwriting ladder, one rung at a time**`,
            `**Si ${who} no califica para el beneficio completo: baje la escalera de suscripción, un peldaño a la vez**`,
            `**Si ${who} n'est pas accepté en garantie immédiate (niveau) : descendez l'échelle de sélection, un barreau à la fois**`,
          ),
      L(
        `1. **Another level carrier first.** Knock-out questions differ from one company to the next; a "no" on one application is often a "yes" on another.`,
        `1. **Primero, otra aseguradora con beneficio completo.** Las preguntas eliminatorias cambian de una compañía a otra; un "no" en una solicitud suele ser un "sí" en otra.`,
        `1. **D'abord un autre assureur en niveau.** Les questions éliminatoires changent d'une compagnie à l'autre ; un « non » sur une demande est souvent un « oui » sur une autre.`,
      ),
      L(
        `2. **Graded (modified) benefit:** a few health answers allowed; a natural death in the first two or three years pays part of the benefit or the premiums back with interest, then the full amount. From the table: ${carriersTagged("graded", language, 2)}.`,
        `2. **Beneficio graduado (modificado):** admite algunas respuestas de salud; una muerte natural en los primeros dos o tres años paga una parte o devuelve las primas con interés, y después el monto completo. En la tabla: ${carriersTagged("graded", language, 2)}.`,
        `2. **Garantie progressive (graduée) :** quelques réponses de santé sont admises ; un décès naturel les deux ou trois premières années paie une partie ou rembourse les primes avec intérêts, puis le capital entier. Dans la table : ${carriersTagged("graded", language, 2)}.`,
      ),
      L(
        `3. **Guaranteed issue:** no health questions at all; accidental death is covered from day one, natural death after the waiting period. From the table: ${carriersTagged("guaranteed", language, 2)}.`,
        `3. **Emisión garantizada:** sin preguntas de salud; la muerte accidental se cubre desde el primer día, la natural después del periodo de espera. En la tabla: ${carriersTagged("guaranteed", language, 2)}.`,
        `3. **Émission garantie :** aucune question de santé ; le décès accidentel est couvert dès le premier jour, le décès naturel après le délai d'attente. Dans la table : ${carriersTagged("guaranteed", language, 2)}.`,
      ),
      L(
        `**Say:** "The first company can't cover you fully on day one, but I have two ways to make sure you're covered: one covers you partly now and fully in a couple of years, the other asks no health questions at all. Let me show you both side by side."`,
        `**Diga:** "La primera compañía no lo puede cubrir completo desde el primer día, pero tengo dos formas de que quede cubierto: una lo cubre en parte ahora y completo en un par de años, la otra no hace ninguna pregunta de salud. Le muestro las dos lado a lado."`,
        `**Dites :** « La première compagnie ne peut pas vous couvrir entièrement dès le premier jour, mais j'ai deux façons de vous protéger : l'une vous couvre en partie tout de suite et entièrement dans deux ou trois ans, l'autre ne pose aucune question de santé. Je vous montre les deux côte à côte. »`,
      ),
      L(
        "**Next step:** run one more level carrier's questions on this call; if it knocks out too, quote graded and guaranteed issue at the same face amount and let the client choose.",
        "**Siguiente paso:** haga en esta llamada las preguntas de otra aseguradora con beneficio completo; si también la descarta, cotice graduado y emisión garantizada con la misma suma y deje que el cliente elija.",
        "**Étape suivante :** posez pendant cet appel les questions d'un autre assureur en niveau ; s'il exclut aussi, chiffrez la garantie progressive et l'émission garantie au même capital et laissez le client choisir.",
      ),
    ].join("\n\n");
  }
  const annuity =
    products.has("indexed_annuity") || products.has("fixed_annuity") || /annuit|anualidad|rente/u.test(text);
  if (FIXED_WORRY.test(text) && annuity) {
    const myga = MYGA_5_YEAR_RATES.rows[1] ?? MYGA_5_YEAR_RATES.rows[0]!;
    const caps = FIA_5_YEAR_CAPS.rows.map((r) => r.rate);
    const capLow = pct(Math.min(...caps), language);
    const capHigh = pct(Math.max(...caps), language);
    const rate = pct(myga.rate, language);
    const year = MYGA_5_YEAR_RATES.year;
    return [
      L(
        `**Alternatives to the indexed annuity for ${who}: a rate to see on day one**`,
        `**Alternativas a la anualidad indexada para ${who}: una tasa que se ve desde el primer día**`,
        `**Alternatives à la rente indexée pour ${who} : un taux visible dès le premier jour**`,
      ),
      L(
        `1. **MYGA (multi-year guaranteed annuity, a fixed annuity):** one rate, guaranteed for the whole term, no cap, no index to explain. The best 5-year rates were about ${rate} (${myga.carrier} ${myga.product}, A.M. Best ${myga.amBest ?? "n/a"}, ${year}), against 5-year FIA S&P caps of ${capLow}–${capHigh}. Check the rating before the rate.`,
        `1. **MYGA (anualidad fija de tasa garantizada por varios años):** una sola tasa, garantizada todo el plazo, sin tope ni índice que explicar. Las mejores tasas a 5 años rondaban ${rate} (${myga.carrier} ${myga.product}, A.M. Best ${myga.amBest ?? "s/d"}, ${year}), frente a topes de FIA a 5 años de ${capLow}–${capHigh}. Revise la calificación antes que la tasa.`,
        `1. **MYGA (rente fixe à taux garanti sur plusieurs années) :** un seul taux, garanti sur toute la durée, sans plafond ni indice à expliquer. Les meilleurs taux à 5 ans tournaient autour de ${rate} (${myga.carrier} ${myga.product}, A.M. Best ${myga.amBest ?? "n.d."}, ${year}), contre des plafonds de FIA à 5 ans de ${capLow}–${capHigh}. Vérifiez la note avant le taux.`,
      ),
      L(
        "2. **Split it:** part in a MYGA for the certainty, part in the FIA for the upside; both protect the principal from market losses.",
        "2. **Dividirlo:** una parte en MYGA por la certeza, otra en la FIA por el potencial; las dos protegen el capital de las caídas del mercado.",
        "2. **Partager :** une partie en MYGA pour la certitude, une partie en FIA pour le potentiel ; les deux protègent le capital des baisses du marché.",
      ),
      L(
        "3. **A CD ladder** if the money is needed sooner than the surrender period allows.",
        "3. **Una escalera de certificados de depósito** si necesita el dinero antes de que termine el periodo de rescate.",
        "3. **Des dépôts à terme échelonnés** si l'argent doit servir avant la fin de la période de rachat.",
      ),
      L(
        `**Say:** "The cap is what makes the indexed annuity feel uncertain. If you'd rather know your number today, a fixed multi-year annuity gives you one rate, in writing, for five years — no index, no cap. Do you want to see them side by side?"`,
        `**Diga:** "El tope es lo que hace que la anualidad indexada se sienta incierta. Si prefiere saber su cifra hoy, una anualidad fija a varios años le da una sola tasa, por escrito, durante cinco años, sin índice ni tope. ¿Quiere verlas lado a lado?"`,
        `**Dites :** « C'est le plafond qui rend la rente indexée incertaine. Si vous préférez connaître votre chiffre aujourd'hui, une rente fixe pluriannuelle vous donne un seul taux, par écrit, pendant cinq ans, sans indice ni plafond. On les regarde côte à côte ? »`,
      ),
      L(
        "**Next step:** quote a 5-year MYGA from an A-rated carrier next to the FIA, with the surrender schedule of each, and ask which share the client wants guaranteed.",
        "**Siguiente paso:** cotice una MYGA a 5 años de una aseguradora con calificación A junto a la FIA, con la tabla de rescate de cada una, y pregunte qué parte quiere garantizada.",
        "**Étape suivante :** chiffrez une MYGA à 5 ans d'un assureur noté A à côté de la FIA, avec le barème de rachat de chacune, et demandez quelle part le client veut garantie.",
      ),
    ].join("\n\n");
  }
  return null;
}
