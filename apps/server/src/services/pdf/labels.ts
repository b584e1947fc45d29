import type { Language } from "@buildr/engine";

/**
 * The words printed around a bundle on its one-page PDF, in the bundle's language. The agent copy
 * speaks to the agent; the client copy speaks to the client in plain words and never names pay (docs/product/decisions.md#d-14).
 */
export interface PdfLabels {
  agentTitle: string;
  agentNotice: string;
  clientTitle: string;
  clientIntro: string;
  preparedFor: (name: string) => string;
  preparedBy: (name: string) => string;
  core: string;
  addOn: string;
  coverage: string;
  whyAgent: string;
  whyClient: string;
  carriersAgent: string;
  carriersClient: string;
  /** In place of a Medicare Advantage or Part D plan's price on the client copy (decision 012). */
  planCostsWithAgent: string;
  /** The total when some policies carry no price on the client copy. */
  totalPriced: string;
  /** On the agent copy when the disclaimer counts are not set. */
  tpmoUnset: string;
  premiumAgent: string;
  premiumClient: string;
  perMonth: string;
  oneTime: string;
  firstYearCommission: string;
  renewal: string;
  totals: string;
  totalMonthly: string;
  totalSingle: string;
  totalCommission: string;
  talkTrack: string;
  opening: string;
  discovery: string;
  transition: string;
  close: string;
  objections: string;
  followUp: string;
  missingAgent: string;
  missingClient: string;
  /** The timing section (docs/engine/eligibility.md): windows, rights, rules, with their dates. */
  timing: string;
  household: string;
  open: string;
  upcoming: string;
  until: (date: string) => string;
  opensOn: (date: string) => string;
  between: (opens: string, closes: string) => string;
  planYear: (year: number) => string;
  compliance: string;
  clientNote: string;
  trimmed: string;
  /** ": " — French sets a no-break space before the colon. */
  colon: string;
  locale: string;
}

export const PDF_LABELS: Record<Language, PdfLabels> = {
  en: {
    agentTitle: "Client bundle",
    agentNotice: "Agent copy: includes commission estimates. Do not share with the client.",
    clientTitle: "Your coverage options",
    clientIntro: "Here is what we recommend for you and why, from what you told us.",
    preparedFor: (name) => `Prepared for ${name}`,
    preparedBy: (name) => `Your agent: ${name}`,
    core: "CORE",
    addOn: "ADD-ON",
    coverage: "Coverage",
    whyAgent: "Why",
    whyClient: "Why it fits you",
    carriersAgent: "Carrier fit",
    carriersClient: "Insurance companies we may quote for you",
    planCostsWithAgent: "Plan costs: we will go over the plans we offer with you.",
    totalPriced: "Monthly estimate for the priced policies",
    tpmoUnset:
      "The TPMO disclaimer names no counts: set the organizations and plans you represent in Settings to print them.",
    premiumAgent: "Premium",
    premiumClient: "Estimated cost",
    perMonth: "/month",
    oneTime: " one-time",
    firstYearCommission: "First-year commission",
    renewal: "Renewal",
    totals: "Totals",
    totalMonthly: "Monthly premium",
    totalSingle: "Single premium",
    totalCommission: "First-year commission",
    talkTrack: "Talk track",
    opening: "Opening",
    discovery: "Discovery questions",
    transition: "Transition",
    close: "Close",
    objections: "Objections and responses",
    followUp: "Follow-up plan",
    missingAgent: "Facts still to ask",
    missingClient: "Questions to go over together",
    timing: "What to do when",
    household: "Household",
    open: "Open now",
    upcoming: "Coming up",
    until: (date) => `until ${date}`,
    opensOn: (date) => `opens ${date}`,
    between: (opens, closes) => `${opens} to ${closes}`,
    planYear: (year) => `Plan year ${year}`,
    compliance: "Compliance",
    clientNote: "Important information",
    trimmed: "Some lines were left out to keep this to one page; the full bundle is in Buildr AI.",
    colon: ": ",
    locale: "en-US",
  },
  es: {
    agentTitle: "Paquete del cliente",
    agentNotice: "Copia del agente: incluye comisiones estimadas. No la comparta con el cliente.",
    clientTitle: "Sus opciones de cobertura",
    clientIntro: "Esto es lo que le recomendamos y por qué, según lo que usted nos contó.",
    preparedFor: (name) => `Preparado para ${name}`,
    preparedBy: (name) => `Su agente: ${name}`,
    core: "PRINCIPAL",
    addOn: "COMPLEMENTO",
    coverage: "Cobertura",
    whyAgent: "Por qué",
    whyClient: "Por qué le conviene",
    carriersAgent: "Aseguradoras adecuadas",
    carriersClient: "Aseguradoras que podemos cotizar para usted",
    planCostsWithAgent: "Costos del plan: revisaremos con usted los planes que ofrecemos.",
    totalPriced: "Estimado mensual de las pólizas con precio",
    tpmoUnset:
      "El aviso TPMO no indica cifras: anote en Configuración las organizaciones y los planes que representa para imprimirlas.",
    premiumAgent: "Prima",
    premiumClient: "Costo estimado",
    perMonth: "/mes",
    oneTime: " pago único",
    firstYearCommission: "Comisión del primer año",
    renewal: "Renovación",
    totals: "Totales",
    totalMonthly: "Prima mensual",
    totalSingle: "Prima única",
    totalCommission: "Comisión del primer año",
    talkTrack: "Guion de la llamada",
    opening: "Apertura",
    discovery: "Preguntas de descubrimiento",
    transition: "Transición",
    close: "Cierre",
    objections: "Objeciones y respuestas",
    followUp: "Plan de seguimiento",
    missingAgent: "Datos que faltan por preguntar",
    missingClient: "Preguntas para repasar juntos",
    timing: "Qué hacer y cuándo",
    household: "Hogar",
    open: "Abierto ahora",
    upcoming: "Próximamente",
    until: (date) => `hasta el ${date}`,
    opensOn: (date) => `abre el ${date}`,
    between: (opens, closes) => `del ${opens} al ${closes}`,
    planYear: (year) => `Año del plan ${year}`,
    compliance: "Cumplimiento normativo",
    clientNote: "Información importante",
    trimmed:
      "Se omitieron algunas líneas para que quepa en una página; el paquete completo está en Buildr AI.",
    colon: ": ",
    locale: "es-US",
  },
  fr: {
    agentTitle: "Bouquet client",
    agentNotice: "Copie de l'agent\u00a0: contient les commissions estimées. À ne pas remettre au client.",
    clientTitle: "Vos options de couverture",
    clientIntro: "Voici ce que nous vous recommandons et pourquoi, d'après ce que vous nous avez dit.",
    preparedFor: (name) => `Préparé pour ${name}`,
    preparedBy: (name) => `Votre agent\u00a0: ${name}`,
    core: "PRINCIPAL",
    addOn: "COMPLÉMENT",
    coverage: "Couverture",
    whyAgent: "Pourquoi",
    whyClient: "Pourquoi cela vous convient",
    carriersAgent: "Assureurs adaptés",
    carriersClient: "Assureurs que nous pourrons consulter pour vous",
    planCostsWithAgent: "Coût du régime\u00a0: nous verrons avec vous les régimes que nous offrons.",
    totalPriced: "Estimation mensuelle des polices avec prix",
    tpmoUnset:
      "L'avis TPMO n'indique aucun nombre\u00a0: indiquez dans Paramètres les organisations et les régimes que vous représentez pour les imprimer.",
    premiumAgent: "Prime",
    premiumClient: "Coût estimé",
    perMonth: " par mois",
    oneTime: " en versement unique",
    firstYearCommission: "Commission de première année",
    renewal: "Renouvellement",
    totals: "Totaux",
    totalMonthly: "Prime mensuelle",
    totalSingle: "Prime unique",
    totalCommission: "Commission de première année",
    talkTrack: "Déroulé de l'appel",
    opening: "Ouverture",
    discovery: "Questions de découverte",
    transition: "Transition",
    close: "Conclusion",
    objections: "Objections et réponses",
    followUp: "Plan de suivi",
    missingAgent: "Informations à obtenir",
    missingClient: "Questions à revoir ensemble",
    timing: "Quoi faire et quand",
    household: "Foyer",
    open: "Ouvert maintenant",
    upcoming: "À venir",
    until: (date) => `jusqu'au ${date}`,
    opensOn: (date) => `ouvre le ${date}`,
    between: (opens, closes) => `du ${opens} au ${closes}`,
    planYear: (year) => `Année du régime ${year}`,
    compliance: "Conformité",
    clientNote: "Informations importantes",
    trimmed:
      "Certaines lignes ont été omises pour tenir sur une page\u00a0; le bouquet complet est dans Buildr AI.",
    colon: "\u00a0: ",
    locale: "fr-CA",
  },
};
