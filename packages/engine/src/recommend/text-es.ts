/** Palabras de las pólizas en español (para el agente): breves, concretas, con los datos del cliente. */

import { formatDate, windowTitle } from "../eligibility/words.js";
import { FIA_5_YEAR_CAPS, FIA_7_YEAR_CAPS, MYGA_5_YEAR_RATES } from "../facts/annuities.js";
import { FUNERAL_COSTS } from "../facts/needs.js";
import { LTC_PREMIUMS_AT_55 } from "../facts/premiums/long-term-care.js";
import { HOSPITAL_INDEMNITY_DESIGN } from "../facts/premiums/supplemental.js";
import type { HealthConditionId } from "../types.js";
import { joinSpanishList } from "../words/format.js";
import { pct, pctRange, usd, usdRange } from "./format.js";
import type { PolicyWords } from "./text.js";
import { rateRange } from "./text-shared.js";

const L = "es" as const;

const CONDITION: Readonly<Record<HealthConditionId, string>> = {
  diabetes: "diabetes",
  diabetes_insulin: "diabetes con insulina",
  high_blood_pressure: "presión alta",
  high_cholesterol: "colesterol alto",
  heart_disease: "enfermedad cardíaca",
  heart_attack: "un infarto previo",
  stroke: "un derrame cerebral previo",
  copd: "EPOC",
  oxygen: "uso de oxígeno",
  asthma: "asma",
  cancer_history: "antecedentes de cáncer",
  cancer_current: "cáncer actual",
  kidney_disease: "enfermedad renal",
  dialysis: "diálisis",
  dementia: "demencia",
  alzheimers: "alzhéimer",
  parkinsons: "párkinson",
  arthritis: "artritis",
  depression: "depresión",
  obesity: "obesidad",
  hiv: "VIH",
  liver_disease: "enfermedad hepática",
  terminal_illness: "una enfermedad terminal",
  nursing_home: "cuidado en residencia",
  wheelchair: "uso de silla de ruedas",
  afib: "fibrilación auricular",
  heart_failure: "insuficiencia cardíaca",
  blood_clots: "antecedentes de coágulos",
  multiple_sclerosis: "esclerosis múltiple",
  autoimmune: "una enfermedad autoinmune",
  neuropathy: "neuropatía",
  esrd: "enfermedad renal terminal",
  als: "ELA",
  organ_transplant: "un trasplante de órgano",
  bipolar_schizophrenia: "trastorno bipolar o esquizofrenia",
  seizures: "un trastorno convulsivo",
  hepatitis: "hepatitis",
  substance_use: "tratamiento por adicción",
  anxiety: "ansiedad",
  thyroid: "un problema de tiroides",
  osteoporosis: "osteoporosis",
  gout: "gota",
  sleep_apnea: "apnea del sueño",
};

function list(items: readonly string[]): string {
  return joinSpanishList(items);
}

const CLASS_TEXT = {
  "level:level": "beneficio nivelado desde el primer día",
  "level:graded": "beneficio nivelado o graduado (según las respuestas de salud)",
  "level:guaranteed": "nivelado, graduado o de emisión garantizada (según las respuestas de salud)",
  "graded:graded": "beneficio graduado (completo tras 2-3 años; accidentes desde el primer día)",
  "graded:guaranteed": "graduado o de emisión garantizada (beneficio completo tras 2-3 años)",
  "guaranteed:guaranteed":
    "emisión garantizada (muerte natural en los 2 primeros años devuelve las primas con intereses)",
} as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const ES: PolicyWords = {
  clientName: (first) => (first ? { start: first, mid: first } : { start: "Su cliente", mid: "su cliente" }),
  condition: CONDITION,
  list,
  feClass: (cls) =>
    CLASS_TEXT[`${cls.best}:${cls.worst}` as keyof typeof CLASS_TEXT] ?? CLASS_TEXT["level:graded"],

  coverage(plan, figures) {
    const s = plan.spec;
    switch (s.product) {
      case "final_expense":
        return `${usd(s.face, L)} de suma asegurada, ${ES.feClass(s.cls)}`;
      case "term_life":
        return `${usd(s.face, L)}, término nivelado de ${s.years} años`;
      case "whole_life":
        return s.purpose === "juvenile"
          ? `${usd(s.face, L)} de vida entera juvenil (a nombre de un padre)`
          : s.purpose === "guaranteed"
            ? `${usd(s.face, L)} de vida entera de emisión garantizada`
            : `${usd(s.face, L)} de vida entera, prima fija y valor en efectivo garantizado`;
      case "iul":
        return `IUL con aportes de ${usdRange(plan.premium.amount, L)} al mes (cifra de planificación)`;
      case "medicare_supplement":
        return `Plan ${s.plan}`;
      case "part_d":
        return `Plan de medicamentos independiente; tope de gastos ${figures.year}: ${usd(figures.partD.outOfPocketCap, L)}`;
      case "medicare_advantage":
        return `MA-PD (médico + medicamentos); máximo de bolsillo en la red hasta ${usd(figures.medicareAdvantage.moopInNetwork, L)} (${figures.year})`;
      case "hospital_indemnity":
        return `${usd(s.daily, L)} por día hasta ${HOSPITAL_INDEMNITY_DESIGN.days} días por estancia, más ${usd(HOSPITAL_INDEMNITY_DESIGN.snfDaily, L)} por día de enfermería especializada (días 21-80)`;
      case "cancer":
        return `Suma única de ${usd(s.lumpSum, L)} al diagnóstico`;
      case "dental_vision_hearing":
        return "Dental (preventivo al 100%) con visión y audición; máximo anual de $750-$2,500";
      case "long_term_care":
        return `LTC tradicional, fondo de beneficios de unos ${usd(LTC_PREMIUMS_AT_55.benefit, L)}`;
      case "fixed_annuity":
        return `Prima única de ${usdRange(s.deposit, L)}, MYGA a 5 años (mejores tasas ${rateRange(MYGA_5_YEAR_RATES.rows, L)}, dic. 2025)`;
      case "indexed_annuity":
        return `Prima única de ${usdRange(s.deposit, L)}, anualidad indexada fija (topes a 5 años ${rateRange(FIA_5_YEAR_CAPS.rows, L)}; a 7 años hasta ${rateRange(FIA_7_YEAR_CAPS.rows, L, true)})`;
    }
  },

  why(plan, w) {
    const { f, figures, name, nameMid } = w;
    const s = plan.spec;
    const conds = (ids: readonly HealthConditionId[]) => list(ids.map((id) => CONDITION[id]));
    switch (s.product) {
      case "final_expense": {
        const lead = f.goals.has("final_expenses")
          ? `${name} quiere dejar el funeral pagado, no a cargo de la familia: ${usd(s.target, L)} cubre un entierro con bóveda (mediana NFDA ${usd(FUNERAL_COSTS.burialWithVault, L)}) más ${usdRange(FUNERAL_COSTS.cemetery, L)} de parcela y lápida.`
          : f.goals.has("legacy")
            ? `Una herencia con un presupuesto fijo: una póliza pequeña de vida entera paga ${usd(s.face, L)} a los beneficiarios, con una prima que nunca sube y una cobertura que no vence.${(f.profile.interests ?? []).includes("iul") ? " Un IUL, por el que preguntó, necesita años de aportes muy por encima de este presupuesto para cubrir su costo de seguro creciente; esta póliza garantiza la suma." : ""}`
            : f.hasLife
              ? `${f.age !== undefined ? `A los ${f.age} años` : "A esta edad"}, una póliza propia de ${usd(s.face, L)} separa el funeral (mediana ${usd(FUNERAL_COSTS.burialWithVault, L)} con bóveda) de la cobertura actual y de la familia.`
              : `No se mencionó seguro de vida: ${usd(s.face, L)} evita que el funeral (mediana ${usd(FUNERAL_COSTS.burialWithVault, L)} con bóveda) recaiga en la familia.`;
        let health = "";
        if (s.cls.best === "guaranteed") {
          health = ` ${cap(conds(f.finalExpenseDrivers))} descarta${f.finalExpenseDrivers.length > 1 ? "n" : ""} los planes nivelados: la emisión garantizada deja la cobertura vigente hoy.`;
        } else if (s.cls.worst !== "level") {
          health = ` Con ${conds(f.finalExpenseDrivers)}, cuente con ${s.cls.worst === "guaranteed" ? "un plan graduado o de emisión garantizada" : "un plan graduado"} salvo que ${w.topCarrier ?? "una aseguradora especializada"} lo acepte nivelado.`;
        }
        const tob = f.tobacco && s.cls.best !== "guaranteed" ? " Cotizado con tarifa de fumador." : "";
        const fit = w.shrunk
          ? ` Ajustado a ${usd(s.face, L)} para caber en ${usd(f.budget ?? 0, L)} al mes.`
          : "";
        return lead + health + tob + fit;
      }
      case "term_life": {
        const n = s.need;
        const who =
          (f.dependents ?? 0) > 0
            ? `${f.dependents} ${f.dependents === 1 ? "hijo depende" : "hijos dependen"} del ingreso de ${nameMid}`
            : f.married
              ? `Su cónyuge depende del ingreso de ${nameMid}`
              : `${name} quiere cubrir deudas e ingreso`;
        const parts = [`${n.incomeYears} años de ingreso`];
        if (n.mortgage > 0)
          parts.push(n.mortgageAssumed ? "una hipoteca estimada en 2 veces el ingreso" : "la hipoteca");
        if (n.education > 0) parts.push("la educación");
        const held = n.existing > 0 ? `, menos ${usd(n.existing, L)} de cobertura ya vigente` : "";
        const assumed = n.incomeAssumed ? ` Ingreso no indicado: se suponen ${usd(n.income, L)}.` : "";
        const rated =
          f.lifeUnderwriting === "rated"
            ? " Por el historial de salud la oferta será con recargo; compare aseguradoras competitivas en esos casos."
            : "";
        const trimmed = w.shrunk
          ? ` Reducido a ${usd(s.face, L)} por el presupuesto; la necesidad completa es ${usd(n.total, L)}.`
          : "";
        return `${who}: el método DIME da ${usd(n.total, L)} (${list(parts)}, más deudas y gastos finales${held}). Un término nivelado de ${s.years} años fija el precio mientras importa.${assumed}${rated}${trimmed}`;
      }
      case "whole_life":
        if (s.purpose === "juvenile") {
          return "Asegura cobertura y asegurabilidad de por vida para el menor con tarifa juvenil; el padre o la madre es dueño y paga la póliza.";
        }
        if (s.purpose === "guaranteed") {
          return `${cap(conds(f.finalExpenseDrivers.length ? f.finalExpenseDrivers : [...f.conditions]))} impide${f.conditions.size > 1 ? "n" : ""} un seguro con suscripción completa: la vida entera de emisión garantizada deja ${usd(s.face, L)} vigentes hoy, beneficio completo tras el periodo de espera.`;
        }
        return `${name} quiere dejar un legado: ${usd(s.face, L)} de cobertura permanente con prima fija y valor en efectivo garantizado, sin plazo que venza.`;
      case "iul":
        if (s.atBudget)
          return `${name} puede poner ${usdRange(plan.premium.amount, L)} al mes, menos del ${pctRange(0.05, 0.1, L)} habitual de un ingreso de ${usd(s.income, L)}: con ese aporte el valor en efectivo y el beneficio por fallecimiento son menores, así que muestre ambos en la ilustración, y también con una tasa menor.`;
        return `${name} gana ${usd(s.income, L)} y busca crecimiento con ventaja fiscal: aportar cerca del ${pctRange(0.05, 0.1, L)} del ingreso acumula valor en efectivo con piso de 0% y deja un beneficio por fallecimiento. Muestre también la ilustración con una tasa menor.`;
      case "medicare_supplement": {
        const base =
          s.plan === "G"
            ? `El Plan G deja solo el deducible de la Parte B de ${usd(figures.partB.deductible, L)} (${figures.year}), con cualquier médico que acepte Medicare.`
            : "El Plan N baja la prima: deducible de la Parte B, hasta $20 por consulta y $50 por urgencias.";
        const gi = f.medigapBecause ? windowTitle(f.medigapBecause, "es") : undefined;
        const held =
          f.medigapPlan === "G" || f.medigapPlan === "N" || f.medigapPlan === "F"
            ? `el Plan ${f.medigapPlan}`
            : "un plan Medigap";
        const closedF =
          f.medigapPlan === "F"
            ? " El Plan F solo está cerrado para quien llegó a Medicare desde 2020: como su cliente era elegible antes, también se puede cotizar el mismo Plan F con otra compañía (con preguntas de salud)."
            : "";
        const ahead = f.switchAhead
          ? f.switchAhead.opens
            ? ` Próxima oportunidad sin ellas: ${windowTitle(f.switchAhead.id, "es")}, desde el ${formatDate(f.switchAhead.opens, "es")}.`
            : ` Posible sin ellas: ${windowTitle(f.switchAhead.id, "es")} (fechas por confirmar).`
          : "";
        const risk = [...f.conditions].slice(0, 2);
        const when =
          s.reason === "reshop"
            ? gi
              ? ` ${name} tiene ${held} y puede cambiarse sin preguntas de salud (${gi}).`
              : ` ${name} tiene ${held}: cambiarse implica preguntas de salud con la mayoría de las aseguradoras, así que no lo cancele hasta que aprueben el nuevo.${closedF}${ahead}`
            : s.reason === "leaving_ma"
              ? (gi
                  ? ` Al dejar Medicare Advantage: ${gi}, sin preguntas de salud.`
                  : " Al dejar Medicare Advantage hay preguntas de salud, salvo que un derecho de emisión garantizada cubra el cambio.") +
                (f.maExit?.toConfirm
                  ? ` No hace falta esperar al Período de Inscripción Anual para dejar el plan Advantage: ${windowTitle(f.maExit.id, "es")} (fechas por confirmar).`
                  : "") +
                (f.maExit && !f.maExit.open && f.maExit.opens
                  ? ` Solo puede dejar el plan Advantage en el ${windowTitle(f.maExit.id, "es")}, desde el ${formatDate(f.maExit.opens, "es")}${f.maExit.starts ? `: haga la solicitud entonces para que el suplemento y el plan de medicinas empiecen el ${formatDate(f.maExit.starts, "es")}, el día en que termina el plan Advantage` : ""}.`
                  : "")
              : s.reason === "open_enrollment"
                ? gi
                  ? f.medigapFrom
                    ? ` Sin preguntas de salud para una cobertura que empiece desde el ${formatDate(f.medigapFrom, "es")} (${gi}).`
                    : ` Sin preguntas de salud ahora (${gi}).`
                  : " Confirme la fecha de inicio de la Parte B: la inscripción abierta de Medigap de 6 meses corre desde esa fecha."
                : f.medigapQuestions === "asked" && risk.length > 0 && f.medigapUnderwritingRisk
                  ? ` Hay preguntas de salud: ${conds(risk)} podría${risk.length > 1 ? "n" : ""} significar una tarifa más alta o un rechazo, así que haga la solicitud antes de cancelar nada.`
                  : f.hasOriginal
                    ? ` ${name} tiene Medicare Original sin suplemento.`
                    : "";
        const under65 =
          f.age !== undefined && f.age < 65 && !f.turning65
            ? " Antes de los 65, las tarifas de Medigap suelen ser mucho más altas que a los 65 y algunas aseguradoras no las ofrecen: cotice cada una y vuelva a cotizar a los 65, cuando empieza una nueva inscripción abierta."
            : "";
        return base + when + under65;
      }
      case "part_d":
        return `Medicare Original no cubre medicamentos: un plan independiente limita el gasto en medicamentos cubiertos a ${usd(figures.partD.outOfPocketCap, L)} en ${figures.year} y evita la multa permanente (1% de ${usd(figures.partD.baseBeneficiaryPremium, L)} por cada mes sin cobertura).`;
      case "medicare_advantage": {
        const reason = {
          institutional: `Como vive en un asilo, ${nameMid} puede pasar a un plan institucional (I-SNP) hecho para residentes, con la atención coordinada allí mismo (o, con Medicaid, a un D-SNP): el período especial institucional permite el cambio.`,
          medicaid: "Con Medicaid, un plan para doble elegibilidad (D-SNP) coordina ambos programas.",
          budget: `Con ${usd(f.budget ?? 0, L)} al mes, Medigap más la Parte D no alcanza.`,
          underwriting: `Fuera de la inscripción abierta, ${conds([...f.conditions].slice(0, 2))} podría${f.conditions.size > 1 ? "n" : ""} hacer que rechacen una solicitud de Medigap.`,
          lower_premiums: `${name} quiere primas más bajas.`,
          dvh: `${name} quiere dental, visión y audición, que incluye el 98% de los planes MA.`,
          default: `${name} está eligiendo cómo recibir Medicare.`,
        }[s.reason];
        return `${reason} Un MA-PD reúne cobertura médica y de medicamentos en un plan; el ${pct(figures.medicareAdvantage.zeroPremiumPlanShare, L)} de ellos tiene prima cero en ${figures.year}. Verifique primero médicos y medicamentos.`;
      }
      case "hospital_indemnity":
        return s.withMA
          ? `Los planes MA cobran copagos diarios al inicio de una hospitalización y hasta ${usd(figures.medicareAdvantage.moopInNetwork, L)} al año en la red: ${usd(s.daily, L)} por día paga efectivo a ${nameMid} desde el primer día de ingreso.`
          : `${name} quiere cubrir gastos de hospital: ${usd(s.daily, L)} por día se paga en efectivo, pague lo que pague otra cobertura.`;
      case "cancer":
        return s.pairing === "medigap"
          ? `Complementa el suplemento: Medigap paga las facturas médicas y una suma única de ${usd(s.lumpSum, L)} paga todo lo demás (viajes, ingresos perdidos). El riesgo de por vida es de 1 de cada 2 hombres y 1 de cada 3 mujeres.`
          : s.pairing === "goal"
            ? `${name} quiere protección contra el cáncer: una suma única de ${usd(s.lumpSum, L)} al diagnóstico paga lo que el seguro médico no cubre.`
            : `Un pago de ${usd(s.lumpSum, L)} ante un diagnóstico de cáncer, para lo que el seguro médico deja sin cubrir.`;
      case "dental_vision_hearing":
        if (s.reason === "tfl")
          return "TRICARE For Life ya paga después de Medicare y la farmacia de TRICARE cubre los medicamentos (cobertura acreditable), así que no hace falta Medigap ni Parte D: lo que deja fuera es el dental de rutina, los anteojos y los audífonos, y esto los cubre, con la atención preventiva al 100%.";
        return s.reason === "original"
          ? "Medicare Original y Medigap no cubren dental de rutina, lentes ni audífonos; este plan sí, con preventivo al 100%."
          : s.reason === "goal"
            ? `${name} preguntó por dental, visión y audición: preventivo al 100% desde el primer día, con esperas de 6-12 meses para trabajos mayores.`
            : s.reason === "child"
              ? "Dental y visión de rutina para el menor en un plan familiar."
              : "Dental de rutina, lentes y audífonos que la cobertura médica no incluye.";
      case "long_term_care":
        return `${name} piensa en cuidados a largo plazo: una residencia cuesta unos $100,000 al año. Contratar ${f.age !== undefined ? `a los ${f.age} años` : "ahora"} con buena salud cuesta menos que esperar (cerca de +50% a los 65 y +188% a los 75 frente a los 55).`;
      case "fixed_annuity":
      case "indexed_annuity": {
        const reserve = usd(Math.max(0, s.savings - s.deposit.high), L);
        const part = `${usdRange(s.deposit, L)} de ${usd(s.savings, L)} de ahorros`;
        return s.product === "fixed_annuity"
          ? `${name} quiere ${s.goal === "idle_savings" ? "poner a trabajar ahorros quietos" : "crecimiento seguro"}: ${part} en una MYGA a 5 años de hasta ${pct(MYGA_5_YEAR_RATES.rows[0]!.rate, L, 2)} protege el capital; al menos ${reserve} queda disponible.`
          : `${name} quiere ${s.goal === "retirement_income" ? "ingresos para la jubilación" : "crecer sin pérdidas de mercado"}: ${part} en una FIA protege el capital, acredita alzas del índice hasta el tope y admite una cláusula de ingreso vitalicio; al menos ${reserve} queda disponible.`;
      }
    }
  },

  basis(b, product) {
    if (b.kind === "cms") {
      return b.region === "unknown"
        ? `CMS ${b.year} inicial, ${usdRange(b.initial, L)} según región`
        : `CMS ${b.year} inicial${b.state ? ` en ${b.state}` : ""}, ${usdRange(b.initial, L)}`;
    }
    if (b.kind === "deposit") return `${pctRange(b.low, b.high, L)} del depósito`;
    const of = b.target ? "de la prima objetivo" : "de la prima anualizada";
    const level =
      product === "final_expense"
        ? b.reduced
          ? " (escala graduada/emisión garantizada)"
          : " (nivel de contrato)"
        : "";
    const split = b.split
      ? `, ${pct(b.split.excess, L)} sobre el excedente (objetivo estimado en ${pctRange(b.split.shareLow, b.split.shareHigh, L)} del aporte)`
      : "";
    return `${pctRange(b.low, b.high, L)} ${of}${level}${split}${b.feeExcluded ? ", sin el cargo de póliza" : ""}`;
  },

  renewal(r) {
    if (r.kind === "cms") return `renovación ${usdRange(r.amount, L)} al año (tope CMS ${r.year})`;
    return `${pctRange(r.low, r.high, L)} de la prima al año${r.years ? `, años ${r.years}` : ""}`;
  },
};
