import type {HTMLAttributes} from 'react';
import clsx from 'clsx';
import {formatPrice} from '../../logic/price';
import styles from './styles.module.css';

type Props = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The amount. */
  value: number;
  /** ISO 4217 code; default 'USD'. */
  currency?: string;
  /** BCP 47 locale; default 'en-US'. */
  locale?: string;
  /** 'selling' (bold) or 'listing' (struck through, announced as the original price); default 'selling'. */
  variant?: 'selling' | 'listing';
  /** Value rendered as `data-testid`; default 'store-price'. */
  testId?: string;
};

export default function Price({value, currency, locale, variant = 'selling', testId = 'store-price', className, ...rest}: Props) {
  const text = formatPrice(value, {currency, locale});
  return (
    <span data-fs-price={variant} data-testid={testId} className={clsx(styles.price, styles[variant], className)} {...rest}>
      {variant === 'listing' ? (
        <>
          <span className={styles.srOnly}>Original price: </span>
          <s>{text}</s>
        </>
      ) : (
        text
      )}
    </span>
  );
}
