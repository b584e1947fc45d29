/**
 * Selling-skill articles on timing: honest urgency, and callbacks that end in a booked appointment. One
 * file per subject of the selling list (`selling.ts`); an article runs about 200 lines with its English,
 * Spanish and French side by side, so a subject of two passes 300.
 */
import type { Article } from "../../types.js";
import { agent, client } from "./dialogue.js";

/**
 * Honest urgency: only deadlines that exist (enrollment windows, penalties, underwriting).
 * Reviewed in the current Annual Enrollment Period, when the windows matter most.
 */
export const HONEST_URGENCY: Article = {
  id: "KB-20005",
  date: "2026-11",
  topic: "urgency",
  sources: [
    "packages/engine/src/facts/medicare.ts",
    "packages/engine/src/facts/medicare.ts",
    "packages/engine/src/coach/knowledge",
  ],
  text: {
    en: {
      title: "Urgency: real deadlines, never invented ones",
      summary:
        "Clients put off decisions about illness and death because thinking about them is uncomfortable, so a lack of urgency is often the real objection behind “not now”. The answer is the real calendar: enrollment windows that end, penalties that last for life, and health that can change before the next application. Never invent a deadline or a “price goes up tomorrow”; the real ones are enough.",
      keyPoints: [
        "The Annual Enrollment Period runs October 15 to December 7 and changes take effect January 1; after December 7, most Medicare Advantage and Part D changes wait a year.",
        "The Medigap open enrollment period is a one-time six months from the first month of Part B at 65 or older; inside it the carrier can't deny or charge more for health, outside it the client usually answers health questions.",
        "Part B's late penalty is 10% of the standard premium for each full 12 months without it, and Part D's is 1% of the national base premium per month without creditable coverage; both last as long as the client has the coverage.",
        "Life and final expense rates are set by age and health at application; a new diagnosis can change the price or the answer.",
        "The Medicare Advantage Open Enrollment Period (January 1 to March 31) is for people already in a Medicare Advantage plan; it does not let someone join one from Original Medicare.",
      ],
      procedure: [
        "Ask what's behind “not now”: money, trust or need; answer that first.",
        "Find the client's real dates: birthday month, Part B start, current plan's end, next health appointment.",
        "State the deadline once, as a fact, with its consequence: “After December 7, this choice waits until next year.”",
        "Show what waiting costs in the client's terms: a penalty in dollars, health questions, a higher age band.",
        "Offer to act inside the window, or set a firm date before it closes.",
        "If the client still chooses to wait, write down the date and call before the window closes.",
      ],
      dos: [
        "Quote dates and penalties from the current year's figures, and say where they come from.",
        "Put the deadline in writing in your follow-up message.",
        "Tell the client when waiting costs nothing; it makes your real deadlines believable.",
        "Use the client's calendar: “Your Part B started in September, so your window runs through February.”",
      ],
      donts: [
        "Don't invent deadlines, “last chance” offers or rates that “go up tomorrow”.",
        "Don't use health scares or fear to rush a decision.",
        "Don't say a client can switch plans at any time unless they have a Special Enrollment Period that allows it.",
        "Don't pressure a Medicare beneficiary to enroll on the spot; misleading urgency is a marketing violation.",
      ],
      exampleDialogue: [
        client("I think I'll just wait and look at a supplement next year, when things calm down."),
        agent(
          "That's your call, and I want you to have the dates first. Your Part B started in September, so your Medigap open enrollment runs through the end of February. Until then, no carrier can turn you down or charge you more for your health.",
        ),
        client("And after February?"),
        agent(
          "After that, most carriers can ask health questions. With the heart medication you mentioned, that could mean a higher price or a no. That's the only reason I'd look at it before then.",
        ),
        client("Okay. But I don't want to rush into anything."),
        agent(
          "You don't have to. Let's pick a date in January to go over two options together, well before the window closes. Is the 12th or the 14th better?",
        ),
      ],
      nextStep:
        "list the real dates for each open prospect (birthday month, Part B start, enrollment windows) and call first the ones whose window ends soonest.",
      keywords: [
        "urgency",
        "create urgency",
        "not now",
        "not right now",
        "maybe next year",
        "wait",
        "deadline",
        "enrollment period",
        "aep",
        "open enrollment",
        "late enrollment penalty",
        "procrastinate",
        "think about it",
        "call me back",
      ],
    },
    es: {
      title: "Urgencia: fechas límite reales, nunca inventadas",
      summary:
        "Los clientes dejan para después las decisiones sobre enfermedad y muerte porque pensar en eso incomoda, así que la falta de urgencia suele ser la verdadera objeción detrás de un “ahorita no”. La respuesta es el calendario real: periodos de inscripción que se cierran, multas que duran toda la vida y una salud que puede cambiar antes de la próxima solicitud. Nunca invente una fecha límite ni un “mañana sube el precio”; con las reales basta.",
      keyPoints: [
        "El Periodo de Inscripción Anual va del 15 de octubre al 7 de diciembre y los cambios empiezan el 1 de enero; después del 7 de diciembre, la mayoría de los cambios de Medicare Advantage y Parte D tienen que esperar un año.",
        "El periodo de inscripción abierta de Medigap es de seis meses, una sola vez, a partir del primer mes con Parte B a los 65 años o más; dentro de él la compañía no puede negarle la póliza ni cobrarle más por su salud, y fuera de él normalmente hay preguntas de salud.",
        "La multa por inscripción tardía de la Parte B es del 10% de la prima estándar por cada 12 meses completos sin ella, y la de la Parte D es del 1% de la prima base nacional por cada mes sin cobertura acreditable; las dos duran mientras el cliente tenga esa cobertura.",
        "Las tarifas de vida y de gastos finales se fijan según la edad y la salud al momento de la solicitud; un diagnóstico nuevo puede cambiar el precio o la respuesta.",
        "El Periodo de Inscripción Abierta de Medicare Advantage (del 1 de enero al 31 de marzo) es para quien ya tiene un plan Medicare Advantage; no sirve para entrar a uno desde Medicare Original.",
      ],
      procedure: [
        "Pregunte qué hay detrás del “ahorita no”: dinero, confianza o necesidad; atienda eso primero.",
        "Averigüe las fechas reales del cliente: mes de cumpleaños, inicio de la Parte B, fin de su plan actual, próxima cita médica.",
        "Diga la fecha límite una sola vez, como un hecho, con su consecuencia: “Después del 7 de diciembre, esta decisión espera hasta el año que viene.”",
        "Muestre lo que cuesta esperar en términos del cliente: una multa en dólares, preguntas de salud, una edad más alta en la tabla.",
        "Ofrezca hacerlo dentro del periodo o fije una fecha firme antes de que se cierre.",
        "Si el cliente decide esperar, anote la fecha y llámele antes de que se cierre el periodo.",
      ],
      dos: [
        "Cite fechas y multas con las cifras del año en curso y diga de dónde salen.",
        "Ponga la fecha límite por escrito en su mensaje de seguimiento.",
        "Dígale al cliente cuando esperar no le cuesta nada; así sus fechas reales se vuelven creíbles.",
        "Use el calendario del cliente: “Su Parte B empezó en septiembre, así que su periodo dura hasta febrero.”",
      ],
      donts: [
        "No invente fechas límite, ofertas de “última oportunidad” ni tarifas que “suben mañana”.",
        "No use sustos de salud ni el miedo para apurar una decisión.",
        "No diga que el cliente puede cambiarse de plan cuando quiera, a menos que tenga un Periodo de Inscripción Especial que lo permita.",
        "No presione a un beneficiario de Medicare para que se inscriba en ese mismo momento; la urgencia engañosa es una infracción de mercadeo.",
      ],
      exampleDialogue: [
        client("Mejor me espero y veo lo del suplemento el año que viene, cuando esté más tranquila."),
        agent(
          "Usted decide, y quiero que tenga las fechas primero. Su Parte B empezó en septiembre, así que su inscripción abierta de Medigap dura hasta el final de febrero. Hasta entonces, ninguna compañía le puede negar la póliza ni cobrarle más por su salud.",
        ),
        client("¿Y después de febrero?"),
        agent(
          "Después, la mayoría de las compañías le pueden hacer preguntas de salud. Con la medicina del corazón que me mencionó, eso podría significar un precio más alto o un no. Es la única razón por la que yo lo vería antes.",
        ),
        client("Está bien. Pero no quiero hacer nada a la carrera."),
        agent(
          "No tiene por qué. Escojamos un día de enero para ver dos opciones juntos, con tiempo de sobra antes de que se cierre el periodo. ¿Le queda mejor el 12 o el 14?",
        ),
      ],
      nextStep:
        "haga una lista con las fechas reales de cada prospecto pendiente (mes de cumpleaños, inicio de la Parte B, periodos de inscripción) y llame primero a aquellos cuyo periodo termina antes.",
      keywords: [
        "urgencia",
        "crear urgencia",
        "ahorita no",
        "ahora no",
        "el año que viene",
        "esperar",
        "fecha límite",
        "periodo de inscripción",
        "inscripción anual",
        "inscripción abierta",
        "multa por inscripción tardía",
        "lo voy a pensar",
        "llámeme después",
        "dejarlo para después",
      ],
    },
    fr: {
      title: "L'urgence : de vraies échéances, jamais d'échéances inventées",
      summary:
        "Les clients repoussent les décisions qui touchent à la maladie et au décès parce qu'il est désagréable d'y penser ; le manque d'urgence est donc souvent la vraie objection derrière un « pas maintenant ». La réponse, c'est le vrai calendrier : des périodes d'inscription qui se ferment, des pénalités à vie et une santé qui peut changer avant la prochaine demande. N'inventez jamais d'échéance ni de « ça augmente demain » : les vraies suffisent.",
      keyPoints: [
        "La période d'inscription annuelle va du 15 octobre au 7 décembre, avec effet au 1er janvier ; après le 7 décembre, la plupart des changements Medicare Advantage et Partie D attendent un an.",
        "La période d'inscription ouverte Medigap dure six mois, une seule fois, à partir du premier mois de Partie B à 65 ans ou plus ; pendant ce temps, l'assureur ne peut ni refuser ni majorer pour raison de santé, et après, le client répond en général à un questionnaire médical.",
        "La pénalité de retard de la Partie B est de 10 % de la prime standard par période complète de 12 mois sans elle, celle de la Partie D de 1 % de la prime de base nationale par mois sans couverture équivalente ; les deux durent tant que le client garde cette couverture.",
        "Les tarifs d'assurance vie et obsèques dépendent de l'âge et de la santé au moment de la demande ; un nouveau diagnostic peut changer le prix ou la réponse.",
        "La période d'inscription ouverte Medicare Advantage (du 1er janvier au 31 mars) concerne les personnes déjà inscrites à un plan Medicare Advantage ; elle ne permet pas d'y entrer depuis Original Medicare.",
      ],
      procedure: [
        "Demandez ce qu'il y a derrière le « pas maintenant » : l'argent, la confiance ou le besoin ; traitez cela d'abord.",
        "Relevez les vraies dates du client : mois d'anniversaire, début de la Partie B, fin du plan actuel, prochain rendez-vous médical.",
        "Énoncez l'échéance une seule fois, comme un fait, avec sa conséquence : « Après le 7 décembre, ce choix attend l'an prochain. »",
        "Montrez ce que coûte l'attente dans les termes du client : une pénalité en dollars, un questionnaire de santé, une tranche d'âge plus élevée.",
        "Proposez d'agir pendant la période, ou fixez une date ferme avant sa fermeture.",
        "Si le client choisit d'attendre, notez la date et rappelez-le avant la fermeture.",
      ],
      dos: [
        "Citez les dates et les pénalités avec les chiffres de l'année en cours, en disant d'où elles viennent.",
        "Mettez l'échéance par écrit dans votre message de suivi.",
        "Dites au client quand attendre ne coûte rien : vos vraies échéances en deviennent crédibles.",
        "Partez du calendrier du client : « Votre Partie B a commencé en septembre, votre période court donc jusqu'en février. »",
      ],
      donts: [
        "N'inventez ni échéance, ni offre de « dernière chance », ni tarif qui « augmente demain ».",
        "N'utilisez ni la peur ni des scénarios de maladie pour précipiter une décision.",
        "Ne dites pas qu'on peut changer de plan à tout moment, sauf si le client bénéficie d'une période d'inscription spéciale qui le permet.",
        "Ne poussez pas un bénéficiaire de Medicare à s'inscrire sur-le-champ ; une urgence trompeuse est une infraction aux règles de démarchage.",
      ],
      exampleDialogue: [
        client(
          "Je crois que je vais attendre l'an prochain pour la complémentaire, quand ce sera plus calme.",
        ),
        agent(
          "C'est vous qui décidez, et je veux d'abord que vous ayez les dates. Votre Partie B a commencé en septembre, donc votre inscription ouverte Medigap court jusqu'à fin février. D'ici là, aucun assureur ne peut vous refuser ni vous faire payer plus à cause de votre santé.",
        ),
        client("Et après février ?"),
        agent(
          "Après, la plupart des assureurs peuvent poser des questions de santé. Avec le traitement pour le cœur dont vous m'avez parlé, ça pourrait vouloir dire un prix plus élevé ou un refus. C'est la seule raison pour laquelle je regarderais avant.",
        ),
        client("D'accord. Mais je ne veux rien précipiter."),
        agent(
          "Vous n'avez pas à le faire. Choisissons une date en janvier pour comparer deux options ensemble, bien avant la fermeture. Le 12 ou le 14, qu'est-ce qui vous arrange ?",
        ),
      ],
      nextStep:
        "listez les vraies dates de chaque prospect en cours (mois d'anniversaire, début de la Partie B, périodes d'inscription) et appelez d'abord ceux dont la période se termine le plus tôt.",
      keywords: [
        "urgence",
        "créer l'urgence",
        "pas maintenant",
        "plus tard",
        "l'an prochain",
        "attendre",
        "échéance",
        "date limite",
        "période d'inscription",
        "inscription annuelle",
        "inscription ouverte",
        "pénalité de retard",
        "je vais réfléchir",
        "rappelez-moi",
      ],
    },
  },
};

/** "Let me think about it" and "call me next week" end in a booked appointment, not a vague promise. */
export const CALLBACKS: Article = {
  id: "KB-20012",
  date: "2026-11",
  topic: "callbacks",
  sources: ["packages/engine/src/facts/compliance.ts"],
  text: {
    en: {
      title: "Callbacks: turn “I need to think about it” into a firm appointment",
      summary:
        "“I need to think about it” and “call me next week” are rarely about time; they usually hide a question the client hasn't asked yet. Find that question first, and if the client still needs time, leave with a specific day and hour both of you wrote down. A callback without a time is a lost client.",
      keyPoints: [
        "Respect the request and then get specific: “Of course. What part do you want to think over: the price, the coverage, or the company?”",
        "Half the time the real objection comes out on that question and you can answer it now.",
        "If time is truly needed (a spouse, a doctor's visit, a bank statement), book the callback before hanging up: day, hour and who will be on the line.",
        "Give the client something to do before the callback: read the summary, check the doctor list, find the work policy.",
        "For a Medicare callback that will cover Medicare Advantage or Part D products not on the current Scope of Appointment, record a new one before the call.",
      ],
      procedure: [
        "Agree: “That's a good idea on a decision like this.”",
        "Ask what specifically they want to think over, and answer it if you can.",
        "Ask who else needs to be part of the decision and invite them to the next call.",
        "Offer two specific times: “Would Tuesday at 4 or Wednesday at 10 work better?”",
        "Confirm by text or email within the hour with the time, your number and what to have ready.",
        "Call at exactly the agreed time; if the client doesn't answer, leave a short message and try once more that day.",
      ],
      dos: [
        "Put the appointment in your calendar while the client is still on the line.",
        "Send the plan summary with the confirmation so the client thinks about facts, not memories.",
        "Ask permission to call: “Is it okay if I call you Tuesday at 4?”",
        "Keep the callback short and start where you left off.",
      ],
      donts: [
        "Don't accept “I'll call you” or “next week sometime” as the end of the call.",
        "Don't push for a decision the client has said they aren't ready to make.",
        "Don't call earlier or more often than agreed; it breaks the trust you just built.",
        "Don't call a Medicare prospect who hasn't given you permission to call.",
      ],
      exampleDialogue: [
        client("This all sounds good, but I need to think about it. Call me next week."),
        agent(
          "Of course, it's a big decision. Just so I know what to bring next time, is it the monthly amount, the coverage, or something else you want to think over?",
        ),
        client("Mostly I want my husband to look at it. He handles the bills."),
        agent(
          "That makes sense. Would it help if I went over it with both of you? Is Tuesday at 4 or Wednesday at 10 better for him?",
        ),
        client("Wednesday at 10. He's home then."),
        agent(
          "Wednesday at 10 it is, with both of you. I'll text you the summary tonight so he can read it before. Is this the best number to call?",
        ),
      ],
      nextStep:
        "go through your open “I'll think about it” clients today and turn each one into a booked day and time, confirmed by text.",
      keywords: [
        "callback",
        "call back",
        "call me back",
        "call me next week",
        "think about it",
        "need to think about it",
        "let me think",
        "i'll call you",
        "follow up appointment",
        "set an appointment",
        "talk to my husband",
        "stall",
      ],
    },
    es: {
      title: "Devolver la llamada: convierta “lo voy a pensar” en una cita fija",
      summary:
        "“Lo voy a pensar” y “llámeme la semana que viene” casi nunca son cuestión de tiempo; suelen esconder una pregunta que el cliente todavía no ha hecho. Encuentre esa pregunta primero y, si el cliente de verdad necesita tiempo, despídase con un día y una hora concretos que los dos hayan anotado. Una llamada pendiente sin hora es un cliente perdido.",
      keyPoints: [
        "Respete lo que le pide y luego concrete: “Claro que sí. ¿Qué parte quiere pensar: el precio, la cobertura o la compañía?”",
        "La mitad de las veces la objeción real sale con esa pregunta y la puede resolver ahí mismo.",
        "Si de verdad hace falta tiempo (el esposo, una cita con el médico, un estado de cuenta), agende la llamada antes de colgar: día, hora y quién va a estar.",
        "Dele al cliente algo que hacer antes de la llamada: leer el resumen, revisar la lista de médicos, buscar la póliza del trabajo.",
        "Si la próxima llamada va a tratar productos de Medicare Advantage o de la Parte D que no están en el formulario de alcance de la cita (Scope of Appointment) vigente, registre uno nuevo antes de la llamada.",
      ],
      procedure: [
        "Dele la razón: “Me parece muy bien pensarlo en una decisión así.”",
        "Pregunte qué es exactamente lo que quiere pensar y respóndalo si puede.",
        "Pregunte quién más tiene que participar en la decisión e invítelo a la próxima llamada.",
        "Ofrezca dos horarios concretos: “¿Le queda mejor el martes a las 4 o el miércoles a las 10?”",
        "Confirme por mensaje de texto o correo en menos de una hora con la hora, su número y lo que debe tener a la mano.",
        "Llame exactamente a la hora acordada; si no contesta, deje un mensaje corto e intente una vez más ese mismo día.",
      ],
      dos: [
        "Apunte la cita en su calendario mientras el cliente sigue en la línea.",
        "Mande el resumen del plan con la confirmación para que el cliente piense en datos y no en lo que recuerda.",
        "Pida permiso para llamar: “¿Le parece bien si le llamo el martes a las 4?”",
        "Haga la segunda llamada corta y retome donde se quedaron.",
      ],
      donts: [
        "No acepte “yo le llamo” o “la semana que viene, cuando pueda” como final de la llamada.",
        "No presione para que decida algo que el cliente ya dijo que no está listo para decidir.",
        "No llame antes ni más veces de lo acordado; rompe la confianza que acaba de ganar.",
        "No llame a un prospecto de Medicare que no le ha dado permiso para llamarle.",
      ],
      exampleDialogue: [
        client("Todo suena bien, pero lo voy a pensar. Llámeme la semana que viene."),
        agent(
          "Claro, es una decisión importante. Para saber qué traerle la próxima vez, ¿es la cantidad del mes, la cobertura o alguna otra cosa lo que quiere pensar?",
        ),
        client("Más que nada quiero que mi esposo lo vea. Él es el que paga las cuentas."),
        agent(
          "Tiene sentido. ¿Le ayudaría que se lo explique a los dos juntos? ¿A él le queda mejor el martes a las 4 o el miércoles a las 10?",
        ),
        client("El miércoles a las 10. A esa hora está en la casa."),
        agent(
          "Entonces el miércoles a las 10, con los dos. Esta noche le mando el resumen por texto para que él lo lea antes. ¿A este número le llamo?",
        ),
      ],
      nextStep:
        "revise hoy a sus clientes que quedaron en “lo voy a pensar” y convierta cada caso en una cita con día y hora, confirmada por mensaje de texto.",
      keywords: [
        "volver a llamar",
        "devolver la llamada",
        "llámeme después",
        "llámeme la semana que viene",
        "lo voy a pensar",
        "déjeme pensarlo",
        "tengo que pensarlo",
        "yo le llamo",
        "agendar una cita",
        "cita de seguimiento",
        "hablarlo con mi esposo",
        "dar largas",
      ],
    },
    fr: {
      title: "Les rappels : transformer « je vais réfléchir » en rendez-vous ferme",
      summary:
        "« Je vais réfléchir » et « rappelez-moi la semaine prochaine » sont rarement une question de temps ; ils cachent en général une question que le client n'a pas encore posée. Trouvez-la d'abord et, si le client a vraiment besoin de temps, repartez avec un jour et une heure notés des deux côtés. Un rappel sans horaire, c'est un client perdu.",
      keyPoints: [
        "Respectez la demande, puis précisez : « Bien sûr. Sur quoi voulez-vous réfléchir : le prix, la couverture ou l'assureur ? »",
        "Une fois sur deux, la vraie objection sort à cette question et vous pouvez y répondre tout de suite.",
        "Si du temps est vraiment nécessaire (le conjoint, un rendez-vous médical, un relevé bancaire), fixez le rappel avant de raccrocher : jour, heure et qui sera en ligne.",
        "Donnez au client quelque chose à faire avant le rappel : lire le récapitulatif, vérifier la liste des médecins, retrouver le contrat du travail.",
        "Pour un rappel Medicare qui portera sur des produits Medicare Advantage ou Partie D absents du formulaire de portée du rendez-vous (Scope of Appointment) en cours, enregistrez-en un nouveau avant l'appel.",
      ],
      procedure: [
        "Approuvez : « C'est une bonne idée pour une décision comme celle-ci. »",
        "Demandez précisément sur quoi il veut réfléchir, et répondez si vous le pouvez.",
        "Demandez qui d'autre doit participer à la décision et invitez cette personne au prochain appel.",
        "Proposez deux créneaux précis : « Mardi à 16 h ou mercredi à 10 h, qu'est-ce qui vous arrange ? »",
        "Confirmez par SMS ou e-mail dans l'heure avec l'horaire, votre numéro et ce qu'il faut avoir sous la main.",
        "Appelez exactement à l'heure convenue ; si le client ne répond pas, laissez un message court et réessayez une fois dans la journée.",
      ],
      dos: [
        "Notez le rendez-vous dans votre agenda pendant que le client est encore en ligne.",
        "Envoyez le récapitulatif avec la confirmation, pour que le client réfléchisse sur des faits et non sur des souvenirs.",
        "Demandez la permission d'appeler : « Je peux vous appeler mardi à 16 h ? »",
        "Gardez le rappel court et reprenez là où vous vous étiez arrêtés.",
      ],
      donts: [
        "N'acceptez pas « je vous rappellerai » ou « dans la semaine » comme fin d'appel.",
        "Ne poussez pas à une décision que le client a dit ne pas être prêt à prendre.",
        "N'appelez ni plus tôt ni plus souvent que convenu : cela détruit la confiance que vous venez de gagner.",
        "N'appelez pas un prospect Medicare qui ne vous a pas donné la permission de l'appeler.",
      ],
      exampleDialogue: [
        client("Tout ça a l'air bien, mais je vais réfléchir. Rappelez-moi la semaine prochaine."),
        agent(
          "Bien sûr, c'est une décision importante. Pour savoir quoi vous apporter la prochaine fois, c'est le montant mensuel, la couverture ou autre chose qui vous fait hésiter ?",
        ),
        client("Surtout, je veux que mon mari y jette un œil. C'est lui qui s'occupe des factures."),
        agent(
          "C'est logique. Ça vous aiderait que je vous l'explique à tous les deux ? Pour lui, c'est mieux mardi à 16 h ou mercredi à 10 h ?",
        ),
        client("Mercredi à 10 h. Il est à la maison à ce moment-là."),
        agent(
          "Alors mercredi à 10 h, avec vous deux. Je vous envoie le récapitulatif par SMS ce soir pour qu'il puisse le lire avant. C'est bien à ce numéro que je vous appelle ?",
        ),
      ],
      nextStep:
        "reprenez aujourd'hui vos clients « je vais réfléchir » et transformez chacun en rendez-vous avec jour et heure, confirmé par SMS.",
      keywords: [
        "rappel",
        "rappeler le client",
        "rappelez-moi",
        "rappelez-moi la semaine prochaine",
        "je vais réfléchir",
        "laissez-moi réfléchir",
        "je dois réfléchir",
        "je vous rappellerai",
        "fixer un rendez-vous",
        "rendez-vous de suivi",
        "en parler à mon mari",
        "gagner du temps",
      ],
    },
  },
};
