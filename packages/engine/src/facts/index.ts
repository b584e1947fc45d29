/**
 * The engine's sourced facts: Medicare figures by year, CMS compensation caps, premium tables, commission
 * bases, carriers, underwriting and the product library. Numbers in a bundle come from here (docs/product/decisions.md#d-11).
 */
export * from "./annuities.js";
export * from "./carriers.js";
export * from "./commissions.js";
export * from "./compensation.js";
export * from "./compliance.js";
export * from "./low-income.js";
export * from "./medicare.js";
export * from "./needs.js";
export * from "./plan-years.js";
export * from "./premiums/final-expense.js";
export * from "./premiums/iul.js";
export * from "./premiums/long-term-care.js";
export * from "./premiums/medicare-plans.js";
export * from "./premiums/medigap.js";
export * from "./premiums/supplemental.js";
export * from "./premiums/term-life.js";
export * from "./premiums/whole-life.js";
export * from "./products.js";
export * from "./sources.js";
export type * from "./types.js";
export * from "./underwriting.js";
