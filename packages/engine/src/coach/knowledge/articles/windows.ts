/**
 * Windows, rights and programs the first knowledge base was thin on (docs/product/chat-coach.md#answer-decision): special enrollment
 * periods, the MA Open Enrollment Period, trial rights, birthday and anniversary rules, the Part B and
 * Part D penalties, Extra Help and the Medicare Savings Programs, IRMAA, special needs plans, TRICARE For
 * Life and VA, ESRD. Figures are read from the tables (`facts/`, `knowledge/rules.ts`); the rules come
 * from `docs/engine/eligibility.md#sources-and-confidence` (sections named in each article's sources).
 * One file for these articles: they share the review month and the figures read once at the top, and each
 * keeps its English, Spanish and French text side by side, which is how a reviewer checks that the three
 * say the same.
 */
import { MEDICARE_RULES, medicareFigures } from "../../../facts/index.js";
import type { Language } from "../../../types.js";
import { dollars } from "../../decisions/facts.js";
import { ENROLLMENT_RULES } from "../rules.js";
import type { Article, ArticleText } from "../types.js";
import { agent, client } from "./selling/dialogue.js";

const REVIEWED = "2026-11";
const F = medicareFigures(ENROLLMENT_RULES.year);
const $ = (n: number, l: Language) => dollars(n, l);

type Line = ReturnType<typeof agent>;
const text = (
  title: string,
  summary: string,
  keyPoints: string[],
  procedure: string[],
  dos: string[],
  donts: string[],
  exampleDialogue: Line[],
  keywords: string[],
  nextStep: string,
): ArticleText => ({ title, summary, keyPoints, procedure, dos, donts, exampleDialogue, keywords, nextStep });

const SEP: Article = {
  id: "KB-10015",
  date: REVIEWED,
  topic: "special_enrollment_periods",
  sources: ["packages/engine/src/eligibility/windows.ts [R42][R43][R44][R47][R60]"],
  text: {
    en: text(
      "Special enrollment periods: the doors open outside AEP",
      "Outside AEP a client can change an Advantage or Part D plan only through a door: a special enrollment period (SEP) tied to an event, or the MA Open Enrollment Period. Find the event first, then the window, then the plan.",
      [
        `Move: notify before the move and the SEP runs from the month before through ${ENROLLMENT_RULES.lossOfCoverageSepMonths} full months after; notify after and it runs from the month of notice plus 2 more months.`,
        `Losing creditable drug or employer coverage: a ${ENROLLMENT_RULES.lossOfCoverageSepMonths}-month SEP.`,
        `5-star SEP: once a year, December 8 to November 30, into a 5-star plan.`,
        "Medicaid or Extra Help: a monthly SEP to drop Advantage for Original Medicare plus Part D, or to switch drug plans (not Advantage to Advantage).",
        "A plan leaving the area or Medicare: an SEP, plus a Medigap guaranteed-issue right.",
        "A doctor leaving the network does not open an SEP by itself; CMS grants one only for significant network changes.",
      ],
      [
        "Ask what changed: address, coverage, Medicaid or Extra Help, the plan's status, a star rating.",
        "Match the event to its SEP and write down the window's last day.",
        "If no SEP fits, check the MA Open Enrollment Period (January 1 to March 31) or wait for AEP.",
        "Keep proof of the event (a letter, a lease, a notice) in the file with the enrollment.",
      ],
      [
        "Ask about Medicaid and Extra Help on every review: they open the most doors.",
        "Put every SEP's end date in the CRM the day you learn of the event.",
        "Use the plan's continuity-of-care process when a doctor leaves, before talking about switching.",
      ],
      [
        "Don't enroll outside a window and hope it goes through.",
        "Don't promise an SEP because a single doctor left.",
        "Don't move a 5-star SEP client into a plan that isn't 5-star.",
      ],
      [
        agent("You mentioned you moved in August — did you tell your plan before or after the move?"),
        client("After, in September."),
        agent(
          "Then you still have a window open through November. Let's look at the plans at your new address today.",
        ),
      ],
      [
        "sep",
        "special enrollment",
        "moved",
        "move",
        "lost coverage",
        "5-star",
        "doctor leaving",
        "plan leaving",
        "outside aep",
        "switch plans",
      ],
      "On your next review, ask the four SEP questions (moved, lost coverage, Medicaid or Extra Help, plan change) before anything else.",
    ),
    es: text(
      "Períodos especiales de inscripción: las puertas fuera del AEP",
      "Fuera del AEP, un cliente solo puede cambiar de plan Advantage o de Parte D por una puerta: un período especial de inscripción (SEP) ligado a un evento, o el Período de Inscripción Abierta de MA. Primero el evento, luego la ventana, después el plan.",
      [
        `Mudanza: si avisa antes, el SEP va desde el mes anterior hasta ${ENROLLMENT_RULES.lossOfCoverageSepMonths} meses completos después; si avisa después, desde el mes del aviso más 2 meses.`,
        `Pérdida de cobertura acreditable de medicamentos o del empleador: un SEP de ${ENROLLMENT_RULES.lossOfCoverageSepMonths} meses.`,
        "SEP de 5 estrellas: una vez al año, del 8 de diciembre al 30 de noviembre, hacia un plan de 5 estrellas.",
        "Medicaid o Ayuda Adicional: un SEP mensual para dejar Advantage por Medicare Original más Parte D, o cambiar de plan de medicamentos (no de Advantage a Advantage).",
        "Un plan que deja el área o Medicare: un SEP y además un derecho de emisión garantizada de Medigap.",
        "Que un médico salga de la red no abre un SEP por sí solo; CMS lo da solo si los cambios de red son significativos.",
      ],
      [
        "Pregunte qué cambió: domicilio, cobertura, Medicaid o Ayuda Adicional, la situación del plan, las estrellas.",
        "Asocie el evento con su SEP y anote el último día de la ventana.",
        "Si ningún SEP aplica, revise el Período de Inscripción Abierta de MA (1 de enero a 31 de marzo) o espere al AEP.",
        "Guarde la prueba del evento (carta, contrato, aviso) junto con la inscripción.",
      ],
      [
        "Pregunte por Medicaid y Ayuda Adicional en cada revisión: abren más puertas.",
        "Anote en el CRM la fecha final de cada SEP el mismo día que conoce el evento.",
        "Use el proceso de continuidad de atención del plan cuando un médico se va, antes de hablar de cambiar.",
      ],
      [
        "No inscriba fuera de una ventana esperando que pase.",
        "No prometa un SEP porque se fue un solo médico.",
        "No pase a un cliente con SEP de 5 estrellas a un plan que no lo sea.",
      ],
      [
        agent("Me dijo que se mudó en agosto: ¿le avisó al plan antes o después?"),
        client("Después, en septiembre."),
        agent(
          "Entonces todavía tiene una ventana abierta hasta noviembre. Veamos hoy los planes de su nueva dirección.",
        ),
      ],
      [
        "sep",
        "periodo especial",
        "mudanza",
        "se mudo",
        "perdio cobertura",
        "5 estrellas",
        "medico se va",
        "plan se va",
        "fuera del aep",
        "cambiar de plan",
      ],
      "En su próxima revisión, haga las cuatro preguntas de SEP (mudanza, pérdida de cobertura, Medicaid o Ayuda Adicional, cambio del plan) antes que nada.",
    ),
    fr: text(
      "Périodes d'adhésion spéciales : les portes hors AEP",
      "Hors AEP, un client ne peut changer de plan Advantage ou partie D que par une porte : une période d'adhésion spéciale (SEP) liée à un événement, ou la période d'adhésion ouverte MA. D'abord l'événement, puis la fenêtre, puis le plan.",
      [
        `Déménagement : prévenu avant, la SEP court du mois précédent jusqu'à ${ENROLLMENT_RULES.lossOfCoverageSepMonths} mois pleins après ; prévenu après, du mois de l'avis plus 2 mois.`,
        `Perte d'une couverture médicaments reconnue ou employeur : une SEP de ${ENROLLMENT_RULES.lossOfCoverageSepMonths} mois.`,
        "SEP 5 étoiles : une fois par an, du 8 décembre au 30 novembre, vers un plan 5 étoiles.",
        "Medicaid ou Extra Help : une SEP mensuelle pour quitter Advantage pour Medicare Original plus partie D, ou changer de plan médicaments (pas d'Advantage à Advantage).",
        "Un plan qui quitte la zone ou Medicare : une SEP, plus un droit d'émission garantie Medigap.",
        "Le départ d'un médecin n'ouvre pas de SEP à lui seul ; CMS n'en accorde que pour des changements de réseau importants.",
      ],
      [
        "Demandez ce qui a changé : adresse, couverture, Medicaid ou Extra Help, statut du plan, étoiles.",
        "Associez l'événement à sa SEP et notez le dernier jour de la fenêtre.",
        "Si aucune SEP ne s'applique, voyez la période d'adhésion ouverte MA (1er janvier au 31 mars) ou attendez l'AEP.",
        "Gardez la preuve de l'événement (lettre, bail, avis) avec l'adhésion.",
      ],
      [
        "Posez la question Medicaid et Extra Help à chaque revue : ce sont elles qui ouvrent le plus de portes.",
        "Notez dans le CRM la date de fin de chaque SEP le jour où vous apprenez l'événement.",
        "Utilisez la procédure de continuité des soins du plan quand un médecin part, avant de parler de changer.",
      ],
      [
        "N'inscrivez pas hors fenêtre en espérant que ça passe.",
        "Ne promettez pas de SEP parce qu'un seul médecin est parti.",
        "Ne faites pas passer un client en SEP 5 étoiles vers un plan qui ne l'est pas.",
      ],
      [
        agent("Vous avez déménagé en août : vous avez prévenu votre plan avant ou après ?"),
        client("Après, en septembre."),
        agent(
          "Alors une fenêtre reste ouverte jusqu'en novembre. Regardons aujourd'hui les plans à votre nouvelle adresse.",
        ),
      ],
      [
        "sep",
        "periode speciale",
        "demenagement",
        "demenage",
        "perte de couverture",
        "5 etoiles",
        "medecin quitte",
        "plan quitte",
        "hors aep",
        "changer de plan",
      ],
      "À votre prochaine revue, posez les quatre questions SEP (déménagement, perte de couverture, Medicaid ou Extra Help, changement du plan) avant tout.",
    ),
  },
};

const oepFrom = "January 1";
const MA_OEP: Article = {
  id: "KB-10016",
  date: REVIEWED,
  topic: "ma_open_enrollment",
  sources: ["packages/engine/src/eligibility/windows.ts", "packages/engine/src/facts/medicare.ts"],
  text: {
    en: text(
      "The MA Open Enrollment Period (January 1 – March 31)",
      `From ${oepFrom} to March 31, people already in a Medicare Advantage plan get one change: another Advantage plan, or back to Original Medicare with a Part D plan. It is the fix for an AEP choice that went wrong, not a second AEP.`,
      [
        "Only for people enrolled in Medicare Advantage on January 1 (or new to Medicare and in MA).",
        "One change during the period; it takes effect the first of the next month.",
        "Someone on Original Medicare cannot use it to join Advantage or switch drug plans.",
        "A Medigap bought after leaving Advantage this way may ask health questions, unless a trial right or a state rule applies.",
      ],
      [
        "In January, call every client you enrolled in AEP: doctors, drugs and first bills.",
        "If something is wrong, check first for a trial right or SEP that gives more room.",
        "Compare the fix against the client's drugs and doctors before March.",
        "Enroll once; a second change needs another window.",
      ],
      [
        "Call new Advantage clients in January, before the first surprise bill.",
        "Check Medigap underwriting before moving a client back to Original Medicare.",
        "Document why the change was made.",
      ],
      [
        "Don't market the period as a second AEP.",
        "Don't use it for someone on Original Medicare.",
        "Don't let a client drop Advantage before a Medigap is approved.",
      ],
      [
        agent("How's the new plan working — any trouble at the pharmacy or with your doctor?"),
        client("My heart doctor isn't in it."),
        agent(
          "You have until March 31 to make one change. Let's find the plan your cardiologist takes, and check your drugs there too.",
        ),
      ],
      [
        "oep",
        "ma oep",
        "open enrollment",
        "january",
        "march",
        "switch advantage",
        "one change",
        "wrong plan",
        "february",
      ],
      "Book a 10-minute January check-in with every client you enrolled in AEP.",
    ),
    es: text(
      "El Período de Inscripción Abierta de MA (1 de enero – 31 de marzo)",
      "Del 1 de enero al 31 de marzo, quien ya tiene un plan Medicare Advantage tiene un cambio: otro plan Advantage, o volver a Medicare Original con un plan de Parte D. Sirve para corregir una elección del AEP, no es un segundo AEP.",
      [
        "Solo para quien está en Medicare Advantage el 1 de enero (o es nuevo en Medicare y está en MA).",
        "Un cambio durante el período; entra en vigor el primero del mes siguiente.",
        "Quien está en Medicare Original no puede usarlo para entrar a Advantage ni cambiar de plan de medicamentos.",
        "Un Medigap comprado al salir de Advantage así puede pedir preguntas de salud, salvo derecho de prueba o regla estatal.",
      ],
      [
        "En enero, llame a cada cliente que inscribió en el AEP: médicos, medicamentos y primeras cuentas.",
        "Si algo falla, revise primero si hay un derecho de prueba o un SEP que dé más margen.",
        "Compare la corrección con los medicamentos y médicos del cliente antes de marzo.",
        "Inscriba una sola vez; un segundo cambio requiere otra ventana.",
      ],
      [
        "Llame a los nuevos clientes de Advantage en enero, antes de la primera cuenta sorpresa.",
        "Revise la suscripción de Medigap antes de volver a un cliente a Medicare Original.",
        "Documente por qué se hizo el cambio.",
      ],
      [
        "No lo promocione como un segundo AEP.",
        "No lo use para alguien en Medicare Original.",
        "No deje que un cliente deje Advantage antes de que aprueben el Medigap.",
      ],
      [
        agent("¿Cómo le va con el plan nuevo? ¿Algún problema en la farmacia o con su médico?"),
        client("Mi cardiólogo no está en la red."),
        agent(
          "Tiene hasta el 31 de marzo para un cambio. Busquemos el plan que acepta a su cardiólogo y revisemos ahí sus medicamentos.",
        ),
      ],
      [
        "oep",
        "inscripcion abierta",
        "enero",
        "marzo",
        "febrero",
        "cambiar advantage",
        "un cambio",
        "plan equivocado",
        "ma oep",
      ],
      "Agende una llamada de 10 minutos en enero con cada cliente que inscribió en el AEP.",
    ),
    fr: text(
      "La période d'adhésion ouverte MA (1er janvier – 31 mars)",
      "Du 1er janvier au 31 mars, les personnes déjà en Medicare Advantage ont un changement : un autre plan Advantage, ou le retour à Medicare Original avec un plan partie D. C'est la correction d'un choix d'AEP, pas une seconde AEP.",
      [
        "Seulement pour les adhérents Medicare Advantage au 1er janvier (ou nouveaux dans Medicare et en MA).",
        "Un seul changement pendant la période ; effet le 1er du mois suivant.",
        "Une personne en Medicare Original ne peut pas s'en servir pour entrer en Advantage ou changer de plan médicaments.",
        "Un Medigap pris en quittant Advantage ainsi peut poser des questions de santé, sauf droit d'essai ou règle d'État.",
      ],
      [
        "En janvier, appelez chaque client inscrit pendant l'AEP : médecins, médicaments, premières factures.",
        "En cas de problème, cherchez d'abord un droit d'essai ou une SEP qui donne plus de marge.",
        "Comparez la correction avec les médicaments et médecins du client avant mars.",
        "Un seul changement ; un second demande une autre fenêtre.",
      ],
      [
        "Appelez les nouveaux clients Advantage en janvier, avant la première facture surprise.",
        "Vérifiez la sélection médicale Medigap avant de renvoyer un client vers Medicare Original.",
        "Notez pourquoi le changement a été fait.",
      ],
      [
        "Ne la présentez pas comme une seconde AEP.",
        "Ne l'utilisez pas pour un client en Medicare Original.",
        "Ne laissez pas un client quitter Advantage avant l'acceptation du Medigap.",
      ],
      [
        agent("Comment se passe le nouveau plan — un souci à la pharmacie ou avec votre médecin ?"),
        client("Mon cardiologue n'y est pas."),
        agent(
          "Vous avez jusqu'au 31 mars pour un changement. Trouvons le plan qui accepte votre cardiologue et vérifions vos médicaments.",
        ),
      ],
      [
        "oep",
        "adhesion ouverte",
        "janvier",
        "mars",
        "fevrier",
        "changer advantage",
        "un changement",
        "mauvais plan",
        "ma oep",
      ],
      "Fixez un appel de 10 minutes en janvier avec chaque client inscrit pendant l'AEP.",
    ),
  },
};

const TRIAL: Article = {
  id: "KB-10017",
  date: REVIEWED,
  topic: "trial_rights",
  sources: ["packages/engine/src/eligibility/windows.ts [R30][R31][R33]"],
  text: {
    en: text(
      "Trial rights: trying Medicare Advantage and coming back",
      `Two federal trial rights let a client leave Medicare Advantage within ${ENROLLMENT_RULES.trialRightMonths} months and buy Medigap without health questions. They are the safety net that makes an Advantage choice at 65 reversible — and they expire.`,
      [
        `Trial right 1: joined Advantage when first eligible at 65 and leaves within the first ${ENROLLMENT_RULES.trialRightMonths} months: any Medigap sold in the state (new since 2020: not C or F).`,
        `Trial right 2: dropped a Medigap to join Advantage for the first time and leaves within ${ENROLLMENT_RULES.trialRightMonths} months: the same policy back if still sold, else the guaranteed-issue list.`,
        `Apply within ${ENROLLMENT_RULES.giDaysAfterLoss} days of the Advantage coverage ending.`,
        "After the 12 months, the right is gone: health questions apply again outside other rights.",
      ],
      [
        "At enrollment, note whether the client is first eligible at 65 or left a Medigap.",
        "Put the 12-month date in the CRM.",
        "Around month 9, review: doctors, bills, satisfaction.",
        "If leaving, line up the Medigap and a Part D plan before disenrolling.",
      ],
      [
        "Explain the trial right at the Advantage sale, in plain words.",
        "Keep the client's old Medigap carrier and plan letter on file.",
        "Review before the right expires, not after.",
      ],
      [
        "Don't promise a trial right to someone who had Advantage before.",
        "Don't let the 12 months pass without a review.",
        "Don't drop the Advantage plan before the Medigap is issued.",
      ],
      [
        agent(
          "If this plan doesn't suit you in the first year, you can go back to a supplement without health questions. Let's put a review in month nine.",
        ),
        client("So I'm not stuck?"),
        agent("Not this first year. After that the rules change, so we'll decide together before then."),
      ],
      [
        "trial right",
        "trial period",
        "12 months",
        "leave advantage",
        "go back to medigap",
        "first year",
        "derecho de prueba",
        "droit d'essai",
        "switch back",
      ],
      "Find every client in their first Advantage year and book a month-nine review.",
    ),
    es: text(
      "Derechos de prueba: probar Medicare Advantage y volver",
      `Dos derechos de prueba federales permiten salir de Medicare Advantage en ${ENROLLMENT_RULES.trialRightMonths} meses y comprar Medigap sin preguntas de salud. Son la red de seguridad que hace reversible una elección de Advantage a los 65, y vencen.`,
      [
        `Derecho 1: entró a Advantage al ser elegible a los 65 y sale en los primeros ${ENROLLMENT_RULES.trialRightMonths} meses: cualquier Medigap del estado (nuevos desde 2020: no C ni F).`,
        `Derecho 2: dejó un Medigap para entrar a Advantage por primera vez y sale en ${ENROLLMENT_RULES.trialRightMonths} meses: la misma póliza si aún se vende, si no la lista de emisión garantizada.`,
        `Solicite dentro de ${ENROLLMENT_RULES.giDaysAfterLoss} días después de que termine la cobertura Advantage.`,
        "Pasados los 12 meses, el derecho desaparece y vuelven las preguntas de salud.",
      ],
      [
        "Al inscribir, anote si el cliente es elegible por primera vez a los 65 o dejó un Medigap.",
        "Ponga la fecha de los 12 meses en el CRM.",
        "Hacia el mes 9, revise: médicos, cuentas, satisfacción.",
        "Si se va, tenga listo el Medigap y un plan de Parte D antes de darse de baja.",
      ],
      [
        "Explique el derecho de prueba al vender Advantage, con palabras simples.",
        "Guarde la aseguradora y la letra del Medigap anterior.",
        "Revise antes de que venza, no después.",
      ],
      [
        "No prometa un derecho de prueba a quien ya tuvo Advantage.",
        "No deje pasar los 12 meses sin revisión.",
        "No dé de baja Advantage antes de que emitan el Medigap.",
      ],
      [
        agent(
          "Si este plan no le conviene el primer año, puede volver a un suplemento sin preguntas de salud. Pongamos una revisión en el mes nueve.",
        ),
        client("¿Entonces no me quedo atrapado?"),
        agent("Este primer año no. Después las reglas cambian, así que lo decidimos juntos antes."),
      ],
      [
        "derecho de prueba",
        "periodo de prueba",
        "12 meses",
        "salir de advantage",
        "volver a medigap",
        "primer ano",
        "trial right",
        "probar advantage",
        "regresar",
      ],
      "Busque a cada cliente en su primer año de Advantage y agende una revisión en el mes nueve.",
    ),
    fr: text(
      "Droits d'essai : essayer Medicare Advantage et revenir",
      `Deux droits d'essai fédéraux permettent de quitter Medicare Advantage dans les ${ENROLLMENT_RULES.trialRightMonths} mois et de prendre un Medigap sans questions de santé. C'est le filet qui rend réversible un choix Advantage à 65 ans — et il expire.`,
      [
        `Droit 1 : entré en Advantage dès l'éligibilité à 65 ans et sorti dans les ${ENROLLMENT_RULES.trialRightMonths} premiers mois : tout Medigap vendu dans l'État (nouveaux depuis 2020 : pas C ni F).`,
        `Droit 2 : a quitté un Medigap pour entrer en Advantage pour la première fois et sort dans les ${ENROLLMENT_RULES.trialRightMonths} mois : le même contrat s'il est encore vendu, sinon la liste d'émission garantie.`,
        `Déposer la demande dans les ${ENROLLMENT_RULES.giDaysAfterLoss} jours après la fin de la couverture Advantage.`,
        "Après 12 mois, le droit disparaît : les questions de santé reviennent.",
      ],
      [
        "À l'adhésion, notez si le client est éligible pour la première fois à 65 ans ou a quitté un Medigap.",
        "Mettez la date des 12 mois dans le CRM.",
        "Vers le 9e mois, faites le point : médecins, factures, satisfaction.",
        "S'il part, préparez le Medigap et un plan partie D avant la résiliation.",
      ],
      [
        "Expliquez le droit d'essai à la vente Advantage, simplement.",
        "Gardez l'assureur et la lettre du Medigap précédent.",
        "Faites le point avant l'échéance, pas après.",
      ],
      [
        "Ne promettez pas de droit d'essai à quelqu'un qui a déjà eu Advantage.",
        "Ne laissez pas passer les 12 mois sans revue.",
        "Ne résiliez pas l'Advantage avant l'émission du Medigap.",
      ],
      [
        agent(
          "Si ce plan ne vous convient pas la première année, vous pourrez revenir à un complément sans questions de santé. Prévoyons un point au neuvième mois.",
        ),
        client("Donc je ne suis pas coincé ?"),
        agent("Pas cette première année. Ensuite les règles changent, alors on décidera ensemble avant."),
      ],
      [
        "droit d'essai",
        "periode d'essai",
        "12 mois",
        "quitter advantage",
        "revenir au medigap",
        "premiere annee",
        "trial right",
        "essayer advantage",
        "revenir",
      ],
      "Repérez chaque client dans sa première année Advantage et fixez un point au neuvième mois.",
    ),
  },
};

const BIRTHDAY: Article = {
  id: "KB-10018",
  date: REVIEWED,
  topic: "birthday_anniversary_rules",
  sources: ["packages/engine/src/eligibility/states.ts [R4][R5][R7][R10][R14][R16]"],
  text: {
    en: text(
      "Birthday and anniversary rules: state windows to change Medigap",
      "Some states let a Medigap client move to a plan with equal or lesser benefits without health questions each year around their birthday (or policy anniversary). Where they apply, they are the yearly re-shop; elsewhere a switch means underwriting.",
      [
        "California: 60 days starting on the birthday; equal or lesser benefits; any insurer.",
        "Idaho, Louisiana, Wyoming: 63 days from the birthday (Louisiana: same issuer or affiliate).",
        "Illinois: 45 days from the birthday, ages 65–75, same issuer or affiliate; Maryland: 30 days; Oklahoma: 60 days; Nevada: from the 1st of the birth month.",
        "Missouri is an anniversary rule: 30 days before to 30 after the policy anniversary, same plan letter, another insurer. Kentucky: same letter.",
        "Virginia from July 2025 and Oregon also have birthday windows; sources disagree on some lengths: check the state's insurance department before quoting.",
      ],
      [
        "Tag each Medigap client with state and birth month.",
        "Sixty days before the window, re-quote the same or a lesser plan.",
        "Apply inside the window; keep the old policy until the new one is issued.",
        "Note the next window in the CRM.",
      ],
      [
        "Confirm the state rule's current wording before you rely on it.",
        "Compare rate history, not just today's premium.",
        "Keep the plan letter equal or lesser.",
      ],
      [
        "Don't move a client up a plan letter on a birthday rule.",
        "Don't cancel the old policy first.",
        "Don't assume a neighbouring state's rule.",
      ],
      [
        agent(
          "Your birthday is in March, and in California that opens a window to change your supplement without health questions. Want me to check if the same plan costs less elsewhere?",
        ),
        client("Yes, it went up again this year."),
        agent("I'll bring you two quotes in February, and we apply on your birthday."),
      ],
      [
        "birthday rule",
        "anniversary rule",
        "california",
        "missouri",
        "illinois",
        "oregon",
        "switch medigap",
        "no health questions",
        "regla de cumpleanos",
        "regle d'anniversaire",
      ],
      "Run a report of Medigap clients in birthday-rule states and book their re-quotes by birth month.",
    ),
    es: text(
      "Reglas de cumpleaños y aniversario: ventanas estatales para cambiar de Medigap",
      "Algunos estados permiten que un cliente de Medigap cambie a un plan con beneficios iguales o menores sin preguntas de salud cada año cerca de su cumpleaños (o del aniversario de la póliza). Donde aplican, son la recotización anual; en otros estados cambiar implica suscripción.",
      [
        "California: 60 días desde el cumpleaños; beneficios iguales o menores; cualquier aseguradora.",
        "Idaho, Luisiana, Wyoming: 63 días desde el cumpleaños (Luisiana: misma aseguradora o afiliada).",
        "Illinois: 45 días desde el cumpleaños, de 65 a 75 años, misma aseguradora o afiliada; Maryland: 30 días; Oklahoma: 60 días; Nevada: desde el día 1 del mes de nacimiento.",
        "Misuri tiene regla de aniversario: 30 días antes a 30 después del aniversario, misma letra, otra aseguradora. Kentucky: misma letra.",
        "Virginia desde julio de 2025 y Oregón también tienen ventanas; las fuentes difieren en algunas duraciones: confirme con el departamento de seguros del estado.",
      ],
      [
        "Etiquete a cada cliente de Medigap con estado y mes de nacimiento.",
        "Sesenta días antes de la ventana, recotice el mismo plan o uno menor.",
        "Solicite dentro de la ventana; mantenga la póliza vieja hasta que emitan la nueva.",
        "Anote la próxima ventana en el CRM.",
      ],
      [
        "Confirme la redacción vigente de la regla estatal antes de usarla.",
        "Compare el historial de tarifas, no solo la prima de hoy.",
        "Mantenga la letra del plan igual o menor.",
      ],
      [
        "No suba de letra con una regla de cumpleaños.",
        "No cancele primero la póliza vieja.",
        "No suponga la regla del estado vecino.",
      ],
      [
        agent(
          "Su cumpleaños es en marzo, y en California eso abre una ventana para cambiar su suplemento sin preguntas de salud. ¿Quiere que revise si el mismo plan cuesta menos en otra aseguradora?",
        ),
        client("Sí, este año subió otra vez."),
        agent("Le traigo dos cotizaciones en febrero y solicitamos en su cumpleaños."),
      ],
      [
        "regla de cumpleanos",
        "regla de aniversario",
        "california",
        "misuri",
        "illinois",
        "oregon",
        "cambiar medigap",
        "sin preguntas de salud",
        "cumpleanos",
        "birthday rule",
      ],
      "Saque un reporte de clientes de Medigap en estados con regla de cumpleaños y agende sus recotizaciones por mes de nacimiento.",
    ),
    fr: text(
      "Règles d'anniversaire : les fenêtres d'État pour changer de Medigap",
      "Certains États permettent à un client Medigap de passer chaque année, autour de son anniversaire (ou de celui du contrat), à un plan aux garanties égales ou moindres sans questions de santé. Là où elles existent, c'est la remise en concurrence annuelle ; ailleurs, changer implique une sélection médicale.",
      [
        "Californie : 60 jours à partir de l'anniversaire ; garanties égales ou moindres ; tout assureur.",
        "Idaho, Louisiane, Wyoming : 63 jours à partir de l'anniversaire (Louisiane : même assureur ou affilié).",
        "Illinois : 45 jours, de 65 à 75 ans, même assureur ou affilié ; Maryland : 30 jours ; Oklahoma : 60 jours ; Nevada : à partir du 1er du mois de naissance.",
        "Missouri applique l'anniversaire du contrat : 30 jours avant à 30 jours après, même lettre, autre assureur. Kentucky : même lettre.",
        "La Virginie depuis juillet 2025 et l'Oregon ont aussi des fenêtres ; les sources divergent sur certaines durées : vérifiez auprès du département des assurances de l'État.",
      ],
      [
        "Étiquetez chaque client Medigap avec son État et son mois de naissance.",
        "Soixante jours avant la fenêtre, rechiffrez le même plan ou un plan moindre.",
        "Déposez la demande dans la fenêtre ; gardez l'ancien contrat jusqu'à l'émission du nouveau.",
        "Notez la prochaine fenêtre dans le CRM.",
      ],
      [
        "Vérifiez la formulation actuelle de la règle d'État avant de vous y fier.",
        "Comparez l'historique des hausses, pas seulement la prime du jour.",
        "Gardez une lettre de plan égale ou moindre.",
      ],
      [
        "Ne montez pas de lettre avec une règle d'anniversaire.",
        "Ne résiliez pas l'ancien contrat d'abord.",
        "Ne supposez pas la règle de l'État voisin.",
      ],
      [
        agent(
          "Votre anniversaire est en mars, et en Californie cela ouvre une fenêtre pour changer de complément sans questions de santé. Je regarde si le même plan coûte moins ailleurs ?",
        ),
        client("Oui, il a encore augmenté cette année."),
        agent("Je vous apporte deux devis en février et on dépose la demande à votre anniversaire."),
      ],
      [
        "regle d'anniversaire",
        "anniversaire",
        "californie",
        "missouri",
        "illinois",
        "oregon",
        "changer de medigap",
        "sans questions de sante",
        "birthday rule",
        "date anniversaire contrat",
      ],
      "Sortez la liste des clients Medigap dans les États à règle d'anniversaire et planifiez leurs devis par mois de naissance.",
    ),
  },
};

const PENALTIES: Article = {
  id: "KB-10019",
  date: REVIEWED,
  topic: "late_enrollment_penalties",
  sources: [
    "packages/engine/src/eligibility/penalties.ts [R48][R49][R50]",
    "packages/engine/src/facts/medicare.ts",
  ],
  text: {
    en: text(
      "Part B and Part D late penalties: how they count and how to avoid them",
      `Both penalties last as long as the coverage does. Part B adds ${MEDICARE_RULES.partBLatePenaltyPerYear * 100}% of the standard premium for each full 12 months without it; Part D adds ${MEDICARE_RULES.partDLatePenaltyPerMonth * 100}% of the national base premium (${$(F.partD.baseBeneficiaryPremium, "en")} in ${F.year}) per uncovered month.`,
      [
        `Part B: the count starts after the initial enrollment period; ${F.year} example: 2 full years late → 20% × ${$(F.partB.premium, "en")} added every month.`,
        `Part D: counted after ${MEDICARE_RULES.partDPenaltyGapDays} days without creditable drug coverage; recalculated every year on that year's base premium.`,
        "Delaying Part B with coverage from current work (employer with 20+ employees) is not late; COBRA and retiree coverage don't count.",
        "VA and TRICARE drug coverage are creditable for Part D; there is no Part D penalty while the client has Extra Help.",
      ],
      [
        "Ask how the client was covered every month since 65.",
        "For work coverage, get the employer form (CMS-L564) and file it with the Part B request.",
        "For drugs, ask for the creditable-coverage notice each year.",
        "Enroll at the first open window to stop the count.",
      ],
      [
        "Check employer size before advising anyone to delay Part B.",
        "Keep creditable-coverage letters in the file.",
        "Quote the penalty in dollars, not only percent.",
      ],
      [
        "Don't call COBRA a reason to delay Part B.",
        "Don't assume retiree drug coverage is creditable: ask for the notice.",
        "Don't wait for AEP if an SEP is open now.",
      ],
      [
        agent("Were you covered by a job you were still working at, every month since you turned 65?"),
        client("Until last year, then COBRA."),
        agent(
          "COBRA doesn't count for Part B, so let's sign you up now, before the count reaches a full year.",
        ),
      ],
      [
        "penalty",
        "late enrollment",
        "part b penalty",
        "part d penalty",
        "lep",
        "creditable coverage",
        "cobra",
        "multa",
        "penalite",
        "63 days",
      ],
      "On every new Medicare client, ask the month-by-month coverage history before you talk plans.",
    ),
    es: text(
      "Multas tardías de la Parte B y D: cómo se cuentan y cómo evitarlas",
      `Las dos multas duran tanto como la cobertura. La Parte B suma un ${MEDICARE_RULES.partBLatePenaltyPerYear * 100}% de la prima estándar por cada 12 meses completos sin ella; la Parte D suma un ${MEDICARE_RULES.partDLatePenaltyPerMonth * 100}% de la prima base nacional (${$(F.partD.baseBeneficiaryPremium, "es")} en ${F.year}) por mes sin cobertura.`,
      [
        `Parte B: el conteo empieza después del período inicial; ejemplo ${F.year}: 2 años completos tarde → 20% × ${$(F.partB.premium, "es")} más cada mes.`,
        `Parte D: cuenta después de ${MEDICARE_RULES.partDPenaltyGapDays} días sin cobertura acreditable; se recalcula cada año con la prima base de ese año.`,
        "Retrasar la Parte B con cobertura de un empleo actual (empresa de 20+ empleados) no es tarde; COBRA y la cobertura de jubilado no cuentan.",
        "La cobertura de medicamentos de VA y TRICARE es acreditable; no hay multa de Parte D mientras el cliente tenga Ayuda Adicional.",
      ],
      [
        "Pregunte cómo estuvo cubierto el cliente cada mes desde los 65.",
        "Para cobertura laboral, consiga el formulario del empleador (CMS-L564) y preséntelo con la solicitud de la Parte B.",
        "Para medicamentos, pida cada año el aviso de cobertura acreditable.",
        "Inscriba en la primera ventana abierta para detener el conteo.",
      ],
      [
        "Revise el tamaño del empleador antes de aconsejar retrasar la Parte B.",
        "Guarde las cartas de cobertura acreditable.",
        "Diga la multa en dólares, no solo en porcentaje.",
      ],
      [
        "No use COBRA como razón para retrasar la Parte B.",
        "No suponga que la cobertura de jubilado es acreditable: pida el aviso.",
        "No espere al AEP si hay un SEP abierto.",
      ],
      [
        agent("¿Estuvo cubierto por un trabajo activo todos los meses desde que cumplió 65?"),
        client("Hasta el año pasado, luego COBRA."),
        agent(
          "COBRA no cuenta para la Parte B, así que inscribámoslo ahora, antes de que el conteo llegue a un año completo.",
        ),
      ],
      [
        "multa",
        "penalidad",
        "inscripcion tardia",
        "multa parte b",
        "multa parte d",
        "cobertura acreditable",
        "cobra",
        "penalty",
        "63 dias",
      ],
      "Con cada cliente nuevo de Medicare, pregunte el historial de cobertura mes a mes antes de hablar de planes.",
    ),
    fr: text(
      "Pénalités de retard partie B et D : calcul et prévention",
      `Les deux pénalités durent autant que la couverture. La partie B ajoute ${MEDICARE_RULES.partBLatePenaltyPerYear * 100} % de la prime standard par période complète de 12 mois sans elle ; la partie D ajoute ${MEDICARE_RULES.partDLatePenaltyPerMonth * 100} % de la prime de base nationale (${$(F.partD.baseBeneficiaryPremium, "fr")} en ${F.year}) par mois non couvert.`,
      [
        `Partie B : le compte démarre après la période initiale ; exemple ${F.year} : 2 années complètes de retard → 20 % × ${$(F.partB.premium, "fr")} de plus chaque mois.`,
        `Partie D : comptée après ${MEDICARE_RULES.partDPenaltyGapDays} jours sans couverture médicaments reconnue ; recalculée chaque année sur la prime de base de l'année.`,
        "Reporter la partie B avec une couverture d'emploi actuel (employeur de 20 salariés et plus) n'est pas un retard ; COBRA et la couverture retraité ne comptent pas.",
        "Les couvertures médicaments VA et TRICARE sont reconnues ; aucune pénalité partie D tant que le client a l'Extra Help.",
      ],
      [
        "Demandez comment le client était couvert chaque mois depuis ses 65 ans.",
        "Pour une couverture d'emploi, obtenez le formulaire employeur (CMS-L564) et joignez-le à la demande de partie B.",
        "Pour les médicaments, demandez chaque année l'avis de couverture reconnue.",
        "Inscrivez à la première fenêtre ouverte pour arrêter le compteur.",
      ],
      [
        "Vérifiez la taille de l'employeur avant de conseiller de reporter la partie B.",
        "Gardez les lettres de couverture reconnue.",
        "Donnez la pénalité en dollars, pas seulement en pourcentage.",
      ],
      [
        "Ne présentez pas COBRA comme une raison de reporter la partie B.",
        "Ne supposez pas que la couverture retraité est reconnue : demandez l'avis.",
        "N'attendez pas l'AEP si une SEP est ouverte.",
      ],
      [
        agent("Étiez-vous couvert par un emploi actuel chaque mois depuis vos 65 ans ?"),
        client("Jusqu'à l'an dernier, puis COBRA."),
        agent(
          "COBRA ne compte pas pour la partie B : inscrivons-vous maintenant, avant que le compteur atteigne une année complète.",
        ),
      ],
      [
        "penalite",
        "retard",
        "penalite partie b",
        "penalite partie d",
        "couverture reconnue",
        "cobra",
        "adhesion tardive",
        "penalty",
        "63 jours",
      ],
      "Pour chaque nouveau client Medicare, demandez l'historique de couverture mois par mois avant de parler des plans.",
    ),
  },
};

const LOW_INCOME: Article = {
  id: "KB-10020",
  date: REVIEWED,
  topic: "extra_help_msp",
  sources: ["packages/engine/src/facts/low-income.ts [R50][R52][R53][R55]"],
  text: {
    en: text(
      "Extra Help and the Medicare Savings Programs",
      `Extra Help lowers drug costs for incomes under ${$(ENROLLMENT_RULES.extraHelpIncome.single, "en")} single or ${$(ENROLLMENT_RULES.extraHelpIncome.couple, "en")} for a couple (${ENROLLMENT_RULES.year}); the Medicare Savings Programs pay the Part B premium, and for QMB the cost-sharing. Asking about income is how you find clients who are paying for help they qualify for.`,
      [
        "Extra Help: lower copays, no Part D late penalty, and a monthly SEP to change drug plans.",
        `Medicare Savings Programs: QMB up to 100% of poverty, SLMB 100–120%, QI 120–135% (plus a $20 disregard); resources ${$(ENROLLMENT_RULES.mspResources.single, "en")} single / ${$(ENROLLMENT_RULES.mspResources.couple, "en")} couple in states with an asset test.`,
        "About a dozen states have no MSP asset test (among them CA, CT, NY, MA, VT).",
        "An MSP usually brings Extra Help automatically; full Medicaid makes the client a full dual, eligible for D-SNPs.",
      ],
      [
        "Ask monthly income and savings gently, as a way to lower costs.",
        "Check the state's MSP limits (some are higher than federal).",
        "Apply for Extra Help with Social Security and MSP with the state Medicaid office.",
        "Revisit the plan choice once the help is approved.",
      ],
      [
        "Frame it as money the client is owed, not charity.",
        "Help fill the application on the call.",
        "Diary a follow-up for the decision letter.",
      ],
      [
        "Don't promise approval before the state decides.",
        "Don't skip the question because the client seems comfortable.",
        'Don\'t describe a reduced premium or copay with any word but "zero premium" or "lower cost".',
      ],
      [
        agent(
          "Some programs lower what people pay for Part B and prescriptions. Do you mind if I ask roughly what comes in each month?",
        ),
        client("About fourteen hundred from Social Security."),
        agent("That may qualify you. Let's apply together now — it takes about ten minutes."),
      ],
      [
        "extra help",
        "lis",
        "low income subsidy",
        "msp",
        "qmb",
        "slmb",
        "qi",
        "medicare savings program",
        "ayuda adicional",
        "dual",
      ],
      "Add the income question to your fact-finder so every Medicare client is screened for Extra Help and MSP.",
    ),
    es: text(
      "Ayuda Adicional y los Programas de Ahorros de Medicare",
      `La Ayuda Adicional (Extra Help) baja el costo de los medicamentos para ingresos menores de ${$(ENROLLMENT_RULES.extraHelpIncome.single, "es")} soltero o ${$(ENROLLMENT_RULES.extraHelpIncome.couple, "es")} en pareja (${ENROLLMENT_RULES.year}); los Programas de Ahorros de Medicare pagan la prima de la Parte B y, con QMB, los costos compartidos. Preguntar por los ingresos es como se encuentra a quien paga de más.`,
      [
        "Ayuda Adicional: copagos menores, sin multa tardía de la Parte D y un SEP mensual para cambiar de plan de medicamentos.",
        `Programas de Ahorros: QMB hasta 100% de la pobreza, SLMB 100–120%, QI 120–135% (más $20 de descuento); recursos ${$(ENROLLMENT_RULES.mspResources.single, "es")} soltero / ${$(ENROLLMENT_RULES.mspResources.couple, "es")} pareja donde hay prueba de bienes.`,
        "Cerca de una docena de estados no tienen prueba de bienes para MSP (entre ellos CA, CT, NY, MA, VT).",
        "Un MSP suele traer la Ayuda Adicional automáticamente; Medicaid completo hace al cliente doble elegible, apto para D-SNP.",
      ],
      [
        "Pregunte ingresos mensuales y ahorros con tacto, como forma de bajar costos.",
        "Revise los límites estatales del MSP (algunos son más altos).",
        "Solicite la Ayuda Adicional con el Seguro Social y el MSP con la oficina estatal de Medicaid.",
        "Revise de nuevo el plan cuando aprueben la ayuda.",
      ],
      [
        "Preséntelo como dinero que le corresponde al cliente, no como caridad.",
        "Ayude a llenar la solicitud en la llamada.",
        "Agende un seguimiento para la carta de decisión.",
      ],
      [
        "No prometa la aprobación antes de que decida el estado.",
        "No se salte la pregunta porque el cliente parece estar bien.",
        'Para una prima o copago reducido, diga solo "prima cero" o "costo menor".',
      ],
      [
        agent(
          "Hay programas que bajan lo que se paga por la Parte B y las recetas. ¿Le molesta si le pregunto cuánto recibe al mes, más o menos?",
        ),
        client("Unos mil cuatrocientos del Seguro Social."),
        agent("Podría calificar. Solicitemos juntos ahora; toma unos diez minutos."),
      ],
      [
        "ayuda adicional",
        "extra help",
        "lis",
        "subsidio",
        "msp",
        "qmb",
        "slmb",
        "programa de ahorros",
        "doble elegible",
        "bajos ingresos",
      ],
      "Agregue la pregunta de ingresos a su formulario para revisar a cada cliente de Medicare por Ayuda Adicional y MSP.",
    ),
    fr: text(
      "Extra Help et les Medicare Savings Programs",
      `L'Extra Help réduit le coût des médicaments pour un revenu inférieur à ${$(ENROLLMENT_RULES.extraHelpIncome.single, "fr")} seul ou ${$(ENROLLMENT_RULES.extraHelpIncome.couple, "fr")} en couple (${ENROLLMENT_RULES.year}) ; les Medicare Savings Programs paient la prime de partie B et, pour le QMB, les participations. Poser la question du revenu, c'est trouver les clients qui paient une aide à laquelle ils ont droit.`,
      [
        "Extra Help : participations plus basses, aucune pénalité partie D, et une SEP mensuelle pour changer de plan médicaments.",
        `Medicare Savings Programs : QMB jusqu'à 100 % du seuil de pauvreté, SLMB 100–120 %, QI 120–135 % (plus 20 $ d'abattement) ; ressources ${$(ENROLLMENT_RULES.mspResources.single, "fr")} seul / ${$(ENROLLMENT_RULES.mspResources.couple, "fr")} en couple là où il y a un test d'actifs.`,
        "Une douzaine d'États n'ont pas de test d'actifs MSP (dont CA, CT, NY, MA, VT).",
        "Un MSP ouvre en général l'Extra Help automatiquement ; le Medicaid complet fait du client un double éligible, admissible aux D-SNP.",
      ],
      [
        "Demandez avec tact le revenu mensuel et l'épargne, comme moyen de baisser les coûts.",
        "Vérifiez les plafonds MSP de l'État (certains sont plus hauts).",
        "Demandez l'Extra Help à la Sécurité sociale et le MSP au bureau Medicaid de l'État.",
        "Revoyez le choix du plan une fois l'aide accordée.",
      ],
      [
        "Présentez-le comme de l'argent dû au client, pas comme une charité.",
        "Aidez à remplir la demande pendant l'appel.",
        "Prévoyez un rappel pour la lettre de décision.",
      ],
      [
        "Ne promettez pas l'acceptation avant la décision de l'État.",
        "Ne sautez pas la question parce que le client semble à l'aise.",
        "Pour une prime ou une participation réduite, dites seulement « prime zéro » ou « coût réduit ».",
      ],
      [
        agent(
          "Certains programmes baissent ce que l'on paie pour la partie B et les médicaments. Puis-je vous demander à peu près combien vous recevez par mois ?",
        ),
        client("Environ mille quatre cents de la Sécurité sociale."),
        agent(
          "Vous pourriez y avoir droit. Faisons la demande ensemble maintenant, ça prend une dizaine de minutes.",
        ),
      ],
      [
        "extra help",
        "lis",
        "aide",
        "msp",
        "qmb",
        "slmb",
        "medicare savings program",
        "double eligible",
        "faible revenu",
        "subvention",
      ],
      "Ajoutez la question du revenu à votre questionnaire pour vérifier l'Extra Help et le MSP chez chaque client Medicare.",
    ),
  },
};

const irmaa = F.partB.irmaa;
const IRMAA: Article = {
  id: "KB-10021",
  date: REVIEWED,
  topic: "irmaa",
  sources: ["packages/engine/src/facts/medicare.ts [R58]", "packages/engine/src/facts/medicare.ts"],
  text: {
    en: text(
      `IRMAA ${F.year}: the income surcharge on Parts B and D`,
      `Above ${$(irmaa[0]!.singleUpTo!, "en")} single or ${$(irmaa[0]!.jointUpTo!, "en")} joint (income from two years earlier), the Part B premium rises by tier up to ${$(irmaa[irmaa.length - 1]!.partBMonthly, "en")} a month, and Part D adds ${$(F.partD.irmaaRange.low, "en")}–${$(F.partD.irmaaRange.high, "en")}. A life-changing event can bring it down.`,
      [
        `Tier 2 (single up to ${$(irmaa[1]!.singleUpTo!, "en")}): Part B ${$(irmaa[1]!.partBMonthly, "en")} a month.`,
        "It is set from the tax return of two years earlier, so a recent retiree is often charged on working income.",
        "Form SSA-44 asks Social Security to use current income after retirement, a spouse's death, divorce or lost income.",
        "Selling a house or converting to a Roth in one year can push a client into a tier two years later.",
      ],
      [
        "Ask the client's MAGI from two years ago and any life event since.",
        "If the event qualifies, file SSA-44 with proof.",
        "Budget the surcharge in the plan comparison.",
        "Flag big one-time income before it happens.",
      ],
      [
        "Explain IRMAA before the first bill surprises the client.",
        "Work with the client's tax preparer on one-time income.",
        "Show both members of a couple's premiums.",
      ],
      [
        "Don't give tax advice; refer to a tax professional.",
        "Don't ignore IRMAA when comparing total costs.",
        "Don't assume the surcharge is permanent.",
      ],
      [
        agent(
          "Your Part B letter shows a higher premium because of income from two years ago. You retired last year, right?",
        ),
        client("Yes, in June."),
        agent(
          "Then we can ask Social Security to use this year's income with form SSA-44. Let's fill it out now.",
        ),
      ],
      [
        "irmaa",
        "income related",
        "surcharge",
        "high income",
        "ssa-44",
        "magi",
        "part b premium",
        "brackets",
        "tramos",
        "tranches",
      ],
      "Add the two-years-ago income question to your Medicare fact-finder.",
    ),
    es: text(
      `IRMAA ${F.year}: el recargo por ingresos en las Partes B y D`,
      `Con ingresos de hace dos años mayores de ${$(irmaa[0]!.singleUpTo!, "es")} soltero o ${$(irmaa[0]!.jointUpTo!, "es")} en conjunto, la prima de la Parte B sube por tramos hasta ${$(irmaa[irmaa.length - 1]!.partBMonthly, "es")} al mes, y la Parte D suma ${$(F.partD.irmaaRange.low, "es")}–${$(F.partD.irmaaRange.high, "es")}. Un cambio de vida puede bajarlo.`,
      [
        `Tramo 2 (soltero hasta ${$(irmaa[1]!.singleUpTo!, "es")}): Parte B ${$(irmaa[1]!.partBMonthly, "es")} al mes.`,
        "Se fija con la declaración de impuestos de dos años antes, así que un jubilado reciente suele pagar por su ingreso laboral.",
        "El formulario SSA-44 pide al Seguro Social usar el ingreso actual tras jubilación, muerte del cónyuge, divorcio o pérdida de ingresos.",
        "Vender una casa o convertir a Roth en un año puede subir al cliente de tramo dos años después.",
      ],
      [
        "Pregunte el MAGI del cliente de hace dos años y cualquier cambio de vida desde entonces.",
        "Si el evento califica, presente el SSA-44 con pruebas.",
        "Incluya el recargo en la comparación de planes.",
        "Anticipe ingresos únicos grandes antes de que ocurran.",
      ],
      [
        "Explique el IRMAA antes de que la primera cuenta sorprenda al cliente.",
        "Coordine con el preparador de impuestos del cliente sobre ingresos únicos.",
        "Muestre las primas de los dos miembros de la pareja.",
      ],
      [
        "No dé asesoría fiscal; refiera a un profesional de impuestos.",
        "No ignore el IRMAA al comparar costos totales.",
        "No suponga que el recargo es permanente.",
      ],
      [
        agent(
          "Su carta de la Parte B muestra una prima más alta por ingresos de hace dos años. Usted se jubiló el año pasado, ¿verdad?",
        ),
        client("Sí, en junio."),
        agent(
          "Entonces podemos pedir al Seguro Social que use el ingreso de este año con el formulario SSA-44. Llenémoslo ahora.",
        ),
      ],
      [
        "irmaa",
        "recargo",
        "ingresos altos",
        "ssa-44",
        "magi",
        "prima parte b",
        "tramos",
        "ajuste por ingresos",
        "brackets",
      ],
      "Agregue a su formulario de Medicare la pregunta de ingresos de hace dos años.",
    ),
    fr: text(
      `IRMAA ${F.year} : la majoration selon le revenu des parties B et D`,
      `Au-delà de ${$(irmaa[0]!.singleUpTo!, "fr")} seul ou ${$(irmaa[0]!.jointUpTo!, "fr")} en commun (revenu d'il y a deux ans), la prime de partie B monte par tranche jusqu'à ${$(irmaa[irmaa.length - 1]!.partBMonthly, "fr")} par mois, et la partie D ajoute ${$(F.partD.irmaaRange.low, "fr")}–${$(F.partD.irmaaRange.high, "fr")}. Un événement de vie peut la faire baisser.`,
      [
        `Tranche 2 (seul jusqu'à ${$(irmaa[1]!.singleUpTo!, "fr")}) : partie B ${$(irmaa[1]!.partBMonthly, "fr")} par mois.`,
        "Elle se fonde sur la déclaration d'il y a deux ans : un jeune retraité paie souvent sur son revenu d'activité.",
        "Le formulaire SSA-44 demande à la Sécurité sociale d'utiliser le revenu actuel après une retraite, un décès du conjoint, un divorce ou une perte de revenu.",
        "Vendre une maison ou convertir en Roth une année peut faire changer de tranche deux ans plus tard.",
      ],
      [
        "Demandez le MAGI du client d'il y a deux ans et tout événement de vie depuis.",
        "Si l'événement est admis, déposez le SSA-44 avec les justificatifs.",
        "Intégrez la majoration dans la comparaison des plans.",
        "Signalez les gros revenus ponctuels avant qu'ils arrivent.",
      ],
      [
        "Expliquez l'IRMAA avant que la première facture surprenne le client.",
        "Travaillez avec le préparateur fiscal du client sur les revenus ponctuels.",
        "Montrez les primes des deux membres du couple.",
      ],
      [
        "Ne donnez pas de conseil fiscal ; orientez vers un professionnel.",
        "N'oubliez pas l'IRMAA dans la comparaison des coûts totaux.",
        "Ne supposez pas que la majoration est définitive.",
      ],
      [
        agent(
          "Votre lettre de partie B montre une prime plus haute à cause du revenu d'il y a deux ans. Vous avez pris votre retraite l'an dernier, c'est ça ?",
        ),
        client("Oui, en juin."),
        agent(
          "Alors on peut demander à la Sécurité sociale d'utiliser le revenu de cette année avec le formulaire SSA-44. Remplissons-le maintenant.",
        ),
      ],
      [
        "irmaa",
        "majoration",
        "revenu eleve",
        "ssa-44",
        "magi",
        "prime partie b",
        "tranches",
        "ajustement",
        "brackets",
      ],
      "Ajoutez à votre questionnaire Medicare la question du revenu d'il y a deux ans.",
    ),
  },
};

const SNP: Article = {
  id: "KB-10022",
  date: REVIEWED,
  topic: "special_needs_plans",
  sources: ["packages/engine/src/eligibility/windows.ts, packages/engine/src/facts/low-income.ts [R44][R55]"],
  text: {
    en: text(
      "Special needs plans: D-SNP and C-SNP",
      "A special needs plan is a Medicare Advantage plan limited to people with Medicaid (D-SNP), a qualifying chronic condition (C-SNP) or living in an institution (I-SNP). For the right client it coordinates benefits no standard plan can; for the wrong one it ends at the first eligibility check.",
      [
        "D-SNP: for dual-eligible clients; full duals fit every type, some partial duals qualify depending on the plan.",
        "Integrated D-SNPs (FIDE, HIDE, AIP) coordinate Medicare and Medicaid; full duals have a monthly integrated-care SEP into them.",
        "C-SNP: for chronic conditions such as diabetes, heart failure or COPD; the plan verifies the condition with the doctor.",
        "QMB members may not be billed Medicare cost-sharing by providers.",
      ],
      [
        "Confirm Medicaid level (full or partial) in writing before quoting a D-SNP.",
        "For a C-SNP, confirm the diagnosis and the doctor's willingness to verify it.",
        "Check doctors and drugs as for any Advantage plan.",
        "Use the right window: the duals SEP, an SEP, or AEP.",
      ],
      [
        "Ask every Medicare client whether they have Medicaid or a state card.",
        "Explain which benefits come from Medicaid and which from the plan.",
        "Recheck Medicaid status each year.",
      ],
      [
        "Don't enroll a partial dual in a plan that requires full Medicaid.",
        "Don't use a C-SNP for a condition the doctor won't confirm.",
        "Don't oversell plan extras; say exactly what they cover and their limits.",
      ],
      [
        agent("Do you have a Medicaid card from the state as well as Medicare?"),
        client("Yes, I get both."),
        agent(
          "Then there are plans built for people with both that coordinate them. Let's check your level of Medicaid and your doctors.",
        ),
      ],
      [
        "d-snp",
        "dsnp",
        "c-snp",
        "csnp",
        "special needs plan",
        "dual eligible",
        "chronic",
        "medicaid",
        "fide",
        "hide",
      ],
      'Add "Medicaid level" and "chronic conditions" to your Medicare intake form.',
    ),
    es: text(
      "Planes de necesidades especiales: D-SNP y C-SNP",
      "Un plan de necesidades especiales es un Medicare Advantage limitado a personas con Medicaid (D-SNP), una condición crónica que califica (C-SNP) o que viven en una institución (I-SNP). Para el cliente correcto coordina beneficios que ningún plan estándar puede; para el equivocado termina en la primera verificación.",
      [
        "D-SNP: para clientes con doble elegibilidad; los duales completos califican en todos, algunos duales parciales según el plan.",
        "Los D-SNP integrados (FIDE, HIDE, AIP) coordinan Medicare y Medicaid; los duales completos tienen un SEP mensual para entrar.",
        "C-SNP: para condiciones crónicas como diabetes, insuficiencia cardíaca o EPOC; el plan verifica la condición con el médico.",
        "A los afiliados QMB los proveedores no pueden cobrarles costos compartidos de Medicare.",
      ],
      [
        "Confirme por escrito el nivel de Medicaid (completo o parcial) antes de cotizar un D-SNP.",
        "Para un C-SNP, confirme el diagnóstico y que el médico lo verificará.",
        "Revise médicos y medicamentos como en cualquier plan Advantage.",
        "Use la ventana correcta: el SEP de duales, otro SEP o el AEP.",
      ],
      [
        "Pregunte a cada cliente de Medicare si tiene Medicaid o una tarjeta del estado.",
        "Explique qué beneficios vienen de Medicaid y cuáles del plan.",
        "Revise el estatus de Medicaid cada año.",
      ],
      [
        "No inscriba a un dual parcial en un plan que exige Medicaid completo.",
        "No use un C-SNP para una condición que el médico no confirmará.",
        "No exagere los extras del plan; diga exactamente qué cubren y sus límites.",
      ],
      [
        agent("¿Tiene tarjeta de Medicaid del estado además de Medicare?"),
        client("Sí, tengo las dos."),
        agent(
          "Entonces hay planes hechos para quien tiene las dos, que las coordinan. Revisemos su nivel de Medicaid y sus médicos.",
        ),
      ],
      [
        "d-snp",
        "dsnp",
        "c-snp",
        "csnp",
        "necesidades especiales",
        "doble elegible",
        "cronica",
        "medicaid",
        "dual",
        "fide",
      ],
      'Agregue "nivel de Medicaid" y "condiciones crónicas" a su formulario de Medicare.',
    ),
    fr: text(
      "Plans pour besoins spéciaux : D-SNP et C-SNP",
      "Un plan pour besoins spéciaux est un Medicare Advantage réservé aux personnes ayant Medicaid (D-SNP), une maladie chronique admise (C-SNP) ou vivant en établissement (I-SNP). Pour le bon client, il coordonne des prestations qu'aucun plan standard n'offre ; pour le mauvais, il s'arrête au premier contrôle d'éligibilité.",
      [
        "D-SNP : pour les doubles éligibles ; les doubles complets entrent dans tous les types, certains doubles partiels selon le plan.",
        "Les D-SNP intégrés (FIDE, HIDE, AIP) coordonnent Medicare et Medicaid ; les doubles complets ont une SEP mensuelle pour y entrer.",
        "C-SNP : pour des maladies chroniques comme le diabète, l'insuffisance cardiaque ou la BPCO ; le plan vérifie le diagnostic auprès du médecin.",
        "Les prestataires ne peuvent pas facturer aux adhérents QMB les participations Medicare.",
      ],
      [
        "Confirmez par écrit le niveau de Medicaid (complet ou partiel) avant de chiffrer un D-SNP.",
        "Pour un C-SNP, confirmez le diagnostic et l'accord du médecin pour le vérifier.",
        "Vérifiez médecins et médicaments comme pour tout plan Advantage.",
        "Utilisez la bonne fenêtre : la SEP des doubles éligibles, une autre SEP ou l'AEP.",
      ],
      [
        "Demandez à chaque client Medicare s'il a Medicaid ou une carte de l'État.",
        "Expliquez ce qui vient de Medicaid et ce qui vient du plan.",
        "Revérifiez le statut Medicaid chaque année.",
      ],
      [
        "N'inscrivez pas un double partiel dans un plan qui exige Medicaid complet.",
        "N'utilisez pas un C-SNP pour une maladie que le médecin ne confirmera pas.",
        "N'exagérez pas les extras du plan ; dites exactement ce qu'ils couvrent et leurs limites.",
      ],
      [
        agent("Avez-vous une carte Medicaid de l'État en plus de Medicare ?"),
        client("Oui, j'ai les deux."),
        agent(
          "Alors il existe des plans faits pour les personnes qui ont les deux, qui les coordonnent. Vérifions votre niveau de Medicaid et vos médecins.",
        ),
      ],
      [
        "d-snp",
        "dsnp",
        "c-snp",
        "csnp",
        "besoins speciaux",
        "double eligible",
        "chronique",
        "medicaid",
        "dual",
        "fide",
      ],
      "Ajoutez « niveau Medicaid » et « maladies chroniques » à votre questionnaire Medicare.",
    ),
  },
};

const MILITARY: Article = {
  id: "KB-10023",
  date: REVIEWED,
  topic: "tricare_va",
  sources: ["packages/engine/src/eligibility/windows.ts [R46][R47]"],
  text: {
    en: text(
      "TRICARE For Life and VA: what a veteran client needs from Medicare",
      "Veterans arrive with coverage that changes the advice. TRICARE For Life requires Part A and Part B; VA drug coverage counts as creditable for Part D, but VA care is not a reason to delay Part B without a penalty.",
      [
        "TRICARE For Life: Medicare pays first and TFL second in the US; dropping Part B loses TFL.",
        "TRICARE pharmacy coverage is creditable, so Part D is optional for TFL members.",
        "VA drug coverage is creditable for Part D; VA health care does not protect against the Part B penalty.",
        "A Medigap is rarely needed with TFL; an Advantage plan may add access to non-VA doctors for VA-only users.",
      ],
      [
        "Ask: VA, TRICARE For Life, or both, and which doctors the client uses.",
        "Confirm Part A and Part B are active.",
        "Compare what Medicare adds for care outside VA facilities.",
        "Document the creditable-coverage status for Part D.",
      ],
      [
        "Thank the client for their service and ask how they use VA care today.",
        "Keep TFL members in Part B.",
        "Check the local VA facility's distance and wait times.",
      ],
      [
        "Don't sell a Medigap that duplicates TFL.",
        "Don't tell a VA-only client to skip Part B.",
        "Don't replace VA coverage; add around it.",
      ],
      [
        agent("Do you get your care at the VA, through TRICARE For Life, or both?"),
        client("TRICARE For Life."),
        agent(
          "Then keep Part B active — TFL depends on it — and you likely don't need a drug plan. Let's see if anything else is missing.",
        ),
      ],
      [
        "tricare",
        "tricare for life",
        "tfl",
        "va",
        "veteran",
        "military",
        "creditable",
        "part b",
        "veterano",
        "anciens combattants",
      ],
      "Add a veteran/TRICARE question to your intake and mark TFL members in the CRM.",
    ),
    es: text(
      "TRICARE For Life y VA: lo que un cliente veterano necesita de Medicare",
      "Los veteranos llegan con coberturas que cambian el consejo. TRICARE For Life exige Parte A y Parte B; la cobertura de medicamentos de VA es acreditable para la Parte D, pero la atención de VA no permite retrasar la Parte B sin multa.",
      [
        "TRICARE For Life: en EE. UU. Medicare paga primero y TFL después; dejar la Parte B hace perder TFL.",
        "La farmacia de TRICARE es acreditable, así que la Parte D es opcional con TFL.",
        "La cobertura de medicamentos de VA es acreditable para la Parte D; la atención de VA no protege contra la multa de la Parte B.",
        "Con TFL rara vez hace falta Medigap; un plan Advantage puede dar acceso a médicos fuera de VA a quien solo usa VA.",
      ],
      [
        "Pregunte: ¿VA, TRICARE For Life o ambos, y qué médicos usa?",
        "Confirme que la Parte A y la Parte B están activas.",
        "Compare qué agrega Medicare para atención fuera de VA.",
        "Documente si la cobertura de medicamentos es acreditable.",
      ],
      [
        "Agradezca su servicio y pregunte cómo usa hoy la atención de VA.",
        "Mantenga a los afiliados de TFL en la Parte B.",
        "Revise la distancia y las esperas del centro de VA más cercano.",
      ],
      [
        "No venda un Medigap que duplique TFL.",
        "No le diga a un cliente solo de VA que no tome la Parte B.",
        "No reemplace la cobertura de VA; complemente alrededor.",
      ],
      [
        agent("¿Se atiende en el VA, con TRICARE For Life o con los dos?"),
        client("TRICARE For Life."),
        agent(
          "Entonces mantenga activa la Parte B, TFL depende de ella, y probablemente no necesita plan de medicamentos. Veamos si falta algo más.",
        ),
      ],
      [
        "tricare",
        "tricare for life",
        "tfl",
        "va",
        "veterano",
        "militar",
        "acreditable",
        "parte b",
        "veteran",
        "fuerzas armadas",
      ],
      "Agregue a su formulario una pregunta de veterano/TRICARE y marque a los afiliados de TFL en el CRM.",
    ),
    fr: text(
      "TRICARE For Life et VA : ce qu'un client vétéran attend de Medicare",
      "Les vétérans arrivent avec une couverture qui change le conseil. TRICARE For Life exige les parties A et B ; la couverture médicaments VA est reconnue pour la partie D, mais les soins VA ne permettent pas de reporter la partie B sans pénalité.",
      [
        "TRICARE For Life : aux États-Unis, Medicare paie d'abord et TFL ensuite ; abandonner la partie B fait perdre TFL.",
        "La pharmacie TRICARE est reconnue : la partie D est facultative avec TFL.",
        "La couverture médicaments VA est reconnue pour la partie D ; les soins VA ne protègent pas de la pénalité partie B.",
        "Avec TFL, un Medigap est rarement utile ; un plan Advantage peut ouvrir des médecins hors VA à qui n'utilise que VA.",
      ],
      [
        "Demandez : VA, TRICARE For Life ou les deux, et quels médecins le client consulte.",
        "Confirmez que les parties A et B sont actives.",
        "Comparez ce que Medicare ajoute pour les soins hors VA.",
        "Notez le statut de couverture reconnue pour la partie D.",
      ],
      [
        "Remerciez le client pour son service et demandez comment il utilise les soins VA aujourd'hui.",
        "Gardez les adhérents TFL en partie B.",
        "Vérifiez la distance et les délais du centre VA le plus proche.",
      ],
      [
        "Ne vendez pas un Medigap qui double TFL.",
        "Ne dites pas à un client uniquement VA de se passer de la partie B.",
        "Ne remplacez pas la couverture VA ; complétez autour.",
      ],
      [
        agent("Vous vous soignez au VA, avec TRICARE For Life, ou les deux ?"),
        client("TRICARE For Life."),
        agent(
          "Alors gardez la partie B active — TFL en dépend — et vous n'avez sans doute pas besoin de plan médicaments. Voyons s'il manque autre chose.",
        ),
      ],
      [
        "tricare",
        "tricare for life",
        "tfl",
        "va",
        "veteran",
        "militaire",
        "couverture reconnue",
        "partie b",
        "anciens combattants",
        "armee",
      ],
      "Ajoutez une question vétéran/TRICARE à votre questionnaire et marquez les adhérents TFL dans le CRM.",
    ),
  },
};

const ESRD: Article = {
  id: "KB-10024",
  date: REVIEWED,
  topic: "esrd",
  sources: ["packages/engine/src/eligibility/states.tsa, §2, §3 [R21][R25][R29][R45]"],
  text: {
    en: text(
      "ESRD clients: Medicare Advantage, Medigap and the under-65 gap",
      "Since January 1, 2021, people with end-stage renal disease may join Medicare Advantage. Under 65, Medigap access for ESRD depends on the state, and the federal guaranteed-issue rights do not apply, so check the state before promising anything.",
      [
        "ESRD members can join MA plans from 1/1/2021 (21st Century Cures Act); check the nephrologist and dialysis center are in network.",
        "Under 65 with ESRD: no federal Medigap guaranteed issue; about 20 states do not require insurers to offer it.",
        "At 65, a person already on Medicare gets a fresh 6-month Medigap open enrollment.",
        "Dialysis costs make the plan's out-of-pocket maximum the key figure.",
      ],
      [
        "Confirm Medicare basis (ESRD, disability or age) and the start date.",
        "List the dialysis center, nephrologist and transplant center.",
        "Compare Advantage networks and the out-of-pocket maximum with the state's Medigap options.",
        "Diary the 65th birthday for the new Medigap window.",
      ],
      [
        "Check each provider's network status by name.",
        "Ask the social worker at the dialysis center what the client already has.",
        "Explain costs over a full year of dialysis.",
      ],
      [
        "Don't assume Medigap is available under 65.",
        "Don't switch plans in the middle of a transplant work-up without checking the center.",
        "Don't overlook Medicaid and MSP screening.",
      ],
      [
        agent("Which dialysis center do you go to, and who is your kidney doctor?"),
        client("DaVita on Main Street, Dr. Patel."),
        agent(
          "Let's make sure both are in network before we look at anything else, and check your state's supplement rules.",
        ),
      ],
      [
        "esrd",
        "dialysis",
        "kidney",
        "renal",
        "transplant",
        "under 65",
        "dialisis",
        "dialyse",
        "nephrologist",
        "cures act",
      ],
      "For every ESRD client, record the dialysis center and nephrologist and check them against each plan's network.",
    ),
    es: text(
      "Clientes con ESRD: Medicare Advantage, Medigap y el vacío antes de los 65",
      "Desde el 1 de enero de 2021, las personas con enfermedad renal en etapa terminal pueden entrar a Medicare Advantage. Antes de los 65, el acceso a Medigap con ESRD depende del estado y los derechos federales de emisión garantizada no aplican: revise el estado antes de prometer algo.",
      [
        "Los afiliados con ESRD pueden entrar a planes MA desde el 1/1/2021 (Ley Cures); verifique que el nefrólogo y el centro de diálisis estén en la red.",
        "Menores de 65 con ESRD: sin emisión garantizada federal de Medigap; cerca de 20 estados no obligan a ofrecerlo.",
        "A los 65, quien ya tiene Medicare recibe una nueva inscripción abierta de Medigap de 6 meses.",
        "Con el costo de la diálisis, el máximo de gastos de bolsillo del plan es la cifra clave.",
      ],
      [
        "Confirme la base de Medicare (ESRD, discapacidad o edad) y la fecha de inicio.",
        "Anote el centro de diálisis, el nefrólogo y el centro de trasplante.",
        "Compare redes y máximo de gastos de Advantage con las opciones de Medigap del estado.",
        "Agende el cumpleaños 65 para la nueva ventana de Medigap.",
      ],
      [
        "Verifique la red de cada proveedor por nombre.",
        "Pregunte a la trabajadora social del centro de diálisis qué cobertura tiene ya el cliente.",
        "Explique los costos de un año completo de diálisis.",
      ],
      [
        "No suponga que hay Medigap antes de los 65.",
        "No cambie de plan en medio de una evaluación para trasplante sin consultar al centro.",
        "No olvide revisar Medicaid y MSP.",
      ],
      [
        agent("¿A qué centro de diálisis va y quién es su médico de los riñones?"),
        client("DaVita en la calle Main, el Dr. Patel."),
        agent(
          "Primero confirmemos que los dos estén en la red, y revisemos las reglas de suplementos de su estado.",
        ),
      ],
      [
        "esrd",
        "dialisis",
        "rinon",
        "renal",
        "trasplante",
        "menor de 65",
        "enfermedad renal",
        "nefrologo",
        "ley cures",
        "dialysis",
      ],
      "Con cada cliente con ESRD, anote el centro de diálisis y el nefrólogo y verifíquelos en la red de cada plan.",
    ),
    fr: text(
      "Clients IRT (ESRD) : Medicare Advantage, Medigap et le vide avant 65 ans",
      "Depuis le 1er janvier 2021, les personnes en insuffisance rénale terminale peuvent adhérer à Medicare Advantage. Avant 65 ans, l'accès au Medigap dépend de l'État et les droits fédéraux d'émission garantie ne s'appliquent pas : vérifiez l'État avant de promettre quoi que ce soit.",
      [
        "Les adhérents ESRD peuvent entrer en MA depuis le 1/1/2021 (Cures Act) ; vérifiez que le néphrologue et le centre de dialyse sont dans le réseau.",
        "Avant 65 ans avec ESRD : pas d'émission garantie fédérale Medigap ; une vingtaine d'États n'obligent pas à le proposer.",
        "À 65 ans, une personne déjà sous Medicare obtient une nouvelle adhésion ouverte Medigap de 6 mois.",
        "Avec le coût de la dialyse, le plafond de frais du plan est le chiffre clé.",
      ],
      [
        "Confirmez la base Medicare (ESRD, invalidité ou âge) et la date de début.",
        "Notez le centre de dialyse, le néphrologue et le centre de greffe.",
        "Comparez réseaux et plafond de frais Advantage avec les options Medigap de l'État.",
        "Notez les 65 ans pour la nouvelle fenêtre Medigap.",
      ],
      [
        "Vérifiez le réseau de chaque prestataire par son nom.",
        "Demandez à l'assistante sociale du centre de dialyse ce que le client a déjà.",
        "Expliquez les coûts sur une année complète de dialyse.",
      ],
      [
        "Ne supposez pas qu'un Medigap est possible avant 65 ans.",
        "Ne changez pas de plan au milieu d'un bilan de greffe sans consulter le centre.",
        "N'oubliez pas de vérifier Medicaid et le MSP.",
      ],
      [
        agent("Dans quel centre de dialyse allez-vous, et qui est votre néphrologue ?"),
        client("DaVita sur Main Street, le Dr Patel."),
        agent(
          "Vérifions d'abord que les deux sont dans le réseau, puis les règles de complément de votre État.",
        ),
      ],
      [
        "esrd",
        "irt",
        "dialyse",
        "rein",
        "renal",
        "greffe",
        "moins de 65 ans",
        "nephrologue",
        "cures act",
        "dialysis",
      ],
      "Pour chaque client ESRD, notez le centre de dialyse et le néphrologue et vérifiez-les dans le réseau de chaque plan.",
    ),
  },
};

/** KB-10015 to KB-10024, in id order. */
export const WINDOW_ARTICLES: readonly Article[] = [
  SEP,
  MA_OEP,
  TRIAL,
  BIRTHDAY,
  PENALTIES,
  LOW_INCOME,
  IRMAA,
  SNP,
  MILITARY,
  ESRD,
];
