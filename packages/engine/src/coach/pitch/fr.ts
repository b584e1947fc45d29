/**
 * Mots de l'argumentaire en français (vouvoiement). Aucun taux d'acceptation ni chiffre que le moteur ne
 * peut sourcer (docs/product/decisions.md#d-15) ; des primes, jamais la rémunération de l'agent (docs/product/decisions.md#d-14) ; une prime de 0 $ est une
 * « prime zéro ».
 */
import type { PolicyView } from "../../words/table.js";
import type { PitchContext, PitchTable } from "./table.js";

const ORDINAL = ["Premièrement", "Deuxièmement", "Troisièmement"];
/** "élément" is masculine. */
const ORDINAL_ADJ = ["premier", "deuxième", "troisième"];
const COUNT = ["un", "deux", "trois"];
const PROPER = /^(Medicare|Medigap|MA-PD|Partie)\b/;

const nameIn = (p: PolicyView): string =>
  PROPER.test(p.name) ? p.name : p.name.charAt(0).toLowerCase() + p.name.slice(1);
const hello = (c: PitchContext): string => (c.address ? `Bonjour ${c.address}.` : "Bonjour.");
const hi = (c: PitchContext): string => `Bonjour${c.w.name ? ` ${c.w.name}` : ""} !`;
const who = (c: PitchContext): string => c.w.name ?? "votre client";
const names = (c: PitchContext): string => c.t.list(c.policies.map(nameIn));
const count = (c: PitchContext): string => COUNT[c.policies.length - 1] ?? String(c.policies.length);
function priceClause(p: PolicyView, c: PitchContext): string {
  const premium = c.premium(p);
  if (premium.kind === "zero") return "avec une prime zéro";
  return premium.kind === "single"
    ? `avec une prime unique d'environ ${premium.text}`
    : `pour ${premium.text}`;
}
const conversationalOrdinal = (i: number, n: number): string =>
  i === 0 ? "Pour commencer" : i === n - 1 ? "Et enfin" : "Ensuite";

export const pitchFr: PitchTable = {
  honorific: (gender, lastName) => `${gender === "female" ? "Madame" : "Monsieur"} ${lastName}`,
  nameIn: article,

  opening: {
    professional: [
      (c) => `${hello(c)} Merci de m'accorder ce temps.`,
      (c) => `${hello(c)} Merci pour ce rendez-vous.`,
      (c) => `${hello(c)} Merci de votre disponibilité.`,
    ],
    conversational: [
      (c) => `${hi(c)} Merci beaucoup d'avoir pris le temps.`,
      (c) => `${hi(c)} C'est un plaisir de vous parler.`,
      (c) => `${hi(c)} Merci d'avoir trouvé un moment.`,
    ],
    educational: [
      (c) => `${hello(c)} Merci de votre temps.`,
      (c) => `${hello(c)} Merci d'être là.`,
      (c) => `${hello(c)} Merci de votre confiance.`,
    ],
  },

  purpose: {
    professional: () =>
      "J'ai étudié tout ce que vous m'avez confié, et j'aimerais vous présenter ma recommandation.",
    conversational: () =>
      "J'ai repensé à notre conversation, et je vous ai préparé quelque chose qui, je crois, vous correspond vraiment.",
    educational: () =>
      "Avant de vous montrer des chiffres, j'aimerais vous expliquer comment j'ai construit cette proposition, car vous devez comprendre chaque élément avant de décider quoi que ce soit.",
  },

  situation: {
    professional: (c) => {
      const { goals, budget } = c.w;
      if (goals.length > 0)
        return `D'après notre échange, vos priorités sont ${c.t.list(goals)}${budget ? `, avec un budget confortable d'environ ${budget}` : ""}.`;
      return budget
        ? `Vous m'avez demandé de rester autour de ${budget}.`
        : "Vous m'avez demandé une couverture adaptée à votre situation actuelle.";
    },
    conversational: (c) => {
      const { goals, budget } = c.w;
      if (goals.length > 0)
        return `Vous m'avez dit que ce qui compte le plus pour vous, c'est ${c.t.list(goals)}${budget ? `, et que vous aimeriez rester autour de ${budget}` : ""}.`;
      return budget
        ? `Vous m'avez dit que vous aimeriez rester autour de ${budget}.`
        : "Vous m'avez dit vouloir une couverture qui ait du sens pour votre situation d'aujourd'hui.";
    },
    educational: (c) => {
      const { goals, budget, age } = c.w;
      const start = age !== undefined ? `À ${age} ans, nous sommes partis` : "Nous sommes partis";
      if (goals.length > 0)
        return `${start} de vos objectifs : ${c.t.list(goals)}${budget ? `, avec un budget d'environ ${budget}` : ""}.`;
      return budget
        ? `${start} de votre budget d'environ ${budget}.`
        : `${start} de votre situation actuelle et de ce que vous voulez protéger.`;
    },
  },

  disclaimerIntro: {
    professional: "Avant de parler d'un régime, je dois vous communiquer ceci :",
    conversational: "Petite chose avant de commencer, je suis tenu de vous lire ceci :",
    educational: "D'abord, un avis important que je suis tenu de vous lire :",
  },

  recommendIntro: {
    professional: (c) => `Ma recommandation comporte ${count(c)} volets : ${names(c)}.`,
    conversational: (c) => `Voici ce que je vous propose : ${names(c)}.`,
    educational: (c) =>
      `Je vous recommande ${count(c)} éléments qui fonctionnent ensemble : ${names(c)}. Voyons-les un par un.`,
  },

  policyShort: {
    professional: (p, i, c) => `${ORDINAL[i] ?? "Ensuite"}, ${nameIn(p)}, ${priceClause(p, c)}.`,
    conversational: (p, i, c) =>
      `${conversationalOrdinal(i, c.policies.length)}, ${nameIn(p)}, ${priceClause(p, c)}.`,
    educational: (p, i, c) =>
      `Le ${ORDINAL_ADJ[i] ?? "prochain"} élément est ${article(p)}, ${priceClause(p, c)}.`,
  },

  policyLead: {
    professional: (p, i) => `${ORDINAL[i] ?? "Ensuite"}, je vous recommande ${article(p)}.`,
    conversational: (p, i, c) => `${conversationalOrdinal(i, c.policies.length)}, ${article(p)}.`,
    educational: (p, i) => `Voyons le ${ORDINAL_ADJ[i] ?? "prochain"} élément : ${article(p)}.`,
  },

  policyGap: {
    professional: (p, _i, c) => c.t.needGap[p.product],
    conversational: (p, _i, c) => `Pourquoi c'est important ? ${c.t.needGap[p.product]}`,
    educational: (p, _i, c) => `Voyez les choses ainsi. ${c.t.needGap[p.product]}`,
  },

  policyCoverage: (p) => (p.coverage ? `Garantie : ${p.coverage}.` : ""),

  policyPrice: {
    professional: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "Cet élément est disponible avec une prime zéro.";
      return premium.kind === "single"
        ? `Il demande une prime unique d'environ ${premium.text}.`
        : `La prime estimée est d'${premium.text}.`;
    },
    conversational: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "Et on peut l'avoir à prime zéro.";
      return premium.kind === "single"
        ? `C'est un versement unique d'environ ${premium.text}.`
        : `Comptez ${premium.text}.`;
    },
    educational: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "Vous pouvez l'obtenir avec une prime zéro.";
      return premium.kind === "single"
        ? `On le finance en une fois, avec une prime unique d'environ ${premium.text}.`
        : `Prévoyez ${premium.text} pour cet élément.`;
    },
  },

  policyCarrier: {
    professional: (p) => (p.carrier ? `Ici, mon premier choix d'assureur est ${p.carrier}.` : ""),
    conversational: (p) => (p.carrier ? `Je commencerais par ${p.carrier}.` : ""),
    educational: (p) =>
      p.carrier
        ? `Je comparerai les assureurs pour vous, en commençant par ${p.carrier}, le mieux adapté à votre situation.`
        : "",
  },

  timing: (fact) => `Une chose à savoir : ${fact}`,

  bridge: {
    professional: () =>
      "Chaque volet couvre un risque différent et, ensemble, ils évitent que ces frais retombent sur vous ou sur votre famille.",
    conversational: () => "Jusque-là, est-ce que tout cela vous parle ?",
    educational: () =>
      "En résumé : chaque élément couvre un risque différent et, ensemble, ils forment un seul plan.",
  },

  total: (total) => `Au total, cela fait ${total}.`,
  withinBudget: (budget) => `Cela reste dans les ${budget} que vous avez mentionnés.`,
  overBudget: (budget, lead) =>
    `C'est au-dessus des ${budget} que vous avez mentionnés : nous pouvons ajuster les montants, ou commencer par ${lead} et ajouter le reste plus tard.`,
  deferredNote:
    "Vous avez aussi parlé d'une autre couverture ; nous la verrons lors d'un rendez-vous à part, pour qu'aujourd'hui reste consacré à vos choix Medicare.",
  applyHow: {
    professional: () =>
      "La demande elle-même est simple : nous passons les questions ensemble, et vous relisez chaque réponse avant tout envoi.",
    conversational: () =>
      "La demande, c'est simple : on passe les questions ensemble, et vous voyez chaque réponse avant que quoi que ce soit parte.",
    educational: () =>
      "Pour la demande, nous passons les questions ensemble et vous relisez chaque réponse avant l'envoi : rien ne part sans que vous l'ayez vu.",
  },
  priceConcern: {
    professional: () =>
      "Si la prime vous inquiète, nous pouvons ajuster les montants de garantie plutôt que de laisser un besoin sans couverture.",
    conversational: () =>
      "Et si le prix vous paraît un peu lourd, dites-le-moi : on peut ajuster les montants au lieu de laisser quelque chose sans couverture.",
    educational: () =>
      "Si une prime vous semble trop élevée, nous pouvons réduire le montant de garantie plutôt que de retirer un élément, pour ne laisser aucun besoin sans couverture.",
  },
  commonQuestion: (question, answer) =>
    `Une question que l'on me pose souvent à ce stade : « ${question} » ${answer}`,
  estimateNote:
    "Ces chiffres sont des estimations ; l'assureur confirme la prime définitive après l'étude de votre demande.",

  thinkItOver: {
    professional: () =>
      "Si vous souhaitez prendre le temps d'y réfléchir, c'est tout à fait normal : je vous laisse un résumé écrit, et nous en reparlons quand cela vous convient.",
    conversational: () =>
      "Et si vous voulez y réfléchir à tête reposée, aucun souci : je vous laisse un résumé écrit, et on en reparle quand ça vous arrange.",
    educational: () =>
      "Si vous voulez prendre le temps d'y réfléchir, c'est une bonne idée : je vous laisse un résumé écrit de tout ce que nous avons vu, pour le relire à votre rythme.",
  },
  recap: {
    professional: (c, total) =>
      `En résumé : ${names(c)}${total ? `, pour ${total}` : ""}, avec un bilan ensemble dans 90 jours.`,
    conversational: (c, total) =>
      `Donc, ${names(c)}${total ? `, ${total} en tout` : ""}, et on refait le point dans 90 jours.`,
    educational: (c, total) =>
      `Récapitulons : ${names(c)}${total ? `, ${total} au total` : ""}, et un bilan à 90 jours pour que vous sachiez toujours où vous en êtes.`,
  },

  nextSteps: {
    professional: () =>
      "Si cela répond à vos besoins, nous pouvons remplir la demande dès aujourd'hui. Je reviendrai vers vous sous 48 heures pour répondre à vos questions, et je vous tiendrai informé de la demande dans les 5 jours ouvrables.",
    conversational: () =>
      "Si ça vous convient, on peut lancer la demande aujourd'hui. Je vous appelle sous 48 heures au cas où une question vous viendrait, et je vous dis où en est la demande dans les 5 jours ouvrables.",
    educational: () =>
      "Voici la suite : nous remplissons la demande ensemble, puis l'assureur l'étudie. Je vous appellerai sous 48 heures pour répondre à ce qui vous sera venu à l'esprit, puis dans les 5 jours ouvrables pour vous dire où en est la demande.",
  },

  review: {
    professional: () =>
      "Dans 90 jours, nous nous reverrons pour faire le point sur votre couverture et vérifier qu'elle fonctionne comme prévu.",
    conversational: () =>
      "Et dans 90 jours, on refait le point ensemble pour vérifier que tout fonctionne comme il faut.",
    educational: () =>
      "Dans 90 jours, nous passerons votre couverture en revue ensemble, pour que vous sachiez exactement ce que vous avez et comment vous en servir.",
  },

  close: {
    professional: [
      () => "Avez-vous des questions avant que nous passions à la demande ?",
      () => "Quelles questions puis-je éclaircir avant de commencer la demande ?",
      () => "Voulez-vous revoir un point avant de commencer la demande ?",
    ],
    conversational: [
      () => "Qu'en pensez-vous ? Si cela vous convient, on peut commencer dès aujourd'hui.",
      () => "Qu'en dites-vous ? Si ça vous va, on s'y met aujourd'hui.",
      () => "Alors, ça vous parle ? Si oui, on commence dès aujourd'hui.",
    ],
    educational: [
      () =>
        "Quelles questions avez-vous ? Je veux que vous soyez parfaitement à l'aise avant de décider quoi que ce soit.",
      () =>
        "Quelle partie voulez-vous que je vous réexplique ? Rien ne presse : je veux que vous décidiez en toute confiance.",
      () =>
        "Qu'aimeriez-vous revoir plus en détail ? Prenez votre temps : la décision vous appartient, et elle doit vous sembler juste.",
    ],
  },

  questionsInvite: "Arrêtez-moi à tout moment si quelque chose n'est pas clair.",

  followUp: {
    recap: (c) => ({
      when: "Le jour même",
      action: `Envoyez à ${who(c)} un court mot de remerciement qui récapitule ${names(c)}, les primes estimées et votre numéro direct.`,
    }),
    policyDelivery: (c) => ({
      when: "À la réception des documents du contrat",
      action: `Parcourez-les avec ${who(c)} : ce qui est couvert, la prime et la date de paiement, et qui appeler en cas de sinistre.`,
    }),
  },

  referralScript: {
    professional: (c) =>
      `${c.address ? `${c.address}, merci` : "Merci"} de m'avoir confié votre couverture. Une grande partie de ma clientèle vient de recommandations de clients comme vous. Y a-t-il quelqu'un qui vous est cher, un ami, un voisin ou un proche, qui apprécierait le même bilan ? Si oui, pourriez-vous lui transmettre mon numéro, ou lui demander s'il souhaite que je l'appelle ? Je m'en occuperai avec le même soin, et sans aucune pression.`,
    conversational: (c) =>
      `J'ai vraiment apprécié de travailler avec vous${c.w.name ? `, ${c.w.name}` : ""}. La plupart de mes nouveaux clients arrivent parce que quelqu'un comme vous en a parlé à un ami. Vous connaissez quelqu'un à qui un petit bilan de sa couverture ferait du bien ? Vous pouvez lui passer mon numéro, ou lui demander si je peux l'appeler. Aucune pression pour lui.`,
    educational: () =>
      "Beaucoup de gens ne savent pas ce que leur couverture laisse de côté avant d'en avoir besoin. Si quelqu'un de votre entourage va avoir 65 ans, part à la retraite ou ne sait pas très bien ce qu'il a, je serai heureux de lui expliquer ses options comme je vous ai expliqué les vôtres. Pourriez-vous lui transmettre mon numéro, ou lui demander s'il souhaite que je l'appelle ?",
  },

  referralTips: [
    "Demandez au bon moment : juste après avoir réglé un problème du client, ou lors du bilan à 90 jours, quand la couverture a fait ses preuves ; jamais avant que la demande soit signée.",
    "Soyez précis : demandez des personnes dans la même situation (bientôt 65 ans, départ à la retraite, nouveaux grands-parents) plutôt que « quelqu'un que vous connaissez ».",
    "Laissez le client faire la présentation avec votre carte ou un court message à transférer ; pour Medicare, n'appelez jamais un recommandé sans sollicitation : attendez qu'il vous contacte ou accepte un appel.",
    "Remerciez personnellement chaque client qui vous recommande et dites-lui que vous avez pris contact, que la personne souscrive ou non.",
  ],
};

/** French names need their article ("l'assurance frais funéraires", "la rente indexée"). */
function article(p: PolicyView): string {
  const name = nameIn(p);
  if (/^[aeéèiouyh]/i.test(name)) return `l'${name}`;
  return FEMININE.test(name) ? `la ${name}` : `le ${name}`;
}
const FEMININE = /^(rente|assurance|couverture|garantie|complémentaire|protection|indemnité)/i;
