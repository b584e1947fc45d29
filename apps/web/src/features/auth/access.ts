import type { Me } from "@buildr/contracts";

/** Paid, or otherwise unlimited (docs/product/decisions.md#d-3), as the server decides it. */
export function hasUnlimitedAccess(me: Me): boolean {
  return me.isPaid || me.isUnlimited;
}
