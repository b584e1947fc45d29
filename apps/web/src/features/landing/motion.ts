/**
 * Spec §1: animations are off with `?disable-animations=1` or when the visitor prefers reduced motion;
 * the demo then shows its finished state at once.
 */
export function animationsDisabled(search?: string): boolean {
  // The build's prerender has no window: it renders the animated demo's first frame.
  if (typeof window === "undefined") return false;
  if (new URLSearchParams(search ?? window.location.search).get("disable-animations") === "1") return true;
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
