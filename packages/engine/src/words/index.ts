/**
 * The words around a bundle's numbers (summary, talk track, scripts, objections, follow-up, compliance,
 * missing-fact questions) in English, Spanish and French. Pure: no I/O, no clock (pass `now`), no
 * randomness. The numbers come from the recommender; nothing here invents one.
 */
export {
  type AppointmentLine,
  CMS_MARKETING_PRODUCTS,
  clientPurpose,
  clientTpmoDisclaimer,
  clientWhy,
  lineOf,
} from "./client-copy.js";
export { complianceViolations, type TpmoCounts } from "./compliance.js";
export {
  type BundleWords,
  clientCompliance,
  composeObjectionCards,
  composeWords,
  describeMissing,
  OBJECTION_CATEGORIES,
  type ObjectionCard,
  type ObjectionCategory,
  tpmoDisclaimer,
  WORD_TABLES,
  type WordsInput,
} from "./compose.js";
export type { WordTable } from "./table.js";
