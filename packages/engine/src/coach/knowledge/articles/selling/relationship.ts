/**
 * Selling-skill articles on the relationship after the sale: referrals and the follow-up cadence. One file
 * per subject of the selling list (`selling.ts`); an article runs about 200 lines with its English, Spanish
 * and French side by side, so a subject of two passes 300.
 */
import type { Article } from "../../types.js";
import { agent, client } from "./dialogue.js";

/** Referrals: the warmest leads there are, asked for at the moments the client is happiest. */
export const REFERRALS: Article = {
  id: "KB-20014",
  date: "2026-11",
  topic: "referrals",
  sources: ["packages/engine/src/coach/knowledge", "packages/engine/src/facts/compliance.ts"],
  text: {
    en: {
      title: "Referrals: when and how to ask, within the rules",
      summary:
        "Referred prospects buy far more often than cold leads, and they arrive already trusting you. Ask at the moments the client feels looked after, make it specific (“who else is turning 65 this year?”), and let the referred person reach out to you or agree to your call. On Medicare, a referral is not permission to cold-call, and a thank-you is never cash.",
      keyPoints: [
        "One final expense agency reports closing 3-7% of cold leads, 10-30% of warm leads and over half of referrals; your referral habit is your best lead source.",
        "Best moments to ask: the 48-hour check-in, policy delivery, a paid claim, and the 90-day or annual review.",
        "Ask specifically: “Who do you know who's turning 65 this year?” or “Who else in the family has been worried about funeral costs?” beats “know anyone?”",
        "For Medicare, the friend has to contact you or give permission first: give the client your card to pass on, or ask them to check with the friend before you call.",
        "Thank referrers with a note or a call; in Medicare marketing any gift is limited to a nominal value (no more than $15) and never cash.",
      ],
      procedure: [
        "Deliver first: make sure the client is happy with the service and the coverage.",
        "Ask permission: “Can I ask you a favour?”",
        "Make the request specific to a group the client knows.",
        "Give two or three cards, or send a short text the client can forward.",
        "For Medicare prospects, wait for the referred person to contact you or to give permission through your client.",
        "Thank the client and tell them when you've helped their friend, without sharing the friend's details.",
      ],
      dos: [
        "Ask every satisfied client, every time you deliver something.",
        "Keep the forwardable text short, with your name, license and number.",
        "Track who referred whom so you can thank them.",
      ],
      donts: [
        "Don't cold-call, text or visit a Medicare referral who hasn't agreed to be contacted.",
        "Don't pay cash or give valuable gifts for referrals.",
        "Don't tell the referrer anything about what their friend bought.",
        "Don't ask for referrals before you've delivered what you promised.",
      ],
      exampleDialogue: [
        agent("Mrs. Alvarez, I'm glad the card arrived and you're all set. Can I ask you a small favour?"),
        client("Of course, dear."),
        agent(
          "Most of my clients come from people like you. Who do you know at church or in the family who's turning 65 this year and might want someone to explain their options?",
        ),
        client("My sister Carmen turns 65 in March, and she's so confused by all the mail."),
        agent(
          "I'd be happy to help her. Could you give her my card, or ask her if it's okay for me to call? That way she knows who I am when I reach out.",
        ),
        client("I'll call her tonight and tell her to expect you."),
      ],
      nextStep:
        "call three clients you helped this year, ask the specific referral question, and leave each with your card or a text they can forward.",
      keywords: [
        "referrals",
        "referral",
        "ask for referrals",
        "get referrals",
        "referral script",
        "word of mouth",
        "warm leads",
        "leads",
        "who do you know",
        "turning 65",
        "referral gift",
        "prospecting",
      ],
    },
    es: {
      title: "Referidos: cuándo y cómo pedirlos, dentro de las reglas",
      summary:
        "Los prospectos referidos se cierran muchísimo más que los contactos en frío, y llegan confiando en usted. Pida referidos cuando el cliente se siente bien atendido, sea concreto (“¿quién más cumple 65 este año?”) y deje que la persona referida se comunique con usted o acepte su llamada. En Medicare, un referido no es permiso para llamar en frío, y el agradecimiento nunca es en efectivo.",
      keyPoints: [
        "Una agencia de gastos finales reporta que cierra del 3 al 7% de los contactos en frío, del 10 al 30% de los contactos tibios y más de la mitad de los referidos; el hábito de pedir referidos es su mejor fuente de clientes.",
        "Los mejores momentos para pedir: la llamada de las 48 horas, la entrega de la póliza, un reclamo pagado y la revisión de los 90 días o la anual.",
        "Pida en concreto: “¿A quién conoce que cumpla 65 este año?” o “¿Quién más en la familia se ha preocupado por los gastos del funeral?” funciona mejor que “¿conoce a alguien?”",
        "En Medicare, el conocido tiene que comunicarse con usted o dar permiso primero: dele al cliente su tarjeta para que la pase, o pídale que le pregunte a su conocido antes de llamarle.",
        "Agradezca a quien refiere con una nota o una llamada; en el mercadeo de Medicare, cualquier regalo se limita a un valor simbólico (no más de $15) y nunca es en efectivo.",
      ],
      procedure: [
        "Primero cumpla: asegúrese de que el cliente está contento con el servicio y la cobertura.",
        "Pida permiso: “¿Le puedo pedir un favor?”",
        "Haga la petición concreta, sobre un grupo que el cliente conoce.",
        "Dele dos o tres tarjetas, o mándele un mensaje corto que pueda reenviar.",
        "Con prospectos de Medicare, espere a que la persona referida se comunique con usted o dé permiso por medio de su cliente.",
        "Agradézcale al cliente y avísele cuando haya ayudado a su conocido, sin compartir los datos de esa persona.",
      ],
      dos: [
        "Pídaselo a cada cliente satisfecho, cada vez que le entregue algo.",
        "Haga que el mensaje para reenviar sea corto, con su nombre, su licencia y su número.",
        "Lleve un registro de quién le refirió a quién para poder agradecerlo.",
      ],
      donts: [
        "No llame, no mande textos ni visite a un referido de Medicare que no aceptó que lo contactaran.",
        "No pague en efectivo ni dé regalos de valor por los referidos.",
        "No le cuente a quien refirió nada de lo que compró su conocido.",
        "No pida referidos antes de haber cumplido lo que prometió.",
      ],
      exampleDialogue: [
        agent(
          "Señora Álvarez, qué gusto que ya le llegó la tarjeta y que todo quedó listo. ¿Le puedo pedir un favorcito?",
        ),
        client("Claro que sí, mijo."),
        agent(
          "La mayoría de mis clientes me llegan por personas como usted. ¿A quién conoce en la iglesia o en la familia que cumpla 65 este año y que quisiera que alguien le explicara sus opciones?",
        ),
        client("Mi hermana Carmen cumple 65 en marzo, y anda bien confundida con tanto correo que le llega."),
        agent(
          "Con mucho gusto la ayudo. ¿Le podría dar mi tarjeta, o preguntarle si está bien que yo le llame? Así ya sabe quién soy cuando me comunique con ella.",
        ),
        client("Hoy en la noche le hablo y le digo que usted la va a llamar."),
      ],
      nextStep:
        "llame a tres clientes que ayudó este año, hágales la pregunta concreta de referidos y déjele a cada uno su tarjeta o un mensaje que pueda reenviar.",
      keywords: [
        "referidos",
        "referido",
        "pedir referidos",
        "conseguir referidos",
        "guion para referidos",
        "recomendaciones",
        "de boca en boca",
        "contactos tibios",
        "prospectos",
        "a quién conoce",
        "cumple 65",
        "regalo por referido",
      ],
    },
    fr: {
      title: "Les recommandations : quand et comment les demander, dans les règles",
      summary:
        "Les prospects recommandés signent bien plus souvent que les contacts à froid, et ils arrivent en vous faisant déjà confiance. Demandez au moment où le client se sent bien servi, soyez précis (« qui d'autre fête ses 65 ans cette année ? ») et laissez la personne recommandée vous contacter ou accepter votre appel. Pour Medicare, une recommandation n'autorise pas un appel à froid, et un remerciement n'est jamais en espèces.",
      keyPoints: [
        "Une agence d'assurance obsèques indique signer 3 à 7 % des contacts à froid, 10 à 30 % des contacts tièdes et plus de la moitié des recommandations : l'habitude de demander est votre meilleure source de prospects.",
        "Les meilleurs moments pour demander : l'appel des 48 heures, la remise du contrat, un sinistre réglé, et la revue des 90 jours ou la revue annuelle.",
        "Demandez précisément : « Qui connaissez-vous qui fête ses 65 ans cette année ? » ou « Qui d'autre dans la famille s'inquiète du coût des obsèques ? » marche mieux que « vous connaissez quelqu'un ? »",
        "Pour Medicare, la personne doit vous contacter ou donner son accord d'abord : donnez votre carte au client pour qu'il la transmette, ou demandez-lui de vérifier auprès de la personne avant que vous l'appeliez.",
        "Remerciez par un mot ou un appel ; dans le démarchage Medicare, tout cadeau est limité à une valeur symbolique (15 $ au plus) et n'est jamais en espèces.",
      ],
      procedure: [
        "Tenez d'abord vos promesses : assurez-vous que le client est satisfait du service et de la couverture.",
        "Demandez la permission : « Je peux vous demander un petit service ? »",
        "Formulez une demande précise, autour d'un groupe que le client connaît.",
        "Donnez deux ou trois cartes, ou envoyez un court message que le client peut transférer.",
        "Pour les prospects Medicare, attendez que la personne recommandée vous contacte ou donne son accord par l'intermédiaire de votre client.",
        "Remerciez le client et dites-lui quand vous avez aidé la personne, sans rien révéler de son dossier.",
      ],
      dos: [
        "Demandez à chaque client satisfait, chaque fois que vous livrez quelque chose.",
        "Gardez le message à transférer court, avec votre nom, votre licence et votre numéro.",
        "Notez qui vous a recommandé à qui, pour pouvoir remercier.",
      ],
      donts: [
        "N'appelez pas, n'envoyez pas de SMS et ne rendez pas visite à une recommandation Medicare qui n'a pas accepté d'être contactée.",
        "Ne payez pas en espèces et n'offrez pas de cadeaux de valeur pour une recommandation.",
        "Ne dites rien à celui qui vous a recommandé de ce que son proche a souscrit.",
        "Ne demandez pas de recommandations avant d'avoir tenu ce que vous aviez promis.",
      ],
      exampleDialogue: [
        agent(
          "Madame Alvarez, je suis content que vous ayez reçu votre carte et que tout soit en place. Je peux vous demander un petit service ?",
        ),
        client("Bien sûr, allez-y."),
        agent(
          "La plupart de mes clients viennent de personnes comme vous. Qui connaissez-vous, à la paroisse ou dans la famille, qui fête ses 65 ans cette année et aimerait qu'on lui explique ses options ?",
        ),
        client(
          "Ma sœur Carmen a 65 ans en mars, et elle est complètement perdue avec tout le courrier qu'elle reçoit.",
        ),
        agent(
          "Je serais ravi de l'aider. Pourriez-vous lui donner ma carte, ou lui demander si elle est d'accord pour que je l'appelle ? Comme ça, elle saura qui je suis.",
        ),
        client("Je l'appelle ce soir et je lui dis de s'attendre à votre appel."),
      ],
      nextStep:
        "appelez trois clients que vous avez aidés cette année, posez la question de recommandation précise, et laissez à chacun votre carte ou un message à transférer.",
      keywords: [
        "recommandations",
        "recommandation",
        "demander des recommandations",
        "obtenir des recommandations",
        "parrainage",
        "script de recommandation",
        "bouche-à-oreille",
        "contacts tièdes",
        "prospects",
        "prospection",
        "qui connaissez-vous",
        "cadeau de remerciement",
      ],
    },
  },
};

/** The follow-up cadence the pitches promise (docs/product/decisions.md#d-15): 48 hours, 5 business days, 90 days, then yearly. */
export const FOLLOW_UP_CADENCE: Article = {
  id: "KB-20015",
  date: "2026-11",
  topic: "follow-up",
  sources: [
    "packages/engine/src/coach/knowledge",
    "packages/engine/src/facts/medicare.ts",
    "packages/engine/src/facts/compliance.ts",
  ],
  text: {
    en: {
      title: "Follow-up cadence: 48 hours, 5 business days, 90 days, every year",
      summary:
        "Most cancelled policies and lost referrals come from silence after the sale. A fixed cadence keeps the client informed and the policy on the books: a check-in within 48 hours, an application status call within 5 business days, a reminder before the first draft, a 90-day review, and a yearly review. Put every date in your calendar the day you write the business.",
      keyPoints: [
        "Within 48 hours: a short call to answer questions that came up after the meeting and confirm what happens next.",
        "In 5 business days: check the application or enrollment status with the carrier and tell the client: approved, pending and what's missing, or the next step.",
        "Before the first premium draft: remind the client of the date and amount, especially for final expense drafts set on the Social Security day.",
        "In 90 days: confirm the coverage is in force and working, the beneficiaries are right, and ask whether anyone close to the client would welcome the same review.",
        "Every year before the Annual Enrollment Period (October 15 to December 7) for Medicare clients: recheck doctors, prescriptions and next year's plan changes, with a new Scope of Appointment before discussing Medicare Advantage or Part D plans.",
      ],
      procedure: [
        "At the sale, tell the client the schedule: “I'll call you Thursday, then once the carrier answers, then in three months.”",
        "Enter every follow-up date in your calendar before you leave.",
        "Make the 48-hour call: questions, next steps, draft date.",
        "Make the 5-business-day status call, even if the status hasn't changed.",
        "Call before the first draft and again at 90 days; ask for referrals at the 90-day call.",
        "Schedule the annual review before the enrollment season and record a new Scope of Appointment before it for Medicare Advantage or Part D clients.",
      ],
      dos: [
        "Call when you said you would, even with nothing new to report.",
        "Keep each follow-up short and useful; lead with something the client needs.",
        "Note what you learned in each call in the client's file.",
        "Use the client's preferred channel, and the phone for anything that matters.",
      ],
      donts: [
        "Don't disappear after the application is signed.",
        "Don't use a service call to pitch a new product the client didn't ask about.",
        "Don't let the client learn about a carrier decline or a missing document from the mail.",
        "Don't discuss Medicare Advantage or Part D plan changes at the annual review without a recorded Scope of Appointment.",
      ],
      exampleDialogue: [
        agent(
          "Hi Mr. Thompson, it's Daniel, as promised. It's been two days since we did your application; any questions come up since then?",
        ),
        client("Actually, yes. My wife asked when the first payment comes out."),
        agent(
          "Good question. It's set for the 3rd, the day your Social Security arrives, and I'll call you a couple of days before. The carrier is still reviewing the application; I'll have an answer for you by next Wednesday.",
        ),
        client("Great, that's what I wanted to know."),
        agent(
          "Then you'll hear from me Wednesday, and again in about three months to make sure everything's working the way we planned. Anything else I can answer for either of you today?",
        ),
        client("No, that's it. Thanks for calling back."),
      ],
      nextStep:
        "for every application you wrote this month, put the 48-hour, 5-business-day and 90-day calls in your calendar today.",
      keywords: [
        "follow up",
        "follow-up",
        "follow-up cadence",
        "follow up schedule",
        "48 hour call",
        "5 business days",
        "90 day review",
        "annual review",
        "client retention",
        "keep clients",
        "policy lapse",
        "chargeback",
        "check in",
      ],
    },
    es: {
      title: "El ritmo de seguimiento: 48 horas, 5 días hábiles, 90 días y cada año",
      summary:
        "La mayoría de las pólizas canceladas y de los referidos perdidos vienen del silencio después de la venta. Un calendario fijo mantiene al cliente informado y la póliza vigente: una llamada dentro de las 48 horas, una llamada sobre el estado de la solicitud en 5 días hábiles, un recordatorio antes del primer cobro, una revisión a los 90 días y una revisión cada año. Ponga todas las fechas en su calendario el mismo día en que hace la venta.",
      keyPoints: [
        "Dentro de las 48 horas: una llamada corta para responder las preguntas que surgieron después de la cita y confirmar lo que sigue.",
        "En 5 días hábiles: revise con la compañía el estado de la solicitud o inscripción y avísele al cliente: aprobada, pendiente y qué falta, o el siguiente paso.",
        "Antes del primer cobro de la prima: recuérdele al cliente la fecha y la cantidad, sobre todo en gastos finales con el cobro puesto el día del Seguro Social.",
        "A los 90 días: confirme que la cobertura está vigente y funciona, que los beneficiarios son los correctos, y pregunte si alguien cercano al cliente agradecería la misma revisión.",
        "Cada año antes del Periodo de Inscripción Anual (del 15 de octubre al 7 de diciembre) para clientes de Medicare: revise médicos, medicinas y los cambios del plan para el año siguiente, con un nuevo formulario de alcance de la cita antes de hablar de planes Medicare Advantage o de la Parte D.",
      ],
      procedure: [
        "Al hacer la venta, dígale al cliente el calendario: “Le llamo el jueves, luego cuando conteste la compañía y luego en tres meses.”",
        "Anote todas las fechas de seguimiento en su calendario antes de irse.",
        "Haga la llamada de las 48 horas: preguntas, siguientes pasos, fecha de cobro.",
        "Haga la llamada de los 5 días hábiles, aunque el estado no haya cambiado.",
        "Llame antes del primer cobro y otra vez a los 90 días; pida referidos en la llamada de los 90 días.",
        "Agende la revisión anual antes de la temporada de inscripción y registre un nuevo formulario de alcance de la cita antes de ella para clientes de Medicare Advantage o de la Parte D.",
      ],
      dos: [
        "Llame cuando dijo que llamaría, aunque no tenga nada nuevo que contar.",
        "Haga cada seguimiento corto y útil; empiece con algo que el cliente necesita.",
        "Anote en el expediente del cliente lo que supo en cada llamada.",
        "Use el medio que prefiere el cliente, y el teléfono para todo lo importante.",
      ],
      donts: [
        "No desaparezca después de que se firma la solicitud.",
        "No use una llamada de servicio para ofrecer un producto nuevo que el cliente no pidió.",
        "No deje que el cliente se entere por correo de un rechazo de la compañía o de un documento que falta.",
        "No hable de cambios de planes Medicare Advantage o de la Parte D en la revisión anual sin un formulario de alcance de la cita registrado.",
      ],
      exampleDialogue: [
        agent(
          "Buenas tardes, don Roberto, le habla Daniel, como quedamos. Ya pasaron dos días desde que hicimos su solicitud; ¿le ha surgido alguna pregunta?",
        ),
        client("Pues sí. Mi señora quiere saber cuándo sale el primer pago."),
        agent(
          "Buena pregunta. Quedó para el día 3, cuando le llega el Seguro Social, y yo le llamo un par de días antes. La compañía todavía está revisando la solicitud; el próximo miércoles ya le tengo una respuesta.",
        ),
        client("Perfecto, eso es lo que quería saber."),
        agent(
          "Entonces el miércoles me tiene de vuelta, y otra vez en unos tres meses para asegurarnos de que todo funciona como lo planeamos. ¿Hay algo más que les pueda aclarar hoy a usted o a su señora?",
        ),
        client("No, es todo. Gracias por llamar como quedó."),
      ],
      nextStep:
        "por cada solicitud que hizo este mes, anote hoy en su calendario las llamadas de las 48 horas, de los 5 días hábiles y de los 90 días.",
      keywords: [
        "seguimiento",
        "dar seguimiento",
        "calendario de seguimiento",
        "llamada de 48 horas",
        "5 días hábiles",
        "revisión de 90 días",
        "revisión anual",
        "retener clientes",
        "conservar clientes",
        "póliza cancelada",
        "póliza caída",
        "chargeback",
        "llamada de seguimiento",
      ],
    },
    fr: {
      title: "Le rythme de suivi : 48 heures, 5 jours ouvrés, 90 jours, puis chaque année",
      summary:
        "La plupart des contrats résiliés et des recommandations perdues viennent du silence après la vente. Un calendrier fixe tient le client informé et garde le contrat en vigueur : un appel sous 48 heures, un point sur la demande sous 5 jours ouvrés, un rappel avant le premier prélèvement, une revue à 90 jours et une revue annuelle. Inscrivez toutes les dates dans votre agenda le jour même de la vente.",
      keyPoints: [
        "Sous 48 heures : un court appel pour répondre aux questions apparues après le rendez-vous et confirmer la suite.",
        "Sous 5 jours ouvrés : vérifiez l'état de la demande ou de l'inscription auprès de l'assureur et informez le client : acceptée, en attente et ce qui manque, ou la prochaine étape.",
        "Avant le premier prélèvement : rappelez au client la date et le montant, surtout en assurance obsèques quand le prélèvement est calé sur le versement de la Sécurité sociale.",
        "À 90 jours : vérifiez que la couverture est en vigueur et fonctionne, que les bénéficiaires sont les bons, et demandez si un proche du client apprécierait la même revue.",
        "Chaque année avant la période d'inscription annuelle (du 15 octobre au 7 décembre) pour les clients Medicare : revérifiez médecins, médicaments et changements du plan pour l'année suivante, avec un nouveau formulaire de portée du rendez-vous avant de parler des plans Medicare Advantage ou Partie D.",
      ],
      procedure: [
        "Au moment de la vente, annoncez le calendrier au client : « Je vous appelle jeudi, puis dès que l'assureur répond, puis dans trois mois. »",
        "Inscrivez toutes les dates de suivi dans votre agenda avant de partir.",
        "Passez l'appel des 48 heures : questions, prochaines étapes, date de prélèvement.",
        "Passez l'appel des 5 jours ouvrés, même si rien n'a changé.",
        "Appelez avant le premier prélèvement puis à 90 jours ; demandez des recommandations lors de l'appel des 90 jours.",
        "Planifiez la revue annuelle avant la période d'inscription et, pour les clients Medicare Advantage ou Partie D, enregistrez un nouveau formulaire de portée du rendez-vous avant celle-ci.",
      ],
      dos: [
        "Appelez quand vous l'avez annoncé, même sans nouvelle à donner.",
        "Gardez chaque suivi court et utile ; commencez par ce dont le client a besoin.",
        "Notez dans le dossier du client ce que vous avez appris à chaque appel.",
        "Utilisez le canal que préfère le client, et le téléphone pour tout ce qui compte.",
      ],
      donts: [
        "Ne disparaissez pas une fois la demande signée.",
        "N'utilisez pas un appel de service pour proposer un nouveau produit que le client n'a pas demandé.",
        "Ne laissez pas le client apprendre par courrier un refus de l'assureur ou une pièce manquante.",
        "Ne parlez pas de changements de plans Medicare Advantage ou Partie D lors de la revue annuelle sans formulaire de portée du rendez-vous enregistré.",
      ],
      exampleDialogue: [
        agent(
          "Bonjour monsieur Thompson, c'est Daniel, comme convenu. Ça fait deux jours qu'on a fait votre demande ; vous avez eu des questions depuis ?",
        ),
        client("Oui, justement. Ma femme demande quand le premier paiement sera prélevé."),
        agent(
          "Bonne question. C'est prévu le 3, le jour où arrive votre versement de la Sécurité sociale, et je vous appelle deux jours avant. L'assureur étudie encore la demande ; j'aurai une réponse pour vous mercredi prochain.",
        ),
        client("Parfait, c'est ce que je voulais savoir."),
        agent(
          "Alors vous aurez de mes nouvelles mercredi, puis dans trois mois environ pour vérifier que tout fonctionne comme prévu. Y a-t-il autre chose que je puisse vous expliquer, à vous ou à votre femme ?",
        ),
        client("Non, c'est tout. Merci d'avoir rappelé comme promis."),
      ],
      nextStep:
        "pour chaque demande signée ce mois-ci, inscrivez dès aujourd'hui dans votre agenda les appels des 48 heures, des 5 jours ouvrés et des 90 jours.",
      keywords: [
        "suivi",
        "suivi client",
        "relance",
        "calendrier de suivi",
        "appel des 48 heures",
        "5 jours ouvrés",
        "revue des 90 jours",
        "revue annuelle",
        "fidélisation",
        "garder ses clients",
        "résiliation",
        "contrat résilié",
        "appel de suivi",
      ],
    },
  },
};
