import {forwardRef, type InputHTMLAttributes} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Value rendered as `data-testid`; default 'store-radio'. */
  testId?: string;
}

/** Stand-in for the 1.x Radio: a native radio button, named by a Label around it or `aria-label`. */
const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio({testId = 'store-radio', className, ...rest}, ref) {
  return <input ref={ref} type="radio" data-fs-radio="" data-testid={testId} className={clsx(field.check, className)} {...rest} />;
});

export default Radio;
