/**
 * Eligibility: enrollment windows, guaranteed-issue rights, what must not be sold, penalties, low-income
 * and IRMAA screens, and state Medigap rules. See `docs/engine/eligibility.md`.
 */
export { assessEligibility, planYearFor } from "./assess.js";
export { partBPenalty, partDPenalty } from "./penalties.js";
export { STATE_MEDIGAP_RULES, stateMedigapRule } from "./states.js";
export * from "./types.js";
export { describeForbidden, describeWindow, formatDate, windowTitle } from "./words.js";
