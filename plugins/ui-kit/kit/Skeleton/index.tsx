import type {HTMLAttributes} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = HTMLAttributes<HTMLDivElement> & {
  /** 'rectangle' or 'circle'; default 'rectangle'. */
  shape?: 'rectangle' | 'circle';
  /** CSS width; default '100%'. */
  width?: string;
  /** CSS height; default '1rem'. */
  height?: string;
  /** Value rendered as `data-testid`; default 'store-skeleton'. */
  testId?: string;
};

/** A decorative placeholder: hidden from assistive technology, which should get `aria-busy` on the loading region. */
export default function Skeleton({shape = 'rectangle', width = '100%', height = '1rem', testId = 'store-skeleton', className, style, ...rest}: Props) {
  return (
    <div
      aria-hidden="true"
      data-fs-skeleton={shape}
      data-testid={testId}
      className={clsx(styles.skeleton, styles[shape], className)}
      style={{width, height, ...style}}
      {...rest}
    />
  );
}
