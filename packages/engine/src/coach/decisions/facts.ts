/**
 * Facts answer facts (docs/product/chat-coach.md#answer-decision): the figure straight from the engine's tables, its year and its source,
 * one line the agent can say to the client, and a next step. No figure here is typed in: each one is
 * read from `facts/` (or, for the windows, `knowledge/rules.ts`) when the answer is built.
 * One file: one answer per fact topic (`partsFor`), side by side, so a reviewer checks each figure against
 * its table in one place.
 */

import { MONTHS } from "../../eligibility/words.js";
import {
  CMS_COMPENSATION_RULES,
  CROSS_SELL_RULES,
  cmsCompensationYear,
  cmsRegionForState,
  MEDICARE_RULES,
  medicareFigures,
} from "../../facts/index.js";
import type { Source } from "../../facts/types.js";
import type { Bundle, Language } from "../../types.js";
import { ENROLLMENT_RULES, RULE_SOURCES } from "../knowledge/rules.js";
import { fold } from "./lexicon.js";
import type { FactTopic } from "./question.js";

const NBSP = "\u00a0";

function group(n: number, sep: string): string {
  const [whole, cents] = n.toFixed(2).split(".") as [string, string];
  let out = "";
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) out += sep;
    out += whole[i];
  }
  return cents === "00" ? out : `${out}${sep === "," ? "." : ","}${cents}`;
}

/** Dollars as the tables hold them: "$202.90", "$1,736"; French "202,90 $", "1 736 $". */
export function dollars(n: number, language: Language): string {
  return language === "fr" ? `${group(n, NBSP)}${NBSP}$` : `$${group(n, ",")}`;
}

/** A label's colon: French puts a (no-break) space before it. */
export const colon = (language: Language): string => (language === "fr" ? `${NBSP}:` : ":");

const pct = (share: number): string => `${Math.round(share * 100)}%`;

/** "10-15" → "October 15" / "15 de octubre" / "15 octobre". */
function day(mmdd: string, language: Language): string {
  const [m, d] = mmdd.split("-").map(Number) as [number, number];
  const month = MONTHS[language][m - 1]!;
  if (language === "en") return `${month} ${d}`;
  if (language === "es") return `${d} de ${month}`;
  return `${d === 1 ? "1er" : d} ${month}`;
}

const SOURCE_WORD: Readonly<Record<Language, string>> = { en: "Source", es: "Fuente", fr: "Source" };
const SAY_WORD: Readonly<Record<Language, string>> = {
  en: "Say it to the client",
  es: "Dígaselo al cliente",
  fr: "À dire au client",
};
const NEXT_WORD: Readonly<Record<Language, string>> = {
  en: "Next step",
  es: "Siguiente paso",
  fr: "Étape suivante",
};
const AGENT_ONLY: Readonly<Record<Language, string>> = {
  en: "For you only: compensation never goes in anything the client sees.",
  es: "Solo para usted: la compensación nunca va en nada que vea el cliente.",
  fr: "Pour vous seulement : la rémunération n'apparaît jamais dans ce que voit le client.",
};

interface FactParts {
  /** The answer, figure first. */
  lead: string;
  /** Supporting figures or the rule's details. */
  detail?: string;
  /** A sentence the agent can say word for word; absent for agent-only facts. */
  say?: string;
  next: string;
  year: number;
  sources: readonly Source[];
  agentOnly?: boolean;
}

function render(parts: FactParts, language: Language): string {
  const lines = [parts.lead];
  if (parts.detail) lines.push(parts.detail);
  if (parts.say) lines.push(`**${SAY_WORD[language]}${colon(language)}** "${parts.say}"`);
  if (parts.agentOnly) lines.push(AGENT_ONLY[language]);
  lines.push(`**${NEXT_WORD[language]}${colon(language)}** ${parts.next}`);
  const source = parts.sources[0];
  if (source) lines.push(`_${SOURCE_WORD[language]} (${parts.year})${colon(language)} ${source.title}._`);
  return lines.join("\n\n");
}

type Pick = <T>(en: T, es: T, fr: T) => T;

/** Months without coverage said in the message: "3 yrs", "2 años", "18 months", "2 ans". */
export function monthsLate(message: string): number | null {
  const text = fold(message);
  const years = /(\d{1,2})\s*(?:years?|yrs?|anos?|ans|annees?)(?![a-z])/u.exec(text);
  if (years) return Number(years[1]) * 12;
  const months = /(\d{1,3})\s*(?:months?|mos?|meses|mois)(?![a-z])/u.exec(text);
  if (months) return Number(months[1]);
  return null;
}

function partsFor(
  topic: FactTopic,
  language: Language,
  now: Date,
  message: string,
  bundle?: Bundle | null,
): FactParts {
  const pick: Pick = (en, es, fr) => (language === "es" ? es : language === "fr" ? fr : en);
  const f = medicareFigures(now);
  const $ = (n: number) => dollars(n, language);
  switch (topic) {
    case "part_b_premium": {
      const b = f.partB;
      const top = b.irmaa[b.irmaa.length - 1]!;
      return {
        lead: pick(
          `The standard Part B premium is **${$(b.premium)} a month in ${b.year}**.`,
          `La prima estándar de la Parte B es de **${$(b.premium)} al mes en ${b.year}**.`,
          `La prime standard de la partie B est de **${$(b.premium)} par mois en ${b.year}**.`,
        ),
        detail: pick(
          `Higher incomes pay more (IRMAA), up to ${$(top.partBMonthly)} a month at the top tier; it is set from the tax return of two years earlier.`,
          `Los ingresos altos pagan más (IRMAA), hasta ${$(top.partBMonthly)} al mes en el tramo más alto; se fija con la declaración de impuestos de dos años antes.`,
          `Les revenus élevés paient plus (IRMAA), jusqu'à ${$(top.partBMonthly)} par mois dans la tranche la plus haute ; elle se fonde sur la déclaration d'impôts d'il y a deux ans.`,
        ),
        say: pick(
          `Whatever plan you choose, you keep paying Part B — ${$(b.premium)} a month this year for most people — so let's count that first and build around it.`,
          `Elija el plan que elija, usted sigue pagando la Parte B — ${$(b.premium)} al mes este año para la mayoría — así que contemos eso primero.`,
          `Quel que soit le plan choisi, vous continuez à payer la partie B — ${$(b.premium)} par mois cette année pour la plupart des gens — alors comptons-la d'abord.`,
        ),
        next: pick(
          "Ask for the client's income from two years ago to check for IRMAA before you quote a total.",
          "Pregunte los ingresos del cliente de hace dos años para revisar el IRMAA antes de dar un total.",
          "Demandez les revenus du client d'il y a deux ans pour vérifier l'IRMAA avant d'annoncer un total.",
        ),
        year: b.year,
        sources: b.source,
      };
    }
    case "part_b_deductible": {
      const b = f.partB;
      return {
        lead: pick(
          `The Part B deductible is **${$(b.deductible)} for ${b.year}**, once a year.`,
          `El deducible de la Parte B es de **${$(b.deductible)} en ${b.year}**, una vez al año.`,
          `La franchise de la partie B est de **${$(b.deductible)} en ${b.year}**, une fois par an.`,
        ),
        detail: pick(
          `Plan G leaves exactly this deductible to the client; Plan N leaves it plus small copays. The premium is ${$(b.premium)} a month.`,
          `El Plan G deja al cliente exactamente este deducible; el Plan N lo deja más copagos pequeños. La prima es de ${$(b.premium)} al mes.`,
          `Le plan G laisse exactement cette franchise au client ; le plan N la laisse avec de petites participations. La prime est de ${$(b.premium)} par mois.`,
        ),
        say: pick(
          `With Plan G, the most you pay for doctors and outpatient care this year is the ${$(b.deductible)} Part B deductible — after that, approved care is covered.`,
          `Con el Plan G, lo más que paga por médicos y atención ambulatoria este año es el deducible de ${$(b.deductible)} de la Parte B; después, la atención aprobada está cubierta.`,
          `Avec le plan G, le maximum que vous payez pour les médecins et les soins externes cette année, c'est la franchise de ${$(b.deductible)} de la partie B ; ensuite, les soins approuvés sont couverts.`,
        ),
        next: pick(
          "Put the deductible next to the Plan G and Plan N premiums so the client sees the trade-off in one line.",
          "Ponga el deducible junto a las primas del Plan G y del Plan N para que el cliente vea la diferencia en una línea.",
          "Mettez la franchise à côté des primes du plan G et du plan N pour que le client voie l'écart en une ligne.",
        ),
        year: b.year,
        sources: b.source,
      };
    }
    case "part_a_deductible": {
      const a = f.partA;
      return {
        lead: pick(
          `The Part A deductible is **${$(a.deductible)} per benefit period in ${a.year}**.`,
          `El deducible de la Parte A es de **${$(a.deductible)} por período de beneficios en ${a.year}**.`,
          `La franchise de la partie A est de **${$(a.deductible)} par période de prestations en ${a.year}**.`,
        ),
        detail: pick(
          `Days 61–90 of a stay cost ${$(a.coinsuranceDays61to90)} a day; lifetime reserve days ${$(a.lifetimeReserveDay)} a day. A benefit period can start more than once a year.`,
          `Los días 61 a 90 de una estancia cuestan ${$(a.coinsuranceDays61to90)} al día; los días de reserva de por vida, ${$(a.lifetimeReserveDay)} al día. Un período de beneficios puede empezar más de una vez al año.`,
          `Les jours 61 à 90 d'un séjour coûtent ${$(a.coinsuranceDays61to90)} par jour ; les jours de réserve à vie, ${$(a.lifetimeReserveDay)} par jour. Une période de prestations peut commencer plusieurs fois par an.`,
        ),
        say: pick(
          `Every time you're admitted after 60 days out of the hospital, Original Medicare starts over at ${$(a.deductible)}. That's the bill a supplement or a hospital plan is there for.`,
          `Cada vez que lo internan después de 60 días fuera del hospital, Medicare Original vuelve a empezar en ${$(a.deductible)}. Para esa cuenta existe un suplemento o un plan de hospital.`,
          `À chaque hospitalisation après 60 jours sans hôpital, Medicare Original repart à ${$(a.deductible)}. C'est cette facture-là que couvre un complément ou un plan hospitalier.`,
        ),
        next: pick(
          "Ask how many hospital stays the client had in the last two years; that sizes the risk.",
          "Pregunte cuántas hospitalizaciones tuvo el cliente en los últimos dos años; eso mide el riesgo.",
          "Demandez combien d'hospitalisations le client a eues ces deux dernières années ; cela mesure le risque.",
        ),
        year: a.year,
        sources: a.source,
      };
    }
    case "snf_coinsurance": {
      const a = f.partA;
      return {
        lead: pick(
          `Skilled nursing days 21–100 cost **${$(a.snfDays21to100)} a day in ${a.year}** under Original Medicare (days 1–20 are covered after a qualifying stay).`,
          `Los días 21 a 100 en un centro de enfermería especializada cuestan **${$(a.snfDays21to100)} al día en ${a.year}** con Medicare Original (los días 1 a 20 están cubiertos tras una estancia que califique).`,
          `Les jours 21 à 100 en établissement de soins infirmiers coûtent **${$(a.snfDays21to100)} par jour en ${a.year}** avec Medicare Original (les jours 1 à 20 sont couverts après un séjour admissible).`,
        ),
        say: pick(
          `If you needed 30 days of rehab after a hospital stay, days 21 to 30 alone would be ${$(a.snfDays21to100 * 10)} out of pocket without a plan that picks it up.`,
          `Si necesitara 30 días de rehabilitación después del hospital, solo los días 21 a 30 serían ${$(a.snfDays21to100 * 10)} de su bolsillo sin un plan que los cubra.`,
          `S'il vous fallait 30 jours de rééducation après l'hôpital, les seuls jours 21 à 30 vous coûteraient ${$(a.snfDays21to100 * 10)} sans un plan qui les prenne en charge.`,
        ),
        next: pick(
          "Show how the client's plan (Medigap, or the Advantage plan's SNF copays) handles those days.",
          "Muestre cómo el plan del cliente (Medigap o los copagos del plan Advantage) cubre esos días.",
          "Montrez comment le plan du client (Medigap, ou les participations du plan Advantage) prend ces jours en charge.",
        ),
        year: a.year,
        sources: a.source,
      };
    }
    case "part_d_cap": {
      const d = f.partD;
      return {
        lead: pick(
          `Part D out-of-pocket spending is capped at **${$(d.outOfPocketCap)} in ${d.year}**; after that, covered drugs cost the client nothing more that year.`,
          `El gasto de bolsillo de la Parte D tiene un tope de **${$(d.outOfPocketCap)} en ${d.year}**; después, los medicamentos cubiertos no le cuestan más ese año.`,
          `Les frais à charge de la partie D sont plafonnés à **${$(d.outOfPocketCap)} en ${d.year}** ; au-delà, les médicaments couverts ne coûtent plus rien au client cette année-là.`,
        ),
        detail: pick(
          `The maximum deductible is ${$(d.maxDeductible)}. The cap counts the deductible, copays and coinsurance, not the premium.`,
          `El deducible máximo es de ${$(d.maxDeductible)}. El tope cuenta el deducible, copagos y coseguro, no la prima.`,
          `La franchise maximale est de ${$(d.maxDeductible)}. Le plafond compte la franchise, les participations et la coassurance, pas la prime.`,
        ),
        say: pick(
          `Even with expensive prescriptions, the most you can pay at the pharmacy this year for covered drugs is ${$(d.outOfPocketCap)}.`,
          `Aunque sus recetas sean caras, lo más que puede pagar en la farmacia este año por medicamentos cubiertos es ${$(d.outOfPocketCap)}.`,
          `Même avec des ordonnances chères, le maximum que vous paierez en pharmacie cette année pour les médicaments couverts est de ${$(d.outOfPocketCap)}.`,
        ),
        next: pick(
          "Run the client's drug list through the plan finder to see how soon they reach the cap.",
          "Pase la lista de medicamentos del cliente por el buscador de planes para ver cuándo llega al tope.",
          "Passez la liste de médicaments du client dans le comparateur pour voir quand il atteint le plafond.",
        ),
        year: d.year,
        sources: d.source,
      };
    }
    case "part_d_deductible": {
      const d = f.partD;
      return {
        lead: pick(
          `The maximum Part D deductible is **${$(d.maxDeductible)} in ${d.year}**; many plans set a lower one or none on cheap generics.`,
          `El deducible máximo de la Parte D es de **${$(d.maxDeductible)} en ${d.year}**; muchos planes tienen uno menor o ninguno en genéricos baratos.`,
          `La franchise maximale de la partie D est de **${$(d.maxDeductible)} en ${d.year}** ; beaucoup de plans en ont une plus basse, ou aucune sur les génériques bon marché.`,
        ),
        detail: pick(
          `The out-of-pocket cap is ${$(d.outOfPocketCap)}.`,
          `El tope de gastos de bolsillo es de ${$(d.outOfPocketCap)}.`,
          `Le plafond des frais à charge est de ${$(d.outOfPocketCap)}.`,
        ),
        say: pick(
          `Before this plan starts paying for brand-name drugs, you'd pay at most ${$(d.maxDeductible)} this year — let's check whether your drugs even hit it.`,
          `Antes de que el plan pague medicamentos de marca, usted pagaría como máximo ${$(d.maxDeductible)} este año; veamos si sus medicamentos llegan a eso.`,
          `Avant que le plan paie les médicaments de marque, vous paieriez au plus ${$(d.maxDeductible)} cette année ; voyons si vos médicaments l'atteignent.`,
        ),
        next: pick(
          "Compare two plans' deductibles against the client's actual drug list, not the premium alone.",
          "Compare los deducibles de dos planes con la lista real de medicamentos, no solo la prima.",
          "Comparez les franchises de deux plans avec la vraie liste de médicaments, pas seulement la prime.",
        ),
        year: d.year,
        sources: d.source,
      };
    }
    case "ma_moop": {
      const ma = f.medicareAdvantage;
      return {
        lead: pick(
          `The CMS in-network out-of-pocket maximum for Medicare Advantage is **${$(ma.moopInNetwork)} in ${ma.year}**; plans may set theirs lower.`,
          `El máximo de gastos de bolsillo dentro de la red que fija CMS para Medicare Advantage es de **${$(ma.moopInNetwork)} en ${ma.year}**; los planes pueden fijar uno menor.`,
          `Le maximum de frais à charge en réseau fixé par CMS pour Medicare Advantage est de **${$(ma.moopInNetwork)} en ${ma.year}** ; les plans peuvent fixer plus bas.`,
        ),
        detail: pick(
          `About ${pct(ma.zeroPremiumPlanShare)} of MA-PD plans are zero premium beyond Part B. ${ma.note ? "Check the CMS memo before quoting this year's limit: the table flags it as secondary-sourced." : ""}`,
          `Cerca del ${pct(ma.zeroPremiumPlanShare)} de los planes MA-PD son de prima cero además de la Parte B. ${ma.note ? "Confirme en el memo de CMS antes de citarlo: la tabla lo marca con fuentes secundarias." : ""}`,
          `Environ ${pct(ma.zeroPremiumPlanShare)} des plans MA-PD sont à prime zéro en plus de la partie B. ${ma.note ? "Vérifiez le mémo CMS avant de le citer : la table le signale comme de source secondaire." : ""}`,
        ).trim(),
        say: pick(
          `A zero premium plan still has a ceiling on what you can owe in a bad year; for this plan it's the number on page one of the summary of benefits — let's look at it together.`,
          `Un plan de prima cero igual tiene un tope de lo que podría deber en un mal año; para este plan es la cifra de la primera página del resumen de beneficios; veámosla juntos.`,
          `Un plan à prime zéro a quand même un plafond de ce que vous pourriez devoir dans une mauvaise année ; pour ce plan, c'est le chiffre en page un du résumé des prestations — regardons-le ensemble.`,
        ),
        next: pick(
          "Put the plan's own MOOP next to the client's worst recent year of care.",
          "Ponga el MOOP del plan junto al peor año reciente de atención del cliente.",
          "Mettez le MOOP du plan à côté de la pire année de soins récente du client.",
        ),
        year: ma.year,
        sources: ma.source,
      };
    }
    case "ma_commission":
    case "pdp_commission": {
      const table = cmsCompensationYear(now.getUTCFullYear());
      const region = cmsRegionForState(bundle?.client.state);
      const ma = table.ma;
      const regional = region && region !== "national" ? ma[region] : undefined;
      const maLine = pick(
        `MA/MAPD, ${table.year} CMS caps per member per year: **${$(ma.national.initial)} initial, ${ma.national.renewal !== null ? $(ma.national.renewal) : "n/a"} renewal** nationally${ma.ct_pa_dc ? `; CT/PA/DC ${$(ma.ct_pa_dc.initial)}` : ""}${ma.ca_nj ? `; CA/NJ ${$(ma.ca_nj.initial)}` : ""}.`,
        `MA/MAPD, topes de CMS ${table.year} por afiliado al año: **${$(ma.national.initial)} inicial, ${ma.national.renewal !== null ? $(ma.national.renewal) : "n/d"} renovación** a nivel nacional${ma.ct_pa_dc ? `; CT/PA/DC ${$(ma.ct_pa_dc.initial)}` : ""}${ma.ca_nj ? `; CA/NJ ${$(ma.ca_nj.initial)}` : ""}.`,
        `MA/MAPD, plafonds CMS ${table.year} par adhérent et par an : **${$(ma.national.initial)} la première année, ${ma.national.renewal !== null ? $(ma.national.renewal) : "n.d."} en renouvellement** au niveau national${ma.ct_pa_dc ? ` ; CT/PA/DC ${$(ma.ct_pa_dc.initial)}` : ""}${ma.ca_nj ? ` ; CA/NJ ${$(ma.ca_nj.initial)}` : ""}.`,
      );
      const pdpLine = pick(
        `Stand-alone Part D (PDP): **${$(table.pdp.initial)} initial, ${table.pdp.renewal !== null ? $(table.pdp.renewal) : "n/a"} renewal**.`,
        `Parte D independiente (PDP): **${$(table.pdp.initial)} inicial, ${table.pdp.renewal !== null ? $(table.pdp.renewal) : "n/d"} renovación**.`,
        `Partie D autonome (PDP) : **${$(table.pdp.initial)} la première année, ${table.pdp.renewal !== null ? $(table.pdp.renewal) : "n.d."} en renouvellement**.`,
      );
      const regionLine =
        regional && bundle?.client.state
          ? pick(
              `For this client in ${bundle.client.state}: ${$(regional.initial)} initial.`,
              `Para este cliente en ${bundle.client.state}: ${$(regional.initial)} inicial.`,
              `Pour ce client en ${bundle.client.state} : ${$(regional.initial)} la première année.`,
            )
          : "";
      return {
        lead: topic === "pdp_commission" ? pdpLine : maLine,
        detail: [
          topic === "pdp_commission" ? maLine : pdpLine,
          regionLine,
          pick(
            `Initial pays for a first-time enrollee in the plan type; a like-plan switch pays renewal; a disenrollment within ${CMS_COMPENSATION_RULES.rapidDisenrollmentMonths} months is charged back. Carriers may pay up to these caps, not above.`,
            `El inicial se paga por un afiliado nuevo en ese tipo de plan; un cambio a un plan similar paga renovación; una baja en menos de ${CMS_COMPENSATION_RULES.rapidDisenrollmentMonths} meses se descuenta. Las aseguradoras pagan hasta estos topes, no más.`,
            `La première année est payée pour un nouvel adhérent dans ce type de plan ; un changement vers un plan similaire paie le renouvellement ; une résiliation dans les ${CMS_COMPENSATION_RULES.rapidDisenrollmentMonths} mois est reprise. Les assureurs paient jusqu'à ces plafonds, pas au-delà.`,
          ),
        ]
          .filter(Boolean)
          .join(" "),
        next: pick(
          "Check your carrier contract's schedule for the exact amount and whether non-AEP months are pro-rated.",
          "Revise el contrato con la aseguradora para el monto exacto y si los meses fuera del AEP se prorratean.",
          "Vérifiez le barème de votre contrat assureur pour le montant exact et le prorata hors AEP.",
        ),
        agentOnly: true,
        year: table.year,
        sources: table.source,
      };
    }
    case "part_b_penalty": {
      const b = f.partB;
      const rate = MEDICARE_RULES.partBLatePenaltyPerYear;
      const months = monthsLate(message);
      const years = months !== null ? Math.floor(months / 12) : 2;
      const add = Math.round(b.premium * rate * years * 100) / 100;
      return {
        lead: pick(
          `The Part B late penalty is **${pct(rate)} of the standard premium for each full 12 months** the client could have had Part B and didn't — for as long as they have Part B.`,
          `La multa por inscribirse tarde en la Parte B es del **${pct(rate)} de la prima estándar por cada 12 meses completos** sin Parte B pudiendo tenerla, mientras tenga la Parte B.`,
          `La pénalité de retard de la partie B est de **${pct(rate)} de la prime standard par période complète de 12 mois** sans partie B alors qu'il y avait droit, aussi longtemps qu'il a la partie B.`,
        ),
        detail: pick(
          `Example in ${b.year}: ${years} full years late → ${years * 10}% × ${$(b.premium)} = ${$(add)} more a month. Delaying with current employer coverage (20+ employees) is not "late".`,
          `Ejemplo en ${b.year}: ${years} años completos tarde → ${years * 10}% × ${$(b.premium)} = ${$(add)} más al mes. Retrasarla con cobertura de un empleo actual (20+ empleados) no cuenta como tarde.`,
          `Exemple en ${b.year} : ${years} années complètes de retard → ${years * 10} % × ${$(b.premium)} = ${$(add)} de plus par mois. Reporter avec une couverture d'emploi actuel (20 salariés et plus) n'est pas un retard.`,
        ),
        say: pick(
          "The penalty never goes away, so the cheapest Part B is the one you sign up for on time — let's get your dates right today.",
          "La multa no desaparece nunca, así que la Parte B más barata es la que se toma a tiempo; dejemos sus fechas listas hoy.",
          "La pénalité ne disparaît jamais : la partie B la moins chère, c'est celle qu'on prend à temps — fixons vos dates aujourd'hui.",
        ),
        next: pick(
          "Confirm whether the client's coverage was from current employment and get the employer form (CMS-L564) signed if it was.",
          "Confirme si la cobertura del cliente era de un empleo actual y, si lo era, consiga el formulario del empleador (CMS-L564).",
          "Vérifiez si la couverture du client venait d'un emploi actuel et, si oui, faites remplir le formulaire employeur (CMS-L564).",
        ),
        year: b.year,
        sources: [...MEDICARE_RULES.source],
      };
    }
    case "part_d_penalty": {
      const d = f.partD;
      const rate = MEDICARE_RULES.partDLatePenaltyPerMonth;
      const months = monthsLate(message) ?? 12;
      const monthly = Math.round(months * rate * d.baseBeneficiaryPremium * 10) / 10;
      return {
        lead: pick(
          `The Part D penalty is **${pct(rate)} of the national base premium (${$(d.baseBeneficiaryPremium)} in ${d.year}) for each full month** without creditable drug coverage, after a gap of ${MEDICARE_RULES.partDPenaltyGapDays} days or more.`,
          `La multa de la Parte D es del **${pct(rate)} de la prima base nacional (${$(d.baseBeneficiaryPremium)} en ${d.year}) por cada mes completo** sin cobertura acreditable, tras ${MEDICARE_RULES.partDPenaltyGapDays} días o más sin ella.`,
          `La pénalité de la partie D est de **${pct(rate)} de la prime de base nationale (${$(d.baseBeneficiaryPremium)} en ${d.year}) par mois complet** sans couverture médicaments reconnue, après ${MEDICARE_RULES.partDPenaltyGapDays} jours ou plus sans elle.`,
        ),
        detail: pick(
          `For ${months} months: ${months}% × ${$(d.baseBeneficiaryPremium)} ≈ ${$(monthly)} added to the premium every month, recalculated each year. No penalty while the client has Extra Help.`,
          `Para ${months} meses: ${months}% × ${$(d.baseBeneficiaryPremium)} ≈ ${$(monthly)} más en la prima cada mes, recalculado cada año. Sin multa mientras tenga Ayuda Adicional (Extra Help).`,
          `Pour ${months} mois : ${months} % × ${$(d.baseBeneficiaryPremium)} ≈ ${$(monthly)} ajoutés à la prime chaque mois, recalculés chaque année. Aucune pénalité tant que le client a l'Extra Help.`,
        ),
        say: pick(
          `Every month without drug coverage adds to the bill for life; enrolling now stops the clock.`,
          `Cada mes sin cobertura de medicamentos se suma a la cuenta de por vida; inscribirse ahora detiene el reloj.`,
          `Chaque mois sans couverture médicaments s'ajoute à la facture à vie ; adhérer maintenant arrête le compteur.`,
        ),
        next: pick(
          "Ask whether the client had creditable coverage (VA, TRICARE, an employer plan) in those months — it erases them from the count.",
          "Pregunte si el cliente tuvo cobertura acreditable (VA, TRICARE, plan del empleador) en esos meses: los borra del conteo.",
          "Demandez si le client avait une couverture reconnue (VA, TRICARE, plan employeur) ces mois-là : ils sortent du calcul.",
        ),
        year: d.year,
        sources: [...d.source.slice(0, 1), RULE_SOURCES.partDPenalty],
      };
    }
    case "aep_dates": {
      const r = MEDICARE_RULES.annualEnrollment;
      return {
        lead: pick(
          `AEP runs **${day(r.from, language)} to ${day(r.to, language)}** every year; changes take effect January 1.`,
          `El AEP va del **${day(r.from, language)} al ${day(r.to, language)}** cada año; los cambios entran en vigor el 1 de enero.`,
          `L'AEP va du **${day(r.from, language)} au ${day(r.to, language)}** chaque année ; les changements prennent effet le 1er janvier.`,
        ),
        detail: pick(
          `It covers Advantage and Part D changes, not Medigap. After it, Advantage members get one more change from ${day(MEDICARE_RULES.maOpenEnrollment.from, language)} to ${day(MEDICARE_RULES.maOpenEnrollment.to, language)}.`,
          `Sirve para cambios de Advantage y Parte D, no de Medigap. Después, los afiliados a Advantage tienen un cambio más del ${day(MEDICARE_RULES.maOpenEnrollment.from, language)} al ${day(MEDICARE_RULES.maOpenEnrollment.to, language)}.`,
          `Elle vaut pour les changements Advantage et partie D, pas Medigap. Ensuite, les adhérents Advantage ont un changement de plus du ${day(MEDICARE_RULES.maOpenEnrollment.from, language)} au ${day(MEDICARE_RULES.maOpenEnrollment.to, language)}.`,
        ),
        say: pick(
          `We have until ${day(r.to, language)} to make a change for January — let's review your drugs and doctors now so you're not rushed.`,
          `Tenemos hasta el ${day(r.to, language)} para hacer un cambio para enero; revisemos ahora sus medicamentos y médicos para no ir con prisa.`,
          `Nous avons jusqu'au ${day(r.to, language)} pour un changement au 1er janvier — revoyons maintenant vos médicaments et vos médecins pour ne pas être pressés.`,
        ),
        next: pick(
          "Book the review with a Scope of Appointment recorded before the call.",
          "Agende la revisión con el Alcance de la Cita (SOA) registrado antes de la llamada.",
          "Fixez la revue avec le SOA (Scope of Appointment) enregistré avant l'appel.",
        ),
        year: MEDICARE_RULES.year,
        sources: MEDICARE_RULES.source,
      };
    }
    case "ma_oep": {
      const r = MEDICARE_RULES.maOpenEnrollment;
      const aep = MEDICARE_RULES.annualEnrollment;
      return {
        lead: pick(
          `That's the Medicare Advantage Open Enrollment Period: **${day(r.from, language)} to ${day(r.to, language)}**, for people already in an Advantage plan, one change.`,
          `Es el Período de Inscripción Abierta de Medicare Advantage: **del ${day(r.from, language)} al ${day(r.to, language)}**, para quien ya tiene un plan Advantage, un solo cambio.`,
          `C'est la période d'adhésion ouverte Medicare Advantage : **du ${day(r.from, language)} au ${day(r.to, language)}**, pour les personnes déjà en plan Advantage, un seul changement.`,
        ),
        detail: pick(
          `They can switch to another Advantage plan, or go back to Original Medicare and add a Part D plan. A Medigap bought then may ask health questions. Someone on Original Medicare (with or without a Medigap) cannot use it to join an Advantage plan: that is the Annual Enrollment Period, ${day(aep.from, language)} to ${day(aep.to, language)}, unless a special enrollment period applies.`,
          `Puede cambiarse a otro plan Advantage, o volver a Medicare Original y agregar un plan de Parte D. Un Medigap comprado entonces puede pedir preguntas de salud. Quien está en Medicare Original (con o sin Medigap) no puede usarlo para entrar a un Advantage: para eso está el Período de Inscripción Anual (AEP), del ${day(aep.from, language)} al ${day(aep.to, language)}, salvo un período especial.`,
          `Il peut passer à un autre plan Advantage, ou revenir à Medicare Original avec un plan partie D. Un Medigap pris alors peut poser des questions de santé. Une personne en Medicare Original (avec ou sans Medigap) ne peut pas s'en servir pour entrer dans un Advantage : c'est la période d'adhésion annuelle (AEP), du ${day(aep.from, language)} au ${day(aep.to, language)}, sauf période spéciale.`,
        ),
        // Said to a client on Original Medicare (a Medigap, or the question says so), the spring window
        // is not theirs: the fall enrollment is.
        say: onOriginalMedicare(message, bundle)
          ? pick(
              `That spring window is only for people already in an Advantage plan. If you'd like to look at one, the time is the fall enrollment, ${day(aep.from, language)} to ${day(aep.to, language)}, and I'll put it on my calendar for you.`,
              `Esa ventana de primavera es solo para quien ya tiene un plan Advantage. Si quiere ver uno, el momento es la inscripción de otoño, del ${day(aep.from, language)} al ${day(aep.to, language)}, y la anoto en mi calendario para usted.`,
              `Cette fenêtre du printemps ne vaut que pour les personnes déjà en plan Advantage. Si vous voulez en regarder un, c'est à l'adhésion de l'automne, du ${day(aep.from, language)} au ${day(aep.to, language)}, et je la note dans mon agenda pour vous.`,
            )
          : pick(
              `You still have one change before ${day(r.to, language)}; let's make sure it's the right one, since after that you're set until fall.`,
              `Todavía tiene un cambio antes del ${day(r.to, language)}; asegurémonos de que sea el correcto, porque después queda fijo hasta el otoño.`,
              `Il vous reste un changement avant le ${day(r.to, language)} ; faisons le bon, car ensuite c'est fixé jusqu'à l'automne.`,
            ),
        next: pick(
          "Check whether a special enrollment period also applies (a move, Extra Help, a 5-star plan) — it may give more room.",
          "Revise si también aplica un período especial (mudanza, Ayuda Adicional, plan de 5 estrellas): puede dar más margen.",
          "Vérifiez si une période spéciale s'applique aussi (déménagement, Extra Help, plan 5 étoiles) : elle peut donner plus de marge.",
        ),
        year: MEDICARE_RULES.year,
        sources: MEDICARE_RULES.source,
      };
    }
    case "medigap_oe": {
      const months = MEDICARE_RULES.medigapOpenEnrollmentMonths;
      return {
        lead: pick(
          `Medigap open enrollment lasts **${months} months**, starting the first month the client is 65+ and has Part B. No health questions, no health pricing.`,
          `La inscripción abierta de Medigap dura **${months} meses**, desde el primer mes en que el cliente tiene 65+ y la Parte B. Sin preguntas de salud ni precio por salud.`,
          `L'adhésion ouverte Medigap dure **${months} mois**, à partir du premier mois où le client a 65 ans ou plus et la partie B. Sans questions de santé ni tarif selon la santé.`,
        ),
        detail: pick(
          `Outside it, carriers can underwrite unless a guaranteed-issue right applies (e.g. an Advantage plan leaving the area: ${ENROLLMENT_RULES.giDaysAfterLoss} days) or a trial right (leaving Advantage within ${ENROLLMENT_RULES.trialRightMonths} months). Some states add birthday or anniversary rules.`,
          `Fuera de ella, la aseguradora puede hacer preguntas de salud salvo un derecho de emisión garantizada (p. ej. un plan Advantage que deja el área: ${ENROLLMENT_RULES.giDaysAfterLoss} días) o un derecho de prueba (salir de Advantage en ${ENROLLMENT_RULES.trialRightMonths} meses). Algunos estados tienen reglas de cumpleaños o aniversario.`,
          `En dehors, l'assureur peut poser des questions de santé, sauf droit d'émission garantie (par ex. un plan Advantage qui quitte la zone : ${ENROLLMENT_RULES.giDaysAfterLoss} jours) ou droit d'essai (quitter Advantage dans les ${ENROLLMENT_RULES.trialRightMonths} mois). Certains États ont des règles d'anniversaire.`,
        ),
        say: pick(
          `Right now no carrier can turn you down or charge more for your health. That changes after these ${months} months, so this is the window to lock it in.`,
          `Ahora ninguna aseguradora puede rechazarlo ni cobrarle más por su salud. Eso cambia después de estos ${months} meses, así que esta es la ventana para asegurarlo.`,
          `En ce moment, aucun assureur ne peut vous refuser ni vous faire payer plus pour votre santé. Après ces ${months} mois, ça change : c'est le moment de le verrouiller.`,
        ),
        next: pick(
          "Write down the client's Part B start date and the window's last day in the CRM.",
          "Anote en el CRM la fecha de inicio de la Parte B y el último día de la ventana.",
          "Notez dans le CRM la date de début de la partie B et le dernier jour de la fenêtre.",
        ),
        year: MEDICARE_RULES.year,
        sources: MEDICARE_RULES.source,
      };
    }
    case "irmaa": {
      const b = f.partB;
      const rows = b.irmaa
        .map((t, i) => {
          const prev = i === 0 ? null : b.irmaa[i - 1]!;
          const from = prev?.singleUpTo ? `${$(prev.singleUpTo + 1)}` : "";
          const single =
            t.singleUpTo === null ? `${from}+` : prev ? `${from}–${$(t.singleUpTo)}` : `≤ ${$(t.singleUpTo)}`;
          const joint =
            t.jointUpTo === null
              ? `${$((prev?.jointUpTo ?? 0) + 1)}+`
              : prev
                ? `${$((prev.jointUpTo ?? 0) + 1)}–${$(t.jointUpTo)}`
                : `≤ ${$(t.jointUpTo)}`;
          return `- ${single} / ${joint} → ${$(t.partBMonthly)}`;
        })
        .join("\n");
      return {
        lead: pick(
          `IRMAA ${b.year}, Part B total per month by income (single / joint, from the tax return two years earlier):`,
          `IRMAA ${b.year}, total de la Parte B al mes según ingresos (soltero / conjunto, de la declaración de dos años antes):`,
          `IRMAA ${b.year}, total partie B par mois selon le revenu (seul / commun, d'après la déclaration d'il y a deux ans) :`,
        ),
        detail: `${rows}\n\n${pick(
          `Part D adds ${$(f.partD.irmaaRange.low)} to ${$(f.partD.irmaaRange.high)} a month on top, by tier. A life-changing event (retirement, death of a spouse) can be appealed on form SSA-44.`,
          `La Parte D suma de ${$(f.partD.irmaaRange.low)} a ${$(f.partD.irmaaRange.high)} al mes según el tramo. Un cambio de vida (jubilación, muerte del cónyuge) se apela con el formulario SSA-44.`,
          `La partie D ajoute de ${$(f.partD.irmaaRange.low)} à ${$(f.partD.irmaaRange.high)} par mois selon la tranche. Un événement de vie (retraite, décès du conjoint) se conteste avec le formulaire SSA-44.`,
        )}`,
        say: pick(
          "Medicare looks at your income from two years ago; if you've retired since, we can ask Social Security to use this year's instead.",
          "Medicare mira sus ingresos de hace dos años; si se jubiló desde entonces, podemos pedir al Seguro Social que use los de este año.",
          "Medicare regarde vos revenus d'il y a deux ans ; si vous avez pris votre retraite depuis, on peut demander à la Sécurité sociale d'utiliser ceux de cette année.",
        ),
        next: pick(
          "Ask for the client's MAGI from two years ago and any life-changing event since.",
          "Pida el MAGI del cliente de hace dos años y cualquier cambio de vida desde entonces.",
          "Demandez le MAGI du client d'il y a deux ans et tout événement de vie depuis.",
        ),
        year: b.year,
        sources: b.source,
      };
    }
    case "part_d_premium": {
      const d = f.partD;
      return {
        lead: pick(
          `The average stand-alone Part D premium is about **${$(d.averageStandAlonePremium)} a month in ${d.year}**; the drug part of an MA-PD averages ${$(d.averageMaPdDrugPremium)}.`,
          `La prima promedio de un plan de Parte D independiente es de unos **${$(d.averageStandAlonePremium)} al mes en ${d.year}**; la parte de medicamentos de un MA-PD promedia ${$(d.averageMaPdDrugPremium)}.`,
          `La prime moyenne d'un plan partie D autonome est d'environ **${$(d.averageStandAlonePremium)} par mois en ${d.year}** ; la part médicaments d'un MA-PD est en moyenne de ${$(d.averageMaPdDrugPremium)}.`,
        ),
        detail: pick(
          `Averages are CMS projections; the plan's own premium, deductible (up to ${$(d.maxDeductible)}) and the ${$(d.outOfPocketCap)} cap matter more than the average.`,
          `Los promedios son proyecciones de CMS; importan más la prima del plan, su deducible (hasta ${$(d.maxDeductible)}) y el tope de ${$(d.outOfPocketCap)}.`,
          `Les moyennes sont des projections CMS ; comptent davantage la prime du plan, sa franchise (jusqu'à ${$(d.maxDeductible)}) et le plafond de ${$(d.outOfPocketCap)}.`,
        ),
        say: pick(
          "The cheapest premium isn't always the cheapest plan — let's price your actual prescriptions for the whole year.",
          "La prima más baja no siempre es el plan más barato; calculemos sus recetas reales para todo el año.",
          "La prime la plus basse n'est pas toujours le plan le moins cher — chiffrons vos vrais médicaments sur l'année.",
        ),
        next: pick(
          "Get the client's drug list with doses and pharmacies, and compare total yearly cost across two or three plans.",
          "Pida la lista de medicamentos con dosis y farmacias, y compare el costo anual total de dos o tres planes.",
          "Demandez la liste des médicaments avec doses et pharmacies, et comparez le coût annuel total de deux ou trois plans.",
        ),
        year: d.year,
        sources: d.source,
      };
    }
    case "ma_premium": {
      const ma = f.medicareAdvantage;
      return {
        lead: pick(
          `The average Medicare Advantage premium is about **${$(ma.averagePremium)} a month in ${ma.year}**, and about ${pct(ma.zeroPremiumPlanShare)} of MA-PD plans are zero premium — on top of the Part B premium (${$(f.partB.premium)}).`,
          `La prima promedio de Medicare Advantage es de unos **${$(ma.averagePremium)} al mes en ${ma.year}**, y cerca del ${pct(ma.zeroPremiumPlanShare)} de los MA-PD son de prima cero, además de la prima de la Parte B (${$(f.partB.premium)}).`,
          `La prime moyenne Medicare Advantage est d'environ **${$(ma.averagePremium)} par mois en ${ma.year}**, et environ ${pct(ma.zeroPremiumPlanShare)} des MA-PD sont à prime zéro — en plus de la prime de partie B (${$(f.partB.premium)}).`,
        ),
        detail: pick(
          `The in-network out-of-pocket maximum can reach ${$(ma.moopInNetwork)}.`,
          `El máximo de gastos de bolsillo dentro de la red puede llegar a ${$(ma.moopInNetwork)}.`,
          `Le plafond de frais en réseau peut atteindre ${$(ma.moopInNetwork)}.`,
        ),
        say: pick(
          "A zero premium plan still has copays and a yearly maximum; let's look at what a bad year would cost you, not just the premium.",
          "Un plan de prima cero igual tiene copagos y un máximo anual; veamos cuánto le costaría un mal año, no solo la prima.",
          "Un plan à prime zéro a quand même des participations et un plafond annuel ; regardons ce que coûterait une mauvaise année, pas seulement la prime.",
        ),
        next: pick(
          "Compare the plan's MOOP and hospital copays with the client's doctors and drugs.",
          "Compare el MOOP y los copagos de hospital del plan con los médicos y medicamentos del cliente.",
          "Comparez le MOOP et les participations hospitalières du plan avec les médecins et médicaments du client.",
        ),
        year: ma.year,
        sources: ma.source,
      };
    }
    case "sep":
      return sepParts(message, language, pick);
    case "soa": {
      const r = CROSS_SELL_RULES;
      return {
        lead: pick(
          `For CY2027 marketing (from October 1, 2026) **the ${r.scopeOfAppointmentHours}-hour SOA wait is gone**: the Scope of Appointment must still be agreed and recorded **before** the appointment (in writing if in person); same-day appointments are fine.`,
          `Para el marketing de CY2027 (desde el 1 de octubre de 2026) **ya no hay espera de ${r.scopeOfAppointmentHours} horas**: el Alcance de la Cita (SOA) se acuerda y registra **antes** de la cita (por escrito si es en persona); las citas el mismo día están permitidas.`,
          `Pour le marketing CY2027 (depuis le 1er octobre 2026) **le délai de ${r.scopeOfAppointmentHours} heures du SOA est supprimé** : le SOA doit toujours être accepté et enregistré **avant** le rendez-vous (par écrit en personne) ; le jour même est possible.`,
        ),
        detail: pick(
          `Before that, it was ${r.scopeOfAppointmentHours} hours ahead (except walk-ins, client-initiated calls and the last 4 days of a period). An SOA is valid ${r.scopeOfAppointmentValidMonths} months and covers only the products checked on it.`,
          `Antes eran ${r.scopeOfAppointmentHours} horas de anticipación (salvo visitas sin cita, llamadas iniciadas por el cliente y los últimos 4 días de un período). El SOA vale ${r.scopeOfAppointmentValidMonths} meses y cubre solo los productos marcados.`,
          `Avant, c'était ${r.scopeOfAppointmentHours} heures à l'avance (sauf visites spontanées, appels à l'initiative du client et 4 derniers jours d'une période). Un SOA vaut ${r.scopeOfAppointmentValidMonths} mois et ne couvre que les produits cochés.`,
        ),
        say: pick(
          "Before we talk plans, Medicare asks me to confirm which topics you'd like to cover today — I'll read them and you tell me yes or no to each.",
          "Antes de hablar de planes, Medicare me pide confirmar qué temas quiere cubrir hoy; se los leo y usted me dice sí o no a cada uno.",
          "Avant de parler des plans, Medicare me demande de confirmer les sujets que vous voulez aborder aujourd'hui — je vous les lis, dites-moi oui ou non pour chacun.",
        ),
        next: pick(
          "Check every product you might show on the SOA now; adding one later needs a new SOA.",
          "Marque en el SOA todos los productos que podría mostrar; agregar uno después requiere otro SOA.",
          "Cochez maintenant sur le SOA tous les produits que vous pourriez présenter ; en ajouter un plus tard demande un nouveau SOA.",
        ),
        year: r.year,
        sources: [RULE_SOURCES.cy2027, ...r.source.slice(0, 1)],
      };
    }
  }
}

function sepParts(message: string, language: Language, pick: Pick): FactParts {
  const text = fold(message);
  const leaving =
    /(?:county|area|condado|comte|region|pulling out|leaving (?:her|his|the) (?:county|area)|se va de|quitte (?:son|sa|le) comte|terminated|discontinued|non-?renew\w*|cancell?ed|dropped by|no (?:lo |la )?renueva|cancelad[oa]|terminad[oa]|non renouvel\w*|resilie|supprime)/u.test(
      text,
    );
  const moved =
    !leaving &&
    /(?<![a-z])(?:moved|moving|move|relocat\w*|mudo|mudanza|mudarse|se muda|cambio de estado|demenag\w*|a demenage)(?![a-z])/u.test(
      text,
    );
  const gi = ENROLLMENT_RULES.giDaysAfterLoss;
  const star = ENROLLMENT_RULES.fiveStarSep;
  const oep = MEDICARE_RULES.maOpenEnrollment;
  if (moved)
    return {
      lead: pick(
        "A permanent move out of the plan's service area gives a **special enrollment period (SEP)**: if the plan is told before the move, from the month before through **two full months after** the move; if told after, the month the plan is told plus **two more months**.",
        "Una mudanza permanente fuera del área de servicio del plan da un **período especial de inscripción (SEP)**: si avisa al plan antes, desde el mes anterior hasta **dos meses completos después** de la mudanza; si avisa después, el mes del aviso más **dos meses más**.",
        "Un déménagement définitif hors de la zone du plan ouvre une **période d'adhésion spéciale (SEP)** : si le plan est prévenu avant, du mois précédent jusqu'à **deux mois pleins après** le déménagement ; s'il l'est après, le mois du signalement plus **deux mois**.",
      ),
      detail: pick(
        "In that window the client can pick an Advantage or Part D plan in the new area. A move alone gives no Medigap guaranteed-issue right, unless the Advantage plan is not offered where the client now lives; a Medigap policy already held keeps paying anywhere Medicare is accepted.",
        "En esa ventana el cliente puede elegir un plan Advantage o de Parte D en la nueva zona. La mudanza sola no da derecho de emisión garantizada de Medigap, salvo que el plan Advantage no exista donde vive ahora; un Medigap que ya tiene sigue pagando donde se acepte Medicare.",
        "Pendant cette fenêtre, le client peut choisir un plan Advantage ou partie D dans la nouvelle zone. Le déménagement seul ne donne pas de droit d'émission garantie Medigap, sauf si le plan Advantage n'existe pas là où il vit désormais ; un Medigap déjà détenu continue de payer partout où Medicare est accepté.",
      ),
      say: pick(
        "Moving gives you a short window to pick a plan that works where you live now. Let's check your doctors and drugs there before it closes.",
        "La mudanza le da una ventana corta para elegir un plan que funcione donde vive ahora. Revisemos sus médicos y medicamentos allí antes de que se cierre.",
        "Le déménagement vous donne une courte fenêtre pour choisir un plan qui marche là où vous vivez. Vérifions vos médecins et médicaments là-bas avant qu'elle se ferme.",
      ),
      next: pick(
        "Write down the move date and the new ZIP code, then compare the plans there on the client's doctors and drugs.",
        "Anote la fecha de la mudanza y el nuevo código postal, y compare los planes de allí con los médicos y medicamentos del cliente.",
        "Notez la date du déménagement et le nouveau code postal, puis comparez les plans de la zone sur les médecins et médicaments du client.",
      ),
      year: ENROLLMENT_RULES.year,
      sources: [RULE_SOURCES.sep],
    };
  if (leaving)
    return {
      lead: pick(
        `A plan leaving the client's area gives a **special enrollment period (SEP)** to pick another Advantage or Part D plan, and a **Medigap guaranteed-issue right**: no health questions if she applies up to ${ENROLLMENT_RULES.giDaysBeforeLoss} days before and no later than ${gi} days after the coverage ends (California: ${ENROLLMENT_RULES.giDaysAfterLossCalifornia}).`,
        `Un plan que deja el área del cliente da un **período especial de inscripción (SEP)** para elegir otro plan Advantage o de Parte D, y un **derecho de emisión garantizada de Medigap**: sin preguntas de salud si solicita hasta ${ENROLLMENT_RULES.giDaysBeforeLoss} días antes y no más de ${gi} días después de que termine la cobertura (California: ${ENROLLMENT_RULES.giDaysAfterLossCalifornia}).`,
        `Un plan qui quitte la zone du client ouvre une **période d'adhésion spéciale (SEP)** pour choisir un autre plan Advantage ou partie D, et un **droit d'émission garantie Medigap** : sans questions de santé s'il demande jusqu'à ${ENROLLMENT_RULES.giDaysBeforeLoss} jours avant et au plus tard ${gi} jours après la fin de la couverture (Californie : ${ENROLLMENT_RULES.giDaysAfterLossCalifornia}).`,
      ),
      detail: pick(
        "Plans offered on that right for someone new to Medicare since 2020: A, B, D, G, K, L. This is the one time a client with health conditions can move to Medigap without underwriting.",
        "Planes que se ofrecen con ese derecho a quien entró a Medicare desde 2020: A, B, D, G, K, L. Es la única vez que un cliente con condiciones de salud puede pasar a Medigap sin suscripción.",
        "Plans proposés avec ce droit pour un nouvel assuré depuis 2020 : A, B, D, G, K, L. C'est la seule fois où un client malade peut passer en Medigap sans sélection médicale.",
      ),
      say: pick(
        "Your plan is leaving, and that gives you a right most people never get: you can choose a supplement without health questions. Let's use it before the deadline.",
        "Su plan se va, y eso le da un derecho que casi nadie tiene: puede elegir un suplemento sin preguntas de salud. Usémoslo antes de la fecha límite.",
        "Votre plan s'en va, et ça vous donne un droit que peu de gens ont : choisir un complément sans questions de santé. Utilisons-le avant la date limite.",
      ),
      next: pick(
        "Get a copy of the non-renewal letter (it proves the right) and quote Plan G against the Advantage plans left in the county.",
        "Consiga la carta de no renovación (prueba el derecho) y cotice el Plan G frente a los planes Advantage que quedan en el condado.",
        "Récupérez la lettre de non-renouvellement (elle prouve le droit) et comparez le plan G aux plans Advantage restants dans le comté.",
      ),
      year: ENROLLMENT_RULES.year,
      sources: [RULE_SOURCES.giRights, RULE_SOURCES.sep],
    };
  return {
    lead: pick(
      `A single doctor leaving the network usually does **not** open a special enrollment period (SEP) on its own; CMS gives one only when it finds a plan's network changes significant (the CY2027 rule left that SEP unchanged).`,
      `Que un médico salga de la red normalmente **no** abre por sí solo un período especial de inscripción (SEP); CMS lo da solo cuando considera significativos los cambios de red del plan (la regla CY2027 no lo cambió).`,
      `Le départ d'un seul médecin du réseau n'ouvre en général **pas** à lui seul de période d'adhésion spéciale (SEP) ; CMS n'en accorde une que si elle juge importants les changements de réseau du plan (la règle CY2027 ne l'a pas modifiée).`,
    ),
    detail: pick(
      `Other doors: the MA Open Enrollment Period (${day(oep.from, language)}–${day(oep.to, language)}, one change); the 5-star SEP (${day(star.from, language)}–${day(star.to, language)}, into a 5-star plan); a monthly SEP for clients with Medicaid or Extra Help; a move; or losing other coverage (${ENROLLMENT_RULES.lossOfCoverageSepMonths} months).`,
      `Otras puertas: el Período de Inscripción Abierta de MA (${day(oep.from, language)}–${day(oep.to, language)}, un cambio); el SEP de 5 estrellas (${day(star.from, language)}–${day(star.to, language)}, hacia un plan de 5 estrellas); un SEP mensual para clientes con Medicaid o Ayuda Adicional; una mudanza; o perder otra cobertura (${ENROLLMENT_RULES.lossOfCoverageSepMonths} meses).`,
      `Autres portes : la période d'adhésion ouverte MA (${day(oep.from, language)}–${day(oep.to, language)}, un changement) ; la SEP 5 étoiles (${day(star.from, language)}–${day(star.to, language)}, vers un plan 5 étoiles) ; une SEP mensuelle pour les clients avec Medicaid ou Extra Help ; un déménagement ; ou la perte d'une autre couverture (${ENROLLMENT_RULES.lossOfCoverageSepMonths} mois).`,
    ),
    say: pick(
      "Let's first call the plan and ask for a continuity-of-care exception for your doctor, then check which enrollment door is open to you.",
      "Primero llamemos al plan para pedir una excepción de continuidad de atención con su médico, y luego vemos qué puerta de inscripción tiene abierta.",
      "Appelons d'abord le plan pour demander une exception de continuité des soins avec votre médecin, puis voyons quelle porte d'adhésion vous est ouverte.",
    ),
    next: pick(
      "Ask if the client has Medicaid or Extra Help — that alone opens a monthly SEP.",
      "Pregunte si el cliente tiene Medicaid o Ayuda Adicional: eso solo ya abre un SEP mensual.",
      "Demandez si le client a Medicaid ou l'Extra Help : cela seul ouvre une SEP mensuelle.",
    ),
    year: ENROLLMENT_RULES.year,
    sources: [RULE_SOURCES.sep, RULE_SOURCES.networkSep],
  };
}

const ORIGINAL_WORDS =
  /\b(?:original medicare|medicare original|medigap|supplement|suplemento|complementaire|plan [fgn]|a (?:and|y|et) b only)\b/;
const MA_WORDS = /\b(?:advantage|mapd|ma|hmo|ppo|d-?snp|c-?snp)\b/;
/** The window's own name, which says nothing of the plan held. */
const OEP_NAME =
  /\b(?:(?:medicare )?(?:advantage|ma) (?:open enrollment|oep)(?: period)?|ma ?oep|oep|(?:periodo de )?inscripcion abierta de (?:medicare )?advantage|(?:periode d'?)?adhesion ouverte (?:medicare )?advantage)\b/g;

/**
 * The client the MA open enrollment is asked about is on Original Medicare: the question names a
 * Medigap or Original Medicare and no Advantage plan, or the open bundle's client has no MA plan.
 */
function onOriginalMedicare(message: string, bundle?: Bundle | null): boolean {
  const text = fold(message).replace(OEP_NAME, " ");
  if (MA_WORDS.test(text)) return false;
  if (ORIGINAL_WORDS.test(text)) return true;
  const coverage = bundle?.client.currentCoverage ?? [];
  const ma = coverage.some((c) => c === "medicare_advantage" || c === "d_snp" || c === "c_snp");
  return !ma && coverage.some((c) => c === "original_medicare" || c.startsWith("medigap_"));
}

/** The answer to a factual question: figure, year, source, a line for the client, a next step. */
export function factAnswer(
  topic: FactTopic,
  language: Language,
  now: Date,
  message = "",
  bundle?: Bundle | null,
): string {
  return render(partsFor(topic, language, now, message, bundle), language);
}
