import type { Messages } from "../messages";
import type { landingEn } from "./en";

export const landingFr: Messages<typeof landingEn> = {
  title: "Concluez des dossiers plus importants à chaque appel",
  subtitle:
    "Décrivez un prospect et obtenez en quelques secondes une offre groupée sur une page : 2 ou 3 contrats recommandés, l'assureur le plus adapté, la prime estimée, le déroulé de l'appel, les scripts et les réponses aux objections.",
  cta: "Commencer gratuitement – 2 offres",
  noCard: "Sans carte bancaire • Prêt en 60 secondes",
};
