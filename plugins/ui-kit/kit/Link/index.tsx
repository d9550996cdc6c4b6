import type {AnchorHTMLAttributes, Ref} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Kit extra: 'default' or 'display' (bold, no underline until hover); default 'default'. */
  variant?: 'default' | 'display';
  /** Value rendered as `data-testid`; default 'store-link'. */
  testId?: string;
  ref?: Ref<HTMLAnchorElement>;
};

export default function Link({variant = 'default', testId = 'store-link', className, ...rest}: Props) {
  return <a data-fs-link={variant} data-testid={testId} className={clsx(styles.link, styles[variant], className)} {...rest} />;
}
