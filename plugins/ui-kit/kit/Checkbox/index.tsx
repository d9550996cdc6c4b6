import {forwardRef, type InputHTMLAttributes} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Value rendered as `data-testid`; default 'store-checkbox'. */
  testId?: string;
}

/** Stand-in for the 1.x Checkbox: a native checkbox, named by a Label around it or `aria-label`. */
const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({testId = 'store-checkbox', className, ...rest}, ref) {
  return <input ref={ref} type="checkbox" data-fs-checkbox="" data-testid={testId} className={clsx(field.check, className)} {...rest} />;
});

export default Checkbox;
