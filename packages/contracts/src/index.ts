export * from "./account.js";
export * from "./billing.js";
export * from "./bundles.js";
export * from "./errors.js";
export * from "./roles.js";
