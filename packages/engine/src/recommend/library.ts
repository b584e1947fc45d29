/**
 * One product described for the chat coach's product questions, in the asked language: what it is, the
 * sales tip, how it pays (from the same commission bases as bundles) and the carriers the research names.
 */
import { carriersFor } from "../facts/carriers.js";
import { COMMISSION_BASES } from "../facts/commissions.js";
import { cmsCompensation } from "../facts/compensation.js";
import { PRODUCT_LIBRARY } from "../facts/products.js";
import type { CarrierFit, Language, ProductId } from "../types.js";
import type { BasisSpec } from "./commission.js";
import { POLICY_WORDS } from "./text.js";

export interface ProductInfo {
  id: ProductId;
  name: string;
  description: string;
  salesTip: string;
  /** Agent-only: how the product pays, with the sourced range. */
  commission: string;
  renewal: string | null;
  carriers: CarrierFit[];
}

export function describeProduct(id: ProductId, language: Language, now: Date): ProductInfo {
  const fact = PRODUCT_LIBRARY[id];
  const words = POLICY_WORDS[language];
  const basis = COMMISSION_BASES[id];
  let commission: string;
  let renewal: string | null = null;
  if (basis.kind === "cms_per_member") {
    const product = id === "part_d" ? "part_d" : "medicare_advantage";
    const q = cmsCompensation(now.getUTCFullYear(), product);
    const spec: BasisSpec = { kind: "cms", product, year: q.year, region: q.region, initial: q.initial };
    commission = words.basis(spec, id);
    renewal = q.renewal ? words.renewal({ kind: "cms", year: q.year, amount: q.renewal }) : null;
  } else if (basis.kind === "percent_of_deposit") {
    commission = words.basis({ kind: "deposit", low: basis.firstYear.low, high: basis.firstYear.high }, id);
  } else {
    commission = words.basis(
      {
        kind: "percent",
        low: basis.firstYear.low,
        high: basis.firstYear.high,
        feeExcluded: basis.nonCommissionableFee !== undefined,
        reduced: false,
        target: id === "iul",
      },
      id,
    );
    renewal = basis.renewal
      ? words.renewal({
          kind: "percent",
          low: basis.renewal.low,
          high: basis.renewal.high,
          years: basis.renewalYears,
        })
      : null;
  }
  return {
    id,
    name: fact.name[language],
    description: fact.description[language],
    salesTip: fact.salesTip[language],
    commission,
    renewal,
    carriers: carriersFor(id)
      .slice(0, 3)
      .map((c) => ({ name: c.name, fit: c.fit[language] })),
  };
}
