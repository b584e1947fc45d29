import type { Messages } from "../messages";
import type { landingEn } from "./en";

export const landingEs: Messages<typeof landingEn> = {
  title: "Cierre casos más grandes en cada llamada",
  subtitle:
    "Describa a su prospecto y reciba en segundos un paquete de una página: 2 o 3 pólizas recomendadas, la aseguradora adecuada, la prima estimada, el guion de la llamada y cómo responder a las objeciones.",
  cta: "Empiece gratis – 2 paquetes al mes",
  noCard: "Sin tarjeta de crédito • Listo en 60 segundos",
  tryCoach: "Pruebe el coach",
  stats: {
    label: "Lo que buscan los agentes con Buildr AI",
    incomeValue: "$10,000/mes",
    incomeLabel: "meta de ingresos en 90 días",
    speedValue: "< 60 s",
    speedLabel: "del prospecto a un paquete completo",
    casesValue: "30–50%",
    casesLabel: "casos más grandes con las coberturas adicionales adecuadas",
  },
  demo: {
    title: "Vea cómo se arma un paquete",
    windowTitle: "Nuevo prospecto",
    pause: "Pausar la demostración",
    play: "Reproducir la demostración",
    fields: {
      client: "Nombre del cliente",
      age: "Edad",
      state: "Estado",
      notes: "Notas",
    },
    values: {
      notes: "Viuda, con Medicare Original, quiere dejar cubiertos sus gastos funerarios",
    },
    generate: "Crear paquete",
    generating: "Armando el paquete…",
    resultTitle: "Paquete recomendado",
    perMonth: "{{amount}}/mes",
    products: {
      ma: "Plan Medicare Advantage",
      maDetail: "Plan de prima cero con dental y visión",
      fe: "Seguro de gastos finales (vida entera)",
      feDetail: "Suma asegurada de $15,000, prima nivelada",
      hi: "Indemnización hospitalaria",
      hiDetail: "$250 por día en cada hospitalización",
    },
    commissionRules: {
      ma: "estimación fija por inscripción",
      fe: "80% de la prima anualizada",
      hi: "50% de la prima anualizada",
    },
    commissionLabel: "Comisión del primer año",
    totalLabel: "Ejemplo de comisión del primer año",
    disclaimer: "Ejemplo solo ilustrativo. Las comisiones varían según la aseguradora y el estado.",
  },
  how: {
    title: "Cómo funciona",
    subtitle: "De las notas de la primera llamada a una recomendación sólida en tres pasos.",
    step: "Paso {{number}}",
    tellTitle: "Cuéntenos de su prospecto",
    tellBody:
      "Escriba lo que sabe con sus propias palabras: edad, salud, cobertura actual, presupuesto y lo que le preocupa.",
    bundleTitle: "Reciba un paquete de una página",
    bundleBody:
      "2 o 3 pólizas que se complementan, con la aseguradora adecuada, la prima estimada, su comisión y el guion de la llamada.",
    closeTitle: "Vende más en cada llamada",
    closeBody:
      "Llegue con guiones, respuestas a las objeciones y coberturas adicionales que protegen a su cliente y hacen crecer el caso.",
  },
  why: {
    title: "Por qué los agentes eligen Buildr AI",
    subtitle:
      "Creado con productores que venden Medicare, vida, anualidades y gastos finales todos los días.",
    groundedTitle: "Cifras que puede respaldar",
    groundedBody:
      "Las primas, las comisiones y las cifras de Medicare salen de tablas con fuentes, no de suposiciones.",
    complianceTitle: "Lenguaje que cumple las normas",
    complianceBody:
      "Los guiones dicen “prima cero”, dejan las comisiones fuera de la copia del cliente e incluyen el aviso de Medicare.",
    languagesTitle: "Inglés, español y francés",
    languagesBody:
      "El coach y los paquetes en el idioma de su cliente, sin que nada se pierda en la traducción.",
    objectionsTitle: "Objeciones resueltas",
    objectionsBody:
      "Respuestas listas sobre precio, confianza, necesidad y momento, dichas como las dicen los mejores productores.",
    followUpTitle: "Seguimiento que cierra",
    followUpBody:
      "Un contacto a las 48 horas, el seguimiento de la solicitud y una revisión a los 90 días, ya planificados.",
    casesTitle: "Casos más grandes y mejor protegidos",
    casesBody:
      "Coberturas como indemnización hospitalaria, cáncer y dental cubren las necesidades reales de su cliente.",
  },
  finalCta: {
    title: "Su próxima llamada puede ser su mejor caso",
    body: "Cree su cuenta en un minuto y arme hoy mismo sus 2 primeros paquetes.",
  },
  footer: {
    product: "Producto",
    account: "Cuenta",
    pricing: "Precios",
    login: "Iniciar sesión",
    signUp: "Crear cuenta",
    tryCoach: "Probar el coach",
    dashboard: "Mi panel",
    legal: "Avisos legales",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
    refund: "Política de reembolso",
    about:
      "Buildr AI es una herramienta de coaching de ventas para agentes de seguros con licencia. No es una compañía de seguros y no vende ni ofrece seguros.",
    rights: "© {{year}} Buildr AI. Todos los derechos reservados.",
  },
  guest: {
    title: "Pruebe el coach sin crear una cuenta",
    subtitle:
      "Denos su correo, describa a un prospecto real en una o dos frases y reciba un paquete de muestra con primas, comisión y el inicio del guion.",
    points: {
      one: "Un paquete de muestra, basado en datos con fuentes",
      two: "Funciona en inglés, español y francés",
      three: "Después, cree su cuenta y reciba 2 paquetes completos",
    },
    panelTitle: "Coach de Buildr AI",
    online: "En línea",
    log: "Conversación con el coach",
    you: "Usted",
    coach: "Su coach",
    greeting:
      "¡Hola! Soy su coach de ventas de Buildr AI. ¿Cuál es su correo? Lo usaré para guardar su paquete de muestra.",
    emailLabel: "Su correo electrónico",
    emailPlaceholder: "usted@agencia.com",
    leadLabel: "Describa a su prospecto",
    leadPlaceholder:
      "p. ej.: Roberto, 64 años, se jubila el año próximo, fumador, quiere proteger a su esposa…",
    doneLabel: "Cree una cuenta para continuar",
    send: "Enviar",
    invalidToastTitle: "Correo no válido",
    invalidToastBody: "Escriba un correo electrónico válido.",
    invalidReply:
      "Ese correo no parece válido. Escriba un correo válido para acceder a su coaching de ventas personalizado.",
    thanks:
      "¡Gracias! Ya está conectado con su coach. Describa a un prospecto (edad, situación, lo que necesita) y le armo un paquete de muestra.",
    thinking: "Armando su paquete…",
    vague: "Cuénteme un poco más del cliente: al menos su edad o lo que necesita.",
    bundleIntro: "Aquí tiene su paquete de muestra:",
    monthly: "{{amount}}/mes",
    single: "{{amount}} de prima única",
    totalMonthly: "Prima mensual total",
    commission: "Comisión estimada del primer año",
    carriers: "Aseguradoras: {{names}}",
    complianceNotes: "Notas de cumplimiento ({{count}})",
    talkTrack: "Guion de la llamada",
    invite:
      "Esa es su muestra. Cree una cuenta gratis y reciba 2 paquetes completos al mes con guiones, respuestas a objeciones y plan de seguimiento.",
    inviteCta: "Crear mi cuenta gratis",
    alreadyUsed: "Este correo ya recibió su paquete de muestra.",
    rateLimited: "Ya recibió todos los paquetes de muestra disponibles por ahora.",
    failed: "Algo salió mal de nuestro lado. Inténtelo de nuevo.",
  },
};
