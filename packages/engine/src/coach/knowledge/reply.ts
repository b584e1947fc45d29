/**
 * The knowledge-base coaching reply (docs/product/chat-coach.md#flow step 10): the top articles' summary, up to 6
 * unique key points, the procedure and the example, 150-300 words (§1), ending with a next step; the
 * specified "I don't have that information in my training materials." when nothing matches. Agent-facing
 * coaching in the query's language.
 */
import type { Language } from "../../types.js";
import type { SearchResult } from "./search.js";
import type { ArticleText } from "./types.js";

/** The specified no-match reply, translated. */
export const KNOWLEDGE_NO_MATCH_TEXT: Readonly<Record<Language, string>> = {
  en: "I don't have that information in my training materials.",
  es: "No tengo esa información en mis materiales de capacitación.",
  fr: "Je n'ai pas cette information dans mes supports de formation.",
};

export interface CoachingReplyLabels {
  keyPoints: string;
  procedure: string;
  example: string;
  /** Speaker names in the example, as a call script labels them. */
  agent: string;
  client: string;
  /** Between a speaker's name and the line: French puts a space before the colon. */
  speakerColon: string;
  nextStep: string;
  /** The next step when the top article names none. */
  defaultNextStep: string;
}

/** Section labels of the reply, per language. */
export const COACHING_REPLY_LABELS: Readonly<Record<Language, CoachingReplyLabels>> = {
  en: {
    keyPoints: "Key points:",
    procedure: "How to run it:",
    example: "Example:",
    agent: "Agent",
    client: "Client",
    speakerColon: ":",
    nextStep: "Next step:",
    defaultNextStep:
      "pick one client you will talk to this week, run this play with them, and come back and tell me how it went so we can sharpen it.",
  },
  es: {
    keyPoints: "Puntos clave:",
    procedure: "Cómo hacerlo:",
    example: "Ejemplo:",
    agent: "Agente",
    client: "Cliente",
    speakerColon: ":",
    nextStep: "Siguiente paso:",
    defaultNextStep:
      "escoja un cliente con quien vaya a hablar esta semana, póngalo en práctica con él y cuénteme cómo le fue para afinarlo juntos.",
  },
  fr: {
    keyPoints: "Points clés :",
    procedure: "Comment faire :",
    example: "Exemple :",
    agent: "Agent",
    client: "Client",
    speakerColon: " :",
    nextStep: "Prochaine étape :",
    defaultNextStep:
      "choisissez un client que vous verrez cette semaine, appliquez-lui cette méthode, puis revenez me dire comment ça s'est passé pour qu'on l'affine ensemble.",
  },
};

export const COACHING_REPLY_MIN_WORDS = 150;
export const COACHING_REPLY_MAX_WORDS = 300;
const MAX_KEY_POINTS = 6;
/**
 * Trimming stops at these while it can: a reply without a real example or procedure stops being coaching.
 * Only an article too long to fit otherwise is cut further.
 */
const MIN_KEY_POINTS = 3;
const MIN_PROCEDURE = 3;
const MIN_DIALOGUE = 2;

/** Words as a reader counts them: runs of text holding at least one letter or digit (bullets do not count). */
export function countReplyWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++;
  return count;
}

export interface CoachingReply {
  text: string;
  /** The articles the reply was built from, best first; empty for the no-match text. */
  articleIds: string[];
}

interface Parts {
  summary: string;
  extraSummaries: string[];
  keyPoints: string[];
  procedure: string[];
  dialogue: ArticleText["exampleDialogue"];
  nextStep: string;
}

function render(parts: Parts, language: Language): string {
  const labels = COACHING_REPLY_LABELS[language];
  const blocks = [
    [parts.summary, ...parts.extraSummaries].join(" "),
    [labels.keyPoints, ...parts.keyPoints.map((point) => `- ${point}`)].join("\n"),
    [labels.procedure, ...parts.procedure.map((step, i) => `${i + 1}. ${step}`)].join("\n"),
    [
      labels.example,
      ...parts.dialogue.map(
        (turn) =>
          `${turn.speaker === "agent" ? labels.agent : labels.client}${labels.speakerColon} ${turn.line}`,
      ),
    ].join("\n"),
    `${labels.nextStep} ${parts.nextStep}`,
  ];
  return blocks.join("\n\n");
}

/** Up to 6 key points in rank order, each once (articles on one topic often share a point). */
function uniqueKeyPoints(texts: readonly ArticleText[]): string[] {
  const seen = new Set<string>();
  const keyPoints: string[] = [];
  for (const text of texts) {
    for (const point of text.keyPoints) {
      const key = point.trim().toLowerCase();
      if (keyPoints.length < MAX_KEY_POINTS && !seen.has(key)) {
        seen.add(key);
        keyPoints.push(point);
      }
    }
  }
  return keyPoints;
}

/**
 * The shortest opening of the example that ends on the agent's line: a script that stops on the client's
 * question leaves the agent without the answer, so the example is never cut shorter than this.
 */
function shortestScript(dialogue: ArticleText["exampleDialogue"]): number {
  const end = dialogue.findIndex((turn, i) => i >= MIN_DIALOGUE - 1 && turn.speaker === "agent");
  return end < 0 ? dialogue.length : end + 1;
}

/**
 * Builds the reply from ranked results (best first). Too long: the example, the procedure and the key
 * points are shortened from the end in turns, never below a usable minimum unless the word limit cannot
 * be met otherwise. Too short: the next articles' summaries are added.
 */
export function composeReply(results: readonly SearchResult[], language: Language): CoachingReply {
  if (results.length === 0) return { text: KNOWLEDGE_NO_MATCH_TEXT[language], articleIds: [] };
  const texts = results.map((result) => result.article.text[language]);
  const top = texts[0]!;
  const parts: Parts = {
    summary: top.summary,
    extraSummaries: [],
    keyPoints: uniqueKeyPoints(texts),
    procedure: [...top.procedure],
    dialogue: [...top.exampleDialogue],
    nextStep: top.nextStep ?? COACHING_REPLY_LABELS[language].defaultNextStep,
  };
  const words = () => countReplyWords(render(parts, language));

  // Shortened in turns so no one section is gutted while another stays whole. The 300-word limit is the
  // specification's, so the last cuts go below the floors above.
  const cuts: [section: "dialogue" | "keyPoints" | "procedure", floor: number][] = [
    ["dialogue", 4],
    ["procedure", 4],
    ["keyPoints", 4],
    ["dialogue", MIN_DIALOGUE],
    ["keyPoints", MIN_KEY_POINTS],
    ["procedure", MIN_PROCEDURE],
    ["keyPoints", 2],
    ["procedure", 2],
    ["keyPoints", 1],
    ["procedure", 1],
  ];
  const scriptFloor = shortestScript(parts.dialogue);
  for (const [section, requested] of cuts) {
    const floor = section === "dialogue" ? Math.max(requested, scriptFloor) : requested;
    while (words() > COACHING_REPLY_MAX_WORDS && parts[section].length > floor) {
      parts[section].pop();
      if (section !== "dialogue") continue;
      while (parts.dialogue.length > scriptFloor && parts.dialogue.at(-1)!.speaker === "client") {
        parts.dialogue.pop();
      }
    }
  }
  if (words() > COACHING_REPLY_MAX_WORDS) {
    const sentences = parts.summary.match(/[^.!?]+[.!?]+(?:\s|$)/g);
    if (sentences !== null && sentences.length > 1) parts.summary = sentences[0]!.trim();
  }

  for (const text of texts.slice(1)) {
    if (words() >= COACHING_REPLY_MIN_WORDS) break;
    parts.extraSummaries.push(text.summary);
  }
  return { text: render(parts, language), articleIds: results.map((result) => result.article.id) };
}
