/**
 * Compliance coaching articles (KB-10012 to KB-10014): Scope of Appointment, the TPMO disclaimer and
 * CMS marketing conduct, and cross-selling within the rules (packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling; docs/product/decisions.md#d-14). The
 * disclaimer is quoted from the words tables so the coaching and the bundles read the same text.
 * One file for this part of the knowledge base: the articles share their review month, and each keeps its
 * three languages side by side, which is how a reviewer checks that they say the same.
 */
import { CROSS_SELL_RULES } from "../../../facts/compliance.js";
import { REF } from "../../../facts/sources.js";
import type { Language } from "../../../types.js";
import { tpmoText } from "../../../words/compliance.js";
import { WORD_TABLES } from "../../../words/compose.js";
import type { Article, ArticleText } from "../types.js";
import { agent, client, sourceIds } from "./script.js";

const REVIEWED = "2026-11";
const SOA_HOURS = CROSS_SELL_RULES.scopeOfAppointmentHours;
const SOA_MONTHS = CROSS_SELL_RULES.scopeOfAppointmentValidMonths;

// ---------------------------------------------------------------------------------------------------
// KB-10012 Scope of Appointment and the 48-hour rule.

const SCOPE_OF_APPOINTMENT: Record<Language, ArticleText> = {
  en: {
    title: "Scope of Appointment: what it covers and when the 48-hour rule applies",
    summary: `Every Medicare Advantage or Part D marketing appointment needs a Scope of Appointment listing the products the client agreed to discuss. For plan years 2024 to 2026 it had to be signed ${SOA_HOURS} hours ahead; the CY2027 rule drops that wait from October 1, 2026, but the SOA must still be agreed and recorded before you start.`,
    keyPoints: [
      `Before CY2027 marketing: a signed SOA at least ${SOA_HOURS} hours before a personal marketing appointment, except in the last 4 days of an election period and for unscheduled walk-ins or calls the client starts.`,
      "CY2027 marketing (from October 1, 2026): no 48-hour wait and same-day appointments allowed, but the SOA is agreed and recorded before the appointment, in writing for in-person meetings.",
      "Only the products checked on the SOA may be discussed; anything else needs a new SOA or a separate appointment.",
      `An SOA is valid ${SOA_MONTHS} months from signature; keep it for the current year plus 10 years.`,
      "A Medigap-only appointment usually needs no CMS SOA, but the moment the talk turns to Part D or Medicare Advantage it does. Where a carrier's rule is stricter, follow the carrier.",
    ],
    procedure: [
      "When booking, ask which products the client wants to discuss and send the SOA at once.",
      "Check the date rules: which plan year you are marketing and whether an exception applies.",
      "Open the appointment by confirming the products on the SOA.",
      "If the client asks about another product, record an updated SOA or book a separate appointment.",
      "File the SOA with the appointment notes and the call recording where required.",
    ],
    dos: [
      "Offer the SOA by e-mail, text or a recorded call so the client can sign easily.",
      "Read the products listed back to the client at the start.",
      "Keep your calendar notes: they prove when the SOA was recorded.",
    ],
    donts: [
      "Don't backdate an SOA or fill it in after the meeting.",
      "Don't collect an SOA in a way that pressures the client into an appointment.",
      "Don't present a product the SOA does not list, even briefly.",
    ],
    exampleDialogue: [
      client("Can you come by tomorrow to look at my Advantage plan?"),
      agent(
        "Happy to. First I'll send you a short Scope of Appointment form listing what we'll talk about. Do you want Medicare Advantage only, or drug plans and supplements too?",
      ),
      client("Advantage and the drug plan."),
      agent(
        "I'll list both. Once you've signed it, we'll stick to those, and if anything else comes up we'll set it up properly first.",
      ),
    ],
    keywords: [
      "scope of appointment",
      "soa",
      "48-hour rule",
      "48 hours",
      "appointment",
      "cy2027",
      "compliance",
      "cms rules",
      "walk-in",
      "record",
    ],
    nextStep:
      "check your next five Medicare appointments this week: confirm each has a recorded SOA listing every product you plan to discuss.",
  },
  es: {
    title: "Alcance de la Cita (SOA): qué cubre y cuándo aplica la regla de 48 horas",
    summary: `Toda cita de mercadeo de Medicare Advantage o de la Parte D necesita un Alcance de la Cita (SOA) con los productos que el cliente aceptó hablar. En los años de plan 2024 a 2026 había que firmarlo con ${SOA_HOURS} horas de anticipación; la regla de CY2027 quita esa espera desde el 1 de octubre de 2026, pero el SOA se tiene que acordar y registrar antes de empezar.`,
    keyPoints: [
      `Antes del mercadeo de CY2027: SOA firmado al menos ${SOA_HOURS} horas antes de una cita personal de mercadeo, salvo en los últimos 4 días de un período de elección y en visitas o llamadas sin cita que inicia el cliente.`,
      "Mercadeo de CY2027 (desde el 1 de octubre de 2026): sin espera de 48 horas y con citas el mismo día, pero el SOA se acuerda y se registra antes de la cita, por escrito si es en persona.",
      "Solo se puede hablar de los productos marcados en el SOA; cualquier otro necesita un SOA nuevo o una cita aparte.",
      `El SOA vale ${SOA_MONTHS} meses desde la firma; consérvelo el año en curso más 10 años.`,
      "Una cita solo de Medigap normalmente no necesita SOA de CMS, pero en cuanto la conversación pasa a la Parte D o a Medicare Advantage, sí. Si la aseguradora tiene una regla más estricta, siga la de la aseguradora.",
    ],
    procedure: [
      "Al agendar, pregunte de qué productos quiere hablar el cliente y envíe el SOA enseguida.",
      "Revise las fechas: para qué año de plan está haciendo mercadeo y si aplica alguna excepción.",
      "Abra la cita confirmando los productos que aparecen en el SOA.",
      "Si el cliente pregunta por otro producto, registre un SOA actualizado o agende una cita aparte.",
      "Archive el SOA con las notas de la cita y la grabación de la llamada cuando sea obligatoria.",
    ],
    dos: [
      "Ofrezca el SOA por correo, mensaje de texto o llamada grabada para que firmar sea fácil.",
      "Léale al cliente los productos anotados al comenzar.",
      "Guarde las notas de su calendario: demuestran cuándo se registró el SOA.",
    ],
    donts: [
      "No ponga una fecha anterior en un SOA ni lo llene después de la reunión.",
      "No pida un SOA de una manera que presione al cliente a aceptar una cita.",
      "No presente un producto que no esté en el SOA, ni siquiera de pasada.",
    ],
    exampleDialogue: [
      client("¿Puede venir mañana a revisar mi plan Advantage?"),
      agent(
        "Con gusto. Primero le mando un formulario corto, el Alcance de la Cita, con los temas que vamos a hablar. ¿Quiere ver solo Medicare Advantage, o también planes de medicamentos y suplementos?",
      ),
      client("Advantage y el plan de medicamentos."),
      agent(
        "Anoto los dos. Cuando lo firme, hablamos de eso y, si surge otra cosa, primero lo dejamos en regla.",
      ),
    ],
    keywords: [
      "alcance de la cita",
      "soa",
      "regla de 48 horas",
      "48 horas",
      "cita",
      "cy2027",
      "cumplimiento",
      "reglas de cms",
      "sin cita",
      "registrar",
    ],
    nextStep:
      "revise esta semana sus próximas cinco citas de Medicare: confirme que cada una tiene un SOA registrado con todos los productos que piensa tratar.",
  },
  fr: {
    title: "Scope of Appointment (SOA) : ce qu'il couvre et quand s'applique la règle des 48 heures",
    summary: `Tout rendez-vous de vente Medicare Advantage ou partie D exige un Scope of Appointment (SOA) listant les produits que le client a accepté d'aborder. Pour les années 2024 à 2026, il devait être signé ${SOA_HOURS} heures à l'avance ; la règle CY2027 supprime ce délai à partir du 1er octobre 2026, mais le SOA doit toujours être accepté et enregistré avant de commencer.`,
    keyPoints: [
      `Avant la commercialisation CY2027 : SOA signé au moins ${SOA_HOURS} heures avant un rendez-vous de vente individuel, sauf pendant les 4 derniers jours d'une période d'élection et pour les visites ou appels spontanés à l'initiative du client.`,
      "Commercialisation CY2027 (à partir du 1er octobre 2026) : plus de délai de 48 heures, rendez-vous le jour même possibles, mais le SOA est accepté et enregistré avant le rendez-vous, par écrit s'il a lieu en personne.",
      "Seuls les produits cochés sur le SOA peuvent être abordés ; tout autre produit exige un nouveau SOA ou un rendez-vous distinct.",
      `Un SOA est valable ${SOA_MONTHS} mois à compter de la signature ; conservez-le l'année en cours plus 10 ans.`,
      "Un rendez-vous portant uniquement sur Medigap ne demande en général pas de SOA CMS, mais dès que la conversation passe à la partie D ou à Medicare Advantage, il en faut un. Si la règle de l'assureur est plus stricte, suivez l'assureur.",
    ],
    procedure: [
      "À la prise de rendez-vous, demandez quels produits le client veut aborder et envoyez le SOA aussitôt.",
      "Vérifiez les dates : pour quelle année de régime vous démarchez et si une exception s'applique.",
      "Ouvrez le rendez-vous en confirmant les produits inscrits sur le SOA.",
      "Si le client demande un autre produit, enregistrez un SOA mis à jour ou fixez un rendez-vous distinct.",
      "Classez le SOA avec les notes du rendez-vous et l'enregistrement de l'appel quand il est obligatoire.",
    ],
    dos: [
      "Proposez le SOA par e-mail, SMS ou appel enregistré pour que la signature soit simple.",
      "Relisez au client les produits indiqués au début de l'entretien.",
      "Gardez vos notes d'agenda : elles prouvent quand le SOA a été enregistré.",
    ],
    donts: [
      "Ne datez jamais un SOA en arrière et ne le remplissez pas après la réunion.",
      "Ne recueillez pas un SOA d'une manière qui pousse le client à accepter un rendez-vous.",
      "Ne présentez pas un produit absent du SOA, même brièvement.",
    ],
    exampleDialogue: [
      client("Vous pouvez passer demain pour regarder mon régime Advantage ?"),
      agent(
        "Avec plaisir. Je vous envoie d'abord un court formulaire, le Scope of Appointment, qui liste ce dont nous parlerons. Vous voulez voir uniquement Medicare Advantage, ou aussi les régimes de médicaments et les compléments ?",
      ),
      client("Advantage et le régime de médicaments."),
      agent(
        "J'inscris les deux. Une fois signé, on s'en tient à ça, et si autre chose se présente, on le met en règle d'abord.",
      ),
    ],
    keywords: [
      "scope of appointment",
      "soa",
      "règle des 48 heures",
      "48 heures",
      "rendez-vous",
      "cy2027",
      "conformité",
      "règles cms",
      "visite spontanée",
      "enregistrer",
    ],
    nextStep:
      "passez en revue cette semaine vos cinq prochains rendez-vous Medicare : vérifiez que chacun a un SOA enregistré listant tous les produits prévus.",
  },
};

// ---------------------------------------------------------------------------------------------------
// KB-10013 The TPMO disclaimer and CMS marketing conduct.

function tpmoConduct(language: Language): ArticleText {
  const disclaimer = tpmoText(WORD_TABLES[language], undefined);
  if (language === "en") {
    return {
      title: "TPMO disclaimer and CMS marketing rules: contact, gifts and wording",
      summary:
        "As a third-party marketing organization you must give the standardized disclaimer, wait for the client to reach out, and watch every word. Most complaints come from three habits: cold contact, a missing disclaimer and careless price or endorsement wording.",
      keyPoints: [
        "The disclaimer goes on marketing materials, websites, e-mail and chat; on the phone it was required within the first minute, and for CY2027 it must come before benefits are discussed.",
        "No unsolicited calls, texts or e-mails, no door-to-door visits, no approaching people in parking lots or lobbies; contact only people who asked or gave permission.",
        "Gifts are limited to $15 in value, no cash, and no meals during a sales presentation.",
        "Say zero premium for a $0-premium plan, never suggest that Medicare or the government endorses a plan or an agent, and never call an MA or drug plan a Medigap policy.",
        "Lead sources must tell the beneficiary their information goes to a licensed agent; record marketing calls as CMS requires.",
      ],
      procedure: [
        "Put the disclaimer in your e-mail signature, website footer and chat greeting.",
        "Read it word for word at the start of every Medicare phone call, before any benefit.",
        "Check each lead's permission to contact before you dial.",
        "Review your flyers and posts for price and endorsement wording before they go out.",
      ],
      dos: [
        `Fill in the real numbers of organizations and plans you represent: "${disclaimer}"`,
        "Keep a do-not-call list and honour it the same day.",
        "Say 'licensed agent', not anything that sounds like a government office.",
      ],
      donts: [
        "Don't leave door-hangers unless the client missed a scheduled appointment.",
        "Don't use Medicare logos or official-looking mailers.",
        "Don't promise a gift in exchange for an appointment.",
      ],
      exampleDialogue: [
        agent(`Thanks for calling. Before we talk about plans, I'm required to tell you: ${disclaimer}`),
        client("OK. So are you with Medicare?"),
        agent(
          "No, I'm a licensed agent working with several insurance companies, not the government. My job is to help you compare the plans I offer.",
        ),
      ],
      keywords: [
        "tpmo",
        "disclaimer",
        "marketing rules",
        "cms",
        "cold calling",
        "unsolicited",
        "door to door",
        "gifts",
        "zero premium",
        "compliance",
        "first minute",
      ],
      nextStep:
        "audit your e-mail signature, website and voicemail script today for the disclaimer and wording, and fix anything missing before your next call.",
    };
  }
  if (language === "es") {
    return {
      title: "Aviso TPMO y reglas de mercadeo de CMS: contacto, regalos y palabras",
      summary:
        "Como organización de mercadeo externa (TPMO), usted debe dar el aviso estandarizado, esperar a que el cliente lo busque y cuidar cada palabra. La mayoría de las quejas salen de tres costumbres: el contacto no solicitado, olvidar el aviso y hablar sin cuidado de precios o de respaldos.",
      keyPoints: [
        "El aviso va en el material de mercadeo, los sitios web, el correo y el chat; por teléfono se exigía en el primer minuto, y para CY2027 debe darse antes de hablar de beneficios.",
        "Nada de llamadas, mensajes o correos no solicitados, visitas puerta a puerta ni abordar a la gente en estacionamientos o vestíbulos; contacte solo a quien lo pidió o dio permiso.",
        "Los regalos no pueden valer más de $15, nunca en efectivo, y no se ofrecen comidas durante una presentación de ventas.",
        "Diga prima cero para un plan de $0 de prima, nunca dé a entender que Medicare o el gobierno respaldan un plan o a un agente, y nunca llame póliza Medigap a un plan MA o de medicamentos.",
        "Las fuentes de prospectos deben avisarle al beneficiario que sus datos irán a un agente con licencia; grabe las llamadas de mercadeo como lo exige CMS.",
      ],
      procedure: [
        "Ponga el aviso en la firma de su correo, el pie de su sitio web y el saludo del chat.",
        "Léalo palabra por palabra al comienzo de cada llamada de Medicare, antes de cualquier beneficio.",
        "Revise el permiso de contacto de cada prospecto antes de marcar.",
        "Revise sus volantes y publicaciones en busca de palabras sobre precio o respaldo antes de publicarlos.",
      ],
      dos: [
        `Complete con el número real de organizaciones y planes que representa: "${disclaimer}"`,
        "Lleve una lista de no llamar y respétela el mismo día.",
        "Preséntese como agente con licencia, nunca con algo que suene a oficina del gobierno.",
      ],
      donts: [
        "No deje avisos en la puerta salvo que el cliente faltara a una cita programada.",
        "No use logotipos de Medicare ni cartas que parezcan oficiales.",
        "No prometa un regalo a cambio de una cita.",
      ],
      exampleDialogue: [
        agent(`Gracias por llamar. Antes de hablar de planes, tengo la obligación de decirle: ${disclaimer}`),
        client("Está bien. ¿Entonces usted es de Medicare?"),
        agent(
          "No, soy un agente con licencia que trabaja con varias aseguradoras, no con el gobierno. Mi trabajo es ayudarle a comparar los planes que ofrezco.",
        ),
      ],
      keywords: [
        "tpmo",
        "aviso",
        "descargo",
        "reglas de mercadeo",
        "cms",
        "llamadas en frío",
        "no solicitado",
        "puerta a puerta",
        "regalos",
        "prima cero",
        "cumplimiento",
        "primer minuto",
      ],
      nextStep:
        "revise hoy la firma de su correo, su sitio web y el mensaje de su buzón de voz para ver el aviso y las palabras, y corrija lo que falte antes de su próxima llamada.",
    };
  }
  return {
    title: "Avis TPMO et règles de démarchage CMS : contact, cadeaux et vocabulaire",
    summary:
      "En tant qu'organisme de marketing tiers (TPMO), vous devez lire l'avis standardisé, attendre que le client vienne à vous et peser chaque mot. La plupart des plaintes viennent de trois habitudes : le démarchage à froid, l'avis oublié et un vocabulaire imprudent sur le prix ou la caution officielle.",
    keyPoints: [
      "L'avis figure sur les supports marketing, les sites web, les e-mails et le chat ; au téléphone il était exigé dans la première minute, et pour CY2027 il doit précéder toute présentation des garanties.",
      "Aucun appel, SMS ou e-mail non sollicité, aucun porte-à-porte, aucune approche sur un parking ou dans un hall ; ne contactez que les personnes qui l'ont demandé ou l'ont autorisé.",
      "Les cadeaux sont limités à 15 $ de valeur, jamais en espèces, et aucun repas pendant une présentation commerciale.",
      "Dites prime zéro pour un régime à 0 $ de prime, ne laissez jamais entendre que Medicare ou l'État cautionne un régime ou un agent, et n'appelez jamais un régime MA ou de médicaments une police Medigap.",
      "Les fournisseurs de prospects doivent prévenir le bénéficiaire que ses données iront à un agent agréé ; enregistrez les appels commerciaux comme CMS l'exige.",
    ],
    procedure: [
      "Ajoutez l'avis à votre signature e-mail, au pied de page de votre site et au message d'accueil du chat.",
      "Lisez-le mot pour mot au début de chaque appel Medicare, avant toute garantie.",
      "Vérifiez l'autorisation de contact de chaque prospect avant d'appeler.",
      "Relisez vos prospectus et publications pour tout mot sur le prix ou une caution avant diffusion.",
    ],
    dos: [
      `Indiquez le nombre réel d'organisations et de régimes que vous représentez : « ${disclaimer} »`,
      "Tenez une liste d'opposition au démarchage et appliquez-la le jour même.",
      "Présentez-vous comme agent agréé, jamais avec une formule qui évoque un service de l'État.",
    ],
    donts: [
      "Ne laissez pas d'avis de passage sauf si le client a manqué un rendez-vous fixé.",
      "N'utilisez ni logos Medicare ni courriers d'allure officielle.",
      "Ne promettez pas de cadeau en échange d'un rendez-vous.",
    ],
    exampleDialogue: [
      agent(`Merci de votre appel. Avant de parler des régimes, je suis tenu de vous dire : ${disclaimer}`),
      client("D'accord. Donc vous êtes de Medicare ?"),
      agent(
        "Non, je suis un agent agréé qui travaille avec plusieurs assureurs, pas avec l'État. Mon rôle est de vous aider à comparer les régimes que je propose.",
      ),
    ],
    keywords: [
      "tpmo",
      "avis",
      "mention obligatoire",
      "règles de démarchage",
      "cms",
      "démarchage à froid",
      "non sollicité",
      "porte-à-porte",
      "cadeaux",
      "prime zéro",
      "conformité",
      "première minute",
    ],
    nextStep:
      "vérifiez aujourd'hui votre signature e-mail, votre site et votre message de répondeur pour l'avis et le vocabulaire, et corrigez ce qui manque avant votre prochain appel.",
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10014 Cross-selling within the rules.

const CROSS_SELLING: Record<Language, ArticleText> = {
  en: {
    title:
      "Cross-selling within the rules: Medicare first, life and annuities by request or a separate appointment",
    summary:
      "The best books are built on households with several policies, but CMS draws a hard line: no life insurance or annuity pitch in a Medicare Advantage or Part D appointment unless the client asks. Finish the Medicare work, then earn a separate appointment for everything else.",
    keyPoints: [
      "In an MA or Part D appointment you may present only the products on the Scope of Appointment; non-health products such as life insurance and annuities are off limits unless the client raises them.",
      "If the client asks on their own, note it in your file; otherwise offer a separate appointment on another day.",
      "Health products that fill Medicare gaps (hospital indemnity, cancer, dental, vision and hearing) still need the client's interest and belong on the agenda you agreed.",
      "Annuity recommendations carry NAIC best-interest duties whatever appointment they come from.",
      "Good cross-selling follows needs the client voiced: a worry about funeral costs, a spouse's income, savings sitting idle.",
    ],
    procedure: [
      "Complete the Medicare review and the enrollment first.",
      "Ask one open question about other concerns, without naming products.",
      "If a need appears, offer a separate appointment and let the client choose the date.",
      "Start that appointment with its own fact-find and disclosures.",
    ],
    dos: [
      "Write down in the client's words what they asked about.",
      "Send a short recap after the Medicare meeting with the agreed next appointment.",
      "Keep Medicare and life or annuity files separate.",
    ],
    donts: [
      "Don't slip a final expense quote into a Medicare Advantage presentation.",
      "Don't make the Medicare enrollment depend on another purchase.",
      "Don't treat a client's polite yes as a request to discuss other products.",
    ],
    exampleDialogue: [
      agent(
        "Your Medicare plan is done. Is there anything else on your mind about protecting your family that you'd like to talk about another day?",
      ),
      client("Actually, I've been wondering how my wife would pay for my funeral."),
      agent(
        "That's an important question, and it deserves its own conversation. Could we set a separate appointment on Thursday to look at it properly?",
      ),
    ],
    keywords: [
      "cross-sell",
      "cross-selling",
      "cross sell",
      "bundle",
      "bundling",
      "separate appointment",
      "life insurance",
      "annuity",
      "final expense",
      "household",
      "upsell",
    ],
    nextStep:
      "after each Medicare appointment this week, ask the one open question and book a separate appointment for any need the client names.",
  },
  es: {
    title:
      "Ventas cruzadas dentro de las reglas: primero Medicare, vida y anualidades a pedido del cliente o en una cita aparte",
    summary:
      "Las mejores carteras se construyen con hogares que tienen varias pólizas, pero CMS pone un límite claro: nada de ofrecer seguros de vida ni anualidades en una cita de Medicare Advantage o de la Parte D salvo que el cliente lo pida. Termine lo de Medicare y luego gánese una cita aparte para lo demás.",
    keyPoints: [
      "En una cita de MA o de la Parte D solo puede presentar los productos del Alcance de la Cita; los productos que no son de salud, como seguros de vida y anualidades, quedan fuera salvo que el cliente los mencione.",
      "Si el cliente pregunta por su cuenta, anótelo en el expediente; si no, ofrezca una cita aparte otro día.",
      "Los productos de salud que cubren huecos de Medicare (indemnización hospitalaria, cáncer, dental, visión y audición) también requieren el interés del cliente y deben estar en la agenda acordada.",
      "Recomendar una anualidad conlleva los deberes de mejor interés de la NAIC, venga de la cita que venga.",
      "La buena venta cruzada sigue necesidades que el cliente expresó: la preocupación por el costo del funeral, el ingreso del cónyuge, ahorros parados.",
    ],
    procedure: [
      "Termine primero la revisión y la inscripción de Medicare.",
      "Haga una pregunta abierta sobre otras preocupaciones, sin nombrar productos.",
      "Si aparece una necesidad, ofrezca una cita aparte y deje que el cliente elija la fecha.",
      "Empiece esa cita con su propia entrevista y sus avisos.",
    ],
    dos: [
      "Anote con las palabras del cliente lo que preguntó.",
      "Envíe un resumen breve después de la cita de Medicare con la próxima cita acordada.",
      "Lleve por separado los expedientes de Medicare y los de vida o anualidades.",
    ],
    donts: [
      "No meta una cotización de gastos finales en una presentación de Medicare Advantage.",
      "No condicione la inscripción en Medicare a otra compra.",
      "No tome un sí de cortesía como una petición para hablar de otros productos.",
    ],
    exampleDialogue: [
      agent(
        "Su plan de Medicare quedó listo. ¿Hay algo más que le preocupe sobre cómo proteger a su familia y que quiera que veamos otro día?",
      ),
      client("Pues sí, me he preguntado cómo pagaría mi esposa mi funeral."),
      agent(
        "Es una pregunta importante y merece su propia conversación. ¿Le parece si hacemos una cita aparte el jueves para verlo con calma?",
      ),
    ],
    keywords: [
      "venta cruzada",
      "ventas cruzadas",
      "paquete",
      "combinar",
      "cita aparte",
      "seguro de vida",
      "anualidad",
      "gastos finales",
      "hogar",
      "vender más",
    ],
    nextStep:
      "después de cada cita de Medicare de esta semana, haga la pregunta abierta y agende una cita aparte para cualquier necesidad que el cliente mencione.",
  },
  fr: {
    title:
      "Ventes croisées dans les règles : Medicare d'abord, vie et rentes sur demande ou en rendez-vous distinct",
    summary:
      "Les meilleurs portefeuilles reposent sur des foyers qui détiennent plusieurs contrats, mais CMS trace une ligne nette : pas d'assurance vie ni de rente dans un rendez-vous Medicare Advantage ou partie D, sauf si le client le demande. Terminez le travail Medicare, puis obtenez un rendez-vous distinct pour le reste.",
    keyPoints: [
      "Dans un rendez-vous MA ou partie D, vous ne pouvez présenter que les produits du Scope of Appointment ; les produits hors santé comme l'assurance vie et les rentes sont exclus sauf si le client les évoque.",
      "Si le client pose la question de lui-même, notez-le au dossier ; sinon, proposez un rendez-vous distinct un autre jour.",
      "Les produits santé qui comblent les trous de Medicare (indemnité hospitalière, cancer, dentaire, vision et audition) exigent aussi l'intérêt du client et doivent figurer au programme convenu.",
      "Une recommandation de rente entraîne les obligations d'intérêt supérieur de la NAIC, quel que soit le rendez-vous d'origine.",
      "La bonne vente croisée suit un besoin exprimé par le client : l'inquiétude sur le coût des obsèques, le revenu du conjoint, une épargne qui dort.",
    ],
    procedure: [
      "Terminez d'abord le bilan et l'inscription Medicare.",
      "Posez une question ouverte sur ses autres préoccupations, sans nommer de produit.",
      "Si un besoin apparaît, proposez un rendez-vous distinct et laissez le client choisir la date.",
      "Ouvrez ce rendez-vous avec sa propre découverte et ses propres mentions.",
    ],
    dos: [
      "Notez avec les mots du client ce qu'il a demandé.",
      "Envoyez un court récapitulatif après le rendez-vous Medicare avec le prochain rendez-vous convenu.",
      "Tenez des dossiers séparés pour Medicare et pour la vie ou les rentes.",
    ],
    donts: [
      "Ne glissez pas un devis frais funéraires dans une présentation Medicare Advantage.",
      "Ne conditionnez pas l'inscription Medicare à un autre achat.",
      "Ne prenez pas un oui poli pour une demande de parler d'autres produits.",
    ],
    exampleDialogue: [
      agent(
        "Votre régime Medicare est en place. Y a-t-il autre chose qui vous préoccupe pour protéger votre famille, dont vous aimeriez parler un autre jour ?",
      ),
      client("En fait, je me demande comment ma femme paierait mes obsèques."),
      agent(
        "C'est une question importante, qui mérite sa propre conversation. Pouvons-nous fixer un rendez-vous distinct jeudi pour l'étudier sérieusement ?",
      ),
    ],
    keywords: [
      "vente croisée",
      "ventes croisées",
      "multi-équipement",
      "combiner",
      "rendez-vous distinct",
      "assurance vie",
      "rente",
      "frais funéraires",
      "foyer",
      "vendre plus",
    ],
    nextStep:
      "après chaque rendez-vous Medicare de la semaine, posez la question ouverte et fixez un rendez-vous distinct pour tout besoin exprimé par le client.",
  },
};

export const COMPLIANCE_ARTICLES: readonly Article[] = [
  {
    id: "KB-10012",
    date: REVIEWED,
    topic: "scope_of_appointment",
    sources: [
      ...sourceIds(REF.S113, REF.S114, REF.S115, REF.S170),
      "packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling",
    ],
    text: SCOPE_OF_APPOINTMENT,
  },
  {
    id: "KB-10013",
    date: REVIEWED,
    topic: "tpmo_marketing_rules",
    sources: [
      ...sourceIds(REF.S110, REF.S111, REF.S115, REF.S118, REF.S119, REF.S120, REF.S121),
      "packages/engine/src/facts/compliance.ts",
    ],
    text: { en: tpmoConduct("en"), es: tpmoConduct("es"), fr: tpmoConduct("fr") },
  },
  {
    id: "KB-10014",
    date: REVIEWED,
    topic: "cross_selling",
    sources: [
      ...sourceIds(REF.S118, REF.S119, REF.S120, REF.S125),
      "packages/engine/src/facts/compliance.ts, packages/engine/src/facts/needs.ts, docs/product/compliance.md#cross-selling",
    ],
    text: CROSS_SELLING,
  },
];
