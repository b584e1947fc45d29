/**
 * The follow-up plan of a lead as dated touches: when each falls (in business days or calendar days from
 * the day the lead is saved) and the words the agent can use. Pure: the caller turns offsets into dates
 * with its own calendar of business days.
 *
 * Every lead gets the three steps of the bundle's follow-up: a check-in within 48 hours, the application
 * follow-up in 5 business days and a review at 90 days. A final-expense lead gets a denser cadence, eight
 * touches over the first 14 days (two business weeks): final-expense leads are bought by several agents
 * at once and are mostly lost to slow follow-up, and field practice for them is six to nine attempts
 * across calls, texts and e-mail in the first two weeks before the lead is worked as "nurture".
 */
import type { Language, ProductId } from "../types.js";

export type TouchKind =
  | "first_call"
  | "check_in"
  | "text"
  | "call"
  | "email"
  | "application"
  | "last_try"
  | "review"
  | "draft_reminder";
export type TouchChannel = "call" | "text" | "email";

export interface PlannedTouch {
  kind: TouchKind;
  channel: TouchChannel;
  /** Business days (weekends and US federal holidays skipped) after the day the lead was saved. */
  businessDays?: number;
  /** Calendar days after the day the lead was saved; past 0, the date moves to the next business day. */
  calendarDays?: number;
  title: string;
  script: string;
}

export type Cadence = "standard" | "final_expense";

export const FOLLOW_UP_SOURCE =
  "Bundle follow-up (48-hour check-in, application status in 5 business days, 90-day review); final-expense cadence of 6-9 touches in 14 days from field practice for shared internet and direct-mail leads.";

/** The cadence a lead gets: the dense one when its bundle holds final expense. */
export function cadenceFor(products: readonly ProductId[]): Cadence {
  return products.includes("final_expense") ? "final_expense" : "standard";
}

interface Step {
  kind: TouchKind;
  channel: TouchChannel;
  businessDays?: number;
  calendarDays?: number;
}

const STANDARD: readonly Step[] = [
  { kind: "check_in", channel: "call", calendarDays: 2 },
  { kind: "application", channel: "call", businessDays: 5 },
  { kind: "review", channel: "call", calendarDays: 90 },
];

/** Eight touches within 14 calendar days (business day 10 is two weeks on), then the 90-day review. */
const FINAL_EXPENSE: readonly Step[] = [
  // The day the lead comes in, weekend or not: the first agent to call usually gets the sale.
  { kind: "first_call", channel: "call", calendarDays: 0 },
  { kind: "text", channel: "text", businessDays: 1 },
  { kind: "check_in", channel: "call", calendarDays: 2 },
  { kind: "email", channel: "email", businessDays: 3 },
  { kind: "application", channel: "call", businessDays: 5 },
  { kind: "text", channel: "text", businessDays: 7 },
  { kind: "call", channel: "call", businessDays: 8 },
  { kind: "last_try", channel: "call", businessDays: 10 },
  { kind: "review", channel: "call", calendarDays: 90 },
];

type Words = Record<TouchKind, { title: string; script: (name: string) => string }>;

const EN: Words = {
  draft_reminder: {
    title: "Before the first draft",
    script: (n) =>
      `Hi ${n}, a quick reminder: your first premium is drafted on the date we chose, the day your Social Security arrives. Is everything set with the account?`,
  },
  first_call: {
    title: "First call",
    script: (n) =>
      `Hi ${n}, this is your agent following up on the coverage you asked about. I have the figures ready: do you have five minutes now, or is later today better?`,
  },
  check_in: {
    title: "48-hour check-in",
    script: (n) =>
      `Hi ${n}, I'm checking in after our talk. Did any question come up since? I'd like to make sure the next step still works for you.`,
  },
  text: {
    title: "Follow-up text",
    script: (n) =>
      `Hi ${n}, it's your insurance agent. I still have the options we talked about ready for you. What time suits you for a quick call?`,
  },
  call: {
    title: "Call",
    script: (n) =>
      `Hi ${n}, I'm calling back about your coverage. Is now a good time to go over the options, or should I call at another time?`,
  },
  email: {
    title: "E-mail recap",
    script: (n) =>
      `Hello ${n}, as promised, here is a short recap of what we discussed and the next step. Reply or call me at any time with questions.`,
  },
  application: {
    title: "Application follow-up",
    script: (n) =>
      `Hi ${n}, I checked on your application with the carrier. Here is where it stands and what, if anything, they still need from you.`,
  },
  last_try: {
    title: "Last try",
    script: (n) =>
      `Hi ${n}, I don't want to be a bother, so this is my last call for now. If protecting your family is still on your mind, I'm one call away.`,
  },
  review: {
    title: "90-day review",
    script: (n) =>
      `Hi ${n}, it's time for your 90-day review: is your coverage in force and working as you expected, and are your beneficiaries still right?`,
  },
};

const ES: Words = {
  draft_reminder: {
    title: "Antes del primer cobro",
    script: (n) =>
      `Hola, ${n}, un recordatorio: su primera prima se cobra en la fecha que elegimos, el día que le llega el Seguro Social. ¿Está todo listo en su cuenta?`,
  },
  first_call: {
    title: "Primera llamada",
    script: (n) =>
      `Hola, ${n}, le habla su agente sobre la cobertura que usted pidió. Ya tengo las cifras: ¿tiene cinco minutos ahora o prefiere más tarde hoy?`,
  },
  check_in: {
    title: "Seguimiento a las 48 horas",
    script: (n) =>
      `Hola, ${n}, le llamo después de nuestra conversación. ¿Le surgió alguna pregunta? Quiero asegurarme de que el siguiente paso le sigue conviniendo.`,
  },
  text: {
    title: "Mensaje de seguimiento",
    script: (n) =>
      `Hola, ${n}, le escribe su agente de seguros. Sigo teniendo listas las opciones que hablamos. ¿A qué hora le viene bien una llamada corta?`,
  },
  call: {
    title: "Llamada",
    script: (n) =>
      `Hola, ${n}, le vuelvo a llamar sobre su cobertura. ¿Es buen momento para repasar las opciones o prefiere que le llame en otro momento?`,
  },
  email: {
    title: "Resumen por correo",
    script: (n) =>
      `Hola, ${n}. Como le prometí, le envío un breve resumen de lo que hablamos y del siguiente paso. Puede responderme o llamarme con cualquier pregunta.`,
  },
  application: {
    title: "Seguimiento de la solicitud",
    script: (n) =>
      `Hola, ${n}, revisé su solicitud con la aseguradora. Le cuento en qué punto está y si necesitan algo más de usted.`,
  },
  last_try: {
    title: "Último intento",
    script: (n) =>
      `Hola, ${n}, no quiero molestarle, así que esta es mi última llamada por ahora. Si proteger a su familia le sigue importando, estoy a una llamada.`,
  },
  review: {
    title: "Revisión a los 90 días",
    script: (n) =>
      `Hola, ${n}, toca su revisión de 90 días: ¿su cobertura está vigente y funciona como esperaba, y sus beneficiarios siguen siendo los correctos?`,
  },
};

const FR: Words = {
  draft_reminder: {
    title: "Avant le premier prélèvement",
    script: (n) =>
      `Bonjour ${n}, un petit rappel : votre première prime sera prélevée à la date choisie, le jour où arrive votre Social Security. Tout est-il prêt sur votre compte ?`,
  },
  first_call: {
    title: "Premier appel",
    script: (n) =>
      `Bonjour ${n}, ici votre agent, au sujet de la couverture que vous avez demandée. J'ai les chiffres : avez-vous cinq minutes maintenant, ou plutôt plus tard aujourd'hui ?`,
  },
  check_in: {
    title: "Relance à 48 heures",
    script: (n) =>
      `Bonjour ${n}, je reviens vers vous après notre échange. Une question vous est-elle venue depuis ? Je veux m'assurer que la prochaine étape vous convient toujours.`,
  },
  text: {
    title: "SMS de relance",
    script: (n) =>
      `Bonjour ${n}, ici votre agent d'assurance. Les options dont nous avons parlé sont toujours prêtes. À quelle heure puis-je vous appeler brièvement ?`,
  },
  call: {
    title: "Appel",
    script: (n) =>
      `Bonjour ${n}, je vous rappelle au sujet de votre couverture. Est-ce un bon moment pour revoir les options, ou préférez-vous que je rappelle plus tard ?`,
  },
  email: {
    title: "Récapitulatif par e-mail",
    script: (n) =>
      `Bonjour ${n}, comme promis, voici un court récapitulatif de notre échange et de la prochaine étape. Répondez-moi ou appelez-moi pour toute question.`,
  },
  application: {
    title: "Suivi de la demande",
    script: (n) =>
      `Bonjour ${n}, j'ai vérifié votre demande auprès de l'assureur. Voici où elle en est, et ce qu'il vous reste éventuellement à fournir.`,
  },
  last_try: {
    title: "Dernière relance",
    script: (n) =>
      `Bonjour ${n}, je ne veux pas vous importuner : c'est mon dernier appel pour le moment. Si protéger votre famille vous tient toujours à cœur, je suis à un appel.`,
  },
  review: {
    title: "Bilan à 90 jours",
    script: (n) =>
      `Bonjour ${n}, c'est le moment de votre bilan à 90 jours : votre couverture est-elle en vigueur et conforme à vos attentes, et vos bénéficiaires sont-ils toujours les bons ?`,
  },
};

const WORDS: Record<Language, Words> = { en: EN, es: ES, fr: FR };
const NO_NAME: Record<Language, string> = { en: "there", es: "", fr: "" };

/** The touches of a lead's follow-up, in order, with the title and script in the lead's language. */
export function followUpPlan(input: {
  products: readonly ProductId[];
  firstName?: string;
  language: Language;
}): PlannedTouch[] {
  const steps = cadenceFor(input.products) === "final_expense" ? FINAL_EXPENSE : STANDARD;
  const words = WORDS[input.language];
  const name = input.firstName?.trim() || NO_NAME[input.language];
  return steps.map((step) => ({
    ...step,
    title: words[step.kind].title,
    // Without a name the greeting closes up ("Hola, , ..." would read badly).
    script: words[step.kind]
      .script(name)
      .replace(/, ([,.])/g, "$1")
      .replace(/ ,/g, ","),
  }));
}

/** The call before the first premium draft, placed by the caller on the business day before the draft. */
export function draftReminder(input: { firstName?: string; language: Language }): PlannedTouch {
  const words = WORDS[input.language].draft_reminder;
  const name = input.firstName?.trim() || NO_NAME[input.language];
  return {
    kind: "draft_reminder",
    channel: "call",
    title: words.title,
    script: words
      .script(name)
      .replace(/, ([,.])/g, "$1")
      .replace(/ ,/g, ","),
  };
}
