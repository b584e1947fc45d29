/**
 * The coaching engine's public surface. Pure: no I/O, no clock, no randomness (see `BundleContext`).
 */
export * from "./bundle.js";
export * from "./coach/index.js";
export * as eligibility from "./eligibility/index.js";
export {
  assessEligibility,
  describeForbidden,
  describeWindow,
  type EligibilityResult,
  partBPenalty,
  partDPenalty,
  STATE_MEDIGAP_RULES,
  type StateMedigapRule,
  type Window,
  type WindowId,
} from "./eligibility/index.js";
/** Every sourced fact table (namespaced: the tables are many and their names are long). */
export * as facts from "./facts/index.js";
// What the chat coach reaches for most, without the namespace.
export {
  CARRIERS,
  COMMISSION_BASES,
  carriersFor,
  cmsCompensation,
  MEDICARE_FIGURES,
  type MedicareFigures,
  medicareFigures,
  PRODUCT_LIBRARY,
  type ProductFact,
  type Source,
  type Sourced,
} from "./facts/index.js";
export * from "./parse/index.js";
export * as recommender from "./recommend/index.js";
export {
  describeProduct,
  type ProductInfo,
  type Recommendation,
  type RecommendationFlags,
  type RecommendResult,
  recommend,
} from "./recommend/index.js";
export * from "./types.js";
export * from "./words/index.js";
