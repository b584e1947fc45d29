/**
 * Palabras del discurso en español (de usted, como se habla con un cliente del mercado sénior en EE. UU.).
 * Sin tasas de aprobación ni cifras que el motor no pueda respaldar (docs/product/decisions.md#d-15); solo primas, nunca la
 * remuneración del agente (docs/product/decisions.md#d-14); una prima de $0 es "prima cero".
 */
import { joinSpanishList } from "../../words/format.js";
import type { PolicyView } from "../../words/table.js";
import type { PitchContext, PitchTable } from "./table.js";

const ORDINAL = ["En primer lugar", "En segundo lugar", "En tercer lugar"];
const ORDINAL_ADJ = ["primera", "segunda", "tercera"];
const COUNT = ["una", "dos", "tres"];
const PROPER = /^(Medicare|Medigap|MA-PD|Parte)\b/;

const nameIn = (p: PolicyView): string =>
  PROPER.test(p.name) ? p.name : p.name.charAt(0).toLowerCase() + p.name.slice(1);
const hello = (c: PitchContext): string => (c.address ? `Buenos días, ${c.address}.` : "Buenos días.");
const hi = (c: PitchContext): string => `¡Hola${c.w.name ? `, ${c.w.name}` : ""}!`;
const who = (c: PitchContext): string => c.w.name ?? "su cliente";
const FEMININE = /^(anualidad|cobertura|póliza|protección|indemnización|renta)/i;
/** Spanish names take an article; "Medicare Advantage" is a plan ("un plan Medicare Advantage"). */
function withArticle(p: PolicyView, definite: boolean): string {
  const name = nameIn(p);
  if (/^Medicare Advantage/.test(name)) return `${definite ? "el" : "un"} plan ${name}`;
  const feminine = FEMININE.test(name);
  if (definite) return `${feminine ? "la" : "el"} ${name}`;
  return `${feminine ? "una" : "un"} ${name}`;
}
const names = (c: PitchContext): string => joinSpanishList(c.policies.map((p) => withArticle(p, true)));
const count = (c: PitchContext): string => COUNT[c.policies.length - 1] ?? String(c.policies.length);
function priceClause(p: PolicyView, c: PitchContext): string {
  const premium = c.premium(p);
  if (premium.kind === "zero") return "con prima cero";
  return premium.kind === "single"
    ? `con una prima única de alrededor de ${premium.text}`
    : `por ${premium.text}`;
}
const conversationalOrdinal = (i: number, n: number): string =>
  i === 0 ? "Para empezar" : i === n - 1 ? "Y por último" : "Luego";

export const pitchEs: PitchTable = {
  honorific: (gender, lastName) => `${gender === "female" ? "Sra." : "Sr."} ${lastName}`,
  nameIn: (p) => withArticle(p, true),

  opening: {
    professional: [
      (c) => `${hello(c)} Gracias por su tiempo.`,
      (c) => `${hello(c)} Gracias por atenderme hoy.`,
      (c) => `${hello(c)} Le agradezco su tiempo.`,
    ],
    conversational: [
      (c) => `${hi(c)} Muchas gracias por hacer un espacio para esto.`,
      (c) => `${hi(c)} ¡Qué gusto hablar con usted!`,
      (c) => `${hi(c)} Gracias por sacar un ratito para esto.`,
    ],
    educational: [
      (c) => `${hello(c)} Gracias por su tiempo.`,
      (c) => `${hello(c)} Gracias por atenderme.`,
      (c) => `${hello(c)} Le agradezco este rato.`,
    ],
  },

  purpose: {
    professional: () => "He revisado todo lo que me compartió y quisiera presentarle mi recomendación.",
    conversational: () =>
      "Me quedé pensando en lo que hablamos y le preparé algo que creo que le va a quedar muy bien.",
    educational: () =>
      "Antes de mostrarle cifras, quiero explicarle cómo armé esta propuesta, porque usted debe entender cada parte antes de decidir nada.",
  },

  situation: {
    professional: (c) => {
      const { goals, budget } = c.w;
      if (goals.length > 0)
        return `Según lo que conversamos, sus prioridades son ${joinSpanishList(goals)}${budget ? `, con un presupuesto cómodo de unos ${budget}` : ""}.`;
      return budget
        ? `Usted me pidió mantener esto en unos ${budget}.`
        : "Usted me pidió una cobertura que se ajuste a su situación actual.";
    },
    conversational: (c) => {
      const { goals, budget } = c.w;
      if (goals.length > 0)
        return `Me contó que lo que más le importa es ${joinSpanishList(goals)}${budget ? `, y que le gustaría quedarse alrededor de ${budget}` : ""}.`;
      return budget
        ? `Me contó que le gustaría quedarse alrededor de ${budget}.`
        : "Me contó que quiere una cobertura que tenga sentido para su situación de hoy.";
    },
    educational: (c) => {
      const { goals, budget, age } = c.w;
      const start = age !== undefined ? `A sus ${age} años, partimos` : "Partimos";
      if (goals.length > 0)
        return `${start} de sus objetivos: ${joinSpanishList(goals)}${budget ? `, con un presupuesto de unos ${budget}` : ""}.`;
      return budget
        ? `${start} de su presupuesto de unos ${budget}.`
        : `${start} de su situación actual y de lo que usted quiere proteger.`;
    },
  },

  disclaimerIntro: {
    professional: "Antes de hablar de cualquier plan, debo compartirle lo siguiente:",
    conversational: "Una cosa rápida antes de empezar: tengo la obligación de leerle esto:",
    educational: "Primero, un aviso importante que tengo la obligación de leerle:",
  },

  recommendIntro: {
    professional: (c) => `Mi recomendación tiene ${count(c)} partes: ${names(c)}.`,
    conversational: (c) => `Esto es lo que le armaría: ${names(c)}.`,
    educational: (c) =>
      `Le recomiendo ${count(c)} piezas que funcionan juntas: ${names(c)}. Vamos a verlas una por una.`,
  },

  policyShort: {
    professional: (p, i, c) => `${ORDINAL[i] ?? "Luego"}, ${nameIn(p)}, ${priceClause(p, c)}.`,
    conversational: (p, i, c) =>
      `${conversationalOrdinal(i, c.policies.length)}, ${nameIn(p)}, ${priceClause(p, c)}.`,
    educational: (p, i, c) =>
      `La ${ORDINAL_ADJ[i] ?? "siguiente"} pieza es ${nameIn(p)}, ${priceClause(p, c)}.`,
  },

  policyLead: {
    professional: (p, i) => `${ORDINAL[i] ?? "Luego"}, le recomiendo ${withArticle(p, false)}.`,
    conversational: (p, i, c) => `${conversationalOrdinal(i, c.policies.length)}, ${withArticle(p, false)}.`,
    educational: (p, i) => `Veamos la ${ORDINAL_ADJ[i] ?? "siguiente"} pieza: ${withArticle(p, true)}.`,
  },

  policyGap: {
    professional: (p, _i, c) => c.t.needGap[p.product],
    conversational: (p, _i, c) => `¿Por qué importa? ${c.t.needGap[p.product]}`,
    educational: (p, _i, c) => `Piénselo de esta manera. ${c.t.needGap[p.product]}`,
  },

  policyCoverage: (p) => (p.coverage ? `Cobertura: ${p.coverage}.` : ""),

  policyPrice: {
    professional: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "Está disponible con prima cero.";
      return premium.kind === "single"
        ? `Requiere una prima única de alrededor de ${premium.text}.`
        : `La prima estimada es de ${premium.text}.`;
    },
    conversational: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "Y puede salir con prima cero.";
      return premium.kind === "single"
        ? `Es un solo pago de alrededor de ${premium.text}.`
        : `Sale por ${premium.text}.`;
    },
    educational: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "Puede obtenerla con prima cero.";
      return premium.kind === "single"
        ? `Se financia una sola vez, con una prima única de alrededor de ${premium.text}.`
        : `Cuente con ${premium.text} para esta parte.`;
    },
  },

  policyCarrier: {
    professional: (p) => (p.carrier ? `Mi primera opción de aseguradora para esto es ${p.carrier}.` : ""),
    conversational: (p) => (p.carrier ? `Yo empezaría por ${p.carrier}.` : ""),
    educational: (p) =>
      p.carrier
        ? `Voy a comparar aseguradoras por usted, empezando por ${p.carrier}, la que mejor se ajusta a su caso.`
        : "",
  },

  timing: (fact) => `Algo que conviene saber: ${fact}`,

  bridge: {
    professional: () =>
      "Cada parte cubre un riesgo distinto y, juntas, evitan que esos gastos recaigan sobre usted o su familia.",
    conversational: () => "¿Hasta aquí todo tiene sentido?",
    educational: () =>
      "En resumen: cada pieza cubre un riesgo distinto y, juntas, funcionan como un solo plan.",
  },

  total: (total) => `En total, serían ${total}.`,
  withinBudget: (budget) => `Eso entra en los ${budget} que usted mencionó.`,
  overBudget: (budget, lead) =>
    `Eso pasa de los ${budget} que usted mencionó, así que podemos ajustar los montos, o empezar con ${lead} y agregar lo demás más adelante.`,
  deferredNote:
    "Usted también mencionó otra cobertura; la veremos en una cita aparte, para que hoy nos enfoquemos en sus opciones de Medicare.",
  applyHow: {
    professional: () =>
      "La solicitud es sencilla: repasamos las preguntas juntos y usted revisa cada respuesta antes de enviar nada.",
    conversational: () =>
      "La solicitud es fácil: vamos viendo las preguntas juntos, y usted ve cada respuesta antes de que se envíe.",
    educational: () =>
      "En la solicitud, repasamos las preguntas juntos y usted revisa cada respuesta antes de enviarla, así no va nada que usted no haya visto.",
  },
  priceConcern: {
    professional: () =>
      "Si la prima le preocupa, podemos ajustar los montos de cobertura en lugar de dejar una necesidad sin cubrir.",
    conversational: () =>
      "Y si el precio le queda pesado, dígamelo: podemos ajustar los montos en vez de dejar algo sin cubrir.",
    educational: () =>
      "Si alguna prima le parece alta, podemos bajar el monto de cobertura en lugar de quitar una pieza, para no dejar ninguna necesidad sin cubrir.",
  },
  commonQuestion: (question, answer) =>
    `Una pregunta que escucho mucho en este momento: «${question}» ${answer}`,
  estimateNote:
    "Estas cifras son estimaciones; la aseguradora confirma la prima final cuando revisa su solicitud.",

  thinkItOver: {
    professional: () =>
      "Si prefiere tomarse un tiempo para pensarlo, está perfectamente bien: le dejo un resumen por escrito y hablamos de nuevo cuando le convenga.",
    conversational: () =>
      "Y si lo quiere consultar con la almohada, no hay problema: le dejo un resumen por escrito y hablamos cuando le quede bien.",
    educational: () =>
      "Si quiere tomarse un tiempo para pensarlo, me parece muy sensato: le dejo por escrito un resumen de todo lo que vimos para que lo revise con calma.",
  },
  recap: {
    professional: (c, total) =>
      `En resumen: ${names(c)}${total ? `, por ${total}` : ""}, con una revisión juntos dentro de 90 días.`,
    conversational: (c, total) =>
      `Entonces serían ${names(c)}${total ? `, ${total} en total` : ""}, y nos volvemos a ver en 90 días.`,
    educational: (c, total) =>
      `Repasemos: ${names(c)}${total ? `, ${total} en total` : ""}, y una revisión a los 90 días para que siempre sepa en qué punto está.`,
  },

  nextSteps: {
    professional: () =>
      "Si esto responde a sus necesidades, podemos completar la solicitud hoy mismo. Le daré seguimiento dentro de 48 horas para resolver cualquier duda, y le informaré sobre la solicitud dentro de 5 días hábiles.",
    conversational: () =>
      "Si le parece bien, podemos empezar la solicitud hoy. Le llamo dentro de 48 horas por si le surge algo, y dentro de 5 días hábiles le cuento cómo va la solicitud.",
    educational: () =>
      "Esto es lo que sigue: completamos la solicitud juntos y la aseguradora la revisa. Le llamaré dentro de 48 horas para aclarar lo que haya surgido, y otra vez dentro de 5 días hábiles con el estado de la solicitud.",
  },

  review: {
    professional: () =>
      "Dentro de 90 días nos reuniremos de nuevo para revisar su cobertura y asegurarnos de que funcione como debe.",
    conversational: () =>
      "Y dentro de 90 días nos sentamos otra vez para confirmar que todo esté funcionando como debe.",
    educational: () =>
      "Dentro de 90 días revisaremos juntos su cobertura, para que sepa exactamente qué tiene y cómo usarla.",
  },

  close: {
    professional: [
      () => "¿Tiene alguna pregunta antes de que sigamos con la solicitud?",
      () => "¿Qué dudas le puedo aclarar antes de empezar la solicitud?",
      () => "¿Repasamos algo antes de comenzar con la solicitud?",
    ],
    conversational: [
      () => "¿Qué le parece? Si le convence, podemos empezar hoy mismo.",
      () => "¿Cómo lo ve? Si está de acuerdo, arrancamos hoy mismo.",
      () => "¿Qué opina? Si le parece bien, empezamos hoy mismo.",
    ],
    educational: [
      () => "¿Qué preguntas tiene? Quiero que tenga total tranquilidad antes de decidir cualquier cosa.",
      () => "¿Le explico de nuevo alguna parte? Sin prisa: quiero que decida con seguridad.",
      () => "¿Qué quiere revisar con más detalle? Tómese su tiempo: la decisión es suya.",
    ],
  },

  questionsInvite: "Deténgame en cualquier momento si algo no queda claro.",

  followUp: {
    recap: (c) => ({
      when: "El mismo día",
      action: `Envíe a ${who(c)} una nota breve de agradecimiento que resuma lo que le presentó (${names(c)}), las primas estimadas y su número directo.`,
    }),
    policyDelivery: (c) => ({
      when: "Cuando lleguen los documentos de la póliza",
      action: `Revíselos con ${who(c)}: qué cubre, la prima y la fecha de pago, y a quién llamar para un reclamo.`,
    }),
  },

  referralScript: {
    professional: (c) =>
      `${c.address ? `${c.address}, gracias` : "Gracias"} por confiarme su cobertura. Buena parte de mi trabajo viene de recomendaciones de clientes como usted. ¿Hay alguien que le importe, un amigo, un vecino o un familiar, que agradecería una revisión como esta? Si es así, ¿le pasaría mi número, o le preguntaría si le gustaría que yo le llame? Le atenderé con el mismo cuidado y sin ninguna presión.`,
    conversational: (c) =>
      `Me ha dado mucho gusto trabajar con usted${c.w.name ? `, ${c.w.name}` : ""}. La mayoría de mis clientes nuevos llegan porque alguien como usted se lo contó a un amigo. ¿Conoce a alguien a quien le vendría bien revisar su cobertura así? Puede pasarle mi número, o preguntarle si está bien que yo le llame. Sin ninguna presión.`,
    educational: () =>
      "Mucha gente no sabe lo que su cobertura deja fuera hasta que la necesita. Si alguien que usted conoce está por cumplir 65 años, por jubilarse, o simplemente no tiene claro qué cobertura tiene, con gusto le explico sus opciones como se las expliqué a usted. ¿Le pasaría mi número, o le preguntaría si le gustaría que yo le llame?",
  },

  referralTips: [
    "Pida referidos en el momento adecuado: justo después de resolverle un problema al cliente, o en la revisión de los 90 días, cuando la cobertura ya demostró su valor; nunca antes de cerrar la solicitud.",
    'Sea específico: pregunte por personas en la misma situación (por cumplir 65, por jubilarse, abuelos recientes) en lugar de "alguien que conozca".',
    "Deje que el cliente haga la presentación con su tarjeta o un mensaje breve para reenviar; en Medicare, nunca llame sin previo aviso a un referido: espere a que le contacte o acepte una llamada.",
    "Agradezca personalmente a cada cliente que le recomiende y cuéntele que dio seguimiento, compre o no la persona referida.",
  ],
};
