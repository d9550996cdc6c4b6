import {Children, type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = HTMLAttributes<HTMLElement> & {
  /** One element per step; the last one is the current page. */
  children: ReactNode;
  /** Accessible name of the navigation; default 'Breadcrumb'. */
  label?: string;
  /** Value rendered as `data-testid`; default 'store-breadcrumb'. */
  testId?: string;
};

export default function Breadcrumb({children, label = 'Breadcrumb', testId = 'store-breadcrumb', className, ...rest}: Props) {
  const steps = Children.toArray(children);
  return (
    <nav aria-label={label} data-fs-breadcrumb="" data-testid={testId} className={clsx(styles.breadcrumb, className)} {...rest}>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={index} className={styles.item} aria-current={index === steps.length - 1 ? 'page' : undefined}>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
