import type { Messages } from "../messages";
import type { bundlesEn } from "./en";

export const bundlesFr: Messages<typeof bundlesEn> = {
  title: "Offres groupées",
};
