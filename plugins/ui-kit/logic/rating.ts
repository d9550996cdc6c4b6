export type ItemFill = 'full' | 'partial' | 'empty';

/** How the item at `index` (from 0) of a rating of `value` is filled, as the 1.x AggregateRating marks it. */
export function itemFill(value: number, index: number): ItemFill {
  const left = value - index;
  if (left >= 1) return 'full';
  return left > 0 ? 'partial' : 'empty';
}
