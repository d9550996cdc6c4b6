import {forwardRef, type SelectHTMLAttributes} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Value rendered as `data-testid`; default 'store-select'. */
  testId?: string;
}

/** Stand-in for the 1.x Select: a native `select`, named by a Label or `aria-label`. */
const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({testId = 'store-select', className, ...rest}, ref) {
  return <select ref={ref} data-fs-select="" data-testid={testId} className={clsx(field.control, className)} {...rest} />;
});

export default Select;
