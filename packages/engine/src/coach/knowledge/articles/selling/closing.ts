/**
 * Selling-skill articles on closing: the ethical close and social proof that holds up. One file per subject
 * of the selling list (`selling.ts`); an article runs about 200 lines with its English, Spanish and French
 * side by side, so a subject of two passes 300.
 */
import type { Article } from "../../types.js";
import { agent, client } from "./dialogue.js";

/** Closing done ethically: ask for the decision the client has already made in discovery. */
export const CLOSING: Article = {
  id: "KB-20011",
  date: "2026-11",
  topic: "closing",
  sources: ["packages/engine/src/facts/compliance.ts", "packages/engine/src/facts/compliance.ts"],
  text: {
    en: {
      title: "Closing: summary, choice and assumptive closes, done ethically",
      summary:
        "A good close is the natural end of good discovery: you summarise what the client told you, show how the plan does it, and ask for the decision plainly. The summary, choice and assumptive closes are ethical when the client has confirmed the need and the budget, and manipulative when they skip that step. Ask once, then be quiet and let the client answer.",
      keyPoints: [
        "Summary close: “You wanted to keep Dr. Patel, stay under $200 a month and never see a big hospital bill. Plan G does all three. Shall we get your application started?”",
        "Choice close: offer two options that both fit the client (“Plan G, or Plan N with the lower premium and small copays?”), never a choice between buying and buying more.",
        "Assumptive close: move to next steps (“Which day do you want the payment to come out?”) only after the client has agreed the plan fits.",
        "Trial close along the way: “How does that sound so far?” tells you whether to close or keep clarifying.",
        "After you ask, stop talking; the first to fill the silence usually gives something away.",
        "Before an annuity or life application, document why it's in the client's best interest; on Medicare, enrollment is the client's choice at their pace.",
      ],
      procedure: [
        "Trial close: ask how the recommendation sounds and handle any remaining concern.",
        "Summarise the client's goals in their words and how the plan meets each one.",
        "Ask for the decision with a summary or choice question.",
        "Stay silent until the client answers.",
        "If yes, explain the next steps: application, any health questions, when coverage starts, and the client's right to review and cancel.",
        "If not yet, find the remaining concern or set a firm follow-up time.",
      ],
      dos: [
        "Ask for the decision clearly; clients expect it and most won't volunteer it.",
        "Use the client's own words in the summary.",
        "Tell the client what happens next and when they'll hear from you.",
        "Accept a clear no gracefully and ask if you can stay in touch.",
      ],
      donts: [
        "Don't use a close to get around an objection you haven't answered.",
        "Don't use false scarcity, invented deadlines or guilt.",
        "Don't fill in answers on the application for the client or skip health questions.",
        "Don't sell a Medicare client a product outside the agreed Scope of Appointment in the same meeting.",
      ],
      exampleDialogue: [
        agent(
          "So let me make sure I have it right. You wanted to keep Dr. Patel, stay under two hundred a month, and not worry about a hospital bill. How does Plan G sound for that?",
        ),
        client("It sounds like what I need."),
        agent(
          "Then there's one choice left. Plan G at one sixty-eight, where you only pay the Part B deductible, or Plan N at one twenty-four, where you pay up to twenty dollars at some doctor visits. Which fits you better?",
        ),
        client("I don't go to the doctor much... but I don't want surprises. Let's do G."),
        agent(
          "Plan G it is. I'll go through the application with you now; it takes about fifteen minutes. Your coverage would start on the first of next month, and I'll call you Thursday to tell you the carrier's answer.",
        ),
      ],
      nextStep:
        "script your summary close for your next appointment in the client's words, ask for the decision once, and count to five in silence.",
      keywords: [
        "closing",
        "close the deal",
        "close the sale",
        "how to close",
        "ask for the sale",
        "assumptive close",
        "choice close",
        "alternative close",
        "summary close",
        "trial close",
        "get the application",
        "seal the deal",
      ],
    },
    es: {
      title: "El cierre: de resumen, de opción y de suposición, hechos con ética",
      summary:
        "Un buen cierre es el final natural de un buen descubrimiento: resume lo que el cliente le dijo, muestra cómo lo cumple el plan y pide la decisión con claridad. Los cierres de resumen, de opción y de suposición son éticos cuando el cliente ya confirmó la necesidad y el presupuesto, y manipuladores cuando se saltan ese paso. Pregunte una vez, luego quédese callado y deje que el cliente conteste.",
      keyPoints: [
        "Cierre de resumen: “Usted quería conservar al doctor Patel, no pasar de $200 al mes y nunca ver una cuenta grande del hospital. El Plan G cumple con las tres cosas. ¿Empezamos su solicitud?”",
        "Cierre de opción: ofrezca dos opciones que le convengan al cliente (“¿El Plan G, o el Plan N con prima más baja y copagos pequeños?”), nunca una opción entre comprar y comprar más.",
        "Cierre por suposición: pase a los siguientes pasos (“¿Qué día quiere que salga el pago?”) solo después de que el cliente aceptó que el plan le conviene.",
        "Cierre de prueba durante la conversación: “¿Qué le parece hasta ahora?” le dice si ya puede cerrar o si tiene que seguir aclarando.",
        "Después de preguntar, quédese callado; el primero que rompe el silencio suele ceder algo.",
        "Antes de una solicitud de anualidad o de seguro de vida, documente por qué es lo mejor para el cliente; en Medicare, inscribirse es decisión del cliente, a su ritmo.",
      ],
      procedure: [
        "Cierre de prueba: pregunte qué le parece la recomendación y atienda cualquier inquietud pendiente.",
        "Resuma las metas del cliente con sus palabras y cómo el plan cumple cada una.",
        "Pida la decisión con una pregunta de resumen o de opción.",
        "Quédese callado hasta que el cliente conteste.",
        "Si dice que sí, explique los siguientes pasos: la solicitud, las preguntas de salud si las hay, cuándo empieza la cobertura y su derecho a revisar la póliza y cancelarla.",
        "Si todavía no, busque la inquietud pendiente o fije una hora firme de seguimiento.",
      ],
      dos: [
        "Pida la decisión con claridad; el cliente lo espera y casi nunca lo ofrece solo.",
        "Use las palabras del cliente en el resumen.",
        "Dígale al cliente lo que sigue y cuándo va a tener noticias suyas.",
        "Acepte un no claro con elegancia y pregunte si puede seguir en contacto.",
      ],
      donts: [
        "No use un cierre para esquivar una objeción que no ha respondido.",
        "No use escasez falsa, fechas límite inventadas ni culpa.",
        "No llene usted las respuestas de la solicitud por el cliente ni se salte las preguntas de salud.",
        "No le venda a un cliente de Medicare, en la misma cita, un producto que no está en el formulario de alcance de la cita.",
      ],
      exampleDialogue: [
        agent(
          "A ver si lo tengo claro. Usted quería conservar al doctor Patel, no pasar de doscientos al mes y no preocuparse por una cuenta del hospital. ¿Qué le parece el Plan G para eso?",
        ),
        client("Me parece que es lo que necesito."),
        agent(
          "Entonces solo queda una decisión. El Plan G a ciento sesenta y ocho, donde solo paga el deducible de la Parte B, o el Plan N a ciento veinticuatro, donde paga hasta veinte dólares en algunas consultas. ¿Cuál le queda mejor?",
        ),
        client("Casi no voy al médico... pero no quiero sorpresas. Vamos con el G."),
        agent(
          "Plan G, entonces. Ahorita llenamos juntos la solicitud; son unos quince minutos. Su cobertura empezaría el primero del mes que viene, y el jueves le llamo para darle la respuesta de la compañía.",
        ),
      ],
      nextStep:
        "prepare su cierre de resumen para la próxima cita con las palabras del cliente, pida la decisión una vez y cuente hasta cinco en silencio.",
      keywords: [
        "cierre",
        "cerrar la venta",
        "cerrar el trato",
        "cómo cerrar",
        "pedir la venta",
        "cierre por suposición",
        "cierre de opción",
        "cierre alternativo",
        "cierre de resumen",
        "cierre de prueba",
        "llenar la solicitud",
        "concretar la venta",
      ],
    },
    fr: {
      title: "La conclusion : par le résumé, par l'alternative ou par anticipation, en toute éthique",
      summary:
        "Une bonne conclusion est l'aboutissement naturel d'une bonne découverte : vous résumez ce que le client vous a dit, montrez comment le contrat y répond, et demandez clairement la décision. Conclure par le résumé, par l'alternative ou par anticipation est honnête quand le client a confirmé le besoin et le budget, et manipulateur quand on saute cette étape. Posez la question une fois, puis taisez-vous et laissez le client répondre.",
      keyPoints: [
        "Conclusion par le résumé : « Vous vouliez garder le docteur Patel, rester sous 200 $ par mois et ne jamais recevoir de grosse facture d'hôpital. Le plan G fait les trois. On lance votre demande ? »",
        "Conclusion par l'alternative : proposez deux options qui conviennent toutes les deux au client (« Le plan G, ou le plan N avec une prime plus basse et de petites quotes-parts ? »), jamais un choix entre acheter et acheter plus.",
        "Conclusion par anticipation : passez aux étapes suivantes (« Quel jour voulez-vous que le prélèvement ait lieu ? ») seulement après que le client a reconnu que le contrat lui convient.",
        "Conclusion d'essai en cours de route : « Qu'en pensez-vous jusqu'ici ? » vous dit s'il faut conclure ou continuer à clarifier.",
        "Après avoir posé la question, taisez-vous : le premier qui rompt le silence cède souvent quelque chose.",
        "Avant une demande de rente ou d'assurance vie, documentez en quoi elle sert au mieux l'intérêt du client ; pour Medicare, l'inscription est le choix du client, à son rythme.",
      ],
      procedure: [
        "Conclusion d'essai : demandez ce que le client pense de la recommandation et traitez toute inquiétude restante.",
        "Résumez les objectifs du client avec ses mots et la façon dont le contrat répond à chacun.",
        "Demandez la décision par une question de résumé ou d'alternative.",
        "Gardez le silence jusqu'à la réponse du client.",
        "Si c'est oui, expliquez la suite : la demande, les éventuelles questions de santé, la date de début de la couverture et le droit du client d'examiner le contrat et de l'annuler.",
        "Si ce n'est pas encore le cas, trouvez l'inquiétude restante ou fixez un rappel à une heure précise.",
      ],
      dos: [
        "Demandez la décision clairement : le client s'y attend et la propose rarement lui-même.",
        "Reprenez les mots du client dans le résumé.",
        "Dites au client ce qui va se passer et quand il aura de vos nouvelles.",
        "Acceptez un non clair avec élégance et demandez si vous pouvez garder le contact.",
      ],
      donts: [
        "N'utilisez pas une conclusion pour contourner une objection à laquelle vous n'avez pas répondu.",
        "N'utilisez ni fausse rareté, ni échéance inventée, ni culpabilisation.",
        "Ne remplissez pas les réponses de la demande à la place du client et ne sautez pas les questions de santé.",
        "Ne vendez pas à un client Medicare, dans le même rendez-vous, un produit qui ne figure pas dans le formulaire de portée du rendez-vous.",
      ],
      exampleDialogue: [
        agent(
          "Je récapitule pour être sûr. Vous vouliez garder le docteur Patel, rester sous deux cents dollars par mois et ne pas vous inquiéter d'une facture d'hôpital. Le plan G, qu'en pensez-vous pour ça ?",
        ),
        client("Ça m'a l'air d'être ce qu'il me faut."),
        agent(
          "Alors il ne reste qu'un choix. Le plan G à cent soixante-huit, où vous ne payez que la franchise de la Partie B, ou le plan N à cent vingt-quatre, où vous payez jusqu'à vingt dollars pour certaines consultations. Lequel vous convient le mieux ?",
        ),
        client("Je ne vais pas souvent chez le médecin... mais je ne veux pas de surprise. On prend le G."),
        agent(
          "Va pour le plan G. On remplit la demande ensemble maintenant, ça prend environ un quart d'heure. Votre couverture commencerait le premier du mois prochain, et je vous appelle jeudi pour vous donner la réponse de l'assureur.",
        ),
      ],
      nextStep:
        "préparez votre conclusion par le résumé pour le prochain rendez-vous avec les mots du client, demandez la décision une fois et comptez jusqu'à cinq en silence.",
      keywords: [
        "conclusion",
        "conclure",
        "conclure la vente",
        "closing",
        "comment conclure",
        "demander la vente",
        "conclusion par anticipation",
        "conclusion par l'alternative",
        "conclusion par le résumé",
        "conclusion d'essai",
        "signer le contrat",
        "remplir la demande",
      ],
    },
  },
};

/** Social proof that holds up: only what is true, current and verifiable, never invented praise. */
export const SOCIAL_PROOF: Article = {
  id: "KB-20013",
  date: "2026-11",
  topic: "social proof",
  sources: ["packages/engine/src/facts/compliance.ts"],
  text: {
    en: {
      title: "Social proof that stays compliant: true, specific and verifiable",
      summary:
        "People feel safer doing what people like them have done, so social proof is powerful, and that is exactly why regulators watch it. Use only what is true and checkable: your own experience with clients like this one, a carrier's published financial strength rating, reviews clients actually wrote and agreed to share. Never invent testimonials or statistics, and never suggest Medicare or the government prefers a plan.",
      keyPoints: [
        "Your own experience is the strongest honest proof: “Most of the clients I help who travel a lot choose a Supplement, for the reason you just gave.” Say it only if it's true.",
        "Cite facts the client can check: the carrier's financial strength rating, how long it has paid claims, the plan's published star rating with its year.",
        "Real reviews and testimonials need the client's written permission and must not be edited to say more than they did.",
        "No invented numbers: “thousands of happy clients” or “the most popular plan in Florida” needs a source you could show.",
        "Never imply that Medicare, CMS or the government stands behind or prefers a plan; a plan's contract with Medicare doesn't mean Medicare vouches for it.",
      ],
      procedure: [
        "Collect proof before you need it: written permission for reviews, the carrier's current rating, your own case notes.",
        "Choose the proof that matches this client's situation and worry.",
        "State it briefly and specifically, with its source.",
        "Connect it back to the client: “That's why I think it fits what you told me.”",
        "Let the client check it: give the rating source or the review link.",
      ],
      dos: [
        "Use stories from clients with a similar situation, without names or details that identify them.",
        "Quote ratings with their source and year.",
        "Offer the client a way to verify: the state insurance department, the carrier's site, Medicare.gov.",
      ],
      donts: [
        "Don't invent testimonials, composite “clients” or statistics.",
        "Don't share another client's health or personal details.",
        "Don't say or suggest a plan is recommended or preferred by Medicare, CMS or the government.",
        "Don't use “everyone is switching to this plan” to rush a decision.",
      ],
      exampleDialogue: [
        client("How do I know this company will actually be around to pay?"),
        agent(
          "Good question. It's been paying final expense claims for decades, and its financial strength rating from AM Best is A. I'll text you the link so you can see it yourself.",
        ),
        client("And do people like you actually buy this?"),
        agent(
          "Many of the widows I work with here in San Antonio chose this kind of plan, mostly for the reason you gave me: they didn't want their kids to pay for the funeral. But what matters is whether it fits you.",
        ),
        client("That's exactly my reason."),
        agent(
          "Then let's make sure the amount is right for you. You said ten thousand felt about right; shall we look at that first?",
        ),
      ],
      nextStep:
        "collect your proof this week: the current ratings of the carriers you sell, with source and year, and written permission from two happy clients to share their words.",
      keywords: [
        "social proof",
        "testimonials",
        "reviews",
        "client stories",
        "success stories",
        "referral stories",
        "ratings",
        "star rating",
        "am best rating",
        "credibility",
        "what other clients chose",
        "popular plan",
      ],
    },
    es: {
      title: "Prueba social sin faltas de cumplimiento: verdadera, concreta y verificable",
      summary:
        "La gente se siente más segura haciendo lo que hicieron personas como ella, así que la prueba social es muy poderosa, y justamente por eso los reguladores la vigilan. Use solo lo que es cierto y se puede comprobar: su propia experiencia con clientes parecidos, la calificación de solidez financiera publicada de la compañía, reseñas que los clientes de verdad escribieron y aceptaron compartir. Nunca invente testimonios ni estadísticas, y nunca dé a entender que Medicare o el gobierno prefieren un plan.",
      keyPoints: [
        "Su propia experiencia es la prueba honesta más fuerte: “La mayoría de mis clientes que viajan mucho escogen un Suplemento, por la misma razón que usted me dio.” Dígalo solo si es cierto.",
        "Cite datos que el cliente pueda revisar: la calificación de solidez financiera de la compañía, cuántos años lleva pagando reclamos, la calificación de estrellas publicada del plan con su año.",
        "Las reseñas y los testimonios reales necesitan el permiso por escrito del cliente y no se pueden editar para que digan más de lo que dijeron.",
        "Nada de cifras inventadas: “miles de clientes contentos” o “el plan más popular de Florida” necesitan una fuente que usted pueda enseñar.",
        "Nunca dé a entender que Medicare, los CMS o el gobierno están detrás de un plan o lo prefieren; que un plan tenga contrato con Medicare no quiere decir que Medicare responda por él.",
      ],
      procedure: [
        "Junte las pruebas antes de necesitarlas: permisos por escrito para las reseñas, la calificación actual de la compañía, sus propias notas de casos.",
        "Escoja la prueba que corresponde a la situación y a la preocupación de este cliente.",
        "Dígala de forma breve y concreta, con su fuente.",
        "Vuelva a conectarla con el cliente: “Por eso creo que va con lo que usted me dijo.”",
        "Deje que el cliente la compruebe: dele la fuente de la calificación o el enlace de la reseña.",
      ],
      dos: [
        "Cuente casos de clientes en una situación parecida, sin nombres ni detalles que los identifiquen.",
        "Cite las calificaciones con su fuente y su año.",
        "Dele al cliente una forma de verificar: el departamento de seguros del estado, la página de la compañía, Medicare.gov.",
      ],
      donts: [
        "No invente testimonios, “clientes” combinados ni estadísticas.",
        "No comparta la salud ni los datos personales de otro cliente.",
        "No diga ni dé a entender que Medicare, los CMS o el gobierno recomiendan o prefieren un plan.",
        "No use “todo el mundo se está cambiando a este plan” para apurar una decisión.",
      ],
      exampleDialogue: [
        client("¿Y cómo sé que esta compañía va a seguir existiendo para pagar?"),
        agent(
          "Buena pregunta. Lleva décadas pagando pólizas de gastos finales y su calificación de solidez financiera de AM Best es A. Le mando el enlace por texto para que usted misma lo vea.",
        ),
        client("¿Y la gente como yo de verdad compra esto?"),
        agent(
          "Muchas de las señoras viudas con las que trabajo aquí en San Antonio escogieron este tipo de plan, casi siempre por la razón que usted me dio: no querían que sus hijos pagaran el funeral. Pero lo que importa es si le conviene a usted.",
        ),
        client("Esa es justo mi razón."),
        agent(
          "Entonces asegurémonos de que la cantidad sea la correcta para usted. Me dijo que diez mil le parecía bien; ¿empezamos por ahí?",
        ),
      ],
      nextStep:
        "junte sus pruebas esta semana: las calificaciones actuales de las compañías que vende, con fuente y año, y el permiso por escrito de dos clientes contentos para compartir sus palabras.",
      keywords: [
        "prueba social",
        "testimonios",
        "reseñas",
        "casos de clientes",
        "historias de éxito",
        "recomendaciones de clientes",
        "calificaciones",
        "calificación de estrellas",
        "calificación am best",
        "credibilidad",
        "qué escogen otros clientes",
        "plan más popular",
      ],
    },
    fr: {
      title: "Une preuve sociale conforme : vraie, précise et vérifiable",
      summary:
        "On se sent plus en sécurité en faisant ce qu'ont fait des gens comme soi ; la preuve sociale est donc puissante, et c'est précisément pour cela que les régulateurs la surveillent. N'utilisez que ce qui est vrai et vérifiable : votre propre expérience avec des clients comparables, la note de solidité financière publiée de l'assureur, des avis réellement écrits par des clients qui ont accepté de les partager. N'inventez jamais de témoignage ni de statistique, et ne laissez jamais entendre que Medicare ou l'État préfère un plan.",
      keyPoints: [
        "Votre propre expérience est la preuve honnête la plus forte : « La plupart de mes clients qui voyagent beaucoup choisissent une complémentaire, pour la raison que vous venez de me donner. » Ne le dites que si c'est vrai.",
        "Citez des faits que le client peut vérifier : la note de solidité financière de l'assureur, depuis combien de temps il règle des sinistres, la note en étoiles publiée du plan avec son année.",
        "Les vrais avis et témoignages exigent l'accord écrit du client et ne doivent pas être retouchés pour en dire plus qu'il n'en a dit.",
        "Pas de chiffres inventés : « des milliers de clients satisfaits » ou « le plan le plus populaire de Floride » exigent une source que vous pourriez montrer.",
        "Ne laissez jamais entendre que Medicare, les CMS ou l'État soutiennent ou préfèrent un plan ; qu'un plan ait un contrat avec Medicare ne veut pas dire que Medicare s'en porte garant.",
      ],
      procedure: [
        "Rassemblez vos preuves avant d'en avoir besoin : accords écrits pour les avis, note actuelle de l'assureur, vos propres notes de dossiers.",
        "Choisissez la preuve qui correspond à la situation et à l'inquiétude de ce client.",
        "Énoncez-la brièvement et précisément, avec sa source.",
        "Ramenez-la au client : « C'est pour ça que je pense que ça correspond à ce que vous m'avez dit. »",
        "Laissez le client vérifier : donnez la source de la note ou le lien vers l'avis.",
      ],
      dos: [
        "Racontez des cas de clients dans une situation comparable, sans nom ni détail qui permette de les reconnaître.",
        "Citez les notes avec leur source et leur année.",
        "Donnez au client un moyen de vérifier : le département des assurances de l'État, le site de l'assureur, Medicare.gov.",
      ],
      donts: [
        "N'inventez ni témoignage, ni « client » composite, ni statistique.",
        "Ne divulguez ni la santé ni les informations personnelles d'un autre client.",
        "Ne dites pas et ne laissez pas entendre qu'un plan est recommandé ou préféré par Medicare, les CMS ou l'État.",
        "N'utilisez pas « tout le monde passe à ce plan » pour précipiter une décision.",
      ],
      exampleDialogue: [
        client("Comment je sais que cette compagnie sera encore là pour payer ?"),
        agent(
          "Bonne question. Elle règle des contrats obsèques depuis des décennies, et sa note de solidité financière chez AM Best est A. Je vous envoie le lien par SMS pour que vous le voyiez vous-même.",
        ),
        client("Et des gens comme moi, ils achètent vraiment ça ?"),
        agent(
          "Beaucoup des veuves avec qui je travaille ici, à San Antonio, ont choisi ce type de contrat, surtout pour la raison que vous m'avez donnée : elles ne voulaient pas que leurs enfants paient les obsèques. Mais ce qui compte, c'est que ça vous convienne à vous.",
        ),
        client("C'est exactement ma raison."),
        agent(
          "Alors vérifions que le montant est le bon pour vous. Vous m'avez dit que dix mille vous semblait juste ; on commence par là ?",
        ),
      ],
      nextStep:
        "rassemblez vos preuves cette semaine : les notes actuelles des assureurs que vous distribuez, avec source et année, et l'accord écrit de deux clients satisfaits pour citer leurs mots.",
      keywords: [
        "preuve sociale",
        "témoignages",
        "avis clients",
        "cas clients",
        "histoires de réussite",
        "recommandations",
        "notes",
        "note en étoiles",
        "note am best",
        "crédibilité",
        "ce que choisissent les autres clients",
        "plan le plus populaire",
      ],
    },
  },
};
