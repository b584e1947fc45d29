import { type PaidPlan, PLAN_PRICES_USD } from "@buildr/contracts/plans";
import { formatUsd } from "@/lib/format";

/** A paid plan's price as the reader writes it: "$360", "360 $". */
export function planPrice(plan: PaidPlan, language: string): string {
  return formatUsd(PLAN_PRICES_USD[plan], language);
}
