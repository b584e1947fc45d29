/**
 * The agent workspace in French, typed against the English source: one file per language and area, so a
 * translator works in one place.
 */
import type { Messages } from "../messages";
import type { workspaceEn } from "./en";

export const workspaceFr: Messages<typeof workspaceEn> = {
  title: "Espace de travail",
  dashboard: {
    greeting: "Bon retour, {{name}}",
    subtitle: "Vos offres, vos crédits et votre commission estimée en un coup d'œil.",
    loadFailed: "Impossible de charger votre tableau de bord.",
    retry: "Réessayer",
    credits: {
      title: "Offres gratuites restantes ce mois-ci",
      unlimited: "Illimités",
      unlimitedHint: "Votre abonnement comprend des offres et un coaching illimités.",
      remainingHint_one:
        "Il vous reste {{count}} offre gratuite ce mois-ci. Les questions de coaching n'en consomment jamais.",
      remainingHint_other:
        "Il vous reste {{count}} offres gratuites ce mois-ci. Les questions de coaching n'en consomment jamais.",
      noneLeft:
        "Vous avez utilisé les offres gratuites de ce mois-ci. Passez à Premium pour des offres illimitées, ou recevez-en 2 de plus le 1er du mois.",
    },
    generated: {
      title: "Offres ce mois-ci",
      hint: "Générées depuis le {{date}}",
    },
    saved: {
      title: "Enregistrées ce mois-ci",
      ofLimit: "{{count}} sur {{limit}}",
      limitHint: "Offre gratuite : {{limit}} enregistrements par mois civil.",
      unlimitedHint: "Aucune limite mensuelle avec votre abonnement.",
      limitReached: "Limite du mois atteinte. Passez à Premium pour en enregistrer davantage.",
    },
    commission: {
      title: "Commission estimée la 1re année",
      hint_one: "Sur votre {{count}} offre enregistrée. Pour vous seul : jamais montrée aux clients.",
      hint_other: "Sur vos {{count}} offres enregistrées. Pour vous seul : jamais montrée aux clients.",
      none: "Enregistrez une offre pour voir ici sa commission estimée.",
      disclaimer: "Estimations : la commission réelle varie selon l'assureur, l'État et le contrat.",
    },
    chart: {
      title: "Offres des 8 dernières semaines",
      description: "Offres générées et enregistrées par semaine (du lundi au dimanche).",
      generated: "Générées",
      saved: "Enregistrées",
      weekOf: "Semaine du {{date}}",
      barLabel: "Semaine du {{date}} : {{generated}} générées, {{saved}} enregistrées",
      empty: "Aucune offre pour l'instant. La première apparaîtra ici.",
    },
    recent: {
      title: "Offres récentes",
      empty:
        "Aucune offre pour l'instant. Décrivez un prospect pour composer la première en moins d'une minute.",
      unnamed: "Client sans nom",
      savedBadge: "Enregistrée",
      notSavedBadge: "Non enregistrée",
      open: "Ouvrir {{name}}",
      viewAll: "Voir toutes les offres",
    },
    actions: {
      title: "Accès rapides",
      newBundle: "Nouvelle offre",
      newBundleHint: "Transformez un prospect en offre d'une page",
      askCoach: "Demander au coach",
      askCoachHint: "Scripts, objections et questions sur les produits",
      pitches: "Argumentaires",
      pitchesHint: "Argumentaire de vente, relances et script de recommandation",
      upgrade: "Passer à Premium",
      upgradeHint: "Offres et enregistrements illimités",
      opensNewTab: "(s'ouvre dans un nouvel onglet)",
    },
  },
  settings: {
    subtitle: "Votre profil, votre sécurité, vos préférences et votre abonnement.",
    loadFailed: "Impossible de charger vos paramètres.",
    roles: { admin: "Administrateur", vip: "Membre VIP", user: "Utilisateur" },
    plans: {
      free: "Offre gratuite",
      comped: "Accès offert",
      yearly: "Abonnement annuel",
      lifetime: "Accès à vie",
    },
    disclaimer: {
      title: "Avis Medicare",
      description:
        "CMS exige l'avis TPMO sur le matériel Medicare remis aux clients. Il indique combien d'organisations vous représentez et combien de régimes elles offrent dans la région du client ; il est imprimé sur chaque copie Medicare du client.",
      tpmoOrganizations: "Organisations que vous représentez",
      tpmoPlans: "Régimes offerts dans votre région",
      unset:
        "Non renseigné : les copies du client utilisent la formulation de CMS sans nombres. Ajoutez les deux nombres pour que l'avis les indique.",
      invalid: "Entrez un nombre entier à partir de 1, ou laissez vide.",
      saved: "Nombres de l'avis enregistrés. Les nouveaux PDF les utilisent.",
      save: "Enregistrer les nombres",
    },
    profile: {
      title: "Profil",
      description: "Comment vous apparaissez dans Buildr AI et sur les PDF de vos offres.",
      memberSince: "Membre depuis le {{date}}",
      fullName: "Nom complet",
      email: "Adresse e-mail",
      emailNote:
        "Votre adresse de connexion ne peut pas être modifiée ici. Pour la changer, écrivez au support : {{email}}.",
      company: "Nom de l'entreprise",
      companyPlaceholder: "Votre agence ou votre IMO",
      phone: "Numéro de téléphone",
      phonePlaceholder: "ex. : +1 555 123 4567",
      optional: "facultatif",
      save: "Enregistrer",
      saving: "Enregistrement…",
      savedTitle: "Paramètres enregistrés",
      savedBody: "Votre profil a été mis à jour.",
      errorTitle: "Erreur lors de l'enregistrement",
      errorBody: "Impossible d'enregistrer les paramètres",
      errors: {
        companyTooLong: "Le nom de l'entreprise est trop long (120 caractères maximum)",
        phoneInvalid: "Saisissez un numéro comme +1 555 123 4567 (de 7 à 15 chiffres)",
      },
    },
    security: {
      title: "Sécurité",
      description: "Changez votre mot de passe ou recevez un lien de réinitialisation par e-mail.",
      currentPassword: "Mot de passe actuel",
      newPassword: "Nouveau mot de passe",
      confirmPassword: "Confirmez le nouveau mot de passe",
      mismatch: "Les mots de passe ne correspondent pas",
      revokeOthers: "Me déconnecter de mes autres appareils",
      change: "Changer le mot de passe",
      changing: "Modification…",
      changedTitle: "Mot de passe modifié",
      changedBody: "Utilisez votre nouveau mot de passe lors de votre prochaine connexion.",
      wrongPassword: "Votre mot de passe actuel est incorrect.",
      noPassword:
        "Votre compte se connecte avec Google ou un lien par e-mail et n'a pas encore de mot de passe. Utilisez « Réinitialiser le mot de passe » pour en créer un.",
      changeFailed: "Impossible de changer votre mot de passe. Veuillez réessayer.",
      resetTitle: "Vous avez oublié votre mot de passe actuel ?",
      resetBody: "Nous vous enverrons par e-mail un lien pour en choisir un nouveau.",
      reset: "Réinitialiser le mot de passe",
      resetSending: "Envoi…",
      resetSentTitle: "E-mail envoyé",
      resetSentBody: "Consultez votre messagerie pour réinitialiser votre mot de passe.",
      resetFailed: "Erreur lors de l'envoi de l'e-mail de réinitialisation",
    },
    data: {
      title: "Vos données",
      description: "Récupérez une copie de tout ce que Buildr AI conserve sur vous, ou fermez votre compte.",
      exportTitle: "Exporter mes données",
      exportBody:
        "Un fichier JSON avec votre profil, votre formule, vos offres, vos conversations avec le coach et vos demandes d'assistance.",
      export: "Exporter mes données",
      exporting: "Préparation…",
      exported: "Vos données ont été téléchargées.",
      exportFailed: "Impossible de préparer vos données. Veuillez réessayer.",
      exportTooMany:
        "Une exportation est déjà en cours, ou vous avez exporté plusieurs fois au cours de la dernière heure. Patientez quelques minutes, puis réessayez.",
      deleteTitle: "Supprimer mon compte",
      deleteBody: "Supprime définitivement votre compte et tout son contenu. Cette action est irréversible.",
      delete: "Supprimer mon compte",
      dialogTitle: "Supprimer votre compte ?",
      dialogBody:
        "Votre compte, vos offres enregistrées et générées, vos conversations avec le coach et vos demandes d'assistance seront définitivement supprimés. Cette action est irréversible.",
      dialogExportHint: "Vous voulez une copie ? Utilisez d'abord Exporter mes données.",
      confirmLabel: "Saisissez votre e-mail ou DELETE pour confirmer",
      confirmMismatch: "Saisissez votre e-mail exactement comme indiqué, ou DELETE.",
      cancel: "Annuler",
      confirmDelete: "Supprimer définitivement",
      deleting: "Suppression…",
      deleted: "Votre compte a été supprimé.",
      deletedBody: "Merci d'avoir utilisé Buildr AI.",
      subscriptionActive:
        "Votre abonnement annuel est toujours actif. Résiliez-le d'abord via Gérer l'abonnement, puis supprimez votre compte.",
      deleteFailed: "Impossible de supprimer votre compte. Veuillez réessayer.",
    },
    preferences: {
      title: "Préférences",
      description: "Langue et e-mails que nous vous envoyons.",
      language: "Langue de l'interface",
      languageHint: "Elle sert aussi pour les e-mails que nous vous envoyons.",
      languageSaved: "Langue mise à jour.",
      emailUpdates: "Nouveautés et conseils par e-mail",
      emailUpdatesHint:
        "Les e-mails liés à votre compte (liens de connexion, reçus, réinitialisations) sont toujours envoyés.",
      emailUpdatesOn: "Vous recevrez nos nouveautés et nos conseils.",
      emailUpdatesOff: "Vous ne recevrez plus nos nouveautés ni nos conseils.",
      saveFailed: "Impossible d'enregistrer votre préférence. Veuillez réessayer.",
    },
    subscription: {
      renewal: "Renouvellement",
      renewsOn: "Se renouvelle le {{date}}",
      cancelsOn: "Prend fin le {{date}}",
      cancelsHint:
        "Vous gardez Premium jusqu'à cette date et ne serez plus prélevé. Vous changez d'avis ? Reprenez l'abonnement et il se renouvellera comme avant.",
      resume: "Reprendre l'abonnement",
      title: "Abonnement",
      description: "Votre offre et votre facturation.",
      plan: "Offre actuelle",
      status: "Statut",
      active: "Actif",
      free: "Gratuit",
      unlimitedRole: "Votre rôle inclut un accès illimité.",
      manage: "Gérer l'abonnement",
      manageHint:
        "Mettez à jour votre carte, téléchargez vos factures ou résiliez dans le portail sécurisé de Stripe.",
      upgradeTitle: "Passez à Premium",
      upgradeBody:
        "Offres et enregistrements illimités, coaching avancé, données premium sur les assureurs et scripts de relance.",
      upgrade: "Passer à Premium maintenant",
      opensNewTab: "(s'ouvre dans un nouvel onglet)",
    },
  },
  support: {
    subtitle: "Réponses aux questions fréquentes, guides et contact direct avec notre équipe.",
    tabs: { faq: "FAQ", resources: "Ressources", contact: "Nous contacter" },
    faq: {
      title: "Questions fréquentes",
      search: "Rechercher dans les questions et réponses",
      searchPlaceholder: "Rechercher dans la FAQ…",
      noResults: "Aucun résultat ne correspond à votre recherche.",
      results_one: "{{count}} question correspond",
      results_other: "{{count}} questions correspondent",
      items: {
        whatIs: {
          q: "Qu'est-ce que Buildr AI ?",
          a: "Buildr AI est un coach de vente pour les agents d'assurance. Décrivez un prospect en une phrase ou remplissez le questionnaire : il compose une offre d'une page avec 2 ou 3 contrats recommandés, les assureurs les mieux adaptés, des primes estimées, votre aperçu de commission, un déroulé d'appel, des scripts et des réponses aux objections.",
        },
        freePlan: {
          q: "Que comprend l'offre gratuite ?",
          a: "2 offres clients complètes chaque mois civil, 3 questions de suivi gratuites sur chaque offre et 5 questions de coaching par jour. Les comptes gratuits peuvent aussi enregistrer jusqu'à 2 offres par mois civil. Passez à Premium pour des offres, des enregistrements et un coaching illimités.",
        },
        credits: {
          q: "Qu'est-ce qui consomme une offre gratuite ?",
          a: "Seulement une nouvelle offre : décrire un nouveau client dans le chat, ou en créer une sur la page des offres ou avec le questionnaire. Jusqu'à 3 questions de suivi sur l'offre en cours sont gratuites. Les réponses de coaching (connaissances, faits, produits, objections) ont leur propre quota de 5 par jour et ne consomment jamais d'offre. Les commandes comme /help, les réponses à la proposition d'enregistrer et les demandes auxquelles le coach ne peut pas répondre ne coûtent rien.",
        },
        products: {
          q: "Quels produits d'assurance sont couverts ?",
          a: "Medicare Advantage, Medicare Supplement et la Partie D ; les frais d'obsèques, l'assurance vie temporaire, la vie entière et l'IUL ; les rentes fixes et indexées ; et des compléments comme l'indemnité d'hospitalisation, le cancer, les soins de longue durée et les soins dentaires, visuels et auditifs.",
        },
        numbers: {
          q: "D'où viennent les primes et les commissions ?",
          a: "De tableaux sourcés de tarifs et de rémunérations habituels, jamais inventés par une IA. Ce sont des estimations pour préparer l'échange : établissez toujours vos devis avec les tarifs de l'assureur et sachez que la commission varie selon l'assureur, l'État et le contrat.",
        },
        clientCopy: {
          q: "Puis-je partager une offre avec mon client ?",
          a: "Oui. Téléchargez la copie client en PDF d'une page : elle est rédigée simplement, dans la langue de votre client, et n'affiche jamais de commission. Les offres Medicare comportent la mention obligatoire de marketing par un tiers.",
        },
        languages: {
          q: "L'application fonctionne-t-elle en espagnol et en français ?",
          a: "Oui. L'application fonctionne en anglais, en espagnol et en français, et le coach répond dans la langue dans laquelle vous écrivez. Changez la langue de l'interface dans les Paramètres.",
        },
        cancel: {
          q: "Comment résilier ou modifier mon abonnement ?",
          a: "Ouvrez les Paramètres et choisissez « Gérer l'abonnement ». Vous pouvez mettre à jour votre carte, télécharger vos factures ou résilier l'abonnement annuel ; vous gardez Premium jusqu'à la fin de la période payée. Tout achat est couvert par une garantie satisfait ou remboursé de 14 jours.",
        },
        data: {
          q: "Les informations de mes clients sont-elles protégées ?",
          a: "Vous seul voyez vos offres. Évitez de saisir des numéros de sécurité sociale, des numéros de contrat ou des dates de naissance complètes : l'âge et les éléments utiles à la recommandation suffisent.",
        },
        password: {
          q: "J'ai oublié mon mot de passe. Que faire ?",
          a: "Sur la page de connexion, choisissez « Mot de passe oublié ? », ou utilisez « Réinitialiser le mot de passe » dans les Paramètres. Nous vous enverrons un lien valable 1 heure.",
        },
      },
    },
    resources: {
      title: "Ressources",
      description: "Guides et aide-mémoire pour votre prochain appel.",
      guidesTitle: "Guides pratiques",
      walkthroughsTitle: "Pas à pas",
      referencesTitle: "Aide-mémoire",
      open: "Ouvrir",
      guides: {
        lead: {
          title: "Décrire un prospect exploitable par le coach",
          body: "Indiquez l'âge, l'État, la santé, la couverture actuelle, les inquiétudes et un budget mensuel. « Linda, 67 ans, Ohio, Medicare Original, diabétique, veut couvrir ses obsèques, 120 $ par mois » suffit pour une offre complète.",
        },
        objections: {
          title: "Répondre aux objections les plus fréquentes",
          body: "Chaque offre comprend au moins 3 objections avec des réponses adaptées au client. Demandez-en d'autres au coach : « Comment répondre à “Je dois réfléchir” ? »",
        },
        followUp: {
          title: "Relancer sans insister",
          body: "Reprenez contact sous 48 heures, relancez la souscription sous 5 jours ouvrés et planifiez un bilan à 90 jours. L'écran Argumentaires rédige chaque message pour vous.",
        },
      },
      walkthroughs: {
        firstBundle: {
          title: "Votre première offre en 60 secondes",
          steps:
            "Ouvrez Offres · décrivez le prospect ou remplissez le questionnaire · Générer · Enregistrer · téléchargez la copie client.",
        },
        pitch: {
          title: "De l'offre à l'argumentaire",
          steps:
            "Enregistrez une offre · ouvrez Argumentaires · choisissez un ton et une longueur · copiez l'argumentaire ou téléchargez-le en texte.",
        },
      },
      references: {
        enrollment: {
          title: "Périodes d'inscription à Medicare",
          items: {
            iep: "Inscription initiale : 7 mois autour du mois des 65 ans (3 mois avant, le mois même, 3 mois après).",
            aep: "Inscription annuelle : du 15 octobre au 7 décembre, changements effectifs au 1er janvier.",
            maOep:
              "Inscription ouverte Medicare Advantage : du 1er janvier au 31 mars, adhérents MA uniquement, un seul changement.",
            medigap:
              "Inscription ouverte Medigap : 6 mois à partir du premier mois avec la Partie B à 65 ans ou plus, sans questionnaire de santé.",
          },
        },
        figures: {
          title: "Chiffres Medicare pour 2026",
          items: {
            partB: "Prime standard de la Partie B : 202,90 $ par mois.",
            partBDeductible: "Franchise de la Partie B : 283 $ par an.",
            partADeductible: "Franchise hospitalière de la Partie A : 1 736 $ par période de prestations.",
            penalty: "Pénalité de retard Partie B : +10 % de la prime par année complète sans couverture.",
          },
        },
        compliance: {
          title: "Rappels de conformité",
          items: {
            zeroPremium: "Dites « prime zéro », jamais « gratuit », pour les contrats à 0 $ de prime.",
            tpmo: "Utilisez la mention CMS de marketing par un tiers chaque fois que vous présentez des contrats Medicare.",
            commission: "Ne montrez jamais de commission à un client : partagez la copie client.",
          },
        },
      },
      source: "Chiffres issus des annonces des CMS, résumés dans notre base de connaissances.",
    },
    contact: {
      title: "Contacter le support",
      name: "Nom",
      email: "Adresse e-mail",
      emailHint: "Nous vous répondrons à cette adresse.",
      category: "Sujet",
      categories: {
        account: "Compte et connexion",
        billing: "Facturation et abonnement",
        bundles: "Offres et PDF",
        coach: "Coach de vente",
        technical: "Problème technique",
        other: "Autre sujet",
      },
      subject: "Objet",
      subjectPlaceholder: "Quelques mots sur votre question",
      message: "Votre message",
      messagePlaceholder:
        "Dites-nous ce qui s'est passé et ce que vous attendiez. N'indiquez pas de données client comme un numéro de sécurité sociale.",
      send: "Envoyer le message",
      sending: "Envoi…",
      sentTitle: "Demande d'assistance envoyée",
      failed: "Impossible d'envoyer votre message. Réessayez ou écrivez-nous directement.",
      rateLimited:
        "Vous avez envoyé plusieurs demandes au cours de la dernière heure. Patientez un peu ou écrivez-nous directement.",
      errors: {
        nameRequired: "Veuillez saisir votre nom.",
        nameTooShort: "Le nom doit comporter au moins 2 caractères",
        nameTooLong: "Le nom est trop long (100 caractères maximum)",
        emailRequired: "L'adresse e-mail est obligatoire",
        emailInvalid: "Veuillez saisir une adresse e-mail valide",
        emailTooLong: "L'adresse e-mail est trop longue",
        subjectTooShort: "L'objet doit comporter au moins 3 caractères",
        subjectTooLong: "L'objet est trop long (150 caractères maximum)",
        messageTooShort: "Dites-nous-en un peu plus (au moins 10 caractères)",
        messageTooLong: "Le message est trop long (5 000 caractères maximum)",
        categoryInvalid: "Choisissez un sujet",
      },
    },
    details: {
      title: "Autres moyens de nous joindre",
      email: "E-mail",
      phone: "Téléphone",
      hours: "Horaires",
      weekdays: "Du lundi au vendredi : 9 h – 17 h (heure de l'Est)",
      saturday: "Samedi : 10 h – 14 h (heure de l'Est)",
      sunday: "Dimanche : fermé",
      response:
        "Les agents Premium reçoivent une réponse en 1 jour ouvrable ; les autres, sous 3 jours ouvrables.",
    },
  },
};
