import type { Messages } from "../messages";
import type { pitchesEn } from "./en";

export const pitchesEs: Messages<typeof pitchesEn> = {
  title: "Generador de presentaciones",
};
