/**
 * Spanish words, US-Hispanic usage: "usted" with the client, US money format ("$1,234"), Medicare's own
 * Spanish terms (Parte B, Período de Inscripción Anual, SHIP). Pronouns that would need the client's
 * gender ("lo/la") are avoided. Planes de $0 de prima son "prima cero", nunca "gratis" (docs/product/decisions.md#d-14).
 * One file per language, typed as the same `WordTable`, so a translator works in one place and a missing
 * line fails to compile.
 */

import { joinSpanishList, lowerFirst, moneyRange, upperFirst, usDollars } from "./format.js";
import { pluralOf, product, products } from "./grammar.js";
import type { ObjectionText, PolicyView, Representative, WordsContext, WordTable } from "./table.js";
import { urgencyFactFor } from "./urgency.js";

const list = joinSpanishList;
const who = (ctx: WordsContext): string => ctx.name ?? "su cliente";
const REPRESENTATIVE_NOUNS: Record<Representative["relation"], [male: string, female: string, any: string]> =
  {
    spouse: ["el esposo", "la esposa", "el cónyuge"],
    child: ["el hijo", "la hija", "el hijo o la hija"],
    parent: ["el padre", "la madre", "el padre o la madre"],
    other: ["el familiar", "la familiar", "el familiar"],
  };
const representativeNoun = (r: Representative): string =>
  REPRESENTATIVE_NOUNS[r.relation][r.gender === "male" ? 0 : r.gender === "female" ? 1 : 2];
/** Quien habla con el agente y decide: el familiar que actúa por un cliente con demencia, o el cliente. */
const decider = (ctx: WordsContext): string => {
  const r = ctx.representative;
  return r ? (r.name ?? representativeNoun(r)) : who(ctx);
};
/** "a la hija", "al hijo": the personal "a" joined to the article. */
const toPerson = (s: string): string => (s.startsWith("el ") ? `al ${s.slice(3)}` : `a ${s}`);
const representativeFull = (r: Representative): string =>
  r.name ? `${r.name} (${representativeNoun(r)})` : representativeNoun(r);
/** Product names with their articles ("el seguro de gastos finales y la anualidad fija"). */
const names = (policies: readonly PolicyView[], form: "the" | "of" = "the"): string =>
  products(
    "es",
    policies.map((p) => p.product),
    form,
  );
const presentedOr = (ctx: WordsContext, form: "the" | "of" = "the"): string =>
  ctx.presented.length > 0
    ? names(ctx.presented, form)
    : form === "of"
      ? "de los productos que acordamos"
      : "los productos que acordamos";
const isAnnuity = (p: PolicyView): boolean =>
  p.product === "fixed_annuity" || p.product === "indexed_annuity";
const isLife = (ctx: WordsContext): boolean =>
  ctx.products.has("final_expense") ||
  ctx.products.has("term_life") ||
  ctx.products.has("whole_life") ||
  ctx.products.has("iul");

function policyLine(p: PolicyView): string {
  const head = p.coverage ? `${p.name} (${p.coverage})` : p.name;
  const carrier = p.carrier ? `, cotizando primero con ${p.carrier}` : "";
  const why = p.why ? `: ${p.why}` : "";
  return `${head}${carrier}${why}. ${upperFirst(p.price)}.`;
}

function annuityNote(ctx: WordsContext, policies: readonly PolicyView[]): string {
  return policies.some(isAnnuity)
    ? ` Recomiende la anualidad solo cuando pueda documentar por qué es lo que más le conviene a ${who(ctx)}.`
    : "";
}

function deferredSentence(ctx: WordsContext): string {
  return `No mencione ${names(ctx.deferred)} en esta cita de Medicare: hable de eso solo si ${who(ctx)} lo pide, o en una cita aparte programada para eso.`;
}

const lockUpMoney = (): ObjectionText => ({
  objection: "No quiero dejar mi dinero amarrado.",
  response:
    "Tiene toda la razón en cuidar eso: tener dinero a la mano es importante. Primero decidamos juntos cuánto se queda en sus ahorros para emergencias; aquí solo iría dinero que no va a necesitar durante el período de cargos por rescate. Muchos contratos además le permiten retirar una parte cada año sin cargo por rescate, y antes de que decida le voy a mostrar las condiciones exactas de este.",
});

const buyTermInstead = (extra: string) => (): ObjectionText => ({
  objection: "Prefiero comprar un seguro a término e invertir la diferencia.",
  response: `Eso le puede funcionar, y con gusto comparamos las dos opciones lado a lado. La verdadera pregunta es qué quiere que haga este dinero: el seguro a término cubre un número fijo de años; la cobertura permanente dura toda la vida y acumula valor en efectivo.${extra} ¿Qué es más importante para usted?`,
});

const laterFact = "su tarifa se basa en su edad y su salud el día en que hace la solicitud.";
const startFact =
  "la cobertura empieza solo cuando se aprueba la solicitud, y algunos beneficios tienen períodos de espera.";
const enrollmentFact =
  "los cambios de plan de Medicare solo se pueden hacer en ciertos períodos, como el Período de Inscripción Anual, del 15 de octubre al 7 de diciembre.";
const annuityFact =
  "no hay prisa. Las tasas de los contratos nuevos cambian con el tiempo, así que voy a confirmar con usted la tasa vigente antes de que decida.";

export const es: WordTable = {
  language: "es",

  money: usDollars,
  range: (amount) => moneyRange(amount, usDollars, "–"),
  monthly: (range) => `${range} al mes`,
  single: (range) => `prima única de ${range}`,
  about: (amount) => `alrededor de ${amount}`,
  zeroPremium: "prima cero",
  list,

  placeholders: { agentName: "[su nombre]", agency: "[agencia]" },
  productName: {
    medicare_advantage: "Medicare Advantage",
    medicare_supplement: "Seguro Suplementario de Medicare",
    part_d: "plan de medicamentos de la Parte D",
    final_expense: "seguro de gastos finales",
    term_life: "seguro de vida a término",
    whole_life: "seguro de vida entera",
    iul: "seguro de vida universal indexado",
    fixed_annuity: "anualidad fija",
    indexed_annuity: "anualidad indexada fija",
    long_term_care: "seguro de cuidado a largo plazo",
    hospital_indemnity: "seguro de indemnización hospitalaria",
    cancer: "seguro contra el cáncer",
    dental_vision_hearing: "seguro dental, de visión y audición",
  },

  goals: {
    final_expenses: "los gastos finales",
    protect_family: "la protección de su familia",
    mortgage: "el pago de la hipoteca",
    income_replacement: "reemplazar sus ingresos",
    retirement_income: "ingresos para la jubilación",
    safe_growth: "el crecimiento seguro de sus ahorros",
    legacy: "dejar un legado",
    medical_costs: "los gastos médicos",
    long_term_care: "el cuidado a largo plazo",
    dental_vision_hearing: "la cobertura dental, de visión y audición",
    lower_premiums: "pagar primas más bajas",
    prescriptions: "el costo de las recetas",
    hospital_costs: "los gastos de hospital",
    cancer_protection: "la protección contra el cáncer",
    tax_advantaged_growth: "el crecimiento con impuestos diferidos",
    debt_payoff: "el pago de deudas",
    education: "los gastos de educación",
  },

  missingQuestion: {
    age: "¿Cuál es su fecha de nacimiento?",
    needs: "¿Qué le hizo empezar a buscar cobertura ahora, y qué le gustaría que cubriera?",
    state: "¿En qué estado vive y cuál es su código postal?",
    health:
      "¿Cómo está de salud en general? ¿Está en tratamiento por alguna condición o ha estado en el hospital en los últimos dos años?",
    smoker: "¿Ha usado tabaco o nicotina en los últimos 12 meses?",
    current_coverage: "¿Qué cobertura tiene hoy: partes de Medicare, un plan del trabajo, seguro de vida?",
    budget: "¿Qué cantidad al mes le resultaría cómoda, sin apretar su presupuesto?",
    income: "Más o menos, ¿cuáles son los ingresos de su hogar?",
    savings: "¿Cuánto tiene aproximadamente en ahorros, y cuánto necesita tener a la mano?",
    dependents: "¿Alguien depende de usted económicamente: su pareja, hijos, nietos?",
    marital_status: "¿Está casado o casada? ¿Su pareja también está buscando cobertura?",
    medications: "¿Qué medicamentos recetados toma, y en qué dosis?",
    doctors: "¿Qué médicos y hospitales quiere conservar?",
    beneficiary: "¿Quién le gustaría que recibiera este dinero?",
  },

  missingLabel: {
    age: "edad",
    needs: "qué quiere cubrir",
    state: "estado",
    health: "salud",
    smoker: "uso de tabaco",
    current_coverage: "cobertura actual",
    budget: "presupuesto",
    income: "ingresos",
    savings: "ahorros",
    dependents: "dependientes",
    marital_status: "estado civil",
    medications: "medicamentos",
    doctors: "médicos",
    beneficiary: "beneficiario",
  },

  tpmo: {
    organizationsPlaceholder: "[número de organizaciones]",
    plansPlaceholder: "[número de planes]",
    notAllPlans: (organizations, plans) =>
      `No ofrecemos todos los planes disponibles en su área. Actualmente representamos a ${organizations} organizaciones que ofrecen ${plans} productos en su área. Comuníquese con Medicare.gov, 1-800-MEDICARE o con el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de su localidad para obtener información sobre todas sus opciones.`,
    allPlans: (organizations, plans) =>
      `Actualmente representamos a ${organizations} organizaciones que ofrecen ${plans} productos en su área. Siempre puede comunicarse con Medicare.gov, 1-800-MEDICARE o con el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de su localidad para recibir ayuda con la elección de un plan.`,
  },

  summary: (ctx) => {
    const parts: string[] = [];
    if (ctx.name) parts.push(ctx.name);
    if (ctx.age !== undefined) parts.push(`${ctx.age} años`);
    if (ctx.state) parts.push(ctx.state);
    const client = parts.length > 0 ? parts.join(", ") : "Cliente nuevo";
    const all = [...ctx.presented, ...ctx.deferred];
    if (all.length === 0) return `${client} — todavía sin póliza recomendada`;
    const products = all.map((p) => p.name).join(" + ");
    return ctx.total ? `${client} — ${products}, ${ctx.total}` : `${client} — ${products}`;
  },

  talkTrack: {
    rapport: (ctx) => {
      const goals =
        ctx.goals.length > 0 ? `; muestre que recuerda lo que le importa (${list(ctx.goals)})` : "";
      const r = ctx.representative;
      if (r) {
        return `Confianza: salude ${toPerson(representativeFull(r))} por su nombre, agradézcale su tiempo y pregúntele cómo está antes de hablar de negocios; incluya ${toPerson(who(ctx))} en la conversación en la medida en que pueda${goals}.`;
      }
      return `Confianza: salude a ${who(ctx)} por su nombre, agradézcale su tiempo y pregúntele cómo está antes de hablar de negocios${goals}.`;
    },
    agenda: (ctx) => {
      const plan = `Luego acuerden el plan: usted hace preguntas, muestra lo que le conviene y ${decider(ctx)} decide.`;
      if (!ctx.medicare) return `Permiso y agenda: pida permiso para hacerle algunas preguntas. ${plan}`;
      const timing =
        ctx.rules === "cy2027"
          ? "antes de hablar de cualquier beneficio"
          : "en el primer minuto, antes de hablar de cualquier beneficio";
      if (ctx.scopeOfAppointment) {
        return `Permiso y agenda: lea el aviso de Medicare del guion de apertura ${timing}, confirme que el Alcance de la Cita (SOA) incluye ${presentedOr(ctx)} y hable solo de eso. ${plan}`;
      }
      return `Permiso y agenda: lea el aviso de Medicare del guion de apertura ${timing}, y confirme que hoy verán ${presentedOr(ctx)}. Si ${decider(ctx)} pregunta por Medicare Advantage o la Parte D, registre un Alcance de la Cita (SOA) antes de hablar de eso. ${plan}`;
    },
    discovery: (ctx) => {
      let text = `Descubrimiento: haga las preguntas de descubrimiento${
        ctx.missingLabels.length > 0
          ? `, empezando por lo que todavía no sabe (${list(ctx.missingLabels)})`
          : ""
      }. Escuche más de lo que habla y anote las palabras exactas de ${decider(ctx)}: las va a usar al presentar.`;
      if (ctx.representative) {
        text += ` Con demencia, decide ${decider(ctx)}: antes de cualquier solicitud, confirme que el poder notarial o la tutela cubre las decisiones de seguros y guarde una copia en el expediente${
          ctx.medicare
            ? `; para un plan de Medicare, un representante autorizado por la ley del estado inscribe ${toPerson(who(ctx))}`
            : ""
        }.`;
      }
      if (ctx.presentedProducts.has("final_expense") && ctx.finalExpenseHealthQuestions) {
        text +=
          " Para gastos finales, haga las preguntas de salud (oxígeno, diálisis, hospitalizaciones, cáncer en los últimos 12 meses) antes de cotizar.";
      }
      if (ctx.presented.some(isAnnuity)) {
        text +=
          " Para la anualidad, cubra la necesidad de liquidez, el horizonte de tiempo y la tolerancia al riesgo: la norma de mejor interés le exige documentarlos.";
      }
      return text;
    },
    presentCore: (ctx) =>
      ctx.core.length > 0
        ? `Presente la base: ${ctx.core.map(policyLine).join(" ")}${annuityNote(ctx, ctx.core)}`
        : `Presente la base: empiece por la necesidad que más le importa a ${who(ctx)} y muestre cómo la cobertura la resuelve.`,
    presentAddOns: (ctx) =>
      `Presente los complementos, cada uno ligado a un hueco que deja la base: ${ctx.addOns.map(policyLine).join(" ")}${annuityNote(
        ctx,
        ctx.addOns,
      )}${ctx.deferred.length > 0 ? ` ${deferredSentence(ctx)}` : ""}`,
    deferred: (ctx) => `Venta cruzada: ${lowerFirst(deferredSentence(ctx))}`,
    separate: (ctx, line) =>
      line === "medicare"
        ? `Cita aparte: Medicare no forma parte de la conversación de hoy. Si ${decider(ctx)} quiere revisar su Medicare, programe una cita solo para eso y registre antes el Alcance de la Cita (Scope of Appointment).`
        : `Cita aparte: los seguros de vida y las anualidades quedan fuera de esta cita de Medicare. Si ${decider(ctx)} pregunta por ellos, programe una cita aparte.`,
    concerns: (ctx) => {
      let text = `Atienda las inquietudes: aclare antes de responder ("Cuando dice que es mucho, ¿se refiere a la cantidad mensual, o a si vale la pena?") y luego use las tarjetas de objeciones.`;
      if (ctx.budget) {
        text += ctx.overBudget
          ? ` El estimado pasa de los ${ctx.budget} que mencionó ${decider(ctx)}: empiece por la base y presente los complementos como opcionales.`
          : ` El estimado cabe en los ${ctx.budget} que mencionó ${decider(ctx)}; dígaselo.`;
      }
      return text;
    },
    close: (ctx) =>
      `Cierre: pida la decisión con una opción sencilla y sin presión (guion de cierre). Si ${decider(ctx)} quiere pensarlo o consultarlo con la familia, agende la próxima conversación antes de terminar.`,
    nextSteps: (ctx) =>
      `Próximos pasos: explique lo que sigue (la solicitud o inscripción, las preguntas de salud si las hay y cuándo empieza la cobertura)${
        ctx.presentedProducts.has("final_expense")
          ? `, fije el primer cargo de la prima para el día en que ${who(ctx)} recibe sus ingresos (por ejemplo, el depósito del Seguro Social)`
          : ""
      } y confirme su llamada de seguimiento dentro de 48 horas.`,
  },

  scripts: {
    opening: (ctx) => {
      const greeted = ctx.representative ? ctx.representative.name : ctx.name;
      const hello = greeted ? `Hola, ${greeted}, ¿cómo está?` : "Hola, ¿cómo está?";
      const intro = `${hello} Le habla ${ctx.agentName}, agente de seguros con licencia, de ${ctx.agency}. Gracias por darme su tiempo hoy.`;
      if (ctx.medicare) {
        const scope = ctx.scopeOfAppointment
          ? `Como acordamos en su Alcance de la Cita, hoy vamos a hablar solamente ${presentedOr(ctx, "of")}.`
          : `Hoy vamos a revisar ${presentedOr(ctx)}.`;
        return `${intro} ${ctx.tpmo} ${scope} Le voy a preguntar por sus médicos, sus medicamentos y su presupuesto, le muestro lo que le conviene y usted decide. ¿Le parece bien?`;
      }
      const lead =
        ctx.goals.length > 0
          ? `Me comentó que está pensando en ${list(ctx.goals)}, así que me gustaría`
          : "Para recomendarle lo correcto, me gustaría";
      return `${intro} ${lead} hacerle algunas preguntas, mostrarle lo que le conviene y que luego usted decida lo que tiene sentido. ¿Le parece justo?`;
    },
    transition: (ctx) => {
      const about = ctx.goals.length > 0 ? ` sobre ${list(ctx.goals)}` : "";
      const lead = ctx.lead;
      if (!lead) {
        return `Gracias, eso me ayuda mucho. Con lo que me ha contado${about}, le voy a mostrar lo que le recomiendo y por qué; interrúmpame cuando quiera con cualquier pregunta.`;
      }
      const rest = ctx.presented.filter((p) => p !== lead);
      const gaps =
        rest.length > 0
          ? ` Luego, ${names(rest)} ${rest.length === 1 ? "cubre" : "cubren"} los huecos que deja.`
          : "";
      return `Gracias, eso me ayuda mucho. Con lo que me ha contado${about}, yo armaría todo alrededor ${product("es", lead.product, "of")}: es lo que hace el trabajo principal.${gaps} Le explico ${rest.length > 0 ? "cada uno" : "cómo funciona"}; interrúmpame cuando quiera con cualquier pregunta.`;
    },
    close: (ctx) => {
      const base = `Por todo lo que hemos visto, ${ctx.lead ? product("es", ctx.lead.product) : "esta cobertura"} responde a lo que usted me dijo que más le importa.`;
      if (ctx.presentedProducts.has("final_expense")) {
        return `${base} Si le parece bien, empecemos la solicitud. Para el pago mensual, ¿qué fecha le queda mejor: el día en que le llega el Seguro Social, u otro día?`;
      }
      const step = ctx.medicare && ctx.scopeOfAppointment ? "su inscripción" : "la solicitud";
      return `${base} ¿Le gustaría empezar ${step} ahora, o prefiere revisarlo con su familia y terminarlo juntos el [día]? De cualquier forma, estoy aquí para cualquier pregunta.`;
    },
  },

  discovery: {
    byProduct: {
      medicare_advantage: [
        {
          fact: "doctors",
          text: "¿Qué médicos y hospitales quiere conservar? Voy a verificar cada uno en la red del plan.",
        },
        {
          fact: "medications",
          text: "¿Qué medicamentos recetados toma? Voy a verificar cada uno en la lista de medicamentos del plan.",
        },
        { text: "¿Viaja seguido, o ve a algún médico en otro estado?" },
      ],
      medicare_supplement: [
        { fact: "doctors", text: "¿Qué médicos quiere seguir viendo?" },
        {
          text: "¿Su pareja también está buscando un Seguro Suplementario de Medicare? Algunas aseguradoras ofrecen descuento por hogar.",
        },
        { fact: "current_coverage", text: "¿Cómo cubre hoy sus medicamentos recetados?" },
      ],
      part_d: [
        { fact: "medications", text: "¿Qué medicamentos recetados toma, y en qué dosis?" },
        { text: "¿En qué farmacia los compra?" },
      ],
      final_expense: [
        { fact: "beneficiary", text: "¿Quién le gustaría que recibiera este dinero?" },
        { text: "¿Qué quiere que cubra primero: el funeral, alguna deuda, algo para la familia?" },
        {
          fact: "health",
          text: "En los últimos 12 meses, ¿ha estado en el hospital más de una vez, ha usado oxígeno o diálisis, o ha recibido tratamiento contra el cáncer?",
        },
      ],
      term_life: [
        { fact: "beneficiary", text: "¿Quién le gustaría que recibiera este dinero?" },
        {
          text: "¿Cuántos años necesitaría su familia sus ingresos, y cuánto le falta por pagar de la hipoteca?",
        },
      ],
      whole_life: [
        { fact: "beneficiary", text: "¿Quién le gustaría que recibiera este dinero?" },
        { text: "¿Quiere una cobertura que dure toda la vida, o por un número fijo de años?" },
      ],
      iul: [
        { fact: "beneficiary", text: "¿Quién le gustaría que recibiera este dinero?" },
        {
          text: "Además de la protección, ¿cómo le gustaría usar el valor en efectivo más adelante: ingresos para la jubilación, emergencias?",
        },
      ],
      fixed_annuity: [
        {
          text: "¿Cuánto de estos ahorros podría necesitar en los próximos años, para emergencias o gastos grandes?",
        },
        { text: "¿Cuándo le gustaría que este dinero empezara a pagarle, si es que quiere ingresos?" },
        {
          text: "¿Dónde está el dinero hoy: en una cuenta de banco, un certificado de depósito, una IRA o un 401(k)?",
        },
      ],
      indexed_annuity: [
        {
          text: "¿Cuánto de estos ahorros podría necesitar en los próximos años, para emergencias o gastos grandes?",
        },
        { text: "¿Cuándo le gustaría que este dinero empezara a pagarle, si es que quiere ingresos?" },
        { text: "¿Cómo se sentiría si su saldo no creciera en un año en que baja el mercado?" },
      ],
      long_term_care: [
        { text: "Si algún día necesitara ayuda en casa, ¿quién se la daría y cómo la pagaría?" },
      ],
      hospital_indemnity: [
        {
          text: "Si pasara cinco días en el hospital, ¿cómo cubriría los copagos y las cuentas de la casa?",
        },
      ],
      cancer: [{ text: "¿Ha habido cáncer en su familia? ¿Cómo les afectó económicamente?" }],
      dental_vision_hearing: [
        {
          text: "¿Cuándo fue al dentista o se revisó la vista por última vez? ¿Hay algún tratamiento que haya ido posponiendo?",
        },
      ],
    },
    fallback: [
      "¿Qué es lo más importante para usted al escoger una cobertura?",
      "¿Quién más le ayuda a tomar decisiones como esta?",
      "¿Qué le ha funcionado, y qué no, con las coberturas que ha tenido antes?",
    ],
  },

  objections: {
    affordability: (ctx) => ({
      objection: "Es más de lo que puedo pagar ahorita.",
      response: `Lo entiendo, y le agradezco que me lo diga. ¿Me permite preguntarle: es la cantidad mensual en sí, o si vale la pena?${
        ctx.budget ? ` Usted mencionó unos ${ctx.budget}.` : ""
      }${
        ctx.lead
          ? ` Si es la cantidad mensual, podemos empezar solo con ${product("es", ctx.lead.product)}, ${ctx.lead.price === es.zeroPremium ? "con" : "por"} ${ctx.lead.price}, y agregar lo demás después, o ajustar la cobertura.`
          : " Si es la cantidad mensual, podemos empezar con menos y ajustar la cobertura."
      } Si es el valor, veamos juntos cuánto le costaría quedarse sin esta protección.`,
    }),
    trust: (ctx) => ({
      objection: "¿Cómo sé que no me está vendiendo lo que más le paga a usted?",
      response: `Es una pregunta justa, y yo también la haría. Usted no me paga honorarios: me paga la compañía de seguros, y con gusto le explico cómo${
        ctx.presented.some(isAnnuity) ? ", por escrito" : ""
      }. Le he mostrado por qué cada parte le conviene en su situación, y puede verificar mi licencia con el departamento de seguros de su estado${
        ctx.medicare ? ", y comparar todas las opciones en Medicare.gov o al 1-800-MEDICARE" : ""
      }. ¿Qué le ayudaría a sentirse en confianza?`,
    }),
    need: (ctx) => ({
      objection: "No creo que necesite esto.",
      response: `Lo entiendo; muchas personas piensan así hasta que ven lo que no está cubierto. ${
        ctx.lead ? es.needGap[ctx.lead.product] : "Veamos qué gastos le deja su cobertura actual."
      } ¿Cómo lo resolvería hoy? Si ya lo tiene cubierto, lo quitamos de la mesa.`,
    }),
    urgency: (ctx) => ({
      objection: "Quiero pensarlo y hablarlo con mi familia.",
      response: `Claro que sí. Es una decisión importante, y prefiero que tome la decisión con toda confianza. ¿Qué parte le gustaría pensar, para conseguirle la respuesta? ¿Le ayudaría que su familia estuviera en nuestra próxima llamada?${
        ctx.lead ? ` Algo para tener en cuenta: ${urgencyFactFor(es, ctx)}` : ""
      } ¿Le parece si quedamos el [día] para terminar?`,
    }),
    byProduct: {
      medicare_supplement: () => ({
        objection: "Mi vecino paga $0 por su plan. ¿Por qué voy a pagar yo una prima?",
        response:
          "Tiene sentido; nadie quiere pagar más de lo necesario. Al comparar, lo que uno descubre es que los planes funcionan distinto cuando se usan. Un plan Medicare Advantage de prima cero le puede servir a algunas personas: usted sigue pagando la prima de la Parte B, y paga copagos cada vez que usa servicios, dentro de una red. Con un Seguro Suplementario de Medicare paga una prima mensual, y a cambio sus gastos son predecibles y puede ver a cualquier médico del país que acepte Medicare. ¿Qué le importa más: la prima más baja, o saber de antemano cuánto va a pagar?",
      }),
      medicare_advantage: () => ({
        objection: "Me preocupa no poder seguir con mis médicos.",
        response:
          "Es una preocupación importante, y qué bueno que lo menciona. Antes de decidir nada, revisemos juntos a cada uno de sus médicos en la red del plan, uno por uno. Si falta alguno, vemos otro plan o un Seguro Suplementario de Medicare, que le permite ver a cualquier médico que acepte Medicare. ¿A qué médicos no quisiera dejar nunca?",
      }),
      part_d: () => ({
        objection: "Casi no tomo medicamentos. ¿Para qué necesito cobertura de medicamentos?",
        response:
          "Qué bueno que tiene buena salud, y ojalá siga así. Le explico por qué aun así le puede convenir: si pasa 63 días seguidos o más sin cobertura acreditable de medicamentos después de ser elegible, Medicare le agrega una multa por inscripción tardía cuando se inscriba, y la paga mientras tenga la Parte D. Un plan de prima baja le protege de eso, y de una receta nueva que no ve venir.",
      }),
      final_expense: () => ({
        objection: "Ya tengo dinero guardado para mi funeral.",
        response:
          "Eso es buena planificación, y lo respeto. ¿Me permite preguntarle cuánto es y dónde lo tiene? Algunas personas pensaban igual y luego vieron que los ahorros se van usando en otras cosas con los años, o que a la familia le toma tiempo poder usarlos. Una póliza de gastos finales le paga directamente a su beneficiario, así ese dinero tiene un solo propósito y sus ahorros quedan libres para todo lo demás. Si sus ahorros ya lo cubren, hacemos la póliza más pequeña o no la hacemos.",
      }),
      term_life: () => ({
        objection: "Soy joven y tengo buena salud; todavía no necesito seguro de vida.",
        response:
          "Qué bueno, y justamente por eso puede tener sentido ahora: su tarifa se basa en su edad y su salud cuando hace la solicitud, así que su buena salud juega a su favor. Déjeme preguntarle: si algo le pasara, ¿quién pagaría la hipoteca y las cuentas? El seguro a término está ahí para los años en que su familia depende de sus ingresos.",
      }),
      whole_life: buyTermInstead(""),
      iul: buyTermInstead(
        " En una póliza indexada, el interés acreditado depende del índice, de los topes y del contrato, y no está garantizado más allá de los valores garantizados del contrato; le voy a mostrar la ilustración, incluida la columna garantizada.",
      ),
      fixed_annuity: lockUpMoney,
      indexed_annuity: lockUpMoney,
      long_term_care: () => ({
        objection: "Medicare me va a pagar un hogar de ancianos si algún día lo necesito.",
        response:
          "Entiendo por qué lo piensa; mucha gente lo cree. Medicare no paga el cuidado de custodia a largo plazo, es decir, la ayuda diaria para bañarse, vestirse o comer, ni en casa ni en un centro. Sin un plan, ese costo sale de sus ahorros o de su familia. ¿Le gustaría ver cómo le ayudaría esta póliza si algún día pasa?",
      }),
      hospital_indemnity: () => ({
        objection: "Mi Medicare ya cubre las estancias en el hospital.",
        response:
          "Sí le ayuda, y eso es importante. El hueco es lo que le toca pagar a usted: los planes Medicare Advantage muchas veces cobran un copago diario por los primeros días en el hospital, hasta el límite anual de gastos de bolsillo del plan. Este plan le paga efectivo directamente a usted, tenga la cobertura que tenga, y usted decide en qué usarlo. ¿Le ayudaría tener ese colchón?",
      }),
      cancer: () => ({
        objection: "En mi familia no hay casos de cáncer.",
        response:
          "Me alegra saberlo, y ojalá nunca lo necesite. Un plan contra el cáncer no depende de los antecedentes familiares: le paga beneficios en efectivo directamente a usted, para el transporte al tratamiento, las cuentas de la casa o cualquier cosa que su seguro médico no pague. ¿Le daría tranquilidad tener ese colchón?",
      }),
      dental_vision_hearing: () => ({
        objection: "Casi no voy al dentista.",
        response:
          "Es válido. El detalle es este: Medicare Original y los Seguros Suplementarios de Medicare no cubren el cuidado dental, de la vista ni del oído de rutina, como limpiezas, lentes o audífonos. Los tratamientos dentales mayores suelen tener un período de espera, así que esta cobertura funciona mejor si ya la tiene antes de necesitarla. ¿Cuándo fue su último chequeo?",
      }),
    },
  },

  needGap: {
    medicare_advantage:
      "Medicare Original por sí solo no tiene un límite anual de gastos de bolsillo; un plan Medicare Advantage pone un tope a lo que paga dentro de la red cada año.",
    medicare_supplement:
      "Medicare Original por sí solo le deja pagando el 20% de la mayoría de los costos de la Parte B, sin límite anual.",
    part_d:
      "Sin cobertura de medicamentos, una sola receta nueva puede salir cara, e inscribirse tarde puede traer una multa que dura mientras tenga la Parte D.",
    final_expense:
      "Sin ella, el funeral lo paga su familia; según la Asociación Nacional de Directores de Funerarias (NFDA), la mediana nacional de un funeral con velorio y entierro fue de $8,300 en 2023.",
    term_life: "Si sus ingresos se detuvieran, su familia seguiría teniendo la hipoteca y las cuentas.",
    whole_life:
      "El seguro a término se acaba después de cierto número de años; la cobertura permanente está ahí cuando se necesite.",
    iul: "El seguro a término se acaba después de cierto número de años; la cobertura permanente está ahí cuando se necesite, y acumula valor en efectivo.",
    fixed_annuity:
      "El dinero en una cuenta de bajo interés puede perder terreno frente a la inflación; una anualidad fija acredita una tasa de interés establecida por un plazo fijo.",
    indexed_annuity:
      "El dinero en una cuenta de bajo interés puede perder terreno frente a la inflación; una anualidad indexada liga el crecimiento a un índice del mercado, dentro de los topes del contrato.",
    long_term_care:
      "Medicare no paga el cuidado de custodia a largo plazo, así que el cuidado en casa o en un centro saldría de sus ahorros.",
    hospital_indemnity:
      "Una estancia en el hospital puede traer copagos diarios y cuentas que su plan no paga.",
    cancer:
      "El tratamiento trae gastos que su seguro médico no paga: transporte, días sin trabajar, las cuentas de la casa.",
    dental_vision_hearing:
      "Medicare Original y los Seguros Suplementarios de Medicare no cubren el cuidado dental, de la vista ni del oído de rutina.",
  },

  urgencyFactYearRoundMedigap:
    "en su estado Medigap se vende todo el año sin preguntas de salud, así que no hay una fecha límite: podemos tomarnos el tiempo para elegir bien.",
  urgencyFact: {
    medicare_supplement:
      "si está dentro de su período de inscripción abierta de Medigap, los seis meses después de que empieza su Parte B a los 65 años o más, las aseguradoras no pueden rechazarle ni cobrarle más por su salud; después, normalmente hay preguntas de salud.",
    medicare_advantage: enrollmentFact,
    part_d: `${enrollmentFact} Y pasar 63 días o más sin cobertura de medicamentos puede significar una multa duradera.`,
    final_expense: laterFact,
    term_life: laterFact,
    whole_life: laterFact,
    iul: laterFact,
    fixed_annuity: annuityFact,
    indexed_annuity: annuityFact,
    long_term_care:
      "las primas se basan en su edad al hacer la solicitud, y un cambio de salud puede hacer más difícil calificar.",
    hospital_indemnity: startFact,
    cancer: startFact,
    dental_vision_hearing: startFact,
  },

  followUp: {
    checkIn: (ctx) => ({
      when: "Dentro de 48 horas",
      action: `Llame a ${who(ctx)} para resolver cualquier duda que haya surgido después de la reunión y confirmar el siguiente paso. Que sea una llamada breve y útil.`,
    }),
    status: (ctx) => ({
      when: "En 5 días hábiles",
      action: `Revise con la aseguradora el estado de la solicitud o inscripción e infórmele a ${who(ctx)}: aprobada, pendiente (y qué falta) o el siguiente paso.`,
    }),
    finalExpenseDraft: (ctx) => ({
      when: "Antes del primer cargo de la prima",
      action: `Recuérdele a ${who(ctx)} la fecha del cargo y confirme que la cuenta tendrá los fondos ese día.`,
    }),
    annuityDelivery: (ctx) => ({
      when: "Al entregar el contrato",
      action: `Revise el contrato con ${who(ctx)}: calendario de cargos por rescate, condiciones de retiro anual y el período de examen durante el cual puede devolverlo.`,
    }),
    review: (ctx) => ({
      when: "A los 90 días",
      action: `Llamada de revisión: confirme que la cobertura está vigente y funcionando como se esperaba, responda preguntas nuevas${
        isLife(ctx) ? ", confirme los beneficiarios" : ""
      } y pregunte si alguien cercano a ${who(ctx)} agradecería la misma revisión.`,
    }),
    annualMedicare: (ctx) => ({
      when: "Cada año, antes del Período de Inscripción Anual (15 de octubre – 7 de diciembre)",
      action: `Revisión anual de Medicare: vuelva a revisar los médicos y medicamentos de ${who(ctx)} y los cambios del plan para el año siguiente${
        ctx.scopeOfAppointment
          ? "; registre un nuevo Alcance de la Cita antes de hablar de planes Medicare Advantage o de la Parte D"
          : ""
      }.`,
    }),
  },

  compliance: {
    nonAffiliation:
      "No estamos afiliados ni respaldados por el gobierno de los EE. UU. ni por el programa federal de Medicare.",
    zeroPremium:
      'Diga "prima cero" para los planes de $0 de prima, y recuérdele al cliente que la prima de la Parte B se sigue pagando.',
    disclaimerTiming: (rules) =>
      rules === "cy2027"
        ? "Dé el aviso de Medicare antes de hablar de cualquier beneficio del plan, e inclúyalo en correos electrónicos, mensajes de texto y chats."
        : "Dé el aviso de Medicare dentro del primer minuto de una llamada de ventas (desde el mercadeo de CY2027: antes de hablar de cualquier beneficio), e inclúyalo en correos electrónicos, mensajes de texto y chats.",
    scopeOfAppointment: (rules) => {
      if (rules === "pre_cy2027") {
        return "Alcance de la Cita (SOA): debe estar firmado al menos 48 horas antes de una cita de ventas de Medicare Advantage o de la Parte D (excepciones: los últimos 4 días de un período de elección, y las llamadas o visitas sin cita que inicia el cliente), y solo se habla de los productos que incluye. Es válido por 12 meses; consérvelo 10 años.";
      }
      if (rules === "cy2027") {
        return "Alcance de la Cita (SOA): la espera de 48 horas ya no aplica al mercadeo de CY2027 (desde el 1 de octubre de 2026), pero registre el acuerdo del cliente antes de la cita (por escrito en citas en persona) y hable solo de los productos que incluye.";
      }
      return "Alcance de la Cita (SOA): registre el acuerdo del cliente antes de cualquier cita de Medicare Advantage o de la Parte D (por escrito en citas en persona) y hable solo de los productos que incluye. Antes del mercadeo de CY2027 (1 de octubre de 2026) debe firmarse al menos 48 horas antes, salvo en los últimos 4 días de un período de elección o cuando el cliente llama o llega sin cita.";
    },
    medigapOnlyScope:
      "Una cita solo de Medigap normalmente no requiere el Alcance de la Cita de CMS; registre uno antes de pasar a hablar de Medicare Advantage o de la Parte D.",
    crossSell: (ctx) =>
      `Venta cruzada: ${
        ctx.deferred.length > 0 ? names(ctx.deferred) : "los seguros de vida y las anualidades"
      } ${
        ctx.deferred.length === 0 ||
        pluralOf(
          "es",
          [...ctx.deferred].map((p) => p.product),
        )
          ? "no se pueden"
          : "no se puede"
      } promocionar durante una cita de Medicare Advantage o de la Parte D. Hable de eso solo si ${who(ctx)} lo pide, o en una cita aparte.`,
    annuityGuaranty: (limit) =>
      `Colocación de la anualidad: el depósito puede superar el límite de ${limit} por aseguradora de la asociación de garantía del estado; considere repartirlo entre dos aseguradoras y nunca presente esa garantía como motivo de compra.`,
    annuityBestInterest:
      "Anualidad: norma de mejor interés del Modelo #275 de la NAIC. Conozca las finanzas del cliente, su necesidad de liquidez, su horizonte de tiempo y su tolerancia al riesgo; informe su función, los productos que ofrece y cómo se le paga; maneje los conflictos de interés; y documente por escrito por qué esta anualidad es lo que más le conviene al cliente. Verifique la versión y los formularios de su estado.",
    estimates:
      "Las primas y las comisiones son estimados; las tarifas finales dependen de la suscripción, la aseguradora y el estado.",
    clientEstimates:
      "Las primas son estimados; las tarifas finales dependen de la suscripción, la aseguradora y el estado.",
    agentOnly: "Las cifras de comisión son solo para el agente; nunca las comparta con el cliente.",
  },
};
