import type { Messages } from "../messages";
import type { adminEn } from "./en";

export const adminEs: Messages<typeof adminEn> = {
  title: "Panel de administración",
};
