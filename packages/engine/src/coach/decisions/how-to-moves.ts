/**
 * The answer to a how-to (pivot, phone close, referrals, cross-sell, compliance, workload): a sequence of
 * moves for the product at hand, and the agent's own sticking point (the bank details, a written piece,
 * the SOA by phone) answered in its place. One file because the six moves are written as a set, in three
 * languages, and a reviewer checks them against each other.
 */
import type { Bundle, Language, ProductId } from "../../types.js";
import { ENROLLMENT_RULES } from "../knowledge/rules.js";
import { fold } from "./lexicon.js";
import { MEDICARE, q, render, type Shape, type Situation, situation } from "./move-situation.js";
import type { HowToTopic } from "./question.js";

const MEDICARE_APPOINTMENT =
  /(?<![a-z])(?:medicare|advantage|ma|mapd|pdp|part d|parte d|partie d|supp|medigap|soa)(?![a-z])/u;

/** CMS: no life insurance or annuities in an MA/PDP marketing appointment (the domain reference, §6.3). */
const CROSS_SELL_RULE = {
  en: "in a Medicare Advantage or Part D marketing appointment you may not bring up life insurance or annuities. Only the products on the signed Scope of Appointment (SOA) can be discussed, and these are not health products. If the client raises it, it still belongs in a separate appointment.",
  es: "en una cita de marketing de Medicare Advantage o Parte D no puede sacar el tema de seguro de vida ni anualidades. Solo se habla de los productos del Alcance de la Cita (SOA) firmado, y estos no son productos de salud. Si el cliente lo menciona, igual va en otra cita.",
  fr: "dans un rendez-vous de marketing Medicare Advantage ou partie D, vous ne pouvez pas aborder l'assurance vie ni les rentes. Seuls les produits du SOA signé peuvent être discutés, et ceux-là ne sont pas des produits santé. Si le client en parle, cela relève quand même d'un autre rendez-vous.",
} as const;

function howToShape(topic: HowToTopic, s: Situation): Shape {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  const steps = (items: readonly string[]) => items.map((x, i) => `${i + 1}. ${x}`).join("\n");
  switch (topic) {
    case "pivot":
      return {
        title: L(
          "Turning a narrow review into a full one",
          "Convertir una revisión limitada en una completa",
          "Transformer une revue limitée en revue complète",
        ),
        sections: [
          [
            "",
            L(
              "The pivot works when the client opens the door, so your job is to ask the question that makes them open it — and to have the paperwork that lets you walk through.",
              "El cambio funciona cuando el cliente abre la puerta; su trabajo es hacer la pregunta que la abre y tener el papeleo que le permite pasar.",
              "La bascule marche quand c'est le client qui ouvre la porte : votre travail est de poser la question qui la lui fait ouvrir, et d'avoir les papiers qui vous permettent d'entrer.",
            ),
          ],
          [
            "",
            steps([
              L(
                `Finish what you were asked first (${s.productName}). A rushed first job kills the second.`,
                `Termine primero lo que le pidieron (${s.productName}). Un primer trabajo apurado mata el segundo.`,
                `Terminez d'abord ce qu'on vous a demandé (${s.productName}). Un premier travail bâclé tue le second.`,
              ),
              L(
                `Ask: ${q("Besides your prescriptions, is there anything about your coverage that worried you this year — a bill, a doctor, a hospital stay?")}`,
                `Pregunte: ${q("Además de sus medicamentos, ¿hubo algo de su cobertura que le preocupara este año: una cuenta, un médico, una hospitalización?")}`,
                `Demandez : ${q("À part vos médicaments, quelque chose dans votre couverture vous a-t-il inquiété cette année — une facture, un médecin, une hospitalisation ?")}`,
              ),
              L(
                `If yes: ${q("Would you like me to look at that too? I'll need you to OK it on the Scope of Appointment first.")} Add the products to the SOA before you say a word about them.`,
                `Si dice que sí: ${q("¿Quiere que revise eso también? Primero necesito que lo autorice en el Alcance de la Cita.")} Agregue los productos al SOA antes de mencionarlos.`,
                `Si oui : ${q("Voulez-vous que je regarde ça aussi ? Il me faut d'abord votre accord sur le SOA.")} Ajoutez les produits au SOA avant d'en dire un mot.`,
              ),
              L(
                "Life, final expense or annuities are not health products: in an MA/PDP appointment only if the client asks, otherwise book a separate appointment.",
                "Vida, gastos finales o anualidades no son productos de salud: en una cita de MA/PDP solo si el cliente lo pide; si no, agende otra cita.",
                "Vie, obsèques ou rentes ne sont pas des produits santé : dans un rendez-vous MA/PDP seulement si le client le demande, sinon fixez un autre rendez-vous.",
              ),
            ]),
          ],
        ],
        next: L(
          "Keep a blank SOA ready on every review and note in the CRM what the client raised, so the next call starts there.",
          "Tenga un SOA en blanco listo en cada revisión y anote en el CRM lo que planteó el cliente, para empezar ahí la próxima llamada.",
          "Gardez un SOA vierge prêt à chaque revue et notez dans le CRM ce que le client a soulevé, pour repartir de là au prochain appel.",
        ),
      };
    case "phone_close":
      return {
        title: L("Closing on the phone", "Cerrar por teléfono", "Conclure au téléphone"),
        sections: [
          [
            L("Before benefits:", "Antes de los beneficios:", "Avant les garanties :"),
            L(
              `tell the client the call is recorded and get a yes; on a Medicare call, give the TPMO disclaimer and confirm the Scope of Appointment (SOA) on the recording or by e-signature before the appointment. Calls are kept ${ENROLLMENT_RULES.recordingKeepYears} years.`,
              `diga al cliente que la llamada se graba y obtenga un sí; en una llamada de Medicare, lea el aviso TPMO y confirme el Alcance de la Cita (SOA) en la grabación o con firma electrónica antes de la cita. Las llamadas se guardan ${ENROLLMENT_RULES.recordingKeepYears} años.`,
              `dites au client que l'appel est enregistré et obtenez son accord ; pour Medicare, lisez l'avertissement TPMO et confirmez le SOA sur l'enregistrement ou par signature électronique avant le rendez-vous. Les appels sont conservés ${ENROLLMENT_RULES.recordingKeepYears} ans.`,
            ),
          ],
          [
            L(
              "The close, word for word:",
              "El cierre, palabra por palabra:",
              "La conclusion, mot pour mot :",
            ),
            [
              q(
                L(
                  "Based on what you told me, this is the one that fits. Do you have a pen? I'll give you the exact amount and the first draft date.",
                  "Según lo que me contó, este es el que le queda. ¿Tiene una pluma? Le doy el monto exacto y la fecha del primer cargo.",
                  "D'après ce que vous m'avez dit, c'est celui qui vous convient. Vous avez un stylo ? Je vous donne le montant exact et la date du premier prélèvement.",
                ),
              ),
              q(
                L(
                  "I'll fill in the application with you now; it takes about ten minutes. Which date works for the draft — the 3rd or the day your Social Security arrives?",
                  "Llenamos la solicitud juntos ahora; toma unos diez minutos. ¿Qué fecha le sirve para el cargo: el 3 o el día que llega su Seguro Social?",
                  "On remplit la demande ensemble maintenant, ça prend une dizaine de minutes. Quelle date pour le prélèvement : le 3, ou le jour où arrive votre Sécurité sociale ?",
                ),
              ),
            ].join(" "),
          ],
          [
            L("On the e-app:", "Con la solicitud electrónica:", "Avec la souscription électronique :"),
            L(
              "read each health question exactly as written, send the signature link while you're still on the line, and stay on until it comes back signed. If the signature stalls, walk the client through it screen by screen rather than calling back later.",
              "lea cada pregunta de salud tal como está escrita, envíe el enlace de firma mientras sigue en la línea y no cuelgue hasta que vuelva firmado. Si la firma se traba, guíe al cliente pantalla por pantalla en vez de volver a llamar después.",
              "lisez chaque question de santé telle qu'elle est écrite, envoyez le lien de signature pendant l'appel et restez en ligne jusqu'au retour signé. Si la signature bloque, guidez le client écran par écran plutôt que de rappeler plus tard.",
            ),
          ],
        ],
        next: L(
          "Before hanging up, book the delivery call for when the policy arrives and say what will happen next.",
          "Antes de colgar, agende la llamada de entrega para cuando llegue la póliza y diga qué pasará después.",
          "Avant de raccrocher, fixez l'appel de remise pour l'arrivée du contrat et dites ce qui va se passer ensuite.",
        ),
      };
    case "referrals":
      return {
        title: L("Asking for referrals", "Pedir referidos", "Demander des recommandations"),
        sections: [
          [
            "",
            L(
              'Ask when the client is most relieved — right after the application is signed or the policy is delivered — and ask for a specific kind of person, not "anyone".',
              'Pida cuando el cliente está más aliviado —justo después de firmar o al entregar la póliza— y pida un tipo concreto de persona, no "cualquiera".',
              "Demandez quand le client est le plus soulagé — juste après la signature ou à la remise du contrat — et demandez un profil précis, pas « n'importe qui ». Un client recommande quand il peut mettre un visage sur la demande.",
            ),
          ],
          [
            L("Say:", "Diga:", "Dites :"),
            q(
              L(
                "I'm glad we got this done. Most of my clients come from people like you. Who else do you know turning 65 this year, or who worries about leaving a bill behind? I'll call them once, and if they're not interested, that's it.",
                "Me alegra que lo dejamos listo. La mayoría de mis clientes vienen de personas como usted. ¿A quién más conoce que cumpla 65 este año o que le preocupe dejar una cuenta? Los llamo una vez y, si no les interesa, ahí queda.",
                "Je suis content qu'on ait réglé ça. La plupart de mes clients viennent de gens comme vous. Qui d'autre connaissez-vous qui a 65 ans cette année, ou qui s'inquiète de laisser une facture ? Je les appelle une fois, et s'ils ne sont pas intéressés, c'est tout.",
              ),
            ),
          ],
          [
            L("Make it easy:", "Hágalo fácil:", "Facilitez-le :"),
            steps([
              L(
                "Ask the client to text the friend first so your call is expected.",
                "Pida al cliente que le mande un mensaje al amigo primero para que su llamada sea esperada.",
                "Demandez au client d'envoyer d'abord un texto à l'ami pour que votre appel soit attendu.",
              ),
              L(
                "Thank them when the referral books, whatever the outcome — a note, not a gift tied to a sale.",
                "Agradézcale cuando el referido agende, sea cual sea el resultado: una nota, no un regalo ligado a una venta.",
                "Remerciez quand la recommandation prend rendez-vous, quel que soit le résultat — un mot, pas un cadeau lié à une vente.",
              ),
              L(
                "For Medicare prospects, a referral is not permission: you still need their own contact request and a Scope of Appointment.",
                "Para prospectos de Medicare, un referido no es permiso: necesita que ellos mismos pidan el contacto y un Alcance de la Cita.",
                "Pour les prospects Medicare, une recommandation n'est pas une autorisation : il faut leur propre demande de contact et un SOA.",
              ),
            ]),
          ],
        ],
        next: L(
          "Add the referral ask to your delivery call checklist and track asks vs. names each week.",
          "Agregue la petición de referidos a su lista de la llamada de entrega y mida cada semana pedidos contra nombres.",
          "Ajoutez la demande à votre liste de l'appel de remise et suivez chaque semaine demandes et noms obtenus.",
        ),
      };
    case "cross_sell":
      if (s.family === "life" || s.family === "annuity" || s.lifeAsked)
        return {
          title:
            s.family === "life" || s.family === "annuity"
              ? L(
                  `${s.productName} in a Medicare appointment`,
                  `${s.productName} en una cita de Medicare`,
                  `${s.productName} dans un rendez-vous Medicare`,
                )
              : L(
                  "Life insurance or annuities in a Medicare appointment",
                  "Seguro de vida o anualidades en una cita de Medicare",
                  "Assurance vie ou rentes dans un rendez-vous Medicare",
                ),
          sections: [
            [
              L("The rule:", "La regla:", "La règle :"),
              L(CROSS_SELL_RULE.en, CROSS_SELL_RULE.es, CROSS_SELL_RULE.fr),
            ],
            [
              L(
                "If the client asks, word for word:",
                "Si el cliente pregunta, palabra por palabra:",
                "Si le client demande, mot pour mot :",
              ),
              q(
                L(
                  "Happy to help with that — it's a separate conversation from your Medicare plan. Let's finish today's review, and I'll set a separate time just for that. Does Thursday work?",
                  "Con gusto le ayudo con eso; es una conversación aparte de su plan de Medicare. Terminemos la revisión de hoy y le doy otra cita solo para eso. ¿Le queda bien el jueves?",
                  "Avec plaisir — c'est une conversation distincte de votre plan Medicare. Terminons la revue d'aujourd'hui, et je fixe un autre moment rien que pour ça. Jeudi vous irait ?",
                ),
              ),
            ],
            [
              L("Then:", "Después:", "Ensuite :"),
              L(
                "write down that the client asked, book the separate appointment, and for an annuity prepare the best-interest documentation (NAIC #275) before you meet.",
                "anote que el cliente lo pidió, agende la cita aparte y, para una anualidad, prepare la documentación de mejor interés (NAIC #275) antes de reunirse.",
                "notez que la demande vient du client, fixez le rendez-vous séparé et, pour une rente, préparez la documentation d'intérêt supérieur (NAIC #275) avant de vous voir.",
              ),
            ],
          ],
          extra: [
            L("Inbound calls:", "Llamadas entrantes:", "Appels entrants :"),
            L(
              "when a beneficiary calls you and asks about another line, some carriers allow it on the same call; follow your carrier's addendum and record the request.",
              "cuando un beneficiario llama y pregunta por otra línea, algunas aseguradoras lo permiten en la misma llamada; siga el anexo de su aseguradora y registre la petición.",
              "quand un bénéficiaire vous appelle et demande une autre gamme, certains assureurs l'autorisent pendant le même appel ; suivez l'avenant de votre assureur et enregistrez la demande.",
            ),
          ],
          next: L(
            "Add a line to your Medicare script for when the client raises another product, and keep a separate appointment slot each week for it.",
            "Agregue a su guion de Medicare una frase para cuando el cliente saca otro producto, y reserve cada semana un espacio de cita para eso.",
            "Ajoutez à votre script Medicare une phrase pour le cas où le client évoque un autre produit, et gardez chaque semaine un créneau pour ces rendez-vous.",
          ),
        };
      return {
        title: L(
          `Adding ${s.productName} for the same client`,
          `Agregar ${s.productName} al mismo cliente`,
          `Ajouter ${s.productName} pour le même client`,
        ),
        sections: [
          [
            L("The rule first:", "Primero la regla:", "La règle d'abord :"),
            L(
              "in a Medicare Advantage or Part D appointment you may discuss only the products on the signed Scope of Appointment (SOA). Life insurance and annuities are not health products: raise them only if the client asks; otherwise book a separate appointment. Health add-ons (hospital indemnity, dental) need to be on the SOA too.",
              "en una cita de Medicare Advantage o Parte D solo puede hablar de los productos del Alcance de la Cita (SOA) firmado. Vida y anualidades no son productos de salud: solo si el cliente lo pide; si no, agende otra cita. Los complementos de salud (indemnización hospitalaria, dental) también deben estar en el SOA.",
              "dans un rendez-vous Medicare Advantage ou partie D, vous ne pouvez parler que des produits cochés sur le SOA signé. L'assurance vie et les rentes ne sont pas des produits santé : seulement si le client le demande, sinon fixez un autre rendez-vous. Les compléments santé (indemnité hospitalière, dentaire) doivent aussi figurer sur le SOA.",
            ),
          ],
          [
            L(
              "Open the door, word for word:",
              "Abra la puerta, palabra por palabra:",
              "Ouvrez la porte, mot pour mot :",
            ),
            q(
              L(
                "Your plan has a limit on what you pay for a hospital stay, but it isn't zero. Would you like me to show you what a stay would cost you, and an option that pays you cash for it? If so, I'll add it to our appointment form.",
                "Su plan tiene un límite de lo que paga por una hospitalización, pero no es cero. ¿Quiere que le muestre cuánto le costaría una estancia y una opción que le paga en efectivo? Si quiere, lo agrego al formulario de la cita.",
                "Votre plan limite ce que vous payez pour une hospitalisation, mais ce n'est pas zéro. Voulez-vous que je vous montre ce qu'un séjour vous coûterait, et une option qui vous verse de l'argent pour ça ? Si oui, je l'ajoute au formulaire du rendez-vous.",
              ),
            ),
          ],
          [
            L("Then:", "Después:", "Ensuite :"),
            L(
              "take the plan's own hospital copays from its summary of benefits, multiply by a typical stay, and size the add-on to that number — no more.",
              "tome los copagos de hospital del resumen de beneficios del plan, multiplíquelos por una estancia típica y ajuste el complemento a esa cifra, no más.",
              "prenez les participations hospitalières du résumé des prestations, multipliez par un séjour typique et calibrez le complément sur ce montant, pas plus.",
            ),
          ],
        ],
        next: L(
          "Check which products your SOA template lists, and keep a separate appointment slot for life and annuity conversations.",
          "Revise qué productos trae su plantilla de SOA y reserve un espacio de cita aparte para vida y anualidades.",
          "Vérifiez les produits de votre modèle de SOA et gardez un créneau séparé pour la vie et les rentes.",
        ),
      };
    case "compliance":
      return {
        title: L("Saying it the compliant way", "Decirlo de forma que cumpla", "Le dire dans les règles"),
        sections: [
          [
            L(
              "Zero premium, not no cost:",
              'Prima cero, nunca "gratis":',
              "Prime zéro, jamais « gratuit » :",
            ),
            L(
              `a $0 plan is "zero premium", never "no cost" or "costs nothing". Say ${q("This plan has a zero premium; you keep paying your Part B premium.")} The same goes for reduced cost-sharing and Extra Help.`,
              `un plan de $0 es de "prima cero". Diga ${q("Este plan tiene prima cero; usted sigue pagando la prima de la Parte B.")} Lo mismo con los costos compartidos reducidos y la Ayuda Adicional.`,
              `un plan à 0 $ est « à prime zéro ». Dites ${q("Ce plan est à prime zéro ; vous continuez à payer votre prime de partie B.")} Idem pour les participations réduites et l'Extra Help.`,
            ),
          ],
          [
            L("On a recorded call:", "En una llamada grabada:", "Pendant un appel enregistré :"),
            steps([
              L(
                `Tell the client the call is recorded: ${q("This call is recorded for quality and compliance.")}`,
                `Diga que la llamada se graba: ${q("Esta llamada se graba por calidad y cumplimiento.")}`,
                `Annoncez l'enregistrement : ${q("Cet appel est enregistré pour la qualité et la conformité.")}`,
              ),
              L(
                "Give the TPMO disclaimer before any discussion of benefits (CY2027 rule; before, within the first minute).",
                "Lea el aviso TPMO antes de hablar de beneficios (regla CY2027; antes, en el primer minuto).",
                "Lisez l'avertissement TPMO avant toute discussion des garanties (règle CY2027 ; avant, dans la première minute).",
              ),
              L(
                "Confirm the Scope of Appointment and stay within it.",
                "Confirme el Alcance de la Cita (SOA) y no salga de él.",
                "Confirmez le SOA et restez dans son périmètre.",
              ),
              L(
                "Never state your commission, and never compare plans with superlatives you can't source.",
                "Nunca mencione su comisión ni compare planes con superlativos que no pueda respaldar.",
                "Ne citez jamais votre commission, ni de superlatifs que vous ne pouvez pas sourcer.",
              ),
            ]),
          ],
          [
            // CMS marketing rules: nominal gifts only (facts/compliance.ts, sources S118 and S119).
            L("Gifts:", "Regalos:", "Cadeaux :"),
            L(
              "a nominal value only, no more than $15, offered whether or not the client enrolls; never cash, a cash card or anything tied to enrolling, and no meals during a sales presentation.",
              "solo de valor simbólico, no más de $15, y ofrecido se inscriba o no el cliente; nunca efectivo, tarjetas canjeables por dinero ni nada condicionado a la inscripción, y nada de comidas durante una presentación de venta.",
              "une valeur symbolique seulement, 15 $ au plus, offerte que le client adhère ou non ; jamais d'argent, de carte prépayée ni rien de lié à l'adhésion, et pas de repas pendant une présentation de vente.",
            ),
          ],
        ],
        extra: [
          L("If you slip:", "Si se equivoca:", "Si vous dérapez :"),
          L(
            `correct it on the same call: ${q("Let me correct myself — this plan has a zero premium; you still pay your Part B premium every month.")} A correction on the recording is far better than a complaint later.`,
            `corríjalo en la misma llamada: ${q("Me corrijo: este plan tiene prima cero; usted sigue pagando su prima de la Parte B cada mes.")} Una corrección en la grabación es mucho mejor que una queja después.`,
            `corrigez-vous pendant le même appel : ${q("Je me reprends : ce plan est à prime zéro ; vous continuez à payer votre prime de partie B chaque mois.")} Une correction enregistrée vaut bien mieux qu'une plainte plus tard.`,
          ),
        ],
        next: L(
          "Put the disclaimer and recording line at the top of your call script so you never start without them.",
          "Ponga el aviso y la frase de grabación al inicio de su guion para nunca empezar sin ellos.",
          "Mettez l'avertissement et la phrase d'enregistrement en tête de votre script pour ne jamais commencer sans.",
        ),
      };
    case "workload":
      return {
        title: L("Getting through AEP", "Sobrevivir el AEP", "Tenir pendant l'AEP"),
        sections: [
          [
            "",
            L(
              "AEP is a capacity problem: you have seven weeks and more reviews than hours. Sort before you call, batch what's alike, and protect the calls that need you.",
              "El AEP es un problema de capacidad: siete semanas y más revisiones que horas. Clasifique antes de llamar, agrupe lo parecido y proteja las llamadas que lo necesitan.",
              "L'AEP est un problème de capacité : sept semaines et plus de revues que d'heures. Triez avant d'appeler, regroupez ce qui se ressemble, protégez les appels qui ont besoin de vous.",
            ),
          ],
          [
            "",
            steps([
              L(
                "Sort the book by the plan's Annual Notice of Change: premium, drug or network changes first; no change, a short check-in.",
                "Ordene la cartera según el Aviso Anual de Cambios: primero cambios de prima, medicamentos o red; sin cambios, un contacto corto.",
                "Triez le portefeuille selon l'avis annuel de changement : d'abord prime, médicaments ou réseau ; sans changement, un court point.",
              ),
              L(
                "Collect drug lists and SOAs in September and early October, before the rush.",
                "Junte listas de medicamentos y SOA en septiembre y principios de octubre, antes de la prisa.",
                "Recueillez listes de médicaments et SOA en septembre et début octobre, avant la ruée.",
              ),
              L(
                `Block fixed appointment slots (for example 9–12 and 2–5) and keep one hour a day for paperwork. Say: ${q("I'm booking all my reviews now so nobody waits in December — Tuesday at 10 or Thursday at 2?")}`,
                `Bloquee horarios fijos (por ejemplo 9–12 y 2–5) y guarde una hora diaria para papeleo. Diga: ${q("Estoy agendando todas mis revisiones ahora para que nadie espere en diciembre: ¿martes a las 10 o jueves a las 2?")}`,
                `Bloquez des créneaux fixes (par exemple 9–12 h et 14–17 h) et gardez une heure par jour pour l'administratif. Dites : ${q("Je cale toutes mes revues maintenant pour que personne n'attende en décembre — mardi 10 h ou jeudi 14 h ?")}`,
              ),
              L(
                "Stop taking new reviews a few days before December 7 so applications can be finished.",
                "Deje de tomar revisiones nuevas unos días antes del 7 de diciembre para terminar las solicitudes.",
                "Arrêtez de prendre de nouvelles revues quelques jours avant le 7 décembre pour finir les dossiers.",
              ),
            ]),
          ],
        ],
        extra: [
          L("Protect yourself:", "Cuídese:", "Protégez-vous :"),
          L(
            "a hard stop each evening, meals away from the phone, and one person who can take callbacks. Tired agents make enrollment errors, and errors cost more time in January than rest costs in November.",
            "un corte fijo cada noche, comidas lejos del teléfono y una persona que pueda devolver llamadas. Un agente cansado comete errores de inscripción, y los errores cuestan más tiempo en enero que el descanso en noviembre.",
            "un arrêt fixe chaque soir, des repas loin du téléphone, et quelqu'un qui peut rappeler les clients. Un agent épuisé fait des erreurs d'adhésion, et les erreurs coûtent plus de temps en janvier que le repos en novembre.",
          ),
        ],
        next: L(
          "Today: export your book, tag each client by change type, and book the top 20 first.",
          "Hoy: exporte su cartera, etiquete cada cliente por tipo de cambio y agende primero los 20 principales.",
          "Aujourd'hui : exportez votre portefeuille, étiquetez chaque client par type de changement et fixez d'abord les 20 premiers.",
        ),
      };
  }
}

export function howToAnswer(
  topic: HowToTopic,
  language: Language,
  products: readonly ProductId[],
  message: string,
  now: Date,
  bundle?: Bundle | null,
): string {
  // A cross-sell is about the product being added, not the appointment it is added to.
  const ordered =
    topic === "cross_sell" && products.length > 1
      ? [...products.filter((p) => !MEDICARE.has(p)), ...products.filter((p) => MEDICARE.has(p))]
      : products;
  const s = situation(language, ordered, message, now, bundle);
  // "am i allowed to bring up life insurance in a medicare advantage appt": the cross-selling rule is the
  // compliance answer, first.
  if (topic === "compliance" && s.lifeAsked && MEDICARE_APPOINTMENT.test(fold(message)))
    return render(howToShape("cross_sell", s), language);
  const shape = howToShape(topic, s);
  const detail = howToSpecifics(topic, s, message);
  if (!detail) return render(shape, language);
  // The agent's own sticking point takes the place of the move's last general section, and a written
  // piece ends on sending it, not on a call script.
  const next =
    topic === "compliance" && WRITTEN_HEADS.includes(detail[0])
      ? pickLanguage(
          language,
          "Send the draft to your FMO's compliance desk today, and only to clients who opted in.",
          "Mande hoy el borrador al área de cumplimiento de su FMO, y envíelo solo a clientes que aceptaron.",
          "Envoyez le brouillon aujourd'hui à la conformité de votre FMO, et seulement aux clients qui ont accepté.",
        )
      : shape.next;
  return render({ ...shape, sections: [...shape.sections.slice(0, -1), detail], next }, language);
}

/** The sticking point the agent names inside a how-to: asking for the bank details on a phone close. */
function howToSpecifics(topic: HowToTopic, s: Situation, message: string): readonly [string, string] | null {
  const t = fold(message);
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;
  if (
    topic === "phone_close" &&
    /(?<![a-z])(?:bank|banking|account|routing|checking|banco|bancari[ao]s?|cuenta|banque|bancaires?|rib|compte)(?![a-z])/u.test(
      t,
    )
  )
    return [
      L(
        "When you ask for the bank details:",
        "Cuando pide los datos del banco:",
        "Quand vous demandez les coordonnées bancaires :",
      ),
      L(
        `don't ask permission, ask which account. Say: "Most of my clients have it drafted from the account their Social Security goes into, so it's always there on the day — is that the one you'd like? Grab a check or a bank statement, and I'll read the numbers back to you." Explain the first draft date and that the carrier, not you, takes the payment. A pause here is fear, not a no: answer it, then ask again.`,
        `no pida permiso, pregunte qué cuenta. Diga: "La mayoría de mis clientes lo pagan desde la cuenta donde les llega el Seguro Social, así siempre hay fondos ese día. ¿Le parece esa? Tenga a mano un cheque o un estado de cuenta y le leo los números de vuelta." Explique la fecha del primer cargo y que el pago lo toma la aseguradora, no usted. Un silencio aquí es miedo, no un no: respóndalo y vuelva a preguntar.`,
        `ne demandez pas la permission, demandez quel compte. Dites : « La plupart de mes clients règlent depuis le compte où arrive leur pension, comme ça c'est toujours provisionné le jour venu — ça vous va ? Prenez un chèque ou votre RIB, je vous le relis. » Expliquez la date du premier prélèvement et que c'est l'assureur, pas vous, qui prélève. Un silence ici, c'est de la peur, pas un non : répondez-y, puis redemandez.`,
      ),
    ];
  if (topic === "compliance") return complianceSpecifics(s, t);
  return null;
}

const pickLanguage = (language: Language, en: string, es: string, fr: string) =>
  language === "es" ? es : language === "fr" ? fr : en;
const WRITTEN_HEADS: readonly string[] = [
  "A written piece is marketing:",
  "Un mensaje escrito es marketing:",
  "Un message écrit, c'est du marketing :",
];

/**
 * The compliance step the agent names: texting a bought list, a written piece for clients, the SOA by
 * phone, the first minute.
 */
function complianceSpecifics(s: Situation, t: string): readonly [string, string] | null {
  const L = (en: string, es: string, fr: string) =>
    s.language === "es" ? es : s.language === "fr" ? fr : en;

  const texting =
    /(?<![a-z])(?:text(?:s|ing)?|textear|texto|txt|sms|e-?mails?|correos?|courriels?|messages?|mensajes?)(?![a-z])/u.test(
      t,
    );
  // Texting people who never said yes (a bought list, cold leads) is the unsolicited contact itself.
  if (
    texting &&
    /(?<![a-z])(?:list|lista|liste|bought|purchased|vendor|compre|comprad[ao]s?|proveedor|achetee?s?|fournisseur|cold|en frio|a froid)(?![a-z])/u.test(
      t,
    )
  )
    return [
      L("A list you bought:", "Una lista comprada:", "Une liste achetée :"),
      L(
        "no. A text or email to people who never gave you their permission is unsolicited contact: Medicare's marketing rules forbid it, and the phone rules (TCPA) need their prior written consent for a marketing text. Reach them by mail, or with an ad that invites them to call you, and text only those who said yes, with the TPMO disclaimer and an opt-out. Ask your FMO's compliance desk before you use any list.",
        "no. Un texto o correo a personas que nunca le dieron permiso es contacto no solicitado: las reglas de marketing de Medicare lo prohíben, y las reglas telefónicas (TCPA) piden su consentimiento previo por escrito para un texto de venta. Llégueles por correo postal, o con un anuncio que los invite a llamarle, y escriba solo a quienes dijeron que sí, con el aviso TPMO y una forma de darse de baja. Consulte al área de cumplimiento de su FMO antes de usar cualquier lista.",
        "non. Un texto ou un e-mail à des personnes qui ne vous ont jamais donné leur accord est un contact non sollicité : les règles marketing de Medicare l'interdisent, et les règles téléphoniques (TCPA) exigent leur consentement écrit préalable pour un texto commercial. Touchez-les par courrier, ou par une annonce qui les invite à vous appeler, et n'écrivez qu'à ceux qui ont dit oui, avec l'avertissement TPMO et un désabonnement. Demandez à la conformité de votre FMO avant d'utiliser une liste.",
      ),
    ];
  const written =
    (texting ||
      /(?<![a-z])(?:flyers?|posts?|mailers?|postcards?|cartas?|lettres?|publicacion|annonces?|ads?|anuncios?)(?![a-z])/u.test(
        t,
      )) &&
    /(?<![a-z])(?:clients?|clientes?|customers?|book|cartera|portefeuille)(?![a-z])/u.test(t);
  if (written)
    return [
      pickLanguage(s.language, ...(WRITTEN_HEADS as readonly [string, string, string])),
      L(
        `send it only to clients who agreed to hear from you by text or email, add the TPMO disclaimer, keep an opt-out, and name no plan or benefit your carrier has not approved in writing. A draft: ${q("Hi [name], it's [you] with [agency]. Annual Enrollment runs Oct 15 to Dec 7. Some plans here have a $0 monthly premium; you would still pay your Part B premium. Want me to review your coverage? Reply YES for a time, STOP to opt out.")}`,
        `envíelo solo a clientes que aceptaron recibir textos o correos suyos, agregue el aviso TPMO, deje una forma de darse de baja y no nombre ningún plan ni beneficio que la aseguradora no haya aprobado por escrito. Un borrador: ${q("Hola [nombre], soy [usted] de [agencia]. La Inscripción Anual va del 15 de octubre al 7 de diciembre. Algunos planes aquí tienen prima mensual de $0; usted seguiría pagando su prima de la Parte B. ¿Quiere que revise su cobertura? Responda SÍ para una cita, BAJA para no recibir más.")}`,
        `envoyez-le seulement aux clients qui ont accepté vos textos ou e-mails, ajoutez l'avertissement TPMO, prévoyez un désabonnement et ne nommez aucun plan ni garantie que l'assureur n'a pas approuvé par écrit. Un brouillon : ${q("Bonjour [nom], c'est [vous] de [agence]. La période d'inscription annuelle va du 15 octobre au 7 décembre. Certains plans ici ont une prime mensuelle de 0 $ ; vous continueriez à payer votre prime de partie B. Voulez-vous que je revoie votre couverture ? Répondez OUI pour un rendez-vous, STOP pour ne plus recevoir de messages.")}`,
      ),
    ];
  if (/(?<![a-z])(?:soa|scope of appointment|alcance de la cita)(?![a-z])/u.test(t))
    return [
      L("The SOA by phone:", "El SOA por teléfono:", "Le SOA par téléphone :"),
      L(
        `on the recorded line, before any plan talk, read the products the client agrees to discuss and get a clear yes: ${q("Today we'll only talk about the products you agree to: Medicare Advantage and Part D. Is that right?")} Note the date, time and products on the carrier's SOA form. An appointment you booked needs the SOA 48 hours ahead; a call the client started, or the last days of an enrollment period, is the exception. Anything outside the SOA needs a new one.`,
        `en la línea grabada, antes de hablar de planes, lea los productos que el cliente acepta tratar y obtenga un sí claro: ${q("Hoy solo hablaremos de los productos que usted acepte: Medicare Advantage y la Parte D. ¿Está de acuerdo?")} Anote fecha, hora y productos en el formulario SOA de la aseguradora. Una cita que usted agendó necesita el SOA 48 horas antes; una llamada que inició el cliente, o los últimos días de un periodo de inscripción, son la excepción. Todo lo que salga del SOA necesita uno nuevo.`,
        `sur la ligne enregistrée, avant de parler des plans, lisez les produits que le client accepte d'aborder et obtenez un oui clair : ${q("Aujourd'hui nous ne parlerons que des produits que vous acceptez : Medicare Advantage et la partie D. C'est bien ça ?")} Notez date, heure et produits sur le formulaire SOA de l'assureur. Un rendez-vous que vous avez fixé demande le SOA 48 heures avant ; un appel lancé par le client, ou les derniers jours d'une période d'inscription, font exception. Tout ce qui sort du SOA en demande un nouveau.`,
      ),
    ];
  if (
    /(?<![a-z])(?:disclaimer|first minute|primer minuto|premiere minute|aviso|avertissement)(?![a-z])/u.test(
      t,
    )
  )
    return [
      L(
        "The first minute, word for word:",
        "El primer minuto, palabra por palabra:",
        "La première minute, mot pour mot :",
      ),
      L(
        `${q("This call is recorded. We do not offer every plan available in your area. Currently we represent [number] organizations which offer [number] products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program to get information on all of your options.")} Then confirm the SOA, then ask your first question about the client.`,
        `${q("Esta llamada se graba. No ofrecemos todos los planes disponibles en su área. Actualmente representamos [número] organizaciones que ofrecen [número] productos en su área. Comuníquese con Medicare.gov, 1-800-MEDICARE o su Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) para conocer todas sus opciones.")} Luego confirme el SOA y haga su primera pregunta sobre el cliente.`,
        `${q("Cet appel est enregistré. Nous ne proposons pas tous les plans disponibles dans votre région. Nous représentons actuellement [nombre] organismes qui proposent [nombre] produits dans votre région. Contactez Medicare.gov, le 1-800-MEDICARE ou votre programme d'assistance d'État (SHIP) pour connaître toutes vos options.")} Ensuite confirmez le SOA, puis posez votre première question sur le client.`,
      ),
    ];
  return null;
}
