import type { Messages } from "../messages";
import type { landingEn } from "./en";

export const landingFr: Messages<typeof landingEn> = {
  title: "Concluez des dossiers plus importants à chaque appel",
  subtitle:
    "Décrivez un prospect et obtenez en quelques secondes une offre groupée sur une page : 2 ou 3 contrats recommandés, l'assureur le plus adapté, la prime estimée, le déroulé de l'appel, les scripts et les réponses aux objections.",
  cta: "Commencer gratuitement – 2 offres par mois",
  noCard: "Sans carte bancaire • Prêt en 60 secondes",
  tryCoach: "Essayer le coach",
  stats: {
    label: "Ce que visent les agents avec Buildr AI",
    incomeValue: "10 000 $/mois",
    incomeLabel: "de revenus visés en 90 jours",
    speedValue: "< 60 s",
    speedLabel: "du prospect à une offre complète",
    casesValue: "30–50 %",
    casesLabel: "de dossiers plus importants grâce aux bonnes garanties complémentaires",
  },
  demo: {
    title: "Regardez une offre se construire",
    windowTitle: "Nouveau prospect",
    pause: "Mettre la démo en pause",
    play: "Lancer la démo",
    fields: {
      client: "Nom du client",
      age: "Âge",
      state: "État",
      notes: "Remarques",
    },
    values: {
      notes: "Veuve, couverte par Original Medicare, souhaite prévoir ses frais d'obsèques",
    },
    generate: "Créer l'offre",
    generating: "Préparation de l'offre…",
    resultTitle: "Offre recommandée",
    perMonth: "{{amount}}/mois",
    products: {
      ma: "Formule Medicare Advantage",
      maDetail: "Formule à prime zéro avec dentaire et optique",
      fe: "Assurance obsèques (vie entière)",
      feDetail: "Capital de 15 000 $, prime fixe",
      hi: "Indemnités d'hospitalisation",
      hiDetail: "250 $ par jour à chaque hospitalisation",
    },
    commissionRules: {
      ma: "forfait estimé par adhésion",
      fe: "80 % de la prime annualisée",
      hi: "50 % de la prime annualisée",
    },
    commissionLabel: "Commission de première année",
    totalLabel: "Exemple de commission de première année",
    disclaimer: "Exemple purement illustratif. Les commissions varient selon l'assureur et l'État.",
  },
  how: {
    title: "Comment ça marche",
    subtitle: "Des notes du premier appel à une recommandation solide, en trois étapes.",
    step: "Étape {{number}}",
    tellTitle: "Parlez-nous de votre prospect",
    tellBody:
      "Écrivez ce que vous savez, avec vos mots : âge, santé, couverture actuelle, budget, ce qui l'inquiète.",
    bundleTitle: "Recevez une offre sur une page",
    bundleBody:
      "2 ou 3 contrats complémentaires, avec l'assureur adapté, la prime estimée, votre commission et le déroulé de l'appel.",
    closeTitle: "Concluez davantage à chaque appel",
    closeBody:
      "Arrivez avec des scripts, des réponses aux objections et des garanties complémentaires qui protègent votre client et font grandir le dossier.",
  },
  why: {
    title: "Pourquoi les agents choisissent Buildr AI",
    subtitle:
      "Conçu avec des producteurs qui vendent chaque jour Medicare, assurance vie, rentes et assurance obsèques.",
    groundedTitle: "Des chiffres que vous pouvez défendre",
    groundedBody:
      "Primes, commissions et montants Medicare viennent de tables de données sourcées, pas d'approximations.",
    complianceTitle: "Un vocabulaire conforme",
    complianceBody:
      "Les scripts disent « prime zéro », retirent les commissions de la copie client et portent la mention Medicare.",
    languagesTitle: "Anglais, espagnol et français",
    languagesBody: "Le coach et les offres dans la langue de votre client, sans rien perdre en route.",
    objectionsTitle: "Objections maîtrisées",
    objectionsBody:
      "Des réponses prêtes sur le prix, la confiance, le besoin et le moment, formulées comme les meilleurs producteurs.",
    followUpTitle: "Un suivi qui conclut",
    followUpBody:
      "Un rappel sous 48 heures, le suivi du dossier et un bilan à 90 jours, planifiés pour vous.",
    casesTitle: "Des dossiers plus importants et mieux protégés",
    casesBody:
      "Indemnités d'hospitalisation, cancer, dentaire : des garanties qui comblent les vrais besoins de votre client.",
  },
  finalCta: {
    title: "Votre prochain appel peut être votre plus beau dossier",
    body: "Créez votre compte en une minute et préparez dès aujourd'hui vos 2 premières offres.",
  },
  footer: {
    product: "Produit",
    account: "Compte",
    pricing: "Tarifs",
    login: "Se connecter",
    signUp: "Créer un compte",
    tryCoach: "Essayer le coach",
    dashboard: "Mon tableau de bord",
    legal: "Informations légales",
    terms: "Conditions d'utilisation",
    privacy: "Politique de confidentialité",
    refund: "Politique de remboursement",
    about:
      "Buildr AI est un outil de coaching commercial pour les agents d'assurance agréés. Ce n'est pas une compagnie d'assurance et il ne vend ni ne propose d'assurance.",
    rights: "© {{year}} Buildr AI. Tous droits réservés.",
  },
  guest: {
    title: "Essayez le coach, sans créer de compte",
    subtitle:
      "Indiquez votre e-mail, décrivez un vrai prospect en une ou deux phrases et recevez un exemple d'offre avec les primes, la commission et le début du déroulé d'appel.",
    points: {
      one: "Un exemple d'offre, établi à partir de données sourcées",
      two: "En anglais, en espagnol et en français",
      three: "Créez ensuite votre compte pour 2 offres complètes",
    },
    panelTitle: "Coach Buildr AI",
    online: "En ligne",
    log: "Conversation avec le coach",
    you: "Vous",
    coach: "Votre coach",
    greeting:
      "Bonjour ! Je suis votre coach commercial Buildr AI. Quelle est votre adresse e-mail ? Elle me servira à enregistrer votre exemple d'offre.",
    emailLabel: "Votre adresse e-mail",
    emailPlaceholder: "vous@agence.com",
    leadLabel: "Décrivez votre prospect",
    leadPlaceholder:
      "ex. : Robert, 64 ans, part à la retraite l'an prochain, fumeur, veut protéger sa femme…",
    doneLabel: "Créez un compte pour continuer",
    send: "Envoyer",
    invalidToastTitle: "E-mail invalide",
    invalidToastBody: "Veuillez saisir une adresse e-mail valide.",
    invalidReply:
      "Cette adresse e-mail ne semble pas valide. Indiquez une adresse valide pour accéder à votre coaching commercial personnalisé.",
    thanks:
      "Merci ! Vous êtes en ligne avec votre coach. Décrivez un prospect (âge, situation, besoins) et je vous prépare un exemple d'offre.",
    thinking: "Préparation de votre offre…",
    vague: "Dites-m'en un peu plus sur le client : au moins son âge ou son besoin.",
    bundleIntro: "Voici votre exemple d'offre :",
    monthly: "{{amount}}/mois",
    single: "{{amount}} en prime unique",
    totalMonthly: "Prime mensuelle totale",
    commission: "Commission estimée de première année",
    carriers: "Assureurs : {{names}}",
    complianceNotes: "Points de conformité ({{count}})",
    talkTrack: "Déroulé de l'appel",
    invite:
      "Voilà votre exemple. Créez un compte gratuit pour obtenir 2 offres complètes par mois avec scripts, réponses aux objections et plan de suivi.",
    inviteCta: "Créer mon compte gratuit",
    alreadyUsed: "Cette adresse a déjà reçu son exemple d'offre.",
    rateLimited: "Vous avez reçu tous les exemples d'offre disponibles pour le moment.",
    failed: "Un problème est survenu de notre côté. Veuillez réessayer.",
  },
};
