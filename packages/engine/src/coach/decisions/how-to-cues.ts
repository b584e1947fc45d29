/**
 * The words that make a message a how-to, in English, Spanish and French (folded text): a selling move or
 * a compliance step the agent asks for, not a client's words.
 */
import { words } from "./lexicon.js";
import { type Cues, firstMatch, type HowToTopic } from "./question.js";

/** How-tos: a selling move or a compliance step, not a client's words. */
const HOW_TO_CUES: Cues<HowToTopic> = [
  // "am i allowed to bring up life insurance in a medicare advantage appt": whether a move is permitted,
  // before the move itself.
  [
    "compliance",
    words([
      "(?:am i|are we|is it|is that) (?:even )?(?:allowed|ok|okay|legal|permitted|compliant) to (?:bring up|mention|talk about|offer|sell|pitch|discuss|raise)",
      "(?:can|may) i (?:legally|even) (?:bring up|mention|talk about|offer|sell|pitch|discuss)",
      "(?:esta|es) (?:permitido|legal) (?:hablar|mencionar|ofrecer|vender|sacar)",
      "(?:me permiten|se permite|se puede legalmente) (?:hablar|mencionar|ofrecer|vender)",
      "(?:ai-je|est-ce que j'ai|a-t-on|on a) le droit de (?:parler|proposer|mentionner|vendre|aborder)",
      "(?:est-ce|c'est) (?:permis|autorise|legal|conforme) de (?:parler|proposer|mentionner|vendre|aborder)",
    ]),
  ],
  [
    "cross_sell",
    words([
      "cross[- ]?sell(?:ing)?",
      "(?:bring up|mention|talk about|raise|pitch|introduce|offer|sell|add) .{0,30} (?:during|in|at|on) (?:an? |the |my |that |this )?(?:same )?(?:medicare|ma|mapd|advantage|supp|appointment|appt|review|call)",
      "(?:bring up|mention|talk about|raise|pitch|introduce|offer) .{0,30} (?:while|when) (?:i'?m|im|i am) (?:there|sitting|at (?:her|his|their) (?:house|home|kitchen))",
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
      // "tengo como 200 clientes con plan G, como les saco cita para hablarles de gastos finales": a book
      // of clients on one line, reached for the other.
      "\\d+ (?:clients|clientes) (?:con|with|on|avec|sous|en) .{0,60}(?:gastos finales|final expense|seguro de vida|life insurance|obseques|assurance[- ]vie)",
      // "i just wrote a 750k term ... whats a natural way to bring up their medicare stuff".
      "(?:natural|easy|smooth|good) way to (?:bring up|mention|raise|introduce) .{0,40}(?:medicare|life|final expense|annuit)",
      // "wrote her a med supp last month and she has zero life insurance, how do I circle back".
      "(?:wrote|sold|enrolled|signed) (?:her|him|them) (?:up )?(?:in |on |into )?(?:a |an )?(?:med supp|medigap|supplement|supp|advantage|mapd|pdp|plan g|plan n) .{0,80}(?:life insurance|final expense|burial|annuit)",
      // "una clienta de advantage que en plena cita me preguntó por un seguro funerario, cómo lo manejo".
      "(?:en plena cita|during (?:the|an?|my) (?:appointment|appt|review)|pendant (?:le|un|mon) (?:rendez-vous|rdv)) .{0,60}(?:pregunto|asked|asks|demande) (?:por|about|pour|sur) .{0,20}(?:funerario|gastos finales|final expense|burial|vida|life|obseques|vie|rente|annuit|anualidad)",
      // "un client Medigap content depuis 2 ans, comment je lui parle d'une rente": a client of one line, the other.
      "(?:client|clienta|cliente|customer) (?:medigap|advantage|medicare|de medigap|de advantage) .{0,60}(?:comment|how|como) .{0,30}(?:parle|parler|bring up|hablo|hablar|mention) .{0,25}(?:rente|annuit|anualidad|life|vie|vida|final|obseques|funerario)",
      // "comment je passe à l'assurance obsèques", "how do I move over to final expense": from one line
      // to the other.
      "(?:comment|je peux|puis-je) (?:je )?(?:passe|passer|bascule|basculer) (?:a|au|vers) (?:l'|une |la )?(?:assurance|police|rente|frais)",
      "how (?:do|can) i (?:switch|move|pivot|transition|go) (?:over )?to (?:the )?(?:final expense|life|burial|funeral|annuit)",
      "(?:como|puedo) (?:paso|pasar|cambio|cambiar) a (?:hablar de )?(?:los |el |un )?(?:gastos finales|seguro de vida|seguro funerario|anualidad)",
    ]),
  ],
  [
    "compliance",
    words([
      // A bought list of people turning 65, texted: unsolicited contact CMS forbids.
      "(?:bought|purchased|buy|compre|comprar|achete|acheter) (?:a |an |una |une )?(?:lead )?(?:list|lista|liste)",
      "(?:mandar|mandarles|enviar|enviarles) (?:mensajes|textos) .{0,30}(?:ofreciendo|ofreciendoles|vendiendo)",
      "(?:text|texting|cold[- ]?call|cold[- ]?calling) .{0,30}(?:turning 65|t65|medicare)",
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
      // "est-ce que je peux dire à un client que le plan est gratuit": the zero-premium wording.
      "(?:dire|decir(?:le)?|say|tell) .{0,40}(?:gratuit|gratis|free)(?![a-z])",
      // A gift to a client who enrolls (CMS caps it at a nominal value).
      "gift cards?",
      "tarjetas? de regalo",
      "cartes?[- ]cadeaux?",
      "(?:give|dar(?:le|les)?|offrir|regalar(?:le|les)?) .{0,30}(?:gift|regalo|cadeau)",
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
      "\\d+ (?:appts?|appointments?|meetings|citas|reuniones|rdv|rendez-vous) (?:a|al|por|par|per|each) (?:day|dia|jour|week|semana|semaine)",
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
      "send me (?:their|his|her) (?:friends|family|neighbors)",
      "que me (?:refieran|recomienden|manden) (?:a )?(?:sus )?(?:amigos|conocidos|familiares)",
      "m'envoient (?:leurs|ses) (?:amis|proches)",
      "names of (?:friends|people|family)",
      "introductions?",
      "who they know",
      "referidos?",
      "recomendaciones",
      "recommandations?",
      "parrainages?",
      "(?:des |mes |leurs )?references",
      "referencias",
    ]),
  ],
  [
    "pivot",
    words([
      "pivot",
      "turn (?:a|an|the) .{0,40} into",
      "from .{0,40} to (?:talking about|a full|full)",
      "(?:go|get|move) from (?:a |an |the )?.{0,30} (?:into|to) (?:talking|discussing|a |the )",
      "transition (?:from|to)",
      "(?:paso|pasar) de .{0,40} a",
      "(?:hago|hacer) la transicion",
      "passer d'une? .{0,40} a",
      // "comment je passe d'un rendez-vous Medigap a l'assurance vie", "rebondir sur autre chose".
      "(?:je )?passe d'une? .{0,40} a",
      "rebondi[rs]? sur",
      "(?:bounce|pivot|move on) to (?:something|another)",
      "(?:paso|pasar|cambiar) a (?:otra cosa|otro producto)",
      "(?:transformer|transforme|convertir|convierto|convert|turn) (?:une?|una|la|el|a|an|the|mi|ma|my) (?:revue|revision|review|cita|rdv|appointment|call|llamada|appel|consulta) .{0,40} (?:en|into)",
      "enchainer",
      // "comment j'amène la conversation là-dessus", "comment j'amène le sujet proprement".
      "(?:comment|como) (?:j'amene|amener|llevo|llevar) (?:la conversation|le sujet|la conversacion|el tema)",
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
export const HOW_TO_ASK = words([
  "how (?:do|can|should) i",
  "(?:non-cheesy|natural|easy|good|smooth|classy) way to",
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

export function howToTopicOf(text: string): HowToTopic | null {
  const topic = firstMatch(HOW_TO_CUES, text);
  if (topic) return topic;
  // "best way to close … over the phone", "how do I get the SOA signed when selling by phone".
  if (CLOSE_WORDS.test(text) && HOW_TO_ASK.test(text)) return "phone_close";
  if (COMPLIANCE_MANNER.test(text)) return "compliance";
  return null;
}
