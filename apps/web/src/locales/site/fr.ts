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
};
