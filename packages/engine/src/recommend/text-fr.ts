/** Textes des contrats en français (pour l'agent) : courts, concrets, à partir des faits du client. */

import { formatDate, windowTitle } from "../eligibility/words.js";
import { FIA_5_YEAR_CAPS, FIA_7_YEAR_CAPS, MYGA_5_YEAR_RATES } from "../facts/annuities.js";
import { FUNERAL_COSTS } from "../facts/needs.js";
import { LTC_PREMIUMS_AT_55 } from "../facts/premiums/long-term-care.js";
import { HOSPITAL_INDEMNITY_DESIGN } from "../facts/premiums/supplemental.js";
import type { HealthConditionId } from "../types.js";
import { joinList } from "../words/format.js";
import { pct, pctRange, usd, usdRange } from "./format.js";
import type { PolicyWords } from "./text.js";
import { rateRange } from "./text-shared.js";

const L = "fr" as const;

const CONDITION: Readonly<Record<HealthConditionId, string>> = {
  diabetes: "un diabète",
  diabetes_insulin: "un diabète sous insuline",
  high_blood_pressure: "de l'hypertension",
  high_cholesterol: "un cholestérol élevé",
  heart_disease: "une maladie cardiaque",
  heart_attack: "un infarctus passé",
  stroke: "un AVC passé",
  copd: "une BPCO",
  oxygen: "une oxygénothérapie",
  asthma: "de l'asthme",
  cancer_history: "des antécédents de cancer",
  cancer_current: "un cancer en cours",
  kidney_disease: "une maladie rénale",
  dialysis: "une dialyse",
  dementia: "une démence",
  alzheimers: "la maladie d'Alzheimer",
  parkinsons: "la maladie de Parkinson",
  arthritis: "de l'arthrite",
  depression: "une dépression",
  obesity: "une obésité",
  hiv: "le VIH",
  liver_disease: "une maladie du foie",
  terminal_illness: "une maladie en phase terminale",
  nursing_home: "un séjour en établissement médicalisé",
  wheelchair: "un fauteuil roulant",
  afib: "une fibrillation auriculaire",
  heart_failure: "une insuffisance cardiaque",
  blood_clots: "des antécédents de caillots sanguins",
  multiple_sclerosis: "une sclérose en plaques",
  autoimmune: "une maladie auto-immune",
  neuropathy: "une neuropathie",
  esrd: "une insuffisance rénale terminale",
  als: "la maladie de Charcot (SLA)",
  organ_transplant: "une greffe d'organe",
  bipolar_schizophrenia: "un trouble bipolaire ou une schizophrénie",
  seizures: "de l'épilepsie",
  hepatitis: "une hépatite",
  substance_use: "un traitement pour dépendance",
  anxiety: "de l'anxiété",
  thyroid: "un problème de thyroïde",
  osteoporosis: "de l'ostéoporose",
  gout: "de la goutte",
  sleep_apnea: "une apnée du sommeil",
};

function list(items: readonly string[]): string {
  return joinList(items, "et");
}

const CLASS_TEXT = {
  "level:level": "prestation nivelée dès le premier jour",
  "level:graded": "prestation nivelée ou graduée (selon les réponses santé)",
  "level:guaranteed": "nivelée, graduée ou à émission garantie (selon les réponses santé)",
  "graded:graded": "prestation graduée (complète après 2-3 ans ; accident couvert dès le premier jour)",
  "graded:guaranteed": "graduée ou à émission garantie (prestation complète après 2-3 ans)",
  "guaranteed:guaranteed":
    "émission garantie (décès naturel les 2 premières années : primes remboursées avec intérêts)",
} as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const FR: PolicyWords = {
  clientName: (first) =>
    first ? { start: first, mid: first } : { start: "Votre client", mid: "votre client" },
  condition: CONDITION,
  list,
  feClass: (cls) =>
    CLASS_TEXT[`${cls.best}:${cls.worst}` as keyof typeof CLASS_TEXT] ?? CLASS_TEXT["level:graded"],

  coverage(plan, figures) {
    const s = plan.spec;
    switch (s.product) {
      case "final_expense":
        return `Capital de ${usd(s.face, L)}, ${FR.feClass(s.cls)}`;
      case "term_life":
        return `${usd(s.face, L)}, temporaire nivelée ${s.years} ans`;
      case "whole_life":
        return s.purpose === "juvenile"
          ? `Vie entière juvénile de ${usd(s.face, L)} (souscrite par un parent)`
          : s.purpose === "guaranteed"
            ? `Vie entière à émission garantie de ${usd(s.face, L)}`
            : `Vie entière de ${usd(s.face, L)}, prime fixe, valeur de rachat garantie`;
      case "iul":
        return `IUL financée à ${usdRange(plan.premium.amount, L)} par mois (chiffre de planification)`;
      case "medicare_supplement":
        return `Plan ${s.plan}`;
      case "part_d":
        return `Régime de médicaments autonome ; plafond de frais ${figures.year} : ${usd(figures.partD.outOfPocketCap, L)}`;
      case "medicare_advantage":
        return `MA-PD (soins + médicaments) ; plafond de frais en réseau jusqu'à ${usd(figures.medicareAdvantage.moopInNetwork, L)} (${figures.year})`;
      case "hospital_indemnity":
        return `${usd(s.daily, L)} par jour jusqu'à ${HOSPITAL_INDEMNITY_DESIGN.days} jours par séjour, plus ${usd(HOSPITAL_INDEMNITY_DESIGN.snfDaily, L)} par jour en soins infirmiers qualifiés (jours 21-80)`;
      case "cancer":
        return `Capital de ${usd(s.lumpSum, L)} au diagnostic`;
      case "dental_vision_hearing":
        return "Dentaire (prévention à 100 %) avec vision et audition ; plafond annuel de 750 $ à 2 500 $";
      case "long_term_care":
        return `Soins de longue durée classiques, enveloppe de prestations d'environ ${usd(LTC_PREMIUMS_AT_55.benefit, L)}`;
      case "fixed_annuity":
        return `Prime unique de ${usdRange(s.deposit, L)}, MYGA 5 ans (meilleurs taux ${rateRange(MYGA_5_YEAR_RATES.rows, L)}, déc. 2025)`;
      case "indexed_annuity":
        return `Prime unique de ${usdRange(s.deposit, L)}, rente indexée (plafonds 5 ans ${rateRange(FIA_5_YEAR_CAPS.rows, L)} ; 7 ans jusqu'à ${rateRange(FIA_7_YEAR_CAPS.rows, L, true)})`;
    }
  },

  why(plan, w) {
    const { f, figures, name, nameMid } = w;
    const s = plan.spec;
    const conds = (ids: readonly HealthConditionId[]) => list(ids.map((id) => CONDITION[id]));
    switch (s.product) {
      case "final_expense": {
        const lead = f.goals.has("final_expenses")
          ? `${name} veut que les obsèques soient payées, pas laissées à la famille : ${usd(s.target, L)} couvre une inhumation avec caveau (médiane NFDA ${usd(FUNERAL_COSTS.burialWithVault, L)}) plus ${usdRange(FUNERAL_COSTS.cemetery, L)} pour la concession et la pierre.`
          : f.goals.has("legacy")
            ? `Un héritage avec un budget fixe : une petite police vie entière verse ${usd(s.face, L)} aux bénéficiaires, avec une prime qui n'augmente jamais et une couverture qui ne s'arrête pas.${(f.profile.interests ?? []).includes("iul") ? " Une IUL, demandée, exige des années de primes bien au-dessus de ce budget pour porter son coût d'assurance croissant ; cette police garantit le montant." : ""}`
            : f.hasLife
              ? `${f.age !== undefined ? `À ${f.age} ans` : "À cet âge"}, un contrat dédié de ${usd(s.face, L)} sépare les obsèques (médiane ${usd(FUNERAL_COSTS.burialWithVault, L)} avec caveau) de la couverture existante et de la famille.`
              : `Aucune assurance vie mentionnée : ${usd(s.face, L)} évite que les obsèques (médiane ${usd(FUNERAL_COSTS.burialWithVault, L)} avec caveau) retombent sur la famille.`;
        let health = "";
        if (s.cls.best === "guaranteed") {
          health = ` ${cap(conds(f.finalExpenseDrivers))} exclu${f.finalExpenseDrivers.length > 1 ? "ent" : "t"} les contrats nivelés : l'émission garantie met la couverture en place dès maintenant.`;
        } else if (s.cls.worst !== "level") {
          health = ` Avec ${conds(f.finalExpenseDrivers)}, prévoir ${s.cls.worst === "guaranteed" ? "un contrat gradué ou à émission garantie" : "un contrat gradué"}, sauf si ${w.topCarrier ?? "un assureur spécialisé"} l'accepte en nivelé.`;
        }
        const tob = f.tobacco && s.cls.best !== "guaranteed" ? " Tarif fumeur appliqué." : "";
        const fit = w.shrunk
          ? ` Ramené à ${usd(s.face, L)} pour tenir dans ${usd(f.budget ?? 0, L)} par mois.`
          : "";
        return lead + health + tob + fit;
      }
      case "term_life": {
        const n = s.need;
        const who =
          (f.dependents ?? 0) > 0
            ? `${f.dependents} ${f.dependents === 1 ? "enfant dépend" : "enfants dépendent"} du revenu de ${nameMid}`
            : f.married
              ? `Le conjoint dépend du revenu de ${nameMid}`
              : `${name} veut couvrir ses dettes et son revenu`;
        const parts = [`${n.incomeYears} ans de revenu`];
        if (n.mortgage > 0)
          parts.push(n.mortgageAssumed ? "une hypothèque estimée à 2 fois le revenu" : "l'hypothèque");
        if (n.education > 0) parts.push("les études");
        const held = n.existing > 0 ? `, moins ${usd(n.existing, L)} de couverture déjà en place` : "";
        const assumed = n.incomeAssumed ? ` Revenu non indiqué : ${usd(n.income, L)} supposés.` : "";
        const rated =
          f.lifeUnderwriting === "rated"
            ? " Les antécédents de santé impliquent une surprime ; comparez les assureurs compétitifs sur ces profils."
            : "";
        const trimmed = w.shrunk
          ? ` Réduit à ${usd(s.face, L)} pour le budget ; le besoin complet est de ${usd(n.total, L)}.`
          : "";
        return `${who} : la méthode DIME donne ${usd(n.total, L)} (${list(parts)}, plus dettes et frais d'obsèques${held}). Une temporaire nivelée ${s.years} ans fige le prix tant que c'est nécessaire.${assumed}${rated}${trimmed}`;
      }
      case "whole_life":
        if (s.purpose === "juvenile") {
          return "Garantit à l'enfant une couverture et une assurabilité à vie au tarif juvénile ; un parent est titulaire et paie le contrat.";
        }
        if (s.purpose === "guaranteed") {
          return `${cap(conds(f.finalExpenseDrivers.length ? f.finalExpenseDrivers : [...f.conditions]))} empêche${f.conditions.size > 1 ? "nt" : ""} une assurance avec sélection médicale complète : la vie entière à émission garantie met ${usd(s.face, L)} en place dès maintenant, prestation complète après le délai d'attente.`;
        }
        return `${name} veut transmettre : ${usd(s.face, L)} de couverture permanente, prime fixe et valeur de rachat garantie, sans terme qui expire.`;
      case "iul":
        if (s.atBudget)
          return `${name} peut y mettre ${usdRange(plan.premium.amount, L)} par mois, moins que les ${pctRange(0.05, 0.1, L)} habituels d'un revenu de ${usd(s.income, L)} : financée ainsi, la valeur de rachat et le capital décès sont plus faibles, montrez donc les deux dans l'illustration, et aussi à un taux plus bas.`;
        return `${name} gagne ${usd(s.income, L)} et veut une croissance fiscalement avantageuse : y consacrer environ ${pctRange(0.05, 0.1, L)} du revenu constitue une valeur de rachat avec plancher à 0 % et laisse un capital décès. Montrez aussi l'illustration à un taux plus bas.`;
      case "medicare_supplement": {
        const base =
          s.plan === "G"
            ? `Le plan G ne laisse que la franchise de la partie B de ${usd(figures.partB.deductible, L)} (${figures.year}), chez tout médecin qui accepte Medicare.`
            : "Le plan N réduit la prime : franchise de la partie B, jusqu'à 20 $ par consultation et 50 $ par passage aux urgences.";
        const gi = f.medigapBecause ? windowTitle(f.medigapBecause, "fr") : undefined;
        const held =
          f.medigapPlan === "G" || f.medigapPlan === "N" || f.medigapPlan === "F"
            ? `le plan ${f.medigapPlan}`
            : "un plan Medigap";
        const closedF =
          f.medigapPlan === "F"
            ? " Le plan F n'est fermé qu'aux nouveaux assurés Medicare depuis 2020 : votre client, éligible avant, peut aussi se voir proposer le même plan F chez un autre assureur (avec questions de santé)."
            : "";
        const ahead = f.switchAhead
          ? f.switchAhead.opens
            ? ` Prochaine possibilité sans elles : ${windowTitle(f.switchAhead.id, "fr")}, à partir du ${formatDate(f.switchAhead.opens, "fr")}.`
            : ` Possible sans elles : ${windowTitle(f.switchAhead.id, "fr")} (dates à confirmer).`
          : "";
        const risk = [...f.conditions].slice(0, 2);
        const when =
          s.reason === "reshop"
            ? gi
              ? ` ${name} a ${held} et peut en changer sans questions de santé (${gi}).`
              : ` ${name} a ${held} : en changer implique des questions de santé chez la plupart des assureurs, donc gardez-le jusqu'à l'acceptation du nouveau.${closedF}${ahead}`
            : s.reason === "leaving_ma"
              ? (gi
                  ? ` Sortie de Medicare Advantage : ${gi}, sans questions de santé.`
                  : " Sortie de Medicare Advantage : questions de santé, sauf si un droit d'émission garantie couvre le changement.") +
                (f.maExit?.toConfirm
                  ? ` Inutile d'attendre la période d'adhésion annuelle pour quitter le plan Advantage : ${windowTitle(f.maExit.id, "fr")} (dates à confirmer).`
                  : "") +
                (f.maExit && !f.maExit.open && f.maExit.opens
                  ? ` Le plan Advantage ne peut être quitté que pendant la ${windowTitle(f.maExit.id, "fr")}, à partir du ${formatDate(f.maExit.opens, "fr")}${f.maExit.starts ? ` : faites la demande à ce moment-là pour que le complément et le plan médicaments commencent le ${formatDate(f.maExit.starts, "fr")}, le jour où le plan Advantage prend fin` : ""}.`
                  : "")
              : s.reason === "open_enrollment"
                ? gi
                  ? f.medigapFrom
                    ? ` Aucune question de santé pour une couverture qui commence à partir du ${formatDate(f.medigapFrom, "fr")} (${gi}).`
                    : ` Aucune question de santé maintenant (${gi}).`
                  : " Vérifiez la date de début de la partie B : la période d'adhésion Medigap de 6 mois court à partir de cette date."
                : f.medigapQuestions === "asked" && risk.length > 0 && f.medigapUnderwritingRisk
                  ? ` Questions de santé : ${conds(risk)} pourrai${risk.length > 1 ? "en" : ""}t entraîner une prime plus élevée ou un refus ; faites la demande avant de résilier quoi que ce soit.`
                  : f.hasOriginal
                    ? ` ${name} a Medicare Original sans complément.`
                    : "";
        const under65 =
          f.age !== undefined && f.age < 65 && !f.turning65
            ? " Avant 65 ans, les tarifs Medigap sont souvent bien plus élevés qu'à 65 ans et certains assureurs ne les proposent pas : demandez un tarif à chacun, puis à nouveau à 65 ans, quand une nouvelle période d'adhésion s'ouvre."
            : "";
        return base + when + under65;
      }
      case "part_d":
        return `Medicare Original ne couvre pas les médicaments : un régime autonome plafonne les médicaments couverts à ${usd(figures.partD.outOfPocketCap, L)} en ${figures.year} et évite la pénalité de retard à vie (1 % de ${usd(figures.partD.baseBeneficiaryPremium, L)} par mois sans couverture).`;
      case "medicare_advantage": {
        const reason = {
          institutional: `En maison de soins, ${nameMid} peut passer à un plan institutionnel (I-SNP) conçu pour les résidents, avec des soins coordonnés sur place (ou, avec Medicaid, à un D-SNP) : la période spéciale institutionnelle permet le changement.`,
          medicaid: "Avec Medicaid, un plan pour double admissibilité (D-SNP) coordonne les deux programmes.",
          budget: `Avec ${usd(f.budget ?? 0, L)} par mois, Medigap plus la partie D ne rentre pas.`,
          underwriting: `Hors période d'adhésion, ${conds([...f.conditions].slice(0, 2))} pourrai${f.conditions.size > 1 ? "en" : ""}t faire refuser une demande Medigap.`,
          lower_premiums: `${name} veut des primes plus basses.`,
          dvh: `${name} veut le dentaire, la vision et l'audition, inclus dans 98 % des plans MA.`,
          default: `${name} choisit comment recevoir Medicare.`,
        }[s.reason];
        return `${reason} Un MA-PD réunit soins et médicaments dans un seul plan ; ${pct(figures.medicareAdvantage.zeroPremiumPlanShare, L)} d'entre eux sont à prime zéro en ${figures.year}. Vérifiez d'abord médecins et médicaments.`;
      }
      case "hospital_indemnity":
        return s.withMA
          ? `Les plans MA facturent des quotes-parts journalières en début d'hospitalisation et jusqu'à ${usd(figures.medicareAdvantage.moopInNetwork, L)} par an en réseau : ${usd(s.daily, L)} par jour verse de l'argent à ${nameMid} dès le premier jour d'admission.`
          : `${name} veut couvrir les frais d'hôpital : ${usd(s.daily, L)} par jour versés en espèces, quoi que paient les autres couvertures.`;
      case "cancer":
        return s.pairing === "medigap"
          ? `Complète le Medigap : il paie les factures médicales, un capital de ${usd(s.lumpSum, L)} paie tout le reste (déplacements, perte de revenu). Le risque sur la vie est d'environ 1 homme sur 2 et 1 femme sur 3.`
          : s.pairing === "goal"
            ? `${name} veut se protéger du cancer : un capital de ${usd(s.lumpSum, L)} au diagnostic paie ce que l'assurance santé ne couvre pas.`
            : `Un capital de ${usd(s.lumpSum, L)} en cas de diagnostic de cancer, pour ce que l'assurance santé laisse à charge.`;
      case "dental_vision_hearing":
        if (s.reason === "tfl")
          return "TRICARE For Life paie déjà après Medicare et la pharmacie TRICARE couvre les médicaments (couverture reconnue), donc ni Medigap ni partie D : restent les soins dentaires courants, les lunettes et les appareils auditifs, que ceci couvre, avec la prévention à 100 %.";
        return s.reason === "original"
          ? "Medicare Original et Medigap ne couvrent ni le dentaire courant, ni les lunettes, ni les aides auditives ; ce plan oui, avec la prévention à 100 %."
          : s.reason === "goal"
            ? `${name} a demandé le dentaire, la vision et l'audition : prévention à 100 % dès le premier jour, délais de 6 à 12 mois pour les gros soins.`
            : s.reason === "child"
              ? "Dentaire et vision courants pour l'enfant dans un plan familial."
              : "Dentaire courant, lunettes et aides auditives que la couverture santé laisse de côté.";
      case "long_term_care":
        return `${name} pense aux soins de longue durée : un établissement coûte environ 100 000 $ par an. Souscrire ${f.age !== undefined ? `à ${f.age} ans` : "maintenant"} en bonne santé coûte moins cher qu'attendre (environ +50 % à 65 ans et +188 % à 75 ans par rapport à 55).`;
      case "fixed_annuity":
      case "indexed_annuity": {
        const reserve = usd(Math.max(0, s.savings - s.deposit.high), L);
        const part = `${usdRange(s.deposit, L)} sur ${usd(s.savings, L)} d'épargne`;
        return s.product === "fixed_annuity"
          ? `${name} veut ${s.goal === "idle_savings" ? "faire travailler une épargne qui dort" : "une croissance sûre"} : ${part} dans une MYGA 5 ans jusqu'à ${pct(MYGA_5_YEAR_RATES.rows[0]!.rate, L, 2)} protège le capital ; au moins ${reserve} reste disponible.`
          : `${name} veut ${s.goal === "retirement_income" ? "un revenu de retraite" : "croître sans pertes de marché"} : ${part} dans une rente indexée protège le capital, crédite la hausse de l'indice jusqu'au plafond et peut ajouter une option de revenu viager ; au moins ${reserve} reste disponible.`;
      }
    }
  },

  basis(b, product) {
    if (b.kind === "cms") {
      return b.region === "unknown"
        ? `CMS ${b.year} initial, ${usdRange(b.initial, L)} selon la région`
        : `CMS ${b.year} initial${b.state ? ` (${b.state})` : ""}, ${usdRange(b.initial, L)}`;
    }
    if (b.kind === "deposit") return `${pctRange(b.low, b.high, L)} du dépôt`;
    const of = b.target ? "de la prime cible" : "de la prime annualisée";
    const level =
      product === "final_expense"
        ? b.reduced
          ? " (barème gradué/émission garantie)"
          : " (niveau de contrat)"
        : "";
    const split = b.split
      ? `, ${pct(b.split.excess, L)} sur l'excédent (cible estimée à ${pctRange(b.split.shareLow, b.split.shareHigh, L)} du financement)`
      : "";
    return `${pctRange(b.low, b.high, L)} ${of}${level}${split}${b.feeExcluded ? ", frais de contrat exclus" : ""}`;
  },

  renewal(r) {
    if (r.kind === "cms") return `renouvellement ${usdRange(r.amount, L)} par an (plafond CMS ${r.year})`;
    return `${pctRange(r.low, r.high, L)} de la prime par an${r.years ? `, années ${r.years}` : ""}`;
  },
};
