import type { ClientProfile } from "@buildr/contracts";
import { type Bundle, coachTexts, type Language, type MissingFactId } from "@buildr/engine";

/**
 * The chat's own words, in the agent's three languages (Spanish with usted): what the server says
 * around the engine's answers (the text of a bundle reply, a lead too vague, the save question's
 * answers, the compliance note). The engine writes the answers themselves.
 */

/**
 * The chat text of a bundle reply: the one-liner, each policy with its premium, the first talk-track
 * step. The bundle itself rides along for the card; the markers ("Recommended Bundle") show the
 * marketing card under it (docs/product/rules-and-figures.md#records).
 */
export function bundleReplyText(
  bundle: Pick<Bundle, "language" | "summary" | "policies" | "talkTrack">,
): string {
  const heading: Record<Language, string> = {
    en: "Recommended Bundle",
    es: "Paquete recomendado",
    fr: "Offre recommandée",
  };
  const lines = [`**${heading[bundle.language]}** — ${bundle.summary}`, ""];
  for (const p of bundle.policies) lines.push(`- **${p.name}** (${p.coverage}): ${p.why}`);
  if (bundle.talkTrack[0]) lines.push("", bundle.talkTrack[0]);
  lines.push("", saveQuestion(bundle.language));
  return lines.join("\n");
}

/** A follow-up that rebuilt the bundle shows what changed, then the bundle as a new bundle reply does. */
export function rebuiltReplyText(answer: { content: string; bundle?: Bundle }): string {
  return answer.bundle ? `${answer.content}\n\n${bundleReplyText(answer.bundle)}` : answer.content;
}

/** A lead too vague for a bundle: the client's facts the coach still needs. */
const VAGUE: Record<Language, (missing: string[]) => string> = {
  en: (m) =>
    `I need a little more before I can build a bundle. Tell me about the client:\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nSend those details and I'll put the recommendations together right away.`,
  es: (m) =>
    `Necesito un poco más para armar un paquete. Cuénteme del cliente:\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nEnvíeme esos datos y preparo las recomendaciones enseguida.`,
  fr: (m) =>
    `Il me faut un peu plus pour composer une offre. Parlez-moi du client :\n\n${m.map((q) => `- ${q}`).join("\n")}\n\nEnvoyez-moi ces éléments et je prépare les recommandations tout de suite.`,
};

/**
 * No bundle from this lead. When the engine says why (the budget buys nothing, what was asked for is
 * past its issue age, a product not sold to this client), that comes first; then what is still needed.
 */
export function vagueLeadReply(
  missing: readonly MissingFactId[],
  language: Language,
  explanation?: string,
): string {
  const wanted = clientFactsWanted(missing, language);
  if (explanation)
    return wanted.length > 0 ? `${explanation}\n\n${STILL_NEEDED[language](wanted)}` : explanation;
  return VAGUE[language](wanted.length > 0 ? wanted : clientFactsWanted(["age", "needs"], language));
}

const STILL_NEEDED: Record<Language, (missing: string[]) => string> = {
  en: (m) => `To see what else could work, ask:\n\n${m.map((q) => `- ${q}`).join("\n")}`,
  es: (m) => `Para ver qué más podría funcionar, pregunte:\n\n${m.map((q) => `- ${q}`).join("\n")}`,
  fr: (m) => `Pour voir ce qui pourrait convenir d'autre, demandez :\n\n${m.map((q) => `- ${q}`).join("\n")}`,
};

const COMPLIANCE_NOTE: Record<Language, string> = {
  en: "Compliance check",
  es: "Revisión de cumplimiento",
  fr: "Contrôle de conformité",
};

/** What the compliance guard found in a model's reply, added under it for the agent to fix. */
export function complianceNote(findings: readonly { message: string }[], language: Language): string {
  return `\n\n**${COMPLIANCE_NOTE[language]}**\n${findings.map((f) => `- ${f.message}`).join("\n")}`;
}

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

function clientFactsWanted(ids: readonly MissingFactId[], language: Language): string[] {
  return [...new Set(ids)].map((id) => CLIENT_FACTS[language][id]).filter(Boolean);
}
