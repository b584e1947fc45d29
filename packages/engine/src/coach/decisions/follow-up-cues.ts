/**
 * A follow-up on the open bundle, in English, Spanish and French (folded text): which topic it is about
 * (a carrier, a new fact to build the bundle again with, a script, suitability, alternatives, taxes…) and
 * the pronouns that point at the client on screen. One table because the topics are told apart by their
 * order: each rule in `followUpTopicOf` is read against the ones above it.
 */
import { TOPIC_PATTERNS, words } from "./lexicon.js";
import { OBJECTION_ASK, RELATIVE } from "./objection-cues.js";
import type { BundleTopic, ObjectionType } from "./question.js";

/** A fact about the client just learned: the bundle should be built again with it. */
export const NEW_FACT_CUE = words([
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
export const HEALTH_FACT = words([
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
/** "which of these products", "lequel de ces produits": the products, not their carriers. */
const NOT_PRODUCTS =
  "(?! (?:products?|productos?|produits?|polic(?:y|ies)|polizas?|polices?|plans?|planes|options?|opciones))";

export const CARRIER_CUE = words([
  // "which companies are most likely to take her w/ the afib": the carrier question in other words.
  "(?:which|what) (?:companies|carriers|insurers)",
  "(?:que|cuales) (?:companias|aseguradoras)",
  "quel(?:le)?s (?:compagnies|assureurs)",
  `which of these${NOT_PRODUCTS}`,
  "(?:best|cheapest|lowest) rates?",
  `cual de (?:estas|estos)${NOT_PRODUCTS}`,
  `lequel de ces${NOT_PRODUCTS}`,
  `laquelle de ces${NOT_PRODUCTS}`,
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
  // "banner or protective for him?": two carriers set against each other.
  "(?:banner|protective|americo|aetna|humana|mutual of omaha|cigna|transamerica|foresters|gerber|uhc|wellcare|corebridge|lincoln|prudential|mutual) (?:or|o|ou|vs) (?:banner|protective|americo|aetna|humana|mutual of omaha|cigna|transamerica|foresters|gerber|uhc|wellcare|corebridge|lincoln|prudential|mutual)",
  // "t'as un assureur en tête", "a carrier in mind", "una aseguradora en mente".
  "(?:un |une )?(?:assureur|compagnie) en tete",
  "(?:a |any )?(?:carrier|company|insurer) in mind",
  "(?:una |alguna )?(?:aseguradora|compania) en mente",
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
export const FOLLOW_UP_SCRIPT = words([
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
/** "est-ce qu'un Advantage convient vraiment à quelqu'un en dialyse ?": fit asked, a condition named. */
const SUITABILITY_STRONG_PATTERNS = [
  "convient (?:vraiment |reellement )?a (?:quelqu'un|une personne|un client|une cliente|lui|elle)",
  "(?:really|actually) (?:right|suitable|good) for (?:someone|a client|a person)",
  "(?:de verdad|realmente) (?:le )?(?:conviene|sirve) a (?:alguien|una persona)",
];
const SUITABILITY_STRONG = words(SUITABILITY_STRONG_PATTERNS);
export const FOLLOW_UP_SUITABILITY = words([
  ...SUITABILITY_STRONG_PATTERNS,
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
  // "anything else i can put in front of him": another product to show.
  "(?:anything|something) else (?:i|we) (?:can|could) (?:put in front of|show|offer|bring)",
  "(?:algo|otra cosa) (?:mas )?que (?:le )?(?:pueda|podamos) (?:ofrecer|mostrar|presentar)",
  "(?:autre chose|quelque chose d'autre) (?:a|que je peux|qu'on peut) (?:lui )?(?:proposer|presenter|montrer)",
  "otras? opcion(?:es)? para (?:el|ella|ellos)",
  "(?:une )?autre option pour (?:lui|elle|eux)",
]);
const FOLLOW_UP_UNCOVERED = words([
  "on the hook for",
  "anything (?:i|we) should flag",
  "que (?:le )?queda por pagar",
  "(?:ce qui|qu'est-ce qui) reste a (?:sa|leur) charge",
  "not covering",
  "(?:what|which|any) (?:holes|gaps)",
  "(?:holes|gaps|huecos|trous) .{0,20}(?:open|left|still|quedan|restent)",
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
const SELECTION_STRONG_PATTERNS = [
  "which (?:one )?would you (?:actually )?(?:put in front of|pick|go with|recommend|lead with)",
  "cual (?:le )?(?:pondrias|recomendarias|escogerias)",
  "lequel (?:tu |vous )?(?:mettrais|mettriez|choisirais|recommanderais)",
];
/** "cancer plan or critical illness, which one would you actually put in front of them": the pick asked. */
const SELECTION_STRONG = words(SELECTION_STRONG_PATTERNS);
const FOLLOW_UP_SELECTION = words([
  ...SELECTION_STRONG_PATTERNS,
  // "pourquoi tu mets le plan G en premier et pas l'Advantage": the order of the bundle asked about.
  "(?:pourquoi|why|por que) .{0,30}(?:en premier|first|primero)",
  // "G or N for her?", "¿G o N?", "plan G ou N ?": which of the two letters.
  "(?:plan )?[gnf] (?:or|vs\\.?|versus|o|ou) (?:plan )?[gnf](?![a-z])",
  "(?:offer|show|pitch|present|quote|lead with|start with|bring up) (?:him |her |them )?first",
  "(?:which|what) (?:one )?(?:do|should) i (?:lead|start|open) with",
  "(?:should|do) i (?:lead|start|open) with",
  "(?:empiezo|comienzo|abro) con (?:el|la)",
  "(?:je commence|on commence|j'ouvre|on ouvre) (?:par|avec) (?:le|la|l')",
  "(?:je commence|on commence|commencer) par (?:lequel|laquelle|quoi)",
  "(?:con|por) cual (?:empiezo|comienzo|abro)",
  "(?:start|lead|open) with which",
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

export const PRONOUNS = words([
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
  // "et si on partait plutôt sur une temporaire et qu'il place la différence": buy term, invest the rest.
  "(?:et )?si on partait (?:plutot )?sur",
  "(?:what if|how about) we (?:went|go) with",
  "(?:y )?si mejor (?:le )?(?:hacemos|ponemos|vamos con)",
  "(?:invest|place|placer|invertir) (?:the |la )?(?:difference|differencia|diferencia)",
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
export const TAX_SUBJECT = words([
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
export const PRODUCT_MONEY = words([
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
export const TAX_BENEFIT = words([
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
export const NEW_FACT_ANNOUNCE = words([
  "update ?[-—–]",
  "(?:wife|husband|spouse) (?:passed away|died)",
  "(?:esposa|esposo) (?:fallecio|murio)",
  "(?:femme|mari|epouse) (?:est )?(?:decede|decedee)",
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

export function followUpTopicOf(text: string, objection: ObjectionType | null): BundleTopic {
  if (CARRIER_CUE.test(text)) return "carrier_fit";
  if (EMPLOYER_SIZE.test(text)) return "new_fact";
  // "she moved to Florida", "se mudó a Texas": a new state for this client.
  if (
    /(?<![a-z])(?:moved (?:to|out of)|(?:se mudo|se cambio de casa|se fue a vivir) a|(?:a|ont) demenage (?:a|en|au|dans))(?![a-z])/u.test(
      text,
    )
  )
    return "new_fact";
  // "is an Advantage really right for someone on dialysis?": the condition is the case asked about.
  if (SUITABILITY_STRONG.test(text)) return "product_suitability";
  if (SELECTION_STRONG.test(text)) return "product_selection";
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

/** "can she", "is he": a question about this client, not the program's figure. */
export const PRONOUN_SUBJECT = words([
  "for (?:him|her|them)",
  "para (?:el|ella)",
  "pour (?:lui|elle)",
  "(?:can|does|is|should) (?:she|he)",
  "(?:she|he) (?:is|has|can)",
  "puede (?:ella|el)",
  "(?:elle|il) peut",
]);
