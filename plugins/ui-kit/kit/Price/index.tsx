import {forwardRef, type ElementType, type HTMLAttributes, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type PriceVariant = 'selling' | 'listing' | 'spot' | 'savings' | 'installment';

export type PriceFormatter = (price: number, variant: PriceVariant) => ReactNode;

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Element to render; default 'span'. */
  as?: ElementType;
  /** Value rendered as `data-testid`; default 'store-price'. */
  testId?: string;
  /** The raw price. */
  value: number;
  /** Turns the raw price into what is shown; default the number as it is. */
  formatter?: PriceFormatter;
  /** The kind of price, passed to the formatter and rendered as `data-variant`; default 'selling'. */
  variant?: PriceVariant;
}

const asIs: PriceFormatter = (price) => price;

/** Stand-in for the 1.x Price: the formatter's output in a `span`, or the element given in `as`. */
const Price = forwardRef<Omit<HTMLSpanElement, 'children'>, PriceProps>(function Price(
  {as: Component = 'span', testId = 'store-price', value, formatter = asIs, variant = 'selling', className, ...rest},
  ref,
) {
  return (
    <Component ref={ref} data-fs-price="" data-testid={testId} data-variant={variant} className={clsx(styles.price, className)} {...rest}>
      {formatter(value, variant)}
    </Component>
  );
});

export default Price;
