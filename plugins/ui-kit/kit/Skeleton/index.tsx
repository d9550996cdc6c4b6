import {forwardRef, type HTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Value rendered as `data-testid`; default 'store-skeleton'. */
  testId?: string;
}

/** Stand-in for the 1.x Skeleton: an empty `div` that shimmers, sized by its `style` or class. */
const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton({testId = 'store-skeleton', className, ...rest}, ref) {
  return <div ref={ref} data-fs-skeleton="" data-testid={testId} className={clsx(styles.skeleton, className)} {...rest} />;
});

export default Skeleton;
