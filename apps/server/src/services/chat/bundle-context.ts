import {
  type ConversationState,
  FREE_FOLLOW_UPS_PER_BUNDLE,
  type Language,
  type MissingFactId,
} from "@buildr/engine";
import type { ConversationRow } from "./grouped.js";

/**
 * A bundle's context in the chat: which bundle the agent is talking about, whether the last reply asked
 * to save it, and how many free follow-ups it has left.
 *
 * The bundle a conversation discusses is the one it last made (`current_bundle_id`), until a new client
 * starts another. Replies about it come in several kinds (the bundle, a follow-up, the answer to the save
 * question, the follow-up limit, an engine answer that reads like coaching), so the kind of the last
 * reply alone cannot tell whether a bundle is open: reading it that way lost the context after "yes",
 * "skip" or the limit reply, and the next follow-up was charged as a new question.
 */
export function bundleState(
  conversation: Pick<ConversationRow, "currentBundleId">,
  lastKind: string | null,
): Pick<ConversationState, "lastReplyKind" | "awaitingSaveReply"> {
  const kind = (lastKind as ConversationState["lastReplyKind"]) ?? null;
  if (!conversation.currentBundleId) return { lastReplyKind: kind, awaitingSaveReply: false };
  // The reply right after a bundle is the one that asked the save question.
  if (kind === "bundle") return { lastReplyKind: "bundle", awaitingSaveReply: true };
  return { lastReplyKind: "follow_up", awaitingSaveReply: false };
}

/**
 * Free follow-ups left on the conversation's bundle for a limited account: what lets the screen keep the
 * composer open at zero credits. Null when no bundle is open or the account is unlimited.
 */
export function followUpsLeft(
  conversation: Pick<ConversationRow, "currentBundleId" | "followUpCount">,
  unlimited: boolean,
): number | null {
  if (unlimited || !conversation.currentBundleId) return null;
  return Math.max(0, FREE_FOLLOW_UPS_PER_BUNDLE - conversation.followUpCount);
}

/**
 * A lead too vague for a bundle: what the coach still needs to know about the client, written to the
 * agent ("the client's age"), not the questions the agent would put to the client ("your date of birth").
 */
const CLIENT_FACTS: Record<Language, Record<MissingFactId, string>> = {
  en: {
    age: "The client's age (or date of birth)",
    needs: "What the client wants covered, or what made them start looking",
    state: "The state they live in",
    health: "Their health: conditions, treatment, recent hospital stays",
    smoker: "Whether they used tobacco in the last 12 months",
    current_coverage: "The coverage they have today",
    budget: "A monthly budget they're comfortable with",
    income: "Their household income, roughly",
    savings: "Their savings, and how much must stay within reach",
    dependents: "Who depends on them financially",
    marital_status: "Whether they're married",
    medications: "The prescriptions they take",
    doctors: "The doctors and hospitals they want to keep",
    beneficiary: "Who should receive the money",
  },
  es: {
    age: "La edad del cliente (o su fecha de nacimiento)",
    needs: "Qué quiere cubrir el cliente, o qué lo llevó a buscar cobertura",
    state: "El estado donde vive",
    health: "Su salud: condiciones, tratamientos, hospitalizaciones recientes",
    smoker: "Si consumió tabaco en los últimos 12 meses",
    current_coverage: "La cobertura que tiene hoy",
    budget: "Un presupuesto mensual con el que se sienta cómodo",
    income: "El ingreso aproximado del hogar",
    savings: "Sus ahorros, y cuánto necesita tener a mano",
    dependents: "Quién depende de él económicamente",
    marital_status: "Si está casado",
    medications: "Los medicamentos que toma",
    doctors: "Los médicos y hospitales que quiere conservar",
    beneficiary: "Quién debe recibir el dinero",
  },
  fr: {
    age: "L'âge du client (ou sa date de naissance)",
    needs: "Ce que le client veut couvrir, ou ce qui l'a poussé à chercher",
    state: "L'État où il habite",
    health: "Sa santé : maladies, traitements, hospitalisations récentes",
    smoker: "S'il a consommé du tabac au cours des 12 derniers mois",
    current_coverage: "La couverture qu'il a aujourd'hui",
    budget: "Un budget mensuel qui lui convient",
    income: "Le revenu approximatif du foyer",
    savings: "Son épargne, et la part qui doit rester disponible",
    dependents: "Qui dépend de lui financièrement",
    marital_status: "S'il est marié",
    medications: "Les médicaments qu'il prend",
    doctors: "Les médecins et hôpitaux qu'il veut garder",
    beneficiary: "Qui doit recevoir l'argent",
  },
};

export function clientFactsWanted(ids: readonly MissingFactId[], language: Language): string[] {
  return [...new Set(ids)].map((id) => CLIENT_FACTS[language][id]).filter(Boolean);
}
