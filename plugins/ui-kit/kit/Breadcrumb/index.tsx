import {Children, cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface BreadcrumbProps extends HTMLAttributes<HTMLDivElement> {
  /** Shown between the steps; default '/'. An element gets the divider's attributes itself. */
  divider?: ReactNode;
  /** Value rendered as `data-testid` (steps get `{testId}-item`, dividers `{testId}-divider`); default 'store-breadcrumb'. */
  testId?: string;
}

function Divider({divider, testId}: {divider: ReactNode; testId: string}) {
  const props = {'data-breadcrumb-divider': '', 'aria-hidden': true, 'data-testid': `${testId}-divider`, className: styles.divider};
  if (isValidElement(divider)) return cloneElement(divider as ReactElement<Record<string, unknown>>, props);
  return <span {...props}>{divider ?? '/'}</span>;
}

/** Stand-in for the 1.x Breadcrumb: a `nav` named "Breadcrumb" (your `aria-label` replaces it) around an ordered list. */
const Breadcrumb = forwardRef<HTMLDivElement, BreadcrumbProps>(function Breadcrumb(
  {children, divider, testId = 'store-breadcrumb', className, ...rest},
  ref,
) {
  const steps = Children.toArray(children);
  return (
    <nav ref={ref} aria-label="Breadcrumb" data-fs-breadcrumb="" data-testid={testId} className={clsx(styles.breadcrumb, className)} {...rest}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const props = {'data-testid': `${testId}-item`, 'aria-current': last ? ('page' as const) : undefined};
          return (
            <li key={index} className={styles.item}>
              {isValidElement(step) ? cloneElement(step as ReactElement<Record<string, unknown>>, props) : <span {...props}>{step}</span>}
              {!last && <Divider divider={divider} testId={testId} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

export default Breadcrumb;
