import {useState} from 'react';
import clsx from 'clsx';
import {clampQuantity} from '../../logic/quantity';
import styles from './styles.module.css';

interface Props {
  /** Starting quantity; default `min`. */
  initial?: number;
  /** Lowest quantity; default 1. */
  min?: number;
  /** Highest quantity; default no limit. */
  max?: number;
  disabled?: boolean;
  onChange?: (quantity: number) => void;
  /** Accessible name of the field; default 'Quantity'. */
  label?: string;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-quantity-selector'. */
  testId?: string;
}

export default function QuantitySelector({
  initial,
  min = 1,
  max,
  disabled = false,
  onChange,
  label = 'Quantity',
  className,
  testId = 'store-quantity-selector',
}: Props) {
  const [quantity, setQuantity] = useState(() => clampQuantity(initial ?? min, min, max));
  function set(value: number) {
    const next = clampQuantity(value, min, max);
    setQuantity(next);
    if (next !== quantity) onChange?.(next);
    return next;
  }
  return (
    <div data-fs-quantity-selector="" data-testid={testId} className={clsx(styles.quantitySelector, className)}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={disabled || quantity <= min}
        onClick={() => set(quantity - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        key={quantity}
        type="number"
        inputMode="numeric"
        className={styles.input}
        aria-label={label}
        min={min}
        max={max}
        defaultValue={quantity}
        disabled={disabled}
        onBlur={(event) => {
          event.currentTarget.value = String(set(event.currentTarget.valueAsNumber));
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase ${label.toLowerCase()}`}
        disabled={disabled || (max !== undefined && quantity >= max)}
        onClick={() => set(quantity + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
