/**
 * Every fixed text of the chat coach (docs/product/chat-coach.md, docs/product/chat-coach.md#flow, docs/product/rules-and-figures.md#validation, docs/product/rules-and-figures.md#errors), in English, Spanish and French.
 * The English wording is the specification's; the Spanish and French are written for US agents who work
 * in those languages (usted / vous, US insurance terms kept where agents use them: Medigap, MYGA, FIA).
 */
import type { Language } from "../../types.js";

export interface CoachTexts {
  /** §2 step 2: the answer to "yes"/"skip" after the save-to-CRM prompt. */
  saveAcknowledged: string;
  /** The question a bundle reply ends with, which step 2 answers. */
  saveToCrmPrompt: string;
  /** §1 / §4 step 3. */
  redirect: string;
  /** §4 step 4 / §8. */
  insuranceOnly: string;
  /** §8: the free allowance is spent (docs/product/decisions.md#d-2). */
  freeLimit: string;
  /** §8: the 4th follow-up of a free user on one bundle (docs/product/decisions.md#d-2: costs nothing). */
  followUpLimit: (limit: number) => string;
  /** §8 quota lines. */
  quotaWelcome: (credits: number) => string;
  quotaRemaining: (remaining: number) => string;
  quotaUnlimited: string;
  /** §4 input state when the allowance is spent. */
  inputDisabled: string;
  /** §5 e-mail capture (docs/product/decisions.md#d-21 guest coach). */
  emailLabel: string;
  invalidEmailToastTitle: string;
  invalidEmailToastDescription: string;
  invalidEmailReply: string;
  emailThanks: string;
  /** §8: every model attempt failed; the user's message is kept. */
  fallback: { lead: string; quickPlay: [string, string, string]; retry: string };
  /** §8 processing error. */
  processingError: string;
  /** §8 empty model output. */
  noResponse: string;
  /** §4 step 10 when no article matches (the knowledge base says the same). */
  noInformation: string;
  /** §4 "Sending": the greeting on an empty conversation. */
  greeting: (firstName: string | undefined) => string;
  /** The greeting's invitation for an agent new to the coach, after the free-bundles welcome. */
  newAgentIntro: (firstName: string | undefined) => string;
  /** §4 language commands. */
  languageChanged: string;
  help: string;
  unknownLanguageTitle: string;
  unknownLanguage: (code: string) => string;
}

const en: CoachTexts = {
  saveAcknowledged: "Got it! Let me know if you have any questions about the recommendations.",
  saveToCrmPrompt: "Save this client to your leads? Reply **yes** to save or **skip**.",
  redirect:
    "I stay focused on insurance training and sales growth — let's get back to helping you write more business.",
  insuranceOnly:
    "I coach only on Medicare, Life, Annuities, LTC, Cancer and Hospital Indemnity. Tell me about a client or ask me a sales question in one of those lines, and let's write more business.",
  freeLimit: "You've used your free messages. Upgrade to continue chatting.",
  followUpLimit: (limit) =>
    `You've reached the follow-up question limit for this bundle. Trial accounts include ${limit} follow-up questions per bundle. Upgrade in Settings for unlimited coaching, or describe a new client to start a fresh bundle.`,
  quotaWelcome: (credits) => `Welcome! You've received ${credits} free bundles. 🎉`,
  quotaRemaining: (remaining) =>
    remaining === 1 ? "1 free message remaining" : `${Math.max(0, remaining)} free messages remaining`,
  quotaUnlimited: "Unlimited",
  inputDisabled: "Upgrade to continue chatting...",
  emailLabel: "Your email address",
  invalidEmailToastTitle: "Invalid email",
  invalidEmailToastDescription: "Please provide a valid email address.",
  invalidEmailReply:
    "That doesn't look like a valid email address. Please provide a valid email to access your personalized sales coaching experience.",
  emailThanks: "Thanks! You're connected to your coach. Describe a client and I'll build your first bundle.",
  fallback: {
    lead: "Temporary hiccup. I saved your message—tap Regenerate. Meanwhile, here's a quick play:",
    quickPlay: [
      "Discovery: ask about their doctors, prescriptions, monthly budget and who depends on them.",
      "Path options: for safe growth, compare a MYGA (guaranteed rate for the term) with an FIA (index-linked credits, principal protected).",
      "Sample bundle: Medicare Supplement + Final Expense + Cancer, priced to the budget they give you.",
    ],
    retry: "Tap Regenerate when you want me to try again.",
  },
  processingError: "I'm sorry, I encountered an error while generating a response. Please try again.",
  noResponse: "No response generated.",
  noInformation: "I don't have that information in my training materials.",
  greeting: (firstName) =>
    firstName
      ? `Welcome back, ${firstName}! Describe a client (age, health, budget, goals) and I'll build a bundle, or ask me anything about selling Medicare, life, annuities and more.`
      : "Welcome! Describe a client (age, health, budget, goals) and I'll build a bundle, or ask me anything about selling Medicare, life, annuities and more.",
  newAgentIntro: (firstName) =>
    `${firstName ? `Glad you're here, ${firstName}. ` : ""}Describe a client (age, health, budget, goals) and I'll build a bundle, or ask me anything about selling Medicare, life, annuities and more.`,
  languageChanged: "Language set to English. I'll coach you in English from now on.",
  help: [
    "**Commands**",
    "- `/lang en`, `/lang es` or `/lang fr`: switch the coach's language (English, Spanish, French).",
    "- `/help`: show this help.",
    "",
    "Describe a client (age, health, budget, goals) to get a bundle, then ask follow-up questions about it: scripts, objections, commissions, alternatives.",
  ].join("\n"),
  unknownLanguageTitle: "Unknown language",
  unknownLanguage: (code) => `"${code}" isn't available. Use /lang en, /lang es or /lang fr.`,
};

const es: CoachTexts = {
  saveAcknowledged: "¡Entendido! Avíseme si tiene alguna pregunta sobre las recomendaciones.",
  saveToCrmPrompt: "¿Guardo a este cliente en sus prospectos? Responda **sí** para guardarlo u **omitir**.",
  redirect:
    "Me enfoco en la capacitación en seguros y en el crecimiento de sus ventas: volvamos a ayudarle a cerrar más negocios.",
  insuranceOnly:
    "Solo doy coaching sobre Medicare, seguros de vida, anualidades, cuidado a largo plazo, seguros contra el cáncer e indemnización hospitalaria. Cuénteme de un cliente o hágame una pregunta de ventas sobre alguna de esas líneas y cerremos más negocios.",
  freeLimit: "Ya usó sus mensajes de prueba. Actualice su plan para seguir conversando.",
  followUpLimit: (limit) =>
    `Llegó al límite de preguntas de seguimiento para este paquete. Las cuentas de prueba incluyen ${limit} preguntas de seguimiento por paquete. Actualice su plan en Configuración para tener coaching ilimitado, o describa un nuevo cliente para empezar otro paquete.`,
  quotaWelcome: (credits) => `¡Bienvenido! Recibió ${credits} paquetes gratis. 🎉`,
  quotaRemaining: (remaining) =>
    remaining === 1
      ? "Le queda 1 mensaje de prueba"
      : `Le quedan ${Math.max(0, remaining)} mensajes de prueba`,
  quotaUnlimited: "Ilimitado",
  inputDisabled: "Actualice su plan para seguir conversando...",
  emailLabel: "Su correo electrónico",
  invalidEmailToastTitle: "Correo no válido",
  invalidEmailToastDescription: "Ingrese un correo electrónico válido.",
  invalidEmailReply:
    "Esa dirección de correo no parece válida. Ingrese un correo válido para acceder a su coaching de ventas personalizado.",
  emailThanks: "¡Gracias! Ya está conectado con su coach. Describa a un cliente y le armo su primer paquete.",
  fallback: {
    lead: "Tuvimos un problema temporal. Guardé su mensaje: toque Volver a generar. Mientras tanto, aquí tiene una jugada rápida:",
    quickPlay: [
      "Descubrimiento: pregunte por sus médicos, sus medicamentos, su presupuesto mensual y quién depende de ellos.",
      "Opciones: para un crecimiento seguro, compare una MYGA (tasa garantizada durante el plazo) con una FIA (créditos ligados a un índice, capital protegido).",
      "Paquete de ejemplo: Suplemento de Medicare + Gastos Finales + Cáncer, ajustado al presupuesto que le den.",
    ],
    retry: "Toque Volver a generar cuando quiera que lo intente de nuevo.",
  },
  processingError: "Lo siento, ocurrió un error al generar la respuesta. Inténtelo de nuevo.",
  noResponse: "No se generó ninguna respuesta.",
  noInformation: "No tengo esa información en mis materiales de capacitación.",
  greeting: (firstName) =>
    firstName
      ? `¡Hola de nuevo, ${firstName}! Describa a un cliente (edad, salud, presupuesto, metas) y le armo un paquete, o pregúnteme lo que quiera sobre cómo vender Medicare, seguros de vida, anualidades y más.`
      : "¡Bienvenido! Describa a un cliente (edad, salud, presupuesto, metas) y le armo un paquete, o pregúnteme lo que quiera sobre cómo vender Medicare, seguros de vida, anualidades y más.",
  newAgentIntro: (firstName) =>
    `${firstName ? `Qué gusto tenerle aquí, ${firstName}. ` : ""}Describa a un cliente (edad, salud, presupuesto, metas) y le armo un paquete, o pregúnteme lo que quiera sobre cómo vender Medicare, seguros de vida, anualidades y más.`,
  languageChanged: "Idioma cambiado a español. A partir de ahora le daré coaching en español.",
  help: [
    "**Comandos**",
    "- `/lang en`, `/lang es` o `/lang fr`: cambia el idioma del coach (inglés, español, francés).",
    "- `/help`: muestra esta ayuda.",
    "",
    "Describa a un cliente (edad, salud, presupuesto, metas) para recibir un paquete y luego haga preguntas de seguimiento: guiones, objeciones, comisiones, alternativas.",
  ].join("\n"),
  unknownLanguageTitle: "Idioma desconocido",
  unknownLanguage: (code) => `"${code}" no está disponible. Use /lang en, /lang es o /lang fr.`,
};

const fr: CoachTexts = {
  saveAcknowledged: "C'est noté ! N'hésitez pas si vous avez des questions sur les recommandations.",
  saveToCrmPrompt:
    "J'enregistre ce client dans vos prospects ? Répondez **oui** pour l'enregistrer ou **passer**.",
  redirect:
    "Je reste concentré sur la formation en assurance et la croissance de vos ventes : revenons à ce qui vous aide à signer plus de contrats.",
  insuranceOnly:
    "Je vous accompagne uniquement sur Medicare, l'assurance vie, les rentes, les soins de longue durée, l'assurance cancer et l'indemnité hospitalière. Parlez-moi d'un client ou posez-moi une question de vente sur l'un de ces produits, et signons plus de contrats.",
  freeLimit: "Vous avez utilisé vos messages d'essai. Passez à la version payante pour continuer.",
  followUpLimit: (limit) =>
    `Vous avez atteint la limite de questions de suivi pour cette offre groupée. Les comptes d'essai comprennent ${limit} questions de suivi par offre. Passez à la version payante dans les Paramètres pour un coaching illimité, ou décrivez un nouveau client pour créer une nouvelle offre.`,
  quotaWelcome: (credits) => `Bienvenue ! Vous avez reçu ${credits} offres groupées gratuites. 🎉`,
  quotaRemaining: (remaining) =>
    remaining === 1 ? "1 message d'essai restant" : `${Math.max(0, remaining)} messages d'essai restants`,
  quotaUnlimited: "Illimité",
  inputDisabled: "Passez à la version payante pour continuer...",
  emailLabel: "Votre adresse e-mail",
  invalidEmailToastTitle: "E-mail non valide",
  invalidEmailToastDescription: "Veuillez saisir une adresse e-mail valide.",
  invalidEmailReply:
    "Cette adresse e-mail ne semble pas valide. Veuillez saisir une adresse valide pour accéder à votre coaching de vente personnalisé.",
  emailThanks:
    "Merci ! Vous êtes connecté à votre coach. Décrivez un client et je prépare votre première offre groupée.",
  fallback: {
    lead: "Petit souci technique. J'ai enregistré votre message : touchez Régénérer. En attendant, voici une approche rapide :",
    quickPlay: [
      "Découverte : demandez-lui quels médecins il consulte, quels médicaments il prend, son budget mensuel et qui dépend de lui.",
      "Options : pour une croissance sûre, comparez une MYGA (taux garanti pour la durée) et une FIA (crédits liés à un indice, capital protégé).",
      "Offre type : Complément Medicare + frais funéraires + assurance cancer, ajustés au budget qu'il vous donne.",
    ],
    retry: "Touchez Régénérer quand vous voulez que je réessaie.",
  },
  processingError:
    "Désolé, une erreur s'est produite pendant la génération de la réponse. Veuillez réessayer.",
  noResponse: "Aucune réponse générée.",
  noInformation: "Je n'ai pas cette information dans mes supports de formation.",
  greeting: (firstName) =>
    firstName
      ? `Bon retour, ${firstName} ! Décrivez un client (âge, santé, budget, objectifs) et je prépare une offre groupée, ou posez-moi toutes vos questions sur la vente de Medicare, d'assurance vie, de rentes et plus encore.`
      : "Bienvenue ! Décrivez un client (âge, santé, budget, objectifs) et je prépare une offre groupée, ou posez-moi toutes vos questions sur la vente de Medicare, d'assurance vie, de rentes et plus encore.",
  newAgentIntro: (firstName) =>
    `${firstName ? `Ravi de vous accueillir, ${firstName}. ` : ""}Décrivez un client (âge, santé, budget, objectifs) et je prépare une offre groupée, ou posez-moi toutes vos questions sur la vente de Medicare, d'assurance vie, de rentes et plus encore.`,
  languageChanged: "Langue réglée sur le français. Je vous accompagne désormais en français.",
  help: [
    "**Commandes**",
    "- `/lang en`, `/lang es` ou `/lang fr` : change la langue du coach (anglais, espagnol, français).",
    "- `/help` : affiche cette aide.",
    "",
    "Décrivez un client (âge, santé, budget, objectifs) pour obtenir une offre groupée, puis posez vos questions de suivi : scripts, objections, commissions, alternatives.",
  ].join("\n"),
  unknownLanguageTitle: "Langue inconnue",
  unknownLanguage: (code) => `« ${code} » n'est pas disponible. Utilisez /lang en, /lang es ou /lang fr.`,
};

export const COACH_TEXTS: Readonly<Record<Language, CoachTexts>> = { en, es, fr };

/** The texts for `language`, English for anything that slipped past validation. */
export function coachTexts(language: Language): CoachTexts {
  return COACH_TEXTS[language] ?? en;
}

/** The fallback reply of §8 as one message (Markdown). */
export function fallbackReply(language: Language): string {
  const f = coachTexts(language).fallback;
  return [f.lead, "", ...f.quickPlay.map((step, i) => `${i + 1}. ${step}`), "", f.retry].join("\n");
}

/** The status line of §8 / docs/product/decisions.md#d-2. */
export function quotaLine(
  language: Language,
  allowance: { unlimited: boolean; remaining: number | null },
): string {
  const t = coachTexts(language);
  if (allowance.unlimited || allowance.remaining === null) return t.quotaUnlimited;
  return t.quotaRemaining(allowance.remaining);
}

/** §5: the loose e-mail pattern (non-space, @, text, dot, text). */
export function isValidEmail(text: string): boolean {
  return typeof text === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(text.trim());
}
