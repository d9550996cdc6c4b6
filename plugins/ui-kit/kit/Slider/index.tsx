import {forwardRef, useImperativeHandle, useState, type ChangeEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {moveThumb, normalizeRange, percentOf, type SliderRange, type Thumb} from '../../logic/slider.ts';
import styles from './styles.module.css';

interface Range {
  /** The end of the scale. */
  absolute: number;
  /** Where the thumb starts. */
  selected: number;
}

export type SliderProps = {
  min: Range;
  max: Range;
  /** Increment between values; default none (the range inputs' own, 1). */
  step?: number;
  /** Value rendered as `data-testid`; default 'store-slider'. */
  testId?: string;
  onChange?: (value: {min: number; max: number}) => void;
  /** Fires when a drag, a key press or a typed value ends. */
  onEnd?: (value: {min: number; max: number}) => void;
  /** Text announced for a thumb's value; default the number. */
  getAriaValueText?(value: number, thumb?: 'min' | 'max'): string;
  className?: string;
  /** Shown for the minimum value; default nothing. */
  minValueLabelComponent?: (minValue: number) => ReactNode;
  /** Shown for the maximum value; default nothing. */
  maxValueLabelComponent?: (maxValue: number) => ReactNode;
};

type SliderRefType = {
  /** Moves both thumbs, kept inside the bounds and apart as a drag would keep them. */
  setSliderValues: (values: {min: number; max: number}) => void;
};

const thumbNames: Record<Thumb, string> = {min: 'Minimum', max: 'Maximum'};

/**
 * Stand-in for the 1.x Slider: two range inputs on one track, and a number field for each value. The thumbs stay
 * at least one step apart (logic/slider.ts).
 */
const Slider = forwardRef<SliderRefType | undefined, SliderProps>(function Slider(
  {min, max, step, testId = 'store-slider', onChange, onEnd, getAriaValueText, className, minValueLabelComponent, maxValueLabelComponent},
  ref,
) {
  const bounds = {absoluteMin: min.absolute, absoluteMax: max.absolute, step};
  const [range, setRange] = useState(() => normalizeRange({min: min.selected, max: max.selected}, bounds));

  useImperativeHandle(ref, () => ({setSliderValues: (values) => setRange(normalizeRange(values, bounds))}));

  function move(thumb: Thumb, requested: number): SliderRange {
    const next = moveThumb(range, thumb, requested, bounds);
    if (next.min !== range.min || next.max !== range.max) {
      setRange(next);
      onChange?.(next);
    }
    return next;
  }

  // A refused move must put the thumb back: the clamped value is written to the input itself, since a state that
  // does not change triggers no render (and the browser bundle's Preact does not restore controlled inputs).
  function onRangeInput(event: ChangeEvent<HTMLInputElement>, thumb: Thumb) {
    event.currentTarget.value = String(move(thumb, event.currentTarget.valueAsNumber)[thumb]);
  }

  // The number fields are uncontrolled while typing; a refused value is replaced by the kept one.
  function commitTyped(thumb: Thumb, input: HTMLInputElement) {
    const next = move(thumb, input.value === '' ? Number.NaN : Number(input.value));
    input.value = String(next[thumb]);
    onEnd?.(next);
  }

  const end = () => onEnd?.(range);
  const low = percentOf(range.min, bounds);
  const high = percentOf(range.max, bounds);
  const labels = [minValueLabelComponent?.(range.min), maxValueLabelComponent?.(range.max)];

  return (
    <div data-fs-slider="" data-testid={testId} className={clsx(styles.slider, className)}>
      {(minValueLabelComponent || maxValueLabelComponent) && (
        <div className={styles.values} data-slider-values="">
          <span>{labels[0]}</span>
          <span>{labels[1]}</span>
        </div>
      )}
      <div className={styles.track}>
        <div className={styles.selection} style={{left: `${low}%`, right: `${100 - high}%`}} />
        {(['min', 'max'] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            className={styles.thumb}
            data-slider-thumb={thumb}
            aria-label={thumbNames[thumb]}
            min={min.absolute}
            max={max.absolute}
            step={step}
            value={range[thumb]}
            aria-valuenow={range[thumb]}
            aria-valuetext={getAriaValueText?.(range[thumb], thumb)}
            // Past the middle the min thumb goes on top, so both stay reachable when they meet.
            style={{zIndex: thumb === 'min' && low > 50 ? 3 : 2}}
            onChange={(event) => onRangeInput(event, thumb)}
            onPointerUp={end}
            onKeyUp={end}
          />
        ))}
      </div>
      <div className={styles.inputs}>
        {(['min', 'max'] as const).map((thumb) => (
          <label key={`${thumb}-${range[thumb]}`} className={styles.typed}>
            {thumbNames[thumb]}
            <input
              type="number"
              className={styles.number}
              data-slider-input={thumb}
              min={min.absolute}
              max={max.absolute}
              step={step}
              defaultValue={range[thumb]}
              onBlur={(event) => commitTyped(thumb, event.currentTarget)}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key === 'Enter') commitTyped(thumb, event.currentTarget);
              }}
            />
          </label>
        ))}
      </div>
    </div>
  );
});

export default Slider;
