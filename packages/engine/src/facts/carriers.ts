/**
 * Carriers by product line and what each is known for, only as the sources state it (packages/engine/src/facts/carriers.ts,
 * packages/engine/src/facts/premiums/final-expense.ts, packages/engine/src/facts/underwriting.ts, packages/engine/src/facts/premiums/supplemental.ts). `tags` drive the recommender's choice; `fit` is what the agent reads.
 * Coverage of this topic in the research is thin: fewer names per line than an FMO's contract list.
 * One table, kept whole so a reviewer reads every carrier, its tags and its fit together.
 */
import type { ProductId } from "../types.js";
import { GAP, REF, WEB } from "./sources.js";
import type { AgeRange, Localized, Sourced } from "./types.js";

export type CarrierTag =
  // final expense underwriting niches
  | "level"
  | "graded"
  | "guaranteed"
  | "insulin"
  | "insulin_any_onset"
  | "copd"
  | "oxygen_limited"
  | "heart_recent"
  | "heart_after_24m"
  | "tobacco_friendly"
  // medigap
  | "household_discount"
  | "early_enrollment_discount"
  | "stable_rates"
  // term / life
  | "low_price"
  | "no_exam"
  | "health_history"
  | "older_ages"
  | "military"
  // medicare plans
  | "largest"
  | "dental_network"
  // annuities
  | "top_rate"
  | "strong_rating"
  | "top_seller"
  | "income"
  // ltc
  | "traditional"
  | "hybrid"
  // general
  | "broad";

export interface CarrierFact extends Sourced {
  name: string;
  product: ProductId;
  tags: readonly CarrierTag[];
  fit: Localized;
  issueAges?: AgeRange;
  /** Tighter issue ages for tobacco users, where the carrier has them. */
  tobaccoIssueAges?: AgeRange;
  /** USPS codes where this carrier's product is known not to be sold (as sourced). */
  notSoldIn?: readonly string[];
}

const c = (fact: CarrierFact): CarrierFact => fact;

export const CARRIERS: readonly CarrierFact[] = [
  // --- final expense ---------------------------------------------------------------------------------
  c({
    name: "Mutual of Omaha",
    product: "final_expense",
    tags: ["level", "graded", "broad"],
    issueAges: { min: 45, max: 85 },
    year: 2024,
    source: [GAP.S7, GAP.S8, REF.S92],
    fit: {
      en: "Living Promise: level benefit ages 45-85, $2k-$40k; a 2-year graded version if a health answer rules out level",
      es: "Living Promise: beneficio nivelado de 45 a 85 años, $2k-$40k; versión graduada de 2 años si la salud no permite el nivelado",
      fr: "Living Promise : prestation nivelée de 45 à 85 ans, 2 000 $-40 000 $ ; version graduée sur 2 ans si la santé exclut le nivelé",
    },
    note: "Product guide dated 2013 (U8500_0813); issue ages confirmed by a 2024 agent matrix.",
  }),
  c({
    name: "Royal Neighbors of America",
    product: "final_expense",
    tags: ["level", "insulin"],
    year: 2021,
    source: [GAP.S9],
    fit: {
      en: "preferred for insulin users without complications; day-one coverage if insulin started at 30+",
      es: "preferida para quien usa insulina sin complicaciones; cobertura desde el primer día si empezó la insulina a los 30+",
      fr: "à privilégier sous insuline sans complications ; couverture dès le premier jour si l'insuline a commencé à 30 ans ou plus",
    },
  }),
  c({
    name: "Prosperity Life",
    product: "final_expense",
    tags: ["level", "insulin", "insulin_any_onset"],
    year: 2021,
    source: [GAP.S9],
    fit: {
      en: "day-one coverage for insulin users whatever the age insulin started",
      es: "cobertura desde el primer día con insulina, sin importar a qué edad empezó",
      fr: "couverture dès le premier jour sous insuline, quel que soit l'âge de début",
    },
  }),
  c({
    name: "Trinity Life / Family Benefit Life",
    product: "final_expense",
    tags: ["level", "insulin", "heart_after_24m"],
    year: 2021,
    source: [GAP.S9, GAP.S18],
    fit: {
      en: "day-one for insulin started at 40+ and for heart surgery more than 24 months ago",
      es: "primer día con insulina iniciada a los 40+ y con cirugía cardíaca de hace más de 24 meses",
      fr: "dès le premier jour si l'insuline a commencé à 40 ans ou plus, ou chirurgie cardiaque de plus de 24 mois",
    },
  }),
  c({
    name: "Sentinel Security Life",
    product: "final_expense",
    tags: ["level", "insulin", "insulin_any_onset"],
    year: 2021,
    source: [GAP.S9],
    fit: {
      en: "accepts insulin at any onset age; competitive under 50 units a day, stricter underwriting",
      es: "acepta insulina iniciada a cualquier edad; competitiva por debajo de 50 unidades diarias",
      fr: "accepte l'insuline quel que soit l'âge de début ; compétitive sous 50 unités par jour",
    },
  }),
  c({
    name: "Aflac",
    product: "final_expense",
    tags: ["level", "copd", "heart_after_24m"],
    year: 2026,
    source: [GAP.S14, GAP.S18],
    fit: {
      en: "first-day coverage for COPD managed with inhalers; heart surgery after 24 months",
      es: "cobertura desde el primer día para EPOC controlada con inhaladores; cirugía cardíaca después de 24 meses",
      fr: "couverture dès le premier jour pour une BPCO contrôlée par inhalateurs ; chirurgie cardiaque après 24 mois",
    },
    note: "Agent marketing pages (weak).",
  }),
  c({
    name: "CICA Life",
    product: "final_expense",
    tags: ["graded", "copd", "oxygen_limited", "heart_recent", "tobacco_friendly"],
    year: 2026,
    source: [GAP.S14, GAP.S15, GAP.S18],
    fit: {
      en: "lenient with COPD and limited oxygen, no higher tobacco rates on certain plans, takes heart surgery within 24 months",
      es: "flexible con EPOC y oxígeno limitado, sin tarifa de fumador en ciertos planes, acepta cirugía cardíaca de menos de 24 meses",
      fr: "souple pour la BPCO et l'oxygène limité, pas de tarif fumeur sur certains plans, accepte une chirurgie cardiaque de moins de 24 mois",
    },
    note: "Agent marketing pages (weak).",
  }),
  c({
    name: "Americo",
    product: "final_expense",
    tags: ["level"],
    issueAges: { min: 40, max: 85 },
    tobaccoIssueAges: { min: 40, max: 80 },
    year: 2024,
    source: [GAP.S8],
    fit: {
      en: "Select Whole Life: issue ages 40-85 (tobacco 40-80)",
      es: "Select Whole Life: edades de emisión 40-85 (fumadores 40-80)",
      fr: "Select Whole Life : âges d'émission 40-85 (fumeurs 40-80)",
    },
  }),
  c({
    name: "Foresters",
    product: "final_expense",
    tags: ["level"],
    issueAges: { min: 50, max: 85 },
    year: 2024,
    source: [GAP.S8],
    fit: {
      en: "PlanRight: e-app to 75, in person with wet signature 76-85",
      es: "PlanRight: solicitud electrónica hasta 75, en persona con firma en papel de 76 a 85",
      fr: "PlanRight : demande en ligne jusqu'à 75 ans, en personne avec signature manuscrite de 76 à 85",
    },
  }),
  c({
    name: "Corebridge Financial (AIG)",
    product: "final_expense",
    tags: ["guaranteed"],
    issueAges: { min: 50, max: 80 },
    year: 2024,
    source: [GAP.S8],
    fit: {
      en: "guaranteed-issue whole life (GIWL), ages 50-80: no health questions, natural-death benefit graded the first years",
      es: "vida entera de emisión garantizada (GIWL), 50-80 años: sin preguntas de salud, beneficio graduado los primeros años",
      fr: "vie entière à émission garantie (GIWL), 50-80 ans : sans questions de santé, prestation graduée les premières années",
    },
  }),
  c({
    name: "United Home Life",
    product: "final_expense",
    tags: ["guaranteed", "level"],
    issueAges: { min: 20, max: 80 },
    year: 2024,
    source: [REF.S94, GAP.S8],
    fit: {
      en: "GIWL guaranteed issue plus simplified Express Issue; yes/no application, phone interview, no exam",
      es: "GIWL de emisión garantizada y Express Issue simplificado; solicitud de sí/no, entrevista telefónica, sin examen",
      fr: "GIWL à émission garantie et Express Issue simplifié ; questionnaire oui/non, entretien téléphonique, sans examen",
    },
  }),
  c({
    name: "SBLI",
    product: "final_expense",
    tags: ["graded"],
    year: 2024,
    source: [REF.S92],
    fit: {
      en: "online application up to $35,000; 3-year graded period",
      es: "solicitud en línea hasta $35,000; periodo graduado de 3 años",
      fr: "demande en ligne jusqu'à 35 000 $ ; période graduée de 3 ans",
    },
  }),
  // --- medicare supplement -----------------------------------------------------------------------
  c({
    name: "AARP / UnitedHealthcare",
    product: "medicare_supplement",
    tags: ["early_enrollment_discount", "stable_rates", "broad"],
    year: 2025,
    source: [REF.S97, GAP.S30, GAP.S26],
    fit: {
      en: "early-enrollment discount (3% per year under 75, 77 in DE/CA, shrinking yearly); 2025 Plan G increases rose less than most",
      es: "descuento por inscripción temprana (3% por año menor de 75, 77 en DE/CA, decreciente); alzas de 2025 del Plan G menores que la mayoría",
      fr: "remise d'adhésion précoce (3 % par année avant 75 ans, 77 en DE/CA, dégressive) ; hausses 2025 du plan G plus faibles que la plupart",
    },
  }),
  c({
    name: "Cigna",
    product: "medicare_supplement",
    tags: ["household_discount"],
    year: 2021,
    source: [REF.S97, GAP.S32],
    fit: {
      en: "best known for household (multi-policy) discounts; spouses typically save 3%-10%",
      es: "conocida por descuentos familiares (varias pólizas); los cónyuges suelen ahorrar 3%-10%",
      fr: "réputée pour ses remises foyer (plusieurs contrats) ; les conjoints économisent souvent 3 %-10 %",
    },
  }),
  c({
    name: "Mutual of Omaha",
    product: "medicare_supplement",
    tags: ["broad"],
    year: 2025,
    source: [REF.S97, GAP.S26],
    fit: {
      en: "rated best overall (2021); check the rate history: its 2025 increases ran 6-10 points above 2024",
      es: "elegida la mejor en general (2021); revise el historial: sus alzas de 2025 superaron en 6-10 puntos las de 2024",
      fr: "jugée meilleure globalement (2021) ; vérifier l'historique : ses hausses 2025 dépassent de 6 à 10 points celles de 2024",
    },
  }),
  c({
    name: "Humana",
    product: "medicare_supplement",
    tags: ["broad"],
    year: 2021,
    source: [REF.S97],
    fit: {
      en: "rated best user experience (2021)",
      es: "mejor experiencia de usuario (2021)",
      fr: "meilleure expérience client (2021)",
    },
  }),
  // --- medicare advantage / part d ---------------------------------------------------------------
  c({
    name: "UnitedHealthcare",
    product: "medicare_advantage",
    tags: ["largest", "dental_network"],
    year: 2026,
    source: [REF.S24, REF.S164],
    fit: {
      en: "one of the two largest MA insurers, in about 80% of counties in 2026; largest MA dental network",
      es: "una de las dos mayores aseguradoras MA, en cerca del 80% de los condados en 2026; la mayor red dental MA",
      fr: "l'un des deux plus grands assureurs MA, dans environ 80 % des comtés en 2026 ; plus grand réseau dentaire MA",
    },
  }),
  c({
    name: "Humana",
    product: "medicare_advantage",
    tags: ["largest"],
    year: 2026,
    source: [REF.S24],
    fit: {
      en: "one of the two largest MA insurers, in about 80% of counties in 2026",
      es: "una de las dos mayores aseguradoras MA, en cerca del 80% de los condados en 2026",
      fr: "l'un des deux plus grands assureurs MA, dans environ 80 % des comtés en 2026",
    },
  }),
  c({
    name: "UnitedHealthcare (AARP)",
    product: "part_d",
    tags: ["largest"],
    year: 2018,
    source: [WEB.kffPartD2018],
    fit: {
      en: "largest Part D sponsor (23% of enrollees in KFF's 2018 count)",
      es: "mayor patrocinador de la Parte D (23% de afiliados según KFF, 2018)",
      fr: "premier organisme de la partie D (23 % des inscrits selon KFF, 2018)",
    },
    note: "2018 market shares: the latest sponsor ranking found.",
  }),
  c({
    name: "Humana",
    product: "part_d",
    tags: ["largest"],
    year: 2018,
    source: [WEB.kffPartD2018],
    fit: {
      en: "second-largest Part D sponsor (18% in 2018)",
      es: "segundo patrocinador de la Parte D (18% en 2018)",
      fr: "deuxième organisme de la partie D (18 % en 2018)",
    },
  }),
  c({
    name: "CVS Health (Aetna SilverScript)",
    product: "part_d",
    tags: ["largest"],
    year: 2018,
    source: [WEB.kffPartD2018],
    fit: {
      en: "largest stand-alone PDP book (6.0 million PDP members in 2018)",
      es: "mayor cartera de PDP independientes (6,0 millones en 2018)",
      fr: "plus grand portefeuille de PDP autonomes (6,0 millions en 2018)",
    },
  }),
  // --- term life -----------------------------------------------------------------------------------
  c({
    name: "Protective",
    product: "term_life",
    tags: ["low_price", "broad"],
    year: 2023,
    source: [REF.S100],
    fit: {
      en: "among the lowest term prices; terms up to 40 years",
      es: "de los precios de temporal más bajos; plazos de hasta 40 años",
      fr: "parmi les tarifs temporaires les plus bas ; durées jusqu'à 40 ans",
    },
  }),
  c({
    name: "Banner Life (Legal & General America)",
    product: "term_life",
    tags: ["low_price"],
    year: 2026,
    source: [REF.S99, REF.S100],
    fit: {
      en: "traditional underwriting, A+ rated, among the lowest prices for healthy applicants",
      es: "suscripción tradicional, calificación A+, de los precios más bajos para personas sanas",
      fr: "souscription classique, note A+, parmi les prix les plus bas pour les personnes en bonne santé",
    },
  }),
  c({
    name: "John Hancock",
    product: "term_life",
    tags: ["health_history", "older_ages"],
    year: 2024,
    source: [REF.S101],
    fit: {
      en: "competitive on heart disease, diabetes, cancer history and older ages; HealthStyles credits",
      es: "competitiva con cardiopatía, diabetes, antecedentes de cáncer y edades mayores; créditos HealthStyles",
      fr: "compétitive pour maladie cardiaque, diabète, antécédents de cancer et âges élevés ; crédits HealthStyles",
    },
  }),
  c({
    name: "Haven Life (MassMutual)",
    product: "term_life",
    tags: ["no_exam"],
    year: 2026,
    source: [REF.S99],
    fit: {
      en: "digital application, no medical exam",
      es: "solicitud digital, sin examen médico",
      fr: "demande en ligne, sans examen médical",
    },
  }),
  c({
    name: "Ethos",
    product: "term_life",
    tags: ["no_exam"],
    year: 2026,
    source: [REF.S99],
    fit: {
      en: "same-day algorithmic underwriting",
      es: "suscripción algorítmica el mismo día",
      fr: "souscription algorithmique le jour même",
    },
  }),
  c({
    name: "Mutual of Omaha",
    product: "term_life",
    tags: ["health_history"],
    year: 2014,
    source: [REF.S102],
    fit: {
      en: "'Fit' underwriting credits for healthy habits",
      es: "créditos de suscripción 'Fit' por hábitos saludables",
      fr: "crédits de souscription « Fit » pour les bonnes habitudes",
    },
  }),
  c({
    name: "USAA",
    product: "term_life",
    tags: ["military"],
    year: 2026,
    source: [REF.S99],
    fit: {
      en: "military-eligible households, A++ rated",
      es: "hogares con vínculo militar, calificación A++",
      fr: "foyers éligibles militaires, note A++",
    },
  }),
  // --- whole life / iul ----------------------------------------------------------------------------
  c({
    name: "Transamerica",
    product: "whole_life",
    tags: ["broad", "level"],
    issueAges: { min: 0, max: 85 },
    year: 2024,
    source: [GAP.S8],
    fit: {
      en: "Immediate Solutions whole life, issue ages 0-85",
      es: "vida entera Immediate Solutions, edades de emisión 0-85",
      fr: "vie entière Immediate Solutions, âges d'émission 0-85",
    },
  }),
  c({
    name: "United Home Life",
    product: "whole_life",
    tags: ["guaranteed", "level"],
    issueAges: { min: 0, max: 80 },
    year: 2024,
    source: [REF.S94, GAP.S8],
    fit: {
      en: "whole life to 80 including guaranteed-issue GIWL; yes/no application, no exam",
      es: "vida entera hasta 80, incluida la GIWL de emisión garantizada; solicitud de sí/no, sin examen",
      fr: "vie entière jusqu'à 80 ans, dont la GIWL à émission garantie ; questionnaire oui/non, sans examen",
    },
  }),
  c({
    name: "Mutual of Omaha",
    product: "whole_life",
    tags: ["level"],
    issueAges: { min: 45, max: 85 },
    year: 2024,
    source: [GAP.S7, GAP.S8],
    fit: {
      en: "Living Promise to $40,000 with MIB/Rx checks and phone interviews",
      es: "Living Promise hasta $40,000 con verificación MIB/recetas y entrevista telefónica",
      fr: "Living Promise jusqu'à 40 000 $ avec vérifications MIB/ordonnances et entretien téléphonique",
    },
  }),
  c({
    name: "Pacific Life",
    product: "iul",
    tags: ["broad"],
    year: 2026,
    source: [WEB.iulCarriers2026, WEB.iulCarriersMoneyGeek],
    fit: {
      en: "top-rated IUL for balanced long-term growth",
      es: "IUL mejor valorada para crecimiento equilibrado a largo plazo",
      fr: "IUL très bien notée pour une croissance équilibrée à long terme",
    },
  }),
  c({
    name: "Protective",
    product: "iul",
    tags: ["low_price"],
    year: 2026,
    source: [WEB.iulCarriers2026, WEB.iulCarriersMoneyGeek],
    fit: {
      en: "cost-efficient IUL for budget-conscious buyers",
      es: "IUL de bajo costo para presupuestos ajustados",
      fr: "IUL économique pour les budgets serrés",
    },
  }),
  c({
    name: "Lincoln Financial",
    product: "iul",
    tags: ["broad"],
    year: 2026,
    source: [WEB.iulCarriers2026],
    fit: {
      en: "flexible, customisable policy design",
      es: "diseño de póliza flexible y personalizable",
      fr: "contrat flexible et personnalisable",
    },
  }),
  // --- annuities -------------------------------------------------------------------------------------
  c({
    name: "Knighthead Life",
    product: "fixed_annuity",
    tags: ["top_rate", "strong_rating"],
    year: 2025,
    source: [REF.S58],
    fit: {
      en: "Staysail 5: 6.30% simple interest (Dec 2025), A- rated",
      es: "Staysail 5: 6,30% de interés simple (dic. 2025), calificación A-",
      fr: "Staysail 5 : 6,30 % d'intérêt simple (déc. 2025), note A-",
    },
  }),
  c({
    name: "American Gulf",
    product: "fixed_annuity",
    tags: ["top_rate"],
    year: 2026,
    source: [REF.S58, REF.S59],
    fit: {
      en: "Anchor MYGA 5: 6.30% (6.15% with 10% yearly withdrawals without surrender charge), B++ rated",
      es: "Anchor MYGA 5: 6,30% (6,15% con retiros del 10% anual sin cargo de rescate), calificación B++",
      fr: "Anchor MYGA 5 : 6,30 % (6,15 % avec 10 % de retraits par an sans frais de rachat), note B++",
    },
  }),
  c({
    name: "Revol-One",
    product: "fixed_annuity",
    tags: ["top_rate"],
    year: 2025,
    source: [REF.S58],
    fit: {
      en: "DirectGrowth 5: 5.85%, B++ rated",
      es: "DirectGrowth 5: 5,85%, calificación B++",
      fr: "DirectGrowth 5 : 5,85 %, note B++",
    },
  }),
  c({
    name: "Athene",
    product: "indexed_annuity",
    tags: ["top_seller", "top_rate"],
    year: 2025,
    source: [REF.S64, REF.S165, REF.S60],
    fit: {
      en: "top annuity seller in 2023; Protector 5 cap 4.25% (S&P 500 annual point-to-point)",
      es: "mayor vendedor de anualidades en 2023; Protector 5 con tope de 4,25% (S&P 500 anual)",
      fr: "premier vendeur de rentes en 2023 ; Protector 5 plafonné à 4,25 % (S&P 500 annuel)",
    },
  }),
  c({
    name: "Allianz Life",
    product: "indexed_annuity",
    tags: ["top_seller", "income"],
    year: 2024,
    source: [REF.S165, REF.S65],
    fit: {
      en: "perennial #1/#2 FIA seller with Athene",
      es: "líder histórico de FIA junto con Athene",
      fr: "leader historique des FIA avec Athene",
    },
  }),
  c({
    name: "Nationwide",
    product: "indexed_annuity",
    tags: ["top_rate", "income"],
    year: 2025,
    source: [REF.S61, REF.S65],
    fit: {
      en: "American Legend 7: cap 9.50% (<$100k) / 10.00% ($100k+)",
      es: "American Legend 7: tope 9,50% (<$100k) / 10,00% ($100k+)",
      fr: "American Legend 7 : plafond 9,50 % (<100 000 $) / 10,00 % (100 000 $+)",
    },
  }),
  // --- long-term care --------------------------------------------------------------------------------
  c({
    name: "Mutual of Omaha",
    product: "long_term_care",
    tags: ["traditional"],
    issueAges: { min: 30, max: 79 },
    year: 2024,
    source: [REF.S103, REF.S57],
    fit: {
      en: "traditional LTC, broad design, ages 30-79, good-health discounts",
      es: "LTC tradicional, diseño amplio, 30-79 años, descuentos por buena salud",
      fr: "soins de longue durée classiques, garanties larges, 30-79 ans, remises bonne santé",
    },
  }),
  c({
    name: "OneAmerica",
    product: "long_term_care",
    tags: ["hybrid"],
    year: 2024,
    source: [REF.S103],
    fit: {
      en: "Asset-Care hybrid: lifetime or joint benefits, guaranteed premiums",
      es: "híbrido Asset-Care: beneficios vitalicios o conjuntos, primas garantizadas",
      fr: "hybride Asset-Care : prestations viagères ou conjointes, primes garanties",
    },
  }),
  c({
    name: "Nationwide",
    product: "long_term_care",
    tags: ["hybrid"],
    year: 2024,
    source: [REF.S103],
    fit: {
      en: "CareMatters II hybrid paying cash indemnity",
      es: "híbrido CareMatters II con indemnización en efectivo",
      fr: "hybride CareMatters II versant une indemnité en espèces",
    },
  }),
  // --- hospital indemnity / cancer / dvh ---------------------------------------------------------
  c({
    name: "Continental Life (Aetna/CVS)",
    product: "hospital_indemnity",
    tags: ["broad"],
    issueAges: { min: 18, max: 89 },
    notSoldIn: ["KS", "MN", "VT"],
    year: 2024,
    source: [GAP.S61],
    fit: {
      en: "HI Flex: daily benefit up to $700 or lump sum up to $2,500, ages 18-89; riders for SNF, cancer, outpatient surgery",
      es: "HI Flex: beneficio diario hasta $700 o suma única hasta $2,500, 18-89 años; cláusulas de SNF, cáncer, cirugía ambulatoria",
      fr: "HI Flex : indemnité journalière jusqu'à 700 $ ou forfait jusqu'à 2 500 $, 18-89 ans ; options SNF, cancer, chirurgie ambulatoire",
    },
    note: "Not sold in every state; KS, MN and VT get a separate non-Flex version.",
  }),
  c({
    name: "Wellabe (Medico)",
    product: "hospital_indemnity",
    tags: ["broad"],
    year: 2015,
    source: [GAP.S60],
    fit: {
      en: "$250-$600/day for 6-10 days, or a $1,500-$2,500 lump sum per stay; built for MA copays",
      es: "$250-$600 por día durante 6-10 días, o suma de $1,500-$2,500 por estancia; pensado para copagos de MA",
      fr: "250 $-600 $/jour pendant 6 à 10 jours, ou forfait de 1 500 $-2 500 $ par séjour ; conçu pour les quotes-parts MA",
    },
    note: "2015 product design.",
  }),
  c({
    name: "Mutual of Omaha",
    product: "cancer",
    tags: ["broad"],
    year: 2024,
    source: [REF.S52],
    fit: {
      en: "Critical Advantage lump sum, express underwriting $10k-$50k",
      es: "suma única Critical Advantage, suscripción exprés de $10k a $50k",
      fr: "capital Critical Advantage, souscription express de 10 000 $ à 50 000 $",
    },
  }),
  c({
    name: "Washington National",
    product: "cancer",
    tags: ["broad"],
    year: 2024,
    source: [REF.S105],
    fit: {
      en: "Solutions Cancer with four benefit levels",
      es: "Solutions Cancer con cuatro niveles de beneficio",
      fr: "Solutions Cancer avec quatre niveaux de garantie",
    },
  }),
  c({
    name: "ManhattanLife",
    product: "cancer",
    tags: ["broad"],
    year: 2024,
    source: [REF.S106],
    fit: {
      en: "Cancer Care Plus covering cancer and dread disease",
      es: "Cancer Care Plus: cáncer y enfermedades graves",
      fr: "Cancer Care Plus : cancer et maladies graves",
    },
  }),
  c({
    name: "Ameritas",
    product: "dental_vision_hearing",
    tags: ["broad"],
    year: 2025,
    source: [GAP.S65, REF.S108],
    fit: {
      en: "PRIMESTAR Value/Access/Total ($23-$52/mo); Total adds hearing aids",
      es: "PRIMESTAR Value/Access/Total ($23-$52 al mes); Total incluye audífonos",
      fr: "PRIMESTAR Value/Access/Total (23 $-52 $/mois) ; Total ajoute les aides auditives",
    },
  }),
  c({
    name: "Humana",
    product: "dental_vision_hearing",
    tags: ["broad"],
    year: 2025,
    source: [GAP.S66, GAP.S71],
    fit: {
      en: "Preventive Plus dental PPO: preventive at 100%, $1,000 yearly maximum",
      es: "PPO dental Preventive Plus: preventivo al 100%, máximo anual de $1,000",
      fr: "PPO dentaire Preventive Plus : prévention à 100 %, plafond annuel de 1 000 $",
    },
  }),
  c({
    name: "Physicians Mutual",
    product: "dental_vision_hearing",
    tags: ["broad"],
    year: 2024,
    source: [REF.S108, REF.S107],
    fit: {
      en: "dental network used by agency dental PPOs",
      es: "red dental usada en PPO dentales de agencias",
      fr: "réseau dentaire utilisé par les PPO dentaires d'agences",
    },
  }),
];

const BY_PRODUCT = new Map<ProductId, CarrierFact[]>();
for (const fact of CARRIERS) {
  const list = BY_PRODUCT.get(fact.product) ?? [];
  list.push(fact);
  BY_PRODUCT.set(fact.product, list);
}

/** Carriers for one product line, in table order (callers rank them). */
export function carriersFor(product: ProductId): readonly CarrierFact[] {
  return BY_PRODUCT.get(product) ?? [];
}
