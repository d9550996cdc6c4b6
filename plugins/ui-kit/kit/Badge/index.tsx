import type {HTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = HTMLAttributes<HTMLSpanElement> & {
  /** Kit extra: colour of the badge; default 'neutral'. */
  variant?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
  /** Value rendered as `data-testid`; default 'store-badge'. */
  testId?: string;
};

export default function Badge({variant = 'neutral', testId = 'store-badge', className, ...rest}: Props) {
  return <span data-fs-badge={variant} data-testid={testId} className={clsx(styles.badge, styles[variant], className)} {...rest} />;
}
