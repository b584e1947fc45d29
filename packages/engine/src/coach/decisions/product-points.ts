/**
 * What each product covers, who it fits and the first question to ask, in the three languages: the
 * part of a product answer the fact tables do not hold. Qualitative on purpose: every figure in a
 * product answer comes from the fact tables (docs/product/decisions.md#d-11), never from here.
 * One file so the three languages' tables, each typed against the same products, sit together and stay in
 * step.
 */
import type { Language, ProductId } from "../../types.js";

export interface ProductPoints {
  covers: [string, string, string];
  fits: string;
  /** The discovery question that opens the conversation about this product. */
  ask: string;
}

type Table = Readonly<Record<ProductId, ProductPoints>>;

const en: Table = {
  medicare_advantage: {
    covers: [
      "Hospital and medical care in place of Original Medicare, usually with Part D drug coverage built in",
      "A yearly out-of-pocket maximum that caps the client's in-network copays and coinsurance; even on a zero-premium plan the client still pays the Part B premium",
      "Extras many plans add, such as dental, vision, hearing and fitness benefits",
    ],
    fits: "Clients who accept a network, want one card and low monthly cost, and whose doctors and drugs check out.",
    ask: "Which doctors do you want to keep, and which prescriptions do you take?",
  },
  medicare_supplement: {
    covers: [
      "The deductibles, copays and coinsurance Original Medicare leaves behind",
      "Any doctor or hospital in the country that accepts Medicare, with no referrals",
      "Predictable costs: the client budgets a premium instead of surprise bills",
    ],
    fits: "Clients who travel, want freedom of choice of doctors and prefer a steady premium to copays.",
    ask: "When did your Part B start, and how important is keeping any doctor you like?",
  },
  part_d: {
    covers: [
      "Prescription drugs on the plan's formulary, beside Original Medicare and a Medigap plan",
      "A yearly cap on out-of-pocket drug spending",
      "Protection from the late-enrollment penalty that grows every month without creditable coverage",
    ],
    fits: "Clients on Original Medicare with a Medigap plan, or anyone without creditable drug coverage.",
    ask: "Can you read me the name and dose of every prescription you take?",
  },
  final_expense: {
    covers: [
      "A whole life death benefit sized for the funeral, burial or cremation and final bills",
      "Level premiums that never rise and coverage that never expires",
      "Simplified underwriting: a few health questions, usually no exam",
    ],
    fits: "Seniors on a fixed income who do not want their family to pay for the funeral.",
    ask: "If something happened tomorrow, who would pay for the funeral, and how?",
  },
  term_life: {
    covers: [
      "A large death benefit for a fixed term, such as 10, 20 or 30 years",
      "The mortgage, income replacement and children's education while they depend on it",
      "The lowest cost per dollar of coverage of any life insurance",
    ],
    fits: "Working families with a mortgage or dependents who need the most protection for the budget.",
    ask: "How many years would your family need your income if you were not here?",
  },
  whole_life: {
    covers: [
      "A death benefit for the client's whole life with level premiums",
      "Cash value that grows on a guaranteed schedule and can be borrowed against",
      "A legacy or estate need that never expires",
    ],
    fits: "Clients who want permanent coverage, forced savings and a guaranteed legacy.",
    ask: "Do you want coverage that lasts as long as you do, or only while the kids are home?",
  },
  iul: {
    covers: [
      "Permanent life insurance with cash value credited from a market index, up to a cap",
      "A 0% floor: index credits are never negative in a down year",
      "Policy loans and living-benefit riders many carriers include",
    ],
    fits: "Healthy earners who want permanent coverage plus long-term cash value and can fund it steadily.",
    ask: "Besides protecting your family, what do you want this money to do for you later?",
  },
  fixed_annuity: {
    covers: [
      "A rate guaranteed by the insurer for a set term, usually 3 to 10 years",
      "Principal protection from market losses, with tax-deferred growth",
      "Penalty-limited yearly withdrawals for access during the term",
    ],
    fits: "Savers who want a known rate for CD-like money they will not need during the term.",
    ask: "How much of your savings will you not need to touch for the next five years?",
  },
  indexed_annuity: {
    covers: [
      "Principal protection with interest credited from an index, up to a cap or participation rate",
      "A 0% floor, so a bad market year credits nothing rather than losing value",
      "Optional income riders that can turn savings into lifetime income",
    ],
    fits: "Pre-retirees and retirees who want more upside than a fixed rate without market losses.",
    ask: "If the market dropped 20% next year, how would that change your retirement plans?",
  },
  long_term_care: {
    covers: [
      "Care at home, in assisted living or in a nursing home when the client needs help with daily living",
      "A daily or monthly benefit for a set period, with optional inflation protection",
      "Protection of savings and of the family from becoming the caregivers",
    ],
    fits: "Healthy clients in their 50s and 60s with assets to protect and family they do not want to burden.",
    ask: "If you needed care for three years, who would provide it, and who would pay?",
  },
  hospital_indemnity: {
    covers: [
      "A fixed cash benefit for each day in the hospital, paid to the client",
      "Money for the Part A deductible or Medicare Advantage copays after a stay",
      "Benefits paid regardless of other coverage, to use as the client chooses",
    ],
    fits: "Medicare Advantage members and anyone with copays who would struggle with a hospital bill.",
    ask: "If you spent five days in the hospital, what would your plan leave you to pay?",
  },
  cancer: {
    covers: [
      "A lump sum or scheduled benefits on a covered cancer diagnosis",
      "Costs medical plans leave: travel to treatment, lost income, household bills",
      "Payments made directly to the client, on top of any other coverage",
    ],
    fits: "Clients with a family history of cancer or high deductibles and little emergency savings.",
    ask: "Has anyone in your family been through cancer, and what did it cost them beyond the doctor bills?",
  },
  dental_vision_hearing: {
    covers: [
      "Preventive dental care, fillings and often crowns and dentures after waiting periods",
      "Eye exams and an allowance for glasses or contacts",
      "Hearing exams and help paying for hearing aids",
    ],
    fits: "Clients on Original Medicare, which does not cover routine dental, vision or hearing.",
    ask: "When did you last see a dentist, and do you need glasses or hearing aids this year?",
  },
};

const es: Table = {
  medicare_advantage: {
    covers: [
      "Atención hospitalaria y médica en lugar de Medicare Original, casi siempre con medicamentos de la Parte D incluidos",
      "Un máximo anual de gastos de bolsillo que limita los copagos y el coseguro dentro de la red; aun con un plan de prima cero, el cliente sigue pagando la prima de la Parte B",
      "Beneficios extra que agregan muchos planes, como dental, visión, audición y gimnasio",
    ],
    fits: "Clientes que aceptan una red, quieren una sola tarjeta y un costo mensual bajo, y cuyos médicos y medicamentos están cubiertos.",
    ask: "¿Qué médicos quiere conservar y qué medicamentos toma?",
  },
  medicare_supplement: {
    covers: [
      "Los deducibles, copagos y coseguros que deja Medicare Original",
      "Cualquier médico u hospital del país que acepte Medicare, sin referidos",
      "Costos previsibles: el cliente paga una prima fija en vez de facturas sorpresa",
    ],
    fits: "Clientes que viajan, quieren elegir libremente a sus médicos y prefieren una prima estable a los copagos.",
    ask: "¿Cuándo empezó su Parte B y qué tan importante es para usted conservar a su médico?",
  },
  part_d: {
    covers: [
      "Los medicamentos del formulario del plan, junto a Medicare Original y un plan Medigap",
      "Un tope anual de gastos de bolsillo en medicamentos",
      "Protección contra la multa por inscripción tardía, que crece cada mes sin cobertura acreditable",
    ],
    fits: "Clientes con Medicare Original y un plan Medigap, o cualquiera sin cobertura de medicamentos acreditable.",
    ask: "¿Me puede leer el nombre y la dosis de cada medicamento que toma?",
  },
  final_expense: {
    covers: [
      "Un beneficio por fallecimiento de vida entera pensado para el funeral, el entierro o la cremación y las últimas cuentas",
      "Primas fijas que nunca suben y una cobertura que nunca vence",
      "Suscripción simplificada: unas pocas preguntas de salud, normalmente sin examen",
    ],
    fits: "Personas mayores con ingresos fijos que no quieren que su familia pague el funeral.",
    ask: "Si algo pasara mañana, ¿quién pagaría el funeral y con qué dinero?",
  },
  term_life: {
    covers: [
      "Un beneficio por fallecimiento alto durante un plazo fijo, como 10, 20 o 30 años",
      "La hipoteca, el reemplazo de ingresos y los estudios de los hijos mientras dependen de ello",
      "El costo más bajo por dólar de cobertura de todos los seguros de vida",
    ],
    fits: "Familias que trabajan, con hipoteca o dependientes, que necesitan la mayor protección posible dentro del presupuesto.",
    ask: "¿Cuántos años necesitaría su familia sus ingresos si usted faltara?",
  },
  whole_life: {
    covers: [
      "Un beneficio por fallecimiento de por vida con primas fijas",
      "Valor en efectivo que crece según un calendario garantizado y sirve para pedir préstamos",
      "Una necesidad de herencia o patrimonio que nunca vence",
    ],
    fits: "Clientes que quieren cobertura permanente, ahorro disciplinado y una herencia garantizada.",
    ask: "¿Quiere una cobertura que dure toda su vida, o solo mientras los hijos viven en casa?",
  },
  iul: {
    covers: [
      "Seguro de vida permanente con valor en efectivo acreditado según un índice del mercado, hasta un tope",
      "Un piso del 0%: los créditos del índice nunca son negativos en un año malo",
      "Préstamos sobre la póliza y cláusulas de beneficios en vida que incluyen muchas aseguradoras",
    ],
    fits: "Personas sanas con buenos ingresos que quieren cobertura permanente y valor en efectivo a largo plazo, y pueden pagarla con constancia.",
    ask: "Además de proteger a su familia, ¿qué quiere que este dinero haga por usted más adelante?",
  },
  fixed_annuity: {
    covers: [
      "Una tasa garantizada por la aseguradora durante un plazo fijo, normalmente de 3 a 10 años",
      "Capital protegido de las pérdidas del mercado, con crecimiento de impuestos diferidos",
      "Retiros anuales con penalidad limitada para tener acceso durante el plazo",
    ],
    fits: "Ahorradores que quieren una tasa conocida para dinero tipo certificado de depósito que no necesitarán durante el plazo.",
    ask: "¿Qué parte de sus ahorros no va a necesitar tocar en los próximos cinco años?",
  },
  indexed_annuity: {
    covers: [
      "Capital protegido con intereses acreditados según un índice, hasta un tope o tasa de participación",
      "Un piso del 0%: un mal año del mercado no acredita nada, pero no pierde valor",
      "Cláusulas de ingreso opcionales que convierten los ahorros en un ingreso de por vida",
    ],
    fits: "Personas cerca de la jubilación o jubiladas que quieren más potencial que una tasa fija sin pérdidas de mercado.",
    ask: "Si la bolsa cayera un 20% el próximo año, ¿cómo cambiaría eso sus planes de jubilación?",
  },
  long_term_care: {
    covers: [
      "Cuidado en casa, en una residencia asistida o en un hogar de ancianos cuando el cliente necesita ayuda con la vida diaria",
      "Un beneficio diario o mensual durante un período fijo, con protección opcional contra la inflación",
      "Protección de los ahorros y de la familia, para que no tenga que hacerse cargo del cuidado",
    ],
    fits: "Clientes sanos de 50 a 60 y tantos años con bienes que proteger y una familia a la que no quieren cargar.",
    ask: "Si necesitara cuidados durante tres años, ¿quién se los daría y quién los pagaría?",
  },
  hospital_indemnity: {
    covers: [
      "Un beneficio fijo en efectivo por cada día en el hospital, pagado al cliente",
      "Dinero para el deducible de la Parte A o los copagos de Medicare Advantage después de una hospitalización",
      "Beneficios pagados sin importar otras coberturas, para usarlos como el cliente decida",
    ],
    fits: "Afiliados a Medicare Advantage y cualquiera con copagos a quien le costaría pagar una cuenta de hospital.",
    ask: "Si pasara cinco días en el hospital, ¿cuánto le dejaría pagar su plan?",
  },
  cancer: {
    covers: [
      "Una suma global o beneficios programados ante un diagnóstico de cáncer cubierto",
      "Gastos que los planes médicos no cubren: viajes al tratamiento, ingresos perdidos, cuentas de la casa",
      "Pagos directos al cliente, además de cualquier otra cobertura",
    ],
    fits: "Clientes con antecedentes familiares de cáncer o deducibles altos y pocos ahorros para emergencias.",
    ask: "¿Alguien en su familia ha pasado por un cáncer, y cuánto le costó además de las cuentas médicas?",
  },
  dental_vision_hearing: {
    covers: [
      "Cuidado dental preventivo, empastes y a menudo coronas y dentaduras después de los períodos de espera",
      "Exámenes de la vista y una asignación para lentes o lentes de contacto",
      "Exámenes de audición y ayuda para pagar audífonos",
    ],
    fits: "Clientes con Medicare Original, que no cubre el cuidado dental, de la vista ni de audición de rutina.",
    ask: "¿Cuándo fue al dentista por última vez, y necesita lentes o audífonos este año?",
  },
};

const fr: Table = {
  medicare_advantage: {
    covers: [
      "Les soins hospitaliers et médicaux à la place de Medicare Original, le plus souvent avec les médicaments de la partie D inclus",
      "Un plafond annuel qui limite les copaiements et la coassurance dans le réseau ; même avec un régime à prime zéro, le client paie toujours la prime de la partie B",
      "Des extras ajoutés par beaucoup de régimes : dentaire, optique, audition, remise en forme",
    ],
    fits: "Les clients qui acceptent un réseau, veulent une seule carte et un coût mensuel bas, et dont les médecins et médicaments sont couverts.",
    ask: "Quels médecins voulez-vous garder, et quels médicaments prenez-vous ?",
  },
  medicare_supplement: {
    covers: [
      "Les franchises, quotes-parts et coassurances que laisse Medicare Original",
      "Tout médecin ou hôpital du pays qui accepte Medicare, sans recommandation préalable",
      "Des coûts prévisibles : le client paie une prime plutôt que des factures surprises",
    ],
    fits: "Les clients qui voyagent, veulent choisir librement leurs médecins et préfèrent une prime stable aux quotes-parts.",
    ask: "Quand votre partie B a-t-elle commencé, et tenez-vous à garder le médecin de votre choix ?",
  },
  part_d: {
    covers: [
      "Les médicaments de la liste du régime, à côté de Medicare Original et d'un régime Medigap",
      "Un plafond annuel de dépenses en médicaments",
      "Une protection contre la pénalité d'adhésion tardive, qui augmente chaque mois sans couverture équivalente",
    ],
    fits: "Les clients sous Medicare Original avec un régime Medigap, ou toute personne sans couverture médicaments équivalente.",
    ask: "Pouvez-vous me lire le nom et la dose de chaque médicament que vous prenez ?",
  },
  final_expense: {
    covers: [
      "Un capital décès vie entière dimensionné pour les obsèques, l'inhumation ou la crémation et les dernières factures",
      "Des primes fixes qui n'augmentent jamais et une couverture qui n'expire jamais",
      "Une sélection médicale simplifiée : quelques questions de santé, en général sans examen",
    ],
    fits: "Les seniors à revenu fixe qui ne veulent pas que leur famille paie les obsèques.",
    ask: "S'il arrivait quelque chose demain, qui paierait les obsèques, et avec quel argent ?",
  },
  term_life: {
    covers: [
      "Un capital décès élevé pendant une durée fixe, par exemple 10, 20 ou 30 ans",
      "Le prêt immobilier, le remplacement du revenu et les études des enfants tant qu'ils en dépendent",
      "Le coût le plus bas par dollar de couverture de toute l'assurance vie",
    ],
    fits: "Les familles actives avec un prêt immobilier ou des personnes à charge, qui ont besoin d'un maximum de protection pour leur budget.",
    ask: "Pendant combien d'années votre famille aurait-elle besoin de votre revenu si vous n'étiez plus là ?",
  },
  whole_life: {
    covers: [
      "Un capital décès pour toute la vie, avec des primes fixes",
      "Une valeur de rachat qui progresse selon un barème garanti et permet d'emprunter",
      "Un besoin de transmission ou de succession qui n'expire jamais",
    ],
    fits: "Les clients qui veulent une couverture permanente, une épargne régulière et un héritage garanti.",
    ask: "Voulez-vous une couverture qui dure toute votre vie, ou seulement tant que les enfants sont à la maison ?",
  },
  iul: {
    covers: [
      "Une assurance vie permanente dont la valeur de rachat est créditée selon un indice boursier, jusqu'à un plafond",
      "Un plancher de 0 % : les crédits d'indice ne sont jamais négatifs une mauvaise année",
      "Des avances sur contrat et des garanties du vivant que beaucoup d'assureurs incluent",
    ],
    fits: "Les actifs en bonne santé qui veulent une couverture permanente et une valeur de rachat à long terme, et peuvent la financer régulièrement.",
    ask: "En plus de protéger votre famille, qu'attendez-vous de cet argent plus tard ?",
  },
  fixed_annuity: {
    covers: [
      "Un taux garanti par l'assureur pour une durée fixe, en général de 3 à 10 ans",
      "Un capital protégé des pertes de marché, avec une croissance à imposition différée",
      "Des retraits annuels sans pénalité dans une certaine limite pour garder l'accès à l'argent",
    ],
    fits: "Les épargnants qui veulent un taux connu pour de l'argent placé comme un dépôt à terme, dont ils n'auront pas besoin pendant la durée.",
    ask: "Quelle part de votre épargne n'aurez-vous pas besoin de toucher pendant les cinq prochaines années ?",
  },
  indexed_annuity: {
    covers: [
      "Un capital protégé avec des intérêts crédités selon un indice, jusqu'à un plafond ou un taux de participation",
      "Un plancher de 0 % : une mauvaise année boursière ne crédite rien mais ne fait rien perdre",
      "Des garanties de revenu en option qui transforment l'épargne en revenu à vie",
    ],
    fits: "Les futurs retraités et retraités qui veulent plus de potentiel qu'un taux fixe sans pertes de marché.",
    ask: "Si la Bourse baissait de 20 % l'an prochain, qu'est-ce que cela changerait à vos projets de retraite ?",
  },
  long_term_care: {
    covers: [
      "Les soins à domicile, en résidence assistée ou en maison de retraite quand le client a besoin d'aide au quotidien",
      "Une prestation journalière ou mensuelle pendant une durée fixe, avec une indexation sur l'inflation en option",
      "La protection de l'épargne, et de la famille qui n'a pas à devenir aidante",
    ],
    fits: "Les clients en bonne santé de 50 à 69 ans qui ont un patrimoine à protéger et une famille à ne pas surcharger.",
    ask: "Si vous aviez besoin de soins pendant trois ans, qui s'en occuperait, et qui paierait ?",
  },
  hospital_indemnity: {
    covers: [
      "Une indemnité fixe pour chaque jour d'hospitalisation, versée au client",
      "De quoi payer la franchise de la partie A ou les quotes-parts Medicare Advantage après un séjour",
      "Des prestations versées quelles que soient les autres couvertures, à utiliser librement",
    ],
    fits: "Les adhérents Medicare Advantage et toute personne avec des quotes-parts qui aurait du mal à payer une facture d'hôpital.",
    ask: "Si vous passiez cinq jours à l'hôpital, combien votre régime vous laisserait-il à payer ?",
  },
  cancer: {
    covers: [
      "Un capital ou des prestations prévues en cas de diagnostic de cancer couvert",
      "Les frais que l'assurance maladie laisse : trajets vers les traitements, perte de revenu, factures du foyer",
      "Des versements faits directement au client, en plus de toute autre couverture",
    ],
    fits: "Les clients avec des antécédents familiaux de cancer ou des franchises élevées et peu d'épargne de précaution.",
    ask: "Quelqu'un dans votre famille a-t-il traversé un cancer, et qu'est-ce que cela lui a coûté en plus des frais médicaux ?",
  },
  dental_vision_hearing: {
    covers: [
      "Les soins dentaires de prévention, les plombages et souvent les couronnes et prothèses après un délai d'attente",
      "Les examens de la vue et un forfait pour les lunettes ou lentilles",
      "Les examens auditifs et une aide pour payer les appareils auditifs",
    ],
    fits: "Les clients sous Medicare Original, qui ne couvre pas les soins dentaires, optiques et auditifs courants.",
    ask: "À quand remonte votre dernière visite chez le dentiste, et avez-vous besoin de lunettes ou d'appareils auditifs cette année ?",
  },
};

export const PRODUCT_POINTS: Readonly<Record<Language, Table>> = { en, es, fr };
