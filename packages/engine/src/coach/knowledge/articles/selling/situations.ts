/**
 * Selling-skill articles on situations an agent meets: the family's say, a client who has an agent, selling
 * by phone, the AEP workload. One file per subject of the selling list (`selling.ts`); an article runs
 * about 200 lines with its English, Spanish and French side by side, so a subject of two or more passes
 * 300.
 */
import { ENROLLMENT_RULES } from "../../rules.js";
import type { Article, ArticleText } from "../../types.js";
import { agent, client } from "./dialogue.js";

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

/** "I need to talk to my wife / my kids": bring the family in instead of sending the client away. */
export const FAMILY_OBJECTION: Article = {
  id: "KB-20016",
  date: "2026-11",
  topic: "spouse and children objections",
  sources: ["packages/engine/src/coach/knowledge"],
  text: {
    en: text(
      '"I need to talk to my spouse / my kids"',
      "When a client wants a spouse or an adult child to weigh in, it is usually a real decision process, not a brush-off. The mistake is sending the client away to sell it for you; the move is to bring the relative into the conversation.",
      [
        "Treat it as a buying signal: the client is taking it seriously.",
        "Ask what the relative will ask first, and answer it now.",
        "Offer a three-way call or a second visit with both, at a set time.",
        "When an adult child pays or decides, speak to them directly, with the client present.",
      ],
      [
        'Agree: "That makes sense — it affects them too."',
        'Ask: "What do you think they\'ll ask first?"',
        "Answer that question with the client's own numbers.",
        "Book the call with the relative before hanging up.",
        "Send a one-page summary to both (no commission figures).",
      ],
      [
        "Name the relative and use their name.",
        "Keep the client at the centre of the conversation.",
        "Hold the quote until the call.",
      ],
      [
        "Don't argue that the client can decide alone.",
        "Don't leave without a date.",
        "Don't talk past the client to the relative.",
      ],
      [
        client("I need to talk to my daughter first."),
        agent("Of course — she'll want to know it's right for you. What do you think she'll ask first?"),
        client("Probably whether it pays right away."),
        agent("Let's answer that together. Could we call her tonight at 7, or tomorrow at 10?"),
      ],
      ["spouse", "wife", "husband", "kids", "children", "son", "daughter", "talk to my", "family", "ask my"],
      'On your next "I need to ask my family", book the three-way call before hanging up.',
    ),
    es: text(
      '"Tengo que hablarlo con mi esposo / mis hijos"',
      "Cuando el cliente quiere que opine su pareja o un hijo adulto, casi siempre es un proceso real de decisión, no una excusa. El error es mandarlo a vender por usted; lo correcto es traer al familiar a la conversación.",
      [
        "Tómelo como señal de compra: el cliente lo toma en serio.",
        "Pregunte qué preguntará primero el familiar, y respóndalo ahora.",
        "Ofrezca una llamada a tres o una segunda visita con los dos, a una hora fija.",
        "Si un hijo adulto paga o decide, háblele directamente, con el cliente presente.",
      ],
      [
        'Dele la razón: "Tiene sentido, también les afecta."',
        'Pregunte: "¿Qué cree que le va a preguntar primero?"',
        "Responda esa pregunta con las cifras del cliente.",
        "Agende la llamada con el familiar antes de colgar.",
        "Envíe un resumen de una página a los dos (sin cifras de comisión).",
      ],
      [
        "Diga el nombre del familiar y úselo.",
        "Mantenga al cliente en el centro de la conversación.",
        "Guarde la cotización hasta la llamada.",
      ],
      [
        "No discuta que el cliente puede decidir solo.",
        "No se vaya sin una fecha.",
        "No le hable al familiar pasando por encima del cliente.",
      ],
      [
        client("Primero tengo que hablarlo con mi hija."),
        agent(
          "Claro, ella va a querer saber que es lo correcto para usted. ¿Qué cree que le preguntará primero?",
        ),
        client("Seguramente si paga desde el principio."),
        agent("Respondámoslo juntos. ¿La llamamos hoy a las 7 o mañana a las 10?"),
      ],
      [
        "esposo",
        "esposa",
        "pareja",
        "hijos",
        "hija",
        "hijo",
        "hablarlo con",
        "familia",
        "preguntarle a",
        "conyuge",
      ],
      'La próxima vez que oiga "tengo que preguntarle a mi familia", agende la llamada a tres antes de colgar.',
    ),
    fr: text(
      "« Je dois en parler à mon conjoint / mes enfants »",
      "Quand un client veut l'avis de son conjoint ou d'un enfant adulte, c'est presque toujours un vrai processus de décision, pas une esquive. L'erreur est de l'envoyer vendre à votre place ; le bon geste est de faire entrer le proche dans la conversation.",
      [
        "Prenez-le comme un signal d'achat : le client le prend au sérieux.",
        "Demandez ce que le proche demandera d'abord, et répondez-y maintenant.",
        "Proposez un appel à trois ou une seconde visite à deux, à heure fixe.",
        "Quand un enfant adulte paie ou décide, parlez-lui directement, en présence du client.",
      ],
      [
        "Acquiescez : « C'est normal, ça les concerne aussi. »",
        "Demandez : « Quelle sera sa première question, à votre avis ? »",
        "Répondez-y avec les chiffres du client.",
        "Fixez l'appel avec le proche avant de raccrocher.",
        "Envoyez un résumé d'une page aux deux (sans aucune commission).",
      ],
      [
        "Nommez le proche et utilisez son prénom.",
        "Gardez le client au centre de l'échange.",
        "Gardez le devis jusqu'à l'appel.",
      ],
      [
        "Ne soutenez pas que le client peut décider seul.",
        "Ne partez pas sans date.",
        "Ne parlez pas au proche par-dessus le client.",
      ],
      [
        client("Je dois d'abord en parler à ma fille."),
        agent(
          "Bien sûr, elle voudra savoir que c'est bon pour vous. Quelle sera sa première question, à votre avis ?",
        ),
        client("Sûrement si ça paie tout de suite."),
        agent("Répondons-y ensemble. On l'appelle ce soir à 19 h ou demain à 10 h ?"),
      ],
      [
        "conjoint",
        "femme",
        "mari",
        "enfants",
        "fille",
        "fils",
        "en parler a",
        "famille",
        "demander a",
        "epouse",
      ],
      "La prochaine fois qu'on vous dit « je dois demander à ma famille », fixez l'appel à trois avant de raccrocher.",
    ),
  },
};

/** "I already have an agent": respect it, offer a second opinion on one point. */
export const HAS_AGENT: Article = {
  id: "KB-20017",
  date: "2026-11",
  topic: "already have an agent",
  sources: ["packages/engine/src/facts/compliance.ts", "packages/engine/src/coach/knowledge"],
  text: {
    en: text(
      '"I already have an agent"',
      "A client with an agent is a client who values advice. Never run the other agent down; offer a second opinion on one specific point, and leave a door open if they stay. Loyal clients often come back when their agent stops calling.",
      [
        "Ask when their agent last reviewed the coverage with them.",
        "Offer one concrete check (doctors and drugs for next year, beneficiaries, a rate increase), not a replacement.",
        "If you find nothing, say so: it earns trust for the next time.",
        "For Medicare, you still need the client's own request and a Scope of Appointment.",
      ],
      [
        "Congratulate them on having someone.",
        "Ask about the last review and what changed since.",
        "Offer the one-point check with no switch asked for.",
        "Leave your card and note a check-in date.",
      ],
      [
        "Be specific about what you would check.",
        "Put findings in writing.",
        "Respect the answer if they decline.",
      ],
      [
        "Don't criticise the other agent.",
        "Don't replace a policy without showing the client a clear improvement.",
        "Don't cold-call Medicare prospects who didn't ask for contact.",
      ],
      [
        client("I already have an agent."),
        agent("Good — everyone should. When did they last go over your plan with you?"),
        client("Honestly, a few years ago."),
        agent(
          "Would it help if I checked just that your doctors and drugs still fit for next year? If everything's fine, I'll tell you.",
        ),
      ],
      [
        "already have an agent",
        "my agent",
        "have a guy",
        "broker",
        "advisor",
        "second opinion",
        "loyal",
        "competitor",
        "otro agente",
        "autre agent",
      ],
      "Write a one-sentence second-opinion offer for each product line you sell and use it word for word.",
    ),
    es: text(
      '"Ya tengo un agente"',
      "Un cliente con agente es un cliente que valora el consejo. Nunca hable mal del otro agente; ofrezca una segunda opinión sobre un punto concreto y deje la puerta abierta si se queda. Los clientes fieles suelen volver cuando su agente deja de llamar.",
      [
        "Pregunte cuándo fue la última revisión con su agente.",
        "Ofrezca una revisión concreta (médicos y medicamentos del próximo año, beneficiarios, un aumento de tarifa), no un reemplazo.",
        "Si no encuentra nada, dígalo: gana confianza para la próxima vez.",
        "En Medicare, igual necesita que el cliente lo pida y un Alcance de la Cita.",
      ],
      [
        "Felicítelo por tener a alguien.",
        "Pregunte por la última revisión y qué cambió desde entonces.",
        "Ofrezca la revisión de un punto sin pedir un cambio.",
        "Deje su tarjeta y anote una fecha de contacto.",
      ],
      [
        "Sea concreto sobre lo que revisaría.",
        "Ponga los hallazgos por escrito.",
        "Respete la respuesta si no acepta.",
      ],
      [
        "No critique al otro agente.",
        "No reemplace una póliza sin una mejora clara para el cliente.",
        "No llame en frío a prospectos de Medicare que no pidieron contacto.",
      ],
      [
        client("Ya tengo un agente."),
        agent("Qué bien, todos deberían tener uno. ¿Cuándo fue la última vez que revisó su plan con usted?"),
        client("La verdad, hace unos años."),
        agent(
          "¿Le ayudaría si reviso solo que sus médicos y medicamentos sigan cubiertos el próximo año? Si todo está bien, se lo digo.",
        ),
      ],
      [
        "ya tengo un agente",
        "mi agente",
        "corredor",
        "asesor",
        "segunda opinion",
        "fiel",
        "competencia",
        "otro agente",
        "tengo a alguien",
      ],
      "Escriba una oferta de segunda opinión de una frase para cada línea que vende y úsela palabra por palabra.",
    ),
    fr: text(
      "« J'ai déjà un agent »",
      "Un client qui a un agent est un client qui valorise le conseil. Ne dénigrez jamais l'autre agent ; proposez un second avis sur un point précis, et laissez une porte ouverte s'il reste. Les clients fidèles reviennent souvent quand leur agent ne les appelle plus.",
      [
        "Demandez quand leur agent a revu la couverture avec eux pour la dernière fois.",
        "Proposez une vérification concrète (médecins et médicaments l'an prochain, bénéficiaires, hausse de tarif), pas un remplacement.",
        "Si vous ne trouvez rien, dites-le : cela crée la confiance pour la prochaine fois.",
        "Pour Medicare, il faut toujours la demande du client et un SOA.",
      ],
      [
        "Félicitez-le d'avoir quelqu'un.",
        "Demandez la date de la dernière revue et ce qui a changé depuis.",
        "Proposez la vérification d'un point sans demander de changement.",
        "Laissez votre carte et notez une date de relance.",
      ],
      [
        "Soyez précis sur ce que vous vérifieriez.",
        "Mettez vos constats par écrit.",
        "Respectez la réponse s'il refuse.",
      ],
      [
        "Ne critiquez pas l'autre agent.",
        "Ne remplacez pas un contrat sans amélioration claire pour le client.",
        "Ne démarchez pas à froid des prospects Medicare qui n'ont rien demandé.",
      ],
      [
        client("J'ai déjà un agent."),
        agent(
          "Très bien, tout le monde devrait en avoir un. Quand a-t-il revu votre plan avec vous la dernière fois ?",
        ),
        client("Franchement, il y a quelques années."),
        agent(
          "Ça vous aiderait que je vérifie seulement que vos médecins et médicaments restent couverts l'an prochain ? Si tout va bien, je vous le dirai.",
        ),
      ],
      [
        "j'ai deja un agent",
        "mon agent",
        "courtier",
        "conseiller",
        "second avis",
        "fidele",
        "concurrent",
        "autre agent",
        "quelqu'un pour mes assurances",
      ],
      "Écrivez une offre de second avis en une phrase pour chaque gamme que vous vendez et utilisez-la mot pour mot.",
    ),
  },
};

/** Selling by phone: recording, TPMO disclaimer, SOA by phone, e-app. */
export const PHONE_SALES: Article = {
  id: "KB-20018",
  date: "2026-11",
  topic: "selling by phone",
  sources: ["packages/engine/src/facts/compliance.ts", "packages/engine/src/facts/compliance.ts"],
  text: {
    en: text(
      "Selling by phone: recording, disclaimer, SOA and e-app",
      `A phone sale is a full appointment with its own rules: record the call with consent, give the TPMO disclaimer before discussing benefits, confirm the Scope of Appointment before the appointment, and finish the e-app while the client is on the line. Recordings are kept ${ENROLLMENT_RULES.recordingKeepYears} years under the CY2027 rule.`,
      [
        "Recording: tell the client and get a yes on the recording.",
        "TPMO disclaimer: before any discussion of benefits (CY2027 marketing, from October 1, 2026).",
        "Scope of Appointment by phone: agreed and recorded before the appointment; the 48-hour wait no longer applies for CY2027 marketing.",
        "E-app: read health questions exactly as written; send the signature link during the call.",
      ],
      [
        "Open with your name, company and the recording notice.",
        "Give the disclaimer and confirm the SOA products.",
        "Run discovery, then the recommendation.",
        "Complete the e-app together and confirm the signature.",
        "Book the delivery call.",
      ],
      [
        "Keep a printed script of the disclaimer next to the phone.",
        "Confirm identity and address before the application.",
        "Summarise what the client bought before hanging up.",
      ],
      [
        "Don't discuss products that are not on the SOA.",
        "Don't paraphrase health questions.",
        "Don't end the call before the signature comes back.",
      ],
      [
        agent("Before we start, this call is recorded for quality and compliance — is that all right?"),
        client("Sure."),
        agent(
          "Thank you. Today we agreed to talk about Medicare Advantage and Part D plans only. Shall we begin with your doctors?",
        ),
        client("Yes, I see Dr. Lee and a heart doctor."),
      ],
      [
        "phone",
        "telephone",
        "recorded call",
        "recording",
        "e-app",
        "soa by phone",
        "tpmo",
        "disclaimer",
        "telefono",
        "telephone sales",
      ],
      "Put the recording line, the disclaimer and the SOA products at the top of your phone script.",
    ),
    es: text(
      "Vender por teléfono: grabación, aviso, SOA y solicitud electrónica",
      `Una venta por teléfono es una cita completa con sus propias reglas: grabe la llamada con consentimiento, lea el aviso TPMO antes de hablar de beneficios, confirme el Alcance de la Cita antes de la cita y termine la solicitud electrónica con el cliente en la línea. Las grabaciones se guardan ${ENROLLMENT_RULES.recordingKeepYears} años con la regla CY2027.`,
      [
        "Grabación: avise al cliente y obtenga un sí en la grabación.",
        "Aviso TPMO: antes de hablar de beneficios (marketing CY2027, desde el 1 de octubre de 2026).",
        "Alcance de la Cita por teléfono: acordado y registrado antes de la cita; la espera de 48 horas ya no aplica para el marketing CY2027.",
        "Solicitud electrónica: lea las preguntas de salud tal como están; envíe el enlace de firma durante la llamada.",
      ],
      [
        "Empiece con su nombre, empresa y el aviso de grabación.",
        "Lea el aviso TPMO y confirme los productos del SOA.",
        "Haga el descubrimiento y luego la recomendación.",
        "Complete juntos la solicitud y confirme la firma.",
        "Agende la llamada de entrega.",
      ],
      [
        "Tenga impreso el aviso junto al teléfono.",
        "Confirme identidad y dirección antes de la solicitud.",
        "Resuma lo que el cliente compró antes de colgar.",
      ],
      [
        "No hable de productos que no están en el SOA.",
        "No parafrasee las preguntas de salud.",
        "No termine la llamada antes de que vuelva la firma.",
      ],
      [
        agent("Antes de empezar, esta llamada se graba por calidad y cumplimiento. ¿Está de acuerdo?"),
        client("Sí, claro."),
        agent(
          "Gracias. Hoy acordamos hablar solo de planes Medicare Advantage y Parte D. ¿Empezamos por sus médicos?",
        ),
        client("Sí, veo a la Dra. Lee y a un cardiólogo."),
      ],
      [
        "telefono",
        "llamada grabada",
        "grabacion",
        "solicitud electronica",
        "soa por telefono",
        "tpmo",
        "aviso",
        "vender por telefono",
        "firma electronica",
      ],
      "Ponga la frase de grabación, el aviso y los productos del SOA al inicio de su guion telefónico.",
    ),
    fr: text(
      "Vendre par téléphone : enregistrement, avertissement, SOA et souscription électronique",
      `Une vente par téléphone est un rendez-vous complet avec ses règles : enregistrer l'appel avec accord, lire l'avertissement TPMO avant de parler des garanties, confirmer le SOA avant le rendez-vous, et finir la souscription électronique pendant l'appel. Les enregistrements sont conservés ${ENROLLMENT_RULES.recordingKeepYears} ans selon la règle CY2027.`,
      [
        "Enregistrement : prévenez le client et obtenez son accord enregistré.",
        "Avertissement TPMO : avant toute discussion des garanties (marketing CY2027, depuis le 1er octobre 2026).",
        "SOA par téléphone : accepté et enregistré avant le rendez-vous ; le délai de 48 heures ne s'applique plus au marketing CY2027.",
        "Souscription électronique : lisez les questions de santé telles quelles ; envoyez le lien de signature pendant l'appel.",
      ],
      [
        "Commencez par votre nom, votre société et l'annonce d'enregistrement.",
        "Lisez l'avertissement et confirmez les produits du SOA.",
        "Faites la découverte, puis la recommandation.",
        "Remplissez ensemble la souscription et confirmez la signature.",
        "Fixez l'appel de remise.",
      ],
      [
        "Gardez l'avertissement imprimé près du téléphone.",
        "Confirmez identité et adresse avant la souscription.",
        "Résumez ce que le client a souscrit avant de raccrocher.",
      ],
      [
        "Ne parlez pas de produits absents du SOA.",
        "Ne reformulez pas les questions de santé.",
        "Ne raccrochez pas avant le retour de la signature.",
      ],
      [
        agent(
          "Avant de commencer, cet appel est enregistré pour la qualité et la conformité. Vous êtes d'accord ?",
        ),
        client("Oui, bien sûr."),
        agent(
          "Merci. Nous avons convenu de parler uniquement des plans Medicare Advantage et partie D. On commence par vos médecins ?",
        ),
        client("Oui, je vois le Dr Lee et un cardiologue."),
      ],
      [
        "telephone",
        "appel enregistre",
        "enregistrement",
        "souscription electronique",
        "soa par telephone",
        "tpmo",
        "avertissement",
        "vendre par telephone",
        "signature electronique",
      ],
      "Placez la phrase d'enregistrement, l'avertissement et les produits du SOA en tête de votre script téléphonique.",
    ),
  },
};

/** AEP workload: sort, batch, protect. */
export const AEP_WORKLOAD: Article = {
  id: "KB-20019",
  date: "2026-11",
  topic: "aep workload",
  sources: ["packages/engine/src/facts/medicare.ts", "packages/engine/src/eligibility/windows.ts"],
  text: {
    en: text(
      "Getting through AEP: sort, batch, protect",
      "AEP (October 15 to December 7) is seven weeks with more reviews than hours. Agents who finish strong sort the book by what changed, collect drug lists and SOAs before October, block fixed appointment slots and stop taking new reviews before the last days.",
      [
        "Sort by the Annual Notice of Change: premium, drug-list or network changes first.",
        "Clients with no change get a short confirmation call, not a full review.",
        "Collect drug lists and Scopes of Appointment in September and early October.",
        "Fixed daily slots and one hour of paperwork beat an open calendar.",
      ],
      [
        "Export the book and tag each client by change type.",
        "Book the top changes first, in fixed slots.",
        "Batch similar reviews (same plan, same county) on the same day.",
        "Stop new reviews a few days before December 7.",
      ],
      [
        "Confirm each enrollment the same day.",
        "Keep a list of January check-ins.",
        "Protect sleep and meals; tired agents make enrollment errors.",
      ],
      [
        "Don't start the book in November.",
        "Don't take every walk-in during your booked slots.",
        "Don't leave applications unfinished on December 7.",
      ],
      [
        agent("I'm booking all my reviews now so nobody waits in December. Tuesday at 10 or Thursday at 2?"),
        client("Thursday works."),
        agent("Perfect. Please have your pill bottles or drug list ready; it'll take 30 minutes."),
        client("I'll have them on the table."),
      ],
      [
        "aep",
        "workload",
        "burnout",
        "busy season",
        "annual enrollment",
        "renewals",
        "reviews",
        "time management",
        "temporada",
        "charge de travail",
      ],
      "Today, export your book, tag clients by change type and book your first 20 reviews.",
    ),
    es: text(
      "Sobrevivir el AEP: clasificar, agrupar, protegerse",
      "El AEP (15 de octubre al 7 de diciembre) son siete semanas con más revisiones que horas. Los agentes que terminan bien clasifican la cartera por lo que cambió, juntan listas de medicamentos y SOA antes de octubre, bloquean horarios fijos y dejan de tomar revisiones nuevas antes de los últimos días.",
      [
        "Clasifique por el Aviso Anual de Cambios: primero cambios de prima, de formulario o de red.",
        "Los clientes sin cambios reciben una llamada corta de confirmación, no una revisión completa.",
        "Junte listas de medicamentos y Alcances de la Cita en septiembre y principios de octubre.",
        "Horarios fijos y una hora diaria de papeleo valen más que un calendario abierto.",
      ],
      [
        "Exporte la cartera y etiquete a cada cliente por tipo de cambio.",
        "Agende primero los cambios importantes, en horarios fijos.",
        "Agrupe revisiones parecidas (mismo plan, mismo condado) el mismo día.",
        "Deje de tomar revisiones nuevas unos días antes del 7 de diciembre.",
      ],
      [
        "Confirme cada inscripción el mismo día.",
        "Lleve una lista de llamadas de enero.",
        "Cuide el sueño y las comidas; un agente cansado comete errores.",
      ],
      [
        "No empiece con la cartera en noviembre.",
        "No atienda cada visita sin cita durante sus horarios reservados.",
        "No deje solicitudes sin terminar el 7 de diciembre.",
      ],
      [
        agent(
          "Estoy agendando todas mis revisiones ahora para que nadie espere en diciembre. ¿Martes a las 10 o jueves a las 2?",
        ),
        client("El jueves me queda bien."),
        agent("Perfecto. Tenga a mano sus frascos o su lista de medicamentos; serán 30 minutos."),
        client("Los tendré en la mesa."),
      ],
      [
        "aep",
        "carga de trabajo",
        "agotamiento",
        "temporada alta",
        "inscripcion anual",
        "renovaciones",
        "revisiones",
        "tiempo",
        "citas",
      ],
      "Hoy, exporte su cartera, etiquete a los clientes por tipo de cambio y agende sus primeras 20 revisiones.",
    ),
    fr: text(
      "Tenir pendant l'AEP : trier, regrouper, se protéger",
      "L'AEP (15 octobre au 7 décembre), ce sont sept semaines avec plus de revues que d'heures. Les agents qui finissent bien trient le portefeuille selon ce qui a changé, recueillent listes de médicaments et SOA avant octobre, bloquent des créneaux fixes et arrêtent les nouvelles revues avant les derniers jours.",
      [
        "Triez selon l'avis annuel de changement : d'abord prime, liste de médicaments ou réseau.",
        "Les clients sans changement ont un court appel de confirmation, pas une revue complète.",
        "Recueillez listes de médicaments et SOA en septembre et début octobre.",
        "Des créneaux fixes et une heure d'administratif par jour valent mieux qu'un agenda ouvert.",
      ],
      [
        "Exportez le portefeuille et étiquetez chaque client par type de changement.",
        "Fixez d'abord les gros changements, sur des créneaux fixes.",
        "Regroupez les revues semblables (même plan, même comté) le même jour.",
        "Arrêtez les nouvelles revues quelques jours avant le 7 décembre.",
      ],
      [
        "Confirmez chaque adhésion le jour même.",
        "Tenez une liste d'appels de janvier.",
        "Protégez sommeil et repas ; un agent épuisé fait des erreurs.",
      ],
      [
        "Ne commencez pas le portefeuille en novembre.",
        "Ne prenez pas chaque visite spontanée pendant vos créneaux réservés.",
        "Ne laissez pas de dossiers inachevés le 7 décembre.",
      ],
      [
        agent(
          "Je cale toutes mes revues maintenant pour que personne n'attende en décembre. Mardi 10 h ou jeudi 14 h ?",
        ),
        client("Jeudi, ça me va."),
        agent("Parfait. Ayez vos boîtes de médicaments ou votre liste sous la main ; ça prendra 30 minutes."),
        client("Je les aurai sur la table."),
      ],
      [
        "aep",
        "charge de travail",
        "epuisement",
        "haute saison",
        "adhesion annuelle",
        "renouvellements",
        "revues",
        "temps",
        "rendez-vous",
      ],
      "Aujourd'hui, exportez votre portefeuille, étiquetez les clients par type de changement et fixez vos 20 premières revues.",
    ),
  },
};
