/** What the props panel accepts: a control refuses a value the prop does not take, and says why. */

export interface NumberRange {
  name: string;
  min: number;
  max: number;
  /** Values lie on this grid counted from `min`; default any number. */
  step?: number;
}

const onGrid = (value: number, origin: number, step: number) => {
  const steps = (value - origin) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
};

/** Why the text typed into a number control is refused, or null when the prop takes it. */
export function numberProblem({name, min, max, step}: NumberRange, text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return `${name} takes a number from ${min} to ${max}`;
  if (value < min || value > max) return `${name} takes ${min} to ${max}, not ${value}`;
  if (step !== undefined && !onGrid(value, min, step)) return `${name} takes steps of ${step} from ${min}, not ${value}`;
  return null;
}
