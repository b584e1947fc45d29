/**
 * `coachAnswer`: the engine's reply for a decision, the one the server sends without a model (docs/product/decisions.md#d-12)
 * and the evaluation scores. Facts come from the tables, objections and how-tos are built for the
 * situation, and a follow-up uses the open bundle: the client's objection for this client, the bundle's
 * carriers ranked for one of the client's facts, or the bundle built again with a new fact. This module
 * dispatches and writes the follow-up text, email or voicemail; the other follow-up answers have their
 * own modules (`carrier-fit-answer.ts`, `new-fact-answer.ts`, `suitability-answer.ts`,
 * `alternatives-answer.ts`).
 */
import type { Bundle, Language } from "../../types.js";
import { alternativesAnswer } from "./alternatives-answer.js";
import { followUpAnswer, productInfoAnswer } from "./answers.js";
import { carrierFitAnswer } from "./carrier-fit-answer.js";
import type { Decision } from "./decide.js";
import { dollars, factAnswer } from "./facts.js";
import { howToAnswer } from "./how-to-moves.js";
import { fold } from "./lexicon.js";
import { newFactAnswer } from "./new-fact-answer.js";
import { objectionAnswer } from "./objection-moves.js";
import type { BundleTopic, FactTopic, HowToTopic, ObjectionType } from "./question.js";
import { suitabilityAnswer } from "./suitability-answer.js";

export interface CoachAnswer {
  /** The reply kind of the HTTP contract. */
  kind: "coaching" | "follow_up" | "product_info";
  content: string;
  /** A follow-up that rebuilt the bundle with a new fact: the new bundle, to store and show. */
  bundle?: Bundle;
}

export interface CoachAnswerContext {
  /** The bundle being discussed, for a follow-up. */
  bundle?: Bundle | null;
  now: Date;
  /** The id of a bundle rebuilt with a new fact. */
  id?: string;
}

/**
 * The engine's reply for a decision, or null when the engine has none of its own (a new bundle, a
 * refusal or a limit, which the decision already carries, or a free question for the model).
 */
export function coachAnswer(
  decision: Decision,
  message: string,
  ctx: CoachAnswerContext,
): CoachAnswer | null {
  const language = decision.language;
  const q = decision.question;
  const bundle = ctx.bundle ?? null;
  const products = q?.products ?? [];
  if (decision.kind === "product_info")
    return { kind: "product_info", content: productInfoAnswer(decision.product, language, ctx.now) };
  if (decision.kind !== "coaching" && decision.kind !== "follow_up" && decision.kind !== "model") return null;
  const reply = decision.kind === "follow_up" && bundle ? "follow_up" : "coaching";
  if (q?.kind === "fact" && q.topic)
    return { kind: reply, content: factAnswer(q.topic as FactTopic, language, ctx.now, message, bundle) };
  if (q?.kind === "objection" && q.objection)
    return {
      kind: reply,
      content: objectionAnswer(q.objection, language, products, message, ctx.now, bundle),
    };
  if (q?.kind === "how_to" && q.topic)
    return {
      kind: reply,
      content: howToAnswer(q.topic as HowToTopic, language, products, message, ctx.now, bundle),
    };
  if (decision.kind !== "follow_up" || !bundle) return null;
  const topic = (q?.topic ?? decision.topic) as BundleTopic;
  switch (topic) {
    case "objection_handling":
      return {
        kind: "follow_up",
        content: objectionAnswer(
          (q?.objection ?? "price") as ObjectionType,
          language,
          products,
          message,
          ctx.now,
          bundle,
        ),
      };
    case "carrier_fit":
      return { kind: "follow_up", content: carrierFitAnswer(message, bundle, language) };
    case "new_fact":
      return newFactAnswer(message, bundle, language, ctx);
    case "alternatives": {
      const content = alternativesAnswer(message, bundle, language);
      if (content) return { kind: "follow_up", content };
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
    }
    case "sales_script": {
      const content = writtenFollowUp(message, bundle, language);
      if (content) return { kind: "follow_up", content };
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
    }
    case "product_suitability": {
      const content = suitabilityAnswer(message, bundle, language);
      if (content) return { kind: "follow_up", content };
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
    }
    default:
      return { kind: "follow_up", content: followUpAnswer(decision.topic, bundle, language, ctx.now) };
  }
}

/**
 * "Write me a text / an email / a voicemail for her": the piece itself, from the open bundle, not the call
 * script. One ask, two times to choose from, and the opt-out a text needs.
 */
function writtenFollowUp(message: string, bundle: Bundle, language: Language): string | null {
  const t = fold(message);
  const voicemail =
    /(?<![a-z])(?:voice ?mail|mensaje de voz|buzon|message vocal|messagerie|repondeur)(?![a-z])/u.test(t);
  const email = /(?<![a-z])(?:e-?mail|mail|correo|courriel)(?![a-z])/u.test(t);
  const text =
    /(?<![a-z])(?:texts?|texto|txt|sms|textito)(?![a-z])/u.test(t) ||
    (/(?<![a-z])(?:mensaje|message)(?![a-z])/u.test(t) &&
      /(?<![a-z])(?:write|send|draft|escrib\w*|mand\w*|envi\w*|ecri\w*|envoi\w*|envoy\w*|redige\w*|relance|seguimiento|follow[- ]?up)(?![a-z])/u.test(
        t,
      ));
  if (!voicemail && !email && !text) return null;
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const core = bundle.policies.find((p) => p.role === "core") ?? bundle.policies[0];
  const name = bundle.client.firstName ?? L("[name]", "[nombre]", "[prénom]");
  const product = core?.name ?? L("the coverage", "la cobertura", "la couverture");
  const price =
    core && core.premium.mode === "monthly"
      ? L(
          ` at about ${dollars(core.premium.amount.low, language)} a month`,
          ` por unos ${dollars(core.premium.amount.low, language)} al mes`,
          ` pour environ ${dollars(core.premium.amount.low, language)} par mois`,
        )
      : "";
  const piece = voicemail
    ? L(
        `"Hi ${name}, it's [your name], the licensed agent you spoke with about ${product}. I have the numbers ready${price}, and one question left before we can finish. Call me back at [number], or I'll try you again [day] at [time]. Talk soon."`,
        `"Hola ${name}, habla [su nombre], el agente con licencia con quien habló sobre ${product}. Ya tengo las cifras${price} y me queda una sola pregunta para terminar. Llámeme al [número], o lo vuelvo a llamar el [día] a las [hora]. Hasta pronto."`,
        `« Bonjour ${name}, c'est [votre nom], l'agent agréé avec qui vous avez parlé de ${product}. J'ai les chiffres${price}, et il me reste une seule question pour finaliser. Rappelez-moi au [numéro], sinon je vous rappelle [jour] à [heure]. À bientôt. »`,
      )
    : email
      ? L(
          `Subject: Your ${product} numbers\n\n"Hi ${name}, thank you for your time. As promised, here is ${product}${price}, built around what you told me matters most. There is one thing left to confirm before you decide. Would [day] at 10 or at 4 work for a 10-minute call? [your name], [agency], [number]"`,
          `Asunto: Sus cifras de ${product}\n\n"Hola ${name}, gracias por su tiempo. Como le prometí, aquí está ${product}${price}, armado alrededor de lo que me dijo que más le importa. Queda una sola cosa por confirmar antes de decidir. ¿Le queda bien el [día] a las 10 o a las 4 para una llamada de 10 minutos? [su nombre], [agencia], [número]"`,
          `Objet : Vos chiffres pour ${product}\n\n« Bonjour ${name}, merci pour votre temps. Comme promis, voici ${product}${price}, construit autour de ce qui compte le plus pour vous. Il reste un seul point à confirmer avant de décider. [Jour] à 10 h ou à 16 h, ça vous irait pour un appel de 10 minutes ? [votre nom], [agence], [numéro] »`,
        )
      : L(
          `"Hi ${name}, it's [your name] from [agency]. I have your ${product} numbers ready${price}. Does tomorrow at 10 or at 4 work for a quick call to finish up? Reply STOP to opt out."`,
          `"Hola ${name}, soy [su nombre] de [agencia]. Ya tengo sus cifras de ${product}${price}. ¿Le queda mañana a las 10 o a las 4 para una llamada corta y terminar? Responda BAJA para no recibir más mensajes."`,
          `« Bonjour ${name}, c'est [votre nom] de [agence]. J'ai vos chiffres pour ${product}${price}. Demain à 10 h ou à 16 h, ça vous irait pour un court appel et finaliser ? Répondez STOP pour ne plus recevoir de messages. »`,
        );
  const medicare = bundle.policies.some((p) =>
    ["medicare_advantage", "part_d", "medicare_supplement"].includes(p.product),
  );
  return [
    L(
      `**Your ${voicemail ? "voicemail" : email ? "email" : "text"} for ${name}, ready to send:**`,
      `**Su ${voicemail ? "mensaje de voz" : email ? "correo" : "mensaje de texto"} para ${name}, listo para enviar:**`,
      `**Votre ${voicemail ? "message vocal" : email ? "e-mail" : "texto"} pour ${name}, prêt à envoyer :**`,
    ),
    piece,
    L(
      "**Why it works:** one reason to answer (the numbers are ready), one ask, and two times to choose from instead of an open question. Keep it under 60 words; anything longer reads as a pitch and gets skipped.",
      "**Por qué funciona:** una razón para responder (las cifras están listas), un solo pedido y dos horarios para elegir en vez de una pregunta abierta. Menos de 60 palabras; algo más largo se lee como venta y se ignora.",
      "**Pourquoi ça marche :** une raison de répondre (les chiffres sont prêts), une seule demande et deux horaires au choix plutôt qu'une question ouverte. Moins de 60 mots ; plus long, ça se lit comme une vente et on passe.",
    ),
    medicare
      ? L(
          "**Compliance:** send it only because the client asked you to follow up, say zero premium rather than anything that sounds like no cost, and keep plan details for the recorded call.",
          "**Cumplimiento:** envíelo solo porque el cliente le pidió seguimiento, diga prima cero y nunca algo que suene a sin costo, y deje los detalles del plan para la llamada grabada.",
          "**Conformité :** envoyez-le seulement parce que le client a demandé un suivi, dites prime zéro et jamais rien qui sonne comme sans frais, et gardez le détail du plan pour l'appel enregistré.",
        )
      : L(
          "**Tone:** write it the way you talk on the phone with this client, and never put health details or the price of anything not yet approved in writing.",
          "**Tono:** escríbalo como le habla a este cliente por teléfono, y nunca ponga datos de salud ni el precio de algo aún no aprobado por escrito.",
          "**Ton :** écrivez comme vous parlez à ce client au téléphone, et ne mettez jamais de détails de santé ni le prix de quelque chose pas encore accepté.",
        ),
    L(
      `**If the answer is "not now":** reply with one line, "No problem. Would next week or the week after suit you better?", and put the date in your calendar the moment it is chosen.`,
      `**Si la respuesta es "ahora no":** conteste con una línea, "Sin problema. ¿Le queda mejor la semana que viene o la siguiente?", y anote la fecha en su agenda en cuanto la elija.`,
      `**Si la réponse est « pas maintenant » :** répondez en une ligne, « Pas de souci. La semaine prochaine ou celle d'après, ça vous irait mieux ? », et notez la date dans votre agenda dès qu'elle est choisie.`,
    ),
    L(
      "**Next step:** send it within 24 hours of your last talk; if there is no answer in two days, call at one of the two times you offered.",
      "**Siguiente paso:** envíelo dentro de las 24 horas de su última conversación; si no responde en dos días, llame en uno de los dos horarios que ofreció.",
      "**Étape suivante :** envoyez-le dans les 24 heures suivant votre dernier échange ; sans réponse sous deux jours, appelez à l'un des deux horaires proposés.",
    ),
  ].join("\n\n");
}
