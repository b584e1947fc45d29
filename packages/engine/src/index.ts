/**
 * The coaching engine's public surface. Pure: no I/O, no clock, no randomness (see `BundleContext`).
 */
export * from "./types.js";
