/**
 * The answer to a client's objection (price, family, stall, trust, has an agent, no need, timing): a
 * reframe, the words to say, a close, and a second answer if it comes back, for the product and the
 * client at hand. One file because the seven answers are written as a set, in three languages, and a
 * reviewer checks them against each other.
 */
import { MEDICARE_RULES, medicareFigures } from "../../facts/index.js";
import type { Bundle, Language, ProductId } from "../../types.js";
import { dollars } from "./facts.js";
import { q, render, type Shape, type Situation, situation } from "./move-situation.js";
import { specifics } from "./objection-specifics.js";
import type { ObjectionType } from "./question.js";

function medicareNote(s: Situation): string {
  if (s.family !== "medicare") return "";
  const { language } = s;
  if (language === "es")
    return " En una conversación de Medicare, lea primero el aviso TPMO y hable solo de los productos del Alcance de la Cita (SOA).";
  if (language === "fr")
    return " Dans un échange Medicare, lisez d'abord l'avertissement TPMO et ne parlez que des produits du SOA.";
  return " On a Medicare call, give the TPMO disclaimer first and stay within the products on the Scope of Appointment.";
}

/** The product's angle on price: what the premium buys, in this family's terms. */
function priceAngle(s: Situation): string {
  const f = medicareFigures(s.now);
  const $ = (n: number) => dollars(n, s.language);
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  if (s.product === "medicare_advantage")
    return L(
      `What the plan caps: in-network costs stop at ${$(f.medicareAdvantage.moopInNetwork)} a year at most (${f.year}), where Original Medicare alone leaves Part B's 20% with no ceiling. Price the client's real year, not the worst one.`,
      `Lo que el plan limita: los gastos en la red se detienen en ${$(f.medicareAdvantage.moopInNetwork)} al año como máximo (${f.year}), mientras que Medicare Original solo deja el 20% de la Parte B sin tope. Calcule el año real del cliente, no el peor.`,
      `Ce que le plan plafonne : les frais en réseau s'arrêtent à ${$(f.medicareAdvantage.moopInNetwork)} par an au plus (${f.year}), alors que Medicare Original seul laisse les 20 % de la partie B sans plafond. Chiffrez l'année réelle du client, pas la pire.`,
    );
  if (s.product === "part_d")
    return L(
      `What the plan caps: drug costs stop at ${$(f.partD.outOfPocketCap)} out of pocket a year (${f.year}); without drug coverage there is no cap, and a late enrollment penalty for life.`,
      `Lo que el plan limita: los medicamentos se detienen en ${$(f.partD.outOfPocketCap)} de bolsillo al año (${f.year}); sin cobertura no hay tope, y hay una multa de por vida por inscribirse tarde.`,
      `Ce que le plan plafonne : les médicaments s'arrêtent à ${$(f.partD.outOfPocketCap)} de reste à charge par an (${f.year}) ; sans couverture, aucun plafond, et une pénalité de retard à vie.`,
    );
  switch (s.family) {
    case "medicare":
      return L(
        `Without it, one hospital stay starts at the ${$(f.partA.deductible)} Part A deductible, and Part B leaves 20% with no ceiling. A zero premium Advantage plan can still reach ${$(f.medicareAdvantage.moopInNetwork)} in a bad year.`,
        `Sin él, una sola hospitalización empieza con el deducible de ${$(f.partA.deductible)} de la Parte A, y la Parte B deja un 20% sin tope. Un plan Advantage de prima cero igual puede llegar a ${$(f.medicareAdvantage.moopInNetwork)} en un mal año.`,
        `Sans lui, une seule hospitalisation commence par la franchise de ${$(f.partA.deductible)} de la partie A, et la partie B laisse 20 % sans plafond. Un plan Advantage à prime zéro peut quand même atteindre ${$(f.medicareAdvantage.moopInNetwork)} dans une mauvaise année.`,
      );
    case "life":
      return L(
        "Lower the face amount before you drop the coverage: a smaller policy that stays in force beats a bigger one that lapses.",
        "Baje la suma asegurada antes de quitar la cobertura: una póliza más pequeña que sigue vigente vale más que una grande que caduca.",
        "Baissez le capital avant de renoncer à la couverture : un petit contrat qui reste en vigueur vaut mieux qu'un gros qui tombe.",
      );
    case "annuity":
      return L(
        "An annuity is not a cost, it is where money already saved is placed; talk about the share of savings, not a price.",
        "Una anualidad no es un gasto, es dónde se coloca dinero ya ahorrado; hable de la parte de los ahorros, no de un precio.",
        "Une rente n'est pas une dépense, c'est l'endroit où l'on place de l'argent déjà épargné ; parlez de la part de l'épargne, pas d'un prix.",
      );
    default:
      return L(
        "Tie the premium to the one bill it pays: a single hospital night or a diagnosis, not a list of features.",
        "Ate la prima a la cuenta que paga: una noche de hospital o un diagnóstico, no una lista de beneficios.",
        "Reliez la prime à la facture qu'elle paie : une nuit d'hôpital ou un diagnostic, pas une liste de garanties.",
      );
  }
}

function objectionShape(type: ObjectionType, s: Situation): Shape {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const price = s.premium ? L(` at ${s.premium}`, ` de ${s.premium}`, ` à ${s.premium}`) : "";
  switch (type) {
    case "price":
      return {
        title: L(
          `"Too expensive"${s.dash}${price}`,
          `"Está muy caro"${s.dash}${price}`,
          `« Trop cher »${s.dash}${price}`,
        ),
        sections: [
          [
            L("What it usually means:", "Lo que suele significar:", "Ce que ça veut dire, en général :"),
            L(
              `the price is bigger than the problem ${s.client} sees. Don't cut the price first; make the problem the right size. ${priceAngle(s)}`,
              `el precio parece más grande que el problema que ve ${s.client}. No baje el precio primero; dele al problema su tamaño real. ${priceAngle(s)}`,
              `le prix paraît plus gros que le problème que voit ${s.client}. Ne baissez pas le prix d'abord ; redonnez au problème sa vraie taille. ${priceAngle(s)}`,
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "I hear you, and I don't want you paying for something you won't keep. Can I ask — is it the monthly amount, or are you not sure it's worth it?",
                  "Lo entiendo, y no quiero que pague algo que no va a mantener. ¿Le puedo preguntar si es el monto mensual, o si no está seguro de que valga la pena?",
                  "Je vous comprends, et je ne veux pas que vous payiez quelque chose que vous ne garderez pas. Est-ce le montant mensuel, ou vous n'êtes pas sûr que ça en vaille la peine ?",
                ),
              ),
              q(
                L(
                  "If it's the amount: what number would let you sleep at night without stretching the budget? Let's build to that number.",
                  "Si es el monto: ¿qué cifra le dejaría dormir tranquilo sin apretar el presupuesto? Armemos el plan a esa cifra.",
                  "Si c'est le montant : quel chiffre vous laisserait dormir tranquille sans serrer le budget ? Construisons à partir de ce chiffre.",
                ),
              ),
            ].join(" "),
          ],
          [
            L("If it's the value:", "Si es el valor:", "Si c'est la valeur :"),
            L(
              "ask what happened the last time a big bill came in, and let the client price that against the premium.",
              "pregunte qué pasó la última vez que llegó una cuenta grande, y deje que el cliente la compare con la prima.",
              "demandez ce qui s'est passé la dernière fois qu'une grosse facture est arrivée, et laissez le client la comparer à la prime.",
            ) + medicareNote(s),
          ],
        ],
        next:
          s.product === "medicare_advantage" || s.product === "part_d"
            ? L(
                "Run the client's doctors and drugs through two other plans and put each plan's total yearly cost (premium plus expected copays) side by side; ask which one to enroll in.",
                "Pase los médicos y medicamentos del cliente por otros dos planes y ponga lado a lado el costo total del año de cada uno (prima más copagos esperados); pregunte en cuál inscribirse.",
                "Passez les médecins et médicaments du client dans deux autres plans et comparez le coût total de l'année de chacun (prime plus quote-parts attendues) ; demandez auquel adhérer.",
              )
            : s.family === "medicare"
              ? L(
                  "Quote the same plan letter with two other carriers and Plan N next to it, at the client's own number, and ask which one to apply for today.",
                  "Cotice la misma letra con otras dos aseguradoras y el Plan N al lado, a la cifra del cliente, y pregunte cuál solicitar hoy.",
                  "Chiffrez la même lettre chez deux autres assureurs et le plan N à côté, au montant du client, et demandez lequel souscrire aujourd'hui.",
                )
              : s.family === "annuity"
                ? L(
                    "Show the same plan with a smaller deposit and what stays liquid, and ask which amount the client is comfortable placing today.",
                    "Muestre el mismo plan con un depósito menor y lo que queda disponible, y pregunte con qué monto se siente cómodo hoy.",
                    "Montrez le même contrat avec un versement plus petit et ce qui reste disponible, et demandez quel montant le client est prêt à placer aujourd'hui.",
                  )
                : L(
                    "Quote a second option at the client's own number (a lower face amount or fewer riders) and ask which one to apply for today.",
                    "Cotice una segunda opción a la cifra del cliente (menor suma asegurada o menos cláusulas) y pregunte cuál solicitar hoy.",
                    "Chiffrez une deuxième option au montant du client (capital plus bas ou moins de garanties annexes) et demandez laquelle souscrire aujourd'hui.",
                  ),
      };
    case "family":
      return {
        title: L(
          `"I need to talk to my ${s.relative}"${s.dash}`,
          `"Tengo que hablarlo con ${s.my} ${s.relative}"${s.dash}`,
          `« Je dois en parler à ${s.my} ${s.relative} »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              `Treat it as a good sign: ${s.client} is taking it seriously. The risk is the ${s.relative} hearing it second-hand, without the reasons. So bring the ${s.relative} in instead of sending ${s.client} away to sell it for you.`,
              `Tómelo como buena señal: ${s.client} lo toma en serio. El riesgo es que ${s.their} ${s.relative} lo escuche de segunda mano, sin las razones. Invite a esa persona a la conversación en vez de mandar al cliente a vender por usted.`,
              `Prenez-le comme un bon signe : ${s.client} le prend au sérieux. Le risque, c'est que ${s.their} ${s.relative} l'entende de seconde main, sans les raisons. Faites venir la personne plutôt que d'envoyer le client vendre à votre place.`,
            ),
          ],
          [
            L("Word for word:", "Palabra por palabra:", "Mot pour mot :"),
            [
              q(
                L(
                  `That makes sense — this affects your ${s.relative} too. What do you think your ${s.relative} will ask first?`,
                  `Tiene sentido, esto también le afecta a ${s.your} ${s.relative}. ¿Qué cree que le ${s.your === "sus" ? "van" : "va"} a preguntar primero?`,
                  `C'est normal, ça concerne aussi ${s.your} ${s.relative}. À votre avis, quelle sera sa première question ?`,
                ),
              ),
              q(
                L(
                  `Let's answer that now, and then get your ${s.relative} on a quick call with us — tonight or tomorrow at 10, which is better?`,
                  `Respondámoslo ahora y luego hagamos una llamada corta con ${s.your} ${s.relative}: ¿hoy en la noche o mañana a las 10?`,
                  `Répondons-y maintenant, puis appelons ${s.your} ${s.relative} ensemble quelques minutes — ce soir ou demain à 10 h, qu'est-ce qui vous va ?`,
                ),
              ),
            ].join(" "),
          ],
          [
            L(
              "If the relative pays or decides:",
              "Si el familiar paga o decide:",
              "Si le proche paie ou décide :",
            ),
            L(
              `speak to them directly about what they'd face without ${s.the}, and keep ${s.client} in the conversation.`,
              `háblele directamente de lo que enfrentaría sin ${s.the}, y mantenga ${s.client === "el cliente" ? "al cliente" : `a ${s.client}`} en la conversación.`,
              `parlez-lui directement de ce qu'il affronterait sans ${s.the}, et gardez ${s.client} dans la conversation.`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          `Book the three-way call before you hang up and send a one-page summary (no commission figures) to both of them.`,
          `Agende la llamada a tres antes de colgar y envíe un resumen de una página (sin cifras de comisión) a los dos.`,
          `Fixez l'appel à trois avant de raccrocher et envoyez un résumé d'une page (sans aucune commission) aux deux.`,
        ),
      };
    case "stall":
      return {
        title: L(
          `"Let me think about it"${s.dash}`,
          `"Déjeme pensarlo"${s.dash}`,
          `« Je vais réfléchir »${s.dash}`,
        ),
        sections: [
          [
            L("Find the real question.", "Encuentre la pregunta real.", "Trouvez la vraie question."),
            L(
              `"Think about it" and "send me something" are polite ways of saying one part isn't clear yet. Agree, then narrow it to one thing.`,
              `"Déjeme pensarlo" y "mándeme información" son formas amables de decir que algo no está claro. Dele la razón y redúzcalo a una sola cosa.`,
              `« Je vais réfléchir » et « envoyez-moi de la doc » sont des façons polies de dire qu'un point n'est pas clair. Acquiescez, puis ramenez-le à une seule chose.`,
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "Of course — it's an important decision. So I know what to send you, is it the coverage, the price, or whether now is the right time?",
                  "Claro, es una decisión importante. Para saber qué mandarle, ¿es la cobertura, el precio o si este es el momento?",
                  "Bien sûr, c'est une décision importante. Pour savoir quoi vous envoyer : c'est la couverture, le prix, ou le moment ?",
                ),
              ),
              q(
                L(
                  "If we cleared that up right now, is there anything else that would stop you from going ahead?",
                  "Si lo aclaramos ahora mismo, ¿hay algo más que le impediría seguir adelante?",
                  "Si on règle ce point tout de suite, y a-t-il autre chose qui vous empêcherait d'avancer ?",
                ),
              ),
            ].join(" "),
          ],
          [
            L("Then:", "Después:", "Ensuite :"),
            L(
              `answer that one point with the client's own numbers and ask for the application. If they still want time, set the follow-up in the calendar while you're on the call — never "call me when you're ready".`,
              `responda ese punto con las cifras del cliente y pida la solicitud. Si aún quiere tiempo, ponga el seguimiento en el calendario durante la llamada, nunca "llámeme cuando esté listo".`,
              `répondez à ce point avec les chiffres du client et demandez la souscription. S'il veut encore du temps, fixez le rappel dans l'agenda pendant l'appel — jamais « rappelez-moi quand vous serez prêt ».`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Book the follow-up within 48 hours, with the one open question written in the invite.",
          "Agende el seguimiento en menos de 48 horas, con la única duda escrita en la invitación.",
          "Fixez le rappel sous 48 heures, avec la question en suspens écrite dans l'invitation.",
        ),
      };
    case "trust":
      return {
        title: L(
          `"I don't trust insurance companies"${s.dash}`,
          `"No confío en las aseguradoras"${s.dash}`,
          `« Je ne fais pas confiance aux assureurs »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              "Don't defend the industry. Ask for the story behind it — there almost always is one — and let the client finish it.",
              "No defienda a la industria. Pregunte por la historia detrás —casi siempre hay una— y deje que el cliente la termine.",
              "Ne défendez pas le secteur. Demandez l'histoire derrière — il y en a presque toujours une — et laissez le client la raconter jusqu'au bout.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "That's fair, and I'd rather you tell me now. Did something happen with a policy before?",
                  "Es justo, y prefiero que me lo diga ahora. ¿Le pasó algo antes con una póliza?",
                  "C'est légitime, et je préfère que vous me le disiez maintenant. Il s'est passé quelque chose avec un contrat avant ?",
                ),
              ),
              q(
                L(
                  "Here's how you can check me instead of trusting me: my license number is on the state's website, the carrier's rating is public, and after delivery you have a set number of days to cancel for a full refund.",
                  "Así puede verificarme en vez de confiar en mí: mi número de licencia está en la página del estado, la calificación de la aseguradora es pública y tiene un período de revisión para cancelar con reembolso total.",
                  "Voici comment me vérifier plutôt que me croire : mon numéro de licence est sur le site de l'État, la note de l'assureur est publique, et vous avez un délai de rétractation pour annuler et être remboursé.",
                ),
              ),
            ].join(" "),
          ],
          [
            L("Then:", "Después:", "Ensuite :"),
            L(
              `show the payment rule of ${s.the} in writing — what is paid, when, and what is excluded — before any price.`,
              `muestre por escrito la regla de pago de ${s.the}: qué se paga, cuándo y qué se excluye, antes de cualquier precio.`,
              `montrez par écrit la règle de paiement de ${s.the} — ce qui est payé, quand, et ce qui est exclu — avant tout prix.`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Send your license lookup link and the carrier's rating page, then book a 15-minute review of the policy wording.",
          "Envíe el enlace para verificar su licencia y la calificación de la aseguradora, y agende 15 minutos para revisar la póliza.",
          "Envoyez le lien de vérification de votre licence et la note de l'assureur, puis fixez 15 minutes pour relire le contrat.",
        ),
      };
    case "has_agent":
      return {
        title: L(
          `"I already have an agent"${s.dash}`,
          `"Ya tengo un agente"${s.dash}`,
          `« J'ai déjà un agent »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              "Respect the relationship; never run the other agent down. Offer a second opinion on one specific point the other agent may not have covered.",
              "Respete la relación; nunca hable mal del otro agente. Ofrezca una segunda opinión sobre un punto concreto que quizá no se revisó.",
              "Respectez la relation ; ne dénigrez jamais l'autre agent. Proposez un second avis sur un point précis qui n'a peut-être pas été vu.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "Good — everyone should have someone. When did your agent last review your coverage with you?",
                  "Qué bien, todos deberían tener a alguien. ¿Cuándo fue la última vez que su agente revisó su cobertura con usted?",
                  "Très bien, tout le monde devrait avoir quelqu'un. Quand votre agent a-t-il revu votre couverture avec vous pour la dernière fois ?",
                ),
              ),
              q(
                L(
                  `I'm not asking you to switch. Let me check one thing — ${s.family === "medicare" ? "that your doctors and drugs still fit your plan for next year" : "whether what you have still matches what you need"} — and if it's all good, I'll tell you so.`,
                  `No le pido que cambie. Déjeme revisar una cosa —${s.family === "medicare" ? "que sus médicos y medicamentos sigan en su plan el próximo año" : "si lo que tiene todavía cubre lo que necesita"}— y si todo está bien, se lo digo.`,
                  `Je ne vous demande pas de changer. Laissez-moi vérifier une chose — ${s.family === "medicare" ? "que vos médecins et médicaments restent couverts l'an prochain" : "que ce que vous avez correspond encore à vos besoins"} — et si tout va bien, je vous le dirai.`,
                ),
              ),
            ].join(" "),
          ],
          [
            L("Why it works:", "Por qué funciona:", "Pourquoi ça marche :"),
            L(
              "a review with no switch asked for is easy to accept, and a gap found by you earns the next conversation.",
              "una revisión sin pedir un cambio es fácil de aceptar, y una brecha que usted encuentre le gana la siguiente conversación.",
              "une revue sans demande de changement s'accepte facilement, et un trou que vous trouvez vous vaut la conversation suivante.",
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Ask for the current policy or plan name and book the review; write down the renewal or AEP date either way.",
          "Pida el nombre de la póliza o del plan actual y agende la revisión; anote la fecha de renovación o del AEP de todas formas.",
          "Demandez le nom du contrat ou du plan actuel et fixez la revue ; notez la date de renouvellement ou de l'AEP dans tous les cas.",
        ),
      };
    case "need":
      return {
        title: L(
          `"I don't need it"${s.dash}`,
          `"No lo necesito"${s.dash}`,
          `« Je n'en ai pas besoin »${s.dash}`,
        ),
        sections: [
          [
            "",
            L(
              `Maybe that's true — check it with the client instead of arguing. Ask what happens, and to whom, if the risk ${s.the} covers shows up next year.`,
              `Quizá sea cierto: compruébelo con el cliente en vez de discutir. Pregunte qué pasa, y a quién, si el riesgo que cubre ${s.the} aparece el próximo año.`,
              `C'est peut-être vrai — vérifiez-le avec le client au lieu d'argumenter. Demandez ce qui se passe, et pour qui, si le risque couvert par ${s.the} arrive l'an prochain.`,
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "You may be right. Walk me through it: if something happened next month, who would handle the bills, and with what money?",
                  "Puede que tenga razón. Explíqueme: si pasara algo el mes que viene, ¿quién pagaría las cuentas y con qué dinero?",
                  "Vous avez peut-être raison. Expliquez-moi : s'il arrivait quelque chose le mois prochain, qui paierait les factures, et avec quel argent ?",
                ),
              ),
              q(
                L(
                  "If your kids or your savings would cover it, is that what you want that money to do?",
                  "Si sus hijos o sus ahorros lo cubrieran, ¿es eso lo que quiere que haga ese dinero?",
                  "Si vos enfants ou votre épargne le couvraient, est-ce vraiment ce que vous voulez que cet argent fasse ?",
                ),
              ),
            ].join(" "),
          ],
          [
            L("When health is the reason:", "Cuando la razón es la salud:", "Quand la santé est la raison :"),
            L(
              `healthy is exactly when coverage is cheapest and easiest to get. ${s.family === "medicare" ? `Medigap without health questions lasts only ${MEDICARE_RULES.medigapOpenEnrollmentMonths} months after Part B starts at 65.` : "Waiting until sick means graded benefits or a decline."}`,
              `estar sano es justo cuando la cobertura es más barata y fácil de obtener. ${s.family === "medicare" ? `Medigap sin preguntas de salud dura solo ${MEDICARE_RULES.medigapOpenEnrollmentMonths} meses desde que empieza la Parte B a los 65.` : "Esperar a enfermarse significa beneficios graduados o un rechazo."}`,
              `en bonne santé, c'est justement quand la couverture est la moins chère et la plus facile à obtenir. ${s.family === "medicare" ? `Le Medigap sans questions de santé ne dure que ${MEDICARE_RULES.medigapOpenEnrollmentMonths} mois après le début de la partie B à 65 ans.` : "Attendre d'être malade, c'est des garanties différées ou un refus."}`,
            ) + medicareNote(s),
          ],
        ],
        next: L(
          'Write the client\'s answer to "who pays, with what money" in the notes and show one option sized to exactly that gap.',
          'Anote la respuesta del cliente a "quién paga y con qué dinero" y muestre una opción del tamaño exacto de esa brecha.',
          "Notez la réponse du client à « qui paie, avec quel argent » et présentez une option taillée exactement pour ce manque.",
        ),
      };
    case "timing":
      return {
        title: L(`"I'll wait"${s.dash}`, `"Prefiero esperar"${s.dash}`, `« Je préfère attendre »${s.dash}`),
        sections: [
          [
            "",
            L(
              "Waiting is a decision too; make its cost visible. Each year adds age to the price, and health can change the answer, not just the rate.",
              "Esperar también es una decisión; haga visible su costo. Cada año suma edad al precio, y la salud puede cambiar la respuesta, no solo la tarifa.",
              "Attendre est aussi une décision ; rendez son coût visible. Chaque année ajoute de l'âge au prix, et la santé peut changer la réponse, pas seulement le tarif.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            [
              q(
                L(
                  "What would be different next year that makes it a better time?",
                  "¿Qué sería diferente el próximo año que lo haga mejor momento?",
                  "Qu'est-ce qui serait différent l'an prochain pour que ce soit un meilleur moment ?",
                ),
              ),
              q(
                s.family === "annuity"
                  ? L(
                      "If rates go up, you can ladder: place part now at today's guaranteed rate and part later. Waiting with all of it means earning nothing guaranteed in the meantime.",
                      "Si las tasas suben, puede escalonar: coloque una parte ahora a la tasa garantizada de hoy y otra después. Esperar con todo significa no ganar nada garantizado mientras tanto.",
                      "Si les taux montent, on peut échelonner : placer une partie maintenant au taux garanti d'aujourd'hui et une partie plus tard. Tout garder en attente, c'est ne rien gagner de garanti entre-temps.",
                    )
                  : L(
                      "Let's lock in today's health and age; if nothing changes, you've lost nothing, and if something does, you're covered.",
                      "Aseguremos hoy su salud y su edad; si nada cambia, no perdió nada, y si algo cambia, está cubierto.",
                      "Verrouillons aujourd'hui votre santé et votre âge ; si rien ne change, vous n'avez rien perdu, et si quelque chose change, vous êtes couvert.",
                    ),
              ),
            ].join(" "),
          ],
          [
            L("Keep it honest:", "Con honestidad:", "Restez honnête :"),
            L(
              "if there's a real reason to wait (a job change, a window that opens later), agree and put that date in the calendar now.",
              "si hay una razón real para esperar (un cambio de trabajo, una ventana que abre después), dele la razón y ponga esa fecha en el calendario ahora.",
              "s'il y a une vraie raison d'attendre (un changement d'emploi, une fenêtre qui s'ouvre plus tard), acquiescez et mettez la date dans l'agenda maintenant.",
            ) + medicareNote(s),
          ],
        ],
        next: L(
          "Show today's quote next to the same quote one age older and ask which the client prefers to lock in.",
          "Muestre la cotización de hoy junto a la misma con un año más de edad y pregunte cuál prefiere asegurar.",
          "Montrez le devis d'aujourd'hui à côté du même devis avec un an de plus et demandez lequel le client préfère verrouiller.",
        ),
      };
  }
}

/** If the objection comes back: the second answer, different from the first (a top producer has two). */
function secondRound(type: ObjectionType, s: Situation): readonly [string, string] {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const head = L("If it comes back:", "Si vuelve a salir:", "Si ça revient :");
  const lines: Record<ObjectionType, string> = {
    price: L(
      "Make the decision smaller, not the need: \"Let's start with the part that protects you from the biggest bill, and we'll look at the rest at your review in 90 days.\"",
      'Haga más pequeña la decisión, no la necesidad: "Empecemos con la parte que lo protege de la cuenta más grande, y vemos el resto en su revisión dentro de 90 días."',
      "Réduisez la décision, pas le besoin : « Commençons par la partie qui vous protège de la plus grosse facture, et on verra le reste à votre bilan dans 90 jours. »",
    ),
    family: L(
      `If the answer is still "not without my ${s.relative}", don't push: "Perfect — I'd rather explain it once to both of you than have you carry it alone. I'll hold this quote until our call."`,
      `Si la respuesta sigue siendo "no sin ${s.my} ${s.relative}", no presione: "Perfecto, prefiero explicárselo una vez a los dos que dejarle a usted la tarea. Le guardo esta cotización hasta nuestra llamada."`,
      `Si la réponse reste « pas sans ${s.my} ${s.relative} », n'insistez pas : « Parfait, je préfère vous l'expliquer une fois à tous les deux plutôt que vous laisser le porter seul. Je garde ce devis jusqu'à notre appel. »`,
    ),
    stall: L(
      'Ask for a small yes: "Fair enough. On a scale of 1 to 10, where are you? … What would make it a 10?" The gap between their number and 10 is the real objection — answer that one.',
      'Pida un sí pequeño: "Me parece bien. Del 1 al 10, ¿dónde está? … ¿Qué haría que fuera un 10?" La diferencia entre su número y el 10 es la objeción real: responda esa.',
      "Demandez un petit oui : « D'accord. Sur une échelle de 1 à 10, vous en êtes où ? … Qu'est-ce qui en ferait un 10 ? » L'écart avec 10, c'est la vraie objection — répondez à celle-là.",
    ),
    trust: L(
      "Offer proof instead of promises: \"Don't take my word for it. Call the carrier's customer line with me on the phone and ask them how a claim is paid.\" Few agents offer it; it usually ends the doubt.",
      'Ofrezca pruebas, no promesas: "No me crea a mí. Llame conmigo en la línea al servicio al cliente de la aseguradora y pregúnteles cómo se paga un reclamo." Pocos agentes lo ofrecen; suele acabar con la duda.',
      "Offrez des preuves, pas des promesses : « Ne me croyez pas sur parole. Appelons ensemble le service client de l'assureur et demandez-leur comment un sinistre est payé. » Peu d'agents le proposent ; ça lève souvent le doute.",
    ),
    has_agent: L(
      'If they stay loyal, leave a door open: "Keep your agent. If you ever can\'t reach them at AEP, or a bill surprises you, call me for a second look — no strings." Then send your card and note a check-in date.',
      'Si se queda con su agente, deje la puerta abierta: "Quédese con su agente. Si algún día no lo localiza en el AEP o una cuenta lo sorprende, llámeme para una segunda opinión, sin compromiso." Envíe su tarjeta y anote una fecha de contacto.',
      "S'il reste fidèle, laissez une porte ouverte : « Gardez votre agent. Si un jour vous ne le joignez pas pendant l'AEP, ou qu'une facture vous surprend, appelez-moi pour un second avis, sans engagement. » Envoyez votre carte et notez une date de relance.",
    ),
    need: L(
      'If they still say no, make it their decision on paper: "That\'s your call, and I respect it. Can I note that we looked at it and you chose to self-insure, so your family knows it was decided?" Many reconsider at that moment.',
      'Si sigue diciendo que no, que la decisión sea suya y por escrito: "Es su decisión y la respeto. ¿Puedo anotar que lo revisamos y que decidió cubrirlo usted mismo, para que su familia sepa que se decidió?" Muchos lo reconsideran ahí.',
      "S'il dit encore non, faites-en sa décision, par écrit : « C'est votre choix et je le respecte. Je peux noter qu'on l'a regardé et que vous avez choisi de l'assumer vous-même, pour que votre famille sache que c'était décidé ? » Beaucoup reconsidèrent à ce moment-là.",
    ),
    timing: L(
      'If they still want to wait, agree on a date, not "later": "Let\'s put it on the calendar for the 1st. If nothing changed, we apply then at the rate I\'ll hold for you until that day, if the carrier allows it."',
      'Si aún quiere esperar, acuerden una fecha, no "después": "Pongámoslo en el calendario para el día 1. Si nada cambió, solicitamos ese día con la tarifa que le guardo hasta entonces, si la aseguradora lo permite."',
      "S'il veut toujours attendre, fixez une date, pas « plus tard » : « Mettons-le au calendrier pour le 1er. Si rien n'a changé, on dépose ce jour-là au tarif que je vous garde jusque-là, si l'assureur le permet. »",
    ),
  };
  return [head, lines[type]];
}

export function objectionAnswer(
  type: ObjectionType,
  language: Language,
  products: readonly ProductId[],
  message: string,
  now: Date,
  bundle?: Bundle | null,
): string {
  // "Advantage is $0, why pay for a supplement": the price objected to is the supplement's.
  const ordered =
    type === "price" && products.includes("medicare_supplement")
      ? ["medicare_supplement" as const, ...products.filter((p) => p !== "medicare_supplement")]
      : products;
  const s = situation(language, ordered, message, now, bundle);
  const shape = objectionShape(type, s);
  const detail = specifics(type, s, message);
  if (!detail) return render({ ...shape, sections: [...shape.sections, secondRound(type, s)] }, language);
  // The reported detail takes the place of the generic "if it is this" section; the second round stays
  // when the answer still fits in 300 words.
  const sections = [...shape.sections.slice(0, -1), detail];
  const full = render({ ...shape, sections: [...sections, secondRound(type, s)] }, language);
  if (full.split(/\s+/u).length <= 300) return full;
  return render({ ...shape, sections }, language);
}
