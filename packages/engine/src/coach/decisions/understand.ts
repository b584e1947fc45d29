/**
 * `understand`: what the agent asked, before any answer is chosen (docs/product/chat-coach.md#answer-decision). Every kind gets a score
 * from the cues the message carries, in English, Spanish and French (folded text, so accents and case do
 * not matter), and the best score wins, not the first rule that matches. A product name is one cue among
 * others: inside an objection or a how-to it names what the objection or the move is about, it does not
 * make the message a product question.
 */
import type { ProductId } from "../../types.js";
import { isNewClientDescription, productsMentioned } from "./detect.js";
import { FOLLOW_UP_TOPICS, type FollowUpTopic, fold, TOPIC_PATTERNS, words } from "./lexicon.js";

export const QUESTION_KINDS = [
  "new_client",
  "follow_up",
  "fact",
  "objection",
  "how_to",
  "product",
  "off_topic",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const FACT_TOPICS = [
  "part_b_premium",
  "part_b_deductible",
  "part_a_deductible",
  "part_d_cap",
  "part_d_deductible",
  "ma_moop",
  "ma_commission",
  "pdp_commission",
  "part_b_penalty",
  "part_d_penalty",
  "aep_dates",
  "ma_oep",
  "medigap_oe",
  "irmaa",
  "sep",
  "snf_coinsurance",
  "soa",
  "part_d_premium",
  "ma_premium",
] as const;
export type FactTopic = (typeof FACT_TOPICS)[number];

export const OBJECTION_TYPES = ["price", "family", "stall", "trust", "has_agent", "need", "timing"] as const;
export type ObjectionType = (typeof OBJECTION_TYPES)[number];

export const HOW_TO_TOPICS = [
  "pivot",
  "phone_close",
  "referrals",
  "cross_sell",
  "compliance",
  "workload",
] as const;
export type HowToTopic = (typeof HOW_TO_TOPICS)[number];

/** Follow-up topics: the first router's eleven, plus the two that act on the bundle. */
export type BundleTopic = FollowUpTopic | "carrier_fit" | "new_fact";
export const BUNDLE_TOPICS: readonly BundleTopic[] = [...FOLLOW_UP_TOPICS, "carrier_fit", "new_fact"];

export interface Question {
  kind: QuestionKind;
  /** The fact, objection type, how-to move, follow-up topic or product asked about. */
  topic?: string;
  /** For an objection inside a follow-up: which one. */
  objection?: ObjectionType;
  /** The products the message names (an objection's or a move's product). */
  products: ProductId[];
  /** Every kind's score, for tests and the evaluation. */
  scores: Record<QuestionKind, number>;
}

export interface UnderstandContext {
  /** A bundle is on screen: short questions about "her", "him", "this" are about it. */
  bundleOpen: boolean;
}

// --- Cues ---------------------------------------------------------------------------------------------

type Cues<T extends string> = readonly (readonly [T, RegExp])[];

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
const FACT_ASK = words([
  "how much",
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

/** Objections: the client's words, or the agent naming one. */
const OBJECTION_CUES: Cues<ObjectionType> = [
  [
    "has_agent",
    words([
      "(?:already )?(?:has|have|got) (?:an?|his|her|my) (?:own )?(?:agent|broker|guy|advisor|financial advisor)",
      "(?:has|have|got) (?:a guy|someone) (?:who|that) (?:handles|does)",
      "already (?:has|have|got) (?:an? )?(?:agent|broker|guy|someone)",
      "already (?:has|have|got) .{0,30}(?:agent|broker)",
      "(?:coverage|insurance) through (?:my|his|her|an?) agent",
      "(?:nephew|niece|cousin|brother|sister|son|daughter|friend|neighbor|neighbour) (?:sells|is an agent|is in insurance|does insurance|is a broker)",
      "(?:sobrino|sobrina|primo|prima|hermano|hermana|hijo|hija|amigo|amiga|vecino) (?:vende seguros|es agente)",
      "(?:neveu|niece|cousin|cousine|frere|soeur|fils|fille|ami|amie|voisin) (?:vend des assurances|est agent|est courtier)",
      "ya tiene (?:un |una |su )?(?:agente|corredor|asesor)",
      "(?:already|ya) (?:has|have|tiene|tienen) (?:a )?(?:someone|somebody|alguien)",
      "(?:a|ont) deja quelqu'un",
      "(?:his|her|their|su|sus|son|sa|ses) \\w+ (?:le )?(?:sells|vende|vend) (?:him |her )?(?:insurance|seguros|des assurances|de l'assurance)",
      "(?:compadre|comadre|cunad[oa]|vecin[oa]|amig[oa]) (?:le )?vende seguros",
      "(?:has|have|got) (?:a|an|his|her) (?:advisor|adviser|guy) at (?:the|his|her) bank",
      "(?:un|su) asesor (?:en|del) (?:el )?banco",
      "(?:un|son) conseiller (?:a|de) la banque",
      "tengo (?:un |mi )?agente",
      "a deja (?:un |une |son |sa )?(?:agent|courtier|conseiller|quelqu'un)",
      "j'ai deja (?:un |mon )?(?:agent|courtier|conseiller)",
    ]),
  ],
  [
    "family",
    words([
      "(?:talk|speak|check|ask|discuss|run it by)(?: it)? (?:to|with|by)? ?(?:my|his|her|their) (?:wife|husband|spouse|son|daughter|kids|children|family)",
      "(?:ask|asks|asking) (?:her|his|my) (?:son|daughter|kids|children|husband|wife)",
      "(?:wife|husband|spouse|son|daughter|kids|children) (?:wants?|needs?) to (?:think|be on|decide|see|talk)",
      "(?:with|to) (?:her|his) (?:son|daughter|husband|wife|kids|children) first",
      "(?:her|his) (?:son|daughter|wife|husband) first",
      "(?:son|daughter|wife|husband|kids|children) (?:is|are) (?:the one|the ones) (?:paying|deciding)",
      "wants? to be on the call",
      "(?:hijo|hija|hijos|esposa|esposo) (?:es|son) (?:quien|quienes|el que|la que) (?:paga|pagan|decide)",
      "(?:fils|fille|enfants) (?:paie|paient|decide)",
      "(?:hablarlo|hablar|consultarlo|consultar|preguntarle|preguntar)(?: lo)? (?:con|a) (?:mi|su|sus) (?:esposo|esposa|marido|mujer|hijos?|hijas?|familia)",
      "(?:su|sus) (?:esposo|esposa|hijos?|hijas?) (?:quiere|quieren) (?:pensarlo|verlo|decidir)",
      "(?:en )?parler (?:a|avec) (?:ma|mon|sa|son|ses|mes) (?:femme|mari|epouse|fils|fille|enfants|famille)",
      "demander (?:a|a ses|a sa|a son) (?:ses |sa |son )?(?:enfants|fille|fils|mari|femme)",
      "(?:sa|son) (?:femme|mari|epouse|fils|fille) veut (?:y )?reflechir",
      "(?:voir|verra|verrait|discuter|en discuter|regarder) (?:ca |cela |le dossier )?avec (?:sa|son|ses) (?:femme|mari|epouse|fils|fille|enfants|famille)",
      "(?:verlo|hablarlo|revisarlo|consultarlo) con (?:su|sus) (?:esposa|esposo|marido|hij[oa]s?|familia)",
      "(?:see|go over it|look at it) with (?:his|her|their) (?:wife|husband|son|daughter|kids|family)",
    ]),
  ],
  [
    // Not now, call back at a given time: before "call me back" reads as a stall.
    "timing",
    words([
      "(?:not|bad|wrong) (?:a )?(?:good |right |the right )?(?:time|moment)",
      "not the right time",
      "call (?:me |them |her |him )?back (?:after|in|next|once|when|around)",
      "after the (?:holidays|new year|first of the year|tax season)",
      "hold off",
      "put (?:it|this) off",
      "postpone",
      "(?:till|until|til) (?:his|her|their|next|after|the)",
      "(?:wait|hold|call (?:me |him |her |them )?back|talk|revisit) .{0,20}next (?:spring|summer|fall|winter|month|quarter)",
      "(?:aplazar|posponer|dejarlo para)",
      "(?:a que pase|despues de) (?:la navidad|las fiestas|el verano|su cumpleanos)",
      "(?:reporter|remettre a plus tard|repousser)",
      "attendre (?:la rentree|le printemps|l'ete|l'automne|janvier|son anniversaire)",
      "apres (?:la rentree|l'ete|les vacances|son anniversaire)",
      "(?:no es|no era) (?:buen|el) momento",
      "(?:mal|otro) momento",
      "(?:le |la |lo |me )?(?:llame|llamar(?:le|la|lo)?|llamas|llames) (?:en|despues|el (?:mes|ano)|la (?:otra|proxima) semana|mas adelante)",
      "despues de (?:las fiestas|navidad|ano nuevo|enero)",
      "(?:c'est )?pas (?:le|un) bon moment",
      "(?:mauvais|autre) moment",
      "rappele[rz]?(?:[- ](?:moi|le|la|nous))? (?:au|en|apres|dans|le mois|l'an|plus tard)",
      "apres les fetes",
    ]),
  ],
  [
    "stall",
    words([
      "think (?:about it|it over|on it)",
      "(?:let me|need to|needs to|want to|wants to|wanted to|i'?ll|gonna|going to) think",
      "let me think",
      "sleep on it",
      "con la almohada",
      "dormir dessus",
      "la nuit porte conseil",
      "send me (?:something|some info|info|a brochure|the info)",
      "(?:just )?(?:email|send|mail|text) (?:me|him|her|them) (?:the |some )?(?:info|information|details|something|a quote|a brochure|brochure)",
      "(?:mandarle|enviarle|mandale|enviale) (?:la |informacion|un correo)",
      "(?:lui )?envoyer (?:la |de la )?(?:doc|documentation|brochure|infos?)",
      "(?:in|by) the mail",
      "call me back",
      "(?:she'?ll|he'?ll|they'?ll|will) call (?:me|you)",
      "me (?:va a llamar|llamara)",
      "me rappeller(?:a|ont)",
      "pensarlo",
      "(?:lo )?va a pensar(?:lo)?",
      "lo (?:tiene|tengo) que pensar",
      "(?:il|elle) va (?:y )?reflechir",
      "(?:doit|dois) (?:y )?reflechir",
      "dejeme pensar",
      "lo voy a pensar",
      "mandame (?:la )?informacion",
      "enviame (?:la )?informacion",
      "por correo",
      "je vais reflechir",
      "laissez-moi reflechir",
      "y reflechir",
      "envoyez[- ]moi",
      "par courrier",
      "je vous rappelle",
    ]),
  ],
  [
    "price",
    words([
      "too (?:expensive|high|much|pricey|steep)",
      "pricey",
      "(?:doesn'?t|does not|don'?t) have (?:the )?money",
      "no tiene? (?:para|con que|como) pagar",
      "n'a pas (?:de quoi|les moyens de) payer",

      "(?:copays?|copayments?|deductibles?) (?:scare|are too|too high|add up)",
      "(?:le |les )?sale(?:n)? (?:muy |demasiado )?car[oa]s?",
      "cuesta (?:mucho|demasiado)",
      "coute (?:trop|tres cher)",
      "can'?t afford",
      "cannot afford",
      "costs? too much",
      "why would i pay",
      "(?:premium|price) is (?:too )?high",
      "(?:muy|demasiado) car[oa]",
      "es mucho",
      "no (?:le )?alcanza",
      "no puede pagar",
      "para que pagar",
      "trop cher",
      "c'est trop",
      "pas les moyens",
      "pourquoi payer",
    ]),
  ],
  [
    "trust",
    words([
      "(?:doesn'?t|dont|don't|does not|do not) trust",
      "never pay",
      "scams?",
      "rip ?off",
      "liars?",
      "crooks?",
      "(?:all )?(?:agents|salesmen|insurance companies) are (?:liars|crooks|thieves|the same)",
      "hung up (?:on me )?(?:saying|because)",
      "estafas?",
      "estafadores",
      "mentiros[oa]s",
      "ladrones",
      "arnaques?",
      "escrocs?",
      "menteurs",
      "voleurs",
      "ripoff",
      "vendedores",
      "vendeurs",
      "ripped off",
      "no confia",
      "no (?:me )?confian",
      "(?:n'a|n'ont|n'avons) (?:pas|aucune) confiance",
      "(?:has|have) no trust",
      "desconfia(?:n)?",
      "(?:don'?t|doesn'?t|won'?t) trust (?:me|agents|us)",
      "(?:gano|ganar(?:me)?|gane|consigo|earn|gain|win|build|gagner|gagne) (?:su|sa|leur|their|his|her) (?:confianza|trust|confiance)",
      "(?:ne )?(?:me )?font pas confiance",
      "se mefient",
      "nunca pagan",
      "estafa",
      "(?:ne )?fait pas confiance",
      "se mefie",
      "paient jamais",
      "arnaque",
    ]),
  ],
  [
    "need",
    words([
      "(?:doesn'?t|dont|don't|does not|do not) need",
      "(?:n'a|n'ont|ne) (?:pas |plus )?besoin de rien",
      "(?:n'en |ne )?voi(?:t|ent) pas (?:l'utilite|l'interet|a quoi ca sert)",
      "no (?:le )?ve(?:n)? (?:la )?(?:utilidad|necesidad|el punto)",
      "(?:doesn'?t|don'?t) see the (?:point|need|use)",
      "(?:n'a|n'ont) pas besoin (?:d'autre chose|de plus|d'une?|de ca|de cela)",
      "no (?:le |les )?(?:necesita|necesitan|hace falta) (?:nada|mas|otro|otra)",
      "(?:doesn'?t|don'?t) need anything",
      "waste of money",
      "(?:rather|prefers?|prefiere|prefere|prefiero) .{0,30}(?:stock market|the market|stocks|the bank|cds?|la bolsa|acciones|el banco|la bourse|la banque|des actions|livret)",
      "(?:just )?pay (?:cash|out of pocket|it (?:herself|himself|themselves|myself))",
      "self[- ]insure",
      "pagar(?:lo)? (?:de su bolsillo|en efectivo|(?:ella|el) mism[oa])",
      "payer (?:de sa poche|cash|comptant|(?:lui|elle)[- ]meme)",
      "(?:policy|coverage|insurance|seguro|poliza|assurance|couverture|contrat|mutuelle)s? (?:through|thru|from|at|by|del|de la|por|de|par|avec) (?:(?:his|her|my|their|the|su|el|la|son|sa|leur|l') ?)?(?:old |former |ancien |ancienne |antiguo |antigua )?(?:job|work|employer|company|union|trabajo|empleo|empleador|empresa|sindicato|employeur|travail|entreprise|syndicat)",
      "(?:con eso|avec ca|avec cela) (?:le |lui |me )?(?:basta|alcanza|suffit)",
      "(?:don'?t|dont|never|won'?t) get (?:anything|nothing|any(?: of it)?|(?:the |my |his |her )?money) back",
      "nothing back",
      "tirar (?:el |su |mi )?dinero",
      "(?:no )?(?:te|le|me|les) devuelven nada",
      "no (?:se )?recupera nada",
      "(?:on|il|elle) (?:ne )?recupere rien",
      "argent (?:jete|perdu) par les fenetres",
      "jeter (?:son |l'|de l')argent",
      "too young",
      "perdida de dinero",
      "muy joven",
      "perte d'argent",
      "trop jeune",
      "no need",
      "(?:kids|children|family|son|daughter) (?:will|gonna|are going to) (?:take care of|pay|cover)",
      "enough (?:in )?savings",
      "(?:i'?m|im|he'?s|she'?s) healthy",
      "covers everything",
      "no (?:la |lo )?necesit[ao]",
      "no necesita",
      "(?:mis|sus) hijos (?:van a|pagaran|pagaran)",
      "estoy san[oa]",
      "cubre todo",
      "(?:n'en a |n'a |j'ai )?pas besoin",
      "(?:mes|ses) enfants (?:paieront|vont payer)",
      "en bonne sante",
      "couvre tout",
    ]),
  ],
  [
    "timing",
    words([
      "wait (?:until|til|till|for)",
      "next year",
      "not (?:right )?now",
      "later",
      "esperar (?:al|a)",
      "ano que viene",
      "proximo ano",
      "attendre",
      "l'an prochain",
      "l'annee prochaine",
    ]),
  ],
];

/** The agent asks how to answer something a client said. */
const OBJECTION_ASK = words([
  "objection",
  "objecion",
  "rebuttal",
  "come ?back",
  "how (?:do|should|would|can) i (?:handle|respond|answer|overcome|deal)",
  "how to (?:handle|respond|answer|overcome)",
  "what (?:do|should|can) (?:i|you) say",
  "what do i tell",
  "says?",
  "said",
  "told me",
  "tells me",
  "como (?:le )?(?:respondo|contesto|manejo|rebato)",
  "que le (?:digo|respondo|contesto)",
  "dice",
  "dijo",
  "me dice",
  "rebato",
  "je (?:reponds|dis) quoi",
  "quoi repondre",
  "comment (?:repondre|gerer|contrer)",
  "dit",
  "m'a dit",
]);

/** How-tos: a selling move or a compliance step, not a client's words. */
const HOW_TO_CUES: Cues<HowToTopic> = [
  [
    "cross_sell",
    words([
      "cross[- ]?sell(?:ing)?",
      "(?:bring up|mention|talk about|raise|pitch|introduce|offer|sell|add) .{0,30} (?:during|in|at|on) (?:an? |the |my |that |this )?(?:same )?(?:medicare|ma|mapd|advantage|supp|appointment|appt|review|call)",
      "(?:offer|sell|mention) .{0,30} (?:during|in|at) (?:an? |the )?(?:medicare|ma|advantage)? ?appointment",
      "(?:ofrecer|vender|hablar de|mencionar|sacar) .{0,40} (?:en|durante) (?:una|la|mi|esa)(?: misma)? (?:cita|revision|llamada)",
      "(?:como|puedo) vender .{0,40} a mis clientes",
      "(?:como|puedo) (?:le |les )?(?:ofrezco|ofrecer) .{0,40} a mis clientes",
      "(?:proposer|vendre|parler (?:d'|de |des |du )|aborder|mentionner) ?.{0,40} (?:pendant|dans|lors d'|au cours d') ?(?:un|le|mon|ce)(?: meme)? (?:rdv|rendez-vous|revue|appel)",
      "(?:comment|je peux) vendre .{0,40} a mes clients",
      "to my (?:ma|advantage|medicare|supp) clients",
      "(?:bring up|mention|offer|pitch|introduce|sell|talk about|raise|add) .{0,40} (?:to|with) (?:an? |my |the |this )?(?:medicare|ma|mapd|advantage|supp|medigap|annuity|existing|current) (?:clients?|customers?)",
      "(?:bring up|mention|offer|pitch|introduce|sell|add) .{0,40} (?:to|with) (?:an? |my |the )?clients? (?:i (?:just )?(?:enrolled|signed|wrote)|who already has)",
      "(?:ofrezco|ofrecer|vendo|vender|mencionar|menciono|agregar) .{0,40} a (?:un|una|mi|mis) (?:cliente|clienta)s? (?:que ya tiene|de medicare|con (?:su )?(?:medicare|advantage|suplemento))",
      "(?:proposer|propose|vendre|vends|parler d'?|ajouter) .{0,40} a (?:un|une|mon|ma|mes) client(?:e|s|es)? (?:medicare|advantage|qui a deja|que j'ai (?:deja )?inscrit)",
    ]),
  ],
  [
    "compliance",
    words([
      "(?:say|tell) (?:at|in) the (?:start|beginning) of",
      "recorded (?:medicare )?call",
      "(?:call )?recording (?:disclosure|disclaimer)",
      "ok to say (?:the plan is |it'?s )?free",
      "without saying free",
      "sin decir gratis",
      "sans dire gratuit",
      "say (?:the plan is |it'?s )?free",
      "tpmo disclaimer",
      "compliant way",
      "(?:de forma|manera) que cumpla",
      "(?:de facon|maniere) conforme",
      "before (?:talking|discussing|we talk about) benefits",
      "antes de hablar de (?:los )?beneficios",
      "avant de parler des garanties",
      "llamada grabada",
      "decir (?:al principio|que el plan es gratis)",
      "(?:appel|rdv) (?:medicare )?enregistre",
      "dire (?:au debut|que le plan est gratuit)",
      "debut d'un appel",
      "disclaimers?",
      "descargo",
      "(?:first|primer|premiere) (?:minute|minuto)",
      "soa .{0,30}(?:correctly|properly|correctamente|bien|correctement|right)",
      "soa (?:by|over the|on the|por|par) (?:phone|telephone|telefono)",
      "(?:fait|faire|hago|hacer|do) (?:le |el |the )?soa (?:par|por|by|over the) (?:phone|telephone|telefono)",
      "so (?:i'?m|i am) compliant",
      "(?:can|may) i (?:bring up|mention|talk about|raise|pitch|offer) .{0,40} (?:if|when) (?:she|he|they) (?:did ?n'?t|didnt|did not|has ?n'?t|hasnt) ask",
      "(?:text|email|flyer|post|ad|mailer|texto|mensaje|correo|anuncio|courriel|annonce|publicite|sms|texto) .{0,30}(?:(?:to|for) (?:send (?:to )?)?(?:all )?(?:my|our)|a (?:todos )?mis|para (?:todos )?mis|a (?:tous )?mes|pour (?:tous )?mes) .{0,20}(?:clients?|clientes|customers|book)",
    ]),
  ],
  [
    "workload",
    words([
      "burn(?:ing|ed)? out",
      "get through aep",
      "survive aep",
      "aep workload",
      "(?:the |my )?workload",
      "(?:tenir|suivre) le rythme",
      "keep (?:up the )?pace",
      "seguir el ritmo",
      "(?:l'|el )?aep (?:avec|con|with) \\d+",
      "\\d+ (?:renewals|reviews|appts?|appointments|citas|renovaciones|revisiones|rdv|renouvellements|revues)",
      "(?:not|no) (?:drown|me ahogue|me noie)",
      "(?:keep up|stay on top)",
      "carga de trabajo",
      "charge de travail",
      "\\d+ (?:appts?|appointments?|meetings|citas|reuniones|rdv|rendez-vous) (?:a|al|por|par|per|each) (?:day|dia|jour)",
      "(?:aep|annual enrollment).{0,40}(?:killing me|overwhelm(?:ed|ing)?|swamped|drowning|no doy abasto|agobiad[oa]|deborde(?:e)?|submerge(?:e)?|noye(?:e)?)",
      "(?:killing me|overwhelm(?:ed|ing)?|swamped|drowning|no doy abasto|agobiad[oa]|deborde(?:e)?|submerge(?:e)?).{0,40}(?:aep|annual enrollment)",
      "(?:follow[- ]?ups?|seguimientos|relances) .{0,20}(?:falling apart|slipping|se me (?:caen|pierden)|m'echappent)",
      "(?:como|comment) (?:me )?(?:organizo|organizar(?:me)?|m'organiser|organiser)",
      "(?:comment|como) (?:j'organise|organise|organizo) (?:mes|mis) (?:suivis|rappels|seguimientos|llamadas)",
      "\\d+ (?:rappels|callbacks|call ?backs|follow[- ]?ups|llamadas|seguimientos|relances) (?:a|al|por|par|per|each|every) (?:day|dia|jour)",
      "too many (?:appointments|appts|renewals|reviews|clients|calls|meetings)",
      "trop de (?:rendez-vous|rdv|revues|clients|dossiers|appels|renouvellements)",
      "demasiad[oa]s (?:citas|clientes|llamadas|revisiones|renovaciones)",
      "(?:handle|manage|organize|organise|plan) aep",
      "aep with \\d+",
      "\\d+ (?:clients|renewals|reviews) .{0,20}aep",
      "sobrevivir (?:el )?aep",
      "tantas citas",
      "tenir pendant l'aep",
      "toutes ces revues",
    ]),
  ],
  [
    "referrals",
    words([
      "referrals?",
      "names of (?:friends|people|family)",
      "introductions?",
      "who they know",
      "referidos?",
      "recomendaciones",
      "recommandations?",
      "parrainages?",
    ]),
  ],
  [
    "pivot",
    words([
      "pivot",
      "turn (?:a|an|the) .{0,40} into",
      "from .{0,40} to (?:talking about|a full|full)",
      "transition (?:from|to)",
      "(?:paso|pasar) de .{0,40} a",
      "(?:hago|hacer) la transicion",
      "passer d'une? .{0,40} a",
      "(?:transformer|transforme|convertir|convierto|convert|turn) (?:une?|una|la|el|a|an|the|mi|ma|my) (?:revue|revision|review|cita|rdv|appointment|call|llamada|appel|consulta) .{0,40} (?:en|into)",
      "enchainer",
      "(?:move|switch|steer|take) (?:a |an |the |my )?.{0,30}(?:appt|appointment|call|review|cita|rdv) (?:over )?to(?: talking about)?",
    ]),
  ],
  [
    "phone_close",
    words([
      "(?:over|on|by) the phone",
      "selling by phone",
      "por telefono",
      "par telephone",
      "au telephone",
      "e-?app",
      "telesales",
    ]),
  ],
];

/**
 * Compliance as a manner, not the move: "the SOA", "without breaking the rules". It names the topic only
 * when no selling move is asked ("turn a Part D review into a full one without breaking the rules" is a
 * pivot; "how do I do the SOA" is compliance).
 */
const COMPLIANCE_MANNER = words([
  "(?:hago|hacer|do|get|faire|fais|obtenir|conseguir) (?:bien |correctamente |right |properly |correctement )?(?:el |le |la |the |un |una |a |an )?soa",
  "(?:without|sin|sans) (?:breaking|violating|romper|violar|enfreindre|infringir) (?:the |las |les )?(?:rules|reglas|regles|normas|cms)",
  "(?:by the|within the|dentro de las|selon les|dans les) (?:rules|reglas|regles)",
]);

/** Asking for a way to do something. */
const HOW_TO_ASK = words([
  "how (?:do|can|should) i",
  "how to",
  "best way",
  "(?:the )?right way",
  "(?:la )?(?:mejor|buena|correcta) (?:manera|forma)",
  "(?:la )?(?:bonne|meilleure) (?:facon|maniere)",
  "como (?:le )?(?:ofrezco|ofrecer|organizo|hago)",
  "comment (?:je |lui )?(?:proposer|propose|m'organise|organiser|m'organiser)",
  "tips?",
  "can i",
  "is it ok",
  "what do i need to say",
  "como (?:hago|paso|cierro|pido|consigo|vendo|puedo|le vendo)",
  "puedo",
  "consejos",
  "que tengo que decir",
  "comment (?:faire|passer|conclure|demander|obtenir|vendre|enchainer)",
  "je peux",
  "conseils",
  "qu'est ce que je dois dire",
  "qu'est-ce que je dois dire",
  "(?:write|draft) me",
  "escribeme",
  "redactame",
  "ecris[- ]moi",
  "redige[- ]moi",
]);

/** Closing words: "close", in three languages (the phone-close move). */
const CLOSE_WORDS = words([
  "close",
  "closing",
  "cierro",
  "cerrar",
  "cierre",
  "conclure",
  "closer",
  "signed",
  "firmado",
  "signer",
]);

/** A bare "what's…": a product explanation only when nothing else is asked. */
const PRODUCT_ASK_WEAK = words(["what'?s", "qu'est[- ]ce que (?:le|la|l')"]);

/** "What is…", "explain…": a product explanation. */
const PRODUCT_ASK = words([
  "what(?:'s| is) an?",
  "whats an?",
  "what is",
  "explain",
  "break (?:it )?down",
  "walk me through",
  "what (?:an? |the )?.{0,30} covers",
  "desglosa(?:me)?",
  "detaille(?:[- ]moi)?",
  "how does .{0,30} work",
  "difference between",
  "what does .{0,25} (?:not )?cover",
  "que (?:no )?cubre",
  "que couvre",
  "tell me about",
  "what are",
  "how do .{0,30} work",
  "cuentame (?:sobre|de)",
  "hablame de",
  "parle[- ]moi (?:de|des|du)",
  "dis[- ]moi (?:ce qu'est|c'est quoi)",
  "like im new",
  "que es (?:una?|el|la)",
  "explica(?:me)?",
  "como funciona",
  "c'est quoi",
  "qu'est-ce qu'une?",
  "qu'est ce qu'une?",
  "explique(?:[- ]moi)?",
  "comment marche",
  "comment fonctionne",
]);

// --- Off-topic -------------------------------------------------------------------------------------------

/** Work the coach never does, whatever words surround it: writing code, picking investments, politics. */
const HARD_OFF_TOPIC = words([
  "python",
  "javascript",
  "typescript",
  "sql",
  "(?:write|code|build|debug|fix) (?:me )?(?:a |an |some |my |this )?(?:script|code|program|scraper|bot|app|website|macro)",
  "scrape",
  "excel (?:macro|formula|sheet)",
  "vba",
  "macros?",
  "spreadsheet formula",
  "scraper",
  "web ?scraping",
  "bitcoins?",
  "cryptos?(?:currency|currencies|monnaies?|monedas?)?",
  "criptos?(?:monedas?)?",
  "coins?",
  "nft",
  "(?:buy|invest in|put .{0,20} in(?:to)?) (?:gold|silver bars|precious metals|tesla|apple stock|nvidia|shares)",
  "precious metals",
  "scpi",
  "livret a",
  "pea",
  "etfs?",
  "index funds?",
  "fonds indiciels?",
  "fondos indexados",
  "(?:best|which|what|good|hot) stocks?",
  "stocks? to (?:buy|pitch|sell|recommend)",
  "criptomonedas?",
  "(?:pagina|sitio) web",
  "(?:site|page) (?:web|internet)",
  "(?:comprar|invertir en) (?:oro|acciones|la bolsa)",
  "acciones de",
  "(?:acheter|investir dans) (?:de l'or|l'or|des actions|la bourse)",
  "react(?: component)?",
  "html",
  "css",
  "wordpress",
  "(?:write|build|code|make) (?:me )?(?:a |an |my )?(?:website|landing page|component|plugin|api|chrome extension)",
  "(?:what|which) stocks?",
  "stock picks?",
  "(?:buy|sell) stocks?",
  "vote",
  "votar",
  "voter",
  "election",
  "elecciones",
  "codigo en",
  "escribeme un codigo",
  "(?:escribeme|hazme|write me|ecris[- ]moi|fais[- ]moi) (?:un|una|une|a|an) (?:script|macro|formula|formule|programa|programme|codigo|code|bot)",
  "(?:script|macro|formula) de excel",
  "formule excel",
  "que acciones (?:compro|comprar)",
  "quelles actions (?:acheter|j'achete)",
  "ecris[- ]moi un (?:script|code|programme)",
  "recuperer des leads",
  "sacar leads",
]);

/**
 * Politics: which party or candidate to vote for is never coaching, even about Medicare clients.
 * "Vote" alone stays with the hard list (a covered line next to it can make it a coaching question).
 */
const POLITICS = words([
  "(?:which|what) (?:political )?party",
  "(?:which|what) candidate",
  "candidates? (?:to|should)",
  "(?:vote|voting) for",
  "por (?:cual|que|quien) (?:partido|candidat[oa])",
  "(?:partido|candidat[oa]) (?:deben|debe|debo) (?:votar|apoyar)",
  "(?:deben|debe|debo) votar",
  "pour (?:quel|quelle|qui) (?:parti|candidat|candidate)?.{0,30}voter",
  "(?:quel|quelle) (?:parti|candidat|candidate)",
  "vot(?:an|en|ent|ez|aran|eront)",
  "(?:who|whom) (?:do|will|should|would) .{0,25}vote",
  "por quien (?:votan|votar|voto)",
  "pour qui (?:votent|voter|votez|je vote)",
]);

/**
 * Advice the coach never gives whatever sales words surround it ("what do I tell her to close the
 * deal"): the agent's or the client's taxes, real estate, banking. A covered line named with it (an
 * annuity's tax treatment, selling a house to pay for care) makes it a coaching question.
 */
const ADVICE_OFF_TOPIC = words([
  "(?:my|his|her|their|on) taxes",
  "(?:pay|owe|file|do|reduce|lower|cut) (?:my |his |her |their |less |fewer )?taxes",
  "(?:pagar|bajar|reducir|declarar) (?:mis |sus |menos )?impuestos",
  "(?:payer|baisser|reduire|declarer) (?:mes |ses |moins d')?impots",
  "taxes (?:as|for) (?:a|an|my)",
  "write[- ]?offs?",
  "write (?:off|it off)",
  "tax (?:return|bracket|write[- ]?offs?|deductions?)",
  "irs",
  "impuestos",
  "declaracion de (?:la )?renta",
  "impots?",
  "declaration d'impots",
  "rental (?:property|properties|house|home|unit)",
  "investment (?:property|properties)",
  "(?:buy|sell|flip|rent out) (?:a|her|his|their|my|the) (?:house|home|condo|rental|property)",
  "real estate",
  "bienes raices",
  "(?:rent|lease|rentar|alquilar|louer) (?:or|o|ou) (?:buy|comprar|acheter)",
  "comprar (?:una )?casa",
  "acheter (?:une |la )?maison",
  "vendre (?:sa|la|leur) maison",
  "refinanc(?:e|ing)",
  "refinanciar",
  "renegocier",
  "mortgage rates?",
  "(?:which|what) (?:phone|cell ?phone|laptop|computer|iphone|tablet)",
  "(?:que|cual) (?:celular|telefono|laptop|computadora|tableta)",
  "(?:quel|quelle) (?:telephone|portable|ordinateur|tablette)",
  "timeshares?",
  "tiempo compartido",
  "multipropriete",
  "pay (?:off|down) (?:her|his|the|my|their) (?:mortgage|house|home)(?: early| faster| sooner)? or invest",
  "pay (?:off|down) (?:her|his|the|my|their) mortgage (?:early|faster|sooner)",
  "(?:pagar|liquidar) (?:la|su) hipoteca (?:antes|por adelantado)",
  "rembourser (?:son|le|leur) pret (?:plus tot|par anticipation)",
  "(?:open|opening|abrir|ouvrir) (?:a|an|una|un) (?:new )?(?:bank |checking |savings )?(?:account|cuenta|compte)(?: (?:en|dans|at|in) (?:otro|un autre|another|a) (?:banco|banque|bank))?",
  "(?:which|what) (?:car|truck|suv)",
  "(?:que|cual) (?:auto|coche|carro|camioneta)",
  "(?:quelle|quel) (?:voiture|auto|camion)",
  "casa para (?:rentar|alquilar|invertir)",
  "(?:comprar|vender) (?:una|su|la|mi) (?:casa|propiedad|condo)",
  "propiedad (?:de|para) (?:renta|inversion|rentar)",
  "immobilier",
  "bien locatif",
  "(?:acheter|vendre) (?:une|sa|la|ma|leur) (?:maison|appartement|propriete)",
  "appartement (?:a|pour) louer",
  "(?:open|opening) a (?:bank|checking|savings) account",
  "which bank",
  "que banco",
  "quelle banque",
  // The agent's own money: where to put commissions or savings.
  "(?:invest|investing|put|invierto|invertir|meto|meter|investir|investis|placer|place) (?:.{0,25} )?(?:my|mis|mes) (?:commissions?|comisiones|ahorros|savings|economies|epargne|bonus|bono)",
  "(?:smartphone|movil|telephone portable|laptop|ordinateur portable)",
]);

/** The specification's off-topic subjects (docs/product/chat-coach.md#flow step 4), as the object of a request. */
const SOFT_OFF_TOPIC = words([
  "do my taxes",
  "file (?:my )?taxes",
  "tax return",
  "impuestos como",
  "mis impuestos",
  "declaration d'impots",
  "refinanc(?:e|ing)",
  "refinanciar",
  "renegocier",
  "pret de ma maison",
  "mortgage rates?",
  "real estate",
  "bienes raices",
  "immobilier",
  "una casa para invertir",
  "weather",
  "forecast",
  "clima",
  "meteo",
  "quel temps",
  "super ?bowl",
  "golf(?:er)?",
  "birthday party",
  "wedding",
  "fiesta de cumpleanos",
  "fete d'anniversaire",
  "fishing",
  "workout",
  "lose weight",
  "(?:which|what) team",
  "que equipo",
  "quelle equipe",
  "world cup",
  "world series",
  "recipes?",
  "tacos",
  "pizza",
  "lasagn?a",
  "paella",
  "tamales",
  "enchiladas",
  "cookies",
  "galletas",
  "gateaux?",
  "(?:how (?:do i|to) )?(?:cook|bake)",
  "(?:como )?(?:preparo|cocino|cocinar|hornear)",
  "(?:comment )?(?:cuisiner|preparer un (?:gateau|plat|repas))",
  "(?:the|tonight'?s) game",
  "landlord",
  "restaurants?",
  "restaurantes?",
  "recettes?",
  "recetas?",
  "vacations?",
  "vacaciones",
  "vacances",
  "hotels?",
  "flights?",
  "nba",
  "nfl",
  "mlb",
  "playoffs?",
  "(?:basket|base|foot)ball",
  "soccer",
  "futbol",
  "(?:who|which team)(?:'s| is)? (?:gonna |going to |will )?wins?",
  "quien (?:va a )?ganar?",
  "qui va gagner",
  "la liga",
  "ligue 1",
  "series? (?:to watch|on netflix)",
  "(?:que|quelle) serie",
  "la coupe",
  "copa del mundo",
  "win the (?:game|match|super bowl)",
  "quien gana",
  "el partido",
  "le match",
  "movies?",
  "pelicula",
  "un film",
  "films?",
  "netflix",
  "video ?games?",
  "videojuegos?",
  "juegos? (?:de|para) (?:(?:la )?play|playstation|xbox|nintendo|video|consola|celular)",
  "(?:playstation|xbox|nintendo|ps[45])",
  "jeux? (?:video|de console|sur (?:la )?(?:play|console|playstation|xbox|switch))",
  "what car",
  "which car",
  "que carro",
  "quelle voiture",
  "politics?",
  "politica",
  "politique",
  "bank account",
  "cuenta de banco",
  "compte bancaire",
  // Everyday subjects an agent may ask about between appointments.
  "(?:fix|repair) (?:my |the )?(?:car|truck)",
  "car repair",
  "(?:arreglo|arreglar|reparar|reparo) (?:mi |el |la )?(?:carro|coche|auto|camioneta)",
  "(?:reparer|reparation de) (?:ma |la |mon )?(?:voiture|camion)",
  "mecanico|garagiste|mechanic",
  "(?:my|mi|mon|ma) (?:car|truck|carro|coche|camioneta|voiture|camion) .{0,40}(?:repair\\w*|fix|noise|broke(?:n)? down|repar\\w*|arregl\\w*|ruido|bruit|en panne|panne)",
  "gym|gimnasio|salle de sport|musculation",
  "rutina de (?:ejercicio|gimnasio|ejercicios)",
  "capital(?:e)? (?:of|de|du|des)",
  "(?:translate|traduce(?:me)?|traduis|traduire|traducir) .{0,40}(?:german|aleman|allemand|chinese|chino|chinois|italian|italiano|italien|japanese|japones|japonais|russian|ruso|russe|portuguese|portugues|portugais|arabic|arabe)",
  "podcasts?|audiobooks?|audiolibros?|livres? audio",
  "(?:books?|libros?|livres?|novels?|novelas?|romans?) (?:to read|para leer|a lire)",
  "(?:my|mi|mon|ma) (?:dog|cat|perro|perrita|gato|gata|chien|chienne|chat|chatte)",
  "veterinari[oa]s?|veterinarian|vet|veterinaire",
]);

/** Insurance lines the coach covers: naming one makes an off-topic subject part of a coaching question. */
const COVERED_LINES = words([
  "medicare",
  "medigap",
  "medicaid",
  "annuit(?:y|ies)",
  "anualidad(?:es)?",
  "rentes?",
  "life insurance",
  "seguro de vida",
  "assurance[- ]vie",
  "final expense",
  "gastos finales",
  "obseques",
  "iul",
  "myga",
  "fia",
  "indexed",
  "long[- ]term care",
  "part [abcd]",
  "parte [abcd]",
  "partie [abcd]",
  "premiums?",
  "primas?",
  "policy",
  "poliza",
]);

/** A coaching move: with one, an off-topic subject is context ("loves football, how do I build rapport"). */
const COACHING_MOVE = words([
  "rapport",
  "objections?",
  "objecion(?:es)?",
  "close",
  "closing",
  "referrals?",
  "discovery",
  "confianza",
  "confiance",
  "reschedul\\w*",
  "reprogram\\w*",
  "report(?:er|e|es|ons) (?:le|son|notre|un) (?:rendez-vous|rdv)",
  "no[- ]shows?",
]);

// --- New client and follow-up cues ---------------------------------------------------------------------

const AGE =
  /(?<![a-z0-9$])(?:[2-9]\d|1[0-1]\d)(?:[- ]?(?:yo|y\/o|yr|yrs|years?|anos|ans)(?![a-z])|[mf](?![a-z0-9])| ?,| (?:male|female|man|woman|guy|lady|m|f|hombre|mujer|senora?|homme|femme|monsieur|madame)(?![a-z]))/u;
/** Turning 65 soon: a Medicare lead whatever else is said ("T65 in July", "cumple 65", "aura 65 ans"). */
const TURNING_65 = words([
  "t-?65",
  "turn(?:s|ing)? 65",
  "(?:cumple|cumplira|va a cumplir|cumplir) (?:los )?65",
  "(?:aura|va avoir|fete ses) 65 ans",
]);
/**
 * A bare age after a name or a comma ("Harold 81 widower", "Pedro 69 NJ"): a two-digit number followed
 * by a word that is not a unit (days, dollars, employees, appointments a day…).
 */
const BARE_AGE =
  /(?<![a-z0-9$.,/#-])(?:[3-9]\d|10\d)(?=[ ,;:-]+(?!(?:days?|dias?|jours?|weeks?|semanas?|semaines?|months?|meses|mois|years?|anos|ans|dollars?|dolares|bucks|employees|empleados|salaries|employes|appts?|appointments?|citas|rdv|clients?|clientes|calls?|llamadas|appels|leads|policies|polizas|per|a|al|par|mil|k|percent|por|pour|de|en|to|in|on|and|y|et|ou|or|mo|month|mes|\$)(?![a-z]))[a-z])/u;
/** The agent says the subject changed: a new person, whatever bundle is open. */
const SWITCH_CUE = words([
  "new client",
  "next (?:one|client|lead|prospect|case|person)",
  "new (?:lead|case)",
  "siguiente(?: cliente| clienta| caso| prospecto)?",
  "proxim[oa] (?:cliente|clienta|caso|prospecto)",
  "otro caso",
  "nuevo caso",
  "(?:client|cliente|dossier|prospect) suivant",
  "prochain(?:e)? (?:client|cliente|dossier|prospect)",
  "nouveau dossier",
  "autre dossier",
  "different client",
  "another client",
  "next client",
  "new prospect",
  "nuevo cliente",
  "cliente nuevo",
  "otro cliente",
  "otra clienta",
  "nouveau client",
  "nouvelle cliente",
  "autre client",
  "autre cliente",
]);
const NEW_CLIENT_CUE = words([
  "new client",
  "next (?:one|client|lead|prospect|case)",
  "siguiente cliente",
  "proxim[oa] (?:cliente|clienta|caso)",
  "prochain(?:e)? (?:client|cliente|dossier)",
  "(?:client|cliente) suivante?",
  "what (?:do|should|can) i (?:offer|sell|quote|put) (?:him|her|them)",
  "que le (?:ofrezco|vendo|cotizo|recomiendo)",
  "qu'est[- ]ce que je lui (?:propose|vends)",
  "je lui propose quoi",
  "got a new one",
  "new one",
  "have a client",
  "have a prospect",
  "i have a client",
  "different client",
  "another client",
  "new prospect",
  "client is \\d",
  "client:",
  "nuevo cliente",
  "cliente nuevo",
  "otro cliente",
  "tengo un cliente",
  "tengo una clienta",
  "nouveau client",
  "autre client",
  "j'ai un client",
  "une cliente a besoin",
]);
const PERSON_FACTS = words([
  "married",
  "single",
  "widow(?:ed|er)?",
  "smoker",
  "non ?smoker",
  "diabet(?:ic|es)",
  "copd",
  "mortgage",
  "income",
  "savings",
  "retir(?:ed|ing)",
  "budget",
  "\\d+k",
  "casad[oa]",
  "solter[oa]",
  "viud[oa]",
  "fuma",
  "fumador[a]?",
  "diabetic[oa]",
  "hipoteca",
  "jubilad[oa]s?",
  "se jubila",
  "(?:no )?toma (?:\\d+ )?medicinas",
  "(?:takes|on) (?:no|\\d+) (?:meds|medications|prescriptions)",
  "(?:prend|ne prend) (?:\\d+ |aucun )?medicaments",
  "new york|nueva york|new jersey|nj|ny|illinois|michigan|north carolina|carolina del norte|caroline du nord|virginia|tennessee|kentucky|missouri|colorado|oregon|washington|massachusetts|maryland|wisconsin|minnesota|indiana|oklahoma|louisiana|mississippi|arkansas|iowa|kansas|utah|new mexico|nuevo mexico|south carolina|nc|nv",
  "ahorrados",
  "presupuesto",
  "marie(?:e)?",
  "celibataire",
  "veuve?",
  "fumeu(?:r|se)",
  "diabetique",
  "epargne",
  "retraite",
  "revenu",
  "divorc(?:ed|ee?|iad[oa])",
  "(?:\\d+|two|three|four|dos|tres|cuatro|deux|trois|quatre) (?:kids|children|hijos|ninos|enfants|grandkids|nietos|petits-enfants)",
  "(?:makes|earns|gana|gagne) \\$?\\d+",
  "dementia|demencia|demence|alzheimer'?s?|memory care|nursing home|asilo|maison de retraite|ehpad",
  "poa|power of attorney|poder notarial|procuration",
  "medicaid|medi-cal",
  "nurse|enfermera|infirmiere|teacher|maestra|maestro|enseignante?|trucker|camionero|routier",
  "(?:florida|texas|ohio|arizona|california|georgia|alabama|nevada|pa|fl|az|ca|tx|louisiane|floride|californie)",
]);

/** A fact about the client just learned: the bundle should be built again with it. */
const NEW_FACT_CUE = words([
  "also",
  "new (?:info|information|detail|fact)",
  "just (?:mentioned|found out|learned|said)",
  "(?:nuevo|otro) dato",
  "dato nuevo",
  "nueva informacion",
  "(?:nouvelle|autre) (?:info|information)",
  "moved (?:to|out of)",
  "(?:just )?started(?: on| taking)?",
  "(?:empezo|comenzo) (?:a tomar|con)",
  "(?:a )?commence (?:a prendre|le|la|du)",
  "(?:se mudo|se cambio de casa|se fue a vivir) (?:a|de)",
  "(?:a|ont) demenage (?:a|en|au|dans)",
  "(?:budget|presupuesto) (?:is|es|est) (?:only|solo|seulement|de)",
  "nouveau detail",
  "now",
  "tambien",
  "ahora",
  "aussi",
  "just told me",
  "told me (?:she|he)",
  "update",
  "actually",
  "btw",
  "(?:is|on) .{0,20} now",
  "now too",
  "turns out",
  "forgot to (?:say|mention)",
  "me acaba de decir",
  "ahora (?:me dice|esta|tiene|usa)",
  "resulta que",
  "olvide decir",
  "maintenant",
  "en fait",
  "vient de me dire",
  "j'ai oublie",
]);
const STATES_FACT = words([
  "takes",
  "toma",
  "has",
  "had",
  "is on",
  "takes",
  "uses",
  "also",
  "diagnosed",
  "tiene",
  "tuvo",
  "usa",
  "esta en",
  "tambien",
  "diagnosticad[oa]",
  "diagnosticaron",
  "on lui a diagnostique",
  "a",
  "a eu",
  "est sous",
  "prend",
  "aussi",
  "diagnostique(?:e)?",
]);
const ASKS = words([
  "which",
  "what",
  "how",
  "can",
  "does",
  "should",
  "cual",
  "que",
  "como",
  "puede",
  "quel(?:le)?s?",
  "comment",
  "combien",
  "peut",
]);
const HEALTH_FACT = words([
  "stroke",
  "oxygen",
  "pacemaker",
  "heart failure",
  "chf",
  "marcapasos",
  "insuficiencia cardiaca",
  "stimulateur",
  "insuffisance cardiaque",
  "smok(?:es|er|ing|ed)",
  "quit smoking",
  "dialysis",
  "cancer",
  "parkinson'?s?",
  "alzheimer'?s?",
  "kidney",
  "diabet(?:es|ic)",
  "copd",
  "heart attack",
  "dementia",
  "insulin",
  "derrame",
  "oxigeno",
  "fuma",
  "dialisis",
  "diabetes",
  "avc",
  "oxygene",
  "fumer",
  "fumeur",
  "dialyse",
  "diabete",
  "insuline",
  "bypass",
  "stents?",
  "heart (?:surgery|attack|failure|condition)",
  "open heart",
  "(?:operaron|cirugia|operacion) (?:del|de) corazon",
  "infarto",
  "opere(?:e)? du coeur",
  "pontage",
  "infarctus",
  "afib",
  "blood thinners?",
  "anticoagulante?s?",
  "eliquis",
  "xarelto",
  "warfarin",
  "ozempic",
  "mounjaro",
  "trulicity",
  "jardiance",
  "metformin[ea]?",
]);

/** Which carrier: in this bundle, for one of the client's facts. */
const CARRIER_CUE = words([
  "which of these",
  "(?:best|cheapest|lowest) rates?",
  "cual de (?:estas|estos)",
  "lequel de ces",
  "laquelle de ces",
  "which (?:carrier|company|insurer|one of these carriers|of these carriers)",
  "what carrier",
  "carriers? (?:take|accept|is best|are best)",
  "best carrier",
  "cheapest carrier",
  "carrier is (?:best|cheapest)",
  "que (?:aseguradora|compania)",
  "cual aseguradora",
  "cual (?:compania|aseguradora)",
  "(?:which|what) (?:company|insurer|carrier)",
  "quelle (?:compagnie|assurance|compagnie d'assurance)",
  "aseguradora (?:es mejor|lo acepta|la acepta)",
  "quel assureur",
  "assureur (?:est le|accepte)",
  "(?:que|cual|quel|quelle) (?:carrier|compagnie)",
  "carrier (?:es|est) (?:mejor|le mieux|la mejor)",
  "(?:which|what) (?:carrier|company|insurer) (?:would|should|do) (?:u|you|i)",
  "(?:the )?right (?:carrier|company|insurer)",
  "look elsewhere",
  "(?:another|other|different) (?:carrier|insurer)",
  "otra (?:compania|aseguradora)",
  "(?:la )?(?:buena|mejor) (?:compania|aseguradora)",
  "(?:le )?bon assureur",
  "(?:une )?autre (?:compagnie|assureur)",
  "la bonne compagnie",
]);

/** The follow-up topics the first router did not have, and objection words inside a follow-up. */
const FOLLOW_UP_SCRIPT = words([
  "voice ?mail",
  "mensaje de voz",
  "message (?:vocal|sur (?:la|sa) messagerie|repondeur)",
  "(?:write|draft|send|escribeme|escribe|redactame|mandale|ecris[- ]moi|redige[- ]moi) (?:me |le |lui )?(?:a |an |un |una |une |el |le |mi |mon )?(?:short |quick |brief |little |petit |court |corto |breve |rapide )?(?:follow[- ]?up |text(?:o)? |friendly )?(?:text|texto|txt|sms|mensaje|message|email|e-?mail|mail|correo|courriel|note|letter|carta|lettre)",
  "(?:texto|mensaje|correo|message|courriel|mail|email|text) (?:de )?(?:relance|seguimiento|follow[- ]?up)",
  "(?:give|get|need|dame|necesito|donne[- ]moi|il me faut) (?:me )?(?:a |an |un |una |une )?(?:short |quick |little |petit |corto )?(?:text|texto|sms|mensaje|message|email|e-?mail|mail|correo|courriel|voice ?mail)",
  "(?:text|texto|sms|mensaje|message|email|e-?mail|correo|courriel) (?:i can|to|que (?:le )?pueda|que je (?:peux|puisse)|a) (?:send|mandar|enviar|envoyer|lui envoyer)",
  "open the call",
  "opening line",
  "(?:quick |good |short )?opener",
  "open (?:this one|the conversation|with him|with her)",
  "first \\d+ ?sec(?:ond)?s?",
  "phrase d'(?:accroche|ouverture)",
  "(?:como|comment) (?:abro|empiezo|commencer|ouvrir) (?:la )?(?:llamada|l'appel)",
  "abrir la llamada",
  "empiezo la llamada",
  "ouvr(?:e|ir) l'appel",
  "say if (?:she|he) asks",
  "digo si pregunta",
  "dis si (?:elle|il) demande",
  "word for word",
  "script",
  "first 30 seconds",
  "what do i say on",
  "how do i explain",
  "guion",
  "palabra por palabra",
  "primeros 30 segundos",
  "como le explico",
  "mot pour mot",
  "30 premieres secondes",
  "ouverture d'appel",
  "je lui dis quoi",
  "que dire",
]);
const FOLLOW_UP_SUITABILITY = words([
  "(?:de verdad|realmente|en serio|seguro que) (?:le |les )?(?:conviene|sirve)",
  "(?:really|truly|actually) (?:right|good|the right (?:one|plan|fit)|a good fit|best|suitable) for",
  "(?:vraiment|reellement) (?:adapte(?:e)?|bon(?:ne)?|le bon|la bonne|fait(?:e)?) pour",
  "(?:lui|leur) convient vraiment",
  "(?:honestly|really|truly) (?:the )?(?:best|right) (?:thing|option|choice|plan|fit)?",
  "(?:the )?(?:best|right) (?:thing|option|choice|fit|plan|product|policy|one|move) for (?:her|him|them)",
  "vraiment ce qu'il (?:lui|leur) faut",
  "ce qu'il (?:lui|leur) faut vraiment",
  "(?:realmente|de verdad) (?:es )?lo (?:que (?:necesita|le conviene)|mejor para (?:el|ella))",
  "(?:is|are) .{0,15} enough",
  "suficiente",
  "(?:assez|suffisant)",
  "make more sense (?:for|than)",
  "(?:tendria|tiene|haria) mas sentido",
  "(?:serait|est) plus (?:logique|adapte(?:e)?|sense(?:e)?)",
  "open enrollment for (?:him|her)",
  "inscripcion abierta (?:para el|para ella)",
  "(?:is|are) (?:he|she|they) eligible",
  "eligible for",
  "qualif(?:y|ies)",
  "without health questions",
  "need to sign up",
  "does (?:he|she) need",
  "how much (?:coverage|insurance)",
  "should (?:he|she) really",
  "califica",
  "sin preguntas de salud",
  "tiene que sacar",
  "cuanta cobertura",
  "a droit",
  "sans questions de sante",
  "doit prendre",
  "combien de capital",
]);
const FOLLOW_UP_COMMISSION = words([
  "pay me",
  "in it for me",
  "(?:will|would|do|does) i (?:make|earn|get)",
  "me va a pagar",
  "me (?:toca|queda)",
  "(?:ca|cela) me rapporte",
  "je (?:gagne|touche)",
  "how much (?:do|will|would) i (?:make|earn|get)",
  "(?:cuanto|que) (?:me )?gano",
  "cuanto (?:me )?(?:pagan|toca)",
  "(?:combien|qu'est-ce que) (?:je )?(?:gagne|touche)",
  "combien (?:ca|cela) (?:me )?rapporte",
  "(?:what|how much) am i (?:making|earning|getting)",
  "am i making",
  "(?:how much|what) do i (?:make|earn|get)",
  "cuanto (?:gano|me gano|voy a ganar|me toca)",
]);
const SCRIPT_ASK_WEAK = words([
  "what do i (?:actually |even )?say",
  "que le digo",
  "qu'est-ce que je (?:lui )?dis",
]);
const UNCOVERED_STRONG = words([
  "does ?n'?t cover",
  "does not cover",
  "won'?t cover",
  "no (?:le |les )?cubre",
  "ne (?:le |la |les )?couvre pas",
]);
const ALTERNATIVES_STRONG = words([
  "what else (?:could|can|would|should) (?:he|she|they) (?:have|get|do|buy)",
  "otras? opcion(?:es)? para (?:el|ella|ellos)",
  "(?:une )?autre option pour (?:lui|elle|eux)",
]);
const FOLLOW_UP_UNCOVERED = words([
  "not covering",
  "go wrong",
  "does ?n'?t cover",
  "does not cover",
  "won'?t cover",
  "no (?:le |les )?cubre",
  "ne (?:le |la |les )?couvre pas",
  "no estamos cubriendo",
  "ne couvr(?:e|ons) pas",
  "(?:isn'?t|is not|not) covered",
  "what am i missing",
  "sin cubrir",
  "no estoy cubriendo",
  "no (?:esta|queda) cubierto",
  "non couverts?",
  "pas couverts?",
  "qu'est-ce qui manque",
]);
const FOLLOW_UP_ALTERNATIVES = words([
  "(?:la|le|les|l') (?:fait|font|ferait) (?:refuser|decliner)",
  "(?:carrier|insurer|company|underwriting|underwriter|aseguradora|compania|assureur|compagnie|souscription) (?:says no|said no|declines?|refuses?|dice que no|dijo que no|rechaza|refuse|dit non)",
  "(?:la|lo|los|las) (?:hace|hacen|haria) (?:rechazar|declinar)",
  "(?:gets?|makes?|would get) (?:him|her|them) (?:declined|denied|turned down|rejected)",
  "(?:refuse(?:e|s)?|refuser|rechaz\\w+|declin\\w+|denied|turned down).{0,30}(?:on fait quoi|que hacemos|what (?:do we do|then|now)|what'?s plan b)",
  "(?:something|anything|option|plan|policy) cheaper",
  "cheaper (?:option|plan|policy|one)",
  "lower premium",
  "algo mas (?:barato|economico)",
  "(?:opcion|plan|poliza) mas barat[oa]",
  "moins cher",
  "moins chere",
  "other options?",
  "any other",
  "otras? opcion(?:es)?",
  "what else (?:could|can|would|should) (?:he|she|they) (?:have|get|do|buy)",
  "instead of (?:the )?\\w+ what else",
  "otra alternativa",
  "autres? options?",
  "d'autres options",
  "what else",
  "(?:anything|something|nothing) else(?: (?:for (?:him|her|them)|to offer|instead|out there))? ?\\??$",
  "(?:autre chose|rien d'autre|otra cosa|algo mas)(?: (?:pour (?:lui|elle)|para (?:el|ella)))? ?\\??$",
  "(?:turns?|turned|turning) (?:him|her|them) down",
  "(?:declines?|rejects?) (?:him|her|them)",
  "(?:que|quoi) (?:mas|d'autre)",
  "(?:instead|en su lugar|a la place)",
  "(?:if|in case) (?:he|she|they) (?:doesn'?t|does not|don'?t|can'?t|cannot|won'?t) (?:qualify|get approved|pass)",
  "(?:if|in case) (?:he'?s|she'?s|they'?re|(?:he|she|they) (?:gets?|is|are)) (?:declined|turned down|not approved|rejected)",
  "si (?:la|lo|le) (?:rechazan|declinan)",
  "(?:s'il|si elle|s'ils) (?:est|sont) refuse(?:e|s)?",
  "si no (?:califica|lo aprueban|la aprueban|pasa)",
  "(?:s'il|si elle|s'ils) n'est pas (?:accepte|acceptee|eligible)",
  "(?:s'il|si elle) ne (?:passe|qualifie) pas",
]);
const FOLLOW_UP_SELECTION = words([
  "(?:offer|show|pitch|present|quote|lead with|start with|bring up) (?:him |her |them )?first",
  "(?:which|what) (?:one )?(?:do|should) i (?:lead|start|open) with",
  "(?:should|do) i (?:lead|start|open) with",
  "(?:empiezo|comienzo|abro) con (?:el|la)",
  "(?:je commence|on commence|j'ouvre|on ouvre) (?:par|avec) (?:le|la|l')",
  "(?:ofrezco|ofrecerle|presento|muestro|cotizo|menciono|empiezo con) (?:le )?primero",
  "(?:primero|first|en premier),? (?:el|la|the|le)? ?\\w+ (?:o|or|ou) ",
  "(?:propose|presente|montre|parle de|commence par) (?:quoi )?en premier",
  "quoi en premier",
  "should (?:he|she) go",
  "(?:g|n|medigap|supplement) or advantage",
  "why this (?:product|one)",
  "(?:je )?choisis lequel",
  "lequel je (?:choisis|prends)",
  "(?:which|what) (?:one )?(?:do|should) i (?:pick|choose|go with)",
  "(?:cual|que) (?:escojo|elijo|le pongo)",
  "le conviene",
  "por que este producto",
  "plutot",
  "pourquoi ce produit",
]);

const PRONOUNS = words([
  "she",
  "he",
  "her",
  "him",
  "his",
  "they",
  "this",
  "these",
  "ella",
  "el",
  "le",
  "la",
  "su",
  "esto",
  "elle",
  "il",
  "lui",
  "son",
  "sa",
  "ca",
]);

// --- Scoring ---------------------------------------------------------------------------------------------

function firstMatch<T extends string>(cues: Cues<T>, text: string): T | null {
  for (const [topic, pattern] of cues) if (pattern.test(text)) return topic;
  return null;
}

export function factTopicOf(text: string): FactTopic | null {
  return firstMatch(FACT_CUES, text) ?? factByParts(text);
}

// A fact named by its parts: what it is about (Part B, Part D, Advantage…) and what is asked of it
// (premium, deductible, cap, penalty, dates, pay), in any order and any spelling agents use.
const SUBJECTS = {
  partA:
    /(?<![a-z])(?:(?:part|parte|partie|pt) ?a|hospital(?: deductible)?|hospitalizacion|hopital|un dia en el hospital)(?![a-z])/u,
  partB: /(?<![a-z])(?:part|parte|partie|pt) ?b(?![a-z])/u,
  partD:
    /(?<![a-z])(?:(?:part|parte|partie|pt) ?d|pdps?|drug plans?|drugs|prescriptions|plan(?:es)? de medicamentos|medicamentos|plans? medicaments|medicaments)(?![a-z])/u,
  ma: /(?<![a-z])(?:ma|mapd|ma-pd|medicare advantage|advantage|part c|parte c|partie c)(?![a-z])/u,
  medigap: /(?<![a-z])(?:medigap|med ?supps?|supplements?|suplementos?|complements?)(?![a-z])/u,
  aep: /(?<![a-z])(?:aep|annual enrollment|annual election period|sign up for a plan|(?:periodo de )?inscripcion anual|adhesion annuelle|(?:periode d')?inscription annuelle)(?![a-z])/u,
} as const;
const ATTRIBUTES = {
  premium: /(?<![a-z])(?:premiums?|prems?|costs?|price|prima|cuesta|cuanto es|prime|coute)(?![a-z])/u,
  deductible: /(?<![a-z])(?:deductibles?|deductables?|deducibles?|franchises?)(?![a-z])/u,
  cap: /(?<![a-z])(?:caps?|max(?:imum)?|moop|out[- ]of[- ]pocket|oop|tope|maximo|plafond|bolsillo|frais a charge)(?![a-z])/u,
  penalty:
    /(?<![a-z])(?:penalt(?:y|ies)|late|lep|missed (?:her|his|the) iep|multas?|penalidad(?:es)?|penalites?|retard)(?![a-z])/u,
  dates: /(?<![a-z])(?:when|dates?|deadline|start|starts|ends?|cuando|fechas?|quand|date limite)(?![a-z])/u,
  pay: /(?<![a-z])(?:commissions?|comp|pays?|paid|make|earn|comision(?:es)?|pagan|gano|cobro|cobra|cobran|touche|gagne|rapporte|(?:cuanto|combien) (?:paga|paie|paye)(?= (?:un|una|une|el|le|la)(?![a-z])))(?![a-z])/u,
  switchBack:
    /(?<![a-z])(?:switch|change|go|move|cambiar|changer|passer)(?![a-z]).{0,40}(?:back to original|original medicare|medicare original|another advantage|otro advantage|un autre advantage)/u,
} as const;

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
    /(?<![a-z])(?:need|needed|required|mandatory|necesito|hace falta|obligatorio|necesario|faut|besoin|obligatoire)(?![a-z])/u.test(
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
    /(?<![a-z])(?:plan (?:got |was |is being )?(?:terminated|discontinued|non-?renewed|cancell?ed)|non-?renewal|dropped by (?:the )?carrier|moved|moving|move|mudanza|se mudo|demenagement|demenage)(?![a-z])/u.test(
      text,
    ) &&
    /(?<![a-z])(?:what can|options|change|switch|cambiar|changer|jours|days|dias|how long|combien|cuanto)(?![a-z])/u.test(
      text,
    )
  )
    return "sep";
  if (has("ma")) {
    if (asks("switchBack")) return "ma_oep";
    // Enrolled in January and unhappy: the Medicare Advantage open enrollment period.
    if (
      /(?<![a-z])(?:switch|change|cambiar(?:se)?|cambio|changer|passer)(?![a-z])/u.test(text) &&
      /(?<![a-z])(?:january|jan|enero|janvier|doesn'?t like|does not like|hates?|unhappy|regrets?|no le gusta|arrepentid[oa]|descontent[oa]|n'aime pas|deteste|mecontente?|regrette|start of the year|beginning of the year|early in the year|principio(?:s)? de(?:l)? ano|inicio(?:s)? de(?:l)? ano|debut d'annee|debut de l'annee)(?![a-z])/u.test(
        text,
      )
    )
      return "ma_oep";
    if (asks("cap")) return "ma_moop";
    if (asks("pay")) return "ma_commission";
    if (asks("premium")) return "ma_premium";
  }
  if (has("aep") && asks("dates")) return "aep_dates";
  if (asks("dates") && /(?<![a-z])(?:jan(?:uary)? 1|1 de enero|1er janvier)(?![a-z0-9])/u.test(text))
    return "aep_dates";
  return null;
}

export function objectionTypeOf(text: string): ObjectionType | null {
  const found = firstMatch(OBJECTION_CUES, text);
  if (found) return found;
  // A relative who has to approve, decide, be asked or be on the call.
  if (RELATIVE.test(text) && DEFERS.test(text)) return "family";
  if (
    /(?<![a-z])(?:financial advis(?:o|e)r|advis(?:o|e)r|asesor|conseiller|planner|cpa|accountant)(?![a-z])/u.test(
      text,
    ) &&
    DEFERS.test(text)
  )
    return "has_agent";
  // The client's words reported ("says", "told me", a quote) with what they are about.
  if (
    CLIENT_SPEECH.test(text) ||
    /["'“«].{6,}["'”»]/u.test(text) ||
    /(?<![a-z])(?:rebuttal|objection|objecion|come ?back)(?![a-z])/u.test(text)
  ) {
    for (const [type, pattern] of OBJECTION_GIST) if (pattern.test(text)) return type;
  }
  return null;
}

/** The agent reporting what a client said. */
const CLIENT_SPEECH = words([
  "telling me",
  "keeps? asking",
  "asks me to",
  "wants me to",
  "me pide que",
  "me demande de",
  "won'?t",
  "doesn'?t want",
  "can only",
  "no quiere",
  "ne veut pas",
  "says?",
  "said",
  "saying",
  "told me",
  "tells me",
  "thinks",
  "keeps saying",
  "dice",
  "dijo",
  "me dijo",
  "cree",
  "dit",
  "m'a dit",
  "pense",
]);

/** What an objection is about, by its gist. */
const OBJECTION_GIST: readonly (readonly [ObjectionType, RegExp])[] = [
  [
    "has_agent",
    words([
      "(?:financial )?advis(?:o|e)r",
      "asesor financiero",
      "conseiller financier",
      "(?:from|through|de) (?:his|her|su|sa|son) (?:bank|banco|banque)",
      // "her nephew handles all her insurance", "su hijo le ve los seguros", "son fils s'occupe de ses assurances".
      "(?:handles?|takes care of|does|manages?) (?:all )?(?:of )?(?:her|his|their) (?:insurance|medicare|policies)",
      "(?:le |les )?(?:maneja|ve|lleva) (?:todos )?(?:los|sus) seguros",
      "s'occupe de (?:toutes )?(?:ses|leurs) assurances",
      "(?:already )?(?:has|have) (?:an? |her |his )?(?:agent|guy|broker) (?:for|who)",
      "(?:ya )?tiene (?:un |su )?agente",
      "(?:a deja|deja) (?:un |son )?(?:agent|courtier)",
    ]),
  ],
  [
    "stall",
    words([
      "just looking",
      "emailed",
      "by email",
      "email me",
      "solo (?:estoy|esta) viendo",
      "je regarde juste",
      "par e-?mail",
      "(?:mail|send) (?:me|her|him|them) (?:something|some info|the info|info|a brochure)",
      "(?:think|thinking) (?:about )?it",
      "(?:call|get back to) (?:me|you) (?:back|later)",
      "(?:lo )?(?:va|voy|vamos) a pensar",
      "me (?:llama|llamara) (?:despues|luego)",
      "mande(?:me)? (?:algo|informacion|un folleto)",
      "(?:va|vais|vont) y (?:penser|reflechir)",
      "(?:elle|il) (?:me )?rappelle",
      "envoye(?:z|r)?[- ]moi (?:quelque chose|de la doc|la documentation)",
    ]),
  ],
  [
    "trust",
    words([
      "trust",
      "burned",
      "burnt",
      "scam",
      "confianza",
      "(?:chase|chasing|after|only care about|just want) (?:the |your |a )?commissions?",
      "(?:solo|nomas) (?:buscan|quieren) (?:la |su )?comision",
      "(?:que )?pour (?:la|leur|votre) commission",
      "confia",
      "confiance",
      "arnaque",
      "estafa",
      "quemado",
      "(?:not|no|pas) .{0,20}(?:over the phone|por telefono|au telephone)",
      "(?:give|share|dar|donner) (?:his|her|su|son|sa)? ?(?:medicare (?:number|card)|numero)",
    ]),
  ],
  [
    "need",
    words([
      "never use",
      "may never",
      "won'?t use",
      "not use",
      "covers? everything",
      "cubre todo",
      "couvre tout",
      "no (?:lo )?va a usar",
      "servira jamais",
      "too old",
      "muy viej[oa]",
      "(?:muy|ya esta) (?:grande|mayor) para",
      "trop age(?:e)?",
      "trop vieux",
      "trop vieille",
      "(?:already|ya|deja) (?:has|have|tiene|a) .{0,25}(?:policy|insurance|coverage|seguro|poliza|assurance|couverture)",
    ]),
  ],
  [
    "timing",
    words([
      "wait",
      "later",
      "after the holidays",
      "until",
      "til",
      "esperar",
      "despues",
      "attendre",
      "plus tard",
      "apres",
    ]),
  ],
  [
    "price",
    words([
      "afford",
      "can only (?:do|pay|afford|spend)",
      "only (?:do|pay) \\$?\\d+",
      "solo puede pagar",
      "ne peut (?:payer|mettre) que",
      "expensive",
      "money",
      "budget",
      "cost",
      "price",
      "premium is more",
      "(?:pay(?:ing)?|pag(?:ar|aria|ara|o|a)\\w*|pa(?:yer|ierai\\w*|ie|ye)) (?:\\$ ?)?\\d+",
      "(?:why|por que|pourquoi) .{0,40}(?:pay(?:ing)?|pag(?:ar|aria|ara|o|a)\\w*|pa(?:yer|ierai\\w*|ie|ye))",
      "\\$ ?0",
      "more than my",
      "dinero",
      "presupuesto",
      "caro",
      "precio",
      "argent",
      "budget",
      "cher",
      "prix",
      "moyens",
    ]),
  ],
];

const DEFERS = words([
  "(?:firme|firmar|signe|signer|sign) (?:nada|nothing|anything|rien) (?:sin|without|sans)",
  "(?:without|sin|sans) (?:her|him|them|ella|el|ellos|elle|lui|eux)(?: (?:there|presente?|presentes))?$",
  "(?:revienne|regrese|vuelva|gets back|comes back)",
  "approve",
  "look (?:at|over|it over)",
  "go over",
  "review",
  "before (?:she|he|they) (?:signs?|switch(?:es)?|decides?)",
  "revisar(?:lo)?",
  "ver(?:lo)? (?:antes|primero)",
  "antes de (?:que )?firm\\w*",
  "regarder",
  "relire",
  "avant qu'(?:elle|il|ils) (?:signe|signent)",
  "decides?",
  "handles?",
  "in charge",
  "ask",
  "talk (?:to|with)",
  "check with",
  "run it by",
  "first",
  "be on the call",
  "estar en la llamada",
  "etre (?:sur|a) l'appel",
  "participer",
  "sign off",
  "aprobar",
  "aprueba",
  "decide",
  "consultar(?:lo)?",
  "preguntar(?:le)?",
  "hablar(?:lo)?",
  "primero",
  "maneja",
  "approuver",
  "approuve",
  "decider",
  "decide",
  "demander",
  "parler",
  "d'abord",
  "gere",
  "s'occupe",
]);

export function howToTopicOf(text: string): HowToTopic | null {
  const topic = firstMatch(HOW_TO_CUES, text);
  if (topic) return topic;
  // "best way to close … over the phone", "how do I get the SOA signed when selling by phone".
  if (CLOSE_WORDS.test(text) && HOW_TO_ASK.test(text)) return "phone_close";
  if (COMPLIANCE_MANNER.test(text)) return "compliance";
  return null;
}

/** A covered line naming the agent's clients, not the subject: "my annuity clients", "clientes de medicare". */
const AUDIENCE = words([
  "(?:my|our|his|her|mis|sus|nuestros|mes|nos|ses) (?:medicare|annuity|life|final expense|ma|mapd|supp|medigap|iul|senior|seguros?|anualidades?|assurance[- ]vie) ?(?:clients?|clientes|folks|people|seniors|book|prospects?|customers)",
  "(?:clients?|clientes|seniors|customers|retraites|jubilados) (?:de |on |with |en |sur )(?:medicare|medigap|anualidades?|rentes?|advantage)",
  "(?:clients?|clientes) medicare",
  // The agent's working day named by its line: "mes rendez-vous Medicare", "my annuity calls".
  "(?:rendez-vous|rdv|appointments?|appts?|citas|calls?|appels|llamadas|reviews?|revisiones|revues|ventes|ventas|sales|tournee) (?:de |of |du |de la )?(?:medicare|medigap|advantage|anualidades?|annuit(?:y|ies)|rentes?|seguros?|assurances?|insurance)",
  "(?:medicare|medigap|annuity|insurance|life) (?:appointments?|appts?|calls?|sales|reviews?|season)",
]);

/** Whether a message is off-topic: the subject, not the words around it, decides. */
export function isOffTopic(text: string): boolean {
  // "My Medicare clients", "mis clientes de anualidades": who the clients are, not what is asked.
  const covered = COVERED_LINES.test(text.replace(new RegExp(AUDIENCE.source, "gu"), " "));
  if (POLITICS.test(text)) return true;
  if (HARD_OFF_TOPIC.test(text)) {
    // Code is never coaching; an investment fad or politics is, only when compared with a covered line.
    const code =
      /(?<![a-z])(?:python|javascript|typescript|sql|script|code|codigo|scrape|scraper|programme|leads sur|react|html|css|wordpress|website|component|plugin|pagina web|sitio web|site web|site internet|page web)(?![a-z])/u.test(
        text,
      );
    return code || !covered;
  }
  if (ADVICE_OFF_TOPIC.test(text)) return !covered;
  if (SOFT_OFF_TOPIC.test(text)) return !covered && !COACHING_MOVE.test(text);
  return false;
}

/** The employer's size, which decides whether Medicare pays first: a fact about the client. */
const EMPLOYER_SIZE = words([
  "(?:fewer|less|more) than \\d+ (?:employees|people|workers)",
  "\\d+ (?:employees|workers)",
  "(?:menos|mas) de \\d+ (?:empleados|trabajadores)",
  "\\d+ (?:empleados|trabajadores)",
  "(?:moins|plus) de \\d+ (?:salaries|employes|personnes)",
  "\\d+ (?:salaries|employes)",
  "(?:company|employer|job|work|empresa|trabajo|empleador|entreprise|employeur|travail).{0,30}\\d+ (?:people|personas|personnes)",
]);

/** A change of plan for this client, from the shared follow-up vocabulary. */
const STRATEGY_WORDS = TOPIC_PATTERNS.find(([topic]) => topic === "different_strategy")?.[1] ?? /(?!)/u;
const START_OVER = words([
  "(?:on )?change(?:r|ons)? tout",
  "(?:start|starting) (?:over|from scratch)",
  "(?:empezar|empezamos|empecemos) de (?:cero|nuevo)",
  "(?:recommencer|repartir|on repart) (?:de zero|a zero)",
  "(?:scrap|forget|drop|ditch) (?:this|that|the|it)",
  "(?:olvida(?:te de)?|descarta) (?:esto|este|eso)",
  "(?:oublie|oublions|laisse tomber) (?:ca|ce|cette|tout)",
]);
const DIFFERENT_STRATEGY = new RegExp(`${STRATEGY_WORDS.source}|${START_OVER.source}`, "u");

/** An underwriting refusal imagined: what follows it is another product. */
const DECLINED = words([
  "declin\\w*",
  "denied",
  "turn(?:s|ed)? (?:him|her|them) down",
  "(?:doesn'?t|don'?t|does not|won'?t) (?:qualify|get approved|pass)",
  "not approved",
  "(?:no )?(?:la|lo|los|las) (?:aprueban|aceptan|rechazan)",
  "no (?:califica|pasa)",
  "rechaz\\w*",
  "refus\\w*",
  "(?:n'est|ne sont) pas (?:accepte|acceptee|eligible)",
]);

/** Taxes named about the open bundle: what the product does for the client's taxes. */
const TAX_SUBJECT = words([
  "tax(?:es|ed|able|ation)?",
  "tax[- ]?(?:free|deferred|side|treatment|benefits?|advantages?)",
  "1035",
  "impuestos?",
  "fiscal(?:es)?",
  "fiscaux",
  "fiscale?s?",
  "fiscalite",
  "impots?",
  "imposables?",
  "tributa(?:r|cion)",
]);
/** Money moving in or out of the product: a tax question around it is about the product. */
const PRODUCT_MONEY = words([
  "withdraw\\w*",
  "retir(?:a|ar|o|e|an)",
  "retiros?",
  "retraits?",
  "rachats?",
  "heirs",
  "herederos",
  "heritiers",
  "beneficiar(?:y|ies|ios?)",
  "beneficiaires?",
  "cash value",
  "valor en efectivo",
  "valeur de rachat",
  "death benefit",
  "payouts?",
  "loans?",
  "prestamos?",
  "con esto",
  "with this",
  "on this",
  "avec ca",
  "(?:ella|el) paga",
  "(?:she|he) (?:pays?|owes?)",
  "(?:elle|il) (?:paie|paiera|doit)",
]);

/** A tax advantage asked about a product, not the agent's own taxes. */
const TAX_BENEFIT = words([
  "tax (?:benefits?|advantages?|side|treatment|break|angle|implications?)",
  "(?:beneficios?|ventajas?|ahorro) (?:de |en (?:los )?|con (?:los )?)?(?:impuestos|fiscal(?:es)?)",
  "avantages? fiscaux",
  "(?:cote|traitement|regime|aspect) fiscal",
  "(?:lado|tratamiento|aspecto) fiscal",
]);

/**
 * A new fact announced: "just texted", "update:", "me acaba de decir", "nouvelle info". The agent is
 * telling, not asking; a question mark at the end makes it a question.
 */
const NEW_FACT_ANNOUNCE = words([
  "just (?:texted|called|emailed|told me|said|mentioned|found out|let me know)",
  "(?:new|quick) (?:info|information|update|detail)",
  "update ?:",
  "heads up",
  "turns out",
  "me acaba de (?:decir|escribir|llamar|avisar|contar)",
  "(?:acabo de|acaba de) (?:enterarme|saber)",
  "(?:nueva|ultima) (?:informacion|info|noticia)",
  "(?:dato|detalle) nuevo",
  "resulta que",
  "(?:nouvelle|derniere) (?:info|information|nouvelle)",
  "vient de (?:me dire|m'ecrire|m'appeler|m'envoyer)",
  "en fait",
  "il se trouve que",
  "(?:she|he) (?:just )?told me (?:that )?(?:she|he)",
  "me (?:dijo|conto|comento|aviso) que",
  "(?:elle|il) m'a dit qu'(?:elle|il)",
  "info de derniere minute",
]);
/** A lighter announcement ("fyi", "por cierto"): news only when nothing is asked. */
const NEW_FACT_ASIDE = words([
  "fyi",
  "btw",
  "by the way",
  "oh and",
  "por cierto",
  "ademas",
  "au fait",
  "d'ailleurs",
  "aussi,",
]);
/** A question word; Spanish "que" and French "que" only lead a question ("que le ofrezco"), never join. */
const ASKS_LEAD = words([
  "which",
  "what",
  "how",
  "can",
  "does",
  "should",
  "cual",
  "como",
  "puede",
  "quel(?:le)?s?",
  "comment",
  "combien",
  "peut",
  "^(?:y )?que",
  "^qu'est",
]);

function followUpTopicOf(text: string, objection: ObjectionType | null): BundleTopic {
  if (CARRIER_CUE.test(text)) return "carrier_fit";
  if (EMPLOYER_SIZE.test(text)) return "new_fact";
  // "she moved to Florida", "se mudó a Texas": a new state for this client.
  if (
    /(?<![a-z])(?:moved (?:to|out of)|(?:se mudo|se cambio de casa|se fue a vivir) a|(?:a|ont) demenage (?:a|en|au|dans))(?![a-z])/u.test(
      text,
    )
  )
    return "new_fact";
  if (NEW_FACT_CUE.test(text) && HEALTH_FACT.test(text)) return "new_fact";
  if (
    /(?<![a-z])(?:quit|quit smoking|no longer smokes|arrete de fumer|ne fume plus|dejo de fumar|ya no fuma)(?![a-z])/u.test(
      text,
    )
  )
    return "new_fact";
  // "she also has COPD", "il a aussi un cancer": a health fact stated, not asked about.
  if (HEALTH_FACT.test(text) && STATES_FACT.test(text) && !ASKS.test(text)) return "new_fact";
  if (NEW_FACT_CUE.test(text) && STATES_FACT.test(text) && !ASKS.test(text)) return "new_fact";
  if (NEW_FACT_ANNOUNCE.test(text) && !/\?\s*$/u.test(text) && !objection) return "new_fact";
  if (NEW_FACT_ASIDE.test(text) && !ASKS_LEAD.test(text) && !/\?\s*$/u.test(text) && !objection)
    return "new_fact";
  if (FOLLOW_UP_COMMISSION.test(text)) return "commission_estimate";
  // "how do I explain the tax side": the subject is the taxes, the script is the manner.
  if (TAX_SUBJECT.test(text)) return "tax_benefits";
  if (FOLLOW_UP_SCRIPT.test(text)) return "sales_script";
  // "a totally different route … instead": a change of plan, before another product.
  // A plan B after a refusal is another product ("if she's declined, is there a plan B").
  // "what else could go wrong that this doesn't cover": the gaps, not another product.
  if (UNCOVERED_STRONG.test(text)) return "uncovered_risks";
  // "instead of MAPD what else could he have", "otra opción para ella": another product.
  if (ALTERNATIVES_STRONG.test(text)) return "alternatives";
  if (DIFFERENT_STRATEGY.test(text) && !DECLINED.test(text)) return "different_strategy";
  // "what else if he doesn't qualify": another product, not whether this one fits.
  if (FOLLOW_UP_ALTERNATIVES.test(text) && !CARRIER_CUE.test(text)) return "alternatives";
  if (FOLLOW_UP_SUITABILITY.test(text)) return "product_suitability";
  if (FOLLOW_UP_SELECTION.test(text)) return "product_selection";
  if (objection) return "objection_handling";
  if (RELATIVE.test(text) && OBJECTION_ASK.test(text)) return "objection_handling";
  if (/(?<![a-z])(?:rebuttal|objection|objecion|come ?back)(?![a-z])/u.test(text))
    return "objection_handling";
  if (FOLLOW_UP_UNCOVERED.test(text)) return "uncovered_risks";
  if (FOLLOW_UP_ALTERNATIVES.test(text)) return "alternatives";
  // "what do I actually say to open this one": the words to use, when no objection is reported.
  if (SCRIPT_ASK_WEAK.test(text)) return "sales_script";
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(text)) return topic;
  return "general";
}

export function understand(message: string, context: UnderstandContext): Question {
  const text = fold(String(message ?? ""));
  const products = productsMentioned(message);
  const scores: Record<QuestionKind, number> = {
    new_client: 0,
    follow_up: 0,
    fact: 0,
    objection: 0,
    how_to: 0,
    product: 0,
    off_topic: 0,
  };
  if (text === "") return { kind: context.bundleOpen ? "follow_up" : "how_to", products, scores };

  if (isOffTopic(text)) scores.off_topic = 10;
  // "She wants to wait until her son is back from vacation": the client's objection, whatever it names.
  if (
    scores.off_topic > 0 &&
    objectionTypeOf(text) &&
    !POLITICS.test(text) &&
    !HARD_OFF_TOPIC.test(text) &&
    !ADVICE_OFF_TOPIC.test(text)
  )
    scores.off_topic = 0;

  const fact = factTopicOf(text);
  if (fact) scores.fact = 3 + (FACT_ASK.test(text) ? 1.5 : 0);

  const objection = objectionTypeOf(text);
  if (objection) scores.objection = 3 + (OBJECTION_ASK.test(text) ? 1.5 : 0);
  else if (/(?<![a-z])(?:objection|objecion|rebuttal)(?![a-z])/u.test(text)) scores.objection = 3;

  const howTo = howToTopicOf(text);
  if (howTo) scores.how_to = 3 + (HOW_TO_ASK.test(text) ? 1.5 : 0);
  // "How do I approach it": a how-to even without a listed move, over a weak client reading.
  if (!howTo && HOW_TO_ASK.test(text)) scores.how_to = Math.max(scores.how_to, 2.6);
  // "she keeps saying mail me something, how do I keep her on the phone", "guy told me you agents chase
  // commission, how do I answer that": the client's objection reported, with "how do I" only asking for
  // the answer to it.
  if (objection && (!howTo || howTo === "phone_close") && CLIENT_SPEECH.test(text))
    scores.objection = Math.max(scores.objection, scores.how_to + 0.5);
  // "AEP starts next week, how do I not drown": a move asked around a date is the move.
  if (howTo && fact && HOW_TO_ASK.test(text) && !FACT_ASK.test(text)) scores.how_to += 1;

  // "c'est quoi la pénalité de la partie D": a figure about a product is a fact, not the product.
  const productAsked = products.length > 0 && (PRODUCT_ASK.test(text) || PRODUCT_ASK_WEAK.test(text));
  if (products.length > 0 && PRODUCT_ASK.test(text)) scores.product = 3.5 + (products.length === 1 ? 0.5 : 0);
  else if (products.length === 1 && PRODUCT_ASK_WEAK.test(text)) scores.product = 2.5;
  if (
    products.length >= 2 &&
    /(?<![a-z])(?:better than|vs\.?|versus|compare|mejor que|mieux que|(?:which|what)(?:'s| is)? better|cual es mejor|que es mejor|lequel est (?:le )?mieux|c'est quoi le mieux|difference between|diferencia entre|difference entre)(?![a-z])/u.test(
      text,
    )
  )
    scores.product = Math.max(scores.product, 4.5);
  else if (products.length === 1 && text.split(" ").length <= 3) scores.product = 2;
  // "is an annuity better than a CD": one product weighed against something else.
  if (
    !fact &&
    products.length === 1 &&
    /(?<![a-z])(?:better than|worse than|vs\.?|versus|mejor que|peor que|mieux que|pire que)(?![a-z])/u.test(
      text,
    )
  )
    scores.product = Math.max(scores.product, 4);

  if (fact && productAsked) scores.fact = Math.max(scores.fact, scores.product + 0.5);

  // A client described: an age, "new client", facts about a person. An objection or a move keeps the
  // facts as context ("client wants to wait until next year to buy the annuity").
  const age =
    AGE.test(text) ||
    TURNING_65.test(text) ||
    (BARE_AGE.test(text) && (NEW_CLIENT_CUE.test(text) || SWITCH_CUE.test(text)));
  const cue = NEW_CLIENT_CUE.test(text);
  const facts = (text.match(new RegExp(PERSON_FACTS.source, "gu")) ?? []).length;
  const switched = SWITCH_CUE.test(text);
  let client = (age ? 3 : 0) + (cue ? 2.5 : 0) + (switched ? 1.5 : 0) + Math.min(facts, 4) * 0.75;
  if (!age && !cue && isNewClientDescription(message)) client += 1.5;
  if (!age && !cue && facts < 3) client = Math.min(client, 2.5);
  // "il veut attendre d'avoir 65 ans": an objection with an age in passing is not a new client.
  if (firstMatch(OBJECTION_CUES, text) && !cue && facts < 2) client = Math.min(client, 2.5);
  scores.new_client = client;

  if (context.bundleOpen) {
    // A bundle on screen: short questions about "her", "him", "this" are about it.
    // "next one: …", "otro caso": the agent says the subject changed, whatever bundle is open.
    let prior = switched ? 0 : 3.5;
    if (PRONOUNS.test(text)) prior += 1;
    if (CARRIER_CUE.test(text) || FOLLOW_UP_SCRIPT.test(text) || FOLLOW_UP_SUITABILITY.test(text)) prior += 2;
    if (NEW_FACT_CUE.test(text) && HEALTH_FACT.test(text)) prior += 2;
    // "new info: he's moving to Florida": news about this client, not the rule it may trigger.
    if (NEW_FACT_ANNOUNCE.test(text) && !/\?\s*$/u.test(text)) prior += 3;
    // "any tax benefit with this": the product's tax side, never the agent's own taxes.
    if (
      (TAX_BENEFIT.test(text) || (TAX_SUBJECT.test(text) && PRODUCT_MONEY.test(text))) &&
      !POLITICS.test(text) &&
      !HARD_OFF_TOPIC.test(text)
    )
      scores.off_topic = 0;
    for (const [, pattern] of TOPIC_PATTERNS) if (pattern.test(text)) prior += 0.5;
    scores.follow_up = prior;
    // The client's objection, a script, a move: inside a bundle, about this client.
    scores.follow_up = Math.max(scores.follow_up, scores.objection + 0.5, scores.how_to + 0.25);
    // A general figure asked again ("the part B premium again") is still a fact.
    if (fact && !PRONOUN_SUBJECT.test(text)) scores.fact += 2;
  }

  const order: readonly QuestionKind[] = [
    "off_topic",
    "new_client",
    "follow_up",
    "fact",
    "objection",
    "how_to",
    "product",
  ];
  let kind: QuestionKind = context.bundleOpen ? "follow_up" : "how_to";
  let best = 0;
  for (const k of order) {
    if (scores[k] > best) {
      best = scores[k];
      kind = k;
    }
  }
  if (best === 0 && !context.bundleOpen) kind = "how_to";
  // One stray person word ("he", "mortgage") is not a client described: a question, not a lead.
  if (kind === "new_client" && best < 1.5 && !context.bundleOpen) kind = "how_to";

  const question: Question = { kind, products, scores };
  switch (kind) {
    case "fact":
      question.topic = fact ?? undefined;
      break;
    case "objection":
      question.topic = objection ?? "need";
      question.objection = objection ?? "need";
      break;
    case "how_to":
      question.topic = howTo ?? undefined;
      break;
    case "product":
      question.topic = products[0];
      break;
    case "follow_up": {
      question.topic = followUpTopicOf(text, objection);
      if (objection) question.objection = objection;
      else if (question.topic === "objection_handling")
        question.objection = RELATIVE.test(text) ? "family" : "stall";
      break;
    }
    default:
      break;
  }
  return question;
}

const RELATIVE = words([
  "wife",
  "husband",
  "spouse",
  "(?:my|his|her|their|the|a|your|only|oldest|eldest|youngest) sons?",
  "sons",
  "son[- ]in[- ]law",
  "daughter[- ]in[- ]law",
  "yerno",
  "nuera",
  "gendre",
  "belle[- ]fille",
  "daughter",
  "kids",
  "children",
  "esposa",
  "esposo",
  "hij[oa]s?",
  "femme",
  "mari",
  "fils",
  "fille",
  "enfants",
]);

/** "can she", "is he": a question about this client, not the program's figure. */
const PRONOUN_SUBJECT = words([
  "for (?:him|her|them)",
  "para (?:el|ella)",
  "pour (?:lui|elle)",
  "(?:can|does|is|should) (?:she|he)",
  "(?:she|he) (?:is|has|can)",
  "puede (?:ella|el)",
  "(?:elle|il) peut",
]);
