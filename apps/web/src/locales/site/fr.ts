import type { Messages } from "../messages";
import type { siteEn } from "./en";

export const siteFr: Messages<typeof siteEn> = {
  legal: {
    terms: "Conditions d'utilisation",
    privacy: "Politique de confidentialité",
    refund: "Politique de remboursement",
    loading: "Chargement de la page…",
    failed: "Impossible de charger cette page. Vérifiez votre connexion et réessayez.",
    retry: "Réessayer",
    otherPages: "Autres politiques",
  },
  referral: {
    title: "Recommandez d'autres agents",
    description:
      "Partagez votre propre lien. Chaque personne qui crée un compte grâce à lui est comptée ici, de même que chacune qui passe à un forfait payant.",
    linkLabel: "Votre lien de parrainage",
    copy: "Copier le lien",
    copied: "Lien de parrainage copié",
    copyFailed: "Votre navigateur a bloqué le presse-papiers. Sélectionnez le lien et copiez-le à la main.",
    signUps: "Inscriptions",
    upgrades: "Forfaits payants",
    loadFailed: "Impossible de charger votre lien de parrainage.",
  },
  support: {
    priorityTitle: "Assistance prioritaire",
    priority: "Votre forfait comprend l'assistance prioritaire : nous répondons en 1 jour ouvrable.",
    standard:
      "Nous répondons sous 3 jours ouvrables. Les agents Premium bénéficient de l'assistance prioritaire, en 1 jour ouvrable.",
    sentPriority: "Demande prioritaire reçue. Nous vous répondrons en 1 jour ouvrable.",
    sentStandard: "Demande reçue. Nous vous répondrons sous 3 jours ouvrables.",
    badge: "Prioritaire",
    badgeLabel: "Prioritaire : envoyée par un agent ayant un forfait payant",
  },
};
