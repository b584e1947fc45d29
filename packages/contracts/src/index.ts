export * from "./errors.js";
export * from "./roles.js";
