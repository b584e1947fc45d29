import type { Messages } from "../messages";
import type { bundlesEn } from "./en";

export const bundlesEs: Messages<typeof bundlesEn> = {
  title: "Paquetes de productos",
};
