/**
 * French words: "vous" with the client, amounts as "1 234 $", Medicare terms kept where the client will
 * meet them in English (Medicare Advantage, Partie B, SHIP). Constructions that would need the client's
 * gender are avoided (no "le/la" for the client, no agreeing participles). Les régimes à prime de 0 $ sont
 * « à prime zéro », jamais « gratuits » (docs/product/decisions.md#d-14).
 * One file per language, typed as the same `WordTable`, so a translator works in one place and a missing
 * line fails to compile.
 */

import { frenchDollars, joinList, lowerFirst, moneyRange, upperFirst } from "./format.js";
import { agree, nounOf, product, products } from "./grammar.js";
import type { ObjectionText, PolicyView, Representative, WordsContext, WordTable } from "./table.js";
import { urgencyFactFor } from "./urgency.js";

const list = (items: readonly string[]): string => joinList(items, "et");
const who = (ctx: WordsContext): string => ctx.name ?? "votre client";
const REPRESENTATIVE_NOUNS: Record<Representative["relation"], [male: string, female: string, any: string]> =
  {
    spouse: ["le mari", "l'épouse", "le conjoint"],
    child: ["le fils", "la fille", "l'enfant"],
    parent: ["le père", "la mère", "le parent"],
    other: ["le proche", "la proche", "le proche"],
  };
const representativeNoun = (r: Representative): string =>
  REPRESENTATIVE_NOUNS[r.relation][r.gender === "male" ? 0 : r.gender === "female" ? 1 : 2];
/** Celui qui parle avec l'agent et décide : le proche qui agit pour un client atteint de démence, ou le client. */
const decider = (ctx: WordsContext): string => {
  const r = ctx.representative;
  return r ? (r.name ?? representativeNoun(r)) : who(ctx);
};
const representativeFull = (r: Representative): string =>
  r.name ? `${r.name} (${representativeNoun(r)})` : representativeNoun(r);
/** Product names with their articles ("l'assurance frais funéraires et la rente fixe"). */
const names = (policies: readonly PolicyView[], form: "the" | "of" = "the"): string =>
  products(
    "fr",
    policies.map((p) => p.product),
    form,
  );
const presentedOr = (ctx: WordsContext, form: "the" | "of" = "the"): string =>
  ctx.presented.length > 0
    ? names(ctx.presented, form)
    : form === "of"
      ? "des produits convenus"
      : "les produits convenus";
const isAnnuity = (p: PolicyView): boolean =>
  p.product === "fixed_annuity" || p.product === "indexed_annuity";
const isLife = (ctx: WordsContext): boolean =>
  ctx.products.has("final_expense") ||
  ctx.products.has("term_life") ||
  ctx.products.has("whole_life") ||
  ctx.products.has("iul");

function policyLine(p: PolicyView): string {
  const head = p.coverage ? `${p.name} (${p.coverage})` : p.name;
  const carrier = p.carrier ? `, en citant d'abord ${p.carrier}` : "";
  const why = p.why ? ` : ${p.why}` : "";
  return `${head}${carrier}${why}. ${upperFirst(p.price)}.`;
}

function annuityNote(ctx: WordsContext, policies: readonly PolicyView[]): string {
  return policies.some(isAnnuity)
    ? ` Ne recommandez la rente que lorsque vous pouvez documenter en quoi elle sert au mieux les intérêts de ${who(ctx)}.`
    : "";
}

function deferredSentence(ctx: WordsContext): string {
  return `Ne parlez pas ${names(ctx.deferred, "of")} pendant ce rendez-vous Medicare : abordez le sujet seulement si ${who(ctx)} le demande, ou lors d'un rendez-vous distinct prévu à cet effet.`;
}

const lockUpMoney = (): ObjectionText => ({
  objection: "Je ne veux pas bloquer mon argent.",
  response:
    "C'est sage : garder de l'argent accessible, c'est important. Décidons d'abord ensemble combien reste dans votre épargne pour les imprévus ; seul l'argent dont vous n'aurez pas besoin pendant la période des frais de rachat irait ici. Beaucoup de contrats permettent aussi de retirer une partie chaque année sans frais de rachat, et je vous montrerai les conditions exactes de celui-ci avant que vous décidiez.",
});

const buyTermInstead = (extra: string) => (): ObjectionText => ({
  objection: "Je préfère prendre une assurance temporaire et investir la différence.",
  response: `Ça peut fonctionner, et je vous propose volontiers de comparer les deux côte à côte. La vraie question, c'est le rôle que vous voulez donner à cet argent : l'assurance temporaire couvre un nombre d'années fixe ; une couverture permanente dure toute la vie et accumule une valeur de rachat.${extra} Qu'est-ce qui compte le plus pour vous ?`,
});

const laterFact = "votre tarif dépend de votre âge et de votre santé le jour où vous faites la demande.";
const startFact =
  "la couverture ne commence qu'une fois la demande acceptée, et certaines garanties ont un délai d'attente.";
const enrollmentFact =
  "les changements de régime Medicare ne sont possibles qu'à certaines périodes, comme la période d'inscription annuelle, du 15 octobre au 7 décembre.";
const annuityFact =
  "rien ne presse. Les taux des nouveaux contrats évoluent avec le temps, je vérifierai donc avec vous le taux en vigueur avant que vous décidiez.";

export const fr: WordTable = {
  language: "fr",

  money: frenchDollars,
  range: (amount) => moneyRange(amount, frenchDollars, " à "),
  monthly: (range) => `${range} par mois`,
  single: (range) => `prime unique de ${range}`,
  about: (amount) => `environ ${amount}`,
  zeroPremium: "prime zéro",
  list,

  placeholders: { agentName: "[votre nom]", agency: "[agence]" },
  productName: {
    medicare_advantage: "Medicare Advantage",
    medicare_supplement: "assurance complémentaire Medicare (Medigap)",
    part_d: "régime de médicaments de la Partie D",
    final_expense: "assurance frais funéraires",
    term_life: "assurance vie temporaire",
    whole_life: "assurance vie entière",
    iul: "assurance vie universelle indexée",
    fixed_annuity: "rente fixe",
    indexed_annuity: "rente indexée",
    long_term_care: "assurance soins de longue durée",
    hospital_indemnity: "assurance indemnités hospitalières",
    cancer: "assurance cancer",
    dental_vision_hearing: "assurance dentaire, vue et audition",
  },

  goals: {
    final_expenses: "les frais funéraires",
    protect_family: "la protection de la famille",
    mortgage: "le remboursement du prêt hypothécaire",
    income_replacement: "le remplacement du revenu",
    retirement_income: "un revenu de retraite",
    safe_growth: "une croissance sûre de l'épargne",
    legacy: "la transmission d'un héritage",
    medical_costs: "les frais médicaux",
    long_term_care: "les soins de longue durée",
    dental_vision_hearing: "les soins dentaires, de la vue et de l'audition",
    lower_premiums: "des primes plus basses",
    prescriptions: "le coût des médicaments",
    hospital_costs: "les frais d'hospitalisation",
    cancer_protection: "la protection contre le cancer",
    tax_advantaged_growth: "une croissance à imposition différée",
    debt_payoff: "le remboursement des dettes",
    education: "les frais d'études",
  },

  missingQuestion: {
    age: "Quelle est votre date de naissance ?",
    needs:
      "Pourquoi cherchez-vous une couverture maintenant, et que voudriez-vous qu'elle prenne en charge ?",
    state: "Dans quel État habitez-vous, et quel est votre code postal ?",
    health:
      "Comment va votre santé en général ? Suivez-vous un traitement, ou avez-vous été à l'hôpital ces deux dernières années ?",
    smoker: "Avez-vous consommé du tabac ou de la nicotine au cours des 12 derniers mois ?",
    current_coverage:
      "Quelle couverture avez-vous aujourd'hui : parties de Medicare, régime de l'employeur, assurance vie ?",
    budget: "Quel montant mensuel vous semblerait confortable, sans peser sur votre budget ?",
    income: "À peu près, quel est le revenu de votre foyer ?",
    savings: "Combien avez-vous environ en épargne, et quelle part devez-vous garder à portée de main ?",
    dependents: "Quelqu'un dépend-il de vous financièrement : conjoint, enfants, petits-enfants ?",
    marital_status: "Êtes-vous en couple ? Votre conjoint cherche-t-il aussi une couverture ?",
    medications: "Quels médicaments sur ordonnance prenez-vous, et à quelle dose ?",
    doctors: "Quels médecins et quels hôpitaux voulez-vous garder ?",
    beneficiary: "Qui aimeriez-vous voir recevoir cet argent ?",
  },

  missingLabel: {
    age: "âge",
    needs: "besoins à couvrir",
    state: "État",
    health: "santé",
    smoker: "tabac",
    current_coverage: "couverture actuelle",
    budget: "budget",
    income: "revenu",
    savings: "épargne",
    dependents: "personnes à charge",
    marital_status: "situation familiale",
    medications: "médicaments",
    doctors: "médecins",
    beneficiary: "bénéficiaire",
  },

  tpmo: {
    organizationsPlaceholder: "[nombre d'organisations]",
    plansPlaceholder: "[nombre de régimes]",
    notAllPlans: (organizations, plans) =>
      `Nous n'offrons pas tous les régimes disponibles dans votre région. Actuellement, nous représentons ${organizations} organisations qui offrent ${plans} produits dans votre région. Veuillez contacter Medicare.gov, le 1-800-MEDICARE ou le programme local d'aide en assurance maladie de votre État (State Health Insurance Program, SHIP) pour obtenir des informations sur toutes vos options.`,
    allPlans: (organizations, plans) =>
      `Actuellement, nous représentons ${organizations} organisations qui offrent ${plans} produits dans votre région. Vous pouvez toujours contacter Medicare.gov, le 1-800-MEDICARE ou le programme local d'aide en assurance maladie de votre État (State Health Insurance Program, SHIP) pour obtenir de l'aide dans le choix d'un régime.`,
  },

  summary: (ctx) => {
    const parts: string[] = [];
    if (ctx.name) parts.push(ctx.name);
    if (ctx.age !== undefined) parts.push(`${ctx.age} ans`);
    if (ctx.state) parts.push(ctx.state);
    const client = parts.length > 0 ? parts.join(", ") : "Nouveau client";
    const all = [...ctx.presented, ...ctx.deferred];
    if (all.length === 0) return `${client} — aucune police recommandée pour l'instant`;
    const products = all.map((p) => p.name).join(" + ");
    return ctx.total ? `${client} — ${products}, ${ctx.total}` : `${client} — ${products}`;
  },

  talkTrack: {
    rapport: (ctx) => {
      const goals =
        ctx.goals.length > 0 ? ` ; montrez que vous vous souvenez de ce qui compte (${list(ctx.goals)})` : "";
      const r = ctx.representative;
      if (r) {
        return `Relation : saluez ${representativeFull(r)} par son prénom, avec un merci pour le temps accordé, et prenez des nouvelles avant de parler affaires ; associez ${who(ctx)} à l'échange dans la mesure de ses moyens${goals}.`;
      }
      return `Relation : saluez ${who(ctx)} par son prénom, avec un merci pour le temps accordé, et prenez des nouvelles avant de parler affaires${goals}.`;
    },
    agenda: (ctx) => {
      const plan = `Puis convenez du déroulé : vous posez des questions, vous montrez ce qui convient, et ${decider(ctx)} décide.`;
      if (!ctx.medicare)
        return `Permission et déroulé : demandez la permission de poser quelques questions. ${plan}`;
      const timing =
        ctx.rules === "cy2027"
          ? "avant de parler de toute prestation"
          : "dans la première minute, avant de parler de toute prestation";
      if (ctx.scopeOfAppointment) {
        return `Permission et déroulé : lisez l'avis Medicare du script d'ouverture ${timing}, vérifiez que le formulaire de portée du rendez-vous (Scope of Appointment) mentionne ${presentedOr(ctx)}, et ne parlez que de cela. ${plan}`;
      }
      return `Permission et déroulé : lisez l'avis Medicare du script d'ouverture ${timing}, et confirmez que le rendez-vous porte sur ${presentedOr(ctx)}. Si ${decider(ctx)} pose des questions sur Medicare Advantage ou la Partie D, enregistrez un formulaire de portée du rendez-vous (Scope of Appointment) avant d'en parler. ${plan}`;
    },
    discovery: (ctx) => {
      let text = `Découverte : posez les questions de découverte${
        ctx.missingLabels.length > 0
          ? `, en commençant par ce que vous ne savez pas encore (${list(ctx.missingLabels)})`
          : ""
      }. Écoutez plus que vous ne parlez et notez les mots exacts de ${decider(ctx)} : vous les reprendrez en présentant.`;
      if (ctx.representative) {
        text += ` Avec une démence, c'est ${decider(ctx)} qui décide : avant toute demande, vérifiez que la procuration ou la tutelle couvre les décisions d'assurance et gardez-en une copie au dossier${
          ctx.medicare
            ? ` ; pour un régime Medicare, c'est un représentant autorisé par la loi de l'État qui inscrit ${who(ctx)}`
            : ""
        }.`;
      }
      if (ctx.presentedProducts.has("final_expense") && ctx.finalExpenseHealthQuestions) {
        text +=
          " Pour l'assurance frais funéraires, posez les questions de santé (oxygène, dialyse, hospitalisations, cancer au cours des 12 derniers mois) avant de chiffrer.";
      }
      if (ctx.presented.some(isAnnuity)) {
        text +=
          " Pour la rente, couvrez les besoins de liquidités, l'horizon de placement et la tolérance au risque : la règle du meilleur intérêt vous oblige à les documenter.";
      }
      return text;
    },
    presentCore: (ctx) =>
      ctx.core.length > 0
        ? `Présentez le socle : ${ctx.core.map(policyLine).join(" ")}${annuityNote(ctx, ctx.core)}`
        : `Présentez le socle : partez du besoin qui compte le plus pour ${who(ctx)} et montrez comment la couverture y répond.`,
    presentAddOns: (ctx) =>
      `Présentez les compléments, chacun relié à un manque que laisse le socle : ${ctx.addOns
        .map(policyLine)
        .join(
          " ",
        )}${annuityNote(ctx, ctx.addOns)}${ctx.deferred.length > 0 ? ` ${deferredSentence(ctx)}` : ""}`,
    deferred: (ctx) => `Vente croisée : ${lowerFirst(deferredSentence(ctx))}`,
    separate: (ctx, line) =>
      line === "medicare"
        ? `Rendez-vous séparé : Medicare ne fait pas partie de l'entretien d'aujourd'hui. Si ${decider(ctx)} souhaite revoir la couverture Medicare, fixez un rendez-vous dédié et faites d'abord établir le Scope of Appointment.`
        : `Rendez-vous séparé : l'assurance vie et les rentes restent en dehors de ce rendez-vous Medicare. Si ${decider(ctx)} pose la question, fixez un rendez-vous séparé.`,
    concerns: (ctx) => {
      let text = `Traitez les objections : clarifiez avant de répondre (« Quand vous dites que c'est beaucoup, vous parlez du montant mensuel, ou de savoir si ça en vaut la peine ? »), puis utilisez les fiches d'objections.`;
      if (ctx.budget) {
        text += ctx.overBudget
          ? ` L'estimation dépasse les ${ctx.budget} indiqués par ${decider(ctx)} : commencez par le socle et présentez les compléments comme optionnels.`
          : ` L'estimation tient dans les ${ctx.budget} indiqués par ${decider(ctx)} ; dites-le.`;
      }
      return text;
    },
    close: (ctx) =>
      `Conclusion : demandez la décision par un choix simple, sans pression (script de conclusion). Si ${decider(ctx)} veut réfléchir ou en parler en famille, fixez le prochain échange avant de terminer.`,
    nextSteps: (ctx) =>
      `Étapes suivantes : expliquez la suite (la demande ou l'adhésion, les éventuelles questions de santé, et la date de début de la couverture)${
        ctx.presentedProducts.has("final_expense")
          ? `, fixez le premier prélèvement au jour où ${who(ctx)} reçoit ses revenus (le versement de la Sécurité sociale, par exemple),`
          : ""
      } et confirmez votre appel de suivi sous 48 heures.`,
  },

  scripts: {
    opening: (ctx) => {
      const greeted = ctx.representative ? ctx.representative.name : ctx.name;
      const hello = greeted ? `Bonjour ${greeted}, ici ${ctx.agentName}` : `Bonjour, ici ${ctx.agentName}`;
      const intro = `${hello}, agent d'assurance agréé, de ${ctx.agency}. Merci de m'accorder ce temps aujourd'hui.`;
      if (ctx.medicare) {
        const scope = ctx.scopeOfAppointment
          ? `Comme convenu dans votre formulaire de portée du rendez-vous, nous allons parler aujourd'hui uniquement ${presentedOr(ctx, "of")}.`
          : `Aujourd'hui, nous allons regarder ${presentedOr(ctx)}.`;
        return `${intro} ${ctx.tpmo} ${scope} Je vais vous poser des questions sur vos médecins, vos médicaments et votre budget, vous montrer ce qui vous convient, et c'est vous qui décidez. Cela vous convient-il toujours ?`;
      }
      const lead =
        ctx.goals.length > 0
          ? `Vous m'avez dit que vos priorités sont : ${list(ctx.goals)}. J'aimerais donc`
          : "Pour vous recommander ce qui vous convient vraiment, j'aimerais";
      return `${intro} ${lead} vous poser quelques questions, vous montrer ce qui vous convient, puis vous laisser décider de ce qui a du sens pour vous. Ça vous va ?`;
    },
    transition: (ctx) => {
      const lead = ctx.lead;
      if (!lead) {
        return "Merci, ça m'aide beaucoup. D'après ce que vous m'avez dit, je vais vous montrer ce que je vous recommande et pourquoi ; arrêtez-moi à tout moment pour poser une question.";
      }
      const rest = ctx.presented.filter((p) => p !== lead);
      const gaps =
        rest.length > 0
          ? ` Ensuite, ${names(rest)} ${rest.length === 1 ? "comble" : "comblent"} les manques ${nounOf("fr", lead.product).gender === "f" ? "qu'elle" : "qu'il"} laisse.`
          : "";
      return `Merci, ça m'aide beaucoup. D'après ce que vous m'avez dit, je construirais tout autour ${product("fr", lead.product, "of")} : c'est ce qui fait l'essentiel du travail.${gaps} Je vous présente ${rest.length > 0 ? "chaque élément" : "son fonctionnement"} ; arrêtez-moi à tout moment pour poser une question.`;
    },
    close: (ctx) => {
      const base = `D'après tout ce que nous avons vu, ${ctx.lead ? product("fr", ctx.lead.product) : "cette couverture"} répond à ce que vous m'avez dit compter le plus.`;
      if (ctx.presentedProducts.has("final_expense")) {
        return `${base} Si cela vous semble juste, commençons la demande. Pour le paiement mensuel, quelle date vous arrange le mieux : le jour où vous recevez la Sécurité sociale, ou un autre jour ?`;
      }
      const step = ctx.medicare && ctx.scopeOfAppointment ? "votre adhésion" : "la demande";
      return `${base} Voulez-vous commencer ${step} maintenant, ou préférez-vous en parler en famille et finaliser ensemble le [jour] ? Dans les deux cas, je reste disponible pour toute question.`;
    },
  },

  discovery: {
    byProduct: {
      medicare_advantage: [
        {
          fact: "doctors",
          text: "Quels médecins et quels hôpitaux voulez-vous garder ? Je vérifierai chacun dans le réseau du régime.",
        },
        {
          fact: "medications",
          text: "Quels médicaments sur ordonnance prenez-vous ? Je vérifierai chacun sur la liste des médicaments du régime.",
        },
        { text: "Voyagez-vous, ou consultez-vous un médecin dans un autre État ?" },
      ],
      medicare_supplement: [
        { fact: "doctors", text: "Quels médecins voulez-vous continuer à consulter ?" },
        {
          text: "Votre conjoint cherche-t-il aussi une assurance complémentaire Medicare ? Certains assureurs offrent une réduction par foyer.",
        },
        {
          fact: "current_coverage",
          text: "Comment vos médicaments sur ordonnance sont-ils couverts aujourd'hui ?",
        },
      ],
      part_d: [
        { fact: "medications", text: "Quels médicaments sur ordonnance prenez-vous, et à quelle dose ?" },
        { text: "Dans quelle pharmacie allez-vous ?" },
      ],
      final_expense: [
        { fact: "beneficiary", text: "Qui aimeriez-vous voir recevoir cet argent ?" },
        {
          text: "Que voudriez-vous qu'il couvre en premier : les obsèques, des dettes, un coup de pouce pour la famille ?",
        },
        {
          fact: "health",
          text: "Au cours des 12 derniers mois, avez-vous été à l'hôpital plus d'une fois, utilisé de l'oxygène ou la dialyse, ou suivi un traitement contre le cancer ?",
        },
      ],
      term_life: [
        { fact: "beneficiary", text: "Qui aimeriez-vous voir recevoir cet argent ?" },
        {
          text: "Pendant combien d'années votre famille aurait-elle besoin de votre revenu, et combien reste-t-il sur le prêt hypothécaire ?",
        },
      ],
      whole_life: [
        { fact: "beneficiary", text: "Qui aimeriez-vous voir recevoir cet argent ?" },
        { text: "Voulez-vous une couverture pour toute la vie, ou pour un nombre d'années fixe ?" },
      ],
      iul: [
        { fact: "beneficiary", text: "Qui aimeriez-vous voir recevoir cet argent ?" },
        {
          text: "Au-delà de la protection, comment aimeriez-vous utiliser la valeur de rachat plus tard : revenu de retraite, imprévus ?",
        },
      ],
      fixed_annuity: [
        {
          text: "Quelle part de cette épargne pourriez-vous devoir utiliser ces prochaines années, pour des imprévus ou de grosses dépenses ?",
        },
        {
          text: "À partir de quand voudriez-vous que cet argent vous verse un revenu, si vous le souhaitez ?",
        },
        {
          text: "Où est placé cet argent aujourd'hui : compte bancaire, certificat de dépôt, IRA ou 401(k) ?",
        },
      ],
      indexed_annuity: [
        {
          text: "Quelle part de cette épargne pourriez-vous devoir utiliser ces prochaines années, pour des imprévus ou de grosses dépenses ?",
        },
        {
          text: "À partir de quand voudriez-vous que cet argent vous verse un revenu, si vous le souhaitez ?",
        },
        {
          text: "Comment vivriez-vous une année sans croissance de votre solde, une année où le marché baisse ?",
        },
      ],
      long_term_care: [
        {
          text: "Si un jour vous aviez besoin d'aide à domicile, qui vous l'apporterait, et comment la paieriez-vous ?",
        },
      ],
      hospital_indemnity: [
        {
          text: "Si vous passiez cinq jours à l'hôpital, comment paieriez-vous les quotes-parts et les factures de la maison ?",
        },
      ],
      cancer: [{ text: "Le cancer a-t-il touché votre famille ? Quel impact financier cela a-t-il eu ?" }],
      dental_vision_hearing: [
        {
          text: "À quand remontent votre dernière visite chez le dentiste et votre dernier examen de la vue ? Y a-t-il des soins que vous repoussez ?",
        },
      ],
    },
    fallback: [
      "Qu'est-ce qui compte le plus pour vous dans le choix d'une couverture ?",
      "Qui d'autre vous aide à prendre ce genre de décision ?",
      "Qu'est-ce qui a fonctionné, ou pas, avec vos couvertures précédentes ?",
    ],
  },

  objections: {
    affordability: (ctx) => ({
      objection: "C'est plus que ce que je peux payer en ce moment.",
      response: `Je comprends, et merci de me le dire. Puis-je vous demander : est-ce le montant mensuel lui-même, ou de savoir si ça en vaut la peine ?${
        ctx.budget ? ` Vous m'avez parlé d'environ ${ctx.budget}.` : ""
      }${
        ctx.lead
          ? ` Si c'est le montant mensuel, nous pouvons commencer avec ${product("fr", ctx.lead.product)} ${agree("fr", [ctx.lead.product], { m: "seul", f: "seule" })}, ${ctx.lead.price === fr.zeroPremium ? "à" : "pour"} ${ctx.lead.price}, et ajouter le reste plus tard, ou ajuster la couverture.`
          : " Si c'est le montant mensuel, nous pouvons commencer plus petit et ajuster la couverture."
      } Si c'est la valeur, regardons ensemble ce que cela vous coûterait de vous en passer.`,
    }),
    trust: (ctx) => ({
      objection: "Comment savoir que vous ne me vendez pas ce qui vous rapporte le plus ?",
      response: `C'est une question légitime, et je la poserais aussi. Vous ne me payez aucun honoraire : c'est la compagnie d'assurance qui me rémunère, et je vous explique volontiers comment${
        ctx.presented.some(isAnnuity) ? ", par écrit" : ""
      }. Je vous ai montré pourquoi chaque élément correspond à votre situation, et vous pouvez vérifier mon permis auprès du département des assurances de votre État${
        ctx.medicare ? ", et comparer toutes les options sur Medicare.gov ou au 1-800-MEDICARE" : ""
      }. Qu'est-ce qui vous aiderait à vous sentir en confiance ?`,
    }),
    need: (ctx) => ({
      objection: "Je ne pense pas en avoir besoin.",
      response: `Je comprends ; beaucoup de gens pensent ainsi jusqu'à ce qu'ils voient ce qui n'est pas couvert. ${
        ctx.lead
          ? fr.needGap[ctx.lead.product]
          : "Regardons ce que votre couverture actuelle laisse à votre charge."
      } Comment y feriez-vous face aujourd'hui ? Si c'est déjà couvert, on le retire de la table.`,
    }),
    urgency: (ctx) => ({
      objection: "Je veux y réfléchir et en parler à ma famille.",
      response: `Bien sûr. C'est une décision importante, et je préfère que vous la preniez en toute confiance. Sur quel point voulez-vous réfléchir, que je puisse vous apporter la réponse ? Cela vous aiderait-il que votre famille soit présente lors de notre prochain appel ?${
        ctx.lead ? ` Un point à garder en tête : ${urgencyFactFor(fr, ctx)}` : ""
      } Pouvons-nous fixer un moment le [jour] pour finaliser ?`,
    }),
    byProduct: {
      medicare_supplement: () => ({
        objection: "Mon voisin paie 0 $ pour son régime. Pourquoi paierais-je une prime ?",
        response:
          "Je comprends ; personne ne veut payer plus que nécessaire. Quand on compare, on découvre que les régimes fonctionnent différemment à l'usage. Un régime Medicare Advantage à prime zéro peut convenir à certaines personnes : vous payez toujours votre prime de la Partie B, et vous payez des quotes-parts à chaque soin, au sein d'un réseau. Avec une assurance complémentaire Medicare, vous payez une prime mensuelle, et en échange vos frais sont prévisibles et vous pouvez consulter n'importe quel médecin du pays qui accepte Medicare. Qu'est-ce qui compte le plus pour vous : la prime la plus basse, ou connaître vos frais à l'avance ?",
      }),
      medicare_advantage: () => ({
        objection: "J'ai peur de ne pas pouvoir garder mes médecins.",
        response:
          "C'est une inquiétude importante, et merci de la soulever. Avant toute décision, vérifions ensemble chacun de vos médecins dans le réseau du régime, un par un. S'il en manque un, nous regarderons un autre régime ou une assurance complémentaire Medicare, qui permet de consulter tout médecin qui accepte Medicare. Quels médecins ne voudriez-vous jamais quitter ?",
      }),
      part_d: () => ({
        objection: "Je ne prends presque pas de médicaments. Pourquoi une couverture médicaments ?",
        response:
          "Tant mieux si votre santé est bonne, et j'espère que ça durera. Voici pourquoi cela peut quand même avoir du sens : si vous restez 63 jours d'affilée ou plus sans couverture médicaments reconnue après la date de votre admissibilité, Medicare ajoute une pénalité d'inscription tardive quand vous vous inscrivez, et elle dure tant que vous avez la Partie D. Un régime à prime basse vous protège de cela, et d'une nouvelle ordonnance imprévue.",
      }),
      final_expense: () => ({
        objection: "J'ai déjà de l'argent de côté pour mes obsèques.",
        response:
          "C'est de la bonne prévoyance, et je le respecte. Puis-je vous demander combien, et où cet argent est placé ? Certaines personnes pensaient la même chose, puis ont constaté que l'épargne finit par servir à autre chose au fil des ans, ou que la famille met du temps à y accéder. Une assurance frais funéraires verse l'argent directement à votre bénéficiaire : cet argent a une seule mission, et votre épargne reste disponible pour tout le reste. Si votre épargne couvre déjà tout, nous réduirons le montant ou nous laisserons tomber.",
      }),
      term_life: () => ({
        objection: "Je suis jeune et en bonne santé ; je n'ai pas encore besoin d'assurance vie.",
        response:
          "Tant mieux, et c'est justement pour ça que c'est le bon moment : votre tarif dépend de votre âge et de votre santé au moment de la demande, donc votre bonne santé joue en votre faveur. Permettez-moi une question : s'il vous arrivait quelque chose, qui paierait le prêt hypothécaire et les factures ? L'assurance temporaire est là pour les années où votre famille dépend de votre revenu.",
      }),
      whole_life: buyTermInstead(""),
      iul: buyTermInstead(
        " Avec un contrat indexé, les intérêts crédités dépendent de l'indice, des plafonds et du contrat, et ne sont pas garantis au-delà des valeurs garanties du contrat ; je vous montrerai l'illustration, colonne garantie comprise.",
      ),
      fixed_annuity: lockUpMoney,
      indexed_annuity: lockUpMoney,
      long_term_care: () => ({
        objection: "Medicare paiera la maison de retraite si j'en ai besoin un jour.",
        response:
          "Je comprends pourquoi vous le pensez ; beaucoup de gens le croient. Medicare ne paie pas les soins de garde de longue durée, c'est-à-dire l'aide au quotidien pour se laver, s'habiller ou manger, que ce soit à domicile ou en établissement. Sans protection, ce coût sort de l'épargne ou de la famille. Voulez-vous voir comment cette assurance vous aiderait si cela arrivait ?",
      }),
      hospital_indemnity: () => ({
        objection: "Mon Medicare couvre déjà les séjours à l'hôpital.",
        response:
          "Il aide, c'est vrai, et c'est important. Le manque, c'est ce qui reste à votre charge : les régimes Medicare Advantage facturent souvent une quote-part par jour pour les premiers jours d'hospitalisation, jusqu'au plafond annuel de dépenses du régime. Cette assurance vous verse de l'argent directement, quelle que soit votre autre couverture, et c'est vous qui décidez de son usage. Ce coussin vous aiderait-il ?",
      }),
      cancer: () => ({
        objection: "Il n'y a pas de cancer dans ma famille.",
        response:
          "Tant mieux, et j'espère que vous n'en aurez jamais besoin. Une assurance cancer ne dépend pas des antécédents familiaux : elle vous verse des prestations en argent directement, pour les trajets vers le traitement, les factures de la maison ou tout ce que votre assurance maladie ne paie pas. Ce coussin vous apporterait-il de la tranquillité d'esprit ?",
      }),
      dental_vision_hearing: () => ({
        objection: "Je ne vais pas souvent chez le dentiste.",
        response:
          "C'est compréhensible. Voici le piège : Medicare Original et les assurances complémentaires Medicare ne couvrent pas les soins courants dentaires, de la vue ou de l'audition, comme les détartrages, les lunettes ou les appareils auditifs. Les gros soins dentaires ont souvent un délai d'attente, donc cette couverture est plus utile quand elle est en place avant d'en avoir besoin. À quand remonte votre dernier contrôle ?",
      }),
    },
  },

  needGap: {
    medicare_advantage:
      "Medicare Original seul n'a aucun plafond annuel de dépenses à votre charge ; un régime Medicare Advantage plafonne chaque année vos frais dans le réseau.",
    medicare_supplement:
      "Medicare Original seul vous laisse 20 % de la plupart des frais de la Partie B, sans plafond annuel.",
    part_d:
      "Sans couverture médicaments, une seule nouvelle ordonnance peut coûter cher, et une inscription tardive peut entraîner une pénalité qui dure tant que vous avez la Partie D.",
    final_expense:
      "Sans elle, c'est votre famille qui paie les obsèques ; selon la National Funeral Directors Association, le coût médian national d'obsèques avec veillée et inhumation était de 8\u00a0300\u00a0$ en 2023.",
    term_life:
      "Si votre revenu s'arrêtait, votre famille aurait toujours le prêt hypothécaire et les factures.",
    whole_life:
      "L'assurance temporaire prend fin après un nombre d'années fixe ; une couverture permanente est là quand on en a besoin.",
    iul: "L'assurance temporaire prend fin après un nombre d'années fixe ; une couverture permanente est là quand on en a besoin, et accumule une valeur de rachat.",
    fixed_annuity:
      "L'argent sur un compte à faible taux peut perdre du terrain face à l'inflation ; une rente fixe crédite un taux d'intérêt annoncé pour une durée fixe.",
    indexed_annuity:
      "L'argent sur un compte à faible taux peut perdre du terrain face à l'inflation ; une rente indexée lie la croissance à un indice boursier, dans les limites des plafonds du contrat.",
    long_term_care:
      "Medicare ne paie pas les soins de garde de longue durée : l'aide à domicile ou en établissement sortirait de votre épargne.",
    hospital_indemnity:
      "Un séjour à l'hôpital peut entraîner des quotes-parts journalières et des factures que votre régime ne paie pas.",
    cancer:
      "Un traitement entraîne des frais que votre assurance maladie ne paie pas : trajets, jours sans travail, factures de la maison.",
    dental_vision_hearing:
      "Medicare Original et les assurances complémentaires Medicare ne couvrent pas les soins courants dentaires, de la vue ou de l'audition.",
  },

  urgencyFactYearRoundMedigap:
    "dans votre État, Medigap se souscrit toute l'année sans questions de santé, donc aucune échéance ne presse : prenons le temps de bien choisir.",
  urgencyFact: {
    medicare_supplement:
      "si vous êtes dans votre période d'inscription ouverte Medigap, les six mois qui suivent le début de votre Partie B à 65 ans ou plus, les assureurs ne peuvent ni vous refuser ni vous faire payer plus à cause de votre santé ; ensuite, il y a généralement des questions de santé.",
    medicare_advantage: enrollmentFact,
    part_d: `${enrollmentFact} Et rester 63 jours ou plus sans couverture médicaments peut entraîner une pénalité durable.`,
    final_expense: laterFact,
    term_life: laterFact,
    whole_life: laterFact,
    iul: laterFact,
    fixed_annuity: annuityFact,
    indexed_annuity: annuityFact,
    long_term_care:
      "les primes dépendent de votre âge au moment de la demande, et un changement de santé peut rendre l'acceptation plus difficile.",
    hospital_indemnity: startFact,
    cancer: startFact,
    dental_vision_hearing: startFact,
  },

  followUp: {
    checkIn: (ctx) => ({
      when: "Sous 48 heures",
      action: `Appelez ${who(ctx)} pour répondre aux questions apparues après le rendez-vous et confirmer la prochaine étape. Un appel court et utile.`,
    }),
    status: (ctx) => ({
      when: "Dans 5 jours ouvrables",
      action: `Vérifiez auprès de l'assureur où en est la demande ou l'adhésion, et tenez ${who(ctx)} au courant : acceptée, en attente (et ce qui manque), ou prochaine étape.`,
    }),
    finalExpenseDraft: (ctx) => ({
      when: "Avant le premier prélèvement",
      action: `Rappelez à ${who(ctx)} la date du prélèvement et vérifiez que le compte sera approvisionné ce jour-là.`,
    }),
    annuityDelivery: (ctx) => ({
      when: "À la remise du contrat",
      action: `Passez le contrat en revue avec ${who(ctx)} : barème des frais de rachat, conditions de retrait annuel, et délai d'examen pendant lequel il peut être retourné.`,
    }),
    review: (ctx) => ({
      when: "Dans 90 jours",
      action: `Appel de révision : confirmez que la couverture est en vigueur et fonctionne comme prévu, répondez aux nouvelles questions${
        isLife(ctx) ? ", vérifiez les bénéficiaires" : ""
      }, et demandez si un proche de ${who(ctx)} apprécierait le même bilan.`,
    }),
    annualMedicare: (ctx) => ({
      when: "Chaque année, avant la période d'inscription annuelle (15 octobre – 7 décembre)",
      action: `Bilan annuel Medicare : revoyez les médecins et les médicaments de ${who(ctx)} et les changements du régime pour l'année suivante${
        ctx.scopeOfAppointment
          ? " ; enregistrez un nouveau formulaire de portée du rendez-vous avant de parler de régimes Medicare Advantage ou de la Partie D"
          : ""
      }.`,
    }),
  },

  compliance: {
    nonAffiliation:
      "Nous ne sommes ni affiliés au gouvernement des États-Unis ni au programme fédéral Medicare, ni approuvés par eux.",
    zeroPremium:
      "Dites « prime zéro » pour les régimes à prime de 0 $, et rappelez au client que la prime de la Partie B reste due.",
    disclaimerTiming: (rules) =>
      rules === "cy2027"
        ? "Donnez l'avis Medicare avant de parler de toute prestation du régime, et incluez-le dans les courriels, textos et discussions en ligne."
        : "Donnez l'avis Medicare dans la première minute d'un appel de vente (à partir du marketing CY2027 : avant de parler de toute prestation), et incluez-le dans les courriels, textos et discussions en ligne.",
    scopeOfAppointment: (rules) => {
      if (rules === "pre_cy2027") {
        return "Formulaire de portée du rendez-vous (Scope of Appointment) : il doit être signé au moins 48 heures avant un rendez-vous de vente Medicare Advantage ou Partie D (exceptions : les 4 derniers jours d'une période d'élection, et les appels ou visites sans rendez-vous à l'initiative du client), et seuls les produits qu'il mentionne peuvent être abordés. Il est valable 12 mois ; conservez-le 10 ans.";
      }
      if (rules === "cy2027") {
        return "Formulaire de portée du rendez-vous (Scope of Appointment) : le délai de 48 heures ne s'applique plus au marketing CY2027 (depuis le 1er octobre 2026), mais enregistrez l'accord du client avant le rendez-vous (par écrit en personne) et n'abordez que les produits qu'il mentionne.";
      }
      return "Formulaire de portée du rendez-vous (Scope of Appointment) : enregistrez l'accord du client avant tout rendez-vous Medicare Advantage ou Partie D (par écrit en personne) et n'abordez que les produits qu'il mentionne. Avant le marketing CY2027 (1er octobre 2026), il doit être signé au moins 48 heures à l'avance, sauf dans les 4 derniers jours d'une période d'élection ou quand le client appelle ou se présente sans rendez-vous.";
    },
    medigapOnlyScope:
      "Un rendez-vous portant uniquement sur Medigap ne demande généralement pas de formulaire de portée CMS ; enregistrez-en un avant d'orienter la discussion vers Medicare Advantage ou la Partie D.",
    crossSell: (ctx) =>
      `Vente croisée : ${ctx.deferred.length > 0 ? names(ctx.deferred) : "l'assurance vie et les rentes"} ${
        ctx.deferred.length === 0
          ? "ne peuvent pas être proposées"
          : agree(
              "fr",
              ctx.deferred.map((p) => p.product),
              {
                m: "ne peut pas être proposé",
                f: "ne peut pas être proposée",
                mp: "ne peuvent pas être proposés",
                fp: "ne peuvent pas être proposées",
              },
            )
      } pendant un rendez-vous Medicare Advantage ou Partie D. N'en parlez que si ${who(
        ctx,
      )} le demande, ou lors d'un rendez-vous distinct.`,
    annuityGuaranty: (limit) =>
      `Placement de la rente : le dépôt peut dépasser le plafond de ${limit} par assureur de l'association de garantie de l'État ; envisagez de le répartir entre deux assureurs, et ne présentez jamais cette garantie comme une raison d'acheter.`,
    annuityBestInterest:
      "Rente : règle du meilleur intérêt, modèle NAIC n° 275. Connaissez la situation financière du client, ses besoins de liquidités, son horizon de placement et sa tolérance au risque ; indiquez votre rôle, les produits que vous proposez et votre mode de rémunération ; gérez les conflits d'intérêts ; et documentez par écrit en quoi cette rente sert au mieux les intérêts du client. Vérifiez la version et les formulaires de votre État.",
    estimates:
      "Les primes et les commissions sont des estimations ; les tarifs définitifs dépendent de la tarification, de l'assureur et de l'État.",
    clientEstimates:
      "Les primes sont des estimations ; les tarifs définitifs dépendent de la tarification, de l'assureur et de l'État.",
    agentOnly: "Les montants de commission sont réservés à l'agent ; ne les communiquez jamais au client.",
  },
};
