/**
 * Stable in-place insertion sort for the engine's short lists (a dozen candidates, a handful of carriers
 * or windows). `Array#sort` copies into a work array and calls the comparator through a generic builtin,
 * which costs more than the sorting itself at these sizes. Both sorts are stable, so for a consistent
 * comparator the order is the same.
 */
export function sortSmall<T>(items: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!;
    let j = i - 1;
    while (j >= 0 && compare(items[j]!, item) > 0) {
      items[j + 1] = items[j]!;
      j--;
    }
    items[j + 1] = item;
  }
  return items;
}
