import {forwardRef, type InputHTMLAttributes} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Validation state, rendered as `data-error` or `data-success`; default none. */
  variant?: 'success' | 'error';
  /** Value rendered as `data-testid`; default 'store-input'. */
  testId?: string;
}

/** Stand-in for the 1.x Input: a native input, named by a Label or `aria-label`. */
const Input = forwardRef<HTMLInputElement, InputProps>(function Input({variant, testId = 'store-input', className, ...rest}, ref) {
  return (
    <input
      ref={ref}
      data-fs-input=""
      data-testid={testId}
      data-error={variant === 'error' || undefined}
      data-success={variant === 'success' || undefined}
      className={clsx(field.control, className)}
      {...rest}
    />
  );
});

export default Input;
