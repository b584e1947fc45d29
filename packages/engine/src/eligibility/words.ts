/**
 * Short texts an agent reads for each window and each forbidden product, in US English, Spanish and
 * French, with dates written the way each language writes them. Never "free" for a $0 premium.
 * One file: each window's and each forbidden product's text in the three languages sits together, so a
 * translation is checked against the English beside it.
 */
import type { Language } from "../types.js";
import { parsePartialIso } from "./dates.js";
import type { ForbiddenReason, PlanScope, Window, WindowId } from "./types.js";

type L = Readonly<Record<Language, string>>;

/** Month names as each language writes them in a date (shared with the coach's fact answers). */
export const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
};

/** "May 31, 2027" / "31 de mayo de 2027" / "31 mai 2027" ("1er" in French). */
export function formatDate(isoDate: string, language: Language): string {
  const p = parsePartialIso(isoDate);
  if (!p || p.y === 0 || p.m === 0) return isoDate;
  const month = MONTHS[language][p.m - 1]!;
  if (p.d === 0)
    return language === "en"
      ? `${month} ${p.y}`
      : language === "es"
        ? `${month} de ${p.y}`
        : `${month} ${p.y}`;
  if (language === "en") return `${month} ${p.d}, ${p.y}`;
  if (language === "es") return `${p.d} de ${month} de ${p.y}`;
  return `${p.d === 1 ? "1er" : p.d} ${month} ${p.y}`;
}

const TITLES: Readonly<Record<WindowId, L>> = {
  iep: {
    en: "Initial Enrollment Period (Medicare)",
    es: "Período de inscripción inicial (Medicare)",
    fr: "Période d'inscription initiale (Medicare)",
  },
  gep: {
    en: "General Enrollment Period (Part B)",
    es: "Período de inscripción general (Parte B)",
    fr: "Période d'inscription générale (partie B)",
  },
  aep: {
    en: "Annual Enrollment Period",
    es: "Período de inscripción anual",
    fr: "Période d'inscription annuelle",
  },
  ma_oep: {
    en: "Medicare Advantage Open Enrollment",
    es: "Inscripción abierta de Medicare Advantage",
    fr: "Période de changement Medicare Advantage",
  },
  medigap_oep: {
    en: "Medigap open enrollment",
    es: "Inscripción abierta de Medigap",
    fr: "Période d'adhésion Medigap",
  },
  gi_lost_employer: {
    en: "Guaranteed issue after employer coverage ends",
    es: "Emisión garantizada al terminar la cobertura del empleador",
    fr: "Émission garantie après la fin de la couverture de l'employeur",
  },
  gi_lost_ma: {
    en: "Guaranteed issue after leaving Medicare Advantage",
    es: "Emisión garantizada al dejar Medicare Advantage",
    fr: "Émission garantie à la sortie de Medicare Advantage",
  },
  trial_right: {
    en: "Medigap trial right (first year in Medicare Advantage)",
    es: "Derecho de prueba de Medigap (primer año en Medicare Advantage)",
    fr: "Droit d'essai Medigap (première année en Medicare Advantage)",
  },
  sep_part_b_work: {
    en: "Part B special enrollment (work coverage)",
    es: "Inscripción especial en la Parte B (cobertura del trabajo)",
    fr: "Inscription spéciale à la partie B (couverture du travail)",
  },
  sep_lost_creditable: {
    en: "Special enrollment after losing drug or employer coverage",
    es: "Inscripción especial por pérdida de cobertura de medicamentos o del empleador",
    fr: "Inscription spéciale après la perte d'une couverture médicaments ou employeur",
  },
  sep_dual_lis: {
    en: "Monthly special enrollment (Medicaid / Extra Help)",
    es: "Inscripción especial mensual (Medicaid / Ayuda Adicional)",
    fr: "Inscription spéciale mensuelle (Medicaid / Extra Help)",
  },
  sep_move: {
    en: "Special enrollment for a move",
    es: "Inscripción especial por mudanza",
    fr: "Inscription spéciale pour un déménagement",
  },
  sep_plan_leaving: {
    en: "Special enrollment: plan leaving the area",
    es: "Inscripción especial: el plan deja el área",
    fr: "Inscription spéciale : le régime quitte la zone",
  },
  sep_institutional: {
    en: "Special enrollment: nursing home or institution",
    es: "Inscripción especial: residencia de ancianos o institución",
    fr: "Inscription spéciale : maison de retraite ou établissement",
  },
  sep_lost_medicaid: {
    en: "Special enrollment after losing Medicaid",
    es: "Inscripción especial al perder Medicaid",
    fr: "Inscription spéciale après la perte de Medicaid",
  },
  sep_c_snp: {
    en: "Special enrollment into a chronic-condition plan (C-SNP)",
    es: "Inscripción especial en un plan para afecciones crónicas (C-SNP)",
    fr: "Inscription spéciale dans un régime pour maladies chroniques (C-SNP)",
  },
  state_continuous_gi: {
    en: "State guaranteed-issue rule for Medigap",
    es: "Regla estatal de emisión garantizada de Medigap",
    fr: "Règle de l'État : émission garantie Medigap",
  },
  state_birthday_rule: {
    en: "State birthday rule (Medigap switch)",
    es: "Regla estatal del cumpleaños (cambio de Medigap)",
    fr: "Règle de l'anniversaire de l'État (changement de Medigap)",
  },
  state_anniversary_rule: {
    en: "State anniversary rule (Medigap switch)",
    es: "Regla estatal del aniversario de la póliza (cambio de Medigap)",
    fr: "Règle de l'anniversaire du contrat (changement de Medigap)",
  },
  state_u65_medigap: {
    en: "State Medigap access under 65",
    es: "Acceso estatal a Medigap antes de los 65",
    fr: "Accès Medigap avant 65 ans dans l'État",
  },
  delay_part_b_large_employer: {
    en: "Part B can wait without penalty (large employer plan)",
    es: "La Parte B puede esperar sin multa (plan de un empleador grande)",
    fr: "La partie B peut attendre sans pénalité (régime d'un grand employeur)",
  },
  esrd_ma: {
    en: "Medicare Advantage open to people with ESRD",
    es: "Medicare Advantage abierto a personas con ERET",
    fr: "Medicare Advantage ouvert aux personnes atteintes d'IRT",
  },
};

const T = {
  until: { en: "until", es: "hasta el", fr: "jusqu'au" },
  opens: { en: "opens", es: "abre el", fr: "ouvre le" },
  from: { en: "from", es: "del", fr: "du" },
  to: { en: "to", es: "al", fr: "au" },
  closed: { en: "closed", es: "cerró el", fr: "fermée le" },
  openNow: { en: "open now", es: "abierto ahora", fr: "ouverte maintenant" },
  applies: { en: "applies now", es: "se aplica ahora", fr: "s'applique maintenant" },
  noHqIf: {
    en: "no health questions if confirmed",
    es: "sin preguntas de salud si se confirma",
    fr: "sans questions de santé si la règle est confirmée",
  },
  allYear: { en: "all year", es: "todo el año", fr: "toute l'année" },
  comingUp: {
    en: "coming up, dates to confirm",
    es: "próximamente, fechas por confirmar",
    fr: "à venir, dates à confirmer",
  },
  toConfirm: { en: "dates to confirm", es: "fechas por confirmar", fr: "dates à confirmer" },
  noHq: { en: "no health questions", es: "sin preguntas de salud", fr: "sans questions de santé" },
  sameInsurer: { en: "same insurer", es: "misma aseguradora", fr: "même assureur" },
  planYear: { en: "for {y} coverage", es: "para la cobertura de {y}", fr: "pour la couverture {y}" },
  verify: { en: "to verify", es: "por verificar", fr: "à vérifier" },
} as const satisfies Record<string, L>;

const PLANS: Readonly<Record<PlanScope, L>> = {
  any: { en: "any plan letter", es: "cualquier letra de plan", fr: "toute lettre de plan" },
  gi_list: {
    en: "guaranteed-issue plans (A, B, D, G, K, L; C and F instead of D and G if eligible before 2020)",
    es: "planes de emisión garantizada (A, B, D, G, K, L; C y F en lugar de D y G si fue elegible antes de 2020)",
    fr: "plans à émission garantie (A, B, D, G, K, L ; C et F au lieu de D et G si admissible avant 2020)",
  },
  equal_or_lesser: {
    en: "equal or lesser benefits",
    es: "beneficios iguales o menores",
    fr: "garanties égales ou inférieures",
  },
  same_letter: { en: "same plan letter", es: "misma letra de plan", fr: "même lettre de plan" },
  plan_a: { en: "Plan A only", es: "solo el Plan A", fr: "Plan A seulement" },
};

function timing(w: Window, lang: Language): string {
  const d = (s: string): string => formatDate(s, lang);
  switch (w.status) {
    case "open":
      if (w.closes) return `${T.until[lang]} ${d(w.closes)}`;
      if (w.id === "state_continuous_gi" && w.plans === "any") return T.allYear[lang];
      return w.kind === "window" ? T.openNow[lang] : T.applies[lang];
    case "upcoming":
      if (w.opens && w.closes) return `${T.from[lang]} ${d(w.opens)} ${T.to[lang]} ${d(w.closes)}`;
      if (w.opens) return `${T.opens[lang]} ${d(w.opens)}`;
      return T.comingUp[lang];
    case "closed_recently":
      return w.closes ? `${T.closed[lang]} ${d(w.closes)}` : T.toConfirm[lang];
    default:
      return T.toConfirm[lang];
  }
}

/** "Medigap open enrollment: until May 31, 2027 — no health questions, any plan letter". */
/** The window's name alone ("Medigap open enrollment"), for sentences that cite it. */
export function windowTitle(id: WindowId, language: Language): string {
  return TITLES[id][language];
}

export function describeWindow(w: Window, language: Language): string {
  const colon = language === "fr" ? " : " : ": ";
  const extras: string[] = [];
  if (w.noHealthQuestions && w.status !== "closed_recently")
    extras.push(w.status === "unknown" ? T.noHqIf[language] : T.noHq[language]);
  if (w.plans && w.status !== "closed_recently") extras.push(PLANS[w.plans][language]);
  if (w.insurer === "same_or_affiliate") extras.push(T.sameInsurer[language]);
  if (w.forPlanYear !== undefined) extras.push(T.planYear[language].replace("{y}", String(w.forPlanYear)));
  if (w.needs && w.needs.length > 0 && w.status === "unknown") extras.push(T.verify[language]);
  const head = `${TITLES[w.id][language]}${colon}${timing(w, language)}`;
  return extras.length > 0 ? `${head} — ${extras.join(", ")}` : head;
}

const FORBIDDEN: Readonly<Record<ForbiddenReason, L>> = {
  full_dual_medigap: {
    en: "No Medigap: full Medicaid already pays Medicare's cost-sharing.",
    es: "Sin Medigap: Medicaid completo ya paga los costos compartidos de Medicare.",
    fr: "Pas de Medigap : Medicaid complet paie déjà la participation aux frais de Medicare.",
  },
  qmb_medigap: {
    en: "No Medigap with QMB: providers may not bill the client for Medicare cost-sharing.",
    es: "Sin Medigap con QMB: los proveedores no pueden cobrarle los costos compartidos de Medicare.",
    fr: "Pas de Medigap avec le QMB : les prestataires ne peuvent pas lui facturer la participation aux frais de Medicare.",
  },
  tfl_medigap: {
    en: "No Medigap with TRICARE For Life: TFL already pays after Medicare.",
    es: "Sin Medigap con TRICARE For Life: TFL ya paga después de Medicare.",
    fr: "Pas de Medigap avec TRICARE For Life : TFL paie déjà après Medicare.",
  },
  va_only_medigap: {
    en: "No Medigap: the client has VA care and no Medicare Part B.",
    es: "Sin Medigap: el cliente tiene atención del VA y no tiene la Parte B de Medicare.",
    fr: "Pas de Medigap : le client a les soins du VA et pas la partie B de Medicare.",
  },
  no_part_b_ma: {
    en: "No Medicare Advantage yet: it needs Part B, and no window to take Part B is open today.",
    es: "Todavía no hay Medicare Advantage: requiere la Parte B, y hoy no hay ningún periodo abierto para tomarla.",
    fr: "Pas encore de Medicare Advantage : il faut la partie B, et aucune période pour la prendre n'est ouverte aujourd'hui.",
  },
  medigap_with_ma: {
    en: "No Medigap alongside Medicare Advantage: it only works with Original Medicare.",
    es: "Sin Medigap junto con Medicare Advantage: solo funciona con Medicare Original.",
    fr: "Pas de Medigap en plus de Medicare Advantage : il ne fonctionne qu'avec Medicare Original.",
  },
  grandfathered_f_c: {
    en: "Keep the grandfathered Plan F or C: people new to Medicare can no longer buy it.",
    es: "Conserve el Plan F o C protegido: quien es nuevo en Medicare ya no puede comprarlo.",
    fr: "Garder le Plan F ou C acquis : les nouveaux assurés Medicare ne peuvent plus le souscrire.",
  },
  grandfathered_f_c_health: {
    en: "Keep the grandfathered Plan F or C: a cheaper plan means health questions the client's health would not pass, and the F or C can never be bought back.",
    es: "Conserve el Plan F o C protegido: un plan más barato pasa por preguntas de salud que la salud del cliente no superaría, y el F o C no se puede volver a comprar.",
    fr: "Garder le Plan F ou C acquis : un plan moins cher passe par des questions de santé que l'état du client ne franchirait pas, et le F ou C ne se rachète jamais.",
  },
  tfl_part_d: {
    en: "No stand-alone Part D with TRICARE For Life: TRICARE pharmacy coverage is creditable.",
    es: "Sin Parte D independiente con TRICARE For Life: la farmacia de TRICARE es cobertura acreditable.",
    fr: "Pas de partie D autonome avec TRICARE For Life : la pharmacie TRICARE est une couverture reconnue (creditable).",
  },
  va_part_d: {
    en: "No stand-alone Part D for VA drug coverage: it is creditable, so there is no late penalty to avoid.",
    es: "Sin Parte D independiente por la farmacia del VA: es cobertura acreditable, no hay multa por inscripción tardía que evitar.",
    fr: "Pas de partie D autonome pour la pharmacie du VA : elle est reconnue (creditable), il n'y a pas de pénalité de retard à éviter.",
  },
  dsnp_part_d: {
    en: "No stand-alone Part D: it would end the client's D-SNP or Medicare Advantage drug coverage.",
    es: "Sin Parte D independiente: terminaría la cobertura de medicamentos de su D-SNP o Medicare Advantage.",
    fr: "Pas de partie D autonome : elle mettrait fin à la couverture médicaments de son D-SNP ou Medicare Advantage.",
  },
  full_dual_ltc: {
    en: "No long-term care policy: Medicaid covers long-term care for a full dual.",
    es: "Sin póliza de cuidado a largo plazo: Medicaid cubre ese cuidado para un beneficiario doble completo.",
    fr: "Pas d'assurance soins de longue durée : Medicaid couvre les soins de longue durée d'un bénéficiaire double complet.",
  },
  full_dual_hospital_indemnity: {
    en: "No hospital indemnity: Medicaid pays the client's hospital cost-sharing.",
    es: "Sin indemnización hospitalaria: Medicaid paga los costos compartidos del hospital.",
    fr: "Pas d'indemnité hospitalière : Medicaid paie la participation aux frais d'hôpital.",
  },
  full_dual_cancer: {
    en: "No cancer policy: Medicaid covers the costs it would pay, and the premium strains a Medicaid budget.",
    es: "Sin póliza de cáncer: Medicaid cubre esos costos y la prima pesa en un presupuesto de Medicaid.",
    fr: "Pas d'assurance cancer : Medicaid couvre ces frais et la prime pèse sur un budget Medicaid.",
  },
  qmb_hospital_indemnity: {
    en: "No hospital indemnity with QMB: the client owes no Medicare cost-sharing.",
    es: "Sin indemnización hospitalaria con QMB: el cliente no debe costos compartidos de Medicare.",
    fr: "Pas d'indemnité hospitalière avec le QMB : le client ne doit aucune participation aux frais de Medicare.",
  },
  dementia_ltc: {
    en: "No long-term care application with dementia: it is declined; look at VA Aid & Attendance or Medicaid planning.",
    es: "Sin solicitud de cuidado a largo plazo con demencia: se rechaza; vea la ayuda Aid & Attendance del VA o la planificación de Medicaid.",
    fr: "Pas de demande d'assurance soins de longue durée avec une démence : elle est refusée ; voir l'aide Aid & Attendance du VA ou une planification Medicaid.",
  },
  dementia_cancer: {
    en: "No cancer policy with dementia: it does not serve the client.",
    es: "Sin póliza de cáncer con demencia: no le sirve al cliente.",
    fr: "Pas d'assurance cancer avec une démence : elle ne sert pas le client.",
  },
  dementia_hospital_indemnity: {
    en: "No hospital indemnity with dementia: it is a standard decline question on the application.",
    es: "Sin indemnización hospitalaria con demencia: es una pregunta de rechazo habitual en la solicitud.",
    fr: "Pas d'indemnité hospitalière avec une démence : c'est une question de refus courante du formulaire.",
  },
};

export function describeForbidden(reason: ForbiddenReason, language: Language): string {
  return FORBIDDEN[reason][language];
}
