/** A lead's follow-up: the cadence of touches with their scripts, the Social Security payday, the guard. */
export * from "./cadence.js";
export * from "./payday.js";
export * from "./persistency.js";
