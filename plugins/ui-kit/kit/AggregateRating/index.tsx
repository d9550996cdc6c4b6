import {Children, forwardRef, type ElementType, type HTMLAttributes} from 'react';
import clsx from 'clsx';
import {itemFill} from '../../logic/rating.ts';
import styles from './styles.module.css';

export interface ListProps<T = HTMLElement> extends HTMLAttributes<T> {
  /** Value rendered as `data-testid`; default 'store-list'. */
  testId?: string;
  /** Renders a `dl`, `ol` or `ul`; default 'unordered'. */
  variant?: 'description' | 'ordered' | 'unordered';
  /** Element to render instead. */
  as?: ElementType;
}

export interface AggregateRatingProps extends ListProps<HTMLUListElement> {
  /** The rating: the child at position `i` is full when `value - i` is 1 or more, partial between 0 and 1, else empty. */
  value: number;
  /** Value rendered as `data-testid` (items get `{testId}-item`); default 'store-aggregate-rating'. */
  testId?: string;
}

const listElements = {description: 'dl', ordered: 'ol', unordered: 'ul'} as const;

/** Stand-in for the 1.x AggregateRating: a list with one item per child, each marked full, partial or empty. */
const AggregateRating = forwardRef<HTMLUListElement, AggregateRatingProps>(function AggregateRating(
  {children, testId = 'store-aggregate-rating', value, variant = 'unordered', as, className, ...rest},
  ref,
) {
  const List: ElementType = as ?? listElements[variant];
  return (
    <List ref={ref} data-fs-aggregate-rating="" data-testid={testId} className={clsx(styles.rating, className)} {...rest}>
      {Children.map(children, (child, index) => (
        <li data-fs-aggregate-rating-item={itemFill(value, index)} data-testid={`${testId}-item`} className={styles.item}>
          {child}
        </li>
      ))}
    </List>
  );
});

export default AggregateRating;
