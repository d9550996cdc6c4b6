import {forwardRef, type ElementType, type ReactElement} from 'react';
import clsx from 'clsx';
import type {PolymorphicProps} from '../polymorphic.ts';
import styles from './styles.module.css';

export type LinkProps<C extends ElementType> = PolymorphicProps<
  C,
  {
    /** Value rendered as `data-testid`; default 'store-link'. */
    testId?: string;
  }
>;

type LinkComponent = <C extends ElementType = 'a'>(props: LinkProps<C>) => ReactElement | null;

/** Stand-in for the 1.x Link: an `a`, or the element or component given in `as`. */
const Link = forwardRef(function Link({as, testId = 'store-link', className, ...rest}: LinkProps<ElementType>, ref) {
  const Component: ElementType = as ?? 'a';
  return <Component ref={ref} data-fs-link="" data-testid={testId} className={clsx(styles.link, className)} {...rest} />;
}) as LinkComponent;

export default Link;
