import type { PaidPlan } from "@buildr/contracts/billing";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/**
 * The Yearly/Lifetime switch (docs/product/screens.md#routes), as native radio buttons: arrow keys move between them and a
 * screen reader announces a group of two choices.
 */
export function PlanToggle({ value, onChange }: { value: PaidPlan; onChange: (plan: PaidPlan) => void }) {
  const { t } = useTranslation();
  const options: { plan: PaidPlan; label: string }[] = [
    { plan: "yearly", label: t("billing.pricing.yearly") },
    { plan: "lifetime", label: t("billing.pricing.lifetime") },
  ];
  return (
    <fieldset className="mx-auto inline-flex rounded-full border bg-muted p-1">
      <legend className="sr-only">{t("billing.pricing.periodLabel")}</legend>
      {options.map(({ plan, label }) => (
        <label key={plan} className="relative cursor-pointer">
          <input
            type="radio"
            name="plan"
            value={plan}
            checked={value === plan}
            onChange={() => onChange(plan)}
            className="peer sr-only"
          />
          <span
            className={cn(
              "block rounded-full px-5 py-2 text-sm font-semibold text-muted-foreground transition-colors",
              "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
              "peer-checked:bg-primary peer-checked:text-primary-foreground hover:text-foreground peer-checked:hover:text-primary-foreground",
            )}
          >
            {label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
