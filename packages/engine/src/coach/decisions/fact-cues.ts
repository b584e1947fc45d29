/**
 * The words that make a message a fact question, in English, Spanish and French (folded text): a figure,
 * a date, a rule or a deadline of the Medicare program, or what an enrollment pays, named whole or by its
 * parts ("part d" + "cap"). One table so a reviewer reads every fact the coach recognises, and its
 * wordings, in one place.
 */
import { words } from "./lexicon.js";
import { type Cues, type FactTopic, firstMatch } from "./question.js";

/** Facts: a figure, a date, a rule or a deadline of the Medicare program, or what an enrollment pays. */
const FACT_CUES: Cues<FactTopic> = [
  [
    "ma_commission",
    words([
      "(?:how much|what) (?:do|does|will|would) (?:i|an? agents?|we) (?:get paid|make|earn|get)(?: paid)? (?:for|on|per) (?:an? )?(?:ma|mapd|medicare advantage|advantage)",
      "(?:ma|mapd|medicare advantage|advantage) (?:commission|comp|pay(?:s|out)?)",
      "what does an? (?:ma|mapd|medicare advantage|advantage)(?: enrollment| sale)? pay",
      "cuanto (?:me pagan|pagan|gano|se gana) (?:por|de) (?:una? )?(?:inscripcion|venta|poliza)?(?: de)? ?(?:medicare advantage|advantage|ma)",
      "comision (?:de|por) (?:medicare advantage|advantage|ma)",
      "combien (?:je touche|je gagne|on touche|paie|rapporte)(?: pour| sur)? (?:une? )?(?:adhesion|vente|inscription)?(?: (?:a|au|en))? ?(?:medicare advantage|advantage|ma)",
      "commission (?:sur|d'une?|pour une?) (?:adhesion )?(?:medicare advantage|advantage|ma)",
    ]),
  ],
  [
    "pdp_commission",
    words([
      "(?:what|how much) does an? (?:pdp|part d|drug plan)(?: enrollment| sale)? pay",
      "(?:pdp|part d) (?:commission|comp|pay(?:s|out)?)",
      "comision (?:de|por) (?:pdp|parte d)",
      "commission (?:sur|d'une?|pour une?) (?:pdp|partie d)",
    ]),
  ],
  [
    "snf_coinsurance",
    words([
      "snf",
      "skilled nursing (?:facility )?(?:coinsurance|copay|days?)",
      "days? (?:of|in) (?:a )?(?:skilled nursing|snf|nursing facility|rehab facility)",
      "(?:dias|jours) (?:de|en) (?:enfermeria especializada|centro de enfermeria|soins infirmiers|maison de soins|centro de rehabilitacion)",
      "days? 21",
      "dias? 21",
      "jours? 21",
      "centro de enfermeria especializada",
      "etablissement de soins infirmiers",
    ]),
  ],
  [
    "irmaa",
    words([
      "irmaa",
      "income[- ]related (?:monthly )?adjustment",
      "brackets? (?:for|on) part b",
      "tramos de ingresos",
      // "her MAGI was 115k, does she pay extra on part B": the surcharge by income.
      "magi",
      "pays? (?:extra|more) (?:on|for) (?:her |his |the )?(?:part )?b",
      "paga (?:de )?mas (?:en|por) (?:la )?(?:parte )?b",
      "paie (?:plus|davantage) (?:pour|sur) (?:la )?(?:partie )?b",
    ]),
  ],
  [
    "part_d_penalty",
    words([
      "part d (?:late )?(?:enrollment )?penalt(?:y|ies)",
      "(?:late|lep) penalty (?:for|on) (?:part d|drugs?)",
      "never (?:took|had|signed up for) part d",
      "(?:multa|penalidad|penalizacion) (?:de |por |en )?(?:la )?parte d",
      "parte d (?:multa|penalidad)",
      "penalite (?:de retard )?(?:de |sur |pour )?(?:la )?partie d",
      "partie d (?:penalite|amende)",
    ]),
  ],
  [
    "part_b_penalty",
    words([
      "part b (?:late )?(?:enrollment )?penalt(?:y|ies)",
      "(?:late )?penalty (?:for|on) part b",
      "(?:multa|penalidad|penalizacion) (?:por inscribirse tarde |de inscripcion tardia )?(?:en |de |por )?(?:la )?parte b",
      "penalite (?:de retard )?(?:de |sur |pour )?(?:la )?partie b",
    ]),
  ],
  [
    "part_d_cap",
    words([
      "(?:out[- ]of[- ]pocket|oop) (?:cap|max(?:imum)?|limit) (?:on|for|of) (?:the )?part d",
      "part d (?:drugs? )?(?:out[- ]of[- ]pocket )?(?:cap|max(?:imum)?|limit)",
      "(?:max(?:imum)? )?(?:out[- ]of[- ]pocket|oop)(?: max(?:imum)?| cap| limit)? .{0,20}(?:part d|drugs?|prescriptions?)",
      "(?:gastos de bolsillo|tope) .{0,25}(?:parte d|medicamentos)",
      "(?:frais a charge|plafond) .{0,25}(?:partie d|medicaments)",
      "cap on part d",
      "2,?000 cap",
      "2,?100 cap",
      "tope (?:de gastos (?:de bolsillo )?)?(?:de|en) (?:la )?parte d",
      "maximo de gastos de bolsillo (?:de|en) (?:la )?parte d",
      "plafond (?:des frais (?:a charge )?)?(?:de |pour )?(?:la )?partie d",
      "plafond des frais a charge partie d",
    ]),
  ],
  [
    "ma_moop",
    words([
      "moop",
      "max(?:imum)? out[- ]of[- ]pocket",
      "out[- ]of[- ]pocket max(?:imum)?",
      "maximo de gastos de bolsillo",
      "gastos (?:maximos )?de bolsillo",
      "maximum de frais a charge",
      "plafond de frais a charge",
    ]),
  ],
  [
    "part_d_deductible",
    words([
      "part d deductible",
      "deductible (?:for|on) part d",
      "deducible (?:maximo )?(?:de |en )?(?:la )?parte d",
      "franchise (?:max(?:imum|imale)? )?(?:de |sur )?(?:la )?partie d",
    ]),
  ],
  [
    "part_b_deductible",
    words([
      "part b deductible",
      "deductible (?:for|on) part b",
      "deducible (?:de |en )?(?:la )?parte b",
      "franchise (?:de |sur )?(?:la )?partie b",
    ]),
  ],
  [
    "part_a_deductible",
    words([
      "part a deductible",
      "deductible (?:for|on) part a",
      "deducible (?:de |en )?(?:la )?parte a",
      "franchise (?:de |sur )?(?:la )?partie a",
    ]),
  ],
  [
    "part_d_premium",
    words([
      "(?:how much|what) does (?:a )?(?:part d|pdp|drug plan) cost",
      "(?:average|avg) (?:part d|pdp|drug plan) premium",
      "part d (?:premium|cost)s? (?:on )?average",
      "(?:part d|pdp) premiums?",
      "prima (?:promedio )?(?:de |del )?(?:la )?(?:parte d|plan de medicamentos)",
      "cuanto cuesta (?:la parte d|un plan de medicamentos)",
      "prime (?:moyenne )?(?:de |d'un )?(?:la )?(?:partie d|plan medicaments)",
      "combien coute (?:la partie d|un plan medicaments)",
    ]),
  ],
  [
    "ma_premium",
    words([
      "(?:average|avg) (?:ma|medicare advantage|advantage) premium",
      "(?:how much|what) does (?:an? )?(?:ma|medicare advantage|advantage) plan cost",
      "prima promedio (?:de |del )?(?:medicare )?advantage",
      "prime moyenne (?:d'un |du )?(?:plan )?(?:medicare )?advantage",
    ]),
  ],
  [
    "part_b_premium",
    words([
      "part b premium",
      "(?:cost|price) of part b",
      "part b (?:cost|costs|price)",
      "(?:cuanto (?:cuesta|vale|es)|precio de) la parte b",
      "combien coute la partie b",
      "premium (?:for|of) part b",
      "part b (?:cost|costs|is it)",
      "prima (?:de |en )?(?:la )?parte b",
      "parte b cuesta",
      "prime (?:de |sur )?(?:la )?partie b",
    ]),
  ],
  [
    "medigap_oe",
    words([
      "medigap open enrollment",
      "medigap oe",
      "oe (?:du )?medigap",
      "oe window",
      "open enrollment (?:for|of) medigap",
      "(?:inscripcion|periodo de inscripcion) abierta (?:de |del |para )?(?:medigap|suplemento)",
      "(?:periode d'adhesion|adhesion) ouverte (?:de |du |au |pour )?(?:medigap|complement)",
      "periode d'adhesion ouverte medigap",
    ]),
  ],
  [
    "aep_dates",
    words([
      "when (?:does|is) (?:the )?aep",
      "aep (?:dates?|start|starts|end|ends)",
      "annual enrollment (?:period )?(?:dates?|start|end)",
      "aep dates",
      "(?:when|cuando|quand) .{0,25}aep",
      "aep (?:deadline|cutoff)",
      "(?:when|cuando|quand) .{0,30}(?:open enrollment|inscripcion abierta|periodo de inscripcion|adhesion ouverte|periode d'adhesion)",
      "fecha limite del aep",
      "date limite (?:de l'|du )?aep",
      "(?:cuando|fechas? del?) (?:es |empieza |termina )?(?:el )?aep",
      "(?:c'est )?quand (?:commence |finit |est )?l'aep",
      "dates? (?:de l'|du )?aep",
    ]),
  ],
  [
    "ma_oep",
    words([
      "ma ?oep",
      "ma open enrollment",
      "medicare advantage open enrollment",
      "switch (?:in|during) (?:jan|january|feb|february|march)",
      "change (?:in|during) (?:jan|january|feb|february|march)",
      "cambiar(?:se)? (?:de plan )?(?:advantage )?en (?:enero|febrero|marzo)",
      "changer (?:de plan )?en (?:janvier|fevrier|mars)",
      "cambiar de plan advantage en febrero",
    ]),
  ],
  [
    "sep",
    words([
      "special enrollment",
      // "how long does he have to get a drug plan without a penalty", "cuánto tiempo tiene para meterse".
      "how long (?:does |do )?(?:she|he|they|the client|my client) (?:have|has) to (?:join|sign up|enroll|get|pick)",
      "cuanto tiempo tiene (?:para|pa) (?:meterse|inscribirse|entrar|sacar|agarrar)",
      "combien de temps (?:il|elle|ils) (?:a|ont) pour (?:s'inscrire|prendre|adherer)",
      "(?:moved|moving|relocat(?:ed|ing)) .{0,40}(?:change|switch|plan)",
      "lost (?:her|his|their|employer|group|job) .{0,20}coverage",
      "se mudo",
      "mudanza",
      "perdio (?:la |su )?cobertura",
      "demenage",
      "a perdu (?:sa |la )?couverture",
      "sep",
      "(?:doctor|dr|provider) (?:is )?(?:leaving|left|leaves|dropped)",
      "(?:plan|carrier) (?:is )?(?:leaving|pulling out of|exiting) (?:the |her |his |their )?(?:county|area|service area|state|market)",
      "leaving (?:her|his|the) (?:county|area)",
      "(?:stuck|locked) (?:til|till|until) aep",
      "mid[- ]year",
      "periodo (?:de inscripcion )?especial",
      "se (?:sale|va) de (?:la red|su condado|el condado|su area)",
      "(?:doctor|medico) se (?:sale|va)",
      "a mitad de ano",
      "periode (?:d'adhesion )?speciale",
      "quitte (?:le reseau|son comte|sa region|le comte)",
      "en cours d'annee",
    ]),
  ],
  [
    "soa",
    words([
      "(?:how (?:far|long)|when) (?:in advance )?(?:does|do|should|must) (?:the |an )?(?:soa|scope of appointment)",
      "soa (?:need to be |must be |be )?signed (?:how|before)",
      "48 ?(?:hours?|hrs?|horas|heures)",
      "con cuanto tiempo (?:se firma |antes )?(?:el )?soa",
      "(?:el )?soa (?:se firma|antes de la cita)",
      "(?:le )?soa doit (?:etre )?signe",
      "combien de temps avant (?:le )?(?:rdv|rendez-vous)",
    ]),
  ],
];

/** Words that say "give me the number / the date / the rule". */
export const FACT_ASK = words([
  "how much",
  "como (?:se |le )?calcula(?:n)?",
  "comment (?:on )?(?:la |le )?calcule",
  "what(?:'s| is| are)",
  "whats",
  "when",
  "how (?:is|are) .{0,30}calculated",
  "how long",
  "how far",
  "can (?:she|he|they|someone|a client)",
  "what (?:window|period)",
  "options",
  "this (?:year|yr)",
  "20\\d\\d",
  "now",
  "again",
  "max(?:imum)?",
  "cuanto(?:s)?",
  "cual(?:es)?",
  "cuando",
  "puede",
  "que opciones",
  "como se calcula",
  "este ano",
  "otra vez",
  "combien",
  "quel(?:le)?s?",
  "quand",
  "peut",
  "comment est calcule",
  "cette annee",
  "deja",
  "rappelle",
  "c'est combien",
]);

export function factTopicOf(text: string): FactTopic | null {
  return firstMatch(FACT_CUES, text) ?? factByParts(text);
}

// A fact named by its parts: what it is about (Part B, Part D, Advantage…) and what is asked of it
// (premium, deductible, cap, penalty, dates, pay), in any order and any spelling agents use.
const SUBJECTS = {
  partA:
    /(?<![a-z])(?:(?:part|parte|partie|pt) ?a|hospital(?: deductible)?|hospitalizacion|hopital|un dia en el hospital)(?![a-z])/u,
  // "the B deductible", "la B, c'est combien": the letter alone before what is asked of it.
  partB:
    /(?<![a-z])(?:(?:part|parte|partie|pt) ?b|b(?= (?:deductibles?|deducibles?|franchises?|premiums?|prems?|primas?|primes?)))(?![a-z])/u,
  partD:
    /(?<![a-z])(?:(?:part|parte|partie|pt|plan) ?d|pdps?|drug plans?|drugs|prescriptions|plan(?:es)? de medicamentos|medicamentos|plans? medicaments|medicaments)(?![a-z])/u,
  ma: /(?<![a-z])(?:ma|mapd|ma-pd|medicare advantage|advantage|part c|parte c|partie c)(?![a-z])/u,
  medigap: /(?<![a-z])(?:medigap|med ?supps?|supplements?|suplementos?|complements?)(?![a-z])/u,
  aep: /(?<![a-z])(?:aep|annual enrollment|annual election period|sign up for a plan|(?:periodo de )?inscripcion anual|adhesion annuelle|(?:periode d')?inscription annuelle|periode annuelle d'(?:inscription|adhesion))(?![a-z])/u,
} as const;
const ATTRIBUTES = {
  premium:
    /(?<![a-z])(?:premiums?|prems?|costs?|price|prima|cuesta|cuanto es|prime|coute|(?:cuanto|combien) (?:se )?(?:paga|pagan|paie|paye|payent))(?![a-z])/u,
  // "cuanto tiene que pagar ... antes de que Medicare empiece a pagar": the deductible, in other words.
  deductible:
    /(?<![a-z])(?:deductibles?|deductables?|deducibles?|franchises?|antes de que medicare (?:empiece|comience) a pagar|before medicare (?:starts|begins) (?:to pay|paying)|before medicare kicks in|avant que medicare (?:commence a|ne) pa(?:ie|yer))(?![a-z])/u,
  cap: /(?<![a-z])(?:caps?|max(?:imum)?|moop|out[- ]of[- ]pocket|oop|tope|maximo|plafond|bolsillo|frais a charge)(?![a-z])/u,
  penalty:
    /(?<![a-z])(?:penalt(?:y|ies)|late|lep|missed (?:her|his|the) iep|multas?|penalidad(?:es)?|penalites?|retard)(?![a-z])/u,
  dates:
    /(?<![a-z])(?:when|dates?|deadline|start|starts|ends?|cuando|fechas?|quand|date limite|du quand|de cuando a cuando)(?![a-z])/u,
  pay: /(?<![a-z])(?:commissions?|comp|pays?|paid|make|earn|comision(?:es)?|pagan|gano|cobro|cobra|cobran|touche|gagne|rapporte|(?:cuanto|combien) (?:paga|paie|paye)(?= (?:un|una|une|el|le|la)(?![a-z])))(?![a-z])/u,
  switchBack:
    /(?<![a-z])(?:switch|change|go|move|cambiar|changer|passer)(?![a-z]).{0,40}(?:back to original|original medicare|medicare original|another advantage|otro advantage|un autre advantage)/u,
} as const;

/**
 * "What does the client still pay", "her neighbor pays $0": the client's cost, not the agent's pay, unless
 * a commission word says otherwise.
 */
const CLIENT_PAYS =
  /^(?!.*(?<![a-z])(?:commissions?|comp|comision(?:es)?|earn|make|gano|gagne)(?![a-z])).*(?<![a-z])(?:client|clients|cliente|clienta|clientes|member|members|she|he|they|neighbou?r|vecin[oa]|voisine?|elle|il|ella|el)\s+(?:still\s+|also\s+|actually\s+|only\s+|todavia\s+|encore\s+)?(?:pays?|paid|paga|pagan|pago|paie|paye|paient)(?![a-z])/u;

const OUT_OF_POCKET =
  /(?<![a-z])(?:out[- ]of[- ]pocket|oop|moop|bolsillo|tope|plafond|frais a charge)(?![a-z])/u;
const DRUG_WORDS =
  /(?<![a-z])(?:meds|drugs?|medications?|prescriptions?|rx|pills|medicinas|medicamentos|medicaments|medicament)(?![a-z])/u;

function factByParts(text: string): FactTopic | null {
  const has = (k: keyof typeof SUBJECTS) => SUBJECTS[k].test(text);
  const asks = (k: keyof typeof ATTRIBUTES) => ATTRIBUTES[k].test(text);
  if (has("partB")) {
    if (asks("penalty")) return "part_b_penalty";
    if (asks("deductible")) return "part_b_deductible";
    if (asks("premium")) return "part_b_premium";
  }
  if (has("partD")) {
    if (asks("penalty")) return "part_d_penalty";
    // "el deducible de la parte D, cuál es el máximo": the deductible named beats a bare "maximum".
    if (asks("deductible") && !OUT_OF_POCKET.test(text)) return "part_d_deductible";
    if (asks("cap")) return "part_d_cap";
    if (asks("deductible")) return "part_d_deductible";
    if (asks("pay")) return "pdp_commission";
    if (asks("premium")) return "part_d_premium";
  }
  if (
    has("partA") &&
    (asks("deductible") ||
      /(?<![a-z])(?:cubre|covers?|per day|por (?:un )?dia|par jour)(?![a-z])/u.test(text))
  )
    return "part_a_deductible";
  if (
    has("medigap") &&
    /(?<![a-z])(?:months?|window|underwriting|health questions|meses|ventana|mois|fenetre|open enrollment|enrollment period|how long|periodo de inscripcion|cuanto (?:tiempo )?dura|periode d'inscription|combien de temps|dure)(?![a-z])/u.test(
      text,
    )
  )
    return "medigap_oe";
  if (
    /(?<![a-z])(?:soa|scope of appointment|alcance de la cita)(?![a-z])/u.test(text) &&
    /(?<![a-z])(?:need|needed|required|mandatory|must|necesito|hace falta|obligatorio|necesario|debe|faut|besoin|obligatoire|doit|48 ?h(?:ours?|oras|eures)?)(?![a-z])/u.test(
      text,
    )
  )
    return "soa";
  if (
    /(?<![a-z])(?:skilled nursing|snf|nursing (?:facility|home stay)|rehab(?:ilitation)? (?:facility|stay)|centro de (?:enfermeria|rehabilitacion)|enfermeria especializada|soins infirmiers|maison de soins|centre de (?:reeducation|soins))(?![a-z])/u.test(
      text,
    ) &&
    /(?<![a-z])(?:per day|a day|por dia|par jour|days?|dias?|jours?|coinsurance|coseguro|copays?|cost|paga|pays?|paie|cuanto|combien|how much)(?![a-z])/u.test(
      text,
    )
  )
    return "snf_coinsurance";
  if (
    /(?<![a-z])(?:plan (?:got |was |is being )?(?:terminated|discontinued|non-?renewed|cancell?ed)|non-?renewal|dropped by (?:the )?carrier|moved|moving|move|mudanza|se mudo|se muda|se mudan|mudarse|demenagement|demenage|demenager)(?![a-z])/u.test(
      text,
    ) &&
    /(?<![a-z])(?:what can|options|change|switch|cambiar(?:se|me|le)?|changer|jours|days|dias|how long|combien|cuanto)(?![a-z])/u.test(
      text,
    )
  )
    return "sep";
  if (has("ma")) {
    if (asks("switchBack")) return "ma_oep";
    // "la période ouverte Medicare Advantage de janvier, c'est quoi les dates": the MA open enrollment.
    if (
      /(?<![a-z])(?:open enrollment|oep|periode ouverte|periode d'inscription|inscription ouverte|periodo de inscripcion|inscripcion abierta)(?![a-z])/u.test(
        text,
      ) &&
      /(?<![a-z])(?:january|jan|enero|janvier|jan-mar|q1)(?![a-z])/u.test(text)
    )
      return "ma_oep";
    // Enrolled in January and unhappy: the Medicare Advantage open enrollment period.
    if (
      /(?<![a-z])(?:switch|change|cambiar(?:se)?|cambio|changer|passer)(?![a-z])/u.test(text) &&
      /(?<![a-z])(?:january|jan|enero|janvier|doesn'?t like|does not like|hates?|unhappy|regrets?|no le gusta|arrepentid[oa]|descontent[oa]|n'aime pas|deteste|mecontente?|regrette|start of the year|beginning of the year|early in the year|principio(?:s)? de(?:l)? ano|inicio(?:s)? de(?:l)? ano|debut d'annee|debut de l'annee)(?![a-z])/u.test(
        text,
      )
    )
      return "ma_oep";
    // "a max she pays for her meds": the drug cap inside the MA plan, not its medical maximum.
    if (asks("cap") && DRUG_WORDS.test(text)) return "part_d_cap";
    if (asks("cap")) return "ma_moop";
    if (asks("pay") && !CLIENT_PAYS.test(text)) return "ma_commission";
    if (asks("premium")) return "ma_premium";
  }
  if (has("aep") && asks("dates")) return "aep_dates";
  if (asks("dates") && /(?<![a-z])(?:jan(?:uary)? 1|1 de enero|1er janvier)(?![a-z0-9])/u.test(text))
    return "aep_dates";
  return null;
}
