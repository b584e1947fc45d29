import type { Messages } from "../messages";
import type { chatEn } from "./en";

export const chatEs: Messages<typeof chatEn> = {
  title: "Coach de ventas",
};
