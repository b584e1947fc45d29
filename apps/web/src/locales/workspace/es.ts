import type { Messages } from "../messages";
import type { workspaceEn } from "./en";

export const workspaceEs: Messages<typeof workspaceEn> = {
  title: "Espacio de trabajo",
};
