/**
 * The core strings in French (common words, navigation, sign-in, billing, errors), typed against `en.ts`:
 * one file per language, so a translator works in one place.
 */
import type { CoreTranslation } from "./en";

export const coreFr: CoreTranslation = {
  common: {
    appName: "Buildr AI",
    tagline: "Le coach de vente d'assurance d'élite",
    loading: "Chargement...",
    language: "Langue",
    languages: { en: "English", es: "Español", fr: "Français" },
    themeToLight: "Passer au thème clair",
    themeToDark: "Passer au thème sombre",
    backHome: "Retour à l'accueil",
    skipToContent: "Aller au contenu",
    comingSoonBadge: "Bientôt disponible",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  },
  nav: {
    main: "Principal",
    pricing: "Tarifs",
    login: "Connexion",
    signUp: "Inscription",
    myDashboard: "Mon tableau de bord",
    logout: "Déconnexion",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    chat: "Coach",
    dashboard: "Tableau de bord",
    bundles: "Offres groupées",
    leads: "Prospects",
    pitches: "Argumentaires",
    settings: "Paramètres",
    support: "Aide et assistance",
    admin: "Administration",
    accountMenu: "Menu du compte",
    logOut: "Se déconnecter",
    unlimited: "Illimité",
    bundlesLeft_one: "{{count}} offre gratuite restante ce mois-ci",
    bundlesLeft_other: "{{count}} offres gratuites restantes ce mois-ci",
    coachingLeft_one: "{{count}} question de coaching restante aujourd'hui",
    coachingLeft_other: "{{count}} questions de coaching restantes aujourd'hui",
  },
  auth: {
    alreadyConfirmed:
      "Ce lien de confirmation a déjà été utilisé : votre adresse est confirmée. Connectez-vous pour continuer.",
    close: "Fermer",
    dialogSignUpTitle: "Créez votre compte gratuit",
    dialogLoginTitle: "Connectez-vous à Buildr AI",
    haveAccount: "Vous avez déjà un compte ?",
    needAccount: "Nouveau sur Buildr AI ?",
    title: "Bienvenue sur Buildr AI",
    subtitle: "Connectez-vous ou créez votre compte pour préparer vos offres.",
    tabLogin: "Connexion",
    tabSignUp: "Inscription",
    fullName: "Nom complet",
    email: "E-mail",
    password: "Mot de passe",
    showPassword: "Afficher le mot de passe",
    hidePassword: "Masquer le mot de passe",
    passwordOk: "Le mot de passe respecte les critères",
    passwordHint: "Au moins 8 caractères, dont un chiffre ou un caractère spécial.",
    submitLogin: "Se connecter",
    submitSignUp: "Créer mon compte",
    agreeToTerms:
      "En créant un compte, vous acceptez les <terms>Conditions d'utilisation</terms> et la <privacy>Politique de confidentialité</privacy>.",
    working: "Un instant…",
    or: "ou",
    google: "Continuer avec Google",
    magicLink: "Recevoir un lien de connexion par e-mail",
    magicLinkNeedsEmail: "Saisissez votre e-mail ci-dessus et nous vous enverrons un lien de connexion.",
    magicLinkSentTitle: "Consultez votre messagerie",
    magicLinkSentBody:
      "Nous avons envoyé un lien magique à {{email}}. Cliquez dessus pour vous connecter ; il expire dans 5 minutes.",
    forgotPassword: "Mot de passe oublié ?",
    resetSentTitle: "E-mail envoyé",
    resetSentBody: "Consultez votre messagerie pour réinitialiser votre mot de passe.",
    loginSuccess: "Connexion réussie !",
    errorTitle: "Un problème est survenu",
    finishWithMagicLink:
      "Votre achat a créé votre compte. Demandez ci-dessous un lien de connexion pour finaliser.",
    forgotNeedsEmail:
      "Saisissez votre e-mail ci-dessus : nous vous enverrons un lien pour réinitialiser votre mot de passe.",
    resetFailed: "Impossible d'envoyer l'e-mail de réinitialisation. Veuillez réessayer.",
    resetTitle: "Choisissez un nouveau mot de passe",
    resetSubtitle: "Prenez un mot de passe que vous n'utilisez sur aucun autre site.",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmez le nouveau mot de passe",
    passwordMismatch: "Les mots de passe ne correspondent pas",
    resetSubmit: "Mettre à jour le mot de passe",
    resetDone: "Mot de passe mis à jour",
    resetDoneBody: "Connectez-vous avec votre nouveau mot de passe.",
    resetInvalidTitle: "Ce lien de réinitialisation ne fonctionne plus",
    resetInvalidBody:
      "Un lien ne sert qu'une fois et expire au bout d'une heure. Demandez-en un nouveau et utilisez celui du dernier e-mail.",
    resetRequestNew: "Demander un nouveau lien",
    resetUpdateFailed: "Impossible de mettre à jour votre mot de passe. Veuillez réessayer.",
  },
  validation: {
    nameRequired: "Veuillez saisir votre nom complet.",
    nameTooShort: "Le nom complet doit comporter au moins 2 caractères",
    nameTooLong: "Le nom complet est trop long (100 caractères maximum)",
    nameHasMarkup: "Le nom complet ne peut pas contenir < ni >.",
    emailRequired: "L'e-mail est obligatoire",
    emailInvalid: "Veuillez saisir une adresse e-mail valide",
    emailTooLong: "L'adresse e-mail est trop longue",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordTooShort: "Le mot de passe doit comporter au moins 8 caractères",
    passwordTooLong: "Le mot de passe est trop long (128 caractères maximum)",
    passwordNeedsDigitOrSpecial: "Le mot de passe doit contenir au moins un chiffre ou un caractère spécial",
  },
  authErrors: {
    userExists: "Un compte existe déjà avec cet e-mail. Essayez plutôt de vous connecter.",
    signUpRateLimited: "Trop de tentatives d'inscription. Patientez quelques minutes avant de réessayer.",
    signUpFailed: "Une erreur inattendue s'est produite. Veuillez réessayer.",
    invalidCredentials: "E-mail ou mot de passe incorrect. Vérifiez vos identifiants et réessayez.",
    emailNotConfirmed:
      "Votre adresse e-mail n'est pas encore confirmée. Nous venons de vous envoyer un nouveau lien de confirmation : cliquez dessus, puis connectez-vous.",
    loginRateLimited: "Trop de tentatives de connexion. Patientez quelques minutes avant de réessayer.",
    loginFailed: "La connexion a échoué. Veuillez réessayer.",
    googleFailed: "La connexion avec Google a échoué.",
    linkInvalid: "Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau ci-dessous.",
    signUpDisabled: "Les inscriptions sont suspendues pour le moment. Veuillez contacter le support.",
    weakPassword:
      "Choisissez un mot de passe plus solide, qui mélange lettres, chiffres et caractères spéciaux",
    emailDomainNotAllowed:
      "Ce domaine de messagerie n'est pas autorisé. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
    invalidName: "Saisissez votre nom complet (2 à 100 caractères, sans < ni >).",
    invitationInvalid:
      "Ce lien d'invitation n'est plus valable : il a déjà servi, il a expiré ou il a été envoyé à une autre adresse. Demandez-en un nouveau à votre administrateur.",
    accountLocked:
      "Trop de mots de passe erronés pour ce compte : la connexion par mot de passe est suspendue quelques minutes. Demandez un lien de connexion par e-mail pour entrer tout de suite.",
  },
  checkEmail: {
    title: "Confirmez votre e-mail",
    body: "Nous avons envoyé un lien de confirmation à {{email}}. Cliquez dessus pour activer votre compte et commencer avec 2 offres gratuites par mois.",
    bodyNoEmail:
      "Nous vous avons envoyé un lien de confirmation. Cliquez dessus pour activer votre compte et commencer avec 2 offres gratuites par mois.",
    spam: "Vous ne le trouvez pas ? Regardez dans vos spams ou l'onglet Promotions ; l'expéditeur est Buildr AI.",
    backToLogin: "Retour à la connexion",
  },
  callback: {
    finishing: "Connexion en cours…",
  },
  pages: {
    chat: {
      title: "Coach de vente",
      description:
        "Demandez du coaching, des scripts et des explications sur les produits, ou décrivez un prospect pour obtenir une offre.",
    },
    dashboard: {
      title: "Tableau de bord",
      description: "Vos offres, vos crédits et votre activité récente en un coup d'œil.",
    },
    bundles: {
      title: "Offres groupées",
      description:
        "Décrivez un prospect ou remplissez la fiche de découverte pour obtenir une offre sur une page.",
    },
    pitches: {
      title: "Générateur d'argumentaires",
      description:
        "Transformez une offre en argumentaire, en plan de relance et en script de recommandation.",
    },
    settings: { title: "Paramètres", description: "Votre profil, la sécurité et votre abonnement." },
    support: {
      title: "Aide et assistance",
      description: "Les réponses aux questions fréquentes, des guides et un moyen de nous joindre.",
    },
    admin: { title: "Administration", description: "Utilisateurs, accès, invitations et état du service." },
    comingSoon: "Cet écran est en cours de construction. Tout le reste de votre compte fonctionne déjà.",
    signedInAs: "Connecté en tant que {{email}}",
  },
  gates: {
    accessDenied: "Accès refusé : vous n'avez pas l'autorisation d'accéder à cette page.",
    upgradeTitle: "Abonnement requis",
    upgradeBody:
      "Cette partie de Buildr AI est réservée aux formules payantes. Passez à une formule payante pour y accéder.",
    seePlans: "Voir les formules",
  },
  notFound: {
    title: "Page introuvable",
    body: "Nous n'avons pas trouvé cette page.",
    home: "Aller au coach",
  },
  billing: {
    testMode: "Mode test — aucun paiement réel",
    testModeBody:
      "Stripe n'est pas configuré sur ce serveur\u00a0: le paiement ne fait que simuler un achat.",
    pricing: {
      eyebrow: "Tarifs",
      title: "Des tarifs simples, vite rentabilisés",
      subtitle:
        "Commencez gratuitement avec 2 offres clients par mois. Passez à Premium quand vous voulez des offres illimitées et du coaching à chaque appel.",
      periodLabel: "Facturation",
      yearly: "Annuel",
      lifetime: "À vie",
      freeName: "Gratuit",
      freeDescription: "Essayez Buildr AI sur vos prochains prospects.",
      freePeriod: "pour toujours",
      freeFeatures: {
        bundles: "2 offres clients complètes chaque mois",
        everything: "3 questions de suivi gratuites sur chaque offre",
        coach: "5 questions de coaching par jour, en anglais, espagnol et français",
        noCard: "Aucune carte bancaire requise",
      },
      startFree: "Commencer gratuitement – 2 offres par mois",
      premiumName: "Premium",
      premiumDescription: "Tout ce qu'il faut pour conclure de plus gros dossiers à chaque appel.",
      perYear: "par an",
      oneTime: "paiement unique",
      yearlyNote: "Facturé annuellement. Résiliable à tout moment.",
      lifetimeNote: "Un seul paiement, Premium à vie, sans renouvellement.",
      upgradeYearly: "Passer à l'annuel – {{price}}",
      upgradeLifetime: "Passer à vie – {{price}}",
      opensNewTab: "Le paiement sécurisé s'ouvre dans un nouvel onglet.",
      agreeToTerms:
        "En payant, vous acceptez les <terms>Conditions d'utilisation</terms>. Chaque achat est couvert par notre <refund>Politique de remboursement</refund> de 14 jours.",
      opening: "Ouverture du paiement sécurisé…",
      currentPlan: "Vous êtes déjà Premium. Merci\u00a0!",
      goToApp: "Aller à l'application",
      guaranteeTitle: "Satisfait ou remboursé pendant 14 jours",
      guaranteeBody:
        "Si Buildr AI ne vous convient pas, écrivez-nous dans les 14 jours suivant votre achat\u00a0: nous vous remboursons intégralement.",
      securePayment: "Les paiements sont traités en toute sécurité par Stripe.",
      faqTitle: "Questions fréquentes",
      faq: {
        trialQuestion: "Que comprend l'offre gratuite ?",
        trialAnswer:
          "2 offres clients complètes chaque mois civil : contrats recommandés, assureurs adaptés, primes estimées, déroulé d'appel, scripts et réponses aux objections. Chaque offre comprend 3 questions de suivi gratuites, et le coach répond à 5 questions de coaching par jour (connaissances, faits, produits, objections) qui ne consomment jamais d'offre. Sans carte bancaire.",
        cancelQuestion: "Puis-je résilier à tout moment\u00a0?",
        cancelAnswer:
          "Oui. Résiliez le plan annuel en un clic depuis Gérer l'abonnement. Vous gardez Premium jusqu'à la fin de l'année payée et vous n'êtes plus jamais prélevé. Pendant vos 14 premiers jours, vous pouvez aussi demander un remboursement intégral.",
        typesQuestion: "Quels types d'assurance Buildr AI couvre-t-il\u00a0?",
        typesAnswer:
          "Medicare (Medicare Advantage, Medicare Supplement et Part D), l'assurance vie (temporaire, vie entière et IUL), les rentes (fixes et indexées) et l'assurance obsèques, ainsi que des garanties complémentaires comme l'indemnité d'hospitalisation, le cancer et le dentaire, l'optique et l'audition.",
        plansQuestion: "Quelle différence entre Annuel et À vie\u00a0?",
        plansAnswer:
          "Les deux débloquent tout Premium. L'annuel se renouvelle chaque année et se résilie à tout moment\u00a0; l'accès à vie est un paiement unique, jamais renouvelé.",
      },
    },
    features: {
      unlimitedBundles: "Création d'offres illimitée",
      advancedCoaching: "Coaching de vente avancé",
      carrierData: "Données assureurs premium",
      followUpScripts: "Scripts de relance prêts à l'emploi",
      pitchCustomization: "Personnalisation avancée des argumentaires",
      prioritySupport: "Assistance prioritaire : réponse en 1 jour ouvrable",
    },
    success: {
      title: "Bienvenue dans Premium\u00a0!",
      checking: "Confirmation de votre paiement…",
      toastTitle: "Bienvenue dans Premium\u00a0!",
      toastBody: "Votre abonnement a bien été activé.",
      intro: "Votre compte comprend désormais\u00a0:",
      getStarted: "Commencer",
      manage: "Gérer l'abonnement",
      pendingTitle: "Votre paiement est en cours de traitement",
      pendingBody:
        "Stripe n'a pas encore confirmé votre paiement. Cela prend en général moins d'une minute\u00a0; votre accès démarre dès la confirmation.",
      checkAgain: "Vérifier à nouveau",
      checkFailedTitle: "Impossible de confirmer votre abonnement",
      checkFailed:
        "La vérification de l'abonnement a échoué. Si vous avez été débité, votre accès apparaîtra sous peu. Sinon, écrivez à {{email}}.",
      noSession: "Aucun identifiant de session trouvé",
      noSessionBody: "Ouvrez cette page depuis le lien affiché à la fin du paiement.",
    },
    cancel: {
      title: "Abonnement annulé",
      body: "Votre paiement a été annulé et aucun montant n'a été débité.",
      hint: "Vous pouvez continuer avec l'offre gratuite et passer à Premium quand vous le souhaitez.",
      continueFree: "Continuer avec l'offre gratuite",
      tryLater: "Réessayer plus tard",
    },
    postPurchase: {
      title: "Paiement reçu",
      checking: "Confirmation de votre paiement…",
      creating: "Merci\u00a0! Nous préparons votre compte Buildr AI pour {{email}}.",
      linkSent:
        "Nous avons envoyé un lien de connexion à {{email}}. Ouvrez-le pour commencer à utiliser Premium.",
      existingAccount:
        "Votre achat a été ajouté au compte Buildr AI de {{email}}. Connectez-vous pour commencer à utiliser Premium.",
      finishSignUp: "Terminer l'inscription",
      continue: "Accéder au produit",
      signIn: "Se connecter",
      support: "Une question sur votre achat\u00a0? Écrivez-nous à <mail>{{email}}</mail>.",
      noSession: "Aucun identifiant de session trouvé",
      noSessionBody:
        "Cette page a besoin du lien affiché à la fin du paiement. Si vous avez payé, cherchez notre e-mail contenant votre lien de connexion.",
      lookupFailed: "Impossible de récupérer les détails de la session",
      unexpected: "Une erreur inattendue s'est produite",
    },
    errors: {
      checkoutFailed: "La création du paiement a échoué. Veuillez réessayer.",
      alreadyPaid: "Vous avez déjà cette offre. Gérez-la depuis votre compte.",
      tooMany: "Trop de paiements ont été lancés d'ici. Patientez quelques minutes, puis réessayez.",
      unavailable: "Les paiements sont indisponibles pour le moment. Veuillez contacter l'assistance.",
      portalFailed: "Impossible d'ouvrir la gestion de l'abonnement. Veuillez réessayer.",
    },
    proBadge: "PRO",
    adminBadge: "ADMIN",
    adminLabel: "Compte administrateur",
    vipBadge: "VIP",
    vipLabel: "Compte VIP (illimité)",
    proLabel: "Compte Premium",
  },
  errors: {
    generic: "Un problème est survenu. Veuillez réessayer.",
    network: "Impossible de joindre Buildr AI. Vérifiez votre connexion et réessayez.",
    pageFailed: "Cette page ne s'est pas chargée",
    pageFailedBody:
      "Un problème est survenu en affichant cette page. Vos offres groupées enregistrées et vos conversations sont en sécurité.",
    newVersion: "Buildr AI vient d'être mis à jour. Rechargez la page pour obtenir la dernière version.",
    reload: "Recharger la page",
  },
};
