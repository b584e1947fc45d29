import type { useTranslation } from "react-i18next";
import { formatUsd } from "@/lib/format";
import type { Fact } from "./profile-facts";

/**
 * The words a fact chip shows, in the interface's language: short, the way an agent notes a client. Shared
 * by the chips and the form that corrects one.
 */
export type TFunction = ReturnType<typeof useTranslation>["t"];

/** An id the interface has no word for yet (a newer engine's): readable rather than raw. */
export function plain(id: string): string {
  return id.replace(/_/g, " ");
}

/** The chip's text: short, the way an agent notes a client ("71", "FL", "COPD", "Wants final expense"). */
export function factText(fact: Pick<Fact, "who" | "kind" | "value">, t: TFunction, language: string): string {
  const label = (prefix: string) => t(`${prefix}.${fact.value}`, { defaultValue: plain(fact.value) });
  const money = () => formatUsd(Number(fact.value), language);
  let text: string;
  switch (fact.kind) {
    case "age":
    case "state":
    case "medication":
    case "carrier":
      text = fact.value;
      break;
    case "gender":
      text = label("bundles.options.gender");
      break;
    case "smoker":
      text = label("bundles.options.smoker");
      break;
    case "marital":
      text = label("bundles.options.maritalStatus");
      break;
    case "dependents":
      text = t("bundles.facts.show.dependents", { count: Number(fact.value) });
      break;
    case "condition":
      text = label("bundles.conditions");
      break;
    case "coverage":
      text = t("bundles.facts.show.coverage", { value: label("bundles.coverage") });
      break;
    case "interest":
      text = t("bundles.facts.show.interest", { value: label("bundles.products") });
      break;
    case "goal":
      text = t("bundles.facts.show.goal", { value: label("bundles.goals") });
      break;
    case "budget":
      text = t("bundles.facts.show.budget", { amount: money() });
      break;
    case "income":
      text = t("bundles.facts.show.income", { amount: money() });
      break;
    case "savings":
      text = t("bundles.facts.show.savings", { amount: money() });
      break;
    case "medicaid":
      text = t("bundles.facts.show.medicaid", {
        value:
          fact.value === "full" || fact.value === "partial"
            ? t(`bundles.facts.medicaidLevels.${fact.value}`)
            : fact.value.toUpperCase(),
      });
      break;
    case "veteran":
      text = t("bundles.facts.show.veteran");
      break;
    default:
      text = plain(fact.value);
  }
  if (fact.who === "spouse") return t("bundles.facts.spouse", { fact: text });
  if (fact.who === "other") return t("bundles.facts.other", { fact: text });
  return text;
}
