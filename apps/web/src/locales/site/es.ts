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
};
