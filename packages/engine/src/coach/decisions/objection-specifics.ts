/**
 * The detail an agent reports inside an objection (the copays behind a price, the Medigap premium, a
 * policy through work, the time the client put it off to), answered in a section of its own.
 */
import { medicareFigures } from "../../facts/index.js";
import type { Language } from "../../types.js";
import { dollars } from "./facts.js";
import { fold } from "./lexicon.js";
import type { Situation } from "./move-situation.js";
import type { ObjectionType } from "./question.js";

/** A monthly figure the agent quotes ("230 al mes", "$240 a month"), to answer with it. */
function monthlyOf(text: string): number | null {
  const m =
    /\$? ?(\d{2,4})(?: ?\$)? ?(?:a|per|\/|al|por|par) ?(?:month|mo|mes|mois)(?![a-z])/u.exec(text) ??
    /(?:paying|paga|pagando|paie|payer) \$? ?(\d{2,4})(?![\d%k])/u.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The detail the agent reported, answered in its own section: the copays behind a price objection, the
 * Medigap premium and its plan letters, a policy through work, the bank, "nothing back" on term.
 */
export function specifics(
  type: ObjectionType,
  s: Situation,
  message: string,
): readonly [string, string] | null {
  const t = fold(message);
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const $ = (n: number) => dollars(n, s.language);
  const f = medicareFigures(s.now);
  const has = (re: RegExp) => re.test(t);
  if (
    type === "price" &&
    has(
      /(?<![a-z])(?:co-?pays?|co-?payments?|copagos?|quote-parts?|copaiements?|tickets? moderateurs?)(?![a-z])/u,
    )
  )
    return [
      L("About the copays:", "Sobre los copagos:", "Sur les copays (quote-parts) :"),
      L(
        `they are the trade for a low premium. Add up a real year with the client — doctor and specialist visits, drugs, one ER trip — and set it next to the plan's in-network out-of-pocket cap (${$(f.medicareAdvantage.moopInNetwork)} at most in ${f.year}). If that year costs more than a Medigap premium, show Plan G or N with a stand-alone Part D, health answers permitting.`,
        `son el precio de una prima baja. Sume con el cliente un año real —médico, especialistas, medicamentos, una urgencia— y póngalo junto al tope de gastos de bolsillo del plan en la red (${$(f.medicareAdvantage.moopInNetwork)} como máximo en ${f.year}). Si ese año cuesta más que una prima de Medigap, muestre el Plan G o N con una Parte D aparte, si la salud lo permite.`,
        `c'est la contrepartie d'une prime basse. Additionnez avec le client une vraie année — médecin, spécialistes, médicaments, un passage aux urgences — et posez-la à côté du plafond de frais du plan en réseau (${$(f.medicareAdvantage.moopInNetwork)} au plus en ${f.year}). Si cette année coûte plus qu'une prime Medigap, montrez le plan G ou N avec une partie D séparée, si la santé le permet.`,
      ),
    ];
  // "Advantage is $0, why pay for a supplement": the premium set against the year's exposure.
  if (
    type === "price" &&
    has(/(?<![a-z])(?:supplements?|suplementos?|medigap|complementaires?|plan [gn])(?![a-z])/u) &&
    has(
      /(?:\$ ?0(?![0-9])|(?<![0-9])0 ?\$|zero premium|prima (?:de )?(?:\$ ?)?(?:0|cero)|prime (?:a )?(?:0|zero)|advantage)/u,
    )
  )
    return [
      L(
        "Zero premium against a supplement:",
        "Prima cero contra un suplemento:",
        "Prime zéro contre un complément :",
      ),
      L(
        `a zero-premium Advantage plan is not a zero-cost year. It has copays and a network, and its in-network cap can reach ${$(f.medicareAdvantage.moopInNetwork)} in ${f.year}; a Plan G leaves the ${$(f.partB.deductible)} Part B deductible and lets the client see any doctor who takes Medicare. Ask: "If you had a bad year, would you rather pay a known amount each month or up to ${$(f.medicareAdvantage.moopInNetwork)} when you're sick?" Either answer is fine; write it down, and remind the client that going back to a supplement later can mean health questions.`,
        `un plan Advantage de prima cero no es un año de costo cero. Tiene copagos y una red, y su tope en la red puede llegar a ${$(f.medicareAdvantage.moopInNetwork)} en ${f.year}; un Plan G deja solo el deducible de la Parte B de ${$(f.partB.deductible)} y permite ver a cualquier médico que acepte Medicare. Pregunte: "Si tuviera un mal año, ¿prefiere pagar una cantidad fija cada mes o hasta ${$(f.medicareAdvantage.moopInNetwork)} cuando esté enfermo?" Las dos respuestas valen; anótela, y recuerde al cliente que volver a un suplemento después puede requerir preguntas de salud.`,
        `un plan Advantage à prime zéro n'est pas une année à coût zéro. Il a des quote-parts et un réseau, et son plafond en réseau peut atteindre ${$(f.medicareAdvantage.moopInNetwork)} en ${f.year} ; un plan G ne laisse que la franchise de la partie B de ${$(f.partB.deductible)} et permet de voir tout médecin qui accepte Medicare. Demandez : « Si vous aviez une mauvaise année, préférez-vous payer un montant connu chaque mois, ou jusqu'à ${$(f.medicareAdvantage.moopInNetwork)} quand vous êtes malade ? » Les deux réponses se valent ; notez-la, et rappelez au client que revenir à un complément plus tard peut passer par des questions de santé.`,
      ),
    ];
  // "He already has Medicare, he needs nothing else": what Original Medicare leaves to the client.
  if (
    type === "need" &&
    has(
      /(?<![a-z])(?:(?:already|ya|deja) (?:has|have|tiene|tienen|a|ont|avec)|(?:has|have|a|ont) (?:already|deja)|cuenta con) (?:original |su |le )?medicare(?![a-z])/u,
    )
  )
    return [
      L("What Medicare alone leaves:", "Lo que Medicare solo deja:", "Ce que Medicare seul laisse :"),
      L(
        `Original Medicare pays 80% of Part B after the ${$(f.partB.deductible)} deductible, and the other 20% has no yearly cap; a hospital stay starts with the ${$(f.partA.deductible)} Part A deductible (${f.year}). Ask: "If you needed a $100,000 treatment next year, who would pay the $20,000 Medicare doesn't?" If the client has savings set aside for that and is at ease with it, respect it; if not, that gap is what you cover.`,
        `Medicare Original paga el 80% de la Parte B después del deducible de ${$(f.partB.deductible)}, y el otro 20% no tiene tope anual; una hospitalización empieza con el deducible de la Parte A de ${$(f.partA.deductible)} (${f.year}). Pregunte: "Si el año que viene necesitara un tratamiento de $100,000, ¿quién pagaría los $20,000 que Medicare no paga?" Si el cliente tiene ahorros apartados para eso y está tranquilo, respételo; si no, esa brecha es lo que usted cubre.`,
        `Medicare Original paie 80 % de la partie B après la franchise de ${$(f.partB.deductible)}, et les 20 % restants n'ont pas de plafond annuel ; une hospitalisation commence par la franchise de la partie A de ${$(f.partA.deductible)} (${f.year}). Demandez : « Si vous aviez besoin d'un traitement de 100 000 $ l'an prochain, qui paierait les 20 000 $ que Medicare ne paie pas ? » Si le client a une épargne prévue pour ça et l'assume, respectez-le ; sinon, c'est ce manque que vous couvrez.`,
      ),
    ];
  if (type === "price" && s.product === "medicare_supplement") {
    const monthly = monthlyOf(t);
    const at = monthly
      ? L(` at ${$(monthly)} a month`, ` de ${$(monthly)} al mes`, ` à ${$(monthly)} par mois`)
      : "";
    return [
      L(
        "On the Medigap premium:",
        "Sobre la prima del suplemento (Medigap):",
        "Sur la prime du Medigap (supplément) :",
      ),
      L(
        `a Plan G${at} is priced by the carrier, not by the letter: the benefits are identical from one carrier to the next. Quote the same letter with two other carriers, then Plan N (lower premium for small office and ER copays) and high-deductible Plan G. Outside the open enrollment window, a switch may mean health questions; check them before promising a rate.`,
        `un Plan G${at} lo pone la aseguradora, no la letra: los beneficios son idénticos en todas. Cotice la misma letra con otras dos aseguradoras, luego el Plan N (prima menor a cambio de copagos pequeños en consulta y urgencias) y el Plan G de deducible alto. Fuera de la inscripción abierta, cambiar puede pedir preguntas de salud; revíselas antes de prometer una tarifa.`,
        `un plan G${at} est tarifé par l'assureur, pas par la lettre : les garanties sont identiques d'un assureur à l'autre. Chiffrez la même lettre chez deux autres assureurs, puis le plan N (prime plus basse contre de petites quote-parts chez le médecin et aux urgences) et le plan G à franchise élevée. Hors période d'inscription, changer peut demander un questionnaire de santé ; vérifiez-le avant de promettre un tarif.`,
      ),
    ];
  }
  if (type === "price" && s.product !== "medicare_supplement") {
    const budget =
      monthlyOf(t) ??
      (() => {
        const m =
          /(?:only|just|solo|solamente|que) (?:do|pay|afford|spend|puede pagar|paga|peut (?:payer|mettre)|mettre) \$? ?(\d{2,4})/u.exec(
            t,
          );
        return m ? Number(m[1]) : null;
      })();
    if (budget)
      return [
        L(`At ${$(budget)} a month:`, `Con ${$(budget)} al mes:`, `À ${$(budget)} par mois :`),
        L(
          `build to that number instead of arguing with it. Quote the largest benefit ${$(budget)} buys at the client's age, put it next to the original, and say: "This is what ${$(budget)} protects. Which one lets you sleep better — less coverage you'll keep, or more you might drop?" A policy that stays in force is the sale.`,
          `arme el plan a esa cifra en vez de discutirla. Cotice el mayor beneficio que compran ${$(budget)} a la edad del cliente, póngalo junto al original y diga: "Esto es lo que protegen ${$(budget)}. ¿Con cuál duerme más tranquilo: menos cobertura que va a mantener, o más que quizá deje?" Una póliza que sigue vigente es la venta.`,
          `construisez à ce montant au lieu de le discuter. Chiffrez la plus grande garantie que ${$(budget)} achètent à l'âge du client, posez-la à côté de l'originale et dites : « Voilà ce que ${$(budget)} protègent. Avec laquelle dormez-vous mieux : moins de couverture que vous garderez, ou plus que vous risquez d'arrêter ? » Un contrat qui reste en vigueur, c'est la vente.`,
        ),
      ];
  }
  if (
    type === "trust" &&
    has(
      /(?<![a-z])(?:medicare (?:number|card|#)|mbi|numero (?:de )?medicare|tarjeta de medicare|carte medicare|social security|ssn|seguro social|securite sociale|bank (?:info|account)|datos bancarios|rib)(?![a-z])/u,
    )
  )
    return [
      L("About the Medicare number:", "Sobre el número de Medicare:", "Sur le numéro Medicare :"),
      L(
        `the caution is healthy — say so. Explain why it's needed: the application can't be submitted without the Medicare number, it's how the carrier confirms Parts A and B. Then give control back: "You're right to protect it. Let's do it the way you're comfortable: I can stay on this recorded line while you read it from your card, we can meet by video, or you can call the carrier with me on the line."`,
        `la cautela es sana: dígalo. Explique por qué hace falta: la solicitud no se puede enviar sin el número de Medicare, así la aseguradora confirma las Partes A y B. Luego devuélvale el control: "Hace bien en cuidarlo. Hagámoslo como usted se sienta cómodo: sigo en esta línea grabada mientras lo lee de su tarjeta, nos vemos por video, o llama usted a la aseguradora conmigo en la línea."`,
        `la prudence est saine : dites-le. Expliquez pourquoi il le faut : la demande ne peut pas partir sans le numéro Medicare, c'est ainsi que l'assureur confirme les parties A et B. Puis rendez-lui la main : « Vous avez raison de le protéger. Faisons comme vous êtes à l'aise : je reste sur cette ligne enregistrée pendant que vous le lisez sur votre carte, on se voit en visio, ou vous appelez l'assureur avec moi en ligne. »`,
      ),
    ];
  if (
    (type === "need" || type === "has_agent") &&
    has(
      /(?<![a-z])(?:job|employer|work|group|company plan|trabajo|empleo|empleador|empresa|employeur|travail|groupe|entreprise)(?![a-z])/u,
    )
  )
    return [
      L("Coverage through work:", "Cobertura por el trabajo:", "Couverture par l'employeur :"),
      L(
        'group coverage belongs to the employer, is often only one or two times salary, and usually ends or shrinks when the job ends or at retirement. Ask, word for word: "What happens to that policy if you leave, retire or the company changes plans?" If the answer is "I don\'t know", offer to read the certificate with the client; a personal policy stays whatever the job does.',
        'la cobertura de grupo es del empleador, suele ser una o dos veces el salario y casi siempre termina o baja al dejar el trabajo o al jubilarse. Pregunte, palabra por palabra: "¿Qué pasa con esa póliza si deja el trabajo, se jubila o la empresa cambia de plan?" Si la respuesta es "no sé", ofrezca leer el certificado con el cliente; una póliza personal sigue, pase lo que pase con el empleo.',
        "la couverture de groupe appartient à l'employeur, vaut souvent une ou deux fois le salaire et s'arrête ou baisse au départ ou à la retraite. Demandez, mot pour mot : « Que devient ce contrat si vous quittez l'entreprise, prenez votre retraite ou si l'employeur change de contrat ? » Si la réponse est « je ne sais pas », proposez de lire le certificat avec le client ; un contrat individuel reste, quoi qu'il arrive au travail.",
      ),
    ];
  if (has(/(?<![a-z])(?:bank|banks|banco|banque|cds?|certificate of deposit|certificado|livret)(?![a-z])/u))
    return [
      L("Next to the bank:", "Junto al banco:", "À côté de la banque :"),
      s.family === "annuity"
        ? L(
            "don't ask for all of it. Keep the emergency money at the bank; for the part the client won't touch for a few years, put the bank's rate next to a guaranteed rate written in a contract, and say who backs each one.",
            "no pida todo. Que el dinero de emergencia se quede en el banco; para la parte que no tocará en unos años, ponga la tasa del banco junto a una tasa garantizada por contrato, y diga quién respalda cada una.",
            "ne demandez pas tout. L'argent de précaution reste à la banque ; pour la part que le client ne touchera pas avant quelques années, posez le taux de la banque à côté d'un taux garanti par contrat, et dites qui garantit chacun.",
          )
        : L(
            "savings at the bank are the client's own money paying the bill; coverage is a small premium moving that bill off the savings. Ask how much of the account the client is willing to spend on one bad year.",
            "los ahorros en el banco son el propio dinero del cliente pagando la cuenta; la cobertura es una prima pequeña que saca esa cuenta de los ahorros. Pregunte cuánto de la cuenta está dispuesto a gastar en un mal año.",
            "l'épargne à la banque, c'est l'argent du client qui paie la facture ; la couverture, c'est une petite prime qui sort cette facture de l'épargne. Demandez quelle part du compte il accepte de dépenser pour une mauvaise année.",
          ),
    ];
  if (
    type === "need" &&
    has(
      /(?<![a-z])(?:waste|nothing back|anything back|money back|get back|tirar|devuelven|recupera\w*|perdido|jete\w*|rembourse\w*|rien en retour)(?![a-z])/u,
    )
  )
    return [
      L(
        'When "I get nothing back" is the reason:',
        'Cuando la razón es "no me devuelven nada":',
        "Quand la raison est « on ne récupère rien » :",
      ),
      L(
        "term is rent on protection: the cheapest way to cover the mortgage and the kids' years at home. Say: \"If you're here in 20 years, you got the best deal — your family never needed it. If you're not, the house is paid.\" If money back matters, show return-of-premium term next to it, or term plus what the price difference could save.",
        'el término es alquilar la protección: la forma más barata de cubrir la hipoteca y los años de los hijos en casa. Diga: "Si sigue aquí en 20 años, hizo el mejor negocio: su familia nunca lo necesitó. Si no, la casa queda pagada." Si recuperar el dinero importa, muestre un término con devolución de primas al lado, o el término más lo que ahorraría con la diferencia.',
        "le temporaire, c'est louer la protection : la façon la moins chère de couvrir le prêt immobilier et les années des enfants à la maison. Dites : « Si vous êtes là dans 20 ans, vous avez fait la meilleure affaire : votre famille n'en a pas eu besoin. Sinon, la maison est payée. » Si récupérer l'argent compte, montrez un temporaire avec remboursement des primes à côté.",
      ),
    ];
  if (type === "timing") {
    const when = namedTime(t, s.language);
    if (!when) return null;
    const pastAep =
      /january|enero|janvier|holidays|fiestas|fetes|new year|ano nuevo|nouvel an|navidad|christmas|noel/u.test(
        t,
      );
    const medicare = s.family === "medicare" || s.family === "none";
    return [
      L(
        `They named a time (${when}):`,
        `Dio una fecha (${when}):`,
        `Le client a donné un moment (${when}) :`,
      ),
      L(
        `take it, and make it a real appointment, not a "call me then". Say: "Sure — let's put ${when} on the calendar right now: which day and time works? And so that call is short, what would you want to have settled by then?"`,
        `acéptela y conviértala en una cita real, no en un "llámeme entonces". Diga: "Claro, pongamos ${when} en el calendario ahora mismo: ¿qué día y a qué hora? Y para que esa llamada sea corta, ¿qué le gustaría tener resuelto para entonces?"`,
        `acceptez-le et faites-en un vrai rendez-vous, pas un « rappelez-moi à ce moment-là ». Dites : « Bien sûr, mettons ${when} dans l'agenda tout de suite : quel jour, quelle heure ? Et pour que cet appel soit court, qu'aimeriez-vous avoir réglé d'ici là ? »`,
      ) +
        (pastAep && medicare
          ? L(
              ` If this is a Medicare plan change, say it plainly: the Annual Enrollment Period ends December 7; in January, outside a special enrollment period, only people already in an Advantage plan can change, once, until March 31.`,
              ` Si es un cambio de plan de Medicare, dígalo claro: el Período de Inscripción Anual termina el 7 de diciembre; en enero, fuera de un período especial, solo quien ya tiene un plan Advantage puede cambiar, una vez, hasta el 31 de marzo.`,
              ` S'il s'agit d'un changement de plan Medicare, dites-le clairement : la période d'inscription annuelle se termine le 7 décembre ; en janvier, hors période spéciale, seuls ceux qui ont déjà un plan Advantage peuvent changer, une fois, jusqu'au 31 mars.`,
            )
          : ""),
    ];
  }
  return null;
}

/** The time a client put the decision off to ("after the holidays", "en enero", "au printemps"). */
function namedTime(text: string, language: Language): string | null {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const table: readonly (readonly [RegExp, string, string, string])[] = [
    [
      /after the holidays|despues de (?:las fiestas|navidad)|apres les fetes/u,
      "after the holidays",
      "después de las fiestas",
      "après les fêtes",
    ],
    [/new year|ano nuevo|nouvel an/u, "the new year", "el año nuevo", "le nouvel an"],
    [/january|enero|janvier/u, "January", "enero", "janvier"],
    [/february|febrero|fevrier/u, "February", "febrero", "février"],
    [/spring|primavera|printemps/u, "the spring", "la primavera", "le printemps"],
    [/summer|verano|l'ete/u, "the summer", "el verano", "l'été"],
    [/fall|autumn|otono|automne|rentree/u, "the fall", "el otoño", "la rentrée"],
    [
      /next month|proximo mes|mes que viene|mois prochain/u,
      "next month",
      "el próximo mes",
      "le mois prochain",
    ],
    [
      /next week|proxima semana|semana que viene|semaine prochaine/u,
      "next week",
      "la próxima semana",
      "la semaine prochaine",
    ],
    [/birthday|cumpleanos|anniversaire/u, "the birthday", "su cumpleaños", "son anniversaire"],
    [/tax season|impuestos|impots/u, "after tax season", "después de los impuestos", "après les impôts"],
  ];
  for (const [re, en, es, fr] of table) if (re.test(text)) return L(en, es, fr);
  return null;
}
