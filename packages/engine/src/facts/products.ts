/**
 * The product library: what each product is, in the three interface languages, with a sales tip taken
 * from the research. The chat coach answers product questions from here; commission ranges and carriers
 * come from `commissions.ts` and `carriers.ts` so they never drift apart from the bundle's numbers.
 */
import type { ProductId } from "../types.js";
import { REF, WEB } from "./sources.js";
import type { Localized, Sourced } from "./types.js";

export type ProductCategory = "medicare" | "life" | "annuity" | "health";

export interface ProductFact extends Sourced {
  id: ProductId;
  category: ProductCategory;
  name: Localized;
  description: Localized;
  salesTip: Localized;
}

const p = (fact: ProductFact): ProductFact => fact;

export const PRODUCT_LIBRARY: Readonly<Record<ProductId, ProductFact>> = {
  medicare_advantage: p({
    id: "medicare_advantage",
    category: "medicare",
    year: 2026,
    source: [REF.S25, REF.S39, REF.S118],
    name: {
      en: "Medicare Advantage",
      es: "Medicare Advantage (Parte C)",
      fr: "Medicare Advantage (partie C)",
    },
    description: {
      en: "A private plan that replaces Original Medicare's Parts A and B, usually with drug coverage and extras, and a yearly out-of-pocket maximum.",
      es: "Un plan privado que reemplaza las Partes A y B de Medicare Original, casi siempre con medicamentos y beneficios extra, y un máximo anual de gastos de bolsillo.",
      fr: "Un régime privé qui remplace les parties A et B de Medicare Original, le plus souvent avec les médicaments et des extras, et un plafond annuel de frais.",
    },
    salesTip: {
      en: "Check the client's doctors are in network and their drugs on the formulary before comparing premiums; give the TPMO disclaimer before discussing benefits.",
      es: "Verifique que los médicos estén en la red y los medicamentos en el formulario antes de comparar primas; lea el aviso TPMO antes de hablar de beneficios.",
      fr: "Vérifiez que les médecins sont dans le réseau et les médicaments au formulaire avant de comparer les primes ; donnez l'avis TPMO avant de parler des garanties.",
    },
  }),
  medicare_supplement: p({
    id: "medicare_supplement",
    category: "medicare",
    year: 2026,
    source: [REF.S20, REF.S38, REF.S109b],
    name: {
      en: "Medicare Supplement (Medigap)",
      es: "Suplemento de Medicare (Medigap)",
      fr: "Complément Medicare (Medigap)",
    },
    description: {
      en: "Pays what Original Medicare leaves: with Plan G, everything after the Part B deductible for Medicare-approved care, with any doctor who takes Medicare.",
      es: "Paga lo que deja Medicare Original: con el Plan G, todo después del deducible de la Parte B para atención aprobada, con cualquier médico que acepte Medicare.",
      fr: "Paie ce que Medicare Original laisse : avec le plan G, tout après la franchise de la partie B pour les soins approuvés, chez tout médecin qui accepte Medicare.",
    },
    salesTip: {
      en: "Write it in the 6-month open enrollment from Part B at 65: no health questions then; later most carriers can decline.",
      es: "Hágalo en la inscripción abierta de 6 meses desde la Parte B a los 65: sin preguntas de salud; después la mayoría puede rechazar.",
      fr: "Placez-le pendant les 6 mois d'adhésion ouverte dès la partie B à 65 ans : sans questions de santé ; ensuite la plupart peuvent refuser.",
    },
  }),
  part_d: p({
    id: "part_d",
    category: "medicare",
    year: 2026,
    source: [REF.S13, REF.S16, REF.S10],
    name: {
      en: "Medicare Part D drug plan",
      es: "Plan de medicamentos de la Parte D",
      fr: "Régime de médicaments partie D",
    },
    description: {
      en: "Stand-alone prescription coverage beside Original Medicare, with a yearly out-of-pocket cap on covered drugs.",
      es: "Cobertura de recetas independiente junto a Medicare Original, con un tope anual de gastos en medicamentos cubiertos.",
      fr: "Couverture autonome des médicaments à côté de Medicare Original, avec un plafond annuel sur les médicaments couverts.",
    },
    salesTip: {
      en: "Even with few prescriptions, enrolling avoids a permanent late penalty; check every drug against the formulary.",
      es: "Aun con pocas recetas, inscribirse evita una multa permanente; revise cada medicamento en el formulario.",
      fr: "Même avec peu d'ordonnances, l'adhésion évite une pénalité permanente ; vérifiez chaque médicament au formulaire.",
    },
  }),
  final_expense: p({
    id: "final_expense",
    category: "life",
    year: 2024,
    source: [REF.S92, REF.S78, REF.S96],
    name: {
      en: "Final expense whole life",
      es: "Seguro de gastos finales",
      fr: "Assurance frais funéraires",
    },
    description: {
      en: "Small whole-life policy ($5,000-$25,000) with level premiums for life, issued on a few health questions, to pay the funeral and last bills.",
      es: "Póliza de vida entera pequeña ($5,000-$25,000) con primas fijas de por vida, emitida con pocas preguntas de salud, para el funeral y las últimas cuentas.",
      fr: "Petite assurance vie entière (5 000 $-25 000 $) à primes fixes à vie, émise sur quelques questions de santé, pour les obsèques et les dernières factures.",
    },
    salesTip: {
      en: "Set the draft date on the client's Social Security deposit day and make sure the payment is comfortable: that is what keeps the policy on the books.",
      es: "Fije el cobro el día del depósito del Seguro Social y asegúrese de que el pago sea cómodo: eso mantiene la póliza vigente.",
      fr: "Calez le prélèvement sur le jour du versement de la Sécurité sociale et vérifiez que le montant est confortable : c'est ce qui fait durer le contrat.",
    },
  }),
  term_life: p({
    id: "term_life",
    category: "life",
    year: 2024,
    source: [REF.S136, REF.S134, REF.S43],
    name: { en: "Term life", es: "Seguro de vida a término", fr: "Assurance vie temporaire" },
    description: {
      en: "Pure protection for a set number of years at a level premium: the most death benefit per dollar while a family depends on an income.",
      es: "Protección pura por un número fijo de años con prima nivelada: la mayor suma asegurada por dólar mientras la familia depende de un ingreso.",
      fr: "Protection pure pour un nombre d'années fixé à prime nivelée : le plus de capital par dollar tant qu'une famille dépend d'un revenu.",
    },
    salesTip: {
      en: "Size it by the job it must do (DIME: debts, income years, mortgage, education) and explain it that way, not by a round number.",
      es: "Dimensiónelo por el trabajo que debe hacer (DIME: deudas, años de ingreso, hipoteca, educación) y explíquelo así, no con una cifra redonda.",
      fr: "Dimensionnez-la selon sa mission (DIME : dettes, années de revenu, hypothèque, études) et expliquez-la ainsi, pas avec un chiffre rond.",
    },
  }),
  whole_life: p({
    id: "whole_life",
    category: "life",
    year: 2025,
    source: [REF.S41],
    name: { en: "Whole life", es: "Seguro de vida entera", fr: "Assurance vie entière" },
    description: {
      en: "Permanent coverage with level premiums and guaranteed cash value, for a legacy or a need that never expires.",
      es: "Cobertura permanente con primas fijas y valor en efectivo garantizado, para un legado o una necesidad que no caduca.",
      fr: "Couverture permanente à primes fixes avec valeur de rachat garantie, pour un héritage ou un besoin qui n'expire pas.",
    },
    salesTip: {
      en: "Lead with the guarantee (premium, cash value, death benefit) and the person it is for.",
      es: "Empiece por la garantía (prima, valor en efectivo, beneficio) y por la persona a quien protege.",
      fr: "Commencez par la garantie (prime, valeur de rachat, capital) et par la personne protégée.",
    },
  }),
  iul: p({
    id: "iul",
    category: "life",
    year: 2026,
    source: [WEB.iulCarriersMoneyGeek, REF.S83],
    name: {
      en: "Indexed universal life (IUL)",
      es: "Vida universal indexada (IUL)",
      fr: "Vie universelle indexée (IUL)",
    },
    description: {
      en: "Permanent life whose cash value is credited from an index (capped, with a 0% floor), with flexible premiums and tax-advantaged access through policy loans.",
      es: "Vida permanente cuyo valor en efectivo se acredita según un índice (con tope y piso de 0%), con primas flexibles y acceso con ventaja fiscal mediante préstamos.",
      fr: "Vie permanente dont la valeur de rachat est créditée selon un indice (plafonné, plancher à 0 %), primes flexibles et accès fiscalement avantageux par avances.",
    },
    salesTip: {
      en: "IULs need monitoring: show the illustration at a lower crediting rate too, and review funding every year.",
      es: "La IUL requiere seguimiento: muestre también la ilustración con una tasa menor y revise el financiamiento cada año.",
      fr: "Une IUL se suit : montrez aussi l'illustration à un taux crédité plus bas et revoyez le financement chaque année.",
    },
  }),
  fixed_annuity: p({
    id: "fixed_annuity",
    category: "annuity",
    year: 2025,
    source: [REF.S58, REF.S125],
    name: { en: "Fixed annuity (MYGA)", es: "Anualidad fija (MYGA)", fr: "Rente fixe (MYGA)" },
    description: {
      en: "A multi-year guaranteed annuity: a declared rate for 3-10 years, principal protected, tax-deferred, like a CD from an insurer.",
      es: "Anualidad de tasa garantizada por varios años: tasa fija de 3 a 10 años, capital protegido, impuestos diferidos, como un CD de una aseguradora.",
      fr: "Rente à taux garanti pluriannuel : taux déclaré sur 3 à 10 ans, capital protégé, impôt différé, comme un dépôt à terme d'assureur.",
    },
    salesTip: {
      en: "Keep a liquidity reserve outside the annuity and document the best-interest basis (NAIC #275).",
      es: "Deje una reserva líquida fuera de la anualidad y documente el mejor interés (NAIC #275).",
      fr: "Gardez une réserve de liquidités hors de la rente et documentez l'intérêt du client (NAIC #275).",
    },
  }),
  indexed_annuity: p({
    id: "indexed_annuity",
    category: "annuity",
    year: 2025,
    source: [REF.S60, REF.S125],
    name: { en: "Fixed indexed annuity", es: "Anualidad indexada fija", fr: "Rente indexée" },
    description: {
      en: "Principal-protected annuity credited from an index up to a cap, with optional guaranteed lifetime income riders.",
      es: "Anualidad con capital protegido que acredita según un índice hasta un tope, con cláusulas opcionales de ingreso vitalicio garantizado.",
      fr: "Rente à capital protégé créditée selon un indice jusqu'à un plafond, avec options de revenu viager garanti.",
    },
    salesTip: {
      en: "Compare caps for the same term and strategy only, keep a liquidity reserve, and document best interest (NAIC #275).",
      es: "Compare topes solo del mismo plazo y estrategia, deje una reserva líquida y documente el mejor interés (NAIC #275).",
      fr: "Comparez des plafonds de même durée et stratégie, gardez une réserve de liquidités et documentez l'intérêt du client (NAIC #275).",
    },
  }),
  long_term_care: p({
    id: "long_term_care",
    category: "health",
    year: 2024,
    source: [REF.S57, REF.S103],
    name: {
      en: "Long-term care insurance",
      es: "Seguro de cuidados a largo plazo",
      fr: "Assurance soins de longue durée",
    },
    description: {
      en: "Pays for help at home, assisted living or a nursing home when the client needs care with daily activities.",
      es: "Paga ayuda en casa, vivienda asistida o residencia cuando el cliente necesita ayuda con las actividades diarias.",
      fr: "Paie l'aide à domicile, la résidence avec services ou le centre de soins de longue durée quand le client a besoin d'aide pour les activités quotidiennes.",
    },
    salesTip: {
      en: "Apply while healthy: underwriting is strict and few carriers issue after 79. Show a hybrid (life or annuity with LTC) beside traditional.",
      es: "Solicite mientras goza de salud: la suscripción es estricta y pocas emiten después de los 79. Muestre un híbrido junto al tradicional.",
      fr: "Souscrivez en bonne santé : la sélection est stricte et peu d'assureurs émettent après 79 ans. Montrez un hybride à côté du classique.",
    },
  }),
  hospital_indemnity: p({
    id: "hospital_indemnity",
    category: "health",
    year: 2024,
    source: [REF.S144, REF.S48],
    name: { en: "Hospital indemnity", es: "Indemnización hospitalaria", fr: "Indemnité hospitalière" },
    description: {
      en: "Pays the client cash for each day in hospital (and skilled nursing), whatever other coverage pays: built for Medicare Advantage copays.",
      es: "Paga efectivo al cliente por cada día en el hospital (y enfermería especializada), pague lo que pague otra cobertura: ideal para copagos de Medicare Advantage.",
      fr: "Verse de l'argent au client par jour d'hôpital (et de soins qualifiés), quoi que paient les autres couvertures : conçue pour les quotes-parts Medicare Advantage.",
    },
    salesTip: {
      en: "Size the daily benefit to the MA plan's hospital copay days, and ask the health questions before quoting.",
      es: "Ajuste el beneficio diario a los días de copago hospitalario del plan MA y haga las preguntas de salud antes de cotizar.",
      fr: "Calez l'indemnité journalière sur les jours de quote-part hospitalière du plan MA et posez les questions de santé avant de coter.",
    },
  }),
  cancer: p({
    id: "cancer",
    category: "health",
    year: 2024,
    source: [REF.S143, REF.S53],
    name: { en: "Cancer insurance", es: "Seguro contra el cáncer", fr: "Assurance cancer" },
    description: {
      en: "A lump sum (or scheduled benefits) on a cancer diagnosis, paid to the client to use for anything.",
      es: "Una suma única (o beneficios programados) ante un diagnóstico de cáncer, pagada al cliente para lo que necesite.",
      fr: "Un capital (ou des prestations prévues) en cas de diagnostic de cancer, versé au client pour tout usage.",
    },
    salesTip: {
      en: "Lifetime cancer risk is about 1 in 2 for men and 1 in 3 for women (ACS); it is not sold to anyone already diagnosed.",
      es: "El riesgo de cáncer en la vida es de 1 de cada 2 hombres y 1 de cada 3 mujeres (ACS); no se vende a quien ya tiene diagnóstico.",
      fr: "Le risque de cancer sur la vie est d'environ 1 homme sur 2 et 1 femme sur 3 (ACS) ; non vendue après un diagnostic.",
    },
  }),
  dental_vision_hearing: p({
    id: "dental_vision_hearing",
    category: "health",
    year: 2025,
    source: [REF.S108, REF.S109],
    name: {
      en: "Dental, vision & hearing",
      es: "Dental, visión y audición",
      fr: "Dentaire, vision et audition",
    },
    description: {
      en: "Routine dental, eyewear and hearing aids, which Original Medicare and Medigap do not cover; usually 100-80-50 with a $1,000-$2,000 yearly maximum.",
      es: "Dental de rutina, lentes y audífonos, que Medicare Original y Medigap no cubren; normalmente 100-80-50 con máximo anual de $1,000-$2,000.",
      fr: "Dentaire courant, lunettes et aides auditives, que Medicare Original et Medigap ne couvrent pas ; souvent 100-80-50 avec un plafond annuel de 1 000 $-2 000 $.",
    },
    salesTip: {
      en: "Mention the 6-12-month waits on major dental work up front so nothing surprises the client.",
      es: "Mencione desde el inicio las esperas de 6-12 meses para trabajos dentales mayores.",
      fr: "Annoncez d'emblée les délais de 6 à 12 mois pour les gros soins dentaires.",
    },
  }),
};
