import type { ClientProfile } from "@buildr/contracts";
import { coachTexts, type Language } from "@buildr/engine";

/**
 * The chat's own words, in the agent's three languages (Spanish with usted): what the server says
 * around the engine's answers. The engine writes the answers themselves.
 */

/** The question a bundle reply ends with: "yes" saves the client to the agent's leads, "skip" declines. */
export function saveQuestion(language: Language): string {
  return coachTexts(language).saveToCrmPrompt;
}

/** Where the web app shows one lead: the saved reply links to it, and the screen opens it in place. */
export function leadPath(leadId: string): string {
  return `/app/leads/${encodeURIComponent(leadId)}`;
}

const SAVED: Record<Language, (link: string) => string> = {
  en: (link) =>
    `Saved to your leads. Its follow-up plan is ready: [open the lead](${link}). Ask me anything about the recommendations: scripts, objections, carriers.`,
  es: (link) =>
    `Guardado en sus prospectos. Su plan de seguimiento está listo: [abra el prospecto](${link}). Pregúnteme lo que quiera sobre las recomendaciones: guiones, objeciones, aseguradoras.`,
  fr: (link) =>
    `Enregistré dans vos prospects. Son plan de suivi est prêt : [ouvrir le prospect](${link}). Posez-moi vos questions sur les recommandations : scripts, objections, assureurs.`,
};

const SAVE_LIMIT: Record<Language, (limit: number) => string> = {
  en: (n) =>
    `I couldn't save this one: free accounts can save ${n} bundles a month. Upgrade to save as many as you need. The recommendations stay here, and you can keep asking about them.`,
  es: (n) =>
    `No pude guardarlo: las cuentas gratuitas pueden guardar ${n} paquetes al mes. Actualice su plan para guardar todos los que necesite. Las recomendaciones siguen aquí y puede seguir preguntándome sobre ellas.`,
  fr: (n) =>
    `Je n'ai pas pu l'enregistrer : les comptes gratuits peuvent enregistrer ${n} offres par mois. Passez à la version payante pour en enregistrer autant que nécessaire. Les recommandations restent ici, et vous pouvez continuer à me poser des questions.`,
};

/** The reply to the save question: saved as a lead (with its link), declined, or refused by the monthly rule. */
export function saveAnswer(
  language: Language,
  outcome: { type: "saved"; leadId: string } | { type: "skipped" } | { type: "limit"; limit: number },
): string {
  if (outcome.type === "saved") return SAVED[language](leadPath(outcome.leadId));
  if (outcome.type === "limit") return SAVE_LIMIT[language](outcome.limit);
  return coachTexts(language).saveAcknowledged;
}

const CLIENT: Record<Language, string> = { en: "Client", es: "Cliente", fr: "Client" };
const AGE: Record<Language, (age: number) => string> = {
  en: (age) => String(age),
  es: (age) => `${age} años`,
  fr: (age) => `${age} ans`,
};

/**
 * The name a lead is saved under when the agent did not name the client: the facts that tell one such
 * lead from another ("Client (67, OH)"). The agent can rename it on the lead.
 */
export function unnamedClient(language: Language, client: Pick<ClientProfile, "age" | "state">): string {
  const facts = [client.age !== undefined ? AGE[language](client.age) : null, client.state ?? null].filter(
    (fact): fact is string => fact !== null,
  );
  return facts.length > 0 ? `${CLIENT[language]} (${facts.join(", ")})` : CLIENT[language];
}
