/** docs/product/decisions.md#d-6: the old hash route of the settings page, `/#/settings`, still leads there. */
export function legacyRoute(hash: string): string | null {
  return hash === "#/settings" ? "/app/settings" : null;
}
