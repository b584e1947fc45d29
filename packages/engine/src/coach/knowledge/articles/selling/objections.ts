/**
 * Selling-skill articles on objections: the map of the four types, then price, affordability, trust and
 * need. One file per subject of the selling list (`selling.ts`); an article runs about 200 lines with its
 * English, Spanish and French side by side, so a subject of two or more passes 300.
 */
import type { Article } from "../../types.js";
import { agent, client } from "./dialogue.js";

/** The map of objections: the other objection articles go deeper into each category. */
export const FOUR_OBJECTION_TYPES: Article = {
  id: "KB-20006",
  date: "2026-11",
  topic: "objections",
  sources: ["packages/engine/src/coach/knowledge"],
  text: {
    en: {
      title: "The four objection types: affordability, trust, need and urgency",
      summary:
        "Almost every objection an agent hears is about money, trust, need or timing. Name the one you are hearing before you answer, because each needs a different response and the right answer to the wrong objection still loses the sale. Clarify with one question first, then answer the real concern.",
      keyPoints: [
        "Affordability: “too expensive” or “I can't afford it” can mean no cash this month, not worth it, or cheaper elsewhere, and each has a different answer.",
        "Trust: the client doubts you, the carrier or insurance itself (“you just want to sell me something”); facts and transparency answer it, pressure never does.",
        "Need: the client doesn't see the gap (“I'm healthy”, “I'm covered through work”); make the gap concrete with the client's own numbers.",
        "Urgency: “I need to think about it” or “call me next year” usually hides one of the other three; find it, then mention only real deadlines.",
        "Clarify before answering: “When you say it's a lot, do you mean the monthly amount, or whether it's worth it?”",
        "Feel-felt-found works only when it is true and specific; never say “I know how you feel”.",
      ],
      procedure: [
        "Let the client finish the sentence; don't rebut halfway through it.",
        "Acknowledge it in one sentence: “That's a fair question, and I'd rather you ask it now.”",
        "Ask one clarifying question to sort it into affordability, trust, need or urgency.",
        "Answer the real concern with the client's own facts: their budget, their doctors, their family.",
        "Check that it landed: “Does that answer it, or is something else on your mind?”",
        "Go back to the decision with a simple choice, or set a firm next appointment.",
      ],
      dos: [
        "Write down the client's exact words; they tell you the category.",
        "Prepare two answers for each of your ten most common objections and say them out loud until they sound like you.",
        "Treat an objection as a request for more information, not as a no.",
        "Expect a second objection: the first one is often a polite cover for the real one.",
      ],
      donts: [
        "Don't argue or correct the client; you can win the point and lose the client.",
        "Don't answer an objection you haven't clarified.",
        "Don't invent deadlines; on a Medicare call, pressure built on misleading information is a compliance violation as well as a bad sale.",
        "Don't cut the price by dropping coverage without saying exactly what the client gives up.",
      ],
      exampleDialogue: [
        client("It sounds good, but I don't know. It's a lot of money."),
        agent(
          "I hear you, and I'd rather you tell me now. When you say it's a lot, is it the monthly amount, or whether it's worth it for you?",
        ),
        client("The monthly. I live on my Social Security and things are tight."),
        agent(
          "That makes sense. So the idea is right, it's the fit in your budget. What could you pay each month without worrying about it?",
        ),
        client("Maybe forty dollars, tops."),
        agent(
          "Then let's build it around forty. We go from fifteen thousand to ten thousand in coverage, which still pays a typical funeral home bill. Would you like the payment on the 3rd, when your Social Security arrives, or another day?",
        ),
      ],
      nextStep:
        "write down the last five objections you heard, sort each into affordability, trust, need or urgency, and script one clarifying question for each.",
      keywords: [
        "objection",
        "objections",
        "objection handling",
        "overcome objections",
        "rebuttal",
        "pushback",
        "too expensive",
        "can't afford",
        "don't trust",
        "don't need it",
        "think about it",
        "not interested",
        "brush off",
        "feel felt found",
      ],
    },
    es: {
      title: "Los cuatro tipos de objeciones: dinero, confianza, necesidad y urgencia",
      summary:
        "Casi todas las objeciones que escucha un agente tienen que ver con el dinero, la confianza, la necesidad o el momento. Identifique cuál está oyendo antes de responder, porque cada una pide una respuesta distinta y la respuesta correcta a la objeción equivocada igual le cuesta la venta. Primero aclare con una pregunta y después atienda la verdadera inquietud.",
      keyPoints: [
        "Dinero: “está muy caro” o “no me alcanza” puede querer decir que este mes no hay efectivo, que no le ve el valor o que encontró algo más barato, y cada caso se responde distinto.",
        "Confianza: el cliente duda de usted, de la compañía o del seguro en general (“usted nada más quiere venderme algo”); se responde con hechos y transparencia, nunca con presión.",
        "Necesidad: el cliente no ve el hueco en su protección (“estoy sano”, “ya tengo seguro del trabajo”); hágalo concreto con los números del propio cliente.",
        "Urgencia: “lo voy a pensar” o “llámeme el año que viene” casi siempre esconde una de las otras tres; encuéntrela y hable solo de fechas límite reales.",
        "Aclare antes de responder: “Cuando dice que es mucho, ¿se refiere a la cantidad de cada mes o a si vale la pena?”",
        "Lo de “siente, sintieron, descubrieron” funciona solo si es cierto y concreto; nunca diga “sé exactamente cómo se siente”.",
      ],
      procedure: [
        "Deje que el cliente termine la frase; no lo interrumpa para rebatirle.",
        "Reconózcalo en una frase: “Es una pregunta muy válida y prefiero que me la haga ahora.”",
        "Haga una sola pregunta para ubicarla: dinero, confianza, necesidad o urgencia.",
        "Responda a la inquietud real con los datos del cliente: su presupuesto, sus médicos, su familia.",
        "Confirme que quedó resuelta: “¿Con eso le queda claro o hay algo más que le preocupe?”",
        "Vuelva a la decisión con una opción sencilla o fije una cita concreta.",
      ],
      dos: [
        "Anote las palabras exactas del cliente; ahí está el tipo de objeción.",
        "Prepare dos respuestas para cada una de sus diez objeciones más comunes y dígalas en voz alta hasta que le salgan naturales.",
        "Tome la objeción como una petición de más información, no como un no.",
        "Espere una segunda objeción: muchas veces la primera es solo una excusa amable.",
      ],
      donts: [
        "No discuta ni corrija al cliente: puede ganar el argumento y perder al cliente.",
        "No responda a una objeción que todavía no ha aclarado.",
        "No invente fechas límite; en una llamada de Medicare, presionar con información engañosa es una falta de cumplimiento además de una mala venta.",
        "No baje el precio quitando cobertura sin decirle al cliente exactamente a qué renuncia.",
      ],
      exampleDialogue: [
        client("Suena bien, pero no sé... es mucho dinero."),
        agent(
          "Le entiendo, y prefiero que me lo diga ahora. Cuando dice que es mucho, ¿es la cantidad de cada mes o si de verdad vale la pena para usted?",
        ),
        client("Lo del mes. Vivo del Seguro Social y no me sobra nada."),
        agent(
          "Claro. O sea que la idea le parece bien; lo que hay que cuidar es que quepa en su presupuesto. ¿Cuánto podría pagar al mes sin preocuparse?",
        ),
        client("Unos cuarenta dólares, cuando mucho."),
        agent(
          "Entonces lo armamos con cuarenta. Bajamos de quince mil a diez mil dólares de cobertura, que todavía alcanza para lo que cobra normalmente una funeraria. ¿Le ponemos el cobro el día 3, cuando le llega el Seguro Social, o prefiere otro día?",
        ),
      ],
      nextStep:
        "anote las últimas cinco objeciones que escuchó, clasifique cada una como dinero, confianza, necesidad o urgencia, y prepare una pregunta para aclarar cada una.",
      keywords: [
        "objeción",
        "objeciones",
        "manejo de objeciones",
        "rebatir objeciones",
        "está muy caro",
        "no me alcanza",
        "no confío",
        "no lo necesito",
        "lo voy a pensar",
        "no me interesa",
        "excusas del cliente",
        "cómo responder",
      ],
    },
    fr: {
      title: "Les quatre types d'objections : le prix, la confiance, le besoin et l'urgence",
      summary:
        "Presque toutes les objections qu'entend un agent portent sur l'argent, la confiance, le besoin ou le moment. Identifiez laquelle vous entendez avant de répondre : chacune appelle une réponse différente, et la bonne réponse à la mauvaise objection fait quand même perdre la vente. Clarifiez d'abord par une question, puis traitez la vraie inquiétude.",
      keyPoints: [
        "Le prix : « c'est trop cher » ou « je n'ai pas les moyens » peut vouloir dire pas de trésorerie ce mois-ci, pas convaincu de la valeur, ou moins cher ailleurs, et chaque cas a sa réponse.",
        "La confiance : le client doute de vous, de l'assureur ou de l'assurance elle-même (« vous voulez juste me vendre quelque chose ») ; on y répond par des faits et de la transparence, jamais par la pression.",
        "Le besoin : le client ne voit pas le trou dans sa protection (« je suis en bonne santé », « je suis déjà couvert par mon travail ») ; rendez-le concret avec ses propres chiffres.",
        "L'urgence : « je vais réfléchir » ou « rappelez-moi l'an prochain » cache presque toujours l'une des trois autres ; trouvez-la, puis ne parlez que de vraies échéances.",
        "Clarifiez avant de répondre : « Quand vous dites que c'est beaucoup, vous parlez du montant mensuel, ou de savoir si ça en vaut la peine ? »",
        "La méthode « je comprends, d'autres ont ressenti la même chose, puis ils se sont rendu compte que… » ne marche que si elle est vraie et précise ; ne dites jamais « je sais exactement ce que vous ressentez ».",
      ],
      procedure: [
        "Laissez le client finir sa phrase ; ne l'interrompez pas pour le contredire.",
        "Accusez réception en une phrase : « C'est une vraie question, et je préfère que vous me la posiez maintenant. »",
        "Posez une seule question pour la classer : prix, confiance, besoin ou urgence.",
        "Répondez à la vraie inquiétude avec les éléments du client : son budget, ses médecins, sa famille.",
        "Vérifiez que c'est réglé : « Est-ce que ça répond à votre question, ou y a-t-il autre chose qui vous retient ? »",
        "Revenez à la décision par un choix simple, ou fixez un rendez-vous précis.",
      ],
      dos: [
        "Notez les mots exacts du client : ils vous disent de quelle objection il s'agit.",
        "Préparez deux réponses pour chacune de vos dix objections les plus fréquentes et dites-les à voix haute jusqu'à ce qu'elles sonnent naturelles.",
        "Prenez l'objection comme une demande d'information, pas comme un refus.",
        "Attendez-vous à une deuxième objection : la première n'est souvent qu'une façon polie de cacher la vraie.",
      ],
      donts: [
        "Ne discutez pas et ne reprenez pas le client : vous pouvez gagner l'argument et perdre le client.",
        "Ne répondez pas à une objection que vous n'avez pas clarifiée.",
        "N'inventez pas d'échéance ; lors d'un appel Medicare, une pression fondée sur une information trompeuse est une faute de conformité en plus d'une mauvaise vente.",
        "Ne baissez pas le prix en retirant des garanties sans dire exactement au client ce qu'il perd.",
      ],
      exampleDialogue: [
        client("Ça a l'air bien, mais je ne sais pas... c'est beaucoup d'argent."),
        agent(
          "Je comprends, et je préfère que vous me le disiez maintenant. Quand vous dites que c'est beaucoup, c'est le montant chaque mois, ou vous vous demandez si ça vaut vraiment le coup ?",
        ),
        client(
          "C'est le montant. Je vis de ma pension de la Sécurité sociale et je n'ai pas beaucoup de marge.",
        ),
        agent(
          "Je comprends. Donc l'idée vous convient, c'est le budget qu'il faut respecter. Combien pourriez-vous mettre par mois sans vous inquiéter ?",
        ),
        client("Quarante dollars, pas plus."),
        agent(
          "Alors on part sur quarante. On passe de quinze mille à dix mille dollars de capital, ce qui couvre encore une facture habituelle de pompes funèbres. Vous préférez le prélèvement le 3, le jour où arrive votre pension, ou un autre jour ?",
        ),
      ],
      nextStep:
        "notez les cinq dernières objections entendues, classez chacune en prix, confiance, besoin ou urgence, et rédigez une question de clarification pour chacune.",
      keywords: [
        "objection",
        "objections",
        "traiter les objections",
        "répondre aux objections",
        "c'est trop cher",
        "je n'ai pas les moyens",
        "je ne vous fais pas confiance",
        "je n'en ai pas besoin",
        "je vais réfléchir",
        "ça ne m'intéresse pas",
        "réticences du client",
        "refus",
      ],
    },
  },
};

/** "Too expensive" first has to be taken apart: no money, no value, or a cheaper quote. */
export const PRICE_OBJECTIONS: Article = {
  id: "KB-20001",
  date: "2026-11",
  topic: "price objections",
  sources: ["packages/engine/src/coach/knowledge"],
  text: {
    en: {
      title: "Price objections: find out what “too expensive” really means",
      summary:
        "“Too expensive” is a symptom, not a diagnosis: it can mean the client has no room in the budget, doesn't yet see the value, or has a cheaper quote in hand. Ask which one before you defend a single dollar. Then answer that one with the client's own numbers, and if the price has to move, move the coverage and say so.",
      keyPoints: [
        "Three meanings, three answers: no money (fit the budget), not worth it (show the job the policy does), cheaper elsewhere (compare line by line).",
        "Defending the premium when the real problem is cash flow misses the point and sounds like a sales pitch.",
        "Price the risk, not the policy: “What would a week in the hospital cost you today?” makes $38 a month look different.",
        "A cheaper quote is worth comparing honestly: same benefit, same waiting period, same carrier strength, or it isn't the same product.",
        "Break the premium into the daily cost only after you've shown the value; on its own it sounds like a trick.",
      ],
      procedure: [
        "Acknowledge without apologising: “I appreciate you being straight with me about the price.”",
        "Clarify: “When you say it's too expensive, is it more than you can fit in each month, or more than you think it's worth?”",
        "If it's value, restate the job the policy does in the client's words: “You told me you don't want your daughter paying for the funeral.”",
        "If it's a cheaper quote, ask to see it and compare benefits, waiting periods and rate increases side by side.",
        "If it's the budget, ask for a number and rebuild the plan around it, naming what changes.",
        "Ask for the decision on the adjusted plan with a simple choice.",
      ],
      dos: [
        "Keep one lower-priced option ready before the call so you never improvise a cut.",
        "Use the client's own reasons for buying when you restate the value.",
        "Show the cost of going without it next to the premium.",
        "Say what a lower price gives up in plain words: a smaller benefit, a longer wait, a higher deductible.",
      ],
      donts: [
        "Don't drop the price at the first sign of resistance; it tells the client your first number wasn't honest.",
        "Don't criticise the other agent or carrier; compare the plans, not the people.",
        "Don't call a $0-premium plan by any word that means no cost; say “zero premium” and explain what the client still pays, like the Part B premium and copays.",
        "Don't mention what you earn on either option.",
      ],
      exampleDialogue: [
        client("Honestly, that's too expensive. My neighbour got a hospital plan for half that."),
        agent(
          "I'm glad you told me. Is it more than you can fit in each month, or is it that his looks like the same thing for less?",
        ),
        client("Well, if it's the same thing, why would I pay double?"),
        agent(
          "You shouldn't. Could you ask him for his policy page? I'll put them side by side: how much it pays per day, for how many days, and whether there's a waiting period.",
        ),
        client("I can get it. But I still don't want to go over sixty a month."),
        agent(
          "Fair. Then I'll also bring a version at sixty and show you exactly what it pays less. Tomorrow at ten or Thursday at two to go over both?",
        ),
      ],
      nextStep:
        "on your next call, when a client says “too expensive”, ask the clarifying question before anything else, and tell me which of the three answers you got.",
      keywords: [
        "price objection",
        "too expensive",
        "too much money",
        "costs too much",
        "not worth it",
        "cheaper quote",
        "cheaper somewhere else",
        "found it cheaper",
        "premium too high",
        "price shopping",
        "value",
        "lower the price",
      ],
    },
    es: {
      title: "Objeciones de precio: averigüe qué significa de verdad “está muy caro”",
      summary:
        "“Está muy caro” es un síntoma, no un diagnóstico: puede querer decir que el presupuesto no da, que todavía no le ve el valor o que ya tiene en la mano una cotización más barata. Pregunte cuál es antes de defender un solo dólar. Después responda con los propios números del cliente y, si el precio tiene que bajar, ajuste la cobertura y dígalo claramente.",
      keyPoints: [
        "Cuando el cliente dice “está muy caro”, hay tres significados y tres respuestas: no hay dinero (ajustar al presupuesto), no vale la pena (mostrar para qué sirve la póliza), más barato en otro lado (comparar punto por punto).",
        "Defender la prima cuando el problema real es de flujo de efectivo no resuelve nada y suena a discurso de vendedor.",
        "Ponga precio al riesgo, no a la póliza: “¿Cuánto le costaría hoy una semana en el hospital?” hace que $38 al mes se vean distinto.",
        "Una cotización más barata merece una comparación honesta: mismo beneficio, mismo periodo de espera, misma solidez de la compañía; si no, no es el mismo producto.",
        "Divida la prima en lo que cuesta al día solo después de mostrar el valor; por sí solo suena a truco.",
      ],
      procedure: [
        "Reconózcalo sin disculparse: “Le agradezco que me hable claro sobre el precio.”",
        "Aclare: “Cuando dice que está muy caro, ¿es más de lo que le cabe cada mes o más de lo que cree que vale?”",
        "Si es el valor, repita para qué sirve la póliza con las palabras del cliente: “Usted me dijo que no quiere que su hija pague el funeral.”",
        "Si es una cotización más barata, pida verla y compare beneficios, periodos de espera y aumentos de tarifa lado a lado.",
        "Si es el presupuesto, pida una cantidad y rearme el plan alrededor de ella, diciendo qué cambia.",
        "Pida la decisión sobre el plan ajustado con una opción sencilla.",
      ],
      dos: [
        "Tenga lista una opción más económica antes de la llamada para no improvisar recortes.",
        "Use las propias razones del cliente cuando repita el valor.",
        "Ponga al lado de la prima lo que le costaría quedarse sin la cobertura.",
        "Diga con palabras sencillas a qué se renuncia con un precio más bajo: un beneficio menor, una espera más larga, un deducible más alto.",
      ],
      donts: [
        "No baje el precio a la primera resistencia; le dice al cliente que su primera cifra no era honesta.",
        "No critique al otro agente ni a la otra compañía; compare planes, no personas.",
        "No describa un plan de $0 de prima con ninguna palabra que signifique “sin costo”; diga “prima cero” y explique lo que el cliente sigue pagando, como la prima de la Parte B y los copagos.",
        "No mencione lo que usted gana con una u otra opción.",
      ],
      exampleDialogue: [
        client("La verdad, está muy caro. Mi vecino consiguió un plan de hospital por la mitad."),
        agent(
          "Qué bueno que me lo dice. ¿Es más de lo que le cabe cada mes o es que el de él parece lo mismo por menos?",
        ),
        client("Pues si es lo mismo, ¿para qué voy a pagar el doble?"),
        agent(
          "No tendría por qué. ¿Le podría pedir a su vecino la hoja de su póliza? Los pongo lado a lado: cuánto paga por día, por cuántos días y si tiene periodo de espera.",
        ),
        client("Se la puedo pedir. Pero de todos modos no quiero pasar de sesenta al mes."),
        agent(
          "Me parece justo. Entonces le llevo también una versión de sesenta y le enseño exactamente qué paga de menos. ¿Lo vemos mañana a las diez o el jueves a las dos?",
        ),
      ],
      nextStep:
        "en su próxima llamada, cuando un cliente le diga “está muy caro”, haga primero la pregunta para aclarar y cuénteme cuál de las tres respuestas le dio.",
      keywords: [
        "objeción de precio",
        "está muy caro",
        "muy caro",
        "sale caro",
        "no vale la pena",
        "más barato",
        "me lo dan más barato",
        "otra cotización",
        "la prima es muy alta",
        "bajar el precio",
        "vale la pena",
      ],
    },
    fr: {
      title: "Objections sur le prix : découvrir ce que « c'est trop cher » veut vraiment dire",
      summary:
        "« C'est trop cher » est un symptôme, pas un diagnostic : le budget ne suit pas, le client ne voit pas encore la valeur, ou il a déjà un devis moins cher en main. Demandez lequel avant de défendre le moindre dollar. Répondez ensuite avec les chiffres du client et, si le prix doit baisser, ajustez la couverture en le disant clairement.",
      keyPoints: [
        "Trois sens, trois réponses : pas d'argent (adapter au budget), pas convaincu (montrer à quoi sert le contrat), moins cher ailleurs (comparer point par point).",
        "Défendre la prime quand le vrai problème est la trésorerie du mois passe à côté et sonne comme un discours commercial.",
        "Chiffrez le risque, pas le contrat : « Combien vous coûterait aujourd'hui une semaine d'hôpital ? » donne un autre poids à 38 $ par mois.",
        "Un devis moins cher mérite une comparaison honnête : même garantie, même délai de carence, même solidité de l'assureur, sinon ce n'est pas le même produit.",
        "Ramenez la prime au coût par jour seulement après avoir montré la valeur ; isolé, l'argument sonne comme une ficelle.",
      ],
      procedure: [
        "Accusez réception sans vous excuser : « Merci de me parler franchement du prix. »",
        "Clarifiez : « Quand vous dites que c'est trop cher, c'est plus que ce que vous pouvez mettre chaque mois, ou plus que ce que ça vaut à vos yeux ? »",
        "Si c'est la valeur, reformulez à quoi sert le contrat avec les mots du client : « Vous m'avez dit que vous ne vouliez pas que votre fille paie les obsèques. »",
        "Si c'est un devis moins cher, demandez à le voir et comparez garanties, délais de carence et hausses de tarif côte à côte.",
        "Si c'est le budget, demandez un montant et reconstruisez la proposition autour, en nommant ce qui change.",
        "Demandez la décision sur la proposition ajustée par un choix simple.",
      ],
      dos: [
        "Préparez une option moins chère avant l'appel pour ne jamais improviser une réduction.",
        "Reprenez les raisons d'achat du client lui-même quand vous rappelez la valeur.",
        "Mettez à côté de la prime ce que coûterait l'absence de couverture.",
        "Dites en mots simples ce qu'un prix plus bas fait perdre : une garantie plus faible, une carence plus longue, une franchise plus élevée.",
      ],
      donts: [
        "Ne baissez pas le prix à la première résistance : le client en conclut que votre premier chiffre n'était pas honnête.",
        "Ne critiquez ni l'autre agent ni l'autre assureur ; comparez les contrats, pas les personnes.",
        "Ne décrivez pas un plan à 0 $ de prime par un mot qui signifie « sans frais » ; dites « prime zéro » et expliquez ce que le client paie encore, comme la prime de la Partie B et les quotes-parts.",
        "Ne parlez jamais de ce que vous touchez sur l'une ou l'autre option.",
      ],
      exampleDialogue: [
        client(
          "Franchement, c'est trop cher. Mon voisin a pris une assurance hospitalisation pour moitié moins.",
        ),
        agent(
          "Merci de me le dire. C'est plus que ce que vous pouvez mettre chaque mois, ou c'est que la sienne a l'air d'être la même chose pour moins cher ?",
        ),
        client("Ben, si c'est pareil, pourquoi je paierais le double ?"),
        agent(
          "Vous n'avez pas à le faire. Vous pourriez demander à votre voisin la page de son contrat ? Je les mets côte à côte : combien elle verse par jour, pendant combien de jours, et s'il y a un délai de carence.",
        ),
        client("Je peux la lui demander. Mais je ne veux pas dépasser soixante par mois."),
        agent(
          "C'est entendu. Je vous prépare aussi une version à soixante et je vous montre exactement ce qu'elle verse en moins. On regarde ça demain à dix heures ou jeudi à quatorze heures ?",
        ),
      ],
      nextStep:
        "lors de votre prochain appel, quand un client dira « c'est trop cher », posez d'abord la question de clarification, puis dites-moi laquelle des trois réponses vous avez obtenue.",
      keywords: [
        "objection prix",
        "c'est trop cher",
        "trop cher",
        "ça coûte trop",
        "ça ne vaut pas le coup",
        "moins cher ailleurs",
        "devis moins cher",
        "autre devis",
        "prime trop élevée",
        "baisser le prix",
        "rapport qualité-prix",
        "ça vaut le coup",
      ],
    },
  },
};

/** When the budget really is tight: right-size the plan and keep it on the books. */
export const AFFORDABILITY: Article = {
  id: "KB-20002",
  date: "2026-11",
  topic: "price objections",
  sources: ["packages/engine/src/coach/knowledge", "packages/engine/src/facts/needs.ts"],
  text: {
    en: {
      title: "Affordability: fitting the plan to a tight budget without overselling",
      summary:
        "“I can't afford it” from a retiree on a fixed income is often a cash-flow problem, not a value problem. Size the plan to a payment the client is completely comfortable with, time the draft to the day the money arrives, and the policy stays in force. A smaller policy that stays on the books protects the family; a bigger one that lapses in month four protects no one.",
      keyPoints: [
        "Ask for the monthly number the client can pay without thinking about it, and build down to it rather than arguing up from your quote.",
        "For final expense, price the job: a median funeral with viewing and burial runs about $8,300, and cremation with a viewing about $6,280, before the cemetery.",
        "Set the draft date to the Social Security or pension deposit day; it is the simplest way to prevent lapses.",
        "“I can't afford it” sometimes means “I'd rather spend it on something else”; ask what else the money is going to before you cut anything.",
        "Remind the client before each of the first few drafts; a surprise withdrawal is the most common reason a new policy is cancelled.",
      ],
      procedure: [
        "Acknowledge the budget as real: “You know your budget better than I do, so let's work from it.”",
        "Ask for a comfortable monthly number, not a maximum.",
        "Rebuild the plan around that number: lower face amount, fewer riders, or the core coverage only.",
        "Name what stays and what goes: “This still pays for the funeral; it no longer leaves anything extra for your son.”",
        "Ask which deposit day the money arrives and set the draft for that day or the day after.",
        "Confirm the client is completely comfortable with the payment before you submit.",
      ],
      dos: [
        "Show two or three coverage amounts with their monthly cost so the client chooses.",
        "Write the draft date and amount on the summary you leave or send.",
        "Keep the most important protection and drop the extras first.",
        "Tell the client the coverage can be reviewed and raised later if the budget allows and the carrier accepts it.",
      ],
      donts: [
        "Don't sell a premium the client is stretching to pay; it will lapse.",
        "Don't pick a draft date that lands before the client's check arrives.",
        "Don't shame the budget or compare it to what “most people” spend.",
        "Don't promise that a larger amount can be added later without health questions unless the policy says so.",
      ],
      exampleDialogue: [
        client("Oh honey, I'd love to, but I can't afford fifty-two a month. My check is only so much."),
        agent(
          "I understand, and I'd never want this to squeeze your groceries. What amount could you pay every month without even thinking about it?",
        ),
        client("Thirty, thirty-five maybe."),
        agent(
          "Okay. At thirty-four we can do eight thousand dollars of coverage. That still pays a basic funeral so your kids aren't scrambling. What day does your Social Security come in?",
        ),
        client("The third Wednesday."),
        agent(
          "Then we'll set the payment for the day after, every month, and I'll call you before the first one comes out. Does thirty-four feel comfortable, or should we go lower?",
        ),
      ],
      nextStep:
        "before your next final expense appointment, prepare three coverage amounts with their monthly cost, and ask the client which day their money arrives.",
      keywords: [
        "affordability",
        "can't afford",
        "cannot afford",
        "can't afford the premium",
        "monthly premium",
        "fixed income",
        "tight budget",
        "no money",
        "budget",
        "social security day",
        "draft date",
        "lapse",
        "lower coverage",
      ],
    },
    es: {
      title: "Cuando no alcanza el dinero: ajustar el plan a un presupuesto apretado sin sobrevender",
      summary:
        "Cuando un jubilado con ingreso fijo le responde “no me alcanza”, casi siempre es un problema de flujo de efectivo, no de valor. Ajuste el plan a un pago con el que el cliente esté totalmente tranquilo, ponga el cobro el día en que le llega el dinero y la póliza se mantiene vigente. Una póliza pequeña que sigue activa protege a la familia; una grande que se cancela al cuarto mes no protege a nadie.",
      keyPoints: [
        "Pregunte cuánto puede pagar al mes sin pensarlo dos veces y construya hacia abajo desde esa cifra, en vez de discutir hacia arriba desde su cotización.",
        "En gastos finales, ponga precio a lo que se necesita: un funeral típico con velorio y entierro cuesta unos $8,300 y una cremación con velorio unos $6,280, sin contar el cementerio.",
        "Fije el cobro el día del depósito del Seguro Social o de la pensión; es la forma más sencilla de evitar que la póliza se caiga.",
        "A veces “no me alcanza” significa “prefiero gastarlo en otra cosa”; pregunte en qué se le va el dinero antes de recortar nada.",
        "Avísele al cliente antes de los primeros cobros; un cargo que lo toma por sorpresa es la razón más común para cancelar una póliza nueva.",
      ],
      procedure: [
        "Reconozca que el presupuesto es real: “Usted conoce su presupuesto mejor que yo, así que partamos de ahí.”",
        "Pida una cantidad mensual con la que esté cómodo, no la máxima.",
        "Rearme el plan con esa cantidad: menos suma asegurada, menos cláusulas adicionales o solo la cobertura principal.",
        "Diga qué se queda y qué se va: “Esto sigue pagando el funeral; ya no le deja algo extra a su hijo.”",
        "Pregunte qué día le depositan y ponga el cobro ese día o el siguiente.",
        "Confirme que el cliente está totalmente tranquilo con el pago antes de enviar la solicitud.",
      ],
      dos: [
        "Muestre dos o tres montos de cobertura con su costo mensual para que el cliente escoja.",
        "Escriba la fecha y la cantidad del cobro en el resumen que le deje o le mande.",
        "Conserve la protección más importante y quite primero los extras.",
        "Dígale que la cobertura se puede revisar y aumentar más adelante si el presupuesto lo permite y la compañía lo acepta.",
      ],
      donts: [
        "No venda una prima que el cliente apenas puede pagar; se va a caer.",
        "No ponga un cobro antes del día en que le llega el cheque.",
        "No haga sentir mal al cliente por su presupuesto ni lo compare con lo que gasta “la mayoría”.",
        "No prometa que podrá aumentar la suma después sin preguntas de salud, a menos que la póliza lo diga.",
      ],
      exampleDialogue: [
        client(
          "Ay, mijo, me gustaría, pero no me alcanza para cincuenta y dos al mes. Mi cheque es lo que es.",
        ),
        agent(
          "Le entiendo, y no quiero que esto le quite para la comida. ¿Cuánto podría pagar cada mes sin siquiera pensarlo?",
        ),
        client("Treinta, treinta y cinco a lo mucho."),
        agent(
          "Muy bien. Con treinta y cuatro le alcanza para ocho mil dólares de cobertura. Eso todavía paga un funeral sencillo para que sus hijos no anden batallando. ¿Qué día le llega el Seguro Social?",
        ),
        client("El tercer miércoles."),
        agent(
          "Entonces le ponemos el cobro para el día siguiente, cada mes, y yo le llamo antes del primero. ¿Se siente cómoda con treinta y cuatro o prefiere que bajemos más?",
        ),
      ],
      nextStep:
        "antes de su próxima cita de gastos finales, prepare tres montos de cobertura con su costo mensual y pregúntele al cliente qué día le llega el dinero.",
      keywords: [
        "no me alcanza",
        "no tengo para pagar",
        "no le alcanza",
        "ingreso fijo",
        "presupuesto",
        "presupuesto apretado",
        "no tengo dinero",
        "día del seguro social",
        "fecha de cobro",
        "póliza cancelada",
        "bajar la cobertura",
        "gastos finales",
      ],
    },
    fr: {
      title: "Budget serré : adapter le contrat sans vendre plus que nécessaire",
      summary:
        "Quand un retraité à revenu fixe dit « je n'ai pas les moyens », c'est souvent un problème de trésorerie, pas de valeur. Calibrez le contrat sur un montant avec lequel le client est parfaitement à l'aise, fixez le prélèvement au jour où l'argent arrive, et le contrat reste en vigueur. Un petit contrat qui tient protège la famille ; un gros contrat résilié au quatrième mois ne protège personne.",
      keyPoints: [
        "Demandez le montant mensuel que le client peut payer sans y penser, et descendez jusqu'à lui au lieu de défendre votre devis.",
        "En assurance obsèques, chiffrez le besoin : des obsèques médianes avec présentation du corps et inhumation coûtent environ 8 300 $, une crémation avec présentation environ 6 280 $, cimetière non compris.",
        "Calez le prélèvement sur le jour de versement de la Sécurité sociale ou de la pension : c'est le moyen le plus simple d'éviter les résiliations.",
        "« Je n'ai pas les moyens » veut parfois dire « je préfère dépenser cet argent autrement » ; demandez à quoi il sert avant de couper quoi que ce soit.",
        "Prévenez le client avant les premiers prélèvements : un débit qui surprend est la première cause d'annulation d'un contrat neuf.",
      ],
      procedure: [
        "Reconnaissez que la contrainte est réelle : « Vous connaissez votre budget mieux que moi, partons de là. »",
        "Demandez un montant mensuel confortable, pas un maximum.",
        "Reconstruisez la proposition autour de ce montant : capital plus faible, moins d'options, ou la garantie essentielle seule.",
        "Dites ce qui reste et ce qui part : « Ça paie toujours les obsèques ; ça ne laisse plus rien en plus pour votre fils. »",
        "Demandez le jour où l'argent arrive et fixez le prélèvement ce jour-là ou le lendemain.",
        "Vérifiez que le client est parfaitement à l'aise avec le montant avant d'envoyer la demande.",
      ],
      dos: [
        "Présentez deux ou trois montants de capital avec leur coût mensuel et laissez le client choisir.",
        "Inscrivez la date et le montant du prélèvement sur le récapitulatif que vous laissez ou envoyez.",
        "Gardez la protection essentielle et retirez d'abord le superflu.",
        "Dites au client que la couverture pourra être revue et augmentée plus tard si son budget le permet et si l'assureur l'accepte.",
      ],
      donts: [
        "Ne vendez pas une prime que le client a du mal à payer : le contrat tombera.",
        "Ne fixez pas un prélèvement avant l'arrivée de la pension.",
        "Ne jugez pas le budget du client et ne le comparez pas à ce que dépense « la plupart des gens ».",
        "Ne promettez pas qu'on pourra augmenter le capital plus tard sans questionnaire de santé, sauf si le contrat le prévoit.",
      ],
      exampleDialogue: [
        client(
          "J'aimerais bien, mais je n'ai pas les moyens de mettre cinquante-deux dollars par mois. Ma pension, c'est ce qu'elle est.",
        ),
        agent(
          "Je comprends, et je ne veux surtout pas que ça empiète sur vos courses. Quel montant pourriez-vous payer chaque mois sans même y penser ?",
        ),
        client("Trente, trente-cinq peut-être."),
        agent(
          "D'accord. À trente-quatre dollars, on peut avoir huit mille dollars de capital. Ça paie encore des obsèques simples, pour que vos enfants n'aient pas à se débrouiller. Quel jour arrive votre versement de la Sécurité sociale ?",
        ),
        client("Le troisième mercredi du mois."),
        agent(
          "Alors on fixe le prélèvement au lendemain, chaque mois, et je vous appelle avant le premier. Trente-quatre dollars, ça vous va sans souci, ou on descend encore ?",
        ),
      ],
      nextStep:
        "avant votre prochain rendez-vous en assurance obsèques, préparez trois montants de capital avec leur coût mensuel, et demandez au client quel jour son argent arrive.",
      keywords: [
        "je n'ai pas les moyens",
        "pas les moyens",
        "il n'a pas les moyens",
        "revenu fixe",
        "petite retraite",
        "budget serré",
        "pas d'argent",
        "jour de versement",
        "date de prélèvement",
        "résiliation",
        "baisser le capital",
        "assurance obsèques",
      ],
    },
  },
};

/** Trust objections: the client doubts the agent, the carrier, or insurance itself. */
export const TRUST_OBJECTIONS: Article = {
  id: "KB-20003",
  date: "2026-11",
  topic: "objections",
  sources: ["packages/engine/src/coach/knowledge", "packages/engine/src/facts/compliance.ts"],
  text: {
    en: {
      title: "Trust objections: “I don't trust insurance salespeople”",
      summary:
        "Trust objections sound like “you just want to sell me something”, “insurance companies never pay” or “I need to ask my son first”. Clients sense when a recommendation serves the agent, so the answer is transparency: who you are, what you can and can't offer, and proof they can check without you. Invite the skeptic in rather than selling around them.",
      keyPoints: [
        "Say the skepticism out loud before the client does: “You've probably had calls that felt pushy. I'll show you options and you decide.”",
        "Be clear about what you represent: on Medicare calls the TPMO disclaimer already tells the client you don't offer every plan and where to check all options.",
        "Give proof the client can verify: your license number on the state insurance department's site, the carrier's financial strength rating, the written policy.",
        "“I need to ask my son” is often a trust question; welcome the family member and offer a call with both of them.",
        "“They never pay” deserves a straight answer: explain the waiting period, the exclusions and how a claim is filed, in writing.",
      ],
      procedure: [
        "Acknowledge the doubt as reasonable: “With everything you hear about scams, I'd be careful too.”",
        "Ask what's behind it: “Did something happen with an agent or a claim before?”",
        "Tell the client how to check you: license lookup, carrier name, a phone number that isn't yours.",
        "Explain the policy's limits before its benefits; admitting the waiting period earns the rest.",
        "Offer to include the family member who helps with decisions, with a specific time.",
        "Let the client decide at their pace; leave everything in writing.",
      ],
      dos: [
        "Spell your name, license number and agency so the client can look you up.",
        "Point to the documents: the outline of coverage, the policy, the carrier's customer service number.",
        "Say “I don't know, I'll find out and call you by Thursday” when you don't know, and call on Thursday.",
        "Welcome the adult child or trusted friend to the conversation.",
      ],
      donts: [
        "Don't take the doubt personally or defend yourself at length.",
        "Don't suggest Medicare, the government or any agency stands behind a plan or behind you.",
        "Don't ask for bank details before the client has decided and is filling in the application.",
        "Don't try to close around the family member the client wants to involve.",
      ],
      exampleDialogue: [
        client("Look, I get calls like this every week. How do I know you're not one of those scammers?"),
        agent(
          "You're right to ask, and I'd rather you check me than trust me. My name is Daniel Reyes, I'm licensed in Florida, and you can look up my license on the state's insurance department website while we talk.",
        ),
        client("My daughter usually handles this stuff for me."),
        agent(
          "Then let's include her. I'd rather explain it once to both of you than have you pass it along. Is she around in the evenings?",
        ),
        client("She gets home around six."),
        agent(
          "How about tomorrow at six-thirty, the three of us on the phone? I'll email you both the plan summary before then so she can read it first.",
        ),
      ],
      nextStep:
        "keep your license number and your state's license lookup link at hand, and offer them in the first minutes of your next call with a skeptical client.",
      keywords: [
        "trust objection",
        "don't trust",
        "don't trust you",
        "doesn't trust me",
        "scam",
        "thinks it's a scam",
        "scammer",
        "skeptical",
        "insurance never pays",
        "ask my son",
        "ask my daughter",
        "talk to my family",
        "pushy salesman",
        "credibility",
      ],
    },
    es: {
      title: "Objeciones de confianza: “No confío en los vendedores de seguros”",
      summary:
        "Las objeciones de confianza suenan así: “usted nada más quiere venderme algo”, “las aseguradoras nunca pagan” o “primero tengo que preguntarle a mi hijo”. El cliente nota cuando una recomendación le conviene más al agente, así que la respuesta es la transparencia: quién es usted, qué puede y qué no puede ofrecer, y pruebas que el cliente pueda verificar sin usted. Invite al desconfiado a participar en vez de venderle a escondidas de sus dudas.",
      keyPoints: [
        "Diga la desconfianza en voz alta antes que el cliente: “Seguro le han llamado agentes que lo presionan. Yo le enseño las opciones y usted decide.”",
        "Sea claro sobre lo que representa: en llamadas de Medicare, el aviso de TPMO ya le informa al cliente que usted no ofrece todos los planes y dónde consultar todas las opciones.",
        "Dé pruebas que el cliente pueda verificar: su número de licencia en la página del departamento de seguros del estado, la calificación de solidez financiera de la compañía, la póliza por escrito.",
        "“Tengo que preguntarle a mi hijo” muchas veces es una cuestión de confianza; dele la bienvenida al familiar y ofrezca una llamada con los dos.",
        "“Nunca pagan” merece una respuesta directa: explique el periodo de espera, las exclusiones y cómo se presenta un reclamo, por escrito.",
      ],
      procedure: [
        "Reconozca que la duda es razonable: “Con tanta estafa que hay, yo también me cuidaría.”",
        "Pregunte qué hay detrás: “¿Le pasó algo antes con algún agente o con un reclamo?”",
        "Dígale cómo verificarlo a usted: búsqueda de licencia, nombre de la compañía, un teléfono que no sea el suyo.",
        "Explique los límites de la póliza antes que sus beneficios; admitir el periodo de espera le gana credibilidad para todo lo demás.",
        "Ofrezca incluir al familiar que le ayuda con las decisiones, con una hora concreta.",
        "Deje que el cliente decida a su ritmo; déjele todo por escrito.",
      ],
      dos: [
        "Deletree su nombre, su número de licencia y el nombre de su agencia para que el cliente lo pueda buscar.",
        "Señale los documentos: el resumen de cobertura, la póliza, el número de servicio al cliente de la compañía.",
        "Diga “no lo sé, lo averiguo y le llamo el jueves” cuando no sepa algo, y llame el jueves.",
        "Dele la bienvenida a la conversación al hijo o a la persona de confianza.",
      ],
      donts: [
        "No se tome la duda como algo personal ni se defienda con largas explicaciones.",
        "No dé a entender que Medicare, el gobierno o alguna agencia respalda un plan o lo respalda a usted.",
        "No pida datos bancarios antes de que el cliente haya decidido y esté llenando la solicitud.",
        "No intente cerrar a espaldas del familiar al que el cliente quiere incluir.",
      ],
      exampleDialogue: [
        client("Mire, me llaman así cada semana. ¿Cómo sé que usted no es uno de esos estafadores?"),
        agent(
          "Hace muy bien en preguntar, y prefiero que me verifique a que me crea. Me llamo Daniel Reyes, tengo licencia en Florida y puede buscar mi licencia en la página del departamento de seguros del estado mientras hablamos.",
        ),
        client("Es que mi hija es la que me ayuda con estas cosas."),
        agent(
          "Entonces incluyámosla. Prefiero explicárselo una vez a las dos que usted tenga que contárselo después. ¿Ella está en casa por las tardes?",
        ),
        client("Llega como a las seis."),
        agent(
          "¿Qué le parece mañana a las seis y media, los tres por teléfono? Antes les mando a las dos el resumen del plan por correo para que ella lo pueda leer primero.",
        ),
      ],
      nextStep:
        "tenga a la mano su número de licencia y el enlace de búsqueda de licencias de su estado, y ofrézcalos en los primeros minutos de su próxima llamada con un cliente desconfiado.",
      keywords: [
        "objeción de confianza",
        "no confío",
        "no le creo",
        "no confía en mí",
        "desconfianza",
        "es una estafa",
        "estafadores",
        "las aseguradoras nunca pagan",
        "le tengo que preguntar a mi hijo",
        "consultarlo con mi hija",
        "hablarlo con la familia",
        "vendedor insistente",
        "credibilidad",
      ],
    },
    fr: {
      title: "Objections de confiance : « Je ne fais pas confiance aux vendeurs d'assurance »",
      summary:
        "Les objections de confiance ressemblent à « vous voulez juste me vendre quelque chose », « les assurances ne paient jamais » ou « il faut d'abord que j'en parle à mon fils ». Le client sent quand un conseil sert surtout l'agent ; la réponse est donc la transparence : qui vous êtes, ce que vous pouvez proposer ou non, et des preuves vérifiables sans vous. Faites entrer le sceptique dans la discussion au lieu de vendre en contournant ses doutes.",
      keyPoints: [
        "Nommez la méfiance avant le client : « On vous a sûrement déjà appelé de façon insistante. Je vous montre les options et c'est vous qui décidez. »",
        "Soyez clair sur ce que vous représentez : lors d'un appel Medicare, la mention obligatoire TPMO indique déjà au client que vous ne proposez pas tous les plans et où consulter toutes les options.",
        "Donnez des preuves vérifiables : votre numéro de licence sur le site du département des assurances de l'État, la note de solidité financière de l'assureur, le contrat écrit.",
        "« Je dois en parler à mon fils » est souvent une question de confiance ; accueillez le proche et proposez un appel à deux.",
        "« Ils ne paient jamais » mérite une réponse franche : expliquez par écrit le délai de carence, les exclusions et la façon de déclarer un sinistre.",
      ],
      procedure: [
        "Reconnaissez que le doute est légitime : « Avec toutes les arnaques qu'on entend, je serais prudent aussi. »",
        "Demandez ce qu'il y a derrière : « Il vous est arrivé quelque chose avec un agent ou un remboursement ? »",
        "Dites au client comment vous vérifier : recherche de licence, nom de l'assureur, un numéro de téléphone qui n'est pas le vôtre.",
        "Expliquez les limites du contrat avant ses avantages ; admettre le délai de carence rend crédible tout le reste.",
        "Proposez d'inclure le proche qui aide aux décisions, avec un horaire précis.",
        "Laissez le client décider à son rythme ; laissez tout par écrit.",
      ],
      dos: [
        "Épelez votre nom, votre numéro de licence et le nom de votre agence pour que le client puisse vous chercher.",
        "Renvoyez aux documents : le résumé des garanties, le contrat, le service client de l'assureur.",
        "Dites « je ne sais pas, je me renseigne et je vous rappelle jeudi » quand vous ne savez pas, et rappelez jeudi.",
        "Accueillez dans la discussion l'enfant adulte ou la personne de confiance.",
      ],
      donts: [
        "Ne prenez pas le doute pour vous et ne vous justifiez pas longuement.",
        "Ne laissez pas entendre que Medicare, l'État ou un organisme public soutient un plan ou vous soutient.",
        "Ne demandez pas de coordonnées bancaires avant que le client ait décidé et remplisse la demande.",
        "N'essayez pas de conclure en contournant le proche que le client veut associer.",
      ],
      exampleDialogue: [
        client(
          "Écoutez, on m'appelle comme ça toutes les semaines. Comment je sais que vous n'êtes pas un de ces escrocs ?",
        ),
        agent(
          "Vous avez raison de demander, et je préfère que vous puissiez vérifier plutôt que de me croire sur parole. Je m'appelle Daniel Reyes, j'ai une licence en Floride, et vous pouvez consulter ma licence sur le site du département des assurances de l'État pendant qu'on parle.",
        ),
        client("C'est ma fille qui s'occupe de ces choses-là, d'habitude."),
        agent(
          "Alors associons-la. Je préfère vous l'expliquer une fois à toutes les deux plutôt que vous deviez tout lui répéter. Elle est disponible le soir ?",
        ),
        client("Elle rentre vers dix-huit heures."),
        agent(
          "Demain à dix-huit heures trente, tous les trois au téléphone, ça vous irait ? Je vous envoie le résumé du plan par e-mail avant, pour qu'elle puisse le lire d'abord.",
        ),
      ],
      nextStep:
        "gardez sous la main votre numéro de licence et le lien de vérification de votre État, et proposez-les dès les premières minutes de votre prochain appel avec un client méfiant.",
      keywords: [
        "objection de confiance",
        "je ne vous fais pas confiance",
        "pas confiance",
        "il ne me fait pas confiance",
        "méfiance",
        "arnaque",
        "escroc",
        "les assurances ne paient jamais",
        "en parler à mon fils",
        "demander à ma fille",
        "en parler en famille",
        "vendeur insistant",
        "crédibilité",
      ],
    },
  },
};

/** Need objections: the client doesn't see a gap, so make it concrete with their own facts. */
export const NEED_OBJECTIONS: Article = {
  id: "KB-20004",
  date: "2026-11",
  topic: "objections",
  sources: ["packages/engine/src/coach/knowledge", "packages/engine/src/coach/knowledge"],
  text: {
    en: {
      title: "Need objections: “I don't need it” and “I'm already covered”",
      summary:
        "Need objections come from a protection gap the client can't see: “I'm healthy”, “I have coverage through work”, “my kids will take care of it”. Nobody likes picturing their own illness or death, so don't lecture; ask questions that let the client find the gap and put a number on it. Explain coverage by the job it does, not by its features.",
      keyPoints: [
        "Rejections often come from an unclear gap: show what happens to the family's money on the day something goes wrong.",
        "Work coverage usually ends with the job and is often one or two times salary; ask what it pays and what happens if they change employers.",
        "Use the DIME method for life needs: debts, income × years of support, mortgage, education; subtract what's already in place.",
        "“My kids will handle it” is worth a gentle question: “Have you talked with them about the amount?”",
        "Explain coverage by the job you want it to do, like sizing an air conditioner to the house, not by its list of features.",
      ],
      procedure: [
        "Agree with what's true: “It's great that you're healthy; that's exactly when coverage costs least.”",
        "Ask what is in place today: the policy, the amount, who it pays and when it ends.",
        "Run the numbers together: what the family would need, minus what exists, equals the gap.",
        "Let the client say the gap out loud: “So if something happened, how would the mortgage get paid?”",
        "Show the smallest plan that closes the most important part of the gap.",
        "Ask whether they want to close the gap now, or set a date to review it with the spouse.",
      ],
      dos: [
        "Ask for the work policy's actual amount, not an estimate.",
        "Calculate each spouse's need separately.",
        "Use the client's numbers, written down where they can see them.",
        "Respect a real “no”: if the numbers show no gap, say so and keep the relationship.",
      ],
      donts: [
        "Don't use fear or graphic stories to create a need.",
        "Don't dismiss the coverage the client already has; build around it.",
        "Don't assume the adult children can or will pay; ask.",
        "Don't bring up life insurance or annuities on a Medicare appointment unless the client asks; set a separate appointment.",
      ],
      exampleDialogue: [
        client("We're fine. I've got life insurance through work, so we don't need more."),
        agent(
          "Good, that's a great start. Do you know how much it pays, roughly, and what happens to it if you leave that job?",
        ),
        client("I think it's one times my salary. So about sixty-five thousand."),
        agent(
          "Okay. You mentioned a mortgage of about two hundred thousand and the two kids. If something happened to you next year, how long would sixty-five thousand keep the house going for Maria and the kids?",
        ),
        client("Not long, honestly. Maybe a year."),
        agent(
          "That's the gap we'd look at. Would you like to see what a twenty-year term would cost to cover the mortgage, so it doesn't depend on your job?",
        ),
      ],
      nextStep:
        "pick one client who told you “I don't need it”, run the numbers together (what the family needs minus what exists) and show them the gap in writing.",
      keywords: [
        "need objection",
        "don't need it",
        "don't need insurance",
        "already covered",
        "already have insurance",
        "coverage through work",
        "i'm healthy",
        "kids will take care of it",
        "not interested",
        "protection gap",
        "dime method",
        "how much life insurance",
      ],
    },
    es: {
      title: "Objeciones de necesidad: “No lo necesito” y “Ya tengo seguro”",
      summary:
        "Las objeciones de necesidad vienen de un hueco en la protección que el cliente no ve: “estoy sano”, “tengo seguro del trabajo”, “mis hijos se harán cargo”. A nadie le gusta imaginarse enfermo o muerto, así que no dé sermones; haga preguntas para que el cliente encuentre el hueco y le ponga una cifra. Explique la cobertura por lo que hace, no por sus características.",
      keyPoints: [
        "Muchos rechazos vienen de un hueco que no está claro: muestre qué le pasa al dinero de la familia el día que algo sale mal.",
        "El seguro del trabajo suele terminar con el empleo y muchas veces es de una o dos veces el salario; pregunte cuánto paga y qué pasa si cambia de trabajo.",
        "Use el método DIME para calcular el seguro de vida: deudas, ingreso × años de apoyo, hipoteca y estudios de los hijos; reste lo que ya tiene.",
        "Cuando el cliente dice “mis hijos se harán cargo”, hágale una pregunta con tacto: “¿Ya lo ha hablado con ellos, incluida la cantidad?”",
        "Explique la cobertura por el trabajo que tiene que hacer, como cuando se escoge el aire acondicionado según el tamaño de la casa, no por su lista de características.",
      ],
      procedure: [
        "Dé la razón en lo que es cierto: “Qué bueno que está sano; justo ahora es cuando la cobertura cuesta menos.”",
        "Pregunte qué tiene hoy: la póliza, la cantidad, a quién le paga y cuándo termina.",
        "Hagan las cuentas juntos: lo que la familia necesitaría, menos lo que ya existe, es el hueco.",
        "Deje que el cliente diga el hueco en voz alta: “Entonces, si algo pasara, ¿cómo se pagaría la hipoteca?”",
        "Muestre el plan más pequeño que cubre la parte más importante del hueco.",
        "Pregunte si quiere cubrir ese hueco ahora o fijar una fecha para verlo con su esposa o esposo.",
      ],
      dos: [
        "Pida la cantidad exacta del seguro del trabajo, no un cálculo aproximado.",
        "Calcule la necesidad de cada cónyuge por separado.",
        "Use los números del cliente, escritos donde él los pueda ver.",
        "Respete un “no” verdadero: si las cuentas no muestran un hueco, dígalo y conserve la relación.",
      ],
      donts: [
        "No use el miedo ni historias dramáticas para crear una necesidad.",
        "No menosprecie la cobertura que el cliente ya tiene; construya a partir de ella.",
        "No dé por hecho que los hijos pueden o quieren pagar; pregunte.",
        "No saque el tema del seguro de vida o de las anualidades en una cita de Medicare a menos que el cliente lo pida; haga otra cita aparte.",
      ],
      exampleDialogue: [
        client("Estamos bien. Tengo seguro de vida en el trabajo, así que no necesitamos más."),
        agent(
          "Qué bien, es un buen comienzo. ¿Sabe más o menos cuánto paga y qué pasa con él si deja ese trabajo?",
        ),
        client("Creo que es una vez mi sueldo. Como sesenta y cinco mil."),
        agent(
          "Muy bien. Me dijo que debe unos doscientos mil de la casa y que tienen dos niños. Si algo le pasara el año que entra, ¿para cuánto tiempo le alcanzarían sesenta y cinco mil a María y a los niños para mantener la casa?",
        ),
        client("Para poco, la verdad. Tal vez un año."),
        agent(
          "Ese es el hueco que tenemos que ver. ¿Quiere que le enseñe cuánto costaría un seguro a término de veinte años que cubra la hipoteca, para que no dependa de su trabajo?",
        ),
      ],
      nextStep:
        "escoja a un cliente que le dijo “no lo necesito”, hagan las cuentas juntos (lo que la familia necesita menos lo que ya tiene) y muéstrele el hueco por escrito.",
      keywords: [
        "objeción de necesidad",
        "no lo necesito",
        "no necesito seguro",
        "ya tengo seguro",
        "tengo seguro del trabajo",
        "estoy sano",
        "mis hijos se van a hacer cargo",
        "no me interesa",
        "hueco en la cobertura",
        "método dime",
        "cuánto seguro de vida",
        "necesidad",
      ],
    },
    fr: {
      title: "Objections de besoin : « Je n'en ai pas besoin » et « Je suis déjà assuré »",
      summary:
        "Les objections de besoin viennent d'un trou de protection que le client ne voit pas : « je suis en bonne santé », « je suis couvert par mon travail », « mes enfants s'en occuperont ». Personne n'aime s'imaginer malade ou décédé, alors ne faites pas la leçon : posez des questions qui amènent le client à trouver le trou et à le chiffrer. Présentez la couverture par le travail qu'elle fait, pas par ses caractéristiques.",
      keyPoints: [
        "Beaucoup de refus viennent d'un besoin mal défini : montrez ce que devient l'argent de la famille le jour où quelque chose arrive.",
        "L'assurance du travail s'arrête en général avec l'emploi et représente souvent une ou deux fois le salaire ; demandez ce qu'elle verse et ce qu'elle devient en cas de changement d'employeur.",
        "Utilisez la méthode DIME pour le besoin en assurance vie : dettes, revenu × années de soutien, prêt immobilier, études ; déduisez ce qui existe déjà.",
        "Quand le client dit « mes enfants s'en occuperont », posez une question délicate : « Vous en avez parlé avec eux, montant compris ? »",
        "Présentez la couverture par le travail qu'elle doit faire, comme on choisit une climatisation selon la taille de la maison, pas par sa liste de caractéristiques.",
      ],
      procedure: [
        "Donnez raison sur ce qui est vrai : « C'est formidable d'être en bonne santé ; c'est justement là que la couverture coûte le moins. »",
        "Demandez ce qui existe aujourd'hui : le contrat, le montant, qui il paie et quand il prend fin.",
        "Faites le calcul ensemble : ce dont la famille aurait besoin, moins ce qui existe, donne le manque.",
        "Laissez le client formuler le manque lui-même : « Donc, s'il arrivait quelque chose, comment le prêt de la maison serait-il payé ? »",
        "Montrez la plus petite solution qui couvre la partie la plus importante du manque.",
        "Demandez s'il veut le combler maintenant, ou fixer une date pour en parler avec son conjoint.",
      ],
      dos: [
        "Demandez le montant réel de l'assurance du travail, pas une estimation.",
        "Calculez le besoin de chaque conjoint séparément.",
        "Utilisez les chiffres du client, écrits là où il peut les voir.",
        "Respectez un vrai « non » : si les chiffres ne montrent aucun manque, dites-le et gardez la relation.",
      ],
      donts: [
        "N'utilisez pas la peur ni des histoires dramatiques pour créer un besoin.",
        "Ne dénigrez pas la couverture que le client a déjà ; construisez à partir d'elle.",
        "Ne supposez pas que les enfants peuvent ou veulent payer ; demandez-le.",
        "N'abordez pas l'assurance vie ni les rentes lors d'un rendez-vous Medicare sauf si le client le demande ; fixez un autre rendez-vous.",
      ],
      exampleDialogue: [
        client("Ça va, merci. J'ai une assurance vie par mon travail, on n'a pas besoin de plus."),
        agent(
          "Très bien, c'est un bon début. Vous savez à peu près combien elle verse, et ce qu'elle devient si vous quittez ce poste ?",
        ),
        client("Je crois que c'est une fois mon salaire. Donc environ soixante-cinq mille."),
        agent(
          "D'accord. Vous m'avez parlé d'environ deux cent mille restant sur la maison et de vos deux enfants. S'il vous arrivait quelque chose l'an prochain, combien de temps soixante-cinq mille permettraient-ils à Maria de garder la maison ?",
        ),
        client("Pas longtemps, honnêtement. Un an, peut-être."),
        agent(
          "C'est ce manque-là qu'on regarderait. Vous voulez voir ce que coûterait une temporaire de vingt ans qui couvre le prêt, pour que ça ne dépende plus de votre emploi ?",
        ),
      ],
      nextStep:
        "reprenez un client qui vous a dit « je n'en ai pas besoin », faites le calcul avec lui (ce dont la famille a besoin moins ce qui existe) et montrez-lui le manque par écrit.",
      keywords: [
        "objection de besoin",
        "je n'en ai pas besoin",
        "pas besoin d'assurance",
        "déjà assuré",
        "j'ai déjà une assurance",
        "assurance du travail",
        "je suis en bonne santé",
        "mes enfants s'en occuperont",
        "ça ne m'intéresse pas",
        "manque de couverture",
        "méthode dime",
        "combien d'assurance vie",
      ],
    },
  },
};
