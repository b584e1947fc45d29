/**
 * Selling-skill articles on the conversation itself: building trust, discovery, listening, features and
 * benefits. One file per subject of the selling list (`selling.ts`); an article runs about 200 lines with
 * its English, Spanish and French side by side, so a subject of two or more passes 300.
 */
import { tpmoDisclaimer } from "../../../../words/index.js";
import type { Article } from "../../types.js";
import { agent, client } from "./dialogue.js";

/** The example call reads the standardized wording, so agents hear the real text, not a paraphrase. */
const EXAMPLE_COUNTS = { organizations: 4, plans: 19 };

/** Trust is built in the first minutes: who you are, why you called, what you can and can't offer. */
export const TRUST_BUILDING: Article = {
  id: "KB-20007",
  date: "2026-11",
  topic: "trust building",
  sources: ["packages/engine/src/facts/compliance.ts", "packages/engine/src/coach/knowledge"],
  text: {
    en: {
      title: "Trust building: the first five minutes of the call",
      summary:
        "Clients decide whether to trust you long before you quote a price: in how you introduce yourself, whether you respect their time, and whether you tell them the limits of what you offer. Open with your name, license and reason for calling, set an agenda the client agrees to, and on Medicare calls give the required disclaimer before any plan talk. Then keep every small promise you make.",
      keyPoints: [
        "Introduce yourself fully: name, “licensed insurance agent”, agency, and why you're calling (“You asked us to call about your Medicare options”).",
        "Ask for time and set the agenda: “I'll ask about your doctors, prescriptions and budget, show you what fits, and you decide. Fair enough?”",
        "On a Medicare Advantage or Part D call, read the standardized TPMO disclaimer before you discuss any plan benefits; reading it early is the safest habit.",
        "Record the Scope of Appointment before a Medicare Advantage or Part D appointment (in writing for an in-person meeting) and discuss only the products on it.",
        "Rapport comes from attention, not small talk: remember the grandson's name and the doctor she wants to keep, and use them.",
        "Small promises build big trust: call when you said you would, send what you said you'd send.",
      ],
      procedure: [
        "Greet by name and introduce yourself with your license and agency.",
        "Say why you're calling and confirm it's still a good time.",
        "On Medicare Advantage or Part D calls, read the TPMO disclaimer word for word before any plan discussion.",
        "Set the agenda and get a yes to it.",
        "Ask the first open question about what matters most to the client, and listen.",
        "Close the call by repeating the next step and when it will happen.",
      ],
      dos: [
        "Smile while you talk; it changes your voice on the phone.",
        "Match the client's pace: slower with seniors, to the point with busy parents.",
        "Say the limits of what you offer before the client discovers them.",
        "Write down personal details the client shares and bring them up next time.",
      ],
      donts: [
        "Don't open with a pitch or a price.",
        "Don't rush or skip the disclaimer; it is required, and clients notice when you mumble it.",
        "Don't present yourself as calling from Medicare or any government office.",
        "Don't pretend to agree or to have something in common with the client when you don't.",
      ],
      exampleDialogue: [
        agent(
          "Hi Mrs. Johnson, this is Daniel Reyes, a licensed insurance agent with Sunshine Benefits. You asked us to call about your Medicare options. Is now still a good time?",
        ),
        client("Yes, I've got a few minutes."),
        agent(
          `Thank you. Before we talk about any plan, I'm required to read you this: ${tpmoDisclaimer("en", EXAMPLE_COUNTS)}`,
        ),
        client("Oh. So you don't have all of them?"),
        agent(
          "That's right, and I'd rather you hear it from me up front. If nothing I have fits you, I'll tell you. Here's how I'd like to use our twenty minutes: I'll ask about your doctors, your prescriptions and your budget, show you what fits, and you decide. Fair enough?",
        ),
        client("That's fair. My main worry is keeping Dr. Patel."),
        agent(
          "Then that's the first thing we'll check. Let me write that down: keep Dr. Patel. What other doctors do you see regularly?",
        ),
      ],
      nextStep:
        "write your opening (name, license, agency, reason for calling, agenda) and say it out loud five times before your next call.",
      keywords: [
        "trust",
        "build trust",
        "trust building",
        "rapport",
        "build rapport",
        "credibility",
        "first impression",
        "introduction",
        "opening the call",
        "tpmo disclaimer",
        "scope of appointment",
        "soa",
        "first minute",
      ],
    },
    es: {
      title: "Cómo ganarse la confianza: los primeros cinco minutos de la llamada",
      summary:
        "El cliente decide si confía en usted mucho antes de oír un precio: en cómo se presenta, en si respeta su tiempo y en si le dice los límites de lo que ofrece. Empiece con su nombre, su licencia y el motivo de la llamada, proponga un plan de la conversación que el cliente acepte y, en llamadas de Medicare, lea el aviso obligatorio antes de hablar de planes. Después cumpla cada pequeña promesa que haga.",
      keyPoints: [
        "Preséntese completo: nombre, “agente de seguros con licencia”, agencia y motivo de la llamada (“Usted nos pidió que le llamáramos sobre sus opciones de Medicare”).",
        "Pida tiempo y explique cómo va a ser la llamada: “Le voy a preguntar por sus médicos, sus medicinas y su presupuesto, le enseño lo que le conviene y usted decide. ¿Le parece bien?”",
        "En una llamada de Medicare Advantage o de la Parte D, lea el aviso estandarizado de TPMO antes de hablar de los beneficios de cualquier plan; leerlo al principio es la costumbre más segura.",
        "Registre el formulario de alcance de la cita (Scope of Appointment) antes de una cita de Medicare Advantage o de la Parte D (por escrito si es en persona) y hable solo de los productos que aparecen en él.",
        "La buena relación viene de la atención, no de la plática de relleno: acuérdese del nombre del nieto y del médico que ella quiere conservar, y menciónelos.",
        "Las promesas pequeñas crean mucha confianza: llame cuando dijo que llamaría y mande lo que dijo que mandaría.",
      ],
      procedure: [
        "Salude al cliente por su nombre y preséntese con su licencia y su agencia.",
        "Diga por qué llama y confirme que es buen momento.",
        "En llamadas de Medicare Advantage o de la Parte D, lea el aviso de TPMO palabra por palabra antes de hablar de cualquier plan.",
        "Explique cómo va a ser la llamada y obtenga un sí.",
        "Haga la primera pregunta abierta sobre lo que más le importa al cliente, y escuche.",
        "Termine la llamada repitiendo el siguiente paso y cuándo va a ser.",
      ],
      dos: [
        "Sonría mientras habla; por teléfono se nota en la voz.",
        "Vaya al ritmo del cliente: más despacio con los mayores, directo al grano con los papás ocupados.",
        "Diga los límites de lo que ofrece antes de que el cliente los descubra.",
        "Anote los detalles personales que le cuente el cliente y sáquelos la próxima vez.",
      ],
      donts: [
        "No empiece con un discurso de venta ni con un precio.",
        "No lea el aviso a la carrera ni se lo salte; es obligatorio, y el cliente se da cuenta cuando lo masculla.",
        "No se presente como si llamara de Medicare o de una oficina del gobierno.",
        "No finja estar de acuerdo ni tener algo en común con el cliente si no es cierto.",
      ],
      exampleDialogue: [
        agent(
          "Buenas tardes, señora Gutiérrez. Habla Daniel Reyes, agente de seguros con licencia, de Sunshine Benefits. Usted nos pidió que le llamáramos sobre sus opciones de Medicare. ¿Es buen momento todavía?",
        ),
        client("Sí, tengo unos minutos."),
        agent(
          `Gracias. Antes de hablar de cualquier plan, tengo que leerle lo siguiente: ${tpmoDisclaimer("es", EXAMPLE_COUNTS)}`,
        ),
        client("Ah, ¿o sea que usted no tiene todos?"),
        agent(
          "Así es, y prefiero que lo sepa por mí desde el principio. Si nada de lo que tengo le conviene, se lo voy a decir. Así quisiera usar nuestros veinte minutos: le pregunto por sus médicos, sus medicinas y su presupuesto, le enseño lo que le conviene y usted decide. ¿Le parece bien?",
        ),
        client("Me parece bien. Lo que más me preocupa es no perder al doctor Patel."),
        agent(
          "Entonces eso es lo primero que vamos a revisar. Lo apunto: conservar al doctor Patel. ¿Qué otros médicos ve con regularidad?",
        ),
      ],
      nextStep:
        "escriba su presentación (nombre, licencia, agencia, motivo de la llamada y cómo va a ser la conversación) y dígala en voz alta cinco veces antes de su próxima llamada.",
      keywords: [
        "confianza",
        "ganarse la confianza",
        "generar confianza",
        "rapport",
        "conexión con el cliente",
        "credibilidad",
        "primera impresión",
        "presentación",
        "cómo empezar la llamada",
        "aviso de tpmo",
        "alcance de la cita",
        "scope of appointment",
        "primer minuto",
      ],
    },
    fr: {
      title: "Gagner la confiance : les cinq premières minutes de l'appel",
      summary:
        "Le client décide s'il vous fait confiance bien avant d'entendre un prix : à la façon dont vous vous présentez, au respect de son temps et à votre franchise sur les limites de ce que vous proposez. Commencez par votre nom, votre licence et la raison de l'appel, proposez un déroulé que le client accepte et, lors d'un appel Medicare, lisez la mention obligatoire avant de parler des plans. Ensuite, tenez chaque petite promesse.",
      keyPoints: [
        "Présentez-vous complètement : nom, « agent d'assurance agréé », agence et raison de l'appel (« Vous nous avez demandé de vous rappeler au sujet de vos options Medicare »).",
        "Demandez du temps et annoncez le déroulé : « Je vais vous poser des questions sur vos médecins, vos médicaments et votre budget, je vous montre ce qui vous convient et c'est vous qui décidez. Ça vous va ? »",
        "Lors d'un appel Medicare Advantage ou Partie D, lisez la mention standardisée TPMO avant de parler des prestations d'un plan ; la lire dès le début est l'habitude la plus sûre.",
        "Enregistrez le formulaire de portée du rendez-vous (Scope of Appointment) avant un rendez-vous Medicare Advantage ou Partie D (par écrit pour un rendez-vous en personne) et ne parlez que des produits qui y figurent.",
        "Le lien se crée par l'attention, pas par le bavardage : retenez le prénom du petit-fils et le médecin qu'elle veut garder, et reparlez-en.",
        "Les petites promesses font la grande confiance : rappelez quand vous l'avez dit, envoyez ce que vous avez promis d'envoyer.",
      ],
      procedure: [
        "Saluez le client par son nom et présentez-vous avec votre licence et votre agence.",
        "Dites pourquoi vous appelez et vérifiez que le moment convient toujours.",
        "Lors d'un appel Medicare Advantage ou Partie D, lisez la mention TPMO mot pour mot avant toute discussion sur les plans.",
        "Annoncez le déroulé et obtenez un oui.",
        "Posez la première question ouverte sur ce qui compte le plus pour le client, et écoutez.",
        "Terminez l'appel en répétant la prochaine étape et sa date.",
      ],
      dos: [
        "Souriez en parlant : au téléphone, ça s'entend dans la voix.",
        "Suivez le rythme du client : plus lentement avec les seniors, droit au but avec les parents pressés.",
        "Dites les limites de votre offre avant que le client les découvre.",
        "Notez les détails personnels que le client partage et reparlez-en la fois suivante.",
      ],
      donts: [
        "Ne commencez pas par un argumentaire ni par un prix.",
        "Ne bâclez pas la mention obligatoire et ne la sautez pas ; le client remarque quand vous la marmonnez.",
        "Ne vous présentez pas comme appelant de la part de Medicare ou d'un service de l'État.",
        "Ne faites pas semblant d'être d'accord ou d'avoir des points communs avec le client si ce n'est pas vrai.",
      ],
      exampleDialogue: [
        agent(
          "Bonjour madame Johnson, ici Daniel Reyes, agent d'assurance agréé chez Sunshine Benefits. Vous nous avez demandé de vous rappeler au sujet de vos options Medicare. C'est toujours un bon moment ?",
        ),
        client("Oui, j'ai quelques minutes."),
        agent(
          `Merci. Avant de parler d'un plan, je suis tenu de vous lire ceci : ${tpmoDisclaimer("fr", EXAMPLE_COUNTS)}`,
        ),
        client("Ah. Donc vous ne les avez pas tous ?"),
        agent(
          "C'est exact, et je préfère que vous l'appreniez de moi dès le départ. Si rien de ce que je propose ne vous convient, je vous le dirai. Voilà comment je vous propose d'utiliser nos vingt minutes : je vous interroge sur vos médecins, vos médicaments et votre budget, je vous montre ce qui vous convient, et c'est vous qui décidez. Ça vous va ?",
        ),
        client("Ça me va. Ce qui m'inquiète surtout, c'est de garder le docteur Patel."),
        agent(
          "Alors c'est la première chose qu'on va vérifier. Je le note : garder le docteur Patel. Quels autres médecins voyez-vous régulièrement ?",
        ),
      ],
      nextStep:
        "rédigez votre ouverture (nom, licence, agence, raison de l'appel, déroulé) et dites-la cinq fois à voix haute avant votre prochain appel.",
      keywords: [
        "confiance",
        "gagner la confiance",
        "instaurer la confiance",
        "rapport",
        "créer le lien",
        "crédibilité",
        "première impression",
        "se présenter",
        "début d'appel",
        "mention tpmo",
        "portée du rendez-vous",
        "scope of appointment",
        "première minute",
      ],
    },
  },
};

/** Discovery: the questions that find the need, the budget and the people behind the policy. */
export const DISCOVERY: Article = {
  id: "KB-20008",
  date: "2026-11",
  topic: "discovery",
  sources: ["packages/engine/src/coach/knowledge", "docs/product/compliance.md#cross-selling"],
  text: {
    en: {
      title: "Discovery: the questions that uncover needs, budget, health and family",
      summary:
        "The agent who asks better questions writes better business, because the client sells themselves on the gap they describe. Cover five areas in order: what they want to protect, current coverage, health, beneficiaries or family, and budget. Ask open questions, write the answers down, and read them back before you recommend anything.",
      keyPoints: [
        "Needs: “What made you want to look at this now?” and “What would you want this coverage to take care of?”",
        "Current coverage: ask for the cards and policy pages; on Medicare, check every doctor in the network and every prescription on the formulary before choosing Medicare Advantage.",
        "Health: for final expense, ask the carrier's knockout questions early (dialysis or oxygen, help with daily living, hospital stays in the last 12 months, cancer in the last 12 months) so you quote the right plan.",
        "Family and beneficiaries on life appointments: “Who depends on your income?” and “Who would you want this money to go to?”; for life needs, use debts, income × years, mortgage and education.",
        "Budget: ask for a comfortable monthly amount, not the most they could pay.",
        "Stay within the appointment: on a Medicare Advantage or Part D appointment, discuss only the products on the Scope of Appointment unless the client asks about others.",
      ],
      procedure: [
        "Tell the client why you're asking: “I'll ask a few questions so I only show you what fits.”",
        "Start with the goal: what they want to protect and why now.",
        "Collect current coverage from documents, not memory.",
        "Ask the health questions that decide which plans are available.",
        "Ask about family and, on life appointments, beneficiaries.",
        "Ask for the comfortable monthly budget, then read back everything you heard and ask “Did I miss anything?”",
      ],
      dos: [
        "Use open questions that start with what, how, who and tell me about.",
        "Ask about the spouse too and calculate each spouse's need separately.",
        "Note the client's exact words about goals; you'll use them in the recommendation.",
        "Check doctors and prescriptions yourself, with the client on the line.",
      ],
      donts: [
        "Don't recommend anything before discovery is complete.",
        "Don't ask health questions like an interrogation; explain why each one matters.",
        "Don't ask for bank or card numbers during discovery.",
        "Don't turn a Medicare appointment into a life or annuity sale; book a separate appointment if the client asks.",
      ],
      exampleDialogue: [
        agent(
          "Before I show you anything, can I ask a few questions so I only bring you what fits your family?",
        ),
        client("Sure, go ahead."),
        agent("What made you start looking at life insurance now?"),
        client(
          "We just had our second baby, and I realized if something happened to me, my wife couldn't keep the house on her salary.",
        ),
        agent(
          "Congratulations. So the goal is that Ana and the kids keep the house no matter what. Roughly how much is left on the mortgage, and do you have anything through work today?",
        ),
        client("About two-forty on the house. Work gives me fifty thousand, I think."),
        agent(
          "Good, I'll write that down. And for the budget, what could you put toward this each month and still sleep well?",
        ),
      ],
      nextStep:
        "turn the five areas into a one-page fact finder and use it at your next appointment; read the answers back before you recommend anything.",
      keywords: [
        "discovery",
        "fact finding",
        "fact finder",
        "questions to ask",
        "needs analysis",
        "qualify the client",
        "open questions",
        "budget",
        "health questions",
        "beneficiaries",
        "current coverage",
        "dime",
        "knockout questions",
      ],
    },
    es: {
      title: "Descubrimiento: las preguntas que revelan necesidades, presupuesto, salud y familia",
      summary:
        "El agente que hace mejores preguntas cierra más ventas, porque el cliente se convence solo del hueco que él mismo describe. Cubra cinco temas en orden: qué quiere proteger, la cobertura que ya tiene, su salud, su familia o beneficiarios y su presupuesto. Haga preguntas abiertas, anote las respuestas y léaselas de vuelta antes de recomendar cualquier cosa.",
      keyPoints: [
        "Necesidades: “¿Qué lo llevó a buscar esto ahora?” y “¿De qué quisiera que se encargara esta cobertura?”",
        "Cobertura actual: pida las tarjetas y las hojas de la póliza; en Medicare, revise cada médico en la red y cada medicina en la lista de medicamentos cubiertos antes de escoger Medicare Advantage.",
        "Salud: en gastos finales, haga pronto las preguntas de descarte de la compañía (diálisis u oxígeno, ayuda para las actividades diarias, hospitalizaciones en los últimos 12 meses, cáncer en los últimos 12 meses) para cotizar el plan correcto.",
        "Familia y beneficiarios en citas de seguro de vida: “¿Quién depende de su ingreso?” y “¿A quién quisiera que le llegara este dinero?”; para calcular la necesidad, sume deudas, ingreso × años, hipoteca y estudios.",
        "Presupuesto: pida una cantidad mensual con la que esté cómodo, no lo máximo que podría pagar.",
        "No se salga de la cita: en una cita de Medicare Advantage o de la Parte D, hable solo de los productos del formulario de alcance de la cita, a menos que el cliente pregunte por otros.",
      ],
      procedure: [
        "Dígale al cliente por qué pregunta: “Le voy a hacer unas preguntas para enseñarle solo lo que le conviene.”",
        "Empiece por el objetivo: qué quiere proteger y por qué ahora.",
        "Tome la cobertura actual de los documentos, no de la memoria.",
        "Haga las preguntas de salud que deciden qué planes están disponibles.",
        "Pregunte por la familia y, en citas de seguro de vida, por los beneficiarios.",
        "Pida el presupuesto mensual cómodo, luego repita todo lo que escuchó y pregunte “¿Se me pasó algo?”",
      ],
      dos: [
        "Use preguntas abiertas que empiecen con qué, cómo, quién y cuénteme.",
        "Pregunte también por el cónyuge y calcule la necesidad de cada uno por separado.",
        "Anote las palabras exactas del cliente sobre sus metas; las va a usar en la recomendación.",
        "Revise usted mismo los médicos y las medicinas, con el cliente en la línea.",
      ],
      donts: [
        "No recomiende nada antes de terminar el descubrimiento.",
        "No haga las preguntas de salud como un interrogatorio; explique por qué importa cada una.",
        "No pida números de cuenta ni de tarjeta durante el descubrimiento.",
        "No convierta una cita de Medicare en una venta de seguro de vida o de anualidad; si el cliente lo pide, haga otra cita aparte.",
      ],
      exampleDialogue: [
        agent(
          "Antes de enseñarle nada, ¿me permite hacerle unas preguntas para traerle solo lo que le conviene a su familia?",
        ),
        client("Claro, adelante."),
        agent("¿Qué lo llevó a buscar un seguro de vida ahora?"),
        client(
          "Acabamos de tener a nuestro segundo bebé, y me di cuenta de que si me pasa algo, mi esposa no podría pagar la casa con su sueldo.",
        ),
        agent(
          "Felicidades. Entonces la meta es que Ana y los niños se queden en la casa pase lo que pase. ¿Más o menos cuánto les falta de la hipoteca, y tiene algo del trabajo hoy en día?",
        ),
        client("Como doscientos cuarenta mil de la casa. En el trabajo me dan cincuenta mil, creo."),
        agent(
          "Muy bien, lo apunto. Y de presupuesto, ¿cuánto podría poner cada mes para esto y seguir durmiendo tranquilo?",
        ),
      ],
      nextStep:
        "convierta los cinco temas en una hoja de descubrimiento de una página y úsela en su próxima cita; léale las respuestas al cliente antes de recomendar nada.",
      keywords: [
        "descubrimiento",
        "preguntas de descubrimiento",
        "qué preguntas hacer",
        "análisis de necesidades",
        "calificar al cliente",
        "preguntas abiertas",
        "presupuesto",
        "preguntas de salud",
        "beneficiarios",
        "cobertura actual",
        "método dime",
        "preguntas de descarte",
        "levantar información",
      ],
    },
    fr: {
      title: "La découverte : les questions qui révèlent les besoins, le budget, la santé et la famille",
      summary:
        "L'agent qui pose les meilleures questions signe le plus de contrats, parce que le client se convainc lui-même du manque qu'il décrit. Couvrez cinq sujets dans l'ordre : ce qu'il veut protéger, sa couverture actuelle, sa santé, sa famille ou ses bénéficiaires, et son budget. Posez des questions ouvertes, notez les réponses et relisez-les au client avant de recommander quoi que ce soit.",
      keyPoints: [
        "Les besoins : « Qu'est-ce qui vous a amené à regarder ça maintenant ? » et « De quoi voudriez-vous que cette couverture se charge ? »",
        "La couverture actuelle : demandez les cartes et les pages du contrat ; pour Medicare, vérifiez chaque médecin dans le réseau et chaque médicament dans la liste des médicaments couverts avant de choisir Medicare Advantage.",
        "La santé : en assurance obsèques, posez tôt les questions éliminatoires de l'assureur (dialyse ou oxygène, aide pour les gestes du quotidien, hospitalisations dans les 12 derniers mois, cancer dans les 12 derniers mois) pour proposer le bon contrat.",
        "La famille et les bénéficiaires, pour l'assurance vie : « Qui dépend de vos revenus ? » et « À qui voudriez-vous que cet argent revienne ? » ; pour chiffrer le besoin, additionnez dettes, revenu × années, prêt immobilier et études.",
        "Le budget : demandez un montant mensuel confortable, pas le maximum possible.",
        "Restez dans le cadre du rendez-vous : lors d'un rendez-vous Medicare Advantage ou Partie D, ne parlez que des produits du formulaire de portée du rendez-vous, sauf si le client demande autre chose.",
      ],
      procedure: [
        "Dites au client pourquoi vous posez des questions : « Quelques questions pour ne vous montrer que ce qui vous convient. »",
        "Commencez par l'objectif : ce qu'il veut protéger, et pourquoi maintenant.",
        "Relevez la couverture actuelle sur les documents, pas de mémoire.",
        "Posez les questions de santé qui déterminent les contrats possibles.",
        "Interrogez sur la famille et, pour l'assurance vie, sur les bénéficiaires.",
        "Demandez le budget mensuel confortable, puis reformulez tout ce que vous avez entendu et demandez : « J'ai oublié quelque chose ? »",
      ],
      dos: [
        "Posez des questions ouvertes qui commencent par quoi, comment, qui, et « parlez-moi de… ».",
        "Interrogez aussi sur le conjoint et calculez le besoin de chacun séparément.",
        "Notez les mots exacts du client sur ses objectifs : vous les reprendrez dans la recommandation.",
        "Vérifiez vous-même médecins et médicaments, avec le client en ligne.",
      ],
      donts: [
        "Ne recommandez rien avant la fin de la découverte.",
        "Ne posez pas les questions de santé comme un interrogatoire ; expliquez pourquoi chacune compte.",
        "Ne demandez ni numéro de compte ni numéro de carte pendant la découverte.",
        "Ne transformez pas un rendez-vous Medicare en vente d'assurance vie ou de rente ; fixez un autre rendez-vous si le client le demande.",
      ],
      exampleDialogue: [
        agent(
          "Avant de vous montrer quoi que ce soit, je peux vous poser quelques questions pour ne vous apporter que ce qui convient à votre famille ?",
        ),
        client("Bien sûr, allez-y."),
        agent("Qu'est-ce qui vous a décidé à regarder une assurance vie maintenant ?"),
        client(
          "On vient d'avoir notre deuxième bébé, et je me suis rendu compte que s'il m'arrivait quelque chose, ma femme ne pourrait pas garder la maison avec son seul salaire.",
        ),
        agent(
          "Félicitations. Donc l'objectif, c'est qu'Ana et les enfants gardent la maison quoi qu'il arrive. Il reste environ combien sur le prêt, et vous avez quelque chose par votre travail aujourd'hui ?",
        ),
        client(
          "À peu près deux cent quarante mille sur la maison. Le travail me donne cinquante mille, je crois.",
        ),
        agent(
          "Très bien, je le note. Et côté budget, combien pourriez-vous y consacrer chaque mois en dormant tranquille ?",
        ),
      ],
      nextStep:
        "faites des cinq sujets une fiche de découverte d'une page et utilisez-la à votre prochain rendez-vous ; relisez les réponses au client avant de recommander quoi que ce soit.",
      keywords: [
        "découverte",
        "questions de découverte",
        "quelles questions poser",
        "analyse des besoins",
        "qualifier le client",
        "questions ouvertes",
        "budget",
        "questions de santé",
        "bénéficiaires",
        "couverture actuelle",
        "méthode dime",
        "questions éliminatoires",
        "recueil d'informations",
      ],
    },
  },
};

/** Listening: the client who feels heard tells you the real objection before you have to dig for it. */
export const LISTENING: Article = {
  id: "KB-20009",
  date: "2026-11",
  topic: "listening",
  sources: [],
  text: {
    en: {
      title: "Listening: active listening, mirroring and labelling",
      summary:
        "Most lost sales are lost while the agent is talking. Active listening means letting the client finish, repeating their key words back, naming the emotion you hear, and summarising before you answer. A client who feels understood tells you the real objection without being pushed.",
      keyPoints: [
        "Let the client do most of the talking in discovery; if you're talking more than they are, ask another question.",
        "Mirroring: repeat the last two or three important words as a question (“Lost your coverage?”) and wait; the client explains more.",
        "Labelling: name what you hear, starting with “It sounds like…” or “It seems like…” (“It sounds like the last plan let you down”).",
        "Summarise before you recommend: “So what matters most is keeping Dr. Lee, staying under $150 a month, and no surprises at the pharmacy. Did I get that right?”",
        "Silence is a tool: after a question or a price, stop talking and let the client answer.",
      ],
      procedure: [
        "Ask an open question and let the client answer completely.",
        "Mirror the key words or label the feeling you hear.",
        "Pause at least three seconds after the client stops; more often comes.",
        "Take notes in the client's words.",
        "Summarise the needs and ask the client to correct you.",
        "Only then move to your recommendation.",
      ],
      dos: [
        "Use short acknowledgements (“I see”, “go on”) to keep the client talking.",
        "Write down names, doctors and dates as you hear them.",
        "Ask “What else?” before you answer the first concern.",
        "Let the client correct your summary; a correction is valuable information.",
      ],
      donts: [
        "Don't interrupt, finish the client's sentences or plan your rebuttal while they talk.",
        "Don't say “I know how you feel”; say what you heard instead.",
        "Don't mirror every sentence; it sounds like a technique when overused.",
        "Don't fill the silence after you give a price.",
      ],
      exampleDialogue: [
        client(
          "Last year I switched plans and then found out my pharmacy wasn't in it anymore. What a mess.",
        ),
        agent("Your pharmacy wasn't in it anymore?"),
        client(
          "No! I'd gone to the same one for twenty years. I had to drive across town for my insulin for months.",
        ),
        agent("It sounds like that plan made your life harder, not easier."),
        client("Exactly. I don't want to go through that again."),
        agent(
          "Then let's make sure it doesn't happen. So before we compare anything: keep your pharmacy, keep your insulin covered, and no surprises. Did I get that right?",
        ),
      ],
      nextStep:
        "on your next call, use one mirror and one label before you answer the first concern, then summarise and ask “Did I get that right?”",
      keywords: [
        "listening",
        "active listening",
        "listen",
        "mirroring",
        "mirror",
        "labeling",
        "labelling",
        "empathy",
        "summarize",
        "rapport",
        "talking too much",
        "silence",
        "tactical empathy",
      ],
    },
    es: {
      title: "Escuchar: escucha activa, reflejo y etiquetar emociones",
      summary:
        "La mayoría de las ventas se pierden mientras el agente está hablando. Escuchar de verdad es dejar que el cliente termine, repetirle sus palabras clave, ponerle nombre a la emoción que se oye y resumir antes de responder. Un cliente que se siente comprendido le dice la objeción real sin que usted tenga que sacársela.",
      keyPoints: [
        "Deje que el cliente hable la mayor parte del descubrimiento; si usted habla más que él, haga otra pregunta.",
        "Reflejo: repita las últimas dos o tres palabras importantes como pregunta (“¿Se quedó sin cobertura?”) y espere; el cliente le explica más.",
        "Etiquetar: póngale nombre a lo que oye, empezando con “Parece que…” o “Me da la impresión de que…” (“Parece que el plan anterior le quedó mal”).",
        "Resuma antes de recomendar: “Entonces lo que más le importa es conservar a la doctora Lee, no pasar de $150 al mes y no llevarse sorpresas en la farmacia. ¿Lo entendí bien?”",
        "El silencio es una herramienta: después de una pregunta o de un precio, deje de hablar y deje que el cliente responda.",
      ],
      procedure: [
        "Haga una pregunta abierta y deje que el cliente conteste completo.",
        "Refleje las palabras clave o ponga nombre a la emoción que oye.",
        "Espere por lo menos tres segundos cuando el cliente se calle; muchas veces sigue hablando.",
        "Tome notas con las palabras del cliente.",
        "Resuma las necesidades y pídale al cliente que lo corrija.",
        "Solo entonces pase a su recomendación.",
      ],
      dos: [
        "Use confirmaciones cortas (“ajá”, “ya veo”, “siga”) para que el cliente siga hablando.",
        "Apunte nombres, médicos y fechas en cuanto los oiga.",
        "Pregunte “¿Qué más?” antes de responder la primera inquietud.",
        "Deje que el cliente corrija su resumen; una corrección es información valiosa.",
      ],
      donts: [
        "No interrumpa, no termine las frases del cliente ni prepare su respuesta mientras él habla.",
        "No diga “sé cómo se siente”; diga mejor lo que escuchó.",
        "No refleje cada frase; si se usa de más, suena a técnica.",
        "No llene el silencio después de dar un precio.",
      ],
      exampleDialogue: [
        client("El año pasado me cambié de plan y luego resultó que mi farmacia ya no estaba. Qué lío."),
        agent("¿Su farmacia ya no estaba?"),
        client(
          "¡No! Llevaba veinte años yendo a la misma. Por meses tuve que cruzar toda la ciudad para conseguir mi insulina.",
        ),
        agent("Parece que ese plan le complicó la vida en vez de facilitársela."),
        client("Exacto. No quiero volver a pasar por eso."),
        agent(
          "Entonces vamos a asegurarnos de que no pase. Antes de comparar nada: conservar su farmacia, que su insulina esté cubierta y nada de sorpresas. ¿Lo entendí bien?",
        ),
      ],
      nextStep:
        "en su próxima llamada, use un reflejo y una etiqueta antes de responder la primera inquietud; luego resuma y pregunte “¿Lo entendí bien?”",
      keywords: [
        "escuchar",
        "escucha activa",
        "saber escuchar",
        "reflejo",
        "reflejar",
        "espejo",
        "etiquetar",
        "empatía",
        "resumir",
        "rapport",
        "hablo demasiado",
        "silencio",
        "conexión con el cliente",
      ],
    },
    fr: {
      title: "L'écoute : écoute active, effet miroir et étiquetage",
      summary:
        "La plupart des ventes se perdent pendant que l'agent parle. Écouter activement, c'est laisser le client finir, lui renvoyer ses mots clés, nommer l'émotion que l'on perçoit et résumer avant de répondre. Un client qui se sent compris vous donne la vraie objection sans qu'on ait à la lui arracher.",
      keyPoints: [
        "Laissez le client parler la plus grande partie de la découverte ; si vous parlez plus que lui, posez une autre question.",
        "L'effet miroir : répétez les deux ou trois derniers mots importants sous forme de question (« Plus de couverture ? ») et attendez ; le client en dit plus.",
        "L'étiquetage : nommez ce que vous percevez, en commençant par « On dirait que… » ou « J'ai l'impression que… » (« On dirait que votre ancien plan vous a déçue »).",
        "Résumez avant de recommander : « Donc ce qui compte le plus, c'est de garder la docteure Lee, de rester sous 150 $ par mois et de ne pas avoir de surprise à la pharmacie. C'est bien ça ? »",
        "Le silence est un outil : après une question ou un prix, taisez-vous et laissez le client répondre.",
      ],
      procedure: [
        "Posez une question ouverte et laissez le client répondre jusqu'au bout.",
        "Reprenez les mots clés en miroir ou nommez l'émotion que vous percevez.",
        "Attendez au moins trois secondes quand le client s'arrête ; il continue souvent.",
        "Prenez des notes avec les mots du client.",
        "Résumez les besoins et demandez au client de vous corriger.",
        "Seulement ensuite, passez à votre recommandation.",
      ],
      dos: [
        "Utilisez de courtes relances (« je vois », « continuez ») pour garder le client dans la conversation.",
        "Notez noms, médecins et dates au moment où vous les entendez.",
        "Demandez « Et quoi d'autre ? » avant de répondre à la première inquiétude.",
        "Laissez le client corriger votre résumé : une correction est une information précieuse.",
      ],
      donts: [
        "N'interrompez pas, ne finissez pas les phrases du client et ne préparez pas votre réponse pendant qu'il parle.",
        "Ne dites pas « je sais ce que vous ressentez » ; dites plutôt ce que vous avez entendu.",
        "N'utilisez pas le miroir à chaque phrase : trop utilisé, il sonne comme une technique.",
        "Ne remplissez pas le silence après avoir annoncé un prix.",
      ],
      exampleDialogue: [
        client(
          "L'an dernier, j'ai changé de plan et j'ai découvert ensuite que ma pharmacie n'en faisait plus partie. Quelle galère.",
        ),
        agent("Votre pharmacie n'en faisait plus partie ?"),
        client(
          "Non ! J'allais dans la même depuis vingt ans. Pendant des mois, j'ai dû traverser toute la ville pour mon insuline.",
        ),
        agent("On dirait que ce plan vous a compliqué la vie au lieu de la simplifier."),
        client("Exactement. Je ne veux pas revivre ça."),
        agent(
          "Alors assurons-nous que ça n'arrive pas. Avant de comparer quoi que ce soit : garder votre pharmacie, avoir votre insuline couverte, et aucune surprise. C'est bien ça ?",
        ),
      ],
      nextStep:
        "lors de votre prochain appel, utilisez un miroir et une étiquette avant de répondre à la première inquiétude, puis résumez et demandez « C'est bien ça ? »",
      keywords: [
        "écoute",
        "écoute active",
        "écouter le client",
        "effet miroir",
        "reformulation",
        "reformuler",
        "étiquetage",
        "empathie",
        "résumer",
        "rapport",
        "je parle trop",
        "silence",
        "créer le lien",
      ],
    },
  },
};

/** Features tell, benefits sell: every feature gets a "which means" tied to the client's own goal. */
export const FEATURES_VS_BENEFITS: Article = {
  id: "KB-20010",
  date: "2026-11",
  topic: "features",
  sources: ["packages/engine/src/facts/medicare.ts", "packages/engine/src/coach/knowledge"],
  text: {
    en: {
      title: "Features vs benefits: say what the coverage does for this client",
      summary:
        "A feature is what the policy has; a benefit is what it does for the person in front of you. Clients buy benefits tied to something they told you, so translate every feature with “which means…” and connect it to their words. Three features the client cares about beat ten they don't.",
      keyPoints: [
        "Feature → bridge → benefit: “Plan G pays the Part A hospital deductible, which means a hospital stay won't hand you a $1,736 bill in 2026.”",
        "Tie each benefit to something the client said: “You told me you visit your daughter in Texas, so…”",
        "Pick the two or three features that match the client's goals; leave the rest in the brochure.",
        "Check that it landed: “How would that help you?” lets the client say the benefit in their own words.",
        "Describe benefits accurately: say what is covered, up to what amount, and what isn't.",
      ],
      procedure: [
        "List the client's top goals from discovery.",
        "For each goal, choose the feature that serves it.",
        "Say the feature in one plain sentence.",
        "Bridge with “which means” and state the benefit in the client's terms.",
        "Ask a check question and listen to the answer.",
        "Move to the next goal, or to the close when the main goals are covered.",
      ],
      dos: [
        "Use the client's own words and names in the benefit.",
        "Turn numbers into situations: a deductible into a hospital stay, a daily benefit into a week of bills.",
        "Mention the important limits alongside the benefit.",
        "Keep each feature-benefit pair under thirty seconds.",
      ],
      donts: [
        "Don't read the brochure or list every rider.",
        "Don't overstate a benefit or hide a waiting period to make it sound better.",
        "Don't promise returns on indexed products; describe the floor and the cap, and say the interest credited depends on the index.",
        "Don't use jargon (MOOP, formulary, elimination period) without explaining it in plain words.",
      ],
      exampleDialogue: [
        agent(
          "You told me you spend winters near your daughter in Texas. With a Medicare Supplement, you can see any doctor in the country who accepts Medicare.",
        ),
        client("Any doctor? Even down there?"),
        agent(
          "Even down there, which means if you get sick in January, you go to the doctor near your daughter's house instead of waiting until you're home in Ohio.",
        ),
        client("That's been my worry with these network plans."),
        agent(
          "And Plan G pays the Part A hospital deductible, which means a hospital stay in either state doesn't come with a $1,736 bill. How would that help you?",
        ),
        client("Well, I wouldn't be worrying about money while I'm sick, for one."),
      ],
      nextStep:
        "take the plan you sell most and write three “feature, which means, benefit” sentences tied to what your last client told you.",
      keywords: [
        "features",
        "benefits",
        "features vs benefits",
        "features and benefits",
        "which means",
        "value proposition",
        "explain the plan",
        "present the plan",
        "presentation",
        "sell the benefit",
        "why it matters",
        "pitch",
      ],
    },
    es: {
      title: "Características y beneficios: diga lo que la cobertura hace por este cliente",
      summary:
        "Una característica es lo que tiene la póliza; un beneficio es lo que hace por la persona que tiene enfrente. El cliente compra beneficios ligados a algo que él le contó, así que traduzca cada característica con un “lo que significa que…” y conéctela con sus palabras. Tres características que le importan al cliente valen más que diez que no le importan.",
      keyPoints: [
        "Característica → puente → beneficio: “El Plan G paga el deducible de hospital de la Parte A, lo que significa que una hospitalización no le va a dejar una cuenta de $1,736 en 2026.”",
        "Amarre cada beneficio a algo que dijo el cliente: “Usted me contó que visita a su hija en Texas, así que…”",
        "Escoja las dos o tres características que van con las metas del cliente; lo demás, que se quede en el folleto.",
        "Confirme que le llegó: “¿Cómo le ayudaría eso?” deja que el cliente diga el beneficio con sus propias palabras.",
        "Describa los beneficios con exactitud: qué cubre, hasta cuánto y qué no cubre.",
      ],
      procedure: [
        "Haga una lista de las metas principales del cliente que salieron en el descubrimiento.",
        "Para cada meta, escoja la característica que la atiende.",
        "Diga la característica en una frase sencilla.",
        "Haga el puente con “lo que significa que” y diga el beneficio en los términos del cliente.",
        "Haga una pregunta de confirmación y escuche la respuesta.",
        "Pase a la siguiente meta, o al cierre cuando ya cubrió las metas principales.",
      ],
      dos: [
        "Use las palabras y los nombres del propio cliente en el beneficio.",
        "Convierta los números en situaciones: un deducible en una hospitalización, un beneficio diario en una semana de cuentas.",
        "Mencione los límites importantes junto con el beneficio.",
        "Mantenga cada par característica-beneficio en menos de treinta segundos.",
      ],
      donts: [
        "No lea el folleto ni enumere todas las cláusulas adicionales.",
        "No exagere un beneficio ni esconda un periodo de espera para que suene mejor.",
        "No prometa rendimientos en productos indexados; describa el piso y el tope, y diga que el interés acreditado depende del índice.",
        "No use términos técnicos (MOOP, formulario, periodo de eliminación) sin explicarlos con palabras sencillas.",
      ],
      exampleDialogue: [
        agent(
          "Usted me dijo que pasa los inviernos cerca de su hija en Texas. Con un Suplemento de Medicare puede ir con cualquier médico del país que acepte Medicare.",
        ),
        client("¿Con cualquier médico? ¿Hasta allá?"),
        agent(
          "Hasta allá, lo que significa que si se enferma en enero, va al médico cerca de la casa de su hija en vez de esperar a regresar a Ohio.",
        ),
        client("Eso es lo que me preocupa de esos planes con red."),
        agent(
          "Y el Plan G paga el deducible de hospital de la Parte A, lo que significa que una hospitalización en cualquiera de los dos estados no le llega con una cuenta de $1,736. ¿Cómo le ayudaría eso?",
        ),
        client("Pues para empezar, no estaría preocupada por el dinero mientras estoy enferma."),
      ],
      nextStep:
        "tome el plan que más vende y escriba tres frases de “característica, lo que significa que, beneficio” ligadas a lo que le dijo su último cliente.",
      keywords: [
        "características",
        "beneficios",
        "características y beneficios",
        "lo que significa que",
        "propuesta de valor",
        "explicar el plan",
        "presentar el plan",
        "presentación",
        "vender el beneficio",
        "por qué le conviene",
        "discurso de venta",
        "pitch",
      ],
    },
    fr: {
      title: "Caractéristiques et bénéfices : dire ce que la couverture fait pour ce client",
      summary:
        "Une caractéristique, c'est ce que le contrat comporte ; un bénéfice, c'est ce qu'il fait pour la personne en face de vous. Le client achète des bénéfices liés à quelque chose qu'il vous a dit : traduisez chaque caractéristique par un « ce qui veut dire que… » et reliez-la à ses propres mots. Trois caractéristiques qui comptent pour le client valent mieux que dix qui ne l'intéressent pas.",
      keyPoints: [
        "Caractéristique → pont → bénéfice : « Le plan G paie la franchise hospitalière de la Partie A, ce qui veut dire qu'un séjour à l'hôpital ne vous laissera pas une facture de 1 736 $ en 2026. »",
        "Rattachez chaque bénéfice à ce que le client a dit : « Vous m'avez dit que vous rendiez visite à votre fille au Texas, donc… »",
        "Choisissez les deux ou trois caractéristiques qui correspondent aux objectifs du client ; le reste peut rester dans la brochure.",
        "Vérifiez que le message passe : « En quoi ça vous aiderait ? » laisse le client formuler le bénéfice avec ses propres mots.",
        "Décrivez les bénéfices avec exactitude : ce qui est couvert, jusqu'à quel montant, et ce qui ne l'est pas.",
      ],
      procedure: [
        "Listez les principaux objectifs du client issus de la découverte.",
        "Pour chaque objectif, choisissez la caractéristique qui y répond.",
        "Énoncez la caractéristique en une phrase simple.",
        "Faites le pont avec « ce qui veut dire que » et formulez le bénéfice dans les termes du client.",
        "Posez une question de vérification et écoutez la réponse.",
        "Passez à l'objectif suivant, ou à la conclusion quand les objectifs principaux sont couverts.",
      ],
      dos: [
        "Reprenez les mots et les noms du client dans le bénéfice.",
        "Transformez les chiffres en situations : une franchise en séjour à l'hôpital, une indemnité journalière en une semaine de factures.",
        "Mentionnez les limites importantes en même temps que le bénéfice.",
        "Gardez chaque paire caractéristique-bénéfice sous les trente secondes.",
      ],
      donts: [
        "Ne lisez pas la brochure et n'énumérez pas toutes les options.",
        "N'exagérez pas un bénéfice et ne cachez pas un délai de carence pour le rendre plus séduisant.",
        "Ne promettez pas de rendement sur les produits indexés ; décrivez le plancher et le plafond, et précisez que les intérêts crédités dépendent de l'indice.",
        "N'employez pas de jargon (MOOP, liste de médicaments couverts, délai de franchise) sans l'expliquer simplement.",
      ],
      exampleDialogue: [
        agent(
          "Vous m'avez dit que vous passiez l'hiver près de votre fille au Texas. Avec une complémentaire Medicare, vous pouvez consulter n'importe quel médecin du pays qui accepte Medicare.",
        ),
        client("N'importe quel médecin ? Même là-bas ?"),
        agent(
          "Même là-bas, ce qui veut dire que si vous tombez malade en janvier, vous allez chez le médecin près de chez votre fille au lieu d'attendre d'être rentrée dans l'Ohio.",
        ),
        client("C'est justement ce qui m'inquiète avec ces plans à réseau."),
        agent(
          "Et le plan G paie la franchise hospitalière de la Partie A, ce qui veut dire qu'un séjour à l'hôpital, dans un État comme dans l'autre, n'arrive pas avec une facture de 1 736 $. En quoi ça vous aiderait ?",
        ),
        client("Eh bien, déjà, je ne m'inquiéterais pas pour l'argent pendant que je suis malade."),
      ],
      nextStep:
        "prenez le contrat que vous vendez le plus et écrivez trois phrases « caractéristique, ce qui veut dire que, bénéfice » liées à ce que votre dernier client vous a dit.",
      keywords: [
        "caractéristiques",
        "bénéfices",
        "avantages",
        "caractéristiques et bénéfices",
        "ce qui veut dire que",
        "proposition de valeur",
        "expliquer le plan",
        "présenter le plan",
        "présentation",
        "vendre le bénéfice",
        "argumentaire",
        "pitch",
      ],
    },
  },
};
