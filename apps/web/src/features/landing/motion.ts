/**
 * Spec §1: animations are off with `?disable-animations=1` or when the visitor prefers reduced motion;
 * the demo then shows its finished state at once.
 */
export function animationsDisabled(search = window.location.search): boolean {
  if (new URLSearchParams(search).get("disable-animations") === "1") return true;
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
