/**
 * The bundle's "what to do when" section and its household notes, from the eligibility rules: the windows
 * and rights that apply (with their dates and sources), what must not be sold and why, the low-income and
 * IRMAA screens, penalties, and the plan year the client is choosing for.
 * One file because the section's words, in three languages, change together with the order and limits it
 * applies to the items.
 */

import type { EligibilityResult, RuleSource, Window, WindowStatus } from "../eligibility/types.js";
import { describeForbidden, describeWindow, formatDate, windowTitle } from "../eligibility/words.js";
import { ELIG } from "../facts/eligibility-sources.js";
import { sortSmall } from "../sort.js";
import type { ClientProfile, HouseholdMember, Language, TimingItem } from "../types.js";

const STATUS_ORDER: Readonly<Record<WindowStatus, number>> = {
  open: 0,
  upcoming: 1,
  unknown: 2,
  closed_recently: 3,
};

const MEDICARE_PRODUCTS: ReadonlySet<string> = new Set([
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
]);

/** The products a stated goal asks for, for explaining why one of them is not offered. */
const GOAL_PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  long_term_care: ["long_term_care"],
  hospital_costs: ["hospital_indemnity", "medicare_supplement"],
  cancer_protection: ["cancer"],
  medical_costs: ["medicare_supplement", "medicare_advantage"],
  prescriptions: ["part_d"],
};

/** At most this many "must not be sold" lines: the ones that explain an absent product the agent expects. */
const MAX_FORBIDDEN = 3;

const cite = (s: RuleSource): string => `${s.title} (${s.year})`;

// One formatter each, built once: `toLocaleString` with a locale builds a new formatter on every call.
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US");
const DOLLARS_AND_CENTS = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd = (n: number): string => `$${WHOLE_DOLLARS.format(Math.round(n))}`;
/** Penalty and IRMAA amounts repeat across bundles: memoised (positive amounts only, so -0 never hits 0). */
const CENTS_CACHE = new Map<number, string>();
const usdCents = (n: number): string => {
  const hit = CENTS_CACHE.get(n);
  if (hit !== undefined) return hit;
  const text = `$${DOLLARS_AND_CENTS.format(n)}`;
  if (n > 0 && CENTS_CACHE.size < 4_096) CENTS_CACHE.set(n, text);
  return text;
};

interface Texts {
  extraHelp: (limit: string, year: number) => string;
  msp: (level: string, year: number) => string;
  qmbPending: string;
  irmaa: (tier: number, partB: string | undefined, year: number) => string;
  partBPenalty: (monthly: string, rate: number) => string;
  partDPenalty: (monthly: string, months: number) => string;
  planYear: (choosing: number, shown: number) => string;
  medigapNone: (because: string) => string;
  medigapFrom: (because: string, opens: string) => string;
  medigapAsked: string;
  smallEmployer: string;
  sameInsurerOnly: string;
  medigapNext: (title: string, opens: string) => string;
  spouse: (who: string, facts: string) => string;
  spouseDiscount: string;
  spouseOwnAppointment: string;
  relative: Readonly<Record<HouseholdMember["relation"], string>>;
  age: (n: number) => string;
}

const TEXTS: Readonly<Record<Language, Texts>> = {
  en: {
    extraHelp: (limit, year) =>
      `Screen for Extra Help: the stated income is under the ${year} limit (${limit} a year); Extra Help lowers Part D costs and opens a monthly special enrollment period.`,
    msp: (level, year) =>
      `Screen for a Medicare Savings Program (${level}): the stated income is within the ${year} limit; the state Medicaid office decides.`,
    qmbPending:
      "Hold off on Medigap until the state decides: with QMB, providers may not bill the client for Medicare cost-sharing, so a supplement's premium would buy nothing.",
    irmaa: (tier, partB, year) =>
      `IRMAA: the stated income puts the client in tier ${tier} for ${year}${partB ? ` (Part B ${partB} a month)` : ""}; a life-changing event (retirement) can be reported on form SSA-44.`,
    partBPenalty: (monthly, rate) =>
      `Part B late penalty: about ${monthly} a month (${Math.round(rate * 100)}%), for as long as the client has Part B.`,
    partDPenalty: (monthly, months) =>
      `Part D late penalty: about ${monthly} a month (${months} months without creditable coverage), added for life.`,
    medigapNone: (because) => `Medigap today: no health questions (${because}).`,
    medigapFrom: (because, opens) =>
      `Medigap: no health questions for coverage starting from ${opens} (${because}).`,
    medigapAsked: "Medigap today: health questions apply; keep any current plan until a new one is approved.",
    smallEmployer:
      "Under 20 employees, Medicare pays first: sign up for Part B when first eligible; the job's plan may pay nothing Medicare would have, and waiting brings the late penalty.",
    sameInsurerOnly:
      "Only with the current insurer (or its affiliate), for an equal or lesser plan: another company asks health questions.",
    medigapNext: (title, opens) => `Next chance without them: ${title}, from ${opens}.`,
    planYear: (choosing, shown) =>
      `The client is choosing coverage for ${choosing}. Premiums, limits and commissions shown are ${shown}'s; ${choosing} figures are pending until published.`,
    spouse: (who, facts) => `${who}: ${facts}.`,
    spouseDiscount:
      "Ask each Medigap carrier about its household discount when both spouses insure with it (the rate varies by carrier and state).",
    spouseOwnAppointment: "The spouse's own coverage is their decision: give them their own review.",
    relative: { spouse: "Spouse", parent: "Parent", child: "Child", other: "Relative" },
    age: (n) => `${n}`,
  },
  es: {
    extraHelp: (limit, year) =>
      `Verifique la Ayuda Adicional (Extra Help): el ingreso indicado está por debajo del límite de ${year} (${limit} al año); baja los costos de la Parte D y abre un período de inscripción especial cada mes.`,
    msp: (level, year) =>
      `Verifique un Programa de Ahorros de Medicare (${level}): el ingreso indicado está dentro del límite de ${year}; la oficina estatal de Medicaid decide.`,
    qmbPending:
      "Espere con Medigap hasta que el estado decida: con QMB, los proveedores no pueden cobrarle los costos compartidos de Medicare, así que la prima de un suplemento no le compraría nada.",
    irmaa: (tier, partB, year) =>
      `IRMAA: el ingreso indicado lo ubica en el nivel ${tier} para ${year}${partB ? ` (Parte B de ${partB} al mes)` : ""}; un cambio de vida (la jubilación) se puede reportar con el formulario SSA-44.`,
    partBPenalty: (monthly, rate) =>
      `Multa por inscripción tardía en la Parte B: unos ${monthly} al mes (${Math.round(rate * 100)}%), mientras tenga la Parte B.`,
    partDPenalty: (monthly, months) =>
      `Multa por inscripción tardía en la Parte D: unos ${monthly} al mes (${months} meses sin cobertura acreditable), de por vida.`,
    medigapNone: (because) => `Medigap hoy: sin preguntas de salud (${because}).`,
    medigapFrom: (because, opens) =>
      `Medigap: sin preguntas de salud para una cobertura que empiece desde el ${opens} (${because}).`,
    medigapAsked:
      "Medigap hoy: hay preguntas de salud; no cancele ningún plan actual hasta que aprueben el nuevo.",
    smallEmployer:
      "Con menos de 20 empleados, Medicare paga primero: inscríbase en la Parte B en cuanto sea elegible; el plan del trabajo puede no pagar lo que habría pagado Medicare, y esperar trae la multa.",
    sameInsurerOnly:
      "Solo con la aseguradora actual (o su afiliada), para un plan igual o menor: otra compañía hace preguntas de salud.",
    medigapNext: (title, opens) => `Próxima oportunidad sin ellas: ${title}, desde el ${opens}.`,
    planYear: (choosing, shown) =>
      `El cliente está eligiendo su cobertura para ${choosing}. Las primas, límites y comisiones que se muestran son de ${shown}; las cifras de ${choosing} están pendientes hasta que se publiquen.`,
    spouse: (who, facts) => `${who}: ${facts}.`,
    spouseDiscount:
      "Pregunte a cada aseguradora de Medigap por su descuento familiar cuando los dos cónyuges se aseguran con ella (varía según la aseguradora y el estado).",
    spouseOwnAppointment: "La cobertura del cónyuge es decisión suya: ofrézcale su propia revisión.",
    relative: { spouse: "Cónyuge", parent: "Padre o madre", child: "Hijo o hija", other: "Familiar" },
    age: (n) => `${n} años`,
  },
  fr: {
    extraHelp: (limit, year) =>
      `Vérifiez l'Extra Help : le revenu indiqué est sous le plafond ${year} (${limit} par an) ; il réduit les frais de la partie D et ouvre une période d'inscription spéciale chaque mois.`,
    msp: (level, year) =>
      `Vérifiez un Medicare Savings Program (${level}) : le revenu indiqué est dans le plafond ${year} ; c'est le bureau Medicaid de l'État qui décide.`,
    qmbPending:
      "Attendez pour Medigap que l'État se prononce : avec le QMB, les prestataires ne peuvent pas lui facturer la participation aux frais de Medicare, donc la prime d'un complément ne servirait à rien.",
    irmaa: (tier, partB, year) =>
      `IRMAA : le revenu indiqué place le client au palier ${tier} pour ${year}${partB ? ` (partie B à ${partB} par mois)` : ""} ; un changement de situation (la retraite) se déclare avec le formulaire SSA-44.`,
    partBPenalty: (monthly, rate) =>
      `Pénalité de retard de la partie B : environ ${monthly} par mois (${Math.round(rate * 100)} %), tant que le client a la partie B.`,
    partDPenalty: (monthly, months) =>
      `Pénalité de retard de la partie D : environ ${monthly} par mois (${months} mois sans couverture reconnue), à vie.`,
    medigapNone: (because) => `Medigap aujourd'hui : aucune question de santé (${because}).`,
    medigapFrom: (because, opens) =>
      `Medigap : aucune question de santé pour une couverture qui commence à partir du ${opens} (${because}).`,
    medigapAsked:
      "Medigap aujourd'hui : questions de santé ; gardez tout plan actuel jusqu'à l'acceptation du nouveau.",
    smallEmployer:
      "Moins de 20 employés : Medicare paie en premier. Prenez la partie B dès l'admissibilité ; le plan de l'employeur peut ne rien payer de ce que Medicare aurait payé, et attendre entraîne la pénalité.",
    sameInsurerOnly:
      "Seulement chez l'assureur actuel (ou son affilié), pour un plan égal ou moindre : une autre compagnie pose des questions de santé.",
    medigapNext: (title, opens) => `Prochaine possibilité sans elles : ${title}, à partir du ${opens}.`,
    planYear: (choosing, shown) =>
      `Le client choisit sa couverture pour ${choosing}. Les primes, plafonds et commissions affichés sont ceux de ${shown} ; les chiffres de ${choosing} sont en attente de publication.`,
    spouse: (who, facts) => `${who} : ${facts}.`,
    spouseDiscount:
      "Demandez à chaque assureur Medigap sa remise foyer quand les deux conjoints sont assurés chez lui (elle varie selon l'assureur et l'État).",
    spouseOwnAppointment: "La couverture du conjoint est sa décision : proposez-lui son propre bilan.",
    relative: { spouse: "Conjoint", parent: "Parent", child: "Enfant", other: "Proche" },
    age: (n) => `${n} ans`,
  },
};

const COVERAGE_EN: Readonly<Record<string, string>> = {
  original_medicare: "Original Medicare",
  medicare_advantage: "Medicare Advantage",
  medigap_g: "Medigap Plan G",
  medigap_n: "Medigap Plan N",
  medigap_f: "Medigap Plan F",
  medigap_c: "Medigap Plan C",
  medigap_other: "Medigap",
  part_d: "Part D",
  medicaid: "Medicaid",
  employer_plan: "employer plan",
  tricare_for_life: "TRICARE For Life",
  va_health: "VA",
  d_snp: "D-SNP",
  c_snp: "C-SNP",
  cobra: "COBRA",
  retiree_plan: "retiree plan",
};

/** Coverage names as each language writes them in a note (brand names stay as they are). */
const COVERAGE_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: COVERAGE_EN,
  es: {
    ...COVERAGE_EN,
    original_medicare: "Medicare Original",
    medigap_g: "Plan G de Medigap",
    medigap_n: "Plan N de Medigap",
    medigap_f: "Plan F de Medigap",
    medigap_c: "Plan C de Medigap",
    part_d: "Parte D",
    employer_plan: "plan del empleador",
    retiree_plan: "plan de jubilados",
  },
  fr: {
    ...COVERAGE_EN,
    original_medicare: "Medicare Original",
    medigap_g: "Medigap plan G",
    medigap_n: "Medigap plan N",
    medigap_f: "Medigap plan F",
    medigap_c: "Medigap plan C",
    part_d: "partie D",
    employer_plan: "assurance de l'employeur",
    retiree_plan: "assurance retraité",
  },
};

/**
 * The stated income (and savings, when stated) fall within QMB's limits: Medigap waits for the state's
 * answer, since QMB makes Medicare cost-sharing the state's to pay.
 */
export function qmbLikely(eligibility: EligibilityResult, profile: ClientProfile): boolean {
  const { msp } = eligibility.screens;
  return (
    profile.income !== undefined &&
    profile.medicaid === undefined &&
    msp.level === "qmb" &&
    (msp.status === "likely" || msp.status === "possible")
  );
}

/**
 * One window's line, its dates only when known. Plain literals in the field order of the bundle: spreading
 * an optional date ({ ...(opens ? { opens } : {}) }) takes V8's slow runtime path.
 */
function windowItem(w: Window, language: Language): TimingItem {
  const { id, kind, status, opens, closes } = w;
  const text = describeWindow(w, language);
  const source = cite(w.source);
  if (opens && closes) return { id, kind, status, opens, closes, text, source };
  if (opens) return { id, kind, status, opens, text, source };
  if (closes) return { id, kind, status, closes, text, source };
  return { id, kind, status, text, source };
}

/** What the eligibility rules say the agent should do, and when. */
export function timingSection(
  eligibility: EligibilityResult,
  profile: ClientProfile,
  language: Language,
  figuresYear: number,
  appointment: { line: "medicare" | "life_annuity"; separateAppointment?: "medicare" | "life_annuity" },
  products: readonly string[] = [],
): TimingItem[] {
  const t = TEXTS[language];
  const out: TimingItem[] = [];
  const medicareInPlay = appointment.line === "medicare";
  // Medicare windows matter in a Medicare appointment, or when one is being offered separately.
  const medicareTiming = medicareInPlay || appointment.separateAppointment === "medicare";
  const windows = medicareTiming
    ? sortSmall([...eligibility.windows], (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status])
    : [];
  // The chronic-condition SEP only serves a move into a C-SNP: noise when the sale is a Medigap and the
  // client did not ask about Advantage plans.
  const advantageInPlay =
    products.includes("medicare_advantage") || (profile.interests ?? []).includes("medicare_advantage");
  for (const w of windows) {
    if (w.id === "sep_c_snp" && products.length > 0 && !advantageInPlay) continue;
    out.push(windowItem(w, language));
  }
  // "Not for this client" lines explain an absence the agent would notice: a product the client asked
  // for or whose goal they stated, or a Medicare product in a Medicare appointment.
  const wanted = new Set<string>(profile.interests ?? []);
  for (const g of profile.goals) for (const p of GOAL_PRODUCTS[g] ?? []) wanted.add(p);
  // Medigap today, as one structured line, wherever Medigap is part of the conversation.
  const medigapForbidden = eligibility.forbidden.some((f) => f.product === "medicare_supplement");
  const hq = eligibility.medigapHealthQuestions;
  if (medicareInPlay && !medigapForbidden && hq.answer !== "unknown") {
    if (hq.answer === "none" && hq.because) {
      const because = eligibility.windows.find((w) => w.id === hq.because);
      const title = windowTitle(hq.because, language);
      const none =
        because?.status === "upcoming" && (because.coverageStarts ?? because.opens)
          ? t.medigapFrom(title, formatDate((because.coverageStarts ?? because.opens)!, language))
          : t.medigapNone(title);
      out.unshift({
        id: "medigap_today",
        kind: "note",
        healthQuestions: "none",
        text: because?.insurer === "same_or_affiliate" ? `${none} ${t.sameInsurerOnly}` : none,
      });
    } else if (hq.answer === "asked") {
      const next = eligibility.windows.find((w) => w.noHealthQuestions && w.status === "upcoming" && w.opens);
      out.unshift({
        id: "medigap_today",
        kind: "note",
        healthQuestions: "asked",
        text: next
          ? `${t.medigapAsked} ${t.medigapNext(windowTitle(next.id, language), formatDate(next.opens!, language))}`
          : t.medigapAsked,
      });
    }
  }
  const seen = new Set<string>();
  for (const f of eligibility.forbidden) {
    const relevant = wanted.has(f.product) || (medicareInPlay && MEDICARE_PRODUCTS.has(f.product));
    if (!relevant || seen.size >= MAX_FORBIDDEN || seen.has(f.reason)) continue;
    seen.add(f.reason);
    out.push({ id: `not_${f.reason}`, kind: "rule", text: describeForbidden(f.reason, language) });
  }
  const { extraHelp, msp, irmaa } = eligibility.screens;
  // Screens speak of the stated income: without one there is nothing to screen; a dual already has both.
  const incomeStated = profile.income !== undefined;
  const dual = profile.medicaid !== undefined || profile.currentCoverage.includes("medicaid");
  const screenable = incomeStated && !dual;
  if (screenable && (extraHelp.status === "likely" || extraHelp.status === "possible") && !extraHelp.has) {
    out.push({
      id: "screen_extra_help",
      kind: "note",
      text: t.extraHelp(usd(extraHelp.limits.incomeYearly), extraHelp.limits.year),
      source: cite(extraHelp.limits.source),
    });
  }
  if (screenable && (msp.status === "likely" || msp.status === "possible") && msp.level) {
    out.push({
      id: "screen_msp",
      kind: "note",
      text: t.msp(msp.level.toUpperCase(), msp.year),
      source: cite(msp.source),
    });
    if (qmbLikely(eligibility, profile) && medicareInPlay)
      out.push({ id: "not_qmb_pending", kind: "rule", text: t.qmbPending });
  }
  if (incomeStated && irmaa.status === "likely" && irmaa.tier !== undefined && irmaa.tier > 0) {
    out.push({
      id: "screen_irmaa",
      kind: "note",
      text: t.irmaa(irmaa.tier, irmaa.partBMonthly ? usdCents(irmaa.partBMonthly) : undefined, irmaa.year),
      source: cite(irmaa.source),
    });
  }
  // Working past 65 at a small employer: Medicare pays first, so waiting for Part B is the mistake to
  // prevent (the delay rule is listed only for 20+ employees).
  const smallJob = (profile.workCoverage ?? []).some(
    (w) => w.kind === "active" && w.employees !== undefined && w.employees < 20,
  );
  const partBHeld = profile.medicare?.partB !== undefined && !profile.medicare.noPartB;
  if (
    medicareTiming &&
    smallJob &&
    !partBHeld &&
    profile.medicare?.basis !== "disability" &&
    profile.medicare?.basis !== "esrd" &&
    (profile.age ?? 0) >= 64
  )
    out.push({ id: "small_employer_part_b", kind: "rule", text: t.smallEmployer, source: cite(ELIG.R40) });
  const { partB, partD } = eligibility.penalties;
  if (partB && partB.monthly > 0) {
    out.push({
      id: "penalty_part_b",
      kind: "note",
      text: t.partBPenalty(usdCents(partB.monthly), partB.rate),
      source: cite(partB.source),
    });
  }
  if (partD && partD.monthly > 0) {
    out.push({
      id: "penalty_part_d",
      kind: "note",
      text: t.partDPenalty(usdCents(partD.monthly), partD.months),
      source: cite(partD.source),
    });
  }
  if (medicareInPlay && eligibility.planYear > figuresYear) {
    out.push({ id: "plan_year", kind: "note", text: t.planYear(eligibility.planYear, figuresYear) });
  }
  return out;
}

/**
 * One line per other person in the lead, their facts kept as theirs, plus what the household changes (a
 * Medigap household discount only in a Medicare appointment: a burial-policy call names no Medigap).
 */
export function householdNotes(
  profile: ClientProfile,
  language: Language,
  line: "medicare" | "life_annuity" = "medicare",
): string[] {
  const t = TEXTS[language];
  const out: string[] = [];
  let spouseMedigap = false;
  for (const m of profile.household ?? []) {
    const facts: string[] = [];
    if (m.age !== undefined) facts.push(t.age(m.age));
    for (const c of m.currentCoverage) facts.push(COVERAGE_NAMES[language][c] ?? c.replace(/_/g, " "));
    if (m.carriers && m.carriers.length > 0) facts.push(m.carriers.join(", "));
    const who = m.firstName ? `${t.relative[m.relation]} (${m.firstName})` : t.relative[m.relation];
    if (facts.length > 0) out.push(t.spouse(who, facts.join(", ")));
    if (m.relation === "spouse" && m.currentCoverage.some((c) => c.startsWith("medigap_")))
      spouseMedigap = true;
  }
  const spouseNearMedicare = (profile.household ?? []).some(
    (m) => m.relation === "spouse" && (m.age ?? 0) >= 64,
  );
  if ((spouseMedigap || spouseNearMedicare) && line === "medicare") out.push(t.spouseDiscount);
  if (spouseNearMedicare) out.push(t.spouseOwnAppointment);
  return out;
}
