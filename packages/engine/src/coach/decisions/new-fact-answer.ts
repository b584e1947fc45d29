/**
 * A follow-up that tells a new fact about the client: the bundle built again with it, and what changed,
 * or, for the employer's size, the rule on who pays first. One file because each fact the agent can add
 * is named, read and answered here, in three languages, and a reviewer reads the list whole.
 */
import { generateBundle } from "../../bundle.js";
import { MEDICARE_RULES } from "../../facts/index.js";
import { parseLead } from "../../parse/index.js";
import type { Bundle, ClientProfile, Language } from "../../types.js";
import { ENROLLMENT_RULES, RULE_SOURCES } from "../knowledge/rules.js";
import type { CoachAnswer, CoachAnswerContext } from "./coach-answer.js";
import { dollars } from "./facts.js";
import { fold } from "./lexicon.js";

function withNewFact(
  client: ClientProfile,
  message: string,
  language: Language,
): { profile: ClientProfile; changed: string[] } {
  const read = parseLead(message, { language }).profile;
  const profile: ClientProfile = {
    ...client,
    healthConditions: [...client.healthConditions],
    goals: [...client.goals],
    currentCoverage: [...client.currentCoverage],
  };
  const changed: string[] = [];
  for (const c of read.healthConditions)
    if (!profile.healthConditions.includes(c)) {
      profile.healthConditions.push(c);
      changed.push(c);
    }
  if (read.smoker && read.smoker !== client.smoker) {
    profile.smoker = read.smoker;
    changed.push(`smoker:${read.smoker}`);
  }
  // A drug named ("she's on Ozempic now"): kept as the agent wrote it.
  for (const m of read.medications ?? [])
    if (!(profile.medications ?? []).includes(m)) {
      profile.medications = [...(profile.medications ?? []), m];
      const said = read.sources?.find((s) => s.fact === `client.medication=${m}`)?.text ?? m;
      changed.push(`med:${said}`);
    }
  for (const c of read.currentCoverage)
    if (!profile.currentCoverage.includes(c)) {
      profile.currentCoverage.push(c);
      changed.push(`cov:${c}`);
    }
  if (read.budgetMonthly !== undefined && read.budgetMonthly !== client.budgetMonthly) {
    profile.budgetMonthly = read.budgetMonthly;
    changed.push(`budget:${read.budgetMonthly}`);
  }
  // Money the client also has ("a 401k rollover, 90k"): added to what the bundle knew.
  if (read.savings !== undefined && ACCOUNT.test(fold(message))) {
    profile.savings = (client.savings ?? 0) + read.savings;
    changed.push(`savings:${read.savings}`);
  }
  if (read.state && read.state !== client.state) {
    profile.state = read.state;
    changed.push(`state:${read.state}`);
  }
  return { profile, changed };
}

const FACT_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    heart_disease: "heart disease",
    heart_attack: "a heart attack",
    heart_failure: "heart failure",
    afib: "AFib",
    blood_clots: "blood clots",
    cancer_history: "a past cancer",
    cancer_current: "cancer under treatment",
    kidney_disease: "kidney disease",
    high_blood_pressure: "high blood pressure",
    dementia: "dementia",
    alzheimers: "Alzheimer's",
    parkinsons: "Parkinson's",
    obesity: "obesity",
    liver_disease: "liver disease",
    oxygen: "oxygen use",
    stroke: "a stroke",
    dialysis: "dialysis",
    diabetes: "diabetes",
    diabetes_insulin: "insulin",
    copd: "COPD",
    "smoker:former": "former smoker",
    "smoker:current": "current smoker",
    "smoker:never": "never smoked",
  },
  es: {
    heart_disease: "enfermedad cardíaca",
    heart_attack: "un infarto",
    heart_failure: "insuficiencia cardíaca",
    afib: "fibrilación auricular",
    blood_clots: "coágulos",
    cancer_history: "un cáncer pasado",
    cancer_current: "cáncer en tratamiento",
    kidney_disease: "enfermedad renal",
    high_blood_pressure: "presión alta",
    dementia: "demencia",
    alzheimers: "alzhéimer",
    parkinsons: "párkinson",
    obesity: "obesidad",
    liver_disease: "enfermedad del hígado",
    oxygen: "uso de oxígeno",
    stroke: "un derrame cerebral",
    dialysis: "diálisis",
    diabetes: "diabetes",
    diabetes_insulin: "insulina",
    copd: "EPOC",
    "smoker:former": "ex fumador",
    "smoker:current": "fumador",
    "smoker:never": "nunca fumó",
  },
  fr: {
    heart_disease: "maladie cardiaque",
    heart_attack: "un infarctus",
    heart_failure: "insuffisance cardiaque",
    afib: "fibrillation auriculaire",
    blood_clots: "caillots sanguins",
    cancer_history: "un cancer passé",
    cancer_current: "cancer en traitement",
    kidney_disease: "maladie rénale",
    high_blood_pressure: "hypertension",
    dementia: "démence",
    alzheimers: "Alzheimer",
    parkinsons: "Parkinson",
    obesity: "obésité",
    liver_disease: "maladie du foie",
    oxygen: "oxygène",
    stroke: "un AVC",
    dialysis: "dialyse",
    diabetes: "diabète",
    diabetes_insulin: "insuline",
    copd: "BPCO",
    "smoker:former": "ancien fumeur",
    "smoker:current": "fumeur",
    "smoker:never": "jamais fumé",
  },
};

/** A retirement or bank account named with an amount: money to place, not income. */
const ACCOUNT =
  /(?<![a-z])(?:401 ?\(?k\)?|403 ?\(?b\)?|ira|roth|rollover|tsp|pension|cds?|savings|ahorros|cuenta de retiro|epargne|livret|plan de retraite)(?![a-z])/u;

function accountName(text: string, language: Language): string {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  if (/401 ?\(?k\)?/u.test(text))
    return /rollover|transfer|traspaso|transfert/u.test(text)
      ? L("a 401(k) rollover", "un rollover de 401(k)", "un rollover de 401(k)")
      : "401(k)";
  if (/(?<![a-z])(?:ira|roth)(?![a-z])/u.test(text)) return "IRA";
  if (/(?<![a-z])cds?(?![a-z])/u.test(text)) return L("a CD", "un CD", "un CD");
  return L("savings", "ahorros", "épargne");
}

/** "Fewer than 20 employees": whether the employer's plan or Medicare pays first at 65. */
function employerSize(text: string): { n: number; small: boolean } | null {
  const m =
    /(?:(less|fewer|under|menos|moins|more|over|mas|plus)\s+(?:than\s+|de\s+|que\s+)?)?(\d+)\s*(?:employees|workers|people|empleados|trabajadores|personas|salaries|employes|personnes)/u.exec(
      text,
    );
  if (!m) return null;
  const n = Number(m[2]);
  const below = m[1] !== undefined && /less|fewer|under|menos|moins/u.test(m[1]);
  const above = m[1] !== undefined && !below;
  const small = below
    ? n <= ENROLLMENT_RULES.employerPrimaryEmployees
    : !above && n < ENROLLMENT_RULES.employerPrimaryEmployees;
  return { n, small };
}

/** The employer's size answered with the payer rule, for this client. */
function employerAnswer(size: { n: number; small: boolean }, bundle: Bundle, language: Language): string {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const who = bundle.client.firstName ?? L("the client", "el cliente", "le client");
  const E = ENROLLMENT_RULES;
  const src = `${RULE_SOURCES.sep.title}, ${E.year}`;
  const months = MEDICARE_RULES.medigapOpenEnrollmentMonths;
  if (size.small)
    return [
      L(
        `**Noted: fewer than ${E.employerPrimaryEmployees} employees — Medicare pays first**`,
        `**Anotado: menos de ${E.employerPrimaryEmployees} empleados — Medicare es el pagador primario**`,
        `**Noté : moins de ${E.employerPrimaryEmployees} salariés — Medicare est le payeur primaire**`,
      ),
      L(
        `Below ${E.employerPrimaryEmployees} employees, Medicare is the primary payer at 65 and the work plan pays second (${src}). That changes the plan: ${who} needs Part A and Part B on time, because a secondary plan pays only after Medicare — without Part B, most outpatient bills go largely unpaid. Part B starting also opens the ${months}-month Medigap open enrollment, so the work plan and a Medigap plan can be compared on price.`,
        `Con menos de ${E.employerPrimaryEmployees} empleados, Medicare es el pagador primario a los 65 y el plan del trabajo paga en segundo lugar (${src}). Eso cambia el plan: ${who} necesita la Parte A y la Parte B a tiempo, porque un plan secundario paga solo después de Medicare; sin la Parte B, la mayoría de las cuentas ambulatorias quedan casi sin pagar. Al empezar la Parte B también se abren los ${months} meses de inscripción abierta de Medigap, para comparar por precio el plan del trabajo y un Medigap.`,
        `Sous ${E.employerPrimaryEmployees} salariés, Medicare est le payeur primaire à 65 ans et le contrat de l'employeur paie en second (${src}). Ça change le plan : ${who} doit prendre les parties A et B à temps, car un contrat secondaire ne paie qu'après Medicare ; sans la partie B, la plupart des soins externes restent en grande partie à sa charge. Le début de la partie B ouvre aussi les ${months} mois d'inscription Medigap, pour comparer le contrat de travail et un Medigap sur le prix.`,
      ),
      L(
        `**Say:** "Because your company is small, Medicare becomes your main insurance at 65 and your work plan becomes the backup. Let's get Part B started on time, then decide whether the work plan or a Medigap plan is the better backup for the money."`,
        `**Diga:** "Como su empresa es pequeña, Medicare pasa a ser su seguro principal a los 65 y el plan del trabajo queda de respaldo. Activemos la Parte B a tiempo y luego veamos si le conviene más de respaldo el plan del trabajo o un Medigap."`,
        `**Dites :** « Comme votre entreprise est petite, Medicare devient votre assurance principale à 65 ans et le contrat de travail passe en second. Mettons la partie B en place à temps, puis voyons si le contrat de travail ou un Medigap est le meilleur complément pour le prix. »`,
      ),
      L(
        "**Next step:** ask HR to confirm the employee count and how the plan coordinates with Medicare, in writing, then set the Part B start date and quote Medigap next to the work plan's employee share.",
        "**Siguiente paso:** pida a Recursos Humanos que confirme por escrito el número de empleados y cómo coordina el plan con Medicare; luego fije la fecha de la Parte B y cotice Medigap junto a lo que paga el empleado por el plan del trabajo.",
        "**Étape suivante :** demandez aux RH de confirmer par écrit l'effectif et la coordination du contrat avec Medicare, puis fixez la date de début de la partie B et chiffrez un Medigap à côté de la part salariale du contrat de travail.",
      ),
    ].join("\n\n");
  return [
    L(
      `**Noted: ${size.n}+ employees — the work plan pays first**`,
      `**Anotado: ${size.n} empleados o más — el plan del trabajo es el primario**`,
      `**Noté : ${size.n} salariés ou plus — le contrat de l'employeur est primaire**`,
    ),
    L(
      `At ${E.employerPrimaryEmployees} employees or more, the group plan from current work pays first (${src}). ${who} can delay Part B without a late penalty while covered by that work, and gets an ${E.partBWorkingSepMonths}-month Special Enrollment Period when the job or the coverage ends. Start Part B only when it is needed: it also starts the ${months}-month Medigap open enrollment, and a window used too early is gone. Part A is usually worth taking at 65 when it costs nothing, unless an HSA is being funded.`,
      `Con ${E.employerPrimaryEmployees} empleados o más, el plan de grupo del trabajo actual paga primero (${src}). ${who} puede aplazar la Parte B sin multa mientras tenga esa cobertura, y tiene un Periodo Especial de ${E.partBWorkingSepMonths} meses cuando termine el empleo o la cobertura. Active la Parte B solo cuando haga falta: también inicia los ${months} meses de inscripción abierta de Medigap, y una ventana usada antes de tiempo se pierde. La Parte A suele convenir a los 65 si no tiene prima, salvo que aporte a una cuenta HSA.`,
      `À partir de ${E.employerPrimaryEmployees} salariés, le contrat de groupe de l'emploi actuel paie en premier (${src}). ${who} peut repousser la partie B sans pénalité tant que cette couverture dure, et a une période spéciale de ${E.partBWorkingSepMonths} mois à la fin de l'emploi ou de la couverture. Ne lancez la partie B qu'au besoin : elle ouvre aussi les ${months} mois d'inscription Medigap, et une fenêtre ouverte trop tôt est perdue. La partie A vaut en général d'être prise à 65 ans si elle est sans prime, sauf si un compte HSA est alimenté.`,
    ),
    L(
      `**Say:** "Your work plan stays your main insurance while you work there, so there's no rush and no penalty. Let's plan the switch for the month your coverage ends, so nothing lapses."`,
      `**Diga:** "Su plan del trabajo sigue siendo su seguro principal mientras trabaje ahí, así que no hay prisa ni multa. Planeemos el cambio para el mes en que termine esa cobertura, para que no quede sin cubrir."`,
      `**Dites :** « Votre contrat de travail reste votre assurance principale tant que vous y travaillez : pas d'urgence ni de pénalité. Préparons le passage pour le mois où cette couverture s'arrête, pour qu'il n'y ait aucun trou. »`,
    ),
    L(
      "**Next step:** write down the date the job or the coverage will end, book a call 90 days before it, and ask HR for the creditable coverage letter for Part D.",
      "**Siguiente paso:** anote la fecha en que terminará el empleo o la cobertura, agende una llamada 90 días antes y pida a Recursos Humanos la carta de cobertura acreditable para la Parte D.",
      "**Étape suivante :** notez la date de fin de l'emploi ou de la couverture, fixez un appel 90 jours avant et demandez aux RH l'attestation de couverture équivalente pour la partie D.",
    ),
  ].join("\n\n");
}

/** A coverage the client already has, named in the reply's language. */
const COVERAGE_WORDS: Readonly<Record<string, readonly [string, string, string]>> = {
  existing_life: ["a life policy", "un seguro de vida", "une assurance vie"],
  group_life: ["group life through work", "un seguro de vida del trabajo", "une assurance vie de groupe"],
  annuity: ["an annuity", "una anualidad", "une rente"],
  long_term_care: [
    "long-term care coverage",
    "un seguro de cuidados a largo plazo",
    "une assurance dépendance",
  ],
  original_medicare: ["Original Medicare", "Medicare Original", "Medicare Original"],
  medicare_advantage: [
    "a Medicare Advantage plan",
    "un plan Medicare Advantage",
    "un plan Medicare Advantage",
  ],
  part_d: ["a Part D plan", "un plan de la Parte D", "un plan partie D"],
  medicaid: ["Medicaid", "Medicaid", "Medicaid"],
  employer_plan: ["an employer plan", "un plan del empleador", "un régime d'employeur"],
  retiree_plan: ["a retiree plan", "un plan de jubilados", "un régime de retraités"],
};
function coverageName(id: string, language: Language): string {
  const words = COVERAGE_WORDS[id];
  if (words) return language === "es" ? words[1] : language === "fr" ? words[2] : words[0];
  if (id.startsWith("medigap_"))
    return language === "es"
      ? `Medigap plan ${id.slice(8).toUpperCase()}`
      : language === "fr"
        ? `Medigap plan ${id.slice(8).toUpperCase()}`
        : `Medigap Plan ${id.slice(8).toUpperCase()}`;
  return id.replace(/_/gu, " ");
}

export function newFactAnswer(
  message: string,
  bundle: Bundle,
  language: Language,
  ctx: CoachAnswerContext,
): CoachAnswer {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const text = fold(message);
  const size = employerSize(text);
  if (size) return { kind: "follow_up", content: employerAnswer(size, bundle, language) };
  const { profile, changed } = withNewFact(bundle.client, message, language);
  const named = changed
    .map((c) =>
      c.startsWith("savings:")
        ? `${accountName(text, language)} (${dollars(Number(c.slice(8)), language)})`
        : c.startsWith("med:")
          ? c.slice(4)
          : c.startsWith("budget:")
            ? L(
                `a budget of ${dollars(Number(c.slice(7)), language)} a month`,
                `un presupuesto de ${dollars(Number(c.slice(7)), language)} al mes`,
                `un budget de ${dollars(Number(c.slice(7)), language)} par mois`,
              )
            : c.startsWith("cov:")
              ? coverageName(c.slice(4), language)
              : c.startsWith("state:")
                ? L(
                    `a move to ${c.slice(6)}`,
                    `la mudanza a ${c.slice(6)}`,
                    `le déménagement (${c.slice(6)})`,
                  )
                : (FACT_WORDS[language][c] ?? c.replace(/_/gu, " ")),
    )
    .join(", ");
  if (changed.length === 0)
    return {
      kind: "follow_up",
      content: L(
        "I couldn't read a new fact about the client in that. Tell me what changed in a few words — a condition, tobacco, coverage, budget or state — and I'll rebuild the bundle with it.",
        "No pude leer un dato nuevo del cliente en eso. Dígame en pocas palabras qué cambió —una condición, tabaco, cobertura, presupuesto o estado— y rehago el paquete.",
        "Je n'ai pas pu lire de fait nouveau sur le client. Dites-moi en quelques mots ce qui a changé — une maladie, le tabac, la couverture, le budget ou l'État — et je refais l'offre.",
      ),
    };
  const result = generateBundle({ profile, language }, { id: ctx.id ?? bundle.id, now: ctx.now, language });
  if (!result.ok) {
    const who = bundle.client.firstName ?? L("the client", "el cliente", "le client");
    return {
      kind: "follow_up",
      content: [
        L(
          `**Noted: ${named}. This changes what can be placed.**`,
          `**Anotado: ${named}. Esto cambia lo que se puede colocar.**`,
          `**Noté : ${named}. Cela change ce qui peut être placé.**`,
        ),
        L(
          `With ${named}, fewer than two products stay open for ${who}, so no new bundle is shown. Fully underwritten life and level final expense usually decline it; guaranteed-issue whole life (no health questions, natural death covered after the waiting period) stays open. Medicare Advantage and Part D plans accept any eligible client in a valid enrollment period; Medigap asks health questions outside open enrollment and guaranteed-issue rights.`,
          `Con ${named}, quedan menos de dos productos para ${who}, así que no se muestra un paquete nuevo. El seguro de vida con suscripción completa y el de gastos finales con beneficio completo suelen rechazarlo; la vida entera de emisión garantizada (sin preguntas de salud, la muerte natural cubierta tras el periodo de espera) sigue abierta. Los planes Medicare Advantage y Parte D aceptan a todo cliente elegible en un periodo de inscripción válido; Medigap hace preguntas de salud fuera de la inscripción abierta y de los derechos de emisión garantizada.`,
          `Avec ${named}, moins de deux produits restent ouverts pour ${who}, donc aucune nouvelle offre n'est affichée. L'assurance vie avec sélection complète et les obsèques en garantie immédiate le refusent en général ; la vie entière à émission garantie (sans questions de santé, décès naturel couvert après le délai d'attente) reste ouverte. Les plans Medicare Advantage et partie D acceptent tout client éligible pendant une période d'inscription valide ; le Medigap pose des questions de santé hors période d'inscription et hors droits d'émission garantie.`,
        ),
        L(
          `**Say:** "Thank you for telling me — it matters. Some companies won't offer full coverage right away, but I still have options that don't depend on your health answers. Let me show you what those look like."`,
          `**Diga:** "Gracias por decírmelo, es importante. Algunas compañías no darán cobertura completa de inmediato, pero todavía tengo opciones que no dependen de sus respuestas de salud. Déjeme mostrarle cómo son."`,
          `**Dites :** « Merci de me l'avoir dit, c'est important. Certaines compagnies ne couvriront pas tout de suite, mais j'ai encore des options qui ne dépendent pas de vos réponses de santé. Je vous montre à quoi elles ressemblent. »`,
        ),
        L(
          "**Next step:** confirm the date and the treatment, quote guaranteed issue at the client's budget, and check whether a Medicare enrollment window is open.",
          "**Siguiente paso:** confirme la fecha y el tratamiento, cotice emisión garantizada al presupuesto del cliente y revise si hay una ventana de inscripción de Medicare abierta.",
          "**Étape suivante :** confirmez la date et le traitement, chiffrez l'émission garantie au budget du client et vérifiez si une fenêtre d'inscription Medicare est ouverte.",
        ),
      ].join("\n\n"),
    };
  }
  const before = bundle.policies.map((p) => p.name).join(", ");
  const after = result.bundle.policies.map((p) => p.name).join(", ");
  const core = result.bundle.policies.find((p) => p.role === "core") ?? result.bundle.policies[0]!;
  const was = bundle.policies.find((p) => p.product === core.product);
  const money = (m: { low: number; high: number }) =>
    m.low === m.high ? dollars(m.low, language) : `${dollars(m.low, language)}–${dollars(m.high, language)}`;
  const priceLine =
    was && core.premium.mode === "monthly" && money(was.premium.amount) !== money(core.premium.amount)
      ? L(
          ` ${core.name}: ${money(was.premium.amount)} → ${money(core.premium.amount)} a month.`,
          ` ${core.name}: ${money(was.premium.amount)} → ${money(core.premium.amount)} al mes.`,
          ` ${core.name} : ${money(was.premium.amount)} → ${money(core.premium.amount)} par mois.`,
        )
      : "";
  const why = L(` Why: ${core.why}`, ` Por qué: ${core.why}`, ` Pourquoi : ${core.why}`);
  const placed = changed.some((c) => c.startsWith("savings:"));
  const drug = changed.some((c) => c.startsWith("med:"));
  const health = drug || changed.some((c) => !c.includes(":"));
  const moved = changed.some((c) => c.startsWith("state:"));
  const medicarePlan = bundle.policies.some((p) =>
    ["medicare_advantage", "part_d", "medicare_supplement"].includes(p.product),
  );
  const tobacco = changed.some((c) => c.startsWith("smoker:"));
  const coverage = changed.some((c) => c.startsWith("cov:"));
  const blocks = [
    L(
      `**Noted: ${named}. Bundle rebuilt.**`,
      `**Anotado: ${named}. Paquete rehecho.**`,
      `**Noté : ${named}. Offre refaite.**`,
    ),
    L(
      `${before === after ? "Same products; underwriting notes and prices updated." : `Was: ${before}. Now: ${after}.`}${priceLine}${why}`,
      `${before === after ? "Mismos productos; notas de suscripción y precios actualizados." : `Antes: ${before}. Ahora: ${after}.`}${priceLine}${why}`,
      `${before === after ? "Mêmes produits ; notes de sélection et prix mis à jour." : `Avant : ${before}. Maintenant : ${after}.`}${priceLine}${why}`,
    ),
  ];
  if (health)
    blocks.push(
      L(
        drug
          ? `**Ask before you quote:** "What is it for, when did you start it, and has the dose changed in the last two years?" Carriers read a drug as the condition behind it, and ${medicarePlan ? "for Part D, check it on each plan's formulary and tier" : "the start date often decides the rate class"}.`
          : `**Ask before you quote:** "When was that diagnosed or treated, what do you take for it now, and any hospital stay for it in the last two years?" Most carriers' knock-out questions turn on those three answers, so get them exact before you show a price.`,
        drug
          ? `**Pregunte antes de cotizar:** "¿Para qué es, desde cuándo lo toma y le cambiaron la dosis en los últimos dos años?" Las aseguradoras leen un medicamento como la condición detrás${medicarePlan ? ", y para la Parte D revíselo en el formulario y el nivel de cada plan" : ", y la fecha de inicio suele decidir la clase"}.`
          : `**Pregunte antes de cotizar:** "¿Cuándo se lo diagnosticaron o trataron, qué toma ahora para eso y ha estado hospitalizado por eso en los últimos dos años?" Las preguntas eliminatorias de casi todas las aseguradoras dependen de esas tres respuestas; téngalas exactas antes de mostrar un precio.`,
        drug
          ? `**Demandez avant de chiffrer :** « C'est pour quoi, depuis quand, et la dose a-t-elle changé ces deux dernières années ? » Les assureurs lisent un médicament comme la maladie derrière${medicarePlan ? ", et pour la partie D, vérifiez-le dans la liste et le palier de chaque plan" : ", et la date de début décide souvent de la classe"}.`
          : `**Demandez avant de chiffrer :** « Quand est-ce que ça a été diagnostiqué ou traité, que prenez-vous pour ça aujourd'hui, et une hospitalisation pour ça ces deux dernières années ? » Les questions éliminatoires de la plupart des assureurs tiennent à ces trois réponses ; ayez-les exactes avant de montrer un prix.`,
      ),
    );
  if (moved && medicarePlan)
    blocks.push(
      L(
        `**The move opens a window:** leaving a plan's service area gives a Special Enrollment Period, from the month before the move to two months after it (up to two months after the plan is told, if it was told late). Medigap keeps paying anywhere Medicare is accepted, but its price follows the new state. Say: "Let's make sure your doctors and drugs work where you live now before that window closes."`,
        `**La mudanza abre una ventana:** salir del área de servicio del plan da un Período Especial, del mes antes de la mudanza a dos meses después (hasta dos meses después de avisar al plan, si se avisó tarde). Medigap sigue pagando donde se acepte Medicare, pero su precio sigue al nuevo estado. Diga: "Asegurémonos de que sus médicos y medicamentos funcionen donde vive ahora, antes de que cierre esa ventana."`,
        `**Le déménagement ouvre une fenêtre :** quitter la zone du plan donne une période spéciale, du mois avant le déménagement à deux mois après (jusqu'à deux mois après avoir prévenu le plan, s'il l'a été tard). Le Medigap continue de payer partout où Medicare est accepté, mais son prix suit le nouvel État. Dites : « Vérifions que vos médecins et médicaments fonctionnent là où vous vivez maintenant, avant que la fenêtre se ferme. »`,
      ),
    );
  if (coverage && !health)
    blocks.push(
      L(
        `**Ask before you quote:** "Which company is it with, how much does it pay, what do you pay a month, and since when?" Keep it if it still does its job; build around it rather than replace it, and if a replacement ever makes sense, fill in the state's replacement form.`,
        `**Pregunte antes de cotizar:** "¿Con qué compañía es, cuánto paga, cuánto paga usted al mes y desde cuándo la tiene?" Si todavía cumple su función, consérvela y construya alrededor de ella en vez de reemplazarla; si un reemplazo tuviera sentido, llene el formulario de reemplazo del estado.`,
        `**Demandez avant de chiffrer :** « Chez quelle compagnie, combien elle verse, combien vous payez par mois et depuis quand ? » Si elle fait encore son travail, gardez-la et construisez autour plutôt que de la remplacer ; si un remplacement avait du sens, remplissez le formulaire de remplacement de l'État.`,
      ),
    );
  if (tobacco)
    blocks.push(
      L(
        `**Ask before you quote:** "When did you last use any tobacco or nicotine at all — cigarettes, cigars, vaping, chew, patches or gum?" Carriers rate on the last use of any nicotine, and many look back 12 months or more; the exact date decides the rate class, so get it before you show a price.`,
        `**Pregunte antes de cotizar:** "¿Cuándo fue la última vez que usó tabaco o nicotina de cualquier tipo: cigarrillos, puros, vapeo, tabaco de mascar, parches o chicles?" Las aseguradoras tarifican por el último uso de nicotina y muchas miran 12 meses o más atrás; la fecha exacta decide la clase, así que consígala antes de mostrar un precio.`,
        `**Demandez avant de chiffrer :** « À quand remonte votre dernière consommation de tabac ou de nicotine, sous toute forme : cigarettes, cigares, vapotage, tabac à chiquer, patchs ou gommes ? » Les assureurs tarifent sur la dernière prise de nicotine et beaucoup regardent 12 mois ou plus en arrière ; la date exacte décide de la classe, obtenez-la avant de montrer un prix.`,
      ),
    );
  if (placed)
    blocks.push(
      L(
        `**On the money:** move retirement money by direct rollover (trustee to trustee): it stays untaxed, and a check paid to the client has 20% withheld. Say: "That money is sitting in cash earning very little. Would you like part of it working at a guaranteed rate, while the rest stays where you can reach it?"`,
        `**Sobre el dinero:** mueva el dinero de retiro por traspaso directo (de custodio a custodio): no paga impuestos, y un cheque a nombre del cliente lleva una retención del 20%. Diga: "Ese dinero está en efectivo ganando muy poco. ¿Le gustaría que una parte trabaje a una tasa garantizada, y el resto quede a la mano?"`,
        `**Sur l'argent :** transférez l'épargne retraite de gestionnaire à gestionnaire (rollover direct) : pas d'impôt, alors qu'un chèque au nom du client subit une retenue de 20 %. Dites : « Cet argent dort en liquidités et rapporte très peu. Voulez-vous qu'une partie travaille à un taux garanti, le reste restant disponible ? »`,
      ),
    );
  if (!health && !placed && !tobacco && !(moved && medicarePlan))
    blocks.push(
      L(
        `**Say:** "Thanks for telling me — it changes the numbers, so let me show you the updated option before we decide anything."`,
        `**Diga:** "Gracias por decírmelo; cambia las cifras, así que le muestro la opción actualizada antes de decidir nada."`,
        `**Dites :** « Merci de me l'avoir dit ; ça change les chiffres, alors je vous montre l'option mise à jour avant de décider quoi que ce soit. »`,
      ),
    );
  blocks.push(
    placed
      ? L(
          "**Next step:** ask for the latest statement and the plan's rollover form, and show the new split (placed, liquid) on one page at the next call.",
          "**Siguiente paso:** pida el último estado de cuenta y el formulario de traspaso del plan, y muestre la nueva división (colocado, disponible) en una página en la próxima llamada.",
          "**Étape suivante :** demandez le dernier relevé et le formulaire de transfert du plan, et présentez la nouvelle répartition (placé, disponible) sur une page au prochain appel.",
        )
      : health || tobacco
        ? L(
            `**Next step:** run the top carrier's health questions on ${named} during this call and requote from the rebuilt bundle.`,
            `**Siguiente paso:** haga en esta llamada las preguntas de salud de la primera aseguradora sobre ${named} y vuelva a cotizar con el paquete rehecho.`,
            `**Étape suivante :** posez pendant cet appel les questions de santé du premier assureur sur ${named} et rechiffrez à partir de l'offre refaite.`,
          )
        : L(
            "**Next step:** requote from the rebuilt bundle and show the new figures next to the old ones on one page, then ask which to apply for.",
            "**Siguiente paso:** vuelva a cotizar con el paquete rehecho, muestre las cifras nuevas junto a las anteriores en una página y pregunte cuál solicitar.",
            "**Étape suivante :** rechiffrez à partir de l'offre refaite, montrez les nouveaux chiffres à côté des anciens sur une page, puis demandez lequel souscrire.",
          ),
  );
  return { kind: "follow_up", bundle: result.bundle, content: blocks.join("\n\n") };
}
