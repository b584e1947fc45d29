/**
 * The words of the client's copy, written to the client ("You told us…") in the bundle's language. The
 * agent's bundle explains each policy to the agent; the client's handout says back what the client said
 * and what each kind of policy does, in plain words.
 *
 * Medicare Advantage and Part D (CMS marketing rules, decision 012): a handout a third-party agent gives
 * a beneficiary keeps to a generic explanation, the client's own stated facts, the TPMO disclaimer and
 * the agent's contact. No plan premium, benefit figure, carrier or ranking for those two products.
 * One file: the client's words in three languages sit beside the rule of what a handout may say, so a
 * translation cannot add what the rule forbids.
 */
import type { GoalId, Language, ProductId } from "../types.js";
import type { TpmoCounts } from "./compliance.js";

export type AppointmentLine = "medicare" | "life_annuity";

/**
 * The products that set an appointment's line (decision 011). The health add-ons (hospital indemnity,
 * dental/vision/hearing, cancer) go with either line: beside Medicare they are on its Scope of
 * Appointment, beside a final expense policy they are part of that talk.
 */
const MEDICARE_CORE: ReadonlySet<ProductId> = new Set<ProductId>([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);
const EITHER_LINE: ReadonlySet<ProductId> = new Set<ProductId>([
  "hospital_indemnity",
  "dental_vision_hearing",
  "cancer",
]);

/** The plans whose figures a client handout may not carry unless filed with CMS (42 CFR 422.2260). */
export const CMS_MARKETING_PRODUCTS: ReadonlySet<ProductId> = new Set<ProductId>([
  "medicare_advantage",
  "part_d",
]);

/** The line a product belongs to; `undefined` for a health add-on, which joins the bundle's line. */
export function lineOf(product: ProductId): AppointmentLine | undefined {
  if (EITHER_LINE.has(product)) return undefined;
  return MEDICARE_CORE.has(product) ? "medicare" : "life_annuity";
}

/** The goals a product answers: only these are said back on its card. */
const GOALS_FOR: Readonly<Record<ProductId, readonly GoalId[]>> = {
  medicare_advantage: ["lower_premiums", "medical_costs", "dental_vision_hearing", "prescriptions"],
  medicare_supplement: ["medical_costs"],
  part_d: ["prescriptions"],
  final_expense: ["final_expenses", "legacy", "protect_family"],
  term_life: ["protect_family", "mortgage", "income_replacement", "debt_payoff", "education"],
  whole_life: ["legacy", "final_expenses", "protect_family"],
  iul: ["tax_advantaged_growth", "retirement_income", "legacy", "protect_family"],
  fixed_annuity: ["safe_growth", "retirement_income"],
  indexed_annuity: ["retirement_income", "safe_growth", "tax_advantaged_growth"],
  long_term_care: ["long_term_care"],
  hospital_indemnity: ["hospital_costs", "medical_costs"],
  cancer: ["cancer_protection", "medical_costs"],
  dental_vision_hearing: ["dental_vision_hearing"],
};

interface ClientWords {
  /** What the client said, as a noun phrase after "what matters to you:". */
  goal: Readonly<Record<GoalId, string>>;
  toldUs: (goals: readonly string[]) => string;
  originalMedicare: string;
  fallback: string;
  purpose: Readonly<Record<ProductId, string>>;
  and: string;
  tpmo: {
    counted: (organizations: number, plans: number, ship: boolean) => string;
    allPlans: (organizations: number, plans: number, ship: boolean) => string;
    uncounted: string;
  };
}

const EN: ClientWords = {
  goal: {
    final_expenses: "paying for your funeral so your family doesn't have to",
    protect_family: "protecting your family",
    mortgage: "making sure the mortgage gets paid",
    income_replacement: "replacing your income if something happens to you",
    retirement_income: "a steady income in retirement",
    safe_growth: "growing your savings safely",
    legacy: "leaving something for the people you love",
    medical_costs: "keeping your medical bills predictable",
    long_term_care: "having a plan if you ever need long-term care",
    dental_vision_hearing: "dental, vision and hearing care",
    lower_premiums: "keeping your monthly costs low",
    prescriptions: "help paying for your prescriptions",
    hospital_costs: "help with hospital bills",
    cancer_protection: "protection if you are ever diagnosed with cancer",
    tax_advantaged_growth: "growth with tax advantages",
    debt_payoff: "paying off your debts",
    education: "paying for your children's education",
  },
  toldUs: (goals) => `You told us what matters to you: ${goals.join(" and ")}.`,
  originalMedicare: "You told us you have Original Medicare.",
  fallback: "We chose this from what you told us.",
  and: "and",
  purpose: {
    medicare_advantage:
      "A Medicare Advantage plan is another way to get your Medicare: a private plan approved by Medicare that covers what Parts A and B cover, and usually drugs. Plans differ in their doctors, costs and extra benefits; we will go over the plans we offer with you.",
    medicare_supplement:
      "A Medicare Supplement (Medigap) policy helps pay the share of costs Original Medicare leaves to you, with any doctor who accepts Medicare.",
    part_d:
      "A Medicare drug plan (Part D) helps pay for prescription drugs. Joining when you are first eligible avoids a late-enrollment penalty that lasts for life. We will check your drugs against the plans we offer with you.",
    final_expense:
      "A final expense policy is a small whole life policy: it pays a set amount to the person you choose, for the funeral and final bills.",
    term_life:
      "Term life insurance pays your family a set amount if you die during the years it covers, at a price that stays the same.",
    whole_life:
      "Whole life insurance lasts your whole life, at a price that does not go up, and builds cash value.",
    iul: "Indexed universal life insurance protects your family and builds cash value linked to a market index, with a floor so it does not lose value when the index falls.",
    fixed_annuity:
      "A fixed annuity pays a guaranteed interest rate for a set number of years, and your money is protected from market losses.",
    indexed_annuity:
      "A fixed indexed annuity protects your money from market losses and credits part of an index's gains; it can also pay you an income for life.",
    long_term_care:
      "Long-term care insurance helps pay for care at home, in assisted living or in a nursing home if you need help with daily activities.",
    hospital_indemnity:
      "Hospital indemnity insurance pays you cash for each day in the hospital, to use however you need.",
    cancer:
      "Cancer insurance pays you a lump sum if you are diagnosed with cancer, for bills, travel or lost income.",
    dental_vision_hearing:
      "Dental, vision and hearing insurance helps pay for check-ups, glasses and hearing aids, which Original Medicare does not cover.",
  },
  tpmo: {
    counted: (o, p, ship) =>
      `We do not offer every plan available in your area. Currently we represent ${o} ${o === 1 ? "organization" : "organizations"} which offer ${p} ${p === 1 ? "product" : "products"} in your area. Please contact Medicare.gov, 1-800-MEDICARE${ship ? ", or your local State Health Insurance Program (SHIP)" : ""} to get information on all of your options.`,
    allPlans: (o, p, ship) =>
      `Currently we represent ${o} ${o === 1 ? "organization" : "organizations"} which offer ${p} ${p === 1 ? "product" : "products"} in your area. You can always contact Medicare.gov, 1-800-MEDICARE${ship ? ", or your local State Health Insurance Program (SHIP)" : ""} for help with plan choices.`,
    uncounted:
      "We do not offer every plan available in your area. Any information we provide is limited to those plans we do offer in your area. Please contact Medicare.gov or 1-800-MEDICARE to get information on all of your options.",
  },
};

const ES: ClientWords = {
  goal: {
    final_expenses: "dejar pagado su funeral para que su familia no tenga que hacerlo",
    protect_family: "proteger a su familia",
    mortgage: "asegurar el pago de la hipoteca",
    income_replacement: "reemplazar sus ingresos si algo le pasa",
    retirement_income: "un ingreso estable en la jubilación",
    safe_growth: "hacer crecer sus ahorros de forma segura",
    legacy: "dejarles algo a sus seres queridos",
    medical_costs: "que sus gastos médicos sean previsibles",
    long_term_care: "tener un plan por si algún día necesita cuidado a largo plazo",
    dental_vision_hearing: "cobertura dental, de visión y audición",
    lower_premiums: "mantener bajos sus costos mensuales",
    prescriptions: "ayuda para pagar sus medicamentos recetados",
    hospital_costs: "ayuda con las cuentas del hospital",
    cancer_protection: "protección por si algún día le diagnostican cáncer",
    tax_advantaged_growth: "crecimiento con ventajas fiscales",
    debt_payoff: "pagar sus deudas",
    education: "pagar la educación de sus hijos",
  },
  toldUs: (goals) => `Usted nos dijo lo que le importa: ${goals.join(" y ")}.`,
  originalMedicare: "Usted nos dijo que tiene Medicare Original.",
  fallback: "Lo elegimos a partir de lo que usted nos dijo.",
  and: "y",
  purpose: {
    medicare_advantage:
      "Un plan Medicare Advantage es otra forma de recibir su Medicare: un plan privado aprobado por Medicare que cubre lo que cubren las Partes A y B, y por lo general los medicamentos. Los planes varían en médicos, costos y beneficios adicionales; revisaremos con usted los planes que ofrecemos.",
    medicare_supplement:
      "Un seguro suplementario de Medicare (Medigap) ayuda a pagar la parte de los costos que Medicare Original le deja a usted, con cualquier médico que acepte Medicare.",
    part_d:
      "Un plan de medicamentos de Medicare (Parte D) ayuda a pagar los medicamentos recetados. Inscribirse cuando es elegible por primera vez evita una multa por inscripción tardía que dura toda la vida. Revisaremos con usted sus medicamentos en los planes que ofrecemos.",
    final_expense:
      "Un seguro de gastos finales es un pequeño seguro de vida entera: paga una cantidad fija a la persona que usted elija, para el funeral y las últimas cuentas.",
    term_life:
      "Un seguro de vida a término le paga a su familia una cantidad fija si usted fallece durante los años que cubre, con un precio que no cambia.",
    whole_life:
      "Un seguro de vida entera dura toda su vida, con un precio que no sube, y acumula valor en efectivo.",
    iul: "Un seguro de vida universal indexado protege a su familia y acumula valor en efectivo ligado a un índice del mercado, con un piso para que no pierda valor cuando el índice baja.",
    fixed_annuity:
      "Una anualidad fija paga una tasa de interés garantizada durante un número fijo de años, y su dinero está protegido de las pérdidas del mercado.",
    indexed_annuity:
      "Una anualidad indexada protege su dinero de las pérdidas del mercado y le acredita parte de las ganancias de un índice; también puede pagarle un ingreso de por vida.",
    long_term_care:
      "Un seguro de cuidado a largo plazo ayuda a pagar el cuidado en casa, en una residencia asistida o en un hogar de ancianos si necesita ayuda con las actividades diarias.",
    hospital_indemnity:
      "Un seguro de indemnización hospitalaria le paga dinero en efectivo por cada día en el hospital, para usarlo en lo que necesite.",
    cancer:
      "Un seguro contra el cáncer le paga una suma única si le diagnostican cáncer, para cuentas, viajes o ingresos perdidos.",
    dental_vision_hearing:
      "Un seguro dental, de visión y audición ayuda a pagar chequeos, anteojos y audífonos, que Medicare Original no cubre.",
  },
  tpmo: {
    counted: (o, p, ship) =>
      `No ofrecemos todos los planes disponibles en su área. Actualmente representamos a ${o} ${o === 1 ? "organización que ofrece" : "organizaciones que ofrecen"} ${p} ${p === 1 ? "producto" : "productos"} en su área. Comuníquese con Medicare.gov, 1-800-MEDICARE${ship ? " o con el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de su localidad" : ""} para obtener información sobre todas sus opciones.`,
    allPlans: (o, p, ship) =>
      `Actualmente representamos a ${o} ${o === 1 ? "organización que ofrece" : "organizaciones que ofrecen"} ${p} ${p === 1 ? "producto" : "productos"} en su área. Siempre puede comunicarse con Medicare.gov, 1-800-MEDICARE${ship ? " o con el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de su localidad" : ""} para recibir ayuda con la elección de un plan.`,
    uncounted:
      "No ofrecemos todos los planes disponibles en su área. La información que le damos se limita a los planes que sí ofrecemos en su área. Comuníquese con Medicare.gov o al 1-800-MEDICARE para obtener información sobre todas sus opciones.",
  },
};

const FR: ClientWords = {
  goal: {
    final_expenses: "payer vos funérailles pour que votre famille n'ait pas à le faire",
    protect_family: "protéger votre famille",
    mortgage: "assurer le remboursement du prêt hypothécaire",
    income_replacement: "remplacer votre revenu s'il vous arrivait quelque chose",
    retirement_income: "un revenu stable à la retraite",
    safe_growth: "faire croître votre épargne en toute sécurité",
    legacy: "laisser quelque chose à vos proches",
    medical_costs: "des frais médicaux prévisibles",
    long_term_care: "avoir un plan si vous avez un jour besoin de soins de longue durée",
    dental_vision_hearing: "des soins dentaires, de la vue et de l'audition",
    lower_premiums: "garder vos coûts mensuels bas",
    prescriptions: "de l'aide pour payer vos médicaments d'ordonnance",
    hospital_costs: "de l'aide pour les frais d'hôpital",
    cancer_protection: "une protection si vous recevez un jour un diagnostic de cancer",
    tax_advantaged_growth: "une croissance avec des avantages fiscaux",
    debt_payoff: "rembourser vos dettes",
    education: "payer les études de vos enfants",
  },
  toldUs: (goals) => `Vous nous avez dit ce qui compte pour vous\u00a0: ${goals.join(" et ")}.`,
  originalMedicare: "Vous nous avez dit que vous avez Medicare Original.",
  fallback: "Nous l'avons choisi d'après ce que vous nous avez dit.",
  and: "et",
  purpose: {
    medicare_advantage:
      "Un régime Medicare Advantage est une autre façon de recevoir votre Medicare\u00a0: un régime privé approuvé par Medicare qui couvre ce que couvrent les parties A et B, et en général les médicaments. Les régimes diffèrent par leurs médecins, leurs coûts et leurs avantages supplémentaires\u00a0; nous verrons avec vous les régimes que nous offrons.",
    medicare_supplement:
      "Une assurance complémentaire Medicare (Medigap) aide à payer la part des frais que Medicare Original vous laisse, avec tout médecin qui accepte Medicare.",
    part_d:
      "Un régime d'assurance médicaments de Medicare (partie D) aide à payer les médicaments d'ordonnance. S'inscrire dès la première admissibilité évite une pénalité d'inscription tardive qui dure toute la vie. Nous vérifierons vos médicaments avec vous dans les régimes que nous offrons.",
    final_expense:
      "Une assurance frais funéraires est une petite assurance vie entière\u00a0: elle verse un montant fixe à la personne de votre choix, pour les funérailles et les dernières factures.",
    term_life:
      "Une assurance vie temporaire verse un montant fixe à votre famille si vous décédez pendant les années couvertes, à un prix qui ne change pas.",
    whole_life:
      "Une assurance vie entière dure toute votre vie, à un prix qui n'augmente pas, et accumule une valeur de rachat.",
    iul: "Une assurance vie universelle indexée protège votre famille et accumule une valeur de rachat liée à un indice boursier, avec un plancher pour ne pas perdre de valeur quand l'indice baisse.",
    fixed_annuity:
      "Une rente fixe verse un taux d'intérêt garanti pendant un nombre d'années fixe, et votre argent est protégé des pertes du marché.",
    indexed_annuity:
      "Une rente indexée protège votre argent des pertes du marché et vous crédite une partie des gains d'un indice\u00a0; elle peut aussi vous verser un revenu à vie.",
    long_term_care:
      "Une assurance soins de longue durée aide à payer les soins à domicile, en résidence avec services ou en centre de soins si vous avez besoin d'aide pour les activités quotidiennes.",
    hospital_indemnity:
      "Une assurance indemnité hospitalière vous verse de l'argent pour chaque jour à l'hôpital, à utiliser comme vous le voulez.",
    cancer:
      "Une assurance cancer vous verse une somme forfaitaire si vous recevez un diagnostic de cancer, pour les factures, les déplacements ou la perte de revenu.",
    dental_vision_hearing:
      "Une assurance dentaire, vue et audition aide à payer les examens, les lunettes et les appareils auditifs, que Medicare Original ne couvre pas.",
  },
  tpmo: {
    counted: (o, p, ship) =>
      `Nous n'offrons pas tous les régimes disponibles dans votre région. Actuellement, nous représentons ${o} ${o === 1 ? "organisation qui offre" : "organisations qui offrent"} ${p} ${p === 1 ? "produit" : "produits"} dans votre région. Veuillez contacter Medicare.gov ou le 1-800-MEDICARE${ship ? ", ou le programme d'aide en assurance maladie de votre État (SHIP)" : ""} pour obtenir des informations sur toutes vos options.`,
    allPlans: (o, p, ship) =>
      `Actuellement, nous représentons ${o} ${o === 1 ? "organisation qui offre" : "organisations qui offrent"} ${p} ${p === 1 ? "produit" : "produits"} dans votre région. Vous pouvez toujours contacter Medicare.gov ou le 1-800-MEDICARE${ship ? ", ou le programme d'aide en assurance maladie de votre État (SHIP)" : ""} pour obtenir de l'aide dans le choix d'un régime.`,
    uncounted:
      "Nous n'offrons pas tous les régimes disponibles dans votre région. Les informations que nous fournissons se limitent aux régimes que nous offrons dans votre région. Veuillez contacter Medicare.gov ou le 1-800-MEDICARE pour obtenir des informations sur toutes vos options.",
  },
};

const CLIENT_WORDS: Readonly<Record<Language, ClientWords>> = { en: EN, es: ES, fr: FR };

function wordsFor(language: Language): ClientWords {
  return CLIENT_WORDS[language] ?? EN;
}

/** The facts a client card may say back: only what the client told the agent. */
export interface ClientFactsSaid {
  goals: readonly string[];
  currentCoverage: readonly string[];
}

/**
 * Why a policy fits, said to the client: the goals they named that this product answers (or their
 * Original Medicare), then what this kind of policy does. No figure, carrier or agent's reasoning.
 */
export function clientWhy(language: Language, product: ProductId, facts: ClientFactsSaid): string {
  const w = wordsFor(language);
  const relevant = GOALS_FOR[product].filter((g) => facts.goals.includes(g)).slice(0, 2);
  let said: string;
  if (relevant.length > 0) said = w.toldUs(relevant.map((g) => w.goal[g]));
  else if (lineOf(product) !== "life_annuity" && facts.currentCoverage.includes("original_medicare"))
    said = w.originalMedicare;
  else said = w.fallback;
  return `${said} ${w.purpose[product]}`;
}

/** What the product does, in plain words, for the client (the card's "what it covers" for MA and Part D). */
export function clientPurpose(language: Language, product: ProductId): string {
  return wordsFor(language).purpose[product];
}

/** Whether CMS's 2027 marketing rules are in force on `date` (from October 1, 2026: SHIP leaves the disclaimer). */
function cy2027(date: Date | undefined): boolean {
  return date instanceof Date && !Number.isNaN(date.getTime()) && date.getTime() >= Date.UTC(2026, 9, 1);
}

/**
 * The TPMO disclaimer as a client reads it (42 CFR 422.2267(e)(41)), never with a placeholder: the
 * agent's own counts when set; otherwise CMS's standardized wording that names no count. From the CY2027
 * rule (marketing from October 1, 2026) the SHIP referral is dropped.
 */
export function clientTpmoDisclaimer(
  language: Language,
  counts: TpmoCounts | undefined,
  date?: Date,
): string {
  const w = wordsFor(language);
  const ok = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n > 0;
  if (!ok(counts?.organizations) || !ok(counts?.plans)) return w.tpmo.uncounted;
  const ship = !cy2027(date);
  return counts.sellsEveryPlan === true
    ? w.tpmo.allPlans(counts.organizations, counts.plans, ship)
    : w.tpmo.counted(counts.organizations, counts.plans, ship);
}
