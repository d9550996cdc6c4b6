/** Pure range logic for the two-thumb Slider (min stays at least 1 below max, max at least 1 above min). */

export type Thumb = 'min' | 'max';

export interface SliderBounds {
  /** Lowest value the range allows. */
  absoluteMin: number;
  /** Highest value the range allows. */
  absoluteMax: number;
  /** Step between values; default 1. */
  step?: number;
}

export interface SliderRange {
  min: number;
  max: number;
}

/** The smallest distance kept between the thumbs: one step, and never less than 1. */
export function minimumGap(step = 1): number {
  return Math.max(1, step);
}

/** Rounds `value` to the nearest step counted from `origin`, fixing float noise (0.1 + 0.2). */
export function roundToStep(value: number, step: number, origin: number): number {
  if (!(step > 0)) return value;
  const rounded = origin + Math.round((value - origin) / step) * step;
  return Number(rounded.toFixed(10));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * The value `thumb` takes when asked to move to `requested`, whatever the input (drag, keyboard, typed text):
 * snapped to the step, inside the absolute bounds, and at least `minimumGap` away from the other thumb.
 * A non-numeric request keeps the current value.
 */
export function moveThumb(range: SliderRange, thumb: Thumb, requested: number, bounds: SliderBounds): SliderRange {
  const step = bounds.step ?? 1;
  const gap = minimumGap(step);
  if (!Number.isFinite(requested)) return range;
  const snapped = roundToStep(requested, step, bounds.absoluteMin);
  if (thumb === 'min') {
    return {min: clamp(snapped, bounds.absoluteMin, range.max - gap), max: range.max};
  }
  return {min: range.min, max: clamp(snapped, range.min + gap, bounds.absoluteMax)};
}

/** A valid starting range from any props: inside the bounds and `minimumGap` apart (max wins room first). */
export function normalizeRange(range: SliderRange, bounds: SliderBounds): SliderRange {
  const gap = minimumGap(bounds.step);
  const max = clamp(Number.isFinite(range.max) ? range.max : bounds.absoluteMax, bounds.absoluteMin + gap, bounds.absoluteMax);
  const min = clamp(Number.isFinite(range.min) ? range.min : bounds.absoluteMin, bounds.absoluteMin, max - gap);
  return {min, max};
}

/** Position of `value` inside the bounds, 0 to 100, for the filled track. */
export function percentOf(value: number, bounds: SliderBounds): number {
  const span = bounds.absoluteMax - bounds.absoluteMin;
  return span > 0 ? ((value - bounds.absoluteMin) / span) * 100 : 0;
}
