import {useId, useState, type ChangeEvent, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {moveThumb, normalizeRange, percentOf, type SliderRange, type Thumb} from '../../logic/slider';
import styles from './styles.module.css';

interface Bound {
  /** The end of the scale. */
  absolute: number;
  /** Where the thumb starts. */
  selected: number;
}

interface Props {
  min: Bound;
  max: Bound;
  /** Increment between values; default 1. */
  step?: number;
  onChange?: (range: SliderRange) => void;
  /** Fires when a drag, a key press or a typed value ends. */
  onEnd?: (range: SliderRange) => void;
  /** Text announced for a thumb; default the formatted value. */
  getAriaValueText?: (value: number, thumb: Thumb) => string;
  /** Kit extra: display format of the values; default String. */
  formatValue?: (value: number) => string;
  /** Kit extra: accessible name of the group and visible caption; default 'Price range'. */
  label?: string;
  /** Kit extra: number fields to type each value; default true. */
  showInputs?: boolean;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-slider'. */
  testId?: string;
}

const thumbNames: Record<Thumb, string> = {min: 'Minimum', max: 'Maximum'};

export default function Slider({
  min,
  max,
  step = 1,
  onChange,
  onEnd,
  getAriaValueText,
  formatValue = String,
  label = 'Price range',
  showInputs = true,
  className,
  testId = 'store-slider',
}: Props) {
  const bounds = {absoluteMin: min.absolute, absoluteMax: max.absolute, step};
  const [range, setRange] = useState(() => normalizeRange({min: min.selected, max: max.selected}, bounds));
  const labelId = useId();

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
  const valueText = (thumb: Thumb) => getAriaValueText?.(range[thumb], thumb) ?? formatValue(range[thumb]);
  const low = percentOf(range.min, bounds);
  const high = percentOf(range.max, bounds);

  return (
    <div data-fs-slider="" data-testid={testId} role="group" aria-labelledby={labelId} className={clsx(styles.slider, className)}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.values} data-slider-values="">
          {formatValue(range.min)} – {formatValue(range.max)}
        </span>
      </div>
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
            aria-valuetext={valueText(thumb)}
            // Past the middle the min thumb goes on top, so both stay reachable when they meet.
            style={{zIndex: thumb === 'min' && low > 50 ? 3 : 2}}
            onChange={(event) => onRangeInput(event, thumb)}
            onPointerUp={end}
            onKeyUp={end}
          />
        ))}
      </div>
      {showInputs && (
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
      )}
    </div>
  );
}
