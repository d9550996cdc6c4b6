import {forwardRef, type ButtonHTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ButtonProps<T = HTMLButtonElement> extends ButtonHTMLAttributes<T> {
  /** Value rendered as `data-testid`; default 'store-button'. */
  testId?: string;
}

/** Stand-in for the 1.x Button: a native `button`, so `type` is the browser's unless you set it. */
const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({testId = 'store-button', className, ...rest}, ref) {
  return <button ref={ref} data-fs-button="" data-testid={testId} className={clsx(styles.button, className)} {...rest} />;
});

export default Button;
