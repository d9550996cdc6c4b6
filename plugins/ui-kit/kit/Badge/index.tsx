import {forwardRef, type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface BadgeProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-badge'. */
  testId?: string;
  children?: ReactNode;
}

/** Stand-in for the 1.x Badge: a `div` with the badge's look. */
const Badge = forwardRef<HTMLDivElement, BadgeProps>(function Badge({testId = 'store-badge', className, ...rest}, ref) {
  return <div ref={ref} data-fs-badge="" data-testid={testId} className={clsx(styles.badge, className)} {...rest} />;
});

export default Badge;
