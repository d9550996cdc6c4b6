/** A quantity kept between `min` and `max`, a whole number; anything non-numeric falls back to `min`. */
export function clampQuantity(value: number, min = 1, max = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.round(value), min), max);
}
