import {forwardRef, useId, type InputHTMLAttributes} from 'react';
import clsx from 'clsx';
import IconButton, {type IconButtonProps} from '../IconButton/index.tsx';
import Input, {type InputProps} from '../Input/index.tsx';
import styles from './styles.module.css';

export interface QuantitySelectorProps extends InputHTMLAttributes<HTMLDivElement> {
  /** The quantity shown in the field. */
  quantity: number | string;
  /** Passed to the decrement IconButton: its `icon`, and usually `onClick` and `disabled`. */
  leftButtonProps: Omit<IconButtonProps, 'aria-label'>;
  /** Passed to the Input between the buttons, after its own props. */
  inputProps: InputProps;
  /** Passed to the increment IconButton, like `leftButtonProps`. */
  rightButtonProps: Omit<IconButtonProps, 'aria-label'>;
  /** Value rendered as `data-testid`; default 'store-quantity-selector'. */
  testId?: string;
}

/** Stand-in for the 1.x QuantitySelector: controlled, it shows `quantity` and leaves every change to your handlers. */
const QuantitySelector = forwardRef<HTMLDivElement, QuantitySelectorProps>(function QuantitySelector(
  {quantity, testId = 'store-quantity-selector', leftButtonProps, inputProps, rightButtonProps, className, ...rest},
  ref,
) {
  const inputId = useId();
  return (
    <div ref={ref} data-fs-quantity-selector="" data-testid={testId} className={clsx(styles.quantitySelector, className)} {...rest}>
      <IconButton aria-controls={inputId} aria-label="Decrement Quantity" className={styles.step} {...leftButtonProps} />
      <Input aria-label="Quantity" id={inputId} inputMode="numeric" value={quantity} className={styles.input} {...inputProps} />
      <IconButton aria-controls={inputId} aria-label="Increment Quantity" className={styles.step} {...rightButtonProps} />
    </div>
  );
});

export default QuantitySelector;
