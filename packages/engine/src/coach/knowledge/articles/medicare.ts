/**
 * Medicare coaching articles (KB-10001 to KB-10006). Every dollar figure and date is read from the
 * sourced tables (`facts/medicare.ts`, docs/product/decisions.md#d-11, docs/product/decisions.md#d-20) for the plan year asked for, never typed here: when a
 * new year's figures land in the tables, these articles say the new numbers and compare them with the
 * year before.
 * One file because the six articles share the helpers above them (dates, year-over-year comparisons,
 * penalties), and each keeps its three languages side by side, which is how a reviewer checks that they say
 * the same.
 */
import { MEDICARE_RULES, type MedicareFigures } from "../../../facts/medicare.js";
import { REF } from "../../../facts/sources.js";
import type { Language } from "../../../types.js";
import type { Article, ArticleText } from "../types.js";
import { agent, client, dollars, type MedicareYears, sourceIds } from "./script.js";

/** Last reviewed against the tables and packages/engine/src/facts/medicare.ts, packages/engine/src/facts/premiums, packages/engine/src/facts/compliance.ts. */
const REVIEWED = "2026-11";

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: "January February March April May June July August September October November December".split(" "),
  es: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(" "),
  fr: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
};

/** "10-15" → "October 15" / "15 de octubre" / "15 octobre" (the rules table stores month-day). */
function monthDay(value: string, language: Language): string {
  const [month, day] = value.split("-").map(Number) as [number, number];
  const name = MONTHS[language][month - 1]!;
  if (language === "en") return `${name} ${day}`;
  if (language === "es") return `${day} de ${name}`;
  return `${day === 1 ? "1er" : day} ${name}`;
}

/** "$202.90 (2025: $185)": the current figure with last year's beside it when the tables hold it. */
function compared(
  language: Language,
  pick: (figures: MedicareFigures) => number,
  years: MedicareYears,
): string {
  const now = dollars(pick(years.current), language);
  if (years.previous === undefined) return now;
  const colon = language === "fr" ? "\u00a0:" : ":";
  return `${now} (${years.previous.year}${colon} ${dollars(pick(years.previous), language)})`;
}

/** The Part B late penalty for whole years late, as CMS computes it (packages/engine/src/facts/medicare.ts). */
function partBPenalty(figures: MedicareFigures, yearsLate: number): number {
  return Math.round(figures.partB.premium * MEDICARE_RULES.partBLatePenaltyPerYear * yearsLate * 100) / 100;
}

/** The Part D late penalty, rounded to the nearest $0.10 as CMS does (packages/engine/src/facts/medicare.ts). */
function partDPenalty(figures: MedicareFigures, monthsLate: number): number {
  return (
    Math.round(
      figures.partD.baseBeneficiaryPremium * MEDICARE_RULES.partDLatePenaltyPerMonth * monthsLate * 10,
    ) / 10
  );
}

const pct = (share: number): string => String(Math.round(share * 100));

// ---------------------------------------------------------------------------------------------------
// KB-10001 Medicare costs for the plan year, with the previous year's for comparison.

function costsText(y: MedicareYears, language: Language): ArticleText {
  const c = y.current;
  const p = y.previous;
  const d = (n: number) => dollars(n, language);
  const v = (pick: (f: MedicareFigures) => number) => compared(language, pick, y);
  const firstTier = c.partB.irmaa[0]!;
  const topTier = c.partB.irmaa[c.partB.irmaa.length - 1]!;
  const premiumRise =
    p === undefined ? undefined : d(Math.round((c.partB.premium - p.partB.premium) * 100) / 100);
  const moopCombined = c.medicareAdvantage.moopCombined;
  if (language === "en") {
    return {
      title: `Medicare costs for ${c.year}${p ? ` compared with ${p.year}` : ""}`,
      summary: `Know the ${c.year} Medicare numbers cold and show what changed${p ? ` since ${p.year}` : ""}: Part B is ${v((f) => f.partB.premium)} a month and every plan decision starts from there. Clients trust the agent who can explain their costs without looking them up.`,
      keyPoints: [
        `Part B standard premium: ${v((f) => f.partB.premium)} a month; Part B deductible: ${v((f) => f.partB.deductible)} a year.`,
        `Part A has no premium with 40 quarters of work (own or spouse's); otherwise ${v((f) => f.partA.premiumUnder30Quarters)} a month under 30 quarters or ${v((f) => f.partA.premium30to39Quarters)} with 30-39. Hospital deductible: ${v((f) => f.partA.deductible)} per benefit period.`,
        `Part D: deductible at most ${v((f) => f.partD.maxDeductible)}; out-of-pocket cap on covered drugs ${v((f) => f.partD.outOfPocketCap)}, formulary drugs only.`,
        `Medicare Advantage in-network out-of-pocket maximum (MOOP): ${v((f) => f.medicareAdvantage.moopInNetwork)}${moopCombined === null ? "; the combined in- and out-of-network limit is not confirmed yet, so read it in the plan's Evidence of Coverage" : `; combined in- and out-of-network ${d(moopCombined)}`}. Premiums and Part D drugs do not count toward it.`,
        `IRMAA: income from the tax return two years back; above ${d(firstTier.singleUpTo ?? 0)} single or ${d(firstTier.jointUpTo ?? 0)} joint, Part B rises in steps up to ${d(topTier.partBMonthly)} a month, and Part D adds ${d(c.partD.irmaaRange.low)} to ${d(c.partD.irmaaRange.high)}. Form SSA-44 asks for a reduction after a life-changing event.`,
      ],
      procedure: [
        "On a sales call give the TPMO disclaimer first, then ask permission to walk through this year's costs.",
        "Start with the Part B premium and deductible: every client pays them whichever plan they choose.",
        `Show the Part A hospital deductible and ask how they would cover ${d(c.partA.deductible)} if they went in tomorrow.`,
        "Ask about income two years ago to check IRMAA before quoting any total.",
        "Write the figures down for the client and compare what Medigap or Medicare Advantage would leave them owing.",
      ],
      dos: [
        "Quote this year's figure with last year's beside it: change is what clients ask about.",
        "Present the MOOP as a worst-case ceiling, not a forecast.",
        "Say zero premium for a $0 plan and remind the client that the Part B premium still applies.",
      ],
      donts: [
        "Don't quote figures from memory: they change every January.",
        "Don't round a premium to a guess; clients compare it with their Social Security statement.",
        "Don't promise a drug is covered before you check the formulary.",
      ],
      exampleDialogue: [
        agent(
          `Before we look at plans, let me show you what Medicare itself costs in ${c.year}. Part B is ${d(c.partB.premium)} a month${premiumRise ? `, ${premiumRise} more than last year` : ""}.`,
        ),
        client("So it went up again?"),
        agent(
          `It did. The Part B deductible is ${d(c.partB.deductible)}. Those apply whatever you pick, so we plan around them.`,
        ),
        client("And if I end up in the hospital?"),
        agent(
          `Part A has a ${d(c.partA.deductible)} deductible each benefit period. How a supplement or an Advantage plan handles that is exactly what we compare next.`,
        ),
      ],
      keywords: [
        "cost",
        "costs",
        "price",
        "how much",
        "premium",
        "deductible",
        "irmaa",
        "moop",
        "out-of-pocket",
        "figures",
        "numbers",
        String(c.year),
        ...(p ? [String(p.year)] : []),
      ],
      nextStep: `print the ${c.year} figures on one page, rehearse them out loud twice, and open your next Medicare appointment with them.`,
    };
  }
  if (language === "es") {
    return {
      title: `Costos de Medicare en ${c.year}${p ? ` comparados con ${p.year}` : ""}`,
      summary: `Sepa de memoria las cifras de Medicare de ${c.year} y muestre qué cambió${p ? ` desde ${p.year}` : ""}: la Parte B cuesta ${v((f) => f.partB.premium)} al mes y toda decisión parte de ahí. El cliente confía en el agente que le explica sus costos sin tener que buscarlos.`,
      keyPoints: [
        `Prima estándar de la Parte B: ${v((f) => f.partB.premium)} al mes; deducible de la Parte B: ${v((f) => f.partB.deductible)} al año.`,
        `La Parte A no tiene prima con 40 trimestres trabajados (propios o del cónyuge); si no, ${v((f) => f.partA.premiumUnder30Quarters)} al mes con menos de 30 trimestres o ${v((f) => f.partA.premium30to39Quarters)} con 30 a 39. Deducible de hospital: ${v((f) => f.partA.deductible)} por período de beneficios.`,
        `Parte D: deducible máximo de ${v((f) => f.partD.maxDeductible)}; tope de gastos de bolsillo en medicamentos cubiertos de ${v((f) => f.partD.outOfPocketCap)}, solo para los que están en el formulario.`,
        `Máximo de gastos de bolsillo (MOOP) de Medicare Advantage dentro de la red: ${v((f) => f.medicareAdvantage.moopInNetwork)}${moopCombined === null ? "; el límite combinado dentro y fuera de la red aún no está confirmado, así que léalo en la Evidencia de Cobertura del plan" : `; combinado dentro y fuera de la red: ${d(moopCombined)}`}. Las primas y los medicamentos de la Parte D no cuentan.`,
        `IRMAA: se basa en los ingresos de la declaración de impuestos de hace dos años; por encima de ${d(firstTier.singleUpTo ?? 0)} (soltero) o ${d(firstTier.jointUpTo ?? 0)} (conjunta), la Parte B sube por escalones hasta ${d(topTier.partBMonthly)} al mes y la Parte D suma de ${d(c.partD.irmaaRange.low)} a ${d(c.partD.irmaaRange.high)}. Con el formulario SSA-44 se pide una reducción tras un cambio de vida.`,
      ],
      procedure: [
        "En una llamada de ventas, dé primero el aviso TPMO y pida permiso para repasar los costos del año.",
        "Empiece por la prima y el deducible de la Parte B: todo cliente los paga, elija el plan que elija.",
        `Muestre el deducible de hospital de la Parte A y pregúntele cómo pagaría ${d(c.partA.deductible)} si lo internan mañana.`,
        "Pregunte por los ingresos de hace dos años para revisar el IRMAA antes de dar un total.",
        "Déjele las cifras por escrito y compare lo que le quedaría por pagar con Medigap o con Medicare Advantage.",
      ],
      dos: [
        "Dé la cifra de este año junto a la del año pasado: el cambio es lo que el cliente pregunta.",
        "Presente el MOOP como el peor escenario posible, no como un pronóstico.",
        "Diga prima cero para un plan de $0 y recuerde que la prima de la Parte B se sigue pagando.",
      ],
      donts: [
        "No cite cifras de memoria: cambian cada enero.",
        "No redondee una prima al tanteo; el cliente la compara con su carta del Seguro Social.",
        "No prometa que un medicamento está cubierto sin revisar el formulario.",
      ],
      exampleDialogue: [
        agent(
          `Antes de ver planes, déjeme mostrarle lo que cuesta Medicare en ${c.year}. La Parte B sale en ${d(c.partB.premium)} al mes${premiumRise ? `, ${premiumRise} más que el año pasado` : ""}.`,
        ),
        client("¿Otra vez subió?"),
        agent(
          `Sí. El deducible de la Parte B es de ${d(c.partB.deductible)}. Eso lo paga con cualquier plan, así que lo tomamos en cuenta desde el principio.`,
        ),
        client("¿Y si me tienen que internar?"),
        agent(
          `La Parte A tiene un deducible de ${d(c.partA.deductible)} por cada período de beneficios. Cómo lo cubre un suplemento o un plan Advantage es justo lo que vamos a comparar.`,
        ),
      ],
      keywords: [
        "costo",
        "costos",
        "precio",
        "cuánto cuesta",
        "prima",
        "deducible",
        "irmaa",
        "moop",
        "gastos de bolsillo",
        "cifras",
        String(c.year),
        ...(p ? [String(p.year)] : []),
      ],
      nextStep: `imprima las cifras de ${c.year} en una sola hoja, ensáyelas en voz alta dos veces y abra con ellas su próxima cita de Medicare.`,
    };
  }
  return {
    title: `Les coûts de Medicare en ${c.year}${p ? ` comparés à ${p.year}` : ""}`,
    summary: `Connaissez par cœur les chiffres Medicare de ${c.year} et montrez ce qui a changé${p ? ` depuis ${p.year}` : ""} : la partie B coûte ${v((f) => f.partB.premium)} par mois, et tout le reste en découle. Le client fait confiance à l'agent qui explique ses coûts sans chercher.`,
    keyPoints: [
      `Prime standard de la partie B : ${v((f) => f.partB.premium)} par mois ; franchise de la partie B : ${v((f) => f.partB.deductible)} par an.`,
      `La partie A est sans prime avec 40 trimestres cotisés (les siens ou ceux du conjoint) ; sinon ${v((f) => f.partA.premiumUnder30Quarters)} par mois sous 30 trimestres, ou ${v((f) => f.partA.premium30to39Quarters)} entre 30 et 39. Franchise hospitalière : ${v((f) => f.partA.deductible)} par période de prestations.`,
      `Partie D : franchise d'au plus ${v((f) => f.partD.maxDeductible)} ; plafond des dépenses sur les médicaments couverts de ${v((f) => f.partD.outOfPocketCap)}, pour les médicaments inscrits au formulaire seulement.`,
      `Plafond de dépenses (MOOP) de Medicare Advantage dans le réseau : ${v((f) => f.medicareAdvantage.moopInNetwork)}${moopCombined === null ? " ; le plafond combiné dans et hors réseau n'est pas encore confirmé, lisez-le dans l'Evidence of Coverage du régime" : ` ; combiné dans et hors réseau : ${d(moopCombined)}`}. Les primes et les médicaments de la partie D n'y comptent pas.`,
      `IRMAA : calculé sur la déclaration de revenus d'il y a deux ans ; au-delà de ${d(firstTier.singleUpTo ?? 0)} (célibataire) ou ${d(firstTier.jointUpTo ?? 0)} (couple), la partie B monte par paliers jusqu'à ${d(topTier.partBMonthly)} par mois et la partie D ajoute de ${d(c.partD.irmaaRange.low)} à ${d(c.partD.irmaaRange.high)}. Le formulaire SSA-44 permet de demander une baisse après un changement de vie.`,
    ],
    procedure: [
      "Lors d'un appel de vente, lisez d'abord l'avis TPMO, puis demandez la permission de passer en revue les coûts de l'année.",
      "Commencez par la prime et la franchise de la partie B : tout client les paie, quel que soit le régime choisi.",
      `Montrez la franchise hospitalière de la partie A et demandez comment il réglerait ${d(c.partA.deductible)} s'il était hospitalisé demain.`,
      "Renseignez-vous sur les revenus d'il y a deux ans pour vérifier l'IRMAA avant d'annoncer un total.",
      "Remettez les chiffres par écrit et comparez ce que Medigap ou Medicare Advantage lui laisserait à payer.",
    ],
    dos: [
      "Donnez le chiffre de cette année à côté de celui de l'an dernier : c'est l'évolution qui intéresse le client.",
      "Présentez le MOOP comme un plafond dans le pire des cas, pas comme une prévision.",
      "Dites prime zéro pour un régime à 0 $ et rappelez que la prime de la partie B reste due.",
    ],
    donts: [
      "Ne citez jamais un chiffre de mémoire : ils changent chaque mois de janvier.",
      "N'arrondissez pas une prime au hasard ; le client la compare à son relevé de la Sécurité sociale.",
      "Ne promettez pas qu'un médicament est couvert avant d'avoir vérifié le formulaire.",
    ],
    exampleDialogue: [
      agent(
        `Avant de parler des régimes, voyons ce que coûte Medicare en ${c.year}. La partie B est à ${d(c.partB.premium)} par mois${premiumRise ? `, soit ${premiumRise} de plus que l'an dernier` : ""}.`,
      ),
      client("Encore une hausse ?"),
      agent(
        `Eh oui. La franchise de la partie B est de ${d(c.partB.deductible)}. Vous les payez quel que soit le régime, alors on en tient compte dès le départ.`,
      ),
      client("Et si je dois être hospitalisé ?"),
      agent(
        `La partie A a une franchise de ${d(c.partA.deductible)} par période de prestations. C'est justement ce qu'un complément ou un régime Advantage couvre différemment, et c'est ce qu'on compare ensuite.`,
      ),
    ],
    keywords: [
      "coût",
      "coûts",
      "prix",
      "combien",
      "prime",
      "franchise",
      "irmaa",
      "moop",
      "reste à charge",
      "chiffres",
      String(c.year),
      ...(p ? [String(p.year)] : []),
    ],
    nextStep: `imprimez les chiffres de ${c.year} sur une seule page, répétez-les deux fois à voix haute et ouvrez votre prochain rendez-vous Medicare avec.`,
  };
}

function costsArticle(y: MedicareYears): Article {
  return {
    id: "KB-10001",
    date: REVIEWED,
    topic: "medicare_costs",
    sources: sourceIds(
      ...y.current.source,
      ...y.current.partA.source,
      ...y.current.partB.source,
      ...y.current.partD.source,
      ...y.current.medicareAdvantage.source,
    ),
    text: { en: costsText(y, "en"), es: costsText(y, "es"), fr: costsText(y, "fr") },
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10002 Enrollment periods and late penalties.

function enrollmentText(y: MedicareYears, language: Language): ArticleText {
  const c = y.current;
  const d = (n: number) => dollars(n, language);
  const r = MEDICARE_RULES;
  const aep = [monthDay(r.annualEnrollment.from, language), monthDay(r.annualEnrollment.to, language)];
  const oep = [monthDay(r.maOpenEnrollment.from, language), monthDay(r.maOpenEnrollment.to, language)];
  const bRate = pct(r.partBLatePenaltyPerYear);
  const dRate = pct(r.partDLatePenaltyPerMonth);
  const b3 = partBPenalty(c, 3);
  const d20 = partDPenalty(c, 20);
  if (language === "en") {
    return {
      title: "Medicare enrollment periods and late-enrollment penalties",
      summary: `Timing is money in Medicare: the right window protects guaranteed issue and avoids penalties that last for life. Know the ${r.initialEnrollmentMonths}-month Initial Enrollment Period, AEP (${aep[0]} to ${aep[1]}), the MA Open Enrollment Period and the Medigap open enrollment window, and check every client's dates first.`,
      keyPoints: [
        `Initial Enrollment Period: ${r.initialEnrollmentMonths} months, the 3 months before the 65th-birthday month, that month and the 3 after.`,
        `Annual Enrollment Period: ${aep[0]} to ${aep[1]}, changes start January 1. It covers MA and Part D moves, not Medigap.`,
        `MA Open Enrollment: ${oep[0]} to ${oep[1]}, Medicare Advantage members only, one change (another MA plan, or back to Original Medicare with a drug plan).`,
        `Medigap open enrollment: ${r.medigapOpenEnrollmentMonths} months from the first month with Part B at 65+, with no health questions; after it, most carriers underwrite.`,
        `Part B penalty: ${bRate}% of the standard premium per full year late, for life (3 years late is ${d(b3)} more a month in ${c.year}). Part D penalty: ${dRate}% of the national base premium (${d(c.partD.baseBeneficiaryPremium)}) per month without creditable coverage after a gap of ${r.partDPenaltyGapDays}+ days (20 months is ${d(d20)} a month).`,
      ],
      procedure: [
        "Ask for the client's birth date, Part A and B start dates and any employer coverage from current work.",
        "Name the window they are in today and what it allows, before talking about any plan.",
        "If they are past 65 without Part B or Part D, check for creditable coverage letters before you estimate a penalty.",
        "Put the deadline in your calendar and theirs, with a reminder two weeks before.",
      ],
      dos: [
        "Confirm whether employer coverage is from current work: only that delays Part B without penalty.",
        "Tell clients on Original Medicare that AEP does not reopen Medigap guaranteed issue.",
        "Recommend a drug plan even with few prescriptions: the Part D penalty is permanent.",
      ],
      donts: [
        "Don't let a client miss Medigap open enrollment because they feel healthy today.",
        "Don't promise a Special Enrollment Period before you have the qualifying event in writing.",
        "Don't use the deadline to pressure; use it to plan.",
      ],
      exampleDialogue: [
        agent("When does your Part B start, and are you still on your employer's plan through current work?"),
        client("Part B starts next month. I retired in spring."),
        agent(
          `Then your Medigap open enrollment starts with Part B and lasts ${r.medigapOpenEnrollmentMonths} months. In that window no carrier can ask health questions, so it is the best time to decide.`,
        ),
        client("And if I wait until fall?"),
        agent(
          `For Medicare Advantage or drug plans you could use ${aep[0]} to ${aep[1]}, but a supplement after open enrollment usually means answering health questions. Let's decide while every option is open to you.`,
        ),
      ],
      keywords: [
        "enrollment",
        "enroll",
        "aep",
        "oep",
        "iep",
        "sep",
        "deadline",
        "window",
        "turning 65",
        "late penalty",
        "penalty",
        "open enrollment",
      ],
      nextStep:
        "list every client turning 65 in the next six months, note each one's windows, and book their review before the first deadline.",
    };
  }
  if (language === "es") {
    return {
      title: "Períodos de inscripción de Medicare y multas por inscripción tardía",
      summary: `En Medicare el tiempo es dinero: la ventana correcta protege la aceptación garantizada y evita multas de por vida. Domine el Período de Inscripción Inicial de ${r.initialEnrollmentMonths} meses, la AEP (del ${aep[0]} al ${aep[1]}), el período de MA de ${oep[0]} a ${oep[1]} y la inscripción abierta de Medigap, y revise primero las fechas de cada cliente.`,
      keyPoints: [
        `Período de Inscripción Inicial: ${r.initialEnrollmentMonths} meses, los 3 meses antes del mes en que cumple 65, ese mes y los 3 siguientes.`,
        `Período de Inscripción Anual (AEP): del ${aep[0]} al ${aep[1]}, los cambios empiezan el 1 de enero. Sirve para Medicare Advantage y la Parte D, no para Medigap.`,
        `Inscripción Abierta de Medicare Advantage: del ${oep[0]} al ${oep[1]}, solo para miembros de MA, un solo cambio (otro plan MA o volver a Medicare Original con un plan de medicamentos).`,
        `Inscripción abierta de Medigap: ${r.medigapOpenEnrollmentMonths} meses desde el primer mes con Parte B a los 65 o más, sin preguntas de salud; después, la mayoría de las aseguradoras hacen suscripción médica.`,
        `Multa de la Parte B: ${bRate}% de la prima estándar por cada año completo de retraso, de por vida (3 años de retraso son ${d(b3)} más al mes en ${c.year}). Multa de la Parte D: ${dRate}% de la prima base nacional (${d(c.partD.baseBeneficiaryPremium)}) por mes sin cobertura acreditable tras ${r.partDPenaltyGapDays} días o más sin ella (20 meses son ${d(d20)} al mes).`,
      ],
      procedure: [
        "Pida la fecha de nacimiento, las fechas de inicio de las Partes A y B y si tiene seguro del empleador por trabajo actual.",
        "Dígale en qué ventana está hoy y qué le permite, antes de hablar de cualquier plan.",
        "Si pasó los 65 sin Parte B o D, pida las cartas de cobertura acreditable antes de calcular una multa.",
        "Anote la fecha límite en su calendario y en el del cliente, con un recordatorio dos semanas antes.",
      ],
      dos: [
        "Confirme si el seguro del empleador es por trabajo actual: solo ese retrasa la Parte B sin multa.",
        "Explique a quien tiene Medicare Original que la AEP no reabre la aceptación garantizada de Medigap.",
        "Recomiende un plan de medicamentos aunque tome pocas medicinas: la multa de la Parte D es permanente.",
      ],
      donts: [
        "No deje que el cliente pierda la inscripción abierta de Medigap porque hoy se siente bien.",
        "No prometa un Período Especial de Inscripción sin tener por escrito el evento que lo justifica.",
        "No use la fecha límite para presionar; úsela para planificar.",
      ],
      exampleDialogue: [
        agent("¿Cuándo empieza su Parte B? ¿Sigue con el seguro de su empleador porque todavía trabaja?"),
        client("La Parte B empieza el mes que viene. Me jubilé en la primavera."),
        agent(
          `Entonces su inscripción abierta de Medigap empieza con la Parte B y dura ${r.medigapOpenEnrollmentMonths} meses. En ese tiempo ninguna aseguradora le puede hacer preguntas de salud; es el mejor momento para decidir.`,
        ),
        client("¿Y si espero hasta el otoño?"),
        agent(
          `Para Medicare Advantage o un plan de medicamentos tendría del ${aep[0]} al ${aep[1]}, pero un suplemento fuera de la inscripción abierta casi siempre lleva preguntas de salud. Mejor decidimos ahora, con todas las opciones abiertas.`,
        ),
      ],
      keywords: [
        "inscripción",
        "inscribirse",
        "aep",
        "oep",
        "iep",
        "fecha límite",
        "ventana",
        "cumple 65",
        "multa",
        "penalidad",
        "inscripción tardía",
        "inscripción abierta",
      ],
      nextStep:
        "haga la lista de los clientes que cumplen 65 en los próximos seis meses, anote las ventanas de cada uno y agende su revisión antes de la primera fecha límite.",
    };
  }
  return {
    title: "Périodes d'inscription à Medicare et pénalités de retard",
    summary: `Avec Medicare, le calendrier vaut de l'argent : la bonne fenêtre préserve l'acceptation garantie et évite des pénalités à vie. Maîtrisez la période d'inscription initiale de ${r.initialEnrollmentMonths} mois, l'AEP (du ${aep[0]} au ${aep[1]}), la période MA du ${oep[0]} au ${oep[1]} et l'inscription ouverte Medigap, et vérifiez d'abord les dates de chaque client.`,
    keyPoints: [
      `Période d'inscription initiale : ${r.initialEnrollmentMonths} mois, soit les 3 mois avant le mois des 65 ans, ce mois-là et les 3 suivants.`,
      `Période d'inscription annuelle (AEP) : du ${aep[0]} au ${aep[1]}, effet au 1er janvier. Elle vaut pour Medicare Advantage et la partie D, pas pour Medigap.`,
      `Inscription ouverte Medicare Advantage : du ${oep[0]} au ${oep[1]}, réservée aux adhérents MA, un seul changement (autre régime MA, ou retour à Medicare Original avec un régime de médicaments).`,
      `Inscription ouverte Medigap : ${r.medigapOpenEnrollmentMonths} mois à partir du premier mois de partie B à 65 ans ou plus, sans questions de santé ; ensuite, la plupart des assureurs sélectionnent.`,
      `Pénalité partie B : ${bRate} % de la prime standard par année complète de retard, à vie (3 ans de retard, c'est ${d(b3)} de plus par mois en ${c.year}). Pénalité partie D : ${dRate} % de la prime de base nationale (${d(c.partD.baseBeneficiaryPremium)}) par mois sans couverture équivalente après ${r.partDPenaltyGapDays} jours d'interruption ou plus (20 mois, c'est ${d(d20)} par mois).`,
    ],
    procedure: [
      "Demandez la date de naissance, les dates de début des parties A et B et toute couverture employeur liée à un emploi actuel.",
      "Dites-lui dans quelle fenêtre il se trouve aujourd'hui et ce qu'elle permet, avant de parler d'un régime.",
      "S'il a passé 65 ans sans partie B ou D, demandez ses attestations de couverture équivalente avant d'estimer une pénalité.",
      "Notez l'échéance dans votre agenda et dans le sien, avec un rappel deux semaines avant.",
    ],
    dos: [
      "Vérifiez que la couverture employeur vient d'un emploi actuel : elle seule permet de retarder la partie B sans pénalité.",
      "Expliquez aux clients de Medicare Original que l'AEP ne rouvre pas l'acceptation garantie Medigap.",
      "Recommandez un régime de médicaments même avec peu d'ordonnances : la pénalité de la partie D est définitive.",
    ],
    donts: [
      "Ne laissez pas un client manquer l'inscription ouverte Medigap parce qu'il se sent en forme aujourd'hui.",
      "Ne promettez pas de période d'inscription spéciale sans preuve écrite de l'événement qui la justifie.",
      "Ne vous servez pas de l'échéance pour mettre la pression ; servez-vous-en pour planifier.",
    ],
    exampleDialogue: [
      agent(
        "Quand commence votre partie B, et êtes-vous encore couvert par votre employeur parce que vous travaillez ?",
      ),
      client("La partie B commence le mois prochain. J'ai pris ma retraite au printemps."),
      agent(
        `Alors votre inscription ouverte Medigap commence avec la partie B et dure ${r.medigapOpenEnrollmentMonths} mois. Pendant ce temps, aucun assureur ne peut vous poser de questions de santé : c'est le meilleur moment pour décider.`,
      ),
      client("Et si j'attends l'automne ?"),
      agent(
        `Pour Medicare Advantage ou un régime de médicaments, vous auriez du ${aep[0]} au ${aep[1]}, mais un complément hors inscription ouverte veut presque toujours dire des questions de santé. Décidons pendant que toutes les portes sont ouvertes.`,
      ),
    ],
    keywords: [
      "inscription",
      "s'inscrire",
      "aep",
      "oep",
      "iep",
      "échéance",
      "date limite",
      "fenêtre",
      "65 ans",
      "pénalité",
      "retard",
      "inscription ouverte",
    ],
    nextStep:
      "listez les clients qui auront 65 ans dans les six prochains mois, notez leurs fenêtres et fixez leur bilan avant la première échéance.",
  };
}

function enrollmentArticle(y: MedicareYears): Article {
  return {
    id: "KB-10002",
    date: REVIEWED,
    topic: "medicare_enrollment",
    sources: sourceIds(...MEDICARE_RULES.source, ...y.current.partB.source, ...y.current.partD.source),
    text: { en: enrollmentText(y, "en"), es: enrollmentText(y, "es"), fr: enrollmentText(y, "fr") },
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10003 Medicare Supplement comparison: Plans G, N and high-deductible G; guaranteed issue.

function medigapText(y: MedicareYears, language: Language): ArticleText {
  const c = y.current;
  const d = (n: number) => dollars(n, language);
  const bDed = d(c.partB.deductible);
  const months = MEDICARE_RULES.medigapOpenEnrollmentMonths;
  if (language === "en") {
    return {
      title: "Medicare Supplement: Plan G, Plan N and high-deductible G",
      summary: `Sell Medigap by how the client wants to pay for care: Plan G is the most predictable, Plan N trades small copays for a lower premium, high-deductible G suits a client with savings. Then protect the sale: outside the ${months}-month open enrollment, most carriers ask health questions.`,
      keyPoints: [
        `Plan G: after the Part B deductible (${bDed} in ${c.year}), typically no further cost-sharing for Medicare-covered services, with any doctor who accepts Medicare nationwide.`,
        "Plan N: the Part B deductible, up to $20 per office visit, up to $50 per ER visit (waived if admitted), and Part B excess charges.",
        "High-deductible G: the same benefits after a yearly deductible set by CMS; the lowest premium for a client who can self-insure that amount (quote the current deductible from the carrier).",
        `Guaranteed issue: ${months} months from the first month with Part B at 65+; other guaranteed-issue rights apply in specific situations such as losing employer or MA coverage.`,
        "Price drivers: age, gender, tobacco, ZIP code and rating method (community, issue-age, attained-age). Plans C and F are closed to anyone first eligible on or after January 1, 2020.",
      ],
      procedure: [
        "Ask how the client prefers to pay: a higher steady premium, or a lower one with copays.",
        "Check the open-enrollment date; outside it, screen health before quoting.",
        "Quote G and N from two or three carriers and show the rating method next to each price.",
        "Do the break-even: yearly premium difference versus expected office and ER copays.",
        "Recommend a stand-alone drug plan alongside, and add dental, vision and hearing if they want them: Medigap covers none of the three.",
      ],
      dos: [
        "Explain excess charges before the client picks N.",
        "Ask about household discounts when a spouse is buying too.",
        "Tell a client who switches carriers later to keep the old policy until the new one is approved.",
      ],
      donts: [
        "Don't call a Medicare Advantage plan a supplement.",
        "Don't sell on today's premium alone; explain how attained-age pricing rises.",
        "Don't let a client drop a Medigap policy to try Advantage without explaining they may not get it back.",
      ],
      exampleDialogue: [
        agent(
          "Some people like to pay a bit more each month and know the bill is done; others prefer a lower premium and a small copay at the doctor. Which sounds like you?",
        ),
        client("I hate surprise bills."),
        agent(
          `Then Plan G fits: once you've met the Part B deductible, ${bDed} this year, Medicare and the plan handle the covered services, with any doctor who takes Medicare.`,
        ),
        client("Could I switch later if the price goes up?"),
        agent(
          "You can apply, but after your open enrollment the carrier can ask health questions. That's why we choose carefully now.",
        ),
      ],
      keywords: [
        "medigap",
        "supplement",
        "med supp",
        "plan g",
        "plan n",
        "high deductible",
        "guaranteed issue",
        "underwriting",
        "excess charges",
        "compare",
      ],
      nextStep:
        "pull G and N quotes from three carriers for your next turning-65 client and practise the break-even explanation before the call.",
    };
  }
  if (language === "es") {
    return {
      title: "Seguro Suplementario de Medicare: Plan G, Plan N y G de deducible alto",
      summary: `Venda Medigap según cómo quiere pagar el cliente su atención médica: el Plan G es el más predecible, el Plan N cambia copagos pequeños por una prima más baja y el G de deducible alto le sirve a quien tiene ahorros. Y proteja la venta: fuera de la inscripción abierta de ${months} meses, casi todas las aseguradoras hacen preguntas de salud.`,
      keyPoints: [
        `Plan G: después del deducible de la Parte B (${bDed} en ${c.year}), normalmente no hay más costos compartidos en servicios cubiertos por Medicare, con cualquier médico del país que acepte Medicare.`,
        "Plan N: el deducible de la Parte B, hasta $20 por consulta, hasta $50 por visita a emergencias (no se cobra si lo internan) y los cargos en exceso de la Parte B.",
        "G de deducible alto: los mismos beneficios tras un deducible anual fijado por CMS; la prima más baja para quien puede cubrir esa cantidad (pida a la aseguradora el deducible vigente).",
        `Aceptación garantizada: ${months} meses desde el primer mes con Parte B a los 65 o más; hay otros derechos de aceptación garantizada en casos concretos, como perder el seguro del empleador o un plan MA.`,
        "El precio depende de la edad, el sexo, el tabaco, el código postal y el método de tarificación (comunitario, por edad de emisión o por edad alcanzada). Los Planes C y F no se venden a quien fue elegible por primera vez desde el 1 de enero de 2020.",
      ],
      procedure: [
        "Pregunte cómo prefiere pagar: una prima más alta y estable, o una más baja con copagos.",
        "Revise la fecha de inscripción abierta; si ya pasó, pregunte por la salud antes de cotizar.",
        "Cotice G y N con dos o tres aseguradoras y muestre el método de tarificación junto a cada precio.",
        "Haga el punto de equilibrio: diferencia anual de prima contra los copagos esperados en consultas y emergencias.",
        "Recomiende un plan de medicamentos aparte y, si los quiere, dental, visión y audición: Medigap no cubre ninguno de los tres.",
      ],
      dos: [
        "Explique los cargos en exceso antes de que el cliente elija el N.",
        "Pregunte por descuentos de hogar cuando el cónyuge también compra.",
        "Si el cliente cambia de aseguradora, que conserve la póliza vieja hasta que aprueben la nueva.",
      ],
      donts: [
        "No llame suplemento a un plan Medicare Advantage.",
        "No venda solo por la prima de hoy; explique cómo sube la tarifa por edad alcanzada.",
        "No deje que el cliente cancele su Medigap para probar Advantage sin advertirle que quizá no lo recupere.",
      ],
      exampleDialogue: [
        agent(
          "Hay quien prefiere pagar un poco más al mes y olvidarse de las cuentas, y hay quien prefiere una prima más baja y un copago pequeño en el médico. ¿Con cuál se identifica?",
        ),
        client("No me gustan las sorpresas en las cuentas."),
        agent(
          `Entonces el Plan G le queda bien: una vez pagado el deducible de la Parte B, ${bDed} este año, Medicare y el plan se encargan de los servicios cubiertos, con cualquier médico que acepte Medicare.`,
        ),
        client("¿Y si sube el precio, me puedo cambiar después?"),
        agent(
          "Puede solicitarlo, pero pasada su inscripción abierta la aseguradora puede hacerle preguntas de salud. Por eso elegimos con cuidado ahora.",
        ),
      ],
      keywords: [
        "medigap",
        "suplemento",
        "plan g",
        "plan n",
        "deducible alto",
        "aceptación garantizada",
        "suscripción médica",
        "preguntas de salud",
        "cargos en exceso",
        "comparar",
      ],
      nextStep:
        "saque cotizaciones de G y N con tres aseguradoras para su próximo cliente que cumple 65 y ensaye la explicación del punto de equilibrio antes de la llamada.",
    };
  }
  return {
    title: "Complément Medicare (Medigap) : plan G, plan N et G à franchise élevée",
    summary: `Vendez Medigap selon la façon dont le client veut payer ses soins : le plan G est le plus prévisible, le plan N échange de petites quotes-parts contre une prime plus basse, le G à franchise élevée convient à qui a de l'épargne. Et sécurisez la vente : hors de l'inscription ouverte de ${months} mois, la plupart des assureurs posent des questions de santé.`,
    keyPoints: [
      `Plan G : après la franchise de la partie B (${bDed} en ${c.year}), en général plus aucun reste à charge sur les services couverts par Medicare, chez tout médecin du pays qui accepte Medicare.`,
      "Plan N : la franchise de la partie B, jusqu'à 20 $ par consultation, jusqu'à 50 $ par passage aux urgences (annulés en cas d'hospitalisation) et les dépassements d'honoraires de la partie B.",
      "G à franchise élevée : les mêmes garanties après une franchise annuelle fixée par CMS ; la prime la plus basse pour un client capable d'avancer ce montant (demandez la franchise en vigueur à l'assureur).",
      `Acceptation garantie : ${months} mois à partir du premier mois de partie B à 65 ans ou plus ; d'autres droits d'acceptation garantie existent dans des cas précis, comme la perte d'une couverture employeur ou MA.`,
      "Le prix dépend de l'âge, du sexe, du tabac, du code postal et du mode de tarification (communautaire, âge à la souscription, âge atteint). Les plans C et F sont fermés à quiconque est devenu éligible à partir du 1er janvier 2020.",
    ],
    procedure: [
      "Demandez comment il préfère payer : une prime plus élevée et stable, ou plus basse avec des quotes-parts.",
      "Vérifiez la date d'inscription ouverte ; si elle est passée, posez les questions de santé avant de chiffrer.",
      "Chiffrez G et N chez deux ou trois assureurs en indiquant le mode de tarification à côté de chaque prix.",
      "Faites le point mort : écart de prime annuel contre quotes-parts prévisibles en consultations et urgences.",
      "Recommandez à côté un régime de médicaments, et dentaire, vision et audition s'il le souhaite : Medigap ne couvre aucun des trois.",
    ],
    dos: [
      "Expliquez les dépassements d'honoraires avant que le client choisisse le N.",
      "Demandez s'il existe une remise foyer quand le conjoint souscrit aussi.",
      "Si le client change d'assureur, qu'il garde l'ancienne police jusqu'à l'acceptation de la nouvelle.",
    ],
    donts: [
      "N'appelez jamais un régime Medicare Advantage un complément.",
      "Ne vendez pas sur la seule prime d'aujourd'hui ; expliquez comment monte une tarification à l'âge atteint.",
      "Ne laissez pas un client résilier son Medigap pour essayer Advantage sans l'avertir qu'il pourrait ne pas le récupérer.",
    ],
    exampleDialogue: [
      agent(
        "Certains préfèrent payer un peu plus chaque mois et ne plus penser aux factures ; d'autres préfèrent une prime plus basse et une petite quote-part chez le médecin. Vous êtes plutôt lequel ?",
      ),
      client("Je déteste les factures surprises."),
      agent(
        `Alors le plan G vous convient : une fois la franchise de la partie B réglée, ${bDed} cette année, Medicare et le plan prennent en charge les services couverts, chez tout médecin qui accepte Medicare.`,
      ),
      client("Et si le prix augmente, je pourrai changer ?"),
      agent(
        "Vous pourrez faire une demande, mais après votre inscription ouverte l'assureur peut poser des questions de santé. C'est pour ça qu'on choisit bien dès maintenant.",
      ),
    ],
    keywords: [
      "medigap",
      "complément",
      "complémentaire",
      "plan g",
      "plan n",
      "franchise élevée",
      "acceptation garantie",
      "sélection médicale",
      "questions de santé",
      "dépassements",
      "comparer",
    ],
    nextStep:
      "faites chiffrer G et N chez trois assureurs pour votre prochain client de 65 ans et répétez l'explication du point mort avant l'appel.",
  };
}

function medigapArticle(y: MedicareYears): Article {
  return {
    id: "KB-10003",
    date: REVIEWED,
    topic: "medicare_supplement",
    sources: [
      ...sourceIds(...y.current.partB.source, REF.S20, REF.S38, REF.S36, REF.S39, REF.S109b, REF.S97),
      "packages/engine/src/facts/premiums, packages/engine/src/facts/medicare.ts, packages/engine/src/facts/needs.ts",
    ],
    text: { en: medigapText(y, "en"), es: medigapText(y, "es"), fr: medigapText(y, "fr") },
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10004 Medicare Advantage: networks, MOOP, zero-premium wording, extras, when Medigap fits better.

function advantageText(y: MedicareYears, language: Language): ArticleText {
  const c = y.current;
  const d = (n: number) => dollars(n, language);
  const moop = compared(language, (f) => f.medicareAdvantage.moopInNetwork, y);
  const share = pct(c.medicareAdvantage.zeroPremiumPlanShare);
  const oep = [
    monthDay(MEDICARE_RULES.maOpenEnrollment.from, language),
    monthDay(MEDICARE_RULES.maOpenEnrollment.to, language),
  ];
  if (language === "en") {
    return {
      title: "Medicare Advantage: networks, MOOP, zero premium and when Medigap fits better",
      summary: `Medicare Advantage fits a client who accepts a network in exchange for a low premium, extras and a yearly cap on costs (MOOP ${moop} in-network). Your job is to check doctors, drugs and hospital copays first, and to say plainly when a supplement fits better.`,
      keyPoints: [
        "Networks decide everything: HMOs need in-network care and usually referrals, PPOs pay out of network at a higher cost, and most HMOs are single-state.",
        `The in-network MOOP caps yearly medical costs at ${moop}; premiums and Part D drugs don't count toward it, and many plans set a lower limit.`,
        `About ${share}% of MA drug plans charge no premium beyond Part B in ${c.year}: call that zero premium and remind the client Part B (${d(c.partB.premium)} a month) still applies.`,
        "Nearly every plan adds dental, vision and hearing, and many add an OTC allowance; extras count only if the client will use them.",
        `Medigap fits better for frequent travellers, clients with out-of-network specialists, or those who want no copays; MA members can change once from ${oep[0]} to ${oep[1]}, but getting Medigap back may mean health questions.`,
      ],
      procedure: [
        "Give the TPMO disclaimer and confirm the Scope of Appointment covers Medicare Advantage.",
        "List the client's doctors, hospitals and prescriptions and check each in the plan's network and formulary.",
        "Compare hospital copay days and the MOOP with the client's savings, not just the premium.",
        "Show one Medigap option side by side so the choice is informed.",
        "If they choose MA, explain that doctors can leave a network during the year and what to do if it happens.",
      ],
      dos: [
        "Look up every doctor by name in the provider directory during the appointment.",
        "Ask about travel: months away from home change the answer.",
        "Size hospital copays against savings and mention hospital indemnity only if the client wants to discuss it.",
      ],
      donts: [
        "Don't describe a $0 plan as costing nothing, and never suggest the government stands behind a plan: a CMS contract is not an endorsement.",
        "Don't lead with extras such as the OTC card before doctors and drugs are checked.",
        "Don't enroll a client who needs an out-of-network specialist into an HMO.",
      ],
      exampleDialogue: [
        agent(
          "Before we look at any plan, who are your doctors, and which hospital would you want to go to?",
        ),
        client("Dr. Patel, and the hospital near my daughter."),
        agent(
          "Both are in this PPO's network. It's a zero-premium plan, so you keep paying your Part B and nothing more for the plan itself.",
        ),
        client("So what's the catch?"),
        agent(
          `Copays when you use care, up to a yearly cap of ${d(c.medicareAdvantage.moopInNetwork)} in network. If that cap worries you, I'll show you a supplement side by side and you decide.`,
        ),
      ],
      keywords: [
        "medicare advantage",
        "advantage",
        "mapd",
        "part c",
        "hmo",
        "ppo",
        "network",
        "moop",
        "zero premium",
        "extras",
        "dental vision hearing",
        "otc",
      ],
      nextStep:
        "take your next Medicare Advantage prospect's doctor and drug list, check every name in the directory and formulary before the appointment, and bring one Medigap comparison.",
    };
  }
  if (language === "es") {
    return {
      title: "Medicare Advantage: redes, MOOP, prima cero y cuándo conviene más Medigap",
      summary: `Medicare Advantage le conviene a quien acepta una red a cambio de una prima baja, beneficios adicionales y un tope anual de gastos (MOOP de ${moop} dentro de la red). Su trabajo es revisar primero médicos, medicamentos y copagos de hospital, y decir con claridad cuándo conviene más un suplemento.`,
      keyPoints: [
        "La red lo decide todo: los HMO exigen atención dentro de la red y casi siempre referidos, los PPO pagan fuera de la red a mayor costo, y la mayoría de los HMO son de un solo estado.",
        `El MOOP dentro de la red limita los gastos médicos del año a ${moop}; las primas y los medicamentos de la Parte D no cuentan, y muchos planes fijan un límite más bajo.`,
        `Cerca del ${share}% de los planes MA con medicamentos no cobran prima aparte de la Parte B en ${c.year}: dígale prima cero y recuerde que la Parte B (${d(c.partB.premium)} al mes) se sigue pagando.`,
        "Casi todos los planes incluyen dental, visión y audición, y muchos una tarjeta para productos de venta libre (OTC); los extras solo valen si el cliente los va a usar.",
        `Medigap conviene más a quien viaja mucho, tiene especialistas fuera de la red o no quiere copagos; los miembros de MA pueden hacer un cambio del ${oep[0]} al ${oep[1]}, pero recuperar Medigap puede llevar preguntas de salud.`,
      ],
      procedure: [
        "Dé el aviso TPMO y confirme que el Alcance de la Cita (SOA) incluye Medicare Advantage.",
        "Anote médicos, hospitales y medicamentos del cliente y revise cada uno en la red y el formulario del plan.",
        "Compare los días de copago de hospital y el MOOP con los ahorros del cliente, no solo la prima.",
        "Muestre una opción de Medigap al lado para que la decisión sea informada.",
        "Si elige MA, explíquele que un médico puede salir de la red durante el año y qué hacer si pasa.",
      ],
      dos: [
        "Busque a cada médico por nombre en el directorio durante la cita.",
        "Pregunte si viaja: pasar meses fuera de casa cambia la respuesta.",
        "Compare los copagos de hospital con los ahorros y mencione la indemnización hospitalaria solo si el cliente quiere hablar de ello.",
      ],
      donts: [
        "No diga que un plan de $0 no cuesta nada ni dé a entender que el gobierno está detrás de un plan: un contrato con CMS no es un aval.",
        "No abra con los extras, como la tarjeta OTC, antes de revisar médicos y medicamentos.",
        "No inscriba en un HMO a quien necesita un especialista fuera de la red.",
      ],
      exampleDialogue: [
        agent("Antes de ver cualquier plan, ¿quiénes son sus médicos y a qué hospital le gustaría ir?"),
        client("La doctora Patel y el hospital que está cerca de mi hija."),
        agent(
          "Los dos están en la red de este PPO. Es un plan de prima cero: usted sigue pagando su Parte B y nada más por el plan.",
        ),
        client("¿Y dónde está el truco?"),
        agent(
          `En los copagos cuando usa servicios, con un tope anual de ${d(c.medicareAdvantage.moopInNetwork)} dentro de la red. Si ese tope le preocupa, le muestro un suplemento al lado y usted decide.`,
        ),
      ],
      keywords: [
        "medicare advantage",
        "advantage",
        "mapd",
        "parte c",
        "hmo",
        "ppo",
        "red",
        "moop",
        "prima cero",
        "beneficios adicionales",
        "dental visión audición",
        "otc",
      ],
      nextStep:
        "tome la lista de médicos y medicamentos de su próximo prospecto de Medicare Advantage, revise cada nombre en el directorio y el formulario antes de la cita y lleve una comparación con Medigap.",
    };
  }
  return {
    title: "Medicare Advantage : réseaux, MOOP, prime zéro et quand Medigap convient mieux",
    summary: `Medicare Advantage convient au client qui accepte un réseau en échange d'une prime basse, de garanties en plus et d'un plafond annuel de dépenses (MOOP de ${moop} dans le réseau). Votre rôle : vérifier d'abord médecins, médicaments et quotes-parts d'hospitalisation, et dire franchement quand un complément convient mieux.`,
    keyPoints: [
      "Le réseau décide de tout : les HMO exigent des soins dans le réseau et souvent une orientation, les PPO remboursent hors réseau à un coût plus élevé, et la plupart des HMO se limitent à un seul État.",
      `Le MOOP dans le réseau plafonne les frais médicaux de l'année à ${moop} ; les primes et les médicaments de la partie D n'y comptent pas, et beaucoup de régimes fixent une limite plus basse.`,
      `Environ ${share} % des régimes MA avec médicaments ne demandent aucune prime en plus de la partie B en ${c.year} : dites prime zéro et rappelez que la partie B (${d(c.partB.premium)} par mois) reste due.`,
      "Presque tous les régimes ajoutent dentaire, vision et audition, et beaucoup une allocation pour les produits sans ordonnance (OTC) ; ces extras ne valent que si le client s'en sert.",
      `Medigap convient mieux à qui voyage beaucoup, consulte des spécialistes hors réseau ou ne veut aucune quote-part ; les adhérents MA peuvent changer une fois du ${oep[0]} au ${oep[1]}, mais revenir à Medigap peut imposer des questions de santé.`,
    ],
    procedure: [
      "Lisez l'avis TPMO et vérifiez que le Scope of Appointment (SOA) couvre Medicare Advantage.",
      "Notez les médecins, hôpitaux et médicaments du client et vérifiez chacun dans le réseau et le formulaire du régime.",
      "Comparez les jours de quote-part à l'hôpital et le MOOP avec l'épargne du client, pas seulement la prime.",
      "Montrez une option Medigap à côté pour que le choix soit éclairé.",
      "S'il choisit MA, expliquez qu'un médecin peut quitter le réseau en cours d'année et ce qu'il faut faire dans ce cas.",
    ],
    dos: [
      "Cherchez chaque médecin par son nom dans l'annuaire pendant le rendez-vous.",
      "Demandez s'il voyage : des mois loin de chez lui changent la réponse.",
      "Comparez les quotes-parts d'hospitalisation à son épargne, et n'abordez l'indemnité hospitalière que si le client le souhaite.",
    ],
    donts: [
      "Ne dites pas qu'un régime à 0 $ ne coûte rien et ne laissez jamais entendre que l'État soutient un régime : un contrat avec CMS n'est pas une caution.",
      "N'ouvrez pas sur les extras comme la carte OTC avant d'avoir vérifié médecins et médicaments.",
      "N'inscrivez pas dans un HMO un client qui a besoin d'un spécialiste hors réseau.",
    ],
    exampleDialogue: [
      agent("Avant de regarder un régime, qui sont vos médecins, et dans quel hôpital aimeriez-vous aller ?"),
      client("Le docteur Patel, et l'hôpital près de chez ma fille."),
      agent(
        "Les deux sont dans le réseau de ce PPO. C'est un régime à prime zéro : vous continuez à payer votre partie B, et rien de plus pour le régime lui-même.",
      ),
      client("Et il est où, le piège ?"),
      agent(
        `Dans les quotes-parts quand vous recevez des soins, avec un plafond annuel de ${d(c.medicareAdvantage.moopInNetwork)} dans le réseau. Si ce plafond vous inquiète, je vous montre un complément à côté et vous décidez.`,
      ),
    ],
    keywords: [
      "medicare advantage",
      "advantage",
      "mapd",
      "partie c",
      "hmo",
      "ppo",
      "réseau",
      "moop",
      "prime zéro",
      "garanties en plus",
      "dentaire vision audition",
      "otc",
    ],
    nextStep:
      "prenez la liste des médecins et médicaments de votre prochain prospect Medicare Advantage, vérifiez chaque nom dans l'annuaire et le formulaire avant le rendez-vous, et apportez une comparaison Medigap.",
  };
}

function advantageArticle(y: MedicareYears): Article {
  return {
    id: "KB-10004",
    date: REVIEWED,
    topic: "medicare_advantage",
    sources: [
      ...sourceIds(...y.current.medicareAdvantage.source, REF.S39),
      "packages/engine/src/facts/medicare.ts, packages/engine/src/facts/compliance.ts, packages/engine/src/coach/knowledge, packages/engine/src/facts/needs.ts",
    ],
    text: { en: advantageText(y, "en"), es: advantageText(y, "es"), fr: advantageText(y, "fr") },
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10005 PDP-only review avoidance: pivot a Part D review into a full review, within scope.

function pdpPivotText(y: MedicareYears, language: Language): ArticleText {
  const c = y.current;
  const d = (n: number) => dollars(n, language);
  const aep = [
    monthDay(MEDICARE_RULES.annualEnrollment.from, language),
    monthDay(MEDICARE_RULES.annualEnrollment.to, language),
  ];
  if (language === "en") {
    return {
      title: "PDP-only reviews: pivot to a full Medicare review, within scope",
      summary: `A client who asks only for a drug plan review usually has bigger questions nobody asked. Do the Part D review well, then earn a full review: doctors, hospital costs and the Medigap or MAPD path, with the Scope of Appointment widened before you discuss anything new.`,
      keyPoints: [
        `Part D changes every year: formularies drop drugs, pharmacy networks shift, and the out-of-pocket cap is ${d(c.partD.outOfPocketCap)} in ${c.year}; a review from ${aep[0]} to ${aep[1]} is worth doing right.`,
        "The pivot is questions, not a pitch: how did the year go with doctors, hospital bills and the supplement premium?",
        "Two paths: Medigap plus a stand-alone PDP (any doctor who takes Medicare, higher premium) or an MAPD (network, copays, MOOP, lower premium).",
        "Scope first: a Part D-only Scope of Appointment does not cover Medicare Advantage; record an updated SOA with the client's agreement before you discuss MA. A Medigap-only talk needs no CMS SOA, but moving to Part D or MA does.",
        "Objection scripts should hand control to the client: ask permission, compare, and let them choose to stay put.",
      ],
      procedure: [
        "Run the drug review first: every prescription, dose and pharmacy through the formulary and cost tool.",
        "Ask three open questions: doctors, any hospital stay, and how the supplement premium has moved.",
        "If a concern appears, ask permission to look at the whole picture and update the Scope of Appointment.",
        "Show both paths side by side with this year's costs, including what they would give up.",
        "Write down the decision, including a decision to change nothing, and set next year's review.",
      ],
      dos: [
        "Finish the drug review the client asked for, even if they decline more.",
        "Ask about premium increases on their supplement: it opens the conversation without pushing.",
        "Warn that leaving Medigap for MAPD may mean health questions to come back.",
      ],
      donts: [
        "Don't discuss Medicare Advantage on a Part D-only scope.",
        "Don't treat a drug review as a shortcut to a switch the client did not ask for.",
        "Don't bring up life insurance or annuities in this appointment unless the client asks.",
      ],
      exampleDialogue: [
        client("I just want my drug plan checked. Nothing else."),
        agent(
          "Absolutely, that's what we'll do first. While I run your prescriptions, how has the year been with your doctors and your supplement premium?",
        ),
        client("The supplement went up again, honestly."),
        agent(
          "Would you like me to look at the whole picture, the supplement and Advantage options too? If so, I'll update our scope form first, and you can say no to anything.",
        ),
        client("Fine, show me, but I'm not promising anything."),
        agent(
          "That's exactly how it should be. Let's finish your drug plan, then compare both paths on one page.",
        ),
      ],
      keywords: [
        "pdp",
        "part d",
        "drug plan",
        "drug review",
        "part d review",
        "pivot",
        "full review",
        "annual review",
        "objection",
        "mapd",
        "med supp",
      ],
      nextStep:
        "write your three pivot questions on a card, use them in every drug-plan review this week, and track how many clients ask for the full review.",
    };
  }
  if (language === "es") {
    return {
      title: "Revisiones solo de la Parte D: cómo pasar a una revisión completa, dentro del alcance",
      summary: `El cliente que solo pide revisar su plan de medicamentos casi siempre tiene preguntas más grandes que nadie le ha hecho. Haga bien la revisión de la Parte D y luego gánese la revisión completa: médicos, gastos de hospital y el camino Medigap o MAPD, ampliando antes el Alcance de la Cita.`,
      keyPoints: [
        `La Parte D cambia cada año: los formularios quitan medicamentos, cambian las redes de farmacias y el tope de gastos de bolsillo es de ${d(c.partD.outOfPocketCap)} en ${c.year}; una revisión del ${aep[0]} al ${aep[1]} vale la pena hacerla bien.`,
        "El giro se hace con preguntas, no con un discurso: ¿cómo le fue este año con sus médicos, el hospital y la prima del suplemento?",
        "Dos caminos: Medigap más un plan de medicamentos aparte (cualquier médico que acepte Medicare, prima más alta) o un MAPD (red, copagos, MOOP, prima más baja).",
        "Primero el alcance: un SOA solo de la Parte D no cubre Medicare Advantage; registre un SOA actualizado con el acuerdo del cliente antes de hablar de MA. Hablar solo de Medigap no requiere SOA de CMS, pero pasar a la Parte D o a MA sí.",
        "Las respuestas a objeciones deben dejarle el control al cliente: pida permiso, compare y deje que decida quedarse como está.",
      ],
      procedure: [
        "Haga primero la revisión de medicamentos: cada receta, dosis y farmacia en el formulario y la herramienta de costos.",
        "Haga tres preguntas abiertas: médicos, alguna hospitalización y cómo ha subido la prima del suplemento.",
        "Si aparece una inquietud, pida permiso para ver el panorama completo y actualice el Alcance de la Cita.",
        "Muestre los dos caminos lado a lado con los costos de este año, incluido lo que dejaría atrás.",
        "Anote la decisión, aunque sea no cambiar nada, y programe la revisión del año que viene.",
      ],
      dos: [
        "Termine la revisión de medicamentos que le pidieron, aunque el cliente no quiera más.",
        "Pregunte por los aumentos de prima del suplemento: abre la conversación sin presionar.",
        "Advierta que dejar Medigap por un MAPD puede implicar preguntas de salud para volver.",
      ],
      donts: [
        "No hable de Medicare Advantage con un alcance solo de la Parte D.",
        "No use la revisión de medicamentos como atajo para un cambio que el cliente no pidió.",
        "No saque seguros de vida ni anualidades en esta cita salvo que el cliente lo pida.",
      ],
      exampleDialogue: [
        client("Solo quiero que revise mi plan de medicamentos. Nada más."),
        agent(
          "Claro que sí, eso es lo primero. Mientras reviso sus recetas, ¿cómo le ha ido este año con sus médicos y con la prima de su suplemento?",
        ),
        client("La verdad, el suplemento volvió a subir."),
        agent(
          "¿Quiere que veamos el panorama completo, el suplemento y también las opciones Advantage? Si es así, primero actualizo el formulario de alcance, y usted puede decir que no a lo que sea.",
        ),
        client("Está bien, enséñeme, pero no le prometo nada."),
        agent(
          "Así debe ser. Terminamos su plan de medicamentos y luego comparamos los dos caminos en una sola hoja.",
        ),
      ],
      keywords: [
        "pdp",
        "parte d",
        "plan de medicamentos",
        "revisión de medicamentos",
        "revisión de la parte d",
        "revisión completa",
        "revisión anual",
        "objeción",
        "mapd",
        "suplemento",
      ],
      nextStep:
        "escriba sus tres preguntas de transición en una tarjeta, úselas en cada revisión de medicamentos de esta semana y cuente cuántos clientes piden la revisión completa.",
    };
  }
  return {
    title: "Révisions de la seule partie D : passer à un bilan Medicare complet, dans le cadre autorisé",
    summary: `Le client qui ne demande que la révision de son régime de médicaments a presque toujours des questions plus larges que personne ne lui a posées. Faites bien la révision de la partie D, puis méritez le bilan complet : médecins, frais d'hospitalisation et la voie Medigap ou MAPD, en élargissant d'abord le Scope of Appointment.`,
    keyPoints: [
      `La partie D change chaque année : les formulaires retirent des médicaments, les réseaux de pharmacies bougent, et le plafond des dépenses est de ${d(c.partD.outOfPocketCap)} en ${c.year} ; une révision du ${aep[0]} au ${aep[1]} mérite d'être bien faite.`,
      "La transition passe par des questions, pas par un argumentaire : comment s'est passée l'année avec les médecins, l'hôpital et la prime du complément ?",
      "Deux voies : Medigap avec un régime de médicaments séparé (tout médecin qui accepte Medicare, prime plus élevée) ou un MAPD (réseau, quotes-parts, MOOP, prime plus basse).",
      "Le cadre d'abord : un SOA limité à la partie D ne couvre pas Medicare Advantage ; enregistrez un SOA mis à jour avec l'accord du client avant de parler de MA. Un échange sur Medigap seul ne demande pas de SOA CMS, mais passer à la partie D ou à MA, si.",
      "Les réponses aux objections doivent laisser la main au client : demandez la permission, comparez, et laissez-le choisir de ne rien changer.",
    ],
    procedure: [
      "Faites d'abord la révision des médicaments : chaque ordonnance, dosage et pharmacie dans le formulaire et l'outil de coûts.",
      "Posez trois questions ouvertes : les médecins, une éventuelle hospitalisation, l'évolution de la prime du complément.",
      "Si une inquiétude apparaît, demandez la permission de regarder l'ensemble et mettez à jour le Scope of Appointment.",
      "Montrez les deux voies côte à côte avec les coûts de l'année, y compris ce qu'il abandonnerait.",
      "Notez la décision, même celle de ne rien changer, et fixez la révision de l'an prochain.",
    ],
    dos: [
      "Terminez la révision des médicaments demandée, même si le client ne veut rien de plus.",
      "Demandez comment a évolué la prime de son complément : cela ouvre la discussion sans pousser.",
      "Prévenez que quitter Medigap pour un MAPD peut imposer des questions de santé pour y revenir.",
    ],
    donts: [
      "Ne parlez pas de Medicare Advantage dans un cadre limité à la partie D.",
      "Ne faites pas de la révision des médicaments un raccourci vers un changement que le client n'a pas demandé.",
      "N'abordez ni assurance vie ni rente pendant ce rendez-vous, sauf si le client le demande.",
    ],
    exampleDialogue: [
      client("Je veux juste qu'on vérifie mon régime de médicaments. Rien d'autre."),
      agent(
        "Bien sûr, on commence par là. Pendant que je passe vos ordonnances, comment s'est passée l'année avec vos médecins et la prime de votre complément ?",
      ),
      client("Franchement, le complément a encore augmenté."),
      agent(
        "Voulez-vous qu'on regarde l'ensemble, le complément et aussi les options Advantage ? Si oui, je mets d'abord à jour le formulaire de cadre, et vous pouvez refuser ce que vous voulez.",
      ),
      client("D'accord, montrez-moi, mais je ne promets rien."),
      agent(
        "C'est exactement comme ça qu'il faut faire. On termine votre régime de médicaments, puis on compare les deux voies sur une seule page.",
      ),
    ],
    keywords: [
      "pdp",
      "partie d",
      "régime de médicaments",
      "révision des médicaments",
      "révision partie d",
      "bilan complet",
      "révision annuelle",
      "objection",
      "mapd",
      "complément",
    ],
    nextStep:
      "écrivez vos trois questions de transition sur une fiche, utilisez-les à chaque révision de régime de médicaments cette semaine et comptez combien de clients demandent le bilan complet.",
  };
}

function pdpPivotArticle(y: MedicareYears): Article {
  return {
    id: "KB-10005",
    date: REVIEWED,
    topic: "pdp_review_avoidance",
    sources: [
      ...sourceIds(...y.current.partD.source, REF.S113, REF.S114, REF.S115, REF.S118, REF.S170),
      "packages/engine/src/facts/medicare.ts, packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling",
    ],
    text: { en: pdpPivotText(y, "en"), es: pdpPivotText(y, "es"), fr: pdpPivotText(y, "fr") },
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10006 Explaining deductibles: Part A, Part B, Part D, Medigap and Medicare Advantage.

function deductiblesText(y: MedicareYears, language: Language): ArticleText {
  const c = y.current;
  const d = (n: number) => dollars(n, language);
  const v = (pick: (f: MedicareFigures) => number) => compared(language, pick, y);
  if (language === "en") {
    return {
      title: "Explaining deductibles: Part A, Part B, Part D and the plans that cover them",
      summary: `Clients confuse a yearly deductible with a per-stay one and a premium with a deductible. Explain each deductible in one sentence, with ${c.year}'s figure, then show which plan covers which: that turns a confusing bill into a reason to choose.`,
      keyPoints: [
        `Part A hospital deductible: ${v((f) => f.partA.deductible)} per benefit period, not per year; the period ends after 60 days in a row out of hospital or skilled nursing care, so one year can hold two.`,
        `After the deductible Part A charges coinsurance: ${d(c.partA.coinsuranceDays61to90)} a day for days 61-90 in hospital and ${d(c.partA.snfDays21to100)} a day for skilled nursing days 21-100 in ${c.year}.`,
        `Part B deductible: ${v((f) => f.partB.deductible)} once a year, then usually 20% coinsurance on Original Medicare.`,
        `Part D deductible: at most ${v((f) => f.partD.maxDeductible)}; many plans set a lower one or none on cheaper drug tiers.`,
        "Plan G leaves only the Part B deductible; Medicare Advantage plans set their own deductibles and copays inside the MOOP; high-deductible G asks the client to carry a larger deductible for a lower premium.",
      ],
      procedure: [
        "Ask what the client already pays out of pocket today, so you explain against real bills.",
        "Explain one deductible at a time: what it is, how often it resets, this year's amount.",
        "Draw a simple timeline: deductible first, then coinsurance or copays, then the cap or the plan.",
        "Show which plan absorbs which deductible and what is left for the client.",
      ],
      dos: [
        "Use the benefit-period example: two hospital stays months apart can mean two Part A deductibles.",
        "Say the premium and the deductible separately, every time.",
        "Leave the client a one-page sheet with the year's deductibles.",
      ],
      donts: [
        "Don't say Part A costs nothing: the premium may be zero, the deductible is not.",
        "Don't mix Part D's deductible with the medical deductibles.",
        "Don't guess a plan's deductible; read it from the plan's summary of benefits.",
      ],
      exampleDialogue: [
        client("Why do I have a deductible if I already pay a premium?"),
        agent(
          `Good question. The premium keeps the coverage in force; the deductible is your share before it starts paying. For Part B that's ${d(c.partB.deductible)} once a year.`,
        ),
        client("And the hospital?"),
        agent(
          `Part A's is ${d(c.partA.deductible)} per benefit period, so two separate stays can mean paying it twice. That's the gap a supplement or an Advantage plan closes differently; let me show you both.`,
        ),
      ],
      keywords: [
        "deductible",
        "deductibles",
        "coinsurance",
        "copay",
        "benefit period",
        "part a deductible",
        "part b deductible",
        "part d deductible",
        "out of pocket",
      ],
      nextStep:
        "rehearse the one-sentence explanation of each deductible with a colleague tonight and use the timeline drawing in your next appointment.",
    };
  }
  if (language === "es") {
    return {
      title: "Cómo explicar los deducibles: Parte A, Parte B, Parte D y los planes que los cubren",
      summary: `El cliente confunde un deducible anual con uno por hospitalización, y la prima con el deducible. Explique cada deducible en una sola frase, con la cifra de ${c.year}, y luego muestre qué plan cubre cuál: así una cuenta confusa se vuelve una razón para decidir.`,
      keyPoints: [
        `Deducible de hospital de la Parte A: ${v((f) => f.partA.deductible)} por período de beneficios, no por año; el período termina tras 60 días seguidos sin estar en el hospital ni en un centro de enfermería especializada, así que en un año puede haber dos.`,
        `Después del deducible, la Parte A cobra coseguro: ${d(c.partA.coinsuranceDays61to90)} al día del día 61 al 90 en el hospital y ${d(c.partA.snfDays21to100)} al día del día 21 al 100 en enfermería especializada en ${c.year}.`,
        `Deducible de la Parte B: ${v((f) => f.partB.deductible)} una vez al año; después, con Medicare Original, normalmente un coseguro del 20%.`,
        `Deducible de la Parte D: como máximo ${v((f) => f.partD.maxDeductible)}; muchos planes tienen uno más bajo o ninguno en los niveles de medicamentos más baratos.`,
        "El Plan G solo deja el deducible de la Parte B; los planes Medicare Advantage fijan sus propios deducibles y copagos dentro del MOOP; el G de deducible alto le pide al cliente asumir un deducible mayor a cambio de una prima más baja.",
      ],
      procedure: [
        "Pregunte cuánto paga hoy el cliente de su bolsillo, para explicar con cuentas reales.",
        "Explique un deducible a la vez: qué es, cada cuánto se reinicia y cuánto es este año.",
        "Dibuje una línea sencilla: primero el deducible, luego el coseguro o los copagos, luego el tope o el plan.",
        "Muestre qué plan absorbe cada deducible y qué le queda por pagar al cliente.",
      ],
      dos: [
        "Use el ejemplo del período de beneficios: dos hospitalizaciones separadas por meses pueden ser dos deducibles de la Parte A.",
        "Mencione la prima y el deducible por separado, siempre.",
        "Déjele al cliente una hoja con los deducibles del año.",
      ],
      donts: [
        "No diga que la Parte A no cuesta nada: la prima puede ser cero, el deducible no.",
        "No mezcle el deducible de la Parte D con los deducibles médicos.",
        "No adivine el deducible de un plan; léalo en su resumen de beneficios.",
      ],
      exampleDialogue: [
        client("¿Por qué tengo deducible si ya pago una prima?"),
        agent(
          `Buena pregunta. La prima mantiene la cobertura vigente; el deducible es lo que le toca a usted antes de que el seguro empiece a pagar. En la Parte B son ${d(c.partB.deductible)} una vez al año.`,
        ),
        client("¿Y el hospital?"),
        agent(
          `El de la Parte A es de ${d(c.partA.deductible)} por período de beneficios, así que dos hospitalizaciones separadas pueden significar pagarlo dos veces. Un suplemento o un plan Advantage lo cubren de forma distinta; le muestro los dos.`,
        ),
      ],
      keywords: [
        "deducible",
        "deducibles",
        "coseguro",
        "copago",
        "período de beneficios",
        "deducible de la parte a",
        "deducible de la parte b",
        "deducible de la parte d",
        "gastos de bolsillo",
      ],
      nextStep:
        "ensaye esta noche con un colega la frase que explica cada deducible y use el dibujo de la línea en su próxima cita.",
    };
  }
  return {
    title: "Expliquer les franchises : parties A, B et D, et les régimes qui les couvrent",
    summary: `Le client confond une franchise annuelle avec une franchise par séjour, et la prime avec la franchise. Expliquez chaque franchise en une phrase, avec le chiffre de ${c.year}, puis montrez quel régime couvre laquelle : une facture déroutante devient une raison de choisir.`,
    keyPoints: [
      `Franchise hospitalière de la partie A : ${v((f) => f.partA.deductible)} par période de prestations, pas par an ; la période se termine après 60 jours consécutifs hors de l'hôpital et des soins infirmiers qualifiés, donc une année peut en compter deux.`,
      `Après la franchise, la partie A facture une coassurance : ${d(c.partA.coinsuranceDays61to90)} par jour du 61e au 90e jour d'hospitalisation et ${d(c.partA.snfDays21to100)} par jour du 21e au 100e jour en soins infirmiers qualifiés en ${c.year}.`,
      `Franchise de la partie B : ${v((f) => f.partB.deductible)} une fois par an, puis en général 20 % de coassurance avec Medicare Original.`,
      `Franchise de la partie D : au plus ${v((f) => f.partD.maxDeductible)} ; beaucoup de régimes en fixent une plus basse, voire aucune sur les médicaments les moins chers.`,
      "Le plan G ne laisse que la franchise de la partie B ; les régimes Medicare Advantage fixent leurs propres franchises et quotes-parts sous le MOOP ; le G à franchise élevée demande au client d'assumer une franchise plus forte contre une prime plus basse.",
    ],
    procedure: [
      "Demandez ce que le client paie déjà de sa poche aujourd'hui, pour expliquer à partir de vraies factures.",
      "Expliquez une franchise à la fois : ce qu'elle est, quand elle repart à zéro, son montant cette année.",
      "Dessinez une frise simple : la franchise d'abord, puis la coassurance ou les quotes-parts, puis le plafond ou le régime.",
      "Montrez quel régime absorbe quelle franchise et ce qui reste à la charge du client.",
    ],
    dos: [
      "Prenez l'exemple de la période de prestations : deux hospitalisations à quelques mois d'écart peuvent coûter deux franchises de la partie A.",
      "Annoncez toujours la prime et la franchise séparément.",
      "Laissez au client une fiche d'une page avec les franchises de l'année.",
    ],
    donts: [
      "Ne dites pas que la partie A ne coûte rien : la prime peut être nulle, la franchise non.",
      "Ne mélangez pas la franchise de la partie D avec les franchises médicales.",
      "Ne devinez pas la franchise d'un régime ; lisez-la dans son résumé des garanties.",
    ],
    exampleDialogue: [
      client("Pourquoi ai-je une franchise alors que je paie déjà une prime ?"),
      agent(
        `Bonne question. La prime maintient la couverture ; la franchise, c'est votre part avant que l'assurance commence à payer. Pour la partie B, c'est ${d(c.partB.deductible)} une fois par an.`,
      ),
      client("Et pour l'hôpital ?"),
      agent(
        `Celle de la partie A est de ${d(c.partA.deductible)} par période de prestations : deux séjours séparés, et vous pouvez la payer deux fois. Un complément et un régime Advantage la couvrent différemment ; je vous montre les deux.`,
      ),
    ],
    keywords: [
      "franchise",
      "franchises",
      "coassurance",
      "quote-part",
      "période de prestations",
      "franchise partie a",
      "franchise partie b",
      "franchise partie d",
      "reste à charge",
      "déductible",
    ],
    nextStep:
      "répétez ce soir avec un collègue la phrase qui explique chaque franchise, et servez-vous de la frise à votre prochain rendez-vous.",
  };
}

function deductiblesArticle(y: MedicareYears): Article {
  return {
    id: "KB-10006",
    date: REVIEWED,
    topic: "deductibles",
    sources: sourceIds(
      ...y.current.partA.source,
      ...y.current.partB.source,
      ...y.current.partD.source,
      REF.S109b,
    ),
    text: { en: deductiblesText(y, "en"), es: deductiblesText(y, "es"), fr: deductiblesText(y, "fr") },
  };
}

/** The Medicare articles for a plan year, in id order. */
export function medicareArticles(y: MedicareYears): Article[] {
  return [
    costsArticle(y),
    enrollmentArticle(y),
    medigapArticle(y),
    advantageArticle(y),
    pdpPivotArticle(y),
    deductiblesArticle(y),
  ];
}
