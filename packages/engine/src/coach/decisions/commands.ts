/**
 * Chat commands (docs/product/chat-coach.md#flow "Language commands") and the greeting. Commands are answered here,
 * never sent to a model, and cost nothing (docs/product/decisions.md#d-2).
 */
import { LANGUAGES, type Language } from "../../types.js";
import { coachTexts } from "./texts.js";

export type CommandResult =
  /** `/lang xx`: the conversation switches; `reply` confirms in the new language. */
  | { type: "language"; language: Language; reply: string }
  /** `/help`, bare `/lang` or an unknown command: the help text in the current language. */
  | { type: "help"; reply: string }
  /** `/lang xx` with a language we do not have: the UI shows a destructive toast (title + message). */
  | { type: "error"; code: "unknown_language"; title: string; message: string };

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);

/** Whether the message is a command ("/lang es", "/help"), which is intercepted before the flow. */
export function isCommand(message: string): boolean {
  return /^\/[a-z]/iu.test(String(message ?? "").trim());
}

/** The answer to a command, in `language` (the conversation's current language). Null if not a command. */
export function runCommand(message: string, language: Language): CommandResult | null {
  if (!isCommand(message)) return null;
  const [name = "", argument] = String(message).trim().slice(1).split(/\s+/u);
  const current = coachTexts(language);
  if (name.toLowerCase() === "lang" && argument !== undefined && argument !== "") {
    const code = argument.toLowerCase();
    if (LANGUAGE_SET.has(code)) {
      const next = code as Language;
      return { type: "language", language: next, reply: coachTexts(next).languageChanged };
    }
    return {
      type: "error",
      code: "unknown_language",
      title: current.unknownLanguageTitle,
      // Cut: the code is echoed to the user and must stay a short label.
      message: current.unknownLanguage(argument.slice(0, 12)),
    };
  }
  return { type: "help", reply: current.help };
}

/**
 * The greeting on an empty conversation, personal when the first name is known. "Welcome back" is for an
 * agent who has talked to the coach before; a brand-new one is welcomed with the free bundles the account
 * starts with (`welcomeBundles`, omitted for unlimited accounts).
 */
export function greeting(
  language: Language,
  firstName?: string | null,
  options: { returning?: boolean; welcomeBundles?: number } = { returning: true },
): string {
  const first = firstName?.trim().split(/\s+/u)[0];
  // The chat renders Markdown: the agent's name is shown as typed, never read as Markdown or an entity.
  const name = first ? escapeMarkdown(first.slice(0, 40)) : undefined;
  const t = coachTexts(language);
  if (options.returning ?? false) return t.greeting(name);
  if (!options.welcomeBundles) return t.newAgentIntro(name);
  return `${t.quotaWelcome(options.welcomeBundles)}\n\n${t.newAgentIntro(name)}`;
}

/** Text shown literally inside Markdown: "&lt;b&gt;Zoë" stays those characters, "*Ann*" is not bold. */
function escapeMarkdown(text: string): string {
  return text.replace(/&/gu, "&amp;").replace(/[\\`*_{}[\]()#+!|<>~]/gu, "\\$&");
}
