import type { Messages } from "../messages";
import type { workspaceEn } from "./en";

export const workspaceFr: Messages<typeof workspaceEn> = {
  title: "Espace de travail",
};
