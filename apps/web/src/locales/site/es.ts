import type { Messages } from "../messages";
import type { siteEn } from "./en";

export const siteEs: Messages<typeof siteEn> = {
  legal: {
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
    refund: "Política de reembolso",
    loading: "Cargando la página…",
    failed: "No se pudo cargar esta página. Revise su conexión e inténtelo de nuevo.",
    retry: "Intentar de nuevo",
    otherPages: "Otras políticas",
  },
  referral: {
    title: "Recomiende a otros agentes",
    description:
      "Comparta su propio enlace. Aquí se cuenta cada persona que crea una cuenta con él y cada una que mejora su plan.",
    linkLabel: "Su enlace de referido",
    copy: "Copiar enlace",
    copied: "Enlace de referido copiado",
    copyFailed: "Su navegador bloqueó el portapapeles. Seleccione el enlace y cópielo a mano.",
    signUps: "Registros",
    upgrades: "Mejoras de plan",
    loadFailed: "No se pudo cargar su enlace de referido.",
  },
  support: {
    priorityTitle: "Soporte prioritario",
    priority: "Su plan incluye soporte prioritario: le respondemos en 1 día hábil.",
    standard:
      "Le respondemos en un plazo de 3 días hábiles. Los agentes Premium tienen soporte prioritario, en 1 día hábil.",
    sentPriority: "Recibimos su solicitud prioritaria. Le responderemos en 1 día hábil.",
    sentStandard: "Recibimos su solicitud. Le responderemos en un plazo de 3 días hábiles.",
    badge: "Prioritaria",
    badgeLabel: "Prioritaria: enviada por un agente con plan de pago",
  },
};
