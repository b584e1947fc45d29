/**
 * Life, final expense and annuity coaching articles (KB-10007 to KB-10011): riders, final expense
 * underwriting and sizing, annuity best-interest duties and honest indexed-annuity explanations. Facts
 * from packages/engine/src/facts/premiums, packages/engine/src/facts/annuities.ts, packages/engine/src/facts/compliance.ts, packages/engine/src/coach/knowledge, packages/engine/src/facts/needs.ts and packages/engine/src/facts/underwriting.ts; the funeral figures
 * are read from the sourced needs table.
 * One file for this part of the knowledge base: the articles share their review month, and each keeps its
 * three languages side by side, which is how a reviewer checks that they say the same.
 */
import { FUNERAL_COSTS } from "../../../facts/needs.js";
import { REF } from "../../../facts/sources.js";
import type { Language } from "../../../types.js";
import type { Article, ArticleText } from "../types.js";
import { agent, client, dollars, sourceIds } from "./script.js";

const REVIEWED = "2026-11";

// ---------------------------------------------------------------------------------------------------
// KB-10007 Riders.

const RIDERS: Record<Language, ArticleText> = {
  en: {
    title: "Riders: which ones to offer, and how to explain them without overselling",
    summary:
      "A rider earns its place when it answers a fear the client already told you about. Offer the two or three that match the fact-find, explain what each costs and when it pays, and leave the rest off the application.",
    keyPoints: [
      "Accelerated death benefit riders (terminal or chronic illness) let the client use part of the death benefit while living; many carriers include the terminal-illness version at no extra charge, so check before you price it.",
      "Waiver of premium keeps a policy in force if the insured becomes disabled; it matters most for working clients with a family income to protect.",
      "Child and spouse term riders add small amounts of cover cheaply, but a separate policy can be better if the spouse needs real coverage.",
      "Annuity income riders charge a yearly fee for a lifetime withdrawal benefit; the income base is not cash the client can take out, and the rider is worth it only if they plan to draw income.",
      "Hospital indemnity riders (lump-sum cancer, skilled nursing days, outpatient surgery) fill gaps a Medicare Advantage plan leaves; size them to the plan's copays.",
    ],
    procedure: [
      "Go back to the fact-find: which fear did the client name (illness, disability, income, family)?",
      "Match one rider to each named fear; skip riders nobody asked for.",
      "Quote the policy with and without each rider so the client sees its cost.",
      "Explain when the rider pays, in one sentence, and put it in the application notes.",
    ],
    dos: [
      "Read the rider's trigger definitions before presenting: chronic-illness riders differ by carrier.",
      "Show the income base and the cash value separately on any annuity illustration.",
      "Write down why each rider was chosen or declined.",
    ],
    donts: [
      "Don't stack riders to raise the premium.",
      "Don't describe an income rider's roll-up rate as growth of the client's money.",
      "Don't promise a rider will pay without checking its exclusions and waiting periods.",
    ],
    exampleDialogue: [
      client("What are all these add-ons on the quote?"),
      agent(
        "They're riders, and you only need the ones that match what you told me. You said your biggest worry is a long illness draining your savings, right?",
      ),
      client("Exactly."),
      agent(
        "Then this chronic-illness rider matters: it lets you use part of the death benefit if you can't do two daily activities on your own. Here's the price with it and without it, and you choose.",
      ),
    ],
    keywords: [
      "rider",
      "riders",
      "add-on",
      "accelerated death benefit",
      "chronic illness",
      "waiver of premium",
      "child rider",
      "income rider",
      "glwb",
      "lump-sum cancer",
    ],
    nextStep:
      "open your last three life applications, check each rider against the client's stated fears, and call any client whose riders you cannot explain in one sentence.",
  },
  es: {
    title: "Cláusulas adicionales (riders): cuáles ofrecer y cómo explicarlas sin vender de más",
    summary:
      "Un rider se justifica cuando responde a un miedo que el cliente ya le contó. Ofrezca los dos o tres que encajan con la entrevista, explique cuánto cuesta cada uno y cuándo paga, y deje el resto fuera de la solicitud.",
    keyPoints: [
      "Los riders de beneficio acelerado por muerte (enfermedad terminal o crónica) permiten usar en vida parte del beneficio; muchas aseguradoras incluyen sin cargo la versión por enfermedad terminal, así que revíselo antes de cotizarlo.",
      "La exención de primas mantiene la póliza vigente si el asegurado queda incapacitado; importa sobre todo a quien todavía trabaja y mantiene a su familia.",
      "Los riders de término para hijos o cónyuge agregan poca cobertura a bajo costo, pero una póliza aparte puede ser mejor si el cónyuge necesita una cobertura real.",
      "Los riders de ingreso de las anualidades cobran un cargo anual por un retiro de por vida; la base de ingreso no es dinero que el cliente pueda sacar, y solo vale la pena si piensa retirar ingresos.",
      "Los riders de la indemnización hospitalaria (suma única por cáncer, días en centro de enfermería, cirugía ambulatoria) cubren huecos que deja un plan Medicare Advantage; dimensiónelos según sus copagos.",
    ],
    procedure: [
      "Vuelva a la entrevista: ¿qué miedo mencionó el cliente (enfermedad, incapacidad, ingresos, familia)?",
      "Asigne un rider a cada miedo mencionado; omita los que nadie pidió.",
      "Cotice la póliza con y sin cada rider para que el cliente vea lo que cuesta.",
      "Explique en una frase cuándo paga el rider y anótelo en las notas de la solicitud.",
    ],
    dos: [
      "Lea las definiciones que activan el rider antes de presentarlo: los de enfermedad crónica cambian según la aseguradora.",
      "Muestre por separado la base de ingreso y el valor en efectivo en cualquier ilustración de anualidad.",
      "Anote por qué se eligió o se descartó cada rider.",
    ],
    donts: [
      "No acumule riders para inflar la prima.",
      "No presente la tasa de acumulación de un rider de ingreso como crecimiento del dinero del cliente.",
      "No prometa que un rider va a pagar sin revisar sus exclusiones y períodos de espera.",
    ],
    exampleDialogue: [
      client("¿Qué son todos estos agregados en la cotización?"),
      agent(
        "Son riders, y solo necesita los que encajan con lo que me contó. Me dijo que lo que más le preocupa es que una enfermedad larga se coma sus ahorros, ¿verdad?",
      ),
      client("Exacto."),
      agent(
        "Entonces este rider de enfermedad crónica sí importa: le deja usar parte del beneficio si no puede hacer solo dos actividades diarias. Aquí está el precio con él y sin él, y usted decide.",
      ),
    ],
    keywords: [
      "rider",
      "riders",
      "cláusula adicional",
      "agregado",
      "beneficio acelerado",
      "enfermedad crónica",
      "exención de primas",
      "rider de hijos",
      "rider de ingreso",
      "cáncer suma única",
    ],
    nextStep:
      "abra sus tres últimas solicitudes de vida, compare cada rider con los miedos que mencionó el cliente y llame a quien tenga un rider que usted no pueda explicar en una frase.",
  },
  fr: {
    title: "Avenants (riders) : lesquels proposer et comment les expliquer sans survendre",
    summary:
      "Un avenant a sa place quand il répond à une crainte que le client vous a déjà confiée. Proposez les deux ou trois qui collent à l'entretien de découverte, expliquez ce que chacun coûte et quand il paie, et laissez le reste hors de la proposition.",
    keyPoints: [
      "Les avenants de capital décès anticipé (maladie terminale ou chronique) permettent d'utiliser de son vivant une partie du capital ; beaucoup d'assureurs incluent d'office la version maladie terminale, vérifiez avant de la chiffrer.",
      "L'exonération des primes maintient le contrat si l'assuré devient invalide ; elle compte surtout pour un client qui travaille et fait vivre sa famille.",
      "Les avenants temporaires enfant ou conjoint ajoutent un petit capital à bas prix, mais un contrat séparé vaut mieux si le conjoint a besoin d'une vraie couverture.",
      "Les avenants de revenu des rentes facturent des frais annuels pour un retrait viager ; la base de revenu n'est pas de l'argent que le client peut retirer, et l'avenant ne vaut que s'il compte percevoir un revenu.",
      "Les avenants de l'indemnité hospitalière (capital cancer, jours en soins infirmiers, chirurgie ambulatoire) comblent les trous d'un régime Medicare Advantage ; calibrez-les sur ses quotes-parts.",
    ],
    procedure: [
      "Revenez à l'entretien : quelle crainte le client a-t-il nommée (maladie, invalidité, revenu, famille) ?",
      "Associez un avenant à chaque crainte nommée ; écartez ceux que personne n'a demandés.",
      "Chiffrez le contrat avec et sans chaque avenant pour que le client en voie le coût.",
      "Expliquez en une phrase quand l'avenant paie, et notez-le dans le dossier.",
    ],
    dos: [
      "Lisez les définitions qui déclenchent l'avenant avant de le présenter : les avenants maladie chronique varient d'un assureur à l'autre.",
      "Montrez séparément la base de revenu et la valeur de rachat sur toute illustration de rente.",
      "Notez pourquoi chaque avenant a été retenu ou écarté.",
    ],
    donts: [
      "N'empilez pas les avenants pour gonfler la prime.",
      "Ne présentez pas le taux de revalorisation d'un avenant de revenu comme la croissance de l'argent du client.",
      "Ne promettez pas qu'un avenant paiera sans vérifier ses exclusions et délais de carence.",
    ],
    exampleDialogue: [
      client("C'est quoi, toutes ces options sur le devis ?"),
      agent(
        "Ce sont des avenants, et vous n'avez besoin que de ceux qui répondent à ce que vous m'avez dit. Votre plus grande crainte, c'est qu'une longue maladie épuise votre épargne, c'est bien ça ?",
      ),
      client("Exactement."),
      agent(
        "Alors cet avenant maladie chronique compte : il vous permet d'utiliser une partie du capital si vous ne pouvez plus faire seul deux activités du quotidien. Voici le prix avec et sans, et c'est vous qui choisissez.",
      ),
    ],
    keywords: [
      "avenant",
      "avenants",
      "rider",
      "option",
      "capital décès anticipé",
      "maladie chronique",
      "exonération des primes",
      "avenant enfant",
      "avenant de revenu",
      "capital cancer",
    ],
    nextStep:
      "reprenez vos trois dernières propositions vie, confrontez chaque avenant aux craintes du client, et rappelez tout client dont vous ne sauriez pas expliquer un avenant en une phrase.",
  },
};

// ---------------------------------------------------------------------------------------------------
// KB-10008 Final expense underwriting.

const FINAL_EXPENSE_UNDERWRITING: Record<Language, ArticleText> = {
  en: {
    title: "Final expense underwriting: level, graded and guaranteed issue",
    summary:
      "Final expense placement is won or lost in the health questions. Ask the knock-out questions first, place the client at the best tier they honestly qualify for (level, graded, then guaranteed issue), and explain any waiting period before they sign.",
    keyPoints: [
      "Level (day-one) plans decline on knock-outs: dialysis or oxygen, help with eating, dressing or bathing, confinement to a facility, terminal illness, more than one hospital stay in 12 months, cancer in 12 months, drug abuse.",
      "Graded plans pay a part of the face amount in the first years (for example 30% in year 1, 70% in year 2, full from year 3); accidental death pays in full from day one.",
      "Guaranteed issue asks no health questions; natural death in the first two years usually returns the premiums paid plus interest, and the full benefit starts after that waiting period.",
      "Timing matters: a heart attack within 2 years means a waiting-period plan, a stroke more than 12 months ago can qualify for level, oxygen only at night for sleep apnea is usually accepted day one.",
      "Tobacco use raises the rate at every carrier and must be disclosed; misstating it risks a contestable claim.",
    ],
    procedure: [
      "Tell the client you'll ask health questions so you can find the best price they qualify for.",
      "Ask the knock-out questions word for word, then medications and dates of diagnoses.",
      "Match the answers to carriers: the same history can be level at one and graded at another.",
      "Quote the best tier first and explain any waiting period in plain words.",
      "Fill the application exactly as answered and keep notes of the medications discussed.",
    ],
    dos: [
      "Use the medication list to catch conditions the client forgot to mention.",
      "Check each carrier's look-back periods: 12 and 24 months are the usual milestones.",
      "Offer to re-shop a graded policy once the client passes the carrier's look-back.",
    ],
    donts: [
      "Don't default to guaranteed issue to save time: it costs the client more.",
      "Don't coach a client to leave out a condition.",
      "Don't hide the two-year waiting period in the fine print.",
    ],
    exampleDialogue: [
      agent(
        "I'm going to ask some health questions. The more accurate we are, the better the price I can find. In the last 12 months, have you been in the hospital more than once?",
      ),
      client("Once, for my heart, about eighteen months ago."),
      agent(
        "Thank you. A heart attack inside two years usually means a plan with a waiting period, but some carriers look at it differently. Let me check two of them before I quote you.",
      ),
      client("What does waiting period mean?"),
      agent(
        "For the first two years, a natural death returns what you paid plus interest; accidents are covered in full from day one. After two years it pays the full amount.",
      ),
    ],
    keywords: [
      "final expense",
      "burial insurance",
      "underwriting",
      "knock-out questions",
      "level",
      "graded",
      "guaranteed issue",
      "waiting period",
      "two-year",
      "tobacco",
      "health questions",
      "modified",
    ],
    nextStep:
      "print the knock-out questions, practise asking them word for word, and on your next final expense call check two carriers before you quote.",
  },
  es: {
    title: "Suscripción en gastos finales: beneficio inmediato, graduado y aceptación garantizada",
    summary:
      "En gastos finales la colocación se gana o se pierde en las preguntas de salud. Haga primero las preguntas eliminatorias, ubique al cliente en el mejor nivel al que califique con honestidad (inmediato, graduado y, por último, aceptación garantizada) y explíquele cualquier período de espera antes de que firme.",
    keyPoints: [
      "Los planes de beneficio inmediato rechazan por preguntas eliminatorias: diálisis u oxígeno, ayuda para comer, vestirse o bañarse, vivir en un centro de cuidados, enfermedad terminal, más de una hospitalización en 12 meses, cáncer en 12 meses, abuso de drogas.",
      "Los planes graduados pagan una parte de la suma asegurada los primeros años (por ejemplo, 30% el año 1, 70% el año 2 y completa desde el año 3); la muerte accidental se paga completa desde el primer día.",
      "La aceptación garantizada no hace preguntas de salud; si la muerte es natural en los primeros dos años, normalmente devuelve las primas pagadas más intereses, y el beneficio completo empieza después de ese período de espera.",
      "Las fechas importan: un infarto en los últimos 2 años implica un plan con período de espera, un derrame de hace más de 12 meses puede calificar para beneficio inmediato, y el oxígeno solo de noche por apnea del sueño suele aceptarse desde el primer día.",
      "El tabaco sube la tarifa en todas las aseguradoras y hay que declararlo; ocultarlo pone en riesgo el pago del reclamo.",
    ],
    procedure: [
      "Avísele al cliente que le hará preguntas de salud para encontrarle el mejor precio al que califique.",
      "Haga las preguntas eliminatorias palabra por palabra y luego pregunte por medicamentos y fechas de diagnóstico.",
      "Cruce las respuestas con las aseguradoras: el mismo historial puede ser inmediato en una y graduado en otra.",
      "Cotice primero el mejor nivel y explique cualquier período de espera con palabras sencillas.",
      "Llene la solicitud tal como le respondieron y guarde notas de los medicamentos que hablaron.",
    ],
    dos: [
      "Use la lista de medicamentos para detectar condiciones que el cliente olvidó mencionar.",
      "Revise los períodos de revisión de cada aseguradora: 12 y 24 meses son los más comunes.",
      "Ofrezca volver a cotizar una póliza graduada cuando el cliente supere ese período.",
    ],
    donts: [
      "No se vaya directo a la aceptación garantizada para ahorrar tiempo: al cliente le sale más cara.",
      "No le sugiera al cliente que omita una condición.",
      "No esconda el período de espera de dos años en la letra pequeña.",
    ],
    exampleDialogue: [
      agent(
        "Le voy a hacer unas preguntas de salud. Entre más exactas sean sus respuestas, mejor precio le puedo conseguir. ¿En los últimos 12 meses ha estado hospitalizado más de una vez?",
      ),
      client("Una vez, por el corazón, hace como dieciocho meses."),
      agent(
        "Gracias. Un infarto en los últimos dos años casi siempre significa un plan con período de espera, pero algunas aseguradoras lo ven distinto. Déjeme revisar dos antes de darle un precio.",
      ),
      client("¿Qué quiere decir período de espera?"),
      agent(
        "Que en los primeros dos años, si la muerte es natural, se devuelve lo que pagó más intereses; los accidentes están cubiertos completos desde el primer día. Después de dos años paga la suma completa.",
      ),
    ],
    keywords: [
      "gastos finales",
      "seguro funerario",
      "suscripción",
      "preguntas eliminatorias",
      "beneficio inmediato",
      "graduado",
      "aceptación garantizada",
      "período de espera",
      "dos años",
      "tabaco",
      "preguntas de salud",
    ],
    nextStep:
      "imprima las preguntas eliminatorias, practique hacerlas palabra por palabra y, en su próxima llamada de gastos finales, revise dos aseguradoras antes de cotizar.",
  },
  fr: {
    title: "Souscription en frais funéraires : garantie immédiate, graduée ou acceptation garantie",
    summary:
      "En frais funéraires, le placement se joue sur les questions de santé. Posez d'abord les questions éliminatoires, placez le client au meilleur niveau auquel il a droit en toute honnêteté (immédiat, gradué, puis acceptation garantie), et expliquez tout délai de carence avant la signature.",
    keyPoints: [
      "Les contrats à garantie immédiate refusent sur les questions éliminatoires : dialyse ou oxygène, aide pour manger, s'habiller ou se laver, placement en établissement, maladie terminale, plus d'une hospitalisation en 12 mois, cancer dans les 12 mois, toxicomanie.",
      "Les contrats gradués versent une partie du capital les premières années (par exemple 30 % la 1re année, 70 % la 2e, la totalité dès la 3e) ; le décès accidentel est couvert en entier dès le premier jour.",
      "L'acceptation garantie ne pose aucune question de santé ; un décès naturel dans les deux premières années rembourse en général les primes versées avec intérêts, et le capital complet s'applique après ce délai de carence.",
      "Les dates comptent : un infarctus de moins de 2 ans impose un contrat avec délai de carence, un AVC de plus de 12 mois peut passer en garantie immédiate, l'oxygène uniquement la nuit pour l'apnée du sommeil est en général accepté dès le premier jour.",
      "Le tabac augmente le tarif chez tous les assureurs et doit être déclaré ; le taire met en jeu le paiement du sinistre.",
    ],
    procedure: [
      "Annoncez au client que vous allez poser des questions de santé pour trouver le meilleur prix auquel il a droit.",
      "Posez les questions éliminatoires mot pour mot, puis demandez les médicaments et les dates de diagnostic.",
      "Rapprochez les réponses des assureurs : un même historique peut être immédiat chez l'un et gradué chez l'autre.",
      "Chiffrez d'abord le meilleur niveau et expliquez tout délai de carence avec des mots simples.",
      "Remplissez la proposition exactement comme il a répondu et gardez une trace des médicaments évoqués.",
    ],
    dos: [
      "Servez-vous de la liste des médicaments pour repérer ce que le client a oublié de mentionner.",
      "Vérifiez les périodes de référence de chaque assureur : 12 et 24 mois sont les seuils habituels.",
      "Proposez de rechiffrer un contrat gradué une fois la période de référence passée.",
    ],
    donts: [
      "Ne basculez pas en acceptation garantie pour gagner du temps : cela coûte plus cher au client.",
      "N'incitez jamais un client à taire une pathologie.",
      "Ne cachez pas le délai de carence de deux ans en petits caractères.",
    ],
    exampleDialogue: [
      agent(
        "Je vais vous poser quelques questions de santé. Plus vos réponses sont précises, meilleur sera le prix. Dans les 12 derniers mois, avez-vous été hospitalisé plus d'une fois ?",
      ),
      client("Une fois, pour le cœur, il y a environ dix-huit mois."),
      agent(
        "Merci. Un infarctus de moins de deux ans veut souvent dire un contrat avec délai de carence, mais certains assureurs voient les choses autrement. Je vérifie chez deux d'entre eux avant de vous donner un prix.",
      ),
      client("Ça veut dire quoi, délai de carence ?"),
      agent(
        "Pendant les deux premières années, un décès naturel rembourse ce que vous avez payé avec intérêts ; les accidents sont couverts en totalité dès le premier jour. Après deux ans, le capital complet est versé.",
      ),
    ],
    keywords: [
      "frais funéraires",
      "obsèques",
      "souscription",
      "sélection médicale",
      "questions éliminatoires",
      "garantie immédiate",
      "gradué",
      "acceptation garantie",
      "délai de carence",
      "deux ans",
      "tabac",
      "questions de santé",
    ],
    nextStep:
      "imprimez les questions éliminatoires, entraînez-vous à les poser mot pour mot et, à votre prochain appel frais funéraires, comparez deux assureurs avant de chiffrer.",
  },
};

// ---------------------------------------------------------------------------------------------------
// KB-10009 Final expense: sizing the face amount and keeping the policy on the books.

function finalExpenseSizing(language: Language): ArticleText {
  const d = (n: number) => dollars(n, language);
  const f = FUNERAL_COSTS;
  if (language === "en") {
    return {
      title: "Final expense: sizing the face amount and keeping the policy in force",
      summary: `Size the policy to the funeral the client actually wants, then set the payment so it never bounces. The median funeral with viewing and burial was ${d(f.burialMedian)} (NFDA, ${f.year}); a policy that lapses in month four protects nobody.`,
      keyPoints: [
        `Median funeral with viewing and burial: ${d(f.burialMedian)}; with a vault ${d(f.burialWithVault)}; viewing with cremation ${d(f.cremationWithViewing)} (NFDA, ${f.year}).`,
        `Cemetery plot, opening and marker add about ${d(f.cemetery.low)} to ${d(f.cemetery.high)}; ask whether the client already owns a plot.`,
        "Add what else the family would face: last medical bills, debts, a small legacy; then let the client choose the amount within budget.",
        "Persistency starts at the sale: make sure the client is comfortable with the premium and set the draft date on their Social Security or pension deposit day.",
        "Remind the client before each early draft, and call after the first one clears.",
      ],
      procedure: [
        "Ask burial or cremation, and whether a plot is already paid for.",
        "Build the number together on paper: funeral, cemetery, bills, anything they want to leave.",
        "Show two face amounts, the full plan and a lighter one, with monthly premiums.",
        "Confirm the deposit day and set the draft for that day or the next.",
        "Schedule a thank-you call after the first draft.",
      ],
      dos: [
        "Let the client name who the money is for; it anchors the amount.",
        "Ask what else competes for the monthly budget before you settle on a premium.",
        "Give the beneficiary's name and the carrier's phone number to the family if the client wishes.",
      ],
      donts: [
        "Don't push the largest face amount; a lapse is worse than a smaller policy.",
        "Don't set a draft date before the benefit deposit.",
        "Don't quote national medians as the client's local price; ask the funeral home they'd use.",
      ],
      exampleDialogue: [
        agent("When the time comes, would you prefer burial or cremation?"),
        client("Burial, next to my husband. The plot is paid."),
        agent(
          `That helps. A funeral with viewing and burial runs about ${d(f.burialMedian)} at the median. Would you like it to cover only that, or the last bills too?`,
        ),
        client("The bills too. I don't want my son paying anything."),
        agent(
          "Then let's look at two amounts, and I'll set the payment for the day your Social Security arrives so it's never a strain.",
        ),
      ],
      keywords: [
        "final expense",
        "burial",
        "funeral cost",
        "face amount",
        "how much coverage",
        "cremation",
        "persistency",
        "lapse",
        "draft date",
        "social security",
      ],
      nextStep:
        "call every final expense client you wrote in the last 60 days, confirm their draft date matches their deposit day, and thank them.",
    };
  }
  if (language === "es") {
    return {
      title: "Gastos finales: cómo calcular la suma asegurada y mantener la póliza vigente",
      summary: `Calcule la póliza según el funeral que el cliente de verdad quiere y fije el pago para que nunca rebote. La mediana de un funeral con velorio y entierro fue de ${d(f.burialMedian)} (NFDA, ${f.year}); una póliza que se cae al cuarto mes no protege a nadie.`,
      keyPoints: [
        `Mediana de un funeral con velorio y entierro: ${d(f.burialMedian)}; con bóveda, ${d(f.burialWithVault)}; velorio con cremación, ${d(f.cremationWithViewing)} (NFDA, ${f.year}).`,
        `La parcela, la apertura y la lápida suman de ${d(f.cemetery.low)} a ${d(f.cemetery.high)} más o menos; pregunte si el cliente ya tiene parcela.`,
        "Sume lo demás que enfrentaría la familia: últimas cuentas médicas, deudas, un pequeño legado; después deje que el cliente elija la cantidad dentro de su presupuesto.",
        "La permanencia empieza en la venta: asegúrese de que la prima le resulte cómoda y fije el cargo el día en que le depositan el Seguro Social o la pensión.",
        "Recuérdele al cliente antes de cada cargo adelantado y llámelo cuando pase el primero.",
      ],
      procedure: [
        "Pregunte si prefiere entierro o cremación y si ya tiene una parcela pagada.",
        "Armen juntos la cifra en papel: funeral, cementerio, cuentas y lo que quiera dejar.",
        "Muestre dos sumas aseguradas, la completa y una más ligera, con sus primas mensuales.",
        "Confirme el día del depósito y fije el cargo para ese día o el siguiente.",
        "Programe una llamada de agradecimiento después del primer cargo.",
      ],
      dos: [
        "Deje que el cliente diga para quién es el dinero; eso ancla la cantidad.",
        "Pregunte qué más compite por su presupuesto mensual antes de fijar la prima.",
        "Si el cliente quiere, déle a la familia el nombre del beneficiario y el teléfono de la aseguradora.",
      ],
      donts: [
        "No empuje la suma más alta; una póliza caída es peor que una más pequeña.",
        "No fije el cargo antes del depósito del beneficio.",
        "No cite las medianas nacionales como el precio local del cliente; pregunte por la funeraria que usaría.",
      ],
      exampleDialogue: [
        agent("Cuando llegue el momento, ¿prefiere entierro o cremación?"),
        client("Entierro, junto a mi esposo. La parcela ya está pagada."),
        agent(
          `Eso ayuda. Un funeral con velorio y entierro anda por ${d(f.burialMedian)} de mediana. ¿Quiere que cubra solo eso o también las últimas cuentas?`,
        ),
        client("Las cuentas también. No quiero que mi hijo pague nada."),
        agent(
          "Entonces veamos dos cantidades, y le pongo el cargo el día que le llega el Seguro Social para que nunca le pese.",
        ),
      ],
      keywords: [
        "gastos finales",
        "entierro",
        "costo del funeral",
        "suma asegurada",
        "cuánta cobertura",
        "cremación",
        "permanencia",
        "póliza caída",
        "fecha de cargo",
        "seguro social",
      ],
      nextStep:
        "llame a cada cliente de gastos finales de los últimos 60 días, confirme que la fecha de cargo coincide con su depósito y déle las gracias.",
    };
  }
  return {
    title: "Frais funéraires : calibrer le capital et garder le contrat en vigueur",
    summary: `Calibrez le contrat sur les obsèques que le client souhaite vraiment, puis fixez le prélèvement pour qu'il ne soit jamais rejeté. Des obsèques avec veillée et inhumation coûtaient ${d(f.burialMedian)} en médiane (NFDA, ${f.year}) ; un contrat qui tombe au quatrième mois ne protège personne.`,
    keyPoints: [
      `Médiane d'obsèques avec veillée et inhumation : ${d(f.burialMedian)} ; avec caveau, ${d(f.burialWithVault)} ; veillée et crémation, ${d(f.cremationWithViewing)} (NFDA, ${f.year}).`,
      `Concession, ouverture de la tombe et monument ajoutent environ ${d(f.cemetery.low)} à ${d(f.cemetery.high)} ; demandez si le client possède déjà une concession.`,
      "Ajoutez ce que la famille aurait encore à régler : dernières factures médicales, dettes, un petit héritage ; puis laissez le client choisir le montant dans son budget.",
      "La fidélisation commence à la vente : vérifiez que la prime lui convient et fixez le prélèvement le jour du versement de sa Sécurité sociale ou de sa pension.",
      "Prévenez le client avant chaque prélèvement anticipé, et appelez-le une fois le premier passé.",
    ],
    procedure: [
      "Demandez inhumation ou crémation, et si une concession est déjà payée.",
      "Construisez le chiffre ensemble sur papier : obsèques, cimetière, factures, ce qu'il veut laisser.",
      "Présentez deux capitaux, le complet et un plus léger, avec leurs primes mensuelles.",
      "Confirmez le jour du versement et fixez le prélèvement ce jour-là ou le lendemain.",
      "Prévoyez un appel de remerciement après le premier prélèvement.",
    ],
    dos: [
      "Laissez le client dire pour qui est cet argent : cela ancre le montant.",
      "Demandez ce qui pèse déjà sur son budget mensuel avant de fixer la prime.",
      "Si le client le souhaite, donnez à la famille le nom du bénéficiaire et le numéro de l'assureur.",
    ],
    donts: [
      "Ne poussez pas le plus gros capital : une résiliation est pire qu'un contrat plus modeste.",
      "Ne fixez pas le prélèvement avant le versement de la prestation.",
      "Ne citez pas les médianes nationales comme le prix local du client ; demandez quelle entreprise de pompes funèbres il choisirait.",
    ],
    exampleDialogue: [
      agent("Le moment venu, préférez-vous une inhumation ou une crémation ?"),
      client("Une inhumation, à côté de mon mari. La concession est payée."),
      agent(
        `Ça aide. Des obsèques avec veillée et inhumation coûtent environ ${d(f.burialMedian)} en médiane. Voulez-vous couvrir seulement cela, ou aussi les dernières factures ?`,
      ),
      client("Les factures aussi. Je ne veux pas que mon fils paie quoi que ce soit."),
      agent(
        "Alors regardons deux montants, et je fixe le prélèvement le jour où arrive votre Sécurité sociale, pour que ce ne soit jamais une charge.",
      ),
    ],
    keywords: [
      "frais funéraires",
      "obsèques",
      "coût des obsèques",
      "capital",
      "combien de couverture",
      "crémation",
      "inhumation",
      "fidélisation",
      "résiliation",
      "date de prélèvement",
    ],
    nextStep:
      "appelez chaque client frais funéraires des 60 derniers jours, vérifiez que la date de prélèvement suit son versement, et remerciez-le.",
  };
}

// ---------------------------------------------------------------------------------------------------
// KB-10010 Annuity best interest (NAIC Model #275).

const ANNUITY_BEST_INTEREST: Record<Language, ArticleText> = {
  en: {
    title: "Annuity best interest: care, disclosure, conflicts and documentation",
    summary:
      "Under the NAIC best-interest model (#275) an annuity recommendation must serve the client's interest, not yours. Meet the four duties on every case, keep liquidity for emergencies, and let your file show why this annuity, this amount and this surrender period fit.",
    keyPoints: [
      "Care: know the client's profile (age, income, assets, liquidity needs, time horizon, risk tolerance, existing products) and reasonably believe the annuity meets their needs.",
      "Disclosure: tell the client your role, which products you can offer and how you are paid, using the state's disclosure form.",
      "Conflicts: identify them and avoid or manage them; your pay may never decide the product.",
      "Documentation: write the basis for the recommendation; if the client refuses information or buys without your recommendation, use the proper forms.",
      "Surrender periods lock money up for years; match the period to the client's horizon and keep enough cash outside the annuity for emergencies.",
    ],
    procedure: [
      "Run a complete fact-find, including other assets, debts and near-term cash needs.",
      "Disclose your role and how you are paid before you recommend anything.",
      "Compare at least two products and write why the chosen one fits better.",
      "Review surrender charges, the free-look period and any replacement consequences with the client.",
      "File the suitability notes and signed forms the same day.",
    ],
    dos: [
      "Ask how much the client could need in the next five years before sizing the deposit.",
      "Explain the free-look right: the client can return the contract within the state's window.",
      "Document replacements carefully: surrender charges and lost benefits on the old contract.",
    ],
    donts: [
      "Don't recommend the contract with the longest surrender period because it pays more.",
      "Don't place most of a client's liquid savings in one annuity.",
      "Don't skip the fact-find because the client says they already know what they want.",
    ],
    exampleDialogue: [
      client("My neighbour got an annuity. I want the same one."),
      agent(
        "I'm glad you're thinking about it. Before I recommend anything, I need to know your savings, what you might need in the next few years and how you'd feel if money were locked in for a while. May I ask?",
      ),
      client("Sure, but I need some cash for my roof next year."),
      agent(
        "Then we keep the roof money out of any annuity. I'll show you two options for the rest, explain the surrender period of each, and write down why one fits you better.",
      ),
    ],
    keywords: [
      "annuity",
      "annuities",
      "best interest",
      "suitability",
      "naic",
      "model 275",
      "disclosure",
      "surrender",
      "surrender period",
      "free look",
      "replacement",
      "documentation",
    ],
    nextStep:
      "pull your last three annuity files, check each for the four best-interest duties, and fill any gap in the notes this week.",
  },
  es: {
    title: "Anualidades y el mejor interés del cliente: cuidado, divulgación, conflictos y documentación",
    summary:
      "Con el modelo de mejor interés de la NAIC (#275), recomendar una anualidad tiene que servir al interés del cliente, no al suyo. Cumpla los cuatro deberes en cada caso, deje liquidez para emergencias y que su expediente muestre por qué esta anualidad, este monto y este período de rescate le convienen.",
    keyPoints: [
      "Cuidado: conozca el perfil del cliente (edad, ingresos, activos, necesidad de liquidez, horizonte, tolerancia al riesgo, productos actuales) y tenga bases razonables para creer que la anualidad cubre sus necesidades.",
      "Divulgación: dígale al cliente su función, qué productos puede ofrecer y cómo le pagan a usted, con el formulario de divulgación del estado.",
      "Conflictos: identifíquelos y evítelos o contrólelos; lo que usted gane nunca puede decidir el producto.",
      "Documentación: deje por escrito la base de la recomendación; si el cliente se niega a dar información o compra sin su recomendación, use los formularios correspondientes.",
      "Los períodos de rescate inmovilizan el dinero por años; ajuste el período al horizonte del cliente y deje suficiente efectivo fuera de la anualidad para emergencias.",
    ],
    procedure: [
      "Haga una entrevista completa, con otros activos, deudas y necesidades de efectivo cercanas.",
      "Explique su función y cómo le pagan antes de recomendar nada.",
      "Compare al menos dos productos y deje por escrito por qué el elegido encaja mejor.",
      "Revise con el cliente los cargos por rescate, el período de revisión (free look) y las consecuencias de un reemplazo.",
      "Archive el mismo día las notas de idoneidad y los formularios firmados.",
    ],
    dos: [
      "Pregunte cuánto podría necesitar el cliente en los próximos cinco años antes de fijar el depósito.",
      "Explique el derecho de revisión (free look): el cliente puede devolver el contrato dentro del plazo que fija su estado.",
      "Documente con cuidado los reemplazos: cargos por rescate y beneficios que se pierden en el contrato anterior.",
    ],
    donts: [
      "No recomiende el contrato con el período de rescate más largo porque le paga más.",
      "No meta la mayor parte de los ahorros líquidos del cliente en una sola anualidad.",
      "No se salte la entrevista porque el cliente dice que ya sabe lo que quiere.",
    ],
    exampleDialogue: [
      client("Mi vecino sacó una anualidad. Quiero la misma."),
      agent(
        "Qué bueno que lo esté pensando. Antes de recomendarle algo necesito saber sus ahorros, lo que podría necesitar en los próximos años y cómo se sentiría con dinero inmovilizado un tiempo. ¿Me permite preguntarle?",
      ),
      client("Claro, pero el año que viene necesito dinero para el techo."),
      agent(
        "Entonces el dinero del techo queda fuera de cualquier anualidad. Para el resto le muestro dos opciones, le explico el período de rescate de cada una y dejo por escrito por qué una le conviene más.",
      ),
    ],
    keywords: [
      "anualidad",
      "anualidades",
      "mejor interés",
      "idoneidad",
      "naic",
      "modelo 275",
      "divulgación",
      "rescate",
      "período de rescate",
      "free look",
      "reemplazo",
      "documentación",
    ],
    nextStep:
      "saque sus tres últimos expedientes de anualidades, revise en cada uno los cuatro deberes de mejor interés y complete esta semana lo que falte en las notas.",
  },
  fr: {
    title: "Rentes et intérêt supérieur du client : diligence, information, conflits et documentation",
    summary:
      "Avec le modèle d'intérêt supérieur de la NAIC (n° 275), une recommandation de rente doit servir l'intérêt du client, pas le vôtre. Remplissez les quatre obligations sur chaque dossier, préservez une réserve pour les imprévus, et que votre dossier montre pourquoi cette rente, ce montant et cette durée de rachat conviennent.",
    keyPoints: [
      "Diligence : connaître le profil du client (âge, revenus, patrimoine, besoins de liquidités, horizon, tolérance au risque, contrats existants) et avoir des raisons sérieuses de penser que la rente répond à ses besoins.",
      "Information : indiquer au client votre rôle, les produits que vous pouvez proposer et la façon dont vous êtes payé, avec le formulaire d'information de l'État.",
      "Conflits d'intérêts : les repérer, les éviter ou les encadrer ; ce que vous touchez ne doit jamais choisir le produit.",
      "Documentation : consigner par écrit le fondement de la recommandation ; si le client refuse de répondre ou achète sans votre recommandation, utiliser les formulaires prévus.",
      "Les périodes de rachat immobilisent l'argent pendant des années ; alignez-les sur l'horizon du client et gardez assez de liquidités hors de la rente pour les imprévus.",
    ],
    procedure: [
      "Menez une découverte complète, avec les autres avoirs, les dettes et les besoins de trésorerie proches.",
      "Présentez votre rôle et votre mode de paiement avant toute recommandation.",
      "Comparez au moins deux produits et notez pourquoi celui retenu convient mieux.",
      "Passez en revue avec le client les frais de rachat, le délai de renonciation (free look) et les conséquences d'un remplacement.",
      "Classez le jour même les notes d'adéquation et les formulaires signés.",
    ],
    dos: [
      "Demandez de combien le client pourrait avoir besoin dans les cinq ans avant de fixer le versement.",
      "Expliquez le droit de renonciation (free look) : le client peut rendre le contrat dans le délai fixé par son État.",
      "Documentez soigneusement les remplacements : frais de rachat et garanties perdues sur l'ancien contrat.",
    ],
    donts: [
      "Ne recommandez pas le contrat à la plus longue période de rachat parce qu'il vous rapporte plus.",
      "Ne placez pas l'essentiel de l'épargne disponible d'un client dans une seule rente.",
      "Ne sautez pas la découverte parce que le client dit savoir ce qu'il veut.",
    ],
    exampleDialogue: [
      client("Mon voisin a pris une rente. Je veux la même."),
      agent(
        "C'est bien d'y réfléchir. Avant de vous recommander quoi que ce soit, j'ai besoin de connaître votre épargne, vos besoins des prochaines années et ce que vous penseriez d'un argent bloqué un certain temps. Je peux vous poser la question ?",
      ),
      client("Bien sûr, mais j'ai besoin d'argent pour ma toiture l'an prochain."),
      agent(
        "Alors l'argent de la toiture reste hors de toute rente. Pour le reste, je vous montre deux options, je vous explique la période de rachat de chacune et je note pourquoi l'une vous convient mieux.",
      ),
    ],
    keywords: [
      "rente",
      "rentes",
      "annuité",
      "intérêt supérieur",
      "adéquation",
      "naic",
      "modèle 275",
      "information",
      "rachat",
      "période de rachat",
      "renonciation",
      "remplacement",
      "documentation",
    ],
    nextStep:
      "reprenez vos trois derniers dossiers de rente, vérifiez-y les quatre obligations d'intérêt supérieur et complétez les notes manquantes cette semaine.",
  },
};

// ---------------------------------------------------------------------------------------------------
// KB-10011 Explaining MYGAs and indexed annuities honestly.

const INDEXED_ANNUITY_EXPLAINED: Record<Language, ArticleText> = {
  en: {
    title: "Explaining MYGAs and fixed indexed annuities honestly: rates, caps, floors",
    summary:
      "Clients buy annuities they understand. A MYGA credits a declared rate for a set term; a fixed indexed annuity credits part of an index's gain, limited by a cap, with a 0% floor in down years. Say exactly that, show the surrender schedule, and never project an index credit as a promise.",
    keyPoints: [
      "MYGA: a declared rate for the whole term, like a CD issued by an insurer; compare rates, the carrier's rating and the surrender schedule.",
      "Fixed indexed annuity: the credit follows an index such as the S&P 500, limited by a cap or participation rate that the carrier can reset at renewal.",
      "The floor means an index loss is credited as 0% for that period; fees for optional riders can still reduce the value.",
      "Illustrations show hypothetical credits; past index performance does not predict future credits, and only the contract's minimum values are contractual.",
      "Every annuity has surrender charges during its surrender period and a free-look window after delivery; explain both before the signature.",
    ],
    procedure: [
      "Ask what the client wants the money to do: steady growth, protection from losses, or future income.",
      "Explain the MYGA first, then the indexed design, each in two sentences.",
      "Show the cap, the floor and the surrender schedule on the carrier's own page.",
      "Ask the client to explain it back in their own words before moving on.",
    ],
    dos: [
      "Use a simple year-by-year example with a good year and a bad year.",
      "Quote caps and rates with their date: they change often.",
      "Compare the carrier's financial strength rating alongside the rate.",
    ],
    donts: [
      "Don't present the highest historical index year as what the client will earn.",
      "Don't compare an indexed annuity with the stock market as if it were an investment account.",
      "Don't call a first-year bonus or teaser rate the product's yield.",
    ],
    exampleDialogue: [
      client("So how much will this indexed one make me?"),
      agent(
        "Honestly, nobody can tell you that in advance. In a year the index rises, you're credited part of the gain, up to the cap; in a year it falls, you're credited zero, and you don't lose value from the drop.",
      ),
      client("And the fixed one?"),
      agent(
        "The MYGA pays a declared rate for the whole term, so you know the number today. The trade-off for both is the surrender period; let me show you that schedule next.",
      ),
    ],
    keywords: [
      "myga",
      "fixed annuity",
      "indexed annuity",
      "fia",
      "cap",
      "floor",
      "participation rate",
      "illustration",
      "index",
      "rate",
      "surrender charges",
      "how much will it earn",
    ],
    nextStep:
      "practise the two-sentence MYGA and indexed explanations out loud, then use the good-year, bad-year example with your next annuity prospect.",
  },
  es: {
    title: "Cómo explicar con honestidad las MYGA y las anualidades indexadas: tasas, topes y pisos",
    summary:
      "El cliente compra la anualidad que entiende. Una MYGA acredita una tasa declarada por un plazo fijo; una anualidad indexada fija acredita parte de la subida de un índice, limitada por un tope, con un piso del 0% en los años malos. Dígalo así, muestre la tabla de cargos por rescate y nunca presente un crédito del índice como una promesa.",
    keyPoints: [
      "MYGA: una tasa declarada para todo el plazo, parecida a un certificado de depósito emitido por una aseguradora; compare la tasa, la calificación de la aseguradora y los cargos por rescate.",
      "Anualidad indexada fija: el crédito sigue a un índice como el S&P 500, limitado por un tope o una tasa de participación que la aseguradora puede ajustar en cada renovación.",
      "El piso hace que una caída del índice se acredite como 0% en ese período; los cargos de los riders opcionales sí pueden reducir el valor.",
      "Las ilustraciones muestran créditos hipotéticos; lo que hizo el índice en el pasado no predice los créditos futuros, y solo los valores mínimos del contrato son contractuales.",
      "Toda anualidad tiene cargos por rescate durante su período de rescate y un plazo de revisión (free look) tras la entrega; explique ambos antes de la firma.",
    ],
    procedure: [
      "Pregunte qué quiere el cliente que haga su dinero: crecer de forma estable, protegerse de pérdidas o darle un ingreso futuro.",
      "Explique primero la MYGA y luego la indexada, cada una en dos frases.",
      "Muestre el tope, el piso y la tabla de rescate en la propia hoja de la aseguradora.",
      "Pídale al cliente que se lo explique con sus palabras antes de seguir.",
    ],
    dos: [
      "Use un ejemplo sencillo año por año, con un año bueno y uno malo.",
      "Dé los topes y las tasas con su fecha: cambian a menudo.",
      "Compare la calificación financiera de la aseguradora junto con la tasa.",
    ],
    donts: [
      "No presente el mejor año histórico del índice como lo que el cliente va a ganar.",
      "No compare una anualidad indexada con la bolsa como si fuera una cuenta de inversión.",
      "No llame rendimiento del producto a un bono del primer año o a una tasa promocional.",
    ],
    exampleDialogue: [
      client("¿Y cuánto me va a dar esta indexada?"),
      agent(
        "Con toda honestidad, nadie se lo puede decir por adelantado. El año que el índice sube, se le acredita parte de la subida, hasta el tope; el año que baja, se le acredita cero y no pierde valor por la caída.",
      ),
      client("¿Y la fija?"),
      agent(
        "La MYGA paga una tasa declarada por todo el plazo, así que sabe el número desde hoy. En las dos, lo que se cede es el período de rescate; déjeme enseñarle esa tabla.",
      ),
    ],
    keywords: [
      "myga",
      "anualidad fija",
      "anualidad indexada",
      "fia",
      "tope",
      "piso",
      "tasa de participación",
      "ilustración",
      "índice",
      "tasa",
      "cargos por rescate",
      "cuánto va a ganar",
    ],
    nextStep:
      "ensaye en voz alta las explicaciones de dos frases de la MYGA y la indexada y use el ejemplo del año bueno y el año malo con su próximo prospecto de anualidad.",
  },
  fr: {
    title: "Expliquer honnêtement les MYGA et les rentes indexées : taux, plafonds, planchers",
    summary:
      "Le client achète la rente qu'il comprend. Une MYGA crédite un taux déclaré sur une durée fixe ; une rente indexée fixe crédite une partie de la hausse d'un indice, dans la limite d'un plafond, avec un plancher de 0 % les mauvaises années. Dites-le exactement ainsi, montrez le barème de rachat et ne présentez jamais un crédit d'indice comme une promesse.",
    keyPoints: [
      "MYGA : un taux déclaré pour toute la durée, comparable à un dépôt à terme émis par un assureur ; comparez le taux, la notation de l'assureur et le barème de rachat.",
      "Rente indexée fixe : le crédit suit un indice comme le S&P 500, dans la limite d'un plafond ou d'un taux de participation que l'assureur peut revoir à chaque échéance.",
      "Le plancher fait qu'une baisse de l'indice est créditée à 0 % sur la période ; les frais des avenants optionnels peuvent tout de même réduire la valeur.",
      "Les illustrations montrent des crédits hypothétiques ; les performances passées de l'indice ne prédisent pas les crédits futurs, et seules les valeurs minimales du contrat sont contractuelles.",
      "Toute rente a des frais de rachat pendant sa période de rachat et un délai de renonciation (free look) après la remise ; expliquez les deux avant la signature.",
    ],
    procedure: [
      "Demandez ce que le client attend de son argent : une progression régulière, une protection contre les pertes ou un revenu futur.",
      "Expliquez d'abord la MYGA, puis la rente indexée, chacune en deux phrases.",
      "Montrez le plafond, le plancher et le barème de rachat sur la fiche même de l'assureur.",
      "Demandez au client de vous réexpliquer le principe avec ses mots avant de continuer.",
    ],
    dos: [
      "Prenez un exemple simple, année par année, avec une bonne et une mauvaise année.",
      "Donnez les plafonds et les taux avec leur date : ils changent souvent.",
      "Comparez la notation financière de l'assureur en même temps que le taux.",
    ],
    donts: [
      "Ne présentez pas la meilleure année historique de l'indice comme ce que le client va toucher.",
      "Ne comparez pas une rente indexée à la Bourse comme s'il s'agissait d'un compte-titres.",
      "N'appelez pas rendement du produit un bonus de première année ou un taux d'appel.",
    ],
    exampleDialogue: [
      client("Alors, combien celle-ci va me rapporter ?"),
      agent(
        "Honnêtement, personne ne peut vous le dire à l'avance. Une année où l'indice monte, on vous crédite une partie de la hausse, jusqu'au plafond ; une année où il baisse, on vous crédite zéro et vous ne perdez rien sur la baisse.",
      ),
      client("Et la fixe ?"),
      agent(
        "La MYGA verse un taux déclaré sur toute la durée, donc vous connaissez le chiffre dès aujourd'hui. La contrepartie, pour les deux, c'est la période de rachat ; je vous montre ce barème.",
      ),
    ],
    keywords: [
      "myga",
      "rente fixe",
      "rente indexée",
      "fia",
      "plafond",
      "plancher",
      "taux de participation",
      "illustration",
      "indice",
      "taux",
      "frais de rachat",
      "combien ça rapporte",
    ],
    nextStep:
      "répétez à voix haute les explications en deux phrases de la MYGA et de la rente indexée, puis servez-vous de l'exemple bonne année, mauvaise année avec votre prochain prospect.",
  },
};

export const LIFE_AND_ANNUITY_ARTICLES: readonly Article[] = [
  {
    id: "KB-10007",
    date: REVIEWED,
    topic: "riders",
    sources: [
      ...sourceIds(REF.S92),
      "packages/engine/src/facts/annuities.ts, packages/engine/src/facts/carriers.ts",
      "packages/engine/src/facts/premiums/supplemental.ts (S61, S63)",
    ],
    text: RIDERS,
  },
  {
    id: "KB-10008",
    date: REVIEWED,
    topic: "final_expense_underwriting",
    sources: [
      ...sourceIds(REF.S96, REF.S92, REF.S160),
      "packages/engine/src/facts/premiums, packages/engine/src/coach/knowledge",
      "packages/engine/src/facts/underwriting.ts (S9, S11, S13, S16, S17, S19, S21)",
    ],
    text: FINAL_EXPENSE_UNDERWRITING,
  },
  {
    id: "KB-10009",
    date: REVIEWED,
    topic: "final_expense_sizing",
    sources: [
      ...sourceIds(...FUNERAL_COSTS.source, REF.S78),
      "packages/engine/src/coach/knowledge, packages/engine/src/facts/needs.ts",
    ],
    text: { en: finalExpenseSizing("en"), es: finalExpenseSizing("es"), fr: finalExpenseSizing("fr") },
  },
  {
    id: "KB-10010",
    date: REVIEWED,
    topic: "annuity_best_interest",
    sources: [
      ...sourceIds(REF.S125, REF.S126),
      "packages/engine/src/facts/compliance.ts, docs/product/compliance.md#cross-selling",
    ],
    text: ANNUITY_BEST_INTEREST,
  },
  {
    id: "KB-10011",
    date: REVIEWED,
    topic: "annuity_crediting",
    sources: [
      ...sourceIds(REF.S58, REF.S60),
      "packages/engine/src/facts/annuities.ts, packages/engine/src/facts/compliance.ts",
    ],
    text: INDEXED_ANNUITY_EXPLAINED,
  },
];
