import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Translation } from "@/locales/en";

type FeatureKey = keyof Translation["billing"]["features"];

export const PREMIUM_FEATURES: FeatureKey[] = [
  "unlimitedBundles",
  "advancedCoaching",
  "carrierData",
  "followUpScripts",
  "pitchCustomization",
  "prioritySupport",
];

/** What Premium unlocks (docs/product/index.md), as a checked list. */
export function PremiumFeatureList({ features = PREMIUM_FEATURES }: { features?: FeatureKey[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 text-sm">
      {features.map((key) => (
        <li key={key} className="flex items-start gap-3">
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
            <Check className="size-3.5" aria-hidden />
          </span>
          {t(`billing.features.${key}`)}
        </li>
      ))}
    </ul>
  );
}
