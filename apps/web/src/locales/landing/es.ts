import type { Messages } from "../messages";
import type { landingEn } from "./en";

export const landingEs: Messages<typeof landingEn> = {
  title: "Cierra casos más grandes en cada llamada",
  subtitle:
    "Describe a tu prospecto y recibe en segundos un paquete de una página: 2 o 3 pólizas recomendadas, la aseguradora adecuada, la prima estimada, el guion de la llamada y cómo responder a las objeciones.",
  cta: "Empieza gratis – 2 paquetes",
  noCard: "Sin tarjeta de crédito • Listo en 60 segundos",
};
