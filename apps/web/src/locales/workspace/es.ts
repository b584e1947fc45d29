/**
 * The agent workspace in Spanish, typed against the English source: one file per language and area, so a
 * translator works in one place.
 */
import type { Messages } from "../messages";
import type { workspaceEn } from "./en";

export const workspaceEs: Messages<typeof workspaceEn> = {
  title: "Espacio de trabajo",
  dashboard: {
    greeting: "Hola de nuevo, {{name}}",
    subtitle: "Sus paquetes, créditos y comisión estimada de un vistazo.",
    loadFailed: "No pudimos cargar su panel.",
    retry: "Reintentar",
    credits: {
      title: "Paquetes gratis este mes",
      unlimited: "Ilimitados",
      unlimitedHint: "Su plan incluye paquetes y coaching ilimitados.",
      remainingHint_one:
        "Le queda {{count}} paquete gratis este mes. Las preguntas de coaching nunca lo consumen.",
      remainingHint_other:
        "Le quedan {{count}} paquetes gratis este mes. Las preguntas de coaching nunca los consumen.",
      noneLeft:
        "Ya usó los paquetes gratis de este mes. Actualice su plan para tener paquetes ilimitados, o reciba 2 más el día 1.",
    },
    generated: {
      title: "Paquetes este mes",
      hint: "Generados desde el {{date}}",
    },
    saved: {
      title: "Guardados este mes",
      ofLimit: "{{count}} de {{limit}}",
      limitHint: "Plan gratuito: {{limit}} paquetes guardados por mes calendario.",
      unlimitedHint: "Su plan no tiene límite mensual.",
      limitReached: "Llegaste al límite del mes. Pásate a Premium para guardar más.",
    },
    commission: {
      title: "Comisión estimada del primer año",
      hint_one: "De su {{count}} paquete guardado. Solo para usted: nunca se muestra a los clientes.",
      hint_other: "De sus {{count}} paquetes guardados. Solo para usted: nunca se muestra a los clientes.",
      none: "Guarde un paquete para ver aquí su comisión estimada.",
      disclaimer: "Son estimaciones; la comisión real varía según la aseguradora, el estado y el contrato.",
    },
    chart: {
      title: "Paquetes de las últimas 8 semanas",
      description: "Paquetes generados y guardados por semana (de lunes a domingo).",
      generated: "Generados",
      saved: "Guardados",
      weekOf: "Semana del {{date}}",
      barLabel: "Semana del {{date}}: {{generated}} generados, {{saved}} guardados",
      empty: "Aún no tiene paquetes. El primero aparecerá aquí.",
    },
    recent: {
      title: "Paquetes recientes",
      empty: "Aún no tiene paquetes. Describa un prospecto y arme el primero en menos de un minuto.",
      unnamed: "Cliente sin nombre",
      savedBadge: "Guardado",
      notSavedBadge: "Sin guardar",
      open: "Abrir {{name}}",
      viewAll: "Ver todos los paquetes",
    },
    actions: {
      title: "Accesos rápidos",
      newBundle: "Nuevo paquete",
      newBundleHint: "Convierte un prospecto en un paquete de una página",
      askCoach: "Preguntar al coach",
      askCoachHint: "Guiones, objeciones y dudas sobre productos",
      pitches: "Presentaciones",
      pitchesHint: "Presentación de venta, seguimiento y guion de referidos",
      upgrade: "Pasar a Premium",
      upgradeHint: "Paquetes y guardados ilimitados",
      opensNewTab: "(se abre en una pestaña nueva)",
    },
  },
  settings: {
    subtitle: "Su perfil, seguridad, preferencias y suscripción.",
    loadFailed: "No pudimos cargar su configuración.",
    roles: { admin: "Administrador", vip: "Miembro VIP", user: "Usuario" },
    plans: {
      free: "Plan gratuito",
      comped: "Acceso de cortesía",
      yearly: "Plan anual",
      lifetime: "Plan de por vida",
    },
    disclaimer: {
      title: "Aviso de Medicare",
      description:
        "CMS exige el aviso TPMO en el material de Medicare que entrega a sus clientes. Indica cuántas organizaciones representa y cuántos planes ofrecen en el área del cliente; se imprime en cada copia de Medicare para el cliente.",
      tpmoOrganizations: "Organizaciones que representa",
      tpmoPlans: "Planes que ofrecen en su área",
      unset:
        "Sin completar: las copias para el cliente usan la redacción de CMS sin cifras. Agregue ambos números para que el aviso los indique.",
      invalid: "Escriba un número entero desde 1, o déjelo en blanco.",
      saved: "Números del aviso guardados. Los PDF nuevos los usan.",
      save: "Guardar números",
    },
    profile: {
      title: "Perfil",
      description: "Cómo aparece en Buildr AI y en los PDF de sus paquetes.",
      memberSince: "Miembro desde el {{date}}",
      fullName: "Nombre completo",
      email: "Correo electrónico",
      emailNote:
        "Su correo de inicio de sesión no se puede cambiar aquí. Para cambiarlo, escriba a soporte: {{email}}.",
      company: "Nombre de la empresa",
      companyPlaceholder: "Su agencia o IMO",
      phone: "Número de teléfono",
      phonePlaceholder: "p. ej., +1 555 123 4567",
      optional: "opcional",
      save: "Guardar",
      saving: "Guardando…",
      savedTitle: "Configuración guardada",
      savedBody: "Su perfil se actualizó.",
      errorTitle: "Error al guardar la configuración",
      errorBody: "No se pudo guardar la configuración",
      errors: {
        companyTooLong: "El nombre de la empresa es demasiado largo (máximo 120 caracteres)",
        phoneInvalid: "Escriba un número de teléfono como +1 555 123 4567 (de 7 a 15 dígitos)",
      },
    },
    security: {
      title: "Seguridad",
      description: "Cambie su contraseña o reciba un enlace para restablecerla.",
      currentPassword: "Contraseña actual",
      newPassword: "Contraseña nueva",
      confirmPassword: "Confirme la contraseña nueva",
      mismatch: "Las contraseñas no coinciden",
      revokeOthers: "Cerrar sesión en mis otros dispositivos",
      change: "Cambiar contraseña",
      changing: "Cambiando…",
      changedTitle: "Contraseña cambiada",
      changedBody: "Use su contraseña nueva la próxima vez que inicie sesión.",
      wrongPassword: "Su contraseña actual no es correcta.",
      noPassword:
        "Su cuenta inicia sesión con Google o con un enlace por correo y aún no tiene contraseña. Use Restablecer contraseña para crear una.",
      changeFailed: "No pudimos cambiar su contraseña. Inténtelo de nuevo.",
      resetTitle: "¿Olvidó su contraseña actual?",
      resetBody: "Le enviaremos un enlace por correo para elegir una nueva.",
      reset: "Restablecer contraseña",
      resetSending: "Enviando…",
      resetSentTitle: "Correo enviado",
      resetSentBody: "Revise su correo para ver cómo restablecer su contraseña.",
      resetFailed: "Error al enviar el correo para restablecer la contraseña",
    },
    data: {
      title: "Sus datos",
      description: "Descargue una copia de todo lo que Buildr AI guarda sobre usted, o cierre su cuenta.",
      exportTitle: "Exportar mis datos",
      exportBody:
        "Un archivo JSON con su perfil, su plan, sus paquetes, sus conversaciones con el coach y sus solicitudes de soporte.",
      export: "Exportar mis datos",
      exporting: "Preparando…",
      exported: "Sus datos se descargaron.",
      exportFailed: "No pudimos preparar sus datos. Inténtelo de nuevo.",
      exportTooMany:
        "Ya hay una exportación en curso, o exportó varias veces en la última hora. Espere unos minutos e inténtelo de nuevo.",
      deleteTitle: "Eliminar mi cuenta",
      deleteBody: "Borra para siempre su cuenta y todo su contenido. No se puede deshacer.",
      delete: "Eliminar mi cuenta",
      dialogTitle: "¿Eliminar su cuenta?",
      dialogBody:
        "Se borrarán para siempre su cuenta, sus paquetes guardados y generados, sus conversaciones con el coach y sus solicitudes de soporte. No se puede deshacer.",
      dialogExportHint: "¿Quiere una copia antes? Use Exportar mis datos antes de continuar.",
      confirmLabel: "Escriba su correo o DELETE para confirmar",
      confirmMismatch: "Escriba su correo tal como aparece, o DELETE.",
      cancel: "Cancelar",
      confirmDelete: "Eliminar para siempre",
      deleting: "Eliminando…",
      deleted: "Su cuenta se eliminó.",
      deletedBody: "Gracias por usar Buildr AI.",
      subscriptionActive:
        "Su suscripción anual sigue activa. Cancélela primero en Administrar suscripción y luego elimine su cuenta.",
      deleteFailed: "No pudimos eliminar su cuenta. Inténtelo de nuevo.",
    },
    preferences: {
      title: "Preferencias",
      description: "Idioma y correos que le enviamos.",
      language: "Idioma de la interfaz",
      languageHint: "También se usa en los correos que le enviamos.",
      languageSaved: "Idioma actualizado.",
      emailUpdates: "Novedades y consejos por correo",
      emailUpdatesHint:
        "Los correos de su cuenta (enlaces de acceso, recibos, cambios de contraseña) se envían siempre.",
      emailUpdatesOn: "Recibirá novedades y consejos.",
      emailUpdatesOff: "Ya no recibirá novedades ni consejos.",
      saveFailed: "No pudimos guardar su preferencia. Inténtelo de nuevo.",
    },
    subscription: {
      renewal: "Renovación",
      renewsOn: "Se renueva el {{date}}",
      cancelsOn: "Se cancela el {{date}}",
      cancelsHint:
        "Conserva Premium hasta esa fecha y no se le volverá a cobrar. ¿Cambió de opinión? Reanude la suscripción y su plan se renovará como antes.",
      resume: "Reanudar suscripción",
      title: "Suscripción",
      description: "Su plan y su facturación.",
      plan: "Plan actual",
      status: "Estado",
      active: "Activa",
      free: "Gratis",
      unlimitedRole: "Su rol incluye acceso ilimitado.",
      manage: "Administrar suscripción",
      manageHint: "Actualice su tarjeta, descargue facturas o cancele en el portal seguro de Stripe.",
      upgradeTitle: "Pásate a Premium",
      upgradeBody:
        "Paquetes y guardados ilimitados, coaching avanzado, datos premium de aseguradoras y guiones de seguimiento.",
      upgrade: "Mejorar ahora",
      opensNewTab: "(se abre en una pestaña nueva)",
    },
  },
  support: {
    subtitle: "Respuestas a las preguntas frecuentes, guías y contacto directo con nuestro equipo.",
    tabs: { faq: "Preguntas", resources: "Recursos", contact: "Contacto" },
    faq: {
      title: "Preguntas frecuentes",
      search: "Buscar en preguntas y respuestas",
      searchPlaceholder: "Busque en las preguntas frecuentes…",
      noResults: "Ningún resultado coincide con su búsqueda.",
      results_one: "{{count}} pregunta coincide",
      results_other: "{{count}} preguntas coinciden",
      items: {
        whatIs: {
          q: "¿Qué es Buildr AI?",
          a: "Buildr AI es un coach de ventas para agentes de seguros. Describa a un prospecto en una frase o llene el cuestionario, y arme un paquete de una página con 2 o 3 pólizas recomendadas, las aseguradoras más adecuadas, primas estimadas, su resumen de comisiones, un guion de llamada y respuestas a objeciones.",
        },
        freePlan: {
          q: "¿Qué incluye el plan gratuito?",
          a: "2 paquetes completos para clientes cada mes calendario, 3 preguntas de seguimiento gratis en cada paquete y 5 preguntas de coaching al día. Las cuentas gratuitas también pueden guardar hasta 2 paquetes por mes calendario. Con Premium, los paquetes, los guardados y el coaching son ilimitados.",
        },
        credits: {
          q: "¿Qué consume un paquete gratis?",
          a: "Solo un paquete nuevo: describir un cliente nuevo en el chat, o crear uno en la página de paquetes o con el cuestionario. Hasta 3 preguntas de seguimiento sobre el paquete actual son gratis. Las respuestas de coaching (conocimientos, datos, productos, objeciones) tienen sus propias 5 al día y nunca consumen un paquete. Los comandos como /help, las respuestas a la pregunta de guardar y las solicitudes con las que el coach no puede ayudar no cuestan nada.",
        },
        products: {
          q: "¿Qué productos de seguros cubre?",
          a: "Medicare Advantage, Medicare Supplement y Parte D; gastos finales, vida a término, vida entera e IUL; anualidades fijas e indexadas; y complementos como indemnización hospitalaria, cáncer, cuidado a largo plazo y dental, visión y audición.",
        },
        numbers: {
          q: "¿De dónde salen las primas y comisiones?",
          a: "De tablas documentadas de tarifas y compensaciones habituales; nunca las inventa una IA. Son estimaciones para preparar la conversación: cotiza siempre con las tarifas de la aseguradora y ten en cuenta que la comisión varía según la aseguradora, el estado y el contrato.",
        },
        clientCopy: {
          q: "¿Puedo compartir un paquete con mi cliente?",
          a: "Sí. Descargue la copia para el cliente en PDF de una página: está escrita en palabras sencillas, en el idioma de su cliente, y nunca muestra comisiones. Los paquetes de Medicare llevan el aviso obligatorio de mercadeo de terceros.",
        },
        languages: {
          q: "¿Funciona en español y en francés?",
          a: "Sí. La aplicación funciona en inglés, español y francés, y el coach responde en el idioma en que usted escribe. Cambie el idioma de la interfaz en Configuración.",
        },
        cancel: {
          q: "¿Cómo cancelo o cambio mi suscripción?",
          a: "Abra Configuración y elija Administrar suscripción. Puede actualizar su tarjeta, descargar facturas o cancelar el plan anual; conserva Premium hasta el final del periodo que pagó. Las compras tienen una garantía de reembolso de 14 días.",
        },
        data: {
          q: "¿Está segura la información de mis clientes?",
          a: "Solo usted ve sus paquetes. Evite escribir números de Seguro Social, números de póliza o fechas de nacimiento completas: basta con la edad y los datos que importan para la recomendación.",
        },
        password: {
          q: "Olvidé mi contraseña. ¿Qué hago?",
          a: "En la página de inicio de sesión elija «¿Olvidó su contraseña?», o use Restablecer contraseña en Configuración. Le enviaremos un enlace válido durante 1 hora.",
        },
      },
    },
    resources: {
      title: "Recursos",
      description: "Guías y referencias rápidas para su próxima llamada.",
      guidesTitle: "Guías",
      walkthroughsTitle: "Paso a paso",
      referencesTitle: "Referencias rápidas",
      open: "Abrir",
      guides: {
        lead: {
          title: "Describa un prospecto con el que el coach pueda trabajar",
          body: "Indica edad, estado, salud, lo que tiene hoy, lo que le preocupa y un presupuesto mensual. «Linda, 67, Ohio, Medicare Original, diabética, quiere cubrir su funeral, $120 al mes» basta para un paquete completo.",
        },
        objections: {
          title: "Responde a las objeciones más comunes",
          body: "Cada paquete incluye al menos 3 objeciones con respuestas para ese cliente. Pida más al coach: «¿Cómo respondo a “Lo tengo que pensar”?»",
        },
        followUp: {
          title: "Da seguimiento sin presionar",
          body: "Comuníquese en menos de 48 horas, dé seguimiento a la solicitud en 5 días hábiles y agende una revisión a los 90 días. La pantalla Presentaciones redacta cada mensaje por usted.",
        },
      },
      walkthroughs: {
        firstBundle: {
          title: "Su primer paquete en 60 segundos",
          steps:
            "Abra Paquetes · describa al prospecto o llene el cuestionario · Generar · Guardar · descargue la copia para el cliente.",
        },
        pitch: {
          title: "Del paquete a la presentación",
          steps:
            "Guarde un paquete · abra Presentaciones · elija tono y extensión · copie la presentación o descárguela como texto.",
        },
      },
      references: {
        enrollment: {
          title: "Periodos de inscripción de Medicare",
          items: {
            iep: "Inscripción inicial: 7 meses alrededor del mes en que cumple 65 (3 antes, ese mes y 3 después).",
            aep: "Inscripción anual: del 15 de octubre al 7 de diciembre; los cambios empiezan el 1 de enero.",
            maOep:
              "Inscripción abierta de Medicare Advantage: del 1 de enero al 31 de marzo, solo para afiliados a MA, un cambio.",
            medigap:
              "Inscripción abierta de Medigap: 6 meses desde el primer mes con Parte B a los 65 o más, sin preguntas de salud.",
          },
        },
        figures: {
          title: "Cifras de Medicare para 2026",
          items: {
            partB: "Prima estándar de la Parte B: $202.90 al mes.",
            partBDeductible: "Deducible de la Parte B: $283 al año.",
            partADeductible: "Deducible hospitalario de la Parte A: $1,736 por periodo de beneficios.",
            penalty:
              "Multa por inscripción tardía en la Parte B: +10 % de la prima por cada año completo sin cobertura.",
          },
        },
        compliance: {
          title: "Recordatorios de cumplimiento",
          items: {
            zeroPremium: "Di «prima cero», nunca «gratis», para los planes de $0 de prima.",
            tpmo: "Use el aviso de mercadeo de terceros de CMS siempre que presente planes de Medicare.",
            commission: "Nunca muestres comisiones a un cliente: comparte la copia para el cliente.",
          },
        },
      },
      source: "Cifras de los anuncios de CMS, resumidas en nuestra base de conocimiento.",
    },
    contact: {
      title: "Contactar a soporte",
      name: "Nombre",
      email: "Correo electrónico",
      emailHint: "Le responderemos a esta dirección.",
      category: "Tema",
      categories: {
        account: "Cuenta e inicio de sesión",
        billing: "Facturación y suscripción",
        bundles: "Paquetes y PDF",
        coach: "Coach de ventas",
        technical: "Problema técnico",
        other: "Otro tema",
      },
      subject: "Asunto",
      subjectPlaceholder: "Unas palabras sobre su consulta",
      message: "Mensaje",
      messagePlaceholder:
        "Cuéntenos qué pasó y qué esperaba. No incluya datos de clientes como números de Seguro Social.",
      send: "Enviar mensaje",
      sending: "Enviando…",
      sentTitle: "Solicitud de soporte enviada",
      failed: "No pudimos enviar su mensaje. Inténtelo de nuevo o escríbanos directamente.",
      rateLimited: "Envió varias solicitudes en la última hora. Espere un poco o escríbanos directamente.",
      errors: {
        nameRequired: "Escriba su nombre.",
        nameTooShort: "El nombre debe tener al menos 2 caracteres",
        nameTooLong: "El nombre es demasiado largo (máximo 100 caracteres)",
        emailRequired: "El correo electrónico es obligatorio",
        emailInvalid: "Escriba un correo electrónico válido",
        emailTooLong: "El correo electrónico es demasiado largo",
        subjectTooShort: "El asunto debe tener al menos 3 caracteres",
        subjectTooLong: "El asunto es demasiado largo (máximo 150 caracteres)",
        messageTooShort: "Cuéntenos un poco más (al menos 10 caracteres)",
        messageTooLong: "El mensaje es demasiado largo (máximo 5000 caracteres)",
        categoryInvalid: "Elija un tema",
      },
    },
    details: {
      title: "Otras formas de contactarnos",
      email: "Correo electrónico",
      phone: "Teléfono",
      hours: "Horario",
      weekdays: "Lunes a viernes: 9:00 a. m. – 5:00 p. m. (hora del Este)",
      saturday: "Sábado: 10:00 a. m. – 2:00 p. m. (hora del Este)",
      sunday: "Domingo: cerrado",
      response: "Los agentes Premium reciben respuesta en 1 día hábil; los demás, en un plazo de 3.",
    },
  },
};
