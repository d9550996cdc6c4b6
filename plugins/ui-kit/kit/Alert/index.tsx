import {forwardRef, type HTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Value rendered as `data-testid`; default 'store-alert'. */
  testId?: string;
}

/** Stand-in for the 1.x Alert: a `div` with role alert, announced as soon as it appears or changes. */
const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({testId = 'store-alert', className, ...rest}, ref) {
  return <div ref={ref} role="alert" data-fs-alert="" data-testid={testId} className={clsx(styles.alert, className)} {...rest} />;
});

export default Alert;
