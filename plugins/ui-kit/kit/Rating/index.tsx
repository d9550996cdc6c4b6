import clsx from 'clsx';
import {ratingLabel, starFills} from '../../logic/rating';
import styles from './styles.module.css';

interface Props {
  /** The rating, rounded to half stars for display. */
  value: number;
  /** Number of stars; default 5 (spec §9 rating scale 1 to 5). */
  max?: number;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-rating'. */
  testId?: string;
}

/** A read-only star rating, announced as one image ("Rated 4.5 out of 5"). */
export default function Rating({value, max = 5, className, testId = 'store-rating'}: Props) {
  return (
    <span role="img" aria-label={ratingLabel(value, max)} data-fs-rating="" data-testid={testId} className={clsx(styles.rating, className)}>
      {starFills(value, max).map((fill, index) => (
        <span key={index} className={clsx(styles.star, styles[fill])} data-star={fill} />
      ))}
    </span>
  );
}
