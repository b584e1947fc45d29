/**
 * A follow-up asking whether this client is eligible, answered from the tables and rules: Extra Help,
 * Medigap without health questions, Part B while still working.
 */
import { MEDICARE_RULES } from "../../facts/index.js";
import type { Bundle, Language } from "../../types.js";
import { ENROLLMENT_RULES, RULE_SOURCES } from "../knowledge/rules.js";
import { colon, dollars } from "./facts.js";
import { fold } from "./lexicon.js";

/** A monthly or yearly income said in the message, as dollars a year. */
function incomeOf(message: string): number | null {
  const text = fold(message).replace(/,/gu, "");
  const monthly =
    /\$?\s?(\d{3,5})\s*(?:\$\s*)?(?:\/\s?mo|a month|per month|monthly|al mes|por mes|mensual(?:es)?|par mois|\/mois)/u.exec(
      text,
    );
  if (monthly) return Number(monthly[1]) * 12;
  const yearly = /\$?\s?(\d{2,3})\s?k(?![a-z])/u.exec(text);
  if (yearly) return Number(yearly[1]) * 1000;
  return null;
}

/**
 * Eligibility follow-ups the tables and rules can answer for this client: Extra Help, Medigap without
 * health questions, Part B while still working. Null when the question is about something else.
 */
export function suitabilityAnswer(message: string, bundle: Bundle, language: Language): string | null {
  const L = (en: string, es: string, fr: string) => (language === "es" ? es : language === "fr" ? fr : en);
  const text = fold(message);
  const $ = (n: number) => dollars(n, language);
  const src = (title: string) =>
    `_${L("Source", "Fuente", "Source")} (${ENROLLMENT_RULES.year})${colon(language)} ${title}._`;
  if (/extra help|ayuda (?:extra|adicional)|lis(?![a-z])|subsidio/u.test(text)) {
    const income = incomeOf(message);
    const limit =
      bundle.client.maritalStatus === "married"
        ? ENROLLMENT_RULES.extraHelpIncome.couple
        : ENROLLMENT_RULES.extraHelpIncome.single;
    const verdict =
      income === null
        ? ""
        : income < limit
          ? L(
              ` At about ${$(income)} a year, ${bundle.client.firstName ?? "this client"} is under the limit on income.`,
              ` Con unos ${$(income)} al año, ${bundle.client.firstName ?? "este cliente"} está por debajo del límite de ingresos.`,
              ` Avec environ ${$(income)} par an, ${bundle.client.firstName ?? "ce client"} est sous la limite de revenu.`,
            )
          : L(
              ` At about ${$(income)} a year, income is above that limit; check the Medicare Savings Programs, whose state limits can be higher.`,
              ` Con unos ${$(income)} al año, los ingresos superan el límite; revise los Programas de Ahorros de Medicare, cuyos límites estatales pueden ser mayores.`,
              ` Avec environ ${$(income)} par an, le revenu dépasse la limite ; voyez les Medicare Savings Programs, dont les plafonds d'État peuvent être plus hauts.`,
            );
    return [
      L(
        `**Extra Help (LIS), ${ENROLLMENT_RULES.year}:** income under ${$(ENROLLMENT_RULES.extraHelpIncome.single)} single / ${$(ENROLLMENT_RULES.extraHelpIncome.couple)} couple (150% of poverty, 48 states and DC), plus a resource test.${verdict}`,
        `**Ayuda Adicional (Extra Help, LIS), ${ENROLLMENT_RULES.year}:** ingresos menores de ${$(ENROLLMENT_RULES.extraHelpIncome.single)} soltero / ${$(ENROLLMENT_RULES.extraHelpIncome.couple)} pareja (150% de la pobreza, 48 estados y DC), más una prueba de recursos.${verdict}`,
        `**Extra Help (LIS), ${ENROLLMENT_RULES.year} :** revenu sous ${$(ENROLLMENT_RULES.extraHelpIncome.single)} seul / ${$(ENROLLMENT_RULES.extraHelpIncome.couple)} en couple (150 % du seuil de pauvreté, 48 États et DC), plus un test de ressources.${verdict}`,
      ),
      L(
        "With it: lower drug copays, no Part D late penalty, and a monthly special enrollment period to change drug plans.",
        "Con ella: copagos de medicamentos más bajos, sin multa tardía de la Parte D y un período especial mensual para cambiar de plan de medicamentos.",
        "Avec elle : participations plus basses sur les médicaments, aucune pénalité de retard partie D, et une période spéciale mensuelle pour changer de plan médicaments.",
      ),
      `**${L("Say it to the client", "Dígaselo al cliente", "À dire au client")}${colon(language)}** "${L(
        "There's a Medicare program that can lower what you pay for prescriptions. It takes ten minutes to apply with Social Security — shall we do it together now?",
        "Hay un programa de Medicare que puede bajar lo que paga por sus recetas. Solicitarlo con el Seguro Social toma diez minutos; ¿lo hacemos juntos ahora?",
        "Il existe un programme Medicare qui peut baisser ce que vous payez pour vos médicaments. La demande à la Sécurité sociale prend dix minutes — on la fait ensemble maintenant ?",
      )}"`,
      `**${L("Next step", "Siguiente paso", "Étape suivante")}${colon(language)}** ${L(
        "Apply on ssa.gov with the client on the line, and ask about savings and a burial fund for the resource test.",
        "Solicite en ssa.gov con el cliente en la línea, y pregunte por ahorros y fondo funerario para la prueba de recursos.",
        "Faites la demande sur ssa.gov avec le client en ligne, et demandez l'épargne et le fonds obsèques pour le test de ressources.",
      )}`,
      src(RULE_SOURCES.extraHelp.title),
    ].join("\n\n");
  }
  if (
    /health questions|underwrit|preguntas de salud|questions de sante|sin suscripcion|open enrollment|inscripcion abierta|adhesion ouverte/u.test(
      text,
    )
  ) {
    const age = bundle.client.age;
    const atSixtyFive = age !== undefined && age <= 65;
    return [
      L(
        `**Medigap without health questions:** during the ${MEDICARE_RULES.medigapOpenEnrollmentMonths}-month open enrollment that starts the first month the client is 65+ and has Part B.${atSixtyFive ? " If Part B is delayed for employer coverage, the window starts when Part B starts — so don't waste it." : ""}`,
        `**Medigap sin preguntas de salud:** durante la inscripción abierta de ${MEDICARE_RULES.medigapOpenEnrollmentMonths} meses que empieza el primer mes con 65+ y Parte B.${atSixtyFive ? " Si retrasa la Parte B por cobertura del empleador, la ventana empieza cuando empieza la Parte B; no la desperdicie." : ""}`,
        `**Medigap sans questions de santé :** pendant l'adhésion ouverte de ${MEDICARE_RULES.medigapOpenEnrollmentMonths} mois qui commence le premier mois à 65 ans ou plus avec la partie B.${atSixtyFive ? " Si la partie B est reportée grâce à l'employeur, la fenêtre s'ouvre au début de la partie B — ne la gaspillez pas." : ""}`,
      ),
      L(
        `Outside it, a guaranteed-issue right also works: losing employer coverage that paid after Medicare, or an Advantage plan leaving the area (${ENROLLMENT_RULES.giDaysAfterLoss} days), or the trial right (leaving Advantage within ${ENROLLMENT_RULES.trialRightMonths} months of joining at 65).`,
        `Fuera de ella, también sirve un derecho de emisión garantizada: perder la cobertura del empleador que pagaba después de Medicare, un plan Advantage que deja el área (${ENROLLMENT_RULES.giDaysAfterLoss} días) o el derecho de prueba (salir de Advantage en ${ENROLLMENT_RULES.trialRightMonths} meses si entró a los 65).`,
        `En dehors, un droit d'émission garantie marche aussi : perte d'une couverture employeur qui payait après Medicare, plan Advantage qui quitte la zone (${ENROLLMENT_RULES.giDaysAfterLoss} jours), ou droit d'essai (quitter Advantage dans les ${ENROLLMENT_RULES.trialRightMonths} mois après y être entré à 65 ans).`,
      ),
      `**${L("Say it to the client", "Dígaselo al cliente", "À dire au client")}${colon(language)}** "${L(
        "There's one window where no company can ask about your health or charge you more for it. Let's put its dates on your calendar now.",
        "Hay una ventana en la que ninguna compañía puede preguntarle por su salud ni cobrarle más por ella. Pongamos sus fechas en su calendario ahora.",
        "Il y a une fenêtre où aucune compagnie ne peut vous interroger sur votre santé ni vous faire payer plus. Mettons ses dates dans votre agenda maintenant.",
      )}"`,
      `**${L("Next step", "Siguiente paso", "Étape suivante")}${colon(language)}** ${L(
        "Confirm the Part B start date, then apply up to 6 months ahead with the carrier so the policy starts with Part B.",
        "Confirme la fecha de inicio de la Parte B y solicite con la aseguradora hasta 6 meses antes para que la póliza empiece con la Parte B.",
        "Confirmez la date de début de la partie B, puis déposez la demande jusqu'à 6 mois avant pour que le contrat démarre avec la partie B.",
      )}`,
      src(RULE_SOURCES.giRights.title),
    ].join("\n\n");
  }
  if (/part(?:e|ie)? b/u.test(text) && /work|trabaj|travail|employ|emplead|salari/u.test(text)) {
    return [
      L(
        `**Part B while still working:** with coverage from current employment at an employer with ${ENROLLMENT_RULES.employerPrimaryEmployees}+ employees, the client can delay Part B without a penalty; the special enrollment period runs while working plus ${ENROLLMENT_RULES.partBWorkingSepMonths} months after the job or the coverage ends. Under ${ENROLLMENT_RULES.employerPrimaryEmployees} employees, Medicare pays first: enroll in Part B at 65. COBRA and retiree coverage don't count.`,
        `**Parte B mientras sigue trabajando:** con cobertura de un empleo actual en una empresa de ${ENROLLMENT_RULES.employerPrimaryEmployees}+ empleados, puede retrasar la Parte B sin multa; el período especial dura mientras trabaja y ${ENROLLMENT_RULES.partBWorkingSepMonths} meses después de que termine el empleo o la cobertura. Con menos de ${ENROLLMENT_RULES.employerPrimaryEmployees} empleados, Medicare paga primero: inscríbase en la Parte B a los 65. COBRA y la cobertura de jubilado no cuentan.`,
        `**Partie B en travaillant encore :** avec une couverture d'emploi actuel chez un employeur de ${ENROLLMENT_RULES.employerPrimaryEmployees} salariés ou plus, le client peut reporter la partie B sans pénalité ; la période spéciale dure pendant l'emploi et ${ENROLLMENT_RULES.partBWorkingSepMonths} mois après la fin de l'emploi ou de la couverture. Sous ${ENROLLMENT_RULES.employerPrimaryEmployees} salariés, Medicare paie en premier : prendre la partie B à 65 ans. COBRA et la couverture retraité ne comptent pas.`,
      ),
      `**${L("Next step", "Siguiente paso", "Étape suivante")}${colon(language)}** ${L(
        "Ask the employer's headcount and compare the group plan's cost with Part B plus a Medigap; keep form CMS-L564 for when the job ends.",
        "Pregunte cuántos empleados tiene la empresa y compare el plan de grupo con la Parte B más un Medigap; guarde el formulario CMS-L564 para cuando termine el empleo.",
        "Demandez l'effectif de l'employeur et comparez le plan de groupe avec partie B plus un Medigap ; gardez le formulaire CMS-L564 pour la fin de l'emploi.",
      )}`,
      src(RULE_SOURCES.sep.title),
    ].join("\n\n");
  }
  return null;
}
