/**
 * Pieces the demos share, each as the live thing and as the source text their code shows, so the two cannot drift:
 * a price formatter and a star icon, as a storefront would write them.
 */
import {formatPrice} from './logic/price.ts';

export const formatUSD = (price: number) => formatPrice(price);

export const formatUSDSource = `const formatUSD = (price: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price)`;

const starPath = 'M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z';

export function Star() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d={starPath} fill="currentColor" />
    </svg>
  );
}

export const starSource = `function Star() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="${starPath}" fill="currentColor" />
    </svg>
  )
}`;

/** The star icons of a five-step rating, as AggregateRating's children. */
export const ratingStarsSource = '{[1, 2, 3, 4, 5].map((step) => (\n  <Icon key={step} component={<Star />} />\n))}';
