import {forwardRef, type LabelHTMLAttributes} from 'react';
import clsx from 'clsx';
import field from '../field.module.css';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Value rendered as `data-testid`; default 'store-label'. */
  testId?: string;
}

/** Stand-in for the 1.x Label: a native `label`. */
const Label = forwardRef<HTMLLabelElement, LabelProps>(function Label({testId = 'store-label', className, ...rest}, ref) {
  return <label ref={ref} data-fs-label="" data-testid={testId} className={clsx(field.label, className)} {...rest} />;
});

export default Label;
