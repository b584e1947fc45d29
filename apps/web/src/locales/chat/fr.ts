import type { Messages } from "../messages";
import type { chatEn } from "./en";

export const chatFr: Messages<typeof chatEn> = {
  title: "Coach de vente",
};
