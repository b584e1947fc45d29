import type { Messages } from "../messages";
import type { adminEn } from "./en";

export const adminFr: Messages<typeof adminEn> = {
  title: "Tableau de bord d'administration",
};
