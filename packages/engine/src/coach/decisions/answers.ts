/**
 * The engine's own coaching replies (docs/product/decisions.md#d-12: the coach answers without a model): the product-info answer
 * of step 7 and the follow-up answers of step 9, built from the product library and the bundle itself.
 * Replies are Markdown, 150-300 words (docs/product/chat-coach.md), and end with a next step. Agent-facing: they
 * may show commission (marked as such); the compliance guard passes them with audience "agent".
 * One file because both replies share their labels, the 300-word ceiling and the fitting of blocks under it
 * (`fit`), and the product answer borrows the follow-up words' renewal label.
 */
import { PRODUCT_LIBRARY } from "../../facts/products.js";
import { clientFacts } from "../../recommend/client.js";
import { eligible } from "../../recommend/eligibility.js";
import { describeProduct } from "../../recommend/library.js";
import { type Bundle, type Language, PRODUCT_IDS, type ProductId } from "../../types.js";
import { WORD_TABLES } from "../../words/compose.js";
import type { FollowUpTopic } from "./lexicon.js";
import { PRODUCT_POINTS } from "./product-points.js";

/** CMS renewals already read "renewal $347/yr"; percent renewals need the label. */
const RENEWAL_WORD = /^(?:renew|renov|renouv)/iu;

export const REPLY_MIN_WORDS = 150;
export const REPLY_MAX_WORDS = 300;

/** Words as a reader counts them: Markdown marks and lone dashes are not words. */
export function countWords(text: string): number {
  return text
    .replace(/[*#`>_|]/gu, " ")
    .split(/\s+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const MEDICARE: ReadonlySet<ProductId> = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);
const ANNUITY: ReadonlySet<ProductId> = new Set(["fixed_annuity", "indexed_annuity"]);
const LIFE_OR_ANNUITY: ReadonlySet<ProductId> = new Set([
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
]);
const MA_OR_PART_D: ReadonlySet<ProductId> = new Set(["medicare_advantage", "part_d"]);

interface Labels {
  /** ":" in English and Spanish, " :" in French typography. */
  colon: string;
  covers: string;
  fits: string;
  commission: string;
  carriers: string;
  salesTip: string;
  medicareNote: string;
  annuityNote: string;
  nextStep: (ask: string) => string;
}

const LABELS: Readonly<Record<Language, Labels>> = {
  en: {
    colon: ":",
    covers: "What it covers",
    fits: "Who it fits",
    commission: "Commission Range (agent only)",
    carriers: "Carriers to know",
    salesTip: "Sales Tip",
    medicareNote:
      "Compliance: give the TPMO disclaimer before you discuss benefits, and call a $0-premium plan zero premium.",
    annuityNote:
      "Compliance: document why it is in the client's best interest (NAIC Model #275) and disclose your role and how you are paid.",
    nextStep: (ask) => `**Next step:** open your next conversation with this question: "${ask}"`,
  },
  es: {
    colon: ":",
    covers: "Lo que cubre",
    fits: "Para quién es",
    commission: "Rango de comisión (solo para el agente)",
    carriers: "Aseguradoras a conocer",
    salesTip: "Consejo de venta",
    medicareNote:
      "Cumplimiento: lea el aviso TPMO antes de hablar de beneficios, y diga prima cero para un plan de $0 de prima.",
    annuityNote:
      "Cumplimiento: documente por qué es lo que más le conviene al cliente (Modelo #275 de la NAIC) e informe su función y cómo se le paga.",
    nextStep: (ask) => `**Próximo paso:** abra su próxima conversación con esta pregunta: "${ask}"`,
  },
  fr: {
    colon: "\u00a0:",
    covers: "Ce qu'il couvre",
    fits: "Pour qui",
    commission: "Fourchette de commission (réservée à l'agent)",
    carriers: "Assureurs à connaître",
    salesTip: "Conseil de vente",
    medicareNote:
      "Conformité : donnez l'avis TPMO avant de parler des garanties, et dites prime zéro pour un régime à prime de 0 $.",
    annuityNote:
      "Conformité : documentez en quoi elle sert au mieux les intérêts du client (modèle NAIC n° 275) et indiquez votre rôle et votre mode de paiement.",
    nextStep: (ask) => `**Prochaine étape :** ouvrez votre prochain échange avec cette question : « ${ask} »`,
  },
};

/** Keeps the first blocks that fit under the ceiling; the last block (the next step) always stays. */
function fit(blocks: readonly string[], required: readonly string[]): string {
  const tail = required.join("\n\n");
  let budget = REPLY_MAX_WORDS - countWords(tail);
  const kept: string[] = [];
  for (const block of blocks) {
    const n = countWords(block);
    if (n > budget) continue;
    kept.push(block);
    budget -= n;
  }
  return [...kept, ...required].join("\n\n");
}

/** Step 7: the canned answer about one product, from the product library (agent-facing). */
export function productInfoAnswer(product: ProductId, language: Language, now: Date): string {
  const lang: Language = LABELS[language] ? language : "en";
  const l = LABELS[lang];
  const info = describeProduct(product, lang, now);
  const points = PRODUCT_POINTS[lang][product];
  const renewal = info.renewal
    ? RENEWAL_WORD.test(info.renewal)
      ? info.renewal
      : `${FOLLOW_UP_WORDS[lang].renewal}${l.colon} ${info.renewal}`
    : null;
  const commission = renewal ? `${info.commission}${lang === "fr" ? " ;" : ";"} ${renewal}` : info.commission;
  const c = l.colon;
  const blocks = [
    `**${info.name}**${c} ${info.description}`,
    `**${l.covers}**\n${points.covers.map((item) => `- ${item}.`).join("\n")}`,
    `**${l.fits}${c}** ${points.fits}`,
    `**${l.salesTip}${c}** ${info.salesTip}`,
    `**${l.commission}${c}** ${commission}.`,
  ];
  if (MEDICARE.has(product)) blocks.push(l.medicareNote);
  if (ANNUITY.has(product)) blocks.push(l.annuityNote);
  const carriers = info.carriers.map((carrier) => `- ${carrier.name}${c} ${carrier.fit}`);
  // Carriers come last and go first when the answer runs long: the ceiling is 300 words.
  for (let n = carriers.length; n >= 0; n--) {
    const withCarriers =
      n > 0 ? [...blocks, `**${l.carriers}**\n${carriers.slice(0, n).join("\n")}`] : blocks;
    const text = [...withCarriers, l.nextStep(points.ask)].join("\n\n");
    if (countWords(text) <= REPLY_MAX_WORDS || n === 0) return text;
  }
  return [...blocks, l.nextStep(points.ask)].join("\n\n");
}

// --- Follow-up answers ------------------------------------------------------------------------------

interface FollowUpWords {
  intro: Record<FollowUpTopic, string>;
  premium: string;
  carriers: string;
  firstYear: string;
  renewal: string;
  total: string;
  commissionNote: string;
  noAlternatives: string;
  strategies: (core: string, addOns: string) => string[];
  /** What "start small" adds later when the bundle holds a single policy. */
  nextGap: string;
  risks: Partial<Record<ProductId, string>>;
  confirm: string;
  tax: Partial<Record<ProductId, string>>;
  taxGeneral: string;
  taxNote: string;
  caseIntro: string;
  tips: Record<FollowUpTopic, string[]>;
  nextStep: Record<FollowUpTopic, string>;
}

const FOLLOW_UP_WORDS: Readonly<Record<Language, FollowUpWords>> = {
  en: {
    intro: {
      product_selection: "Here is why each policy made this bundle, in the order to present them:",
      alternatives: "Other products this client qualifies for, if the bundle does not land:",
      different_strategy: "Three other ways to run this sale with the same numbers:",
      product_suitability: "How each policy fits this client, and what to confirm before you apply:",
      commission_estimate: "Your commission snapshot for this bundle (agent only, never for the client):",
      uncovered_risks: "What this bundle leaves open, and how to raise it without pressure:",
      sales_script: "Your script for this client, word for word:",
      objection_handling: "The objections you will most likely hear, with the words to answer them:",
      tax_benefits: "General tax points for the products in this bundle (not tax advice):",
      case_example: "Here is how a call with a client like this one usually goes:",
      general: "Here is the bundle in one view, and how to move it forward:",
    },
    premium: "Premium",
    carriers: "Carriers",
    firstYear: "first year",
    renewal: "renewals",
    total: "Estimated first-year total",
    commissionNote:
      "These are estimates from carrier and CMS schedules; your contract level sets the final figure. Keep them out of anything the client sees.",
    noAlternatives:
      "This client already has the products that fit best; the strongest alternative is a different size of the same coverage.",
    nextGap: "the next gap the client names",
    strategies: (core, addOns) => [
      `**Start small:** open with ${core} alone, get it approved, and bring up ${addOns} at the 90-day review, when trust is higher.`,
      "**Lead with the need:** start from the client's biggest worry in their own words, then show the one policy that answers it before anything else.",
      "**Budget first:** ask for a comfortable monthly number before you present anything, then build down from the bundle to fit it.",
    ],
    risks: {
      long_term_care: "Long-term care: a nursing home or home care stay can drain savings quickly.",
      hospital_indemnity: "Hospital stays: deductibles and daily copays after an admission.",
      cancer: "Cancer: travel, lost income and bills that medical coverage leaves.",
      dental_vision_hearing: "Dental, vision and hearing: routine care Original Medicare does not cover.",
      final_expense: "Final expenses: the funeral and last bills falling on the family.",
      term_life: "Income replacement: the family's loss of the client's income.",
      fixed_annuity: "Savings growth: money sitting in low-yield accounts.",
    },
    confirm: "Confirm before you apply",
    tax: {
      final_expense:
        "Life insurance death benefits are generally not counted as taxable income to the beneficiaries (IRC §101(a)).",
      term_life:
        "Life insurance death benefits are generally not counted as taxable income to the beneficiaries (IRC §101(a)).",
      whole_life:
        "Whole life cash value grows tax-deferred; death benefits are generally not taxable income to beneficiaries (IRC §101(a)).",
      iul: "IUL cash value grows tax-deferred, and policy loans are generally not taxed while the policy stays in force and is not a modified endowment contract (IRC §7702A).",
      fixed_annuity:
        "Annuity growth is tax-deferred; gains are taxed as ordinary income when withdrawn, and withdrawals before 59½ may add a 10% federal penalty (IRC §72).",
      indexed_annuity:
        "Annuity growth is tax-deferred; gains are taxed as ordinary income when withdrawn, and withdrawals before 59½ may add a 10% federal penalty (IRC §72).",
      long_term_care:
        "Premiums for a tax-qualified long-term care policy can count as medical expenses up to age-based limits (IRS Publication 502).",
      medicare_supplement:
        "Medigap, Part B and Part D premiums can count as medical expenses for clients who itemize (IRS Publication 502).",
      medicare_advantage:
        "Medicare Advantage and Part B premiums can count as medical expenses for clients who itemize (IRS Publication 502).",
      part_d: "Part D premiums can count as medical expenses for clients who itemize (IRS Publication 502).",
    },
    taxGeneral:
      "Hospital indemnity and cancer benefits bought with after-tax premiums are generally not taxable to the client, but the rules depend on how the premium was paid.",
    taxNote: "Share these as general information only; the client's tax professional decides how they apply.",
    caseIntro: "Picture the call step by step:",
    tips: {
      product_selection: [
        "Present the core product first and get a yes on it before you show the add-ons; each add-on then answers a need the client already agreed to.",
        "Tie every policy to the client's own words from discovery, not to features.",
      ],
      alternatives: [
        "Offer an alternative only when the client rejects a specific part of the bundle; too many options stall the decision.",
        "Keep the core need the same and change only the product that answers it.",
      ],
      different_strategy: [
        "Whatever the approach, ask one question at a time and let the client talk more than you do.",
        "Write down the client's exact words; repeat them when you present.",
      ],
      product_suitability: [
        "Suitability is documented, not assumed: note the facts behind each recommendation in your file.",
        "If a health answer could change the underwriting class, ask it before you quote.",
      ],
      commission_estimate: [
        "Chargebacks apply if a policy lapses early: place coverage the client can keep paying.",
        "Renewals build your book; a client who stays is worth more than a big first year.",
      ],
      uncovered_risks: [
        "Raise a gap as a question, not a pitch: 'How would you handle that if it happened?'",
        "Note every gap the client declines; it protects you and sets up the annual review.",
      ],
      sales_script: [
        "Practice the opening out loud twice before the call; the first minute sets the tone.",
        "Pause after every question and let the client finish.",
      ],
      objection_handling: [
        "Acknowledge first, then clarify with a question, respond with one fact, and confirm it answered the concern.",
        "An objection is a request for more information, not a no.",
      ],
      tax_benefits: [
        "Never promise a tax result; show the rule and let the client's tax professional apply it.",
        "Tax points support a decision; the coverage need should lead it.",
      ],
      case_example: [
        "Adapt the order to the client: some want numbers early, others need the story first.",
        "End every call with a date for the next step, not a promise to call back.",
      ],
      general: [
        "Keep the client's goals in front of every recommendation.",
        "One clear next step beats three vague ones.",
      ],
    },
    nextStep: {
      product_selection:
        "**Next step:** call the client and present the core policy first, using the reason above.",
      alternatives: "**Next step:** keep one alternative ready for your call, and present the bundle first.",
      different_strategy: "**Next step:** pick one approach, write your opening line, and book the call.",
      product_suitability: "**Next step:** confirm the open facts with the client before you run quotes.",
      commission_estimate:
        "**Next step:** run the carrier's quote to confirm premium and your contract's commission.",
      uncovered_risks: "**Next step:** ask the client how they would handle the biggest gap above.",
      sales_script: "**Next step:** rehearse the opening out loud, then make the call.",
      objection_handling:
        "**Next step:** pick the objection you fear most and practise the answer out loud twice.",
      tax_benefits: "**Next step:** suggest the client review these points with their tax professional.",
      case_example: "**Next step:** book the appointment and follow these steps on the call.",
      general: "**Next step:** book the appointment and present the core policy first.",
    },
  },
  es: {
    intro: {
      product_selection:
        "Por esto entró cada póliza en el paquete, en el orden en que conviene presentarlas:",
      alternatives: "Otros productos para los que este cliente califica, si el paquete no convence:",
      different_strategy: "Tres maneras distintas de llevar esta venta con las mismas cifras:",
      product_suitability: "Cómo encaja cada póliza con este cliente y qué confirmar antes de la solicitud:",
      commission_estimate:
        "Su resumen de comisiones para este paquete (solo para el agente, nunca para el cliente):",
      uncovered_risks: "Lo que este paquete deja sin cubrir y cómo plantearlo sin presionar:",
      sales_script: "Su guion para este cliente, palabra por palabra:",
      objection_handling:
        "Las objeciones que más probablemente va a escuchar, con las palabras para responderlas:",
      tax_benefits: "Puntos fiscales generales sobre los productos de este paquete (no es asesoría fiscal):",
      case_example: "Así suele ir una llamada con un cliente como este:",
      general: "Este es el paquete de un vistazo y cómo hacerlo avanzar:",
    },
    premium: "Prima",
    carriers: "Aseguradoras",
    firstYear: "primer año",
    renewal: "renovaciones",
    total: "Total estimado del primer año",
    commissionNote:
      "Son estimados según las tablas de las aseguradoras y de CMS; su nivel de contrato fija la cifra final. No los incluya en nada que vea el cliente.",
    noAlternatives:
      "Este cliente ya tiene los productos que mejor le convienen; la mejor alternativa es otro monto de la misma cobertura.",
    nextGap: "la siguiente brecha que mencione el cliente",
    strategies: (core, addOns) => [
      `**Empezar de a poco:** abra solo con ${core}, consiga la aprobación y proponga ${addOns} en la revisión de los 90 días, cuando haya más confianza.`,
      "**Partir de la necesidad:** empiece por la mayor preocupación del cliente, con sus propias palabras, y muestre primero la póliza que la resuelve.",
      "**Primero el presupuesto:** pregunte qué monto mensual le resulta cómodo antes de presentar nada y ajuste el paquete a esa cifra.",
    ],
    risks: {
      long_term_care:
        "Cuidado a largo plazo: una estadía en un hogar de ancianos o el cuidado en casa pueden agotar los ahorros rápido.",
      hospital_indemnity: "Hospitalizaciones: deducibles y copagos diarios después de un ingreso.",
      cancer: "Cáncer: viajes, ingresos perdidos y cuentas que la cobertura médica no paga.",
      dental_vision_hearing:
        "Dental, visión y audición: el cuidado de rutina que Medicare Original no cubre.",
      final_expense: "Gastos finales: el funeral y las últimas cuentas en manos de la familia.",
      term_life: "Reemplazo de ingresos: la familia pierde los ingresos del cliente.",
      fixed_annuity: "Crecimiento de los ahorros: dinero parado en cuentas de bajo rendimiento.",
    },
    confirm: "Confirme antes de la solicitud",
    tax: {
      final_expense:
        "El beneficio por fallecimiento de un seguro de vida, por lo general, no cuenta como ingreso gravable para los beneficiarios (IRC §101(a)).",
      term_life:
        "El beneficio por fallecimiento de un seguro de vida, por lo general, no cuenta como ingreso gravable para los beneficiarios (IRC §101(a)).",
      whole_life:
        "El valor en efectivo de la vida entera crece con impuestos diferidos; el beneficio por fallecimiento, por lo general, no es ingreso gravable para los beneficiarios (IRC §101(a)).",
      iul: "El valor en efectivo del IUL crece con impuestos diferidos, y los préstamos de la póliza por lo general no pagan impuestos mientras la póliza siga vigente y no sea un contrato dotal modificado (IRC §7702A).",
      fixed_annuity:
        "El crecimiento de una anualidad tiene impuestos diferidos; las ganancias tributan como ingreso ordinario al retirarlas, y los retiros antes de los 59½ años pueden sumar una multa federal del 10% (IRC §72).",
      indexed_annuity:
        "El crecimiento de una anualidad tiene impuestos diferidos; las ganancias tributan como ingreso ordinario al retirarlas, y los retiros antes de los 59½ años pueden sumar una multa federal del 10% (IRC §72).",
      long_term_care:
        "Las primas de una póliza de cuidado a largo plazo calificada pueden contar como gastos médicos, hasta límites según la edad (Publicación 502 del IRS).",
      medicare_supplement:
        "Las primas de Medigap, de la Parte B y de la Parte D pueden contar como gastos médicos para quien detalla deducciones (Publicación 502 del IRS).",
      medicare_advantage:
        "Las primas de Medicare Advantage y de la Parte B pueden contar como gastos médicos para quien detalla deducciones (Publicación 502 del IRS).",
      part_d:
        "Las primas de la Parte D pueden contar como gastos médicos para quien detalla deducciones (Publicación 502 del IRS).",
    },
    taxGeneral:
      "Los beneficios de indemnización hospitalaria y de cáncer pagados con primas después de impuestos, por lo general, no tributan, pero depende de cómo se pagó la prima.",
    taxNote:
      "Compártalos solo como información general; el profesional de impuestos del cliente decide cómo se aplican.",
    caseIntro: "Imagine la llamada paso a paso:",
    tips: {
      product_selection: [
        "Presente primero el producto principal y consiga un sí antes de mostrar los complementos; así cada complemento responde a una necesidad que el cliente ya aceptó.",
        "Relacione cada póliza con las palabras del propio cliente en el descubrimiento, no con características.",
      ],
      alternatives: [
        "Ofrezca una alternativa solo cuando el cliente rechace una parte concreta del paquete; demasiadas opciones frenan la decisión.",
        "Mantenga la misma necesidad principal y cambie solo el producto que la resuelve.",
      ],
      different_strategy: [
        "Sea cual sea el enfoque, haga una pregunta a la vez y deje que el cliente hable más que usted.",
        "Anote las palabras exactas del cliente y repítalas al presentar.",
      ],
      product_suitability: [
        "La idoneidad se documenta, no se supone: anote en el expediente los datos detrás de cada recomendación.",
        "Si una respuesta de salud puede cambiar la clase de riesgo, pregúntela antes de cotizar.",
      ],
      commission_estimate: [
        "Si una póliza se cancela pronto, hay devolución de comisión: coloque coberturas que el cliente pueda seguir pagando.",
        "Las renovaciones construyen su cartera; un cliente que se queda vale más que un primer año grande.",
      ],
      uncovered_risks: [
        "Plantee cada brecha como una pregunta, no como una venta: '¿Cómo lo manejaría si pasara?'",
        "Anote cada brecha que el cliente rechace; lo protege a usted y prepara la revisión anual.",
      ],
      sales_script: [
        "Practique la apertura en voz alta dos veces antes de la llamada; el primer minuto marca el tono.",
        "Haga una pausa después de cada pregunta y deje que el cliente termine.",
      ],
      objection_handling: [
        "Primero reconozca, luego aclare con una pregunta, responda con un dato y confirme que resolvió la duda.",
        "Una objeción es un pedido de más información, no un no.",
      ],
      tax_benefits: [
        "Nunca prometa un resultado fiscal; muestre la regla y deje que el profesional de impuestos del cliente la aplique.",
        "Los puntos fiscales apoyan la decisión; la necesidad de cobertura debe guiarla.",
      ],
      case_example: [
        "Adapte el orden al cliente: algunos quieren cifras pronto, otros necesitan primero la historia.",
        "Termine cada llamada con una fecha para el próximo paso, no con la promesa de volver a llamar.",
      ],
      general: [
        "Tenga las metas del cliente presentes en cada recomendación.",
        "Un próximo paso claro vale más que tres vagos.",
      ],
    },
    nextStep: {
      product_selection:
        "**Próximo paso:** llame al cliente y presente primero la póliza principal con la razón de arriba.",
      alternatives:
        "**Próximo paso:** tenga una alternativa lista para la llamada y presente primero el paquete.",
      different_strategy:
        "**Próximo paso:** elija un enfoque, escriba su frase de apertura y agende la llamada.",
      product_suitability: "**Próximo paso:** confirme los datos pendientes con el cliente antes de cotizar.",
      commission_estimate:
        "**Próximo paso:** cotice con la aseguradora para confirmar la prima y la comisión de su contrato.",
      uncovered_risks:
        "**Próximo paso:** pregúntele al cliente cómo manejaría la brecha más grande de la lista.",
      sales_script: "**Próximo paso:** ensaye la apertura en voz alta y haga la llamada.",
      objection_handling:
        "**Próximo paso:** elija la objeción que más le preocupa y practique la respuesta en voz alta dos veces.",
      tax_benefits:
        "**Próximo paso:** sugiera al cliente revisar estos puntos con su profesional de impuestos.",
      case_example: "**Próximo paso:** agende la cita y siga estos pasos en la llamada.",
      general: "**Próximo paso:** agende la cita y presente primero la póliza principal.",
    },
  },
  fr: {
    intro: {
      product_selection: "Voici pourquoi chaque contrat figure dans l'offre, dans l'ordre où les présenter :",
      alternatives: "D'autres produits auxquels ce client a droit, si l'offre ne convainc pas :",
      different_strategy: "Trois autres façons de mener cette vente avec les mêmes chiffres :",
      product_suitability:
        "Comment chaque contrat correspond à ce client, et ce qu'il faut confirmer avant la souscription :",
      commission_estimate:
        "Votre aperçu des commissions pour cette offre (réservé à l'agent, jamais pour le client) :",
      uncovered_risks: "Ce que cette offre laisse ouvert, et comment l'aborder sans pression :",
      sales_script: "Votre script pour ce client, mot pour mot :",
      objection_handling:
        "Les objections que vous entendrez le plus probablement, avec les mots pour y répondre :",
      tax_benefits: "Points fiscaux généraux sur les produits de cette offre (pas un conseil fiscal) :",
      case_example: "Voici comment se déroule en général un appel avec un client comme celui-ci :",
      general: "Voici l'offre en un coup d'œil, et comment la faire avancer :",
    },
    premium: "Prime",
    carriers: "Assureurs",
    firstYear: "première année",
    renewal: "renouvellements",
    total: "Total estimé de la première année",
    commissionNote:
      "Ce sont des estimations tirées des barèmes des assureurs et de CMS ; votre niveau de contrat fixe le montant final. Ne les mettez dans rien de ce que voit le client.",
    noAlternatives:
      "Ce client a déjà les produits qui lui conviennent le mieux ; la meilleure alternative est un autre montant de la même couverture.",
    nextGap: "le prochain manque que le client nomme",
    strategies: (core, addOns) => [
      `**Commencer petit :** ouvrez avec ${core} seul, obtenez l'acceptation, et proposez ${addOns} au bilan des 90 jours, quand la confiance est plus grande.`,
      "**Partir du besoin :** commencez par la plus grande inquiétude du client, avec ses propres mots, et montrez d'abord le contrat qui y répond.",
      "**Le budget d'abord :** demandez quel montant mensuel lui convient avant de présenter quoi que ce soit, puis ajustez l'offre à ce montant.",
    ],
    risks: {
      long_term_care:
        "Soins de longue durée : un séjour en maison de retraite ou des soins à domicile peuvent vite épuiser l'épargne.",
      hospital_indemnity: "Hospitalisations : franchises et quotes-parts journalières après une admission.",
      cancer: "Cancer : trajets, perte de revenu et factures que l'assurance maladie laisse.",
      dental_vision_hearing:
        "Dentaire, optique et audition : les soins courants que Medicare Original ne couvre pas.",
      final_expense: "Frais funéraires : les obsèques et les dernières factures à la charge de la famille.",
      term_life: "Remplacement du revenu : la famille perd le revenu du client.",
      fixed_annuity: "Croissance de l'épargne : de l'argent qui dort sur des comptes peu rémunérés.",
    },
    confirm: "À confirmer avant la souscription",
    tax: {
      final_expense:
        "Le capital décès d'une assurance vie n'est en général pas un revenu imposable pour les bénéficiaires (IRC §101(a)).",
      term_life:
        "Le capital décès d'une assurance vie n'est en général pas un revenu imposable pour les bénéficiaires (IRC §101(a)).",
      whole_life:
        "La valeur de rachat de la vie entière croît en report d'impôt ; le capital décès n'est en général pas un revenu imposable pour les bénéficiaires (IRC §101(a)).",
      iul: "La valeur de rachat de l'IUL croît en report d'impôt, et les avances sur contrat ne sont en général pas imposées tant que le contrat reste en vigueur et n'est pas un « modified endowment contract » (IRC §7702A).",
      fixed_annuity:
        "La croissance d'une rente est en report d'impôt ; les gains sont imposés comme un revenu ordinaire au retrait, et un retrait avant 59 ans et demi peut ajouter une pénalité fédérale de 10 % (IRC §72).",
      indexed_annuity:
        "La croissance d'une rente est en report d'impôt ; les gains sont imposés comme un revenu ordinaire au retrait, et un retrait avant 59 ans et demi peut ajouter une pénalité fédérale de 10 % (IRC §72).",
      long_term_care:
        "Les primes d'un contrat de soins de longue durée qualifié peuvent compter comme frais médicaux, dans des limites selon l'âge (publication 502 de l'IRS).",
      medicare_supplement:
        "Les primes Medigap, partie B et partie D peuvent compter comme frais médicaux pour qui détaille ses déductions (publication 502 de l'IRS).",
      medicare_advantage:
        "Les primes Medicare Advantage et partie B peuvent compter comme frais médicaux pour qui détaille ses déductions (publication 502 de l'IRS).",
      part_d:
        "Les primes de la partie D peuvent compter comme frais médicaux pour qui détaille ses déductions (publication 502 de l'IRS).",
    },
    taxGeneral:
      "Les prestations d'indemnité hospitalière et d'assurance cancer payées avec des primes après impôt ne sont en général pas imposables, mais cela dépend de la façon dont la prime a été payée.",
    taxNote:
      "Présentez-les uniquement comme des informations générales ; le professionnel de la fiscalité du client décide de leur application.",
    caseIntro: "Imaginez l'appel étape par étape :",
    tips: {
      product_selection: [
        "Présentez d'abord le produit principal et obtenez un oui avant de montrer les compléments ; chaque complément répond alors à un besoin déjà reconnu par le client.",
        "Reliez chaque contrat aux mots du client pendant la découverte, pas aux caractéristiques.",
      ],
      alternatives: [
        "Proposez une alternative seulement quand le client refuse une partie précise de l'offre ; trop d'options bloquent la décision.",
        "Gardez le même besoin principal et changez seulement le produit qui y répond.",
      ],
      different_strategy: [
        "Quelle que soit l'approche, posez une question à la fois et laissez le client parler plus que vous.",
        "Notez les mots exacts du client et reprenez-les quand vous présentez.",
      ],
      product_suitability: [
        "L'adéquation se documente, elle ne se suppose pas : notez au dossier les faits derrière chaque recommandation.",
        "Si une réponse de santé peut changer la classe de risque, posez la question avant de chiffrer.",
      ],
      commission_estimate: [
        "Une résiliation précoce entraîne une reprise de commission : placez une couverture que le client pourra continuer à payer.",
        "Les renouvellements construisent votre portefeuille ; un client qui reste vaut plus qu'une grosse première année.",
      ],
      uncovered_risks: [
        "Abordez chaque manque par une question, pas par une vente : « Comment feriez-vous si cela arrivait ? »",
        "Notez chaque manque que le client refuse de couvrir ; cela vous protège et prépare le bilan annuel.",
      ],
      sales_script: [
        "Répétez l'ouverture à voix haute deux fois avant l'appel ; la première minute donne le ton.",
        "Marquez une pause après chaque question et laissez le client finir.",
      ],
      objection_handling: [
        "Accueillez d'abord, clarifiez par une question, répondez avec un fait, puis vérifiez que la réponse lève l'inquiétude.",
        "Une objection est une demande d'information, pas un non.",
      ],
      tax_benefits: [
        "Ne promettez jamais un résultat fiscal ; montrez la règle et laissez le professionnel de la fiscalité du client l'appliquer.",
        "Les arguments fiscaux appuient une décision ; le besoin de couverture doit la guider.",
      ],
      case_example: [
        "Adaptez l'ordre au client : certains veulent les chiffres tôt, d'autres ont besoin de l'histoire d'abord.",
        "Terminez chaque appel avec une date pour l'étape suivante, pas une promesse de rappeler.",
      ],
      general: [
        "Gardez les objectifs du client en tête à chaque recommandation.",
        "Une prochaine étape claire vaut mieux que trois vagues.",
      ],
    },
    nextStep: {
      product_selection:
        "**Prochaine étape :** appelez le client et présentez d'abord le contrat principal avec la raison ci-dessus.",
      alternatives:
        "**Prochaine étape :** gardez une alternative prête pour l'appel, et présentez d'abord l'offre.",
      different_strategy:
        "**Prochaine étape :** choisissez une approche, écrivez votre phrase d'ouverture et fixez l'appel.",
      product_suitability:
        "**Prochaine étape :** confirmez les points ouverts avec le client avant de chiffrer.",
      commission_estimate:
        "**Prochaine étape :** demandez un devis à l'assureur pour confirmer la prime et la commission de votre contrat.",
      uncovered_risks:
        "**Prochaine étape :** demandez au client comment il ferait face au plus grand manque ci-dessus.",
      sales_script: "**Prochaine étape :** répétez l'ouverture à voix haute, puis passez l'appel.",
      objection_handling:
        "**Prochaine étape :** choisissez l'objection qui vous inquiète le plus et répétez la réponse à voix haute deux fois.",
      tax_benefits:
        "**Prochaine étape :** proposez au client de revoir ces points avec son professionnel de la fiscalité.",
      case_example: "**Prochaine étape :** fixez le rendez-vous et suivez ces étapes pendant l'appel.",
      general: "**Prochaine étape :** fixez le rendez-vous et présentez d'abord le contrat principal.",
    },
  },
};

function priceOf(bundle: Bundle, index: number, language: Language): string {
  const t = WORD_TABLES[language];
  const p = bundle.policies[index]!;
  const amount = p.premium.amount;
  if (p.premium.mode === "single") return t.about(t.single(t.range(amount)));
  return amount.high <= 0 ? t.zeroPremium : t.about(t.monthly(t.range(amount)));
}

/** Products open to this client that the bundle does not hold, in the product library's order. */
function alternativesFor(bundle: Bundle, language: Language, now: Date): ProductId[] {
  const inBundle = new Set(bundle.policies.map((p) => p.product));
  const facts = clientFacts(bundle.client, language, now);
  const crossSellLimited = bundle.policies.some((p) => MA_OR_PART_D.has(p.product));
  return PRODUCT_IDS.filter((id) => {
    if (inBundle.has(id) || !eligible(id, facts)) return false;
    // Within an MA/PDP appointment only health products may be raised (packages/engine/src/facts/compliance.ts).
    return !(crossSellLimited && LIFE_OR_ANNUITY.has(id));
  });
}

function bodyFor(topic: FollowUpTopic, bundle: Bundle, language: Language, now: Date): string[] {
  const w = FOLLOW_UP_WORDS[language];
  const colon = LABELS[language].colon;
  const t = WORD_TABLES[language];
  const policies = bundle.policies;
  switch (topic) {
    case "product_selection":
    case "product_suitability": {
      const out = policies.map(
        (p, i) =>
          `- **${p.name}**${p.coverage ? ` (${p.coverage})` : ""}${colon} ${p.why} ${w.premium}${colon} ${priceOf(bundle, i, language)}.`,
      );
      if (topic === "product_suitability" && bundle.missing.length > 0) {
        out.push(
          `**${w.confirm}${colon}**\n${bundle.missing
            .slice(0, 4)
            .map((q) => `- ${q}`)
            .join("\n")}`,
        );
      }
      if (topic === "product_selection") {
        const carriers = policies.map((p) => `${p.name}${colon} ${p.carriers.map((c) => c.name).join(", ")}`);
        out.push(`**${w.carriers}${colon}** ${carriers.join(language === "fr" ? " ; " : "; ")}.`);
      }
      return out;
    }
    case "alternatives": {
      const ids = alternativesFor(bundle, language, now);
      if (ids.length === 0) return [w.noAlternatives];
      return ids.slice(0, 4).map((id) => {
        const points = PRODUCT_POINTS[language][id];
        return `- **${PRODUCT_LIBRARY[id].name[language]}**${colon} ${points.covers[0]}. ${points.fits}`;
      });
    }
    case "different_strategy": {
      const core = policies[0]?.name ?? "";
      const rest = policies.slice(1).map((p) => p.name);
      // One policy: "start small" cannot add the same policy later, it adds the next gap named.
      return w.strategies(core, rest.length > 0 ? rest.join(", ") : w.nextGap);
    }
    case "commission_estimate": {
      const out = policies.map((p) => {
        const r = p.commission.renewal;
        const sep = language === "fr" ? " ;" : ";";
        const renewal = r ? (RENEWAL_WORD.test(r) ? `${sep} ${r}` : `${sep} ${w.renewal}${colon} ${r}`) : "";
        return `- **${p.name}**${colon} ${t.range(p.commission.firstYear)} ${w.firstYear} (${p.commission.basis})${renewal}.`;
      });
      out.push(`**${w.total}${colon}** ${t.range(bundle.totals.firstYearCommission)}.`, w.commissionNote);
      return out;
    }
    case "uncovered_risks": {
      const inBundle = new Set(policies.map((p) => p.product));
      const out: string[] = [];
      for (const [id, risk] of Object.entries(w.risks) as [ProductId, string][]) {
        if (!inBundle.has(id) && out.length < 4) out.push(`- ${risk}`);
      }
      if (bundle.missing.length > 0)
        out.push(
          `**${w.confirm}${colon}**\n${bundle.missing
            .slice(0, 2)
            .map((q) => `- ${q}`)
            .join("\n")}`,
        );
      return out;
    }
    case "sales_script":
      return [
        `> ${bundle.scripts.opening}`,
        bundle.scripts.discovery
          .slice(0, 3)
          .map((q) => `- ${q}`)
          .join("\n"),
        `> ${bundle.scripts.transition}`,
        `> ${bundle.scripts.close}`,
      ];
    case "objection_handling":
      return bundle.objections.map((o) => `- **"${o.objection}"** ${o.response}`);
    case "tax_benefits": {
      const seen = new Set<string>();
      const out: string[] = [];
      const products = new Set(policies.map((p) => p.product));
      for (const p of policies) {
        // The Medigap line already names Part D premiums.
        if (p.product === "part_d" && products.has("medicare_supplement")) continue;
        const line = w.tax[p.product];
        if (line && !seen.has(line)) {
          seen.add(line);
          out.push(`- ${line}`);
        }
      }
      if (policies.some((p) => p.product === "hospital_indemnity" || p.product === "cancer"))
        out.push(`- ${w.taxGeneral}`);
      out.push(w.taxNote);
      return out;
    }
    case "case_example":
      return [w.caseIntro, ...bundle.talkTrack.map((step, i) => `${i + 1}. ${step}`)];
    default:
      return [
        bundle.summary,
        ...policies.map((p, i) => `- **${p.name}**${colon} ${priceOf(bundle, i, language)}`),
      ];
  }
}

/**
 * Step 9 without a model: the answer to a follow-up question about `bundle`, from the bundle itself.
 * Blocks that would pass 300 words are left out; coaching tips fill a short answer up to 150.
 */
export function followUpAnswer(topic: FollowUpTopic, bundle: Bundle, language: Language, now: Date): string {
  const lang: Language = FOLLOW_UP_WORDS[language] ? language : "en";
  const w = FOLLOW_UP_WORDS[lang];
  const body = bodyFor(topic, bundle, lang, now);
  const tips = w.tips[topic];
  const required = [w.nextStep[topic]];
  const blocks = [w.intro[topic], ...body];
  let text = fit(blocks, required);
  for (let i = 0; i < tips.length && countWords(text) < REPLY_MIN_WORDS; i++) {
    blocks.push(tips[i]!);
    text = fit(blocks, required);
  }
  // Still short (a two-policy bundle with little to say): the other categories' tips are coaching too.
  for (const other of Object.values(w.tips).flat()) {
    if (countWords(text) >= REPLY_MIN_WORDS) break;
    if (blocks.includes(other)) continue;
    blocks.push(other);
    text = fit(blocks, required);
  }
  return text;
}
