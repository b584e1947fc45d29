import type { ArticleText } from "../../types.js";

type DialogueLine = ArticleText["exampleDialogue"][number];

/** Keeps the example calls readable as a script: one short call per line. */
export const agent = (line: string): DialogueLine => ({ speaker: "agent", line });
export const client = (line: string): DialogueLine => ({ speaker: "client", line });
