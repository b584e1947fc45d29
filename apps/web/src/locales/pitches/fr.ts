import type { Messages } from "../messages";
import type { pitchesEn } from "./en";

export const pitchesFr: Messages<typeof pitchesEn> = {
  title: "Générateur d'argumentaires",
};
