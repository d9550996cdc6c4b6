import type {PlaygroundSpec} from '../../types.ts';
import {ratingStarsSource, Star, starSource} from '../../demoParts.tsx';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import Icon from '../Icon/index.tsx';
import AggregateRating from './index.tsx';

const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;

const aggregateRatingPlayground: PlaygroundSpec = {
  name: 'AggregateRating',
  level: 'molecules',
  page: '/reference/ui/molecules/AggregateRating',
  controls: [
    // Five stars are the five children, so the value takes 0 to 5.
    {name: 'value', type: 'number', default: 3.5, min: 0, max: 5, step: 0.5},
    // 'description' renders a `dl`, whose children may not be the list items AggregateRating renders.
    {name: 'variant', type: 'enum', options: ['unordered', 'ordered'], default: 'unordered', implicit: 'unordered'},
    {name: 'testId', type: 'string', default: 'store-aggregate-rating', implicit: 'store-aggregate-rating'},
  ],
  render: ({value, variant, testId}) => (
    <AggregateRating value={Number(value)} variant={variant as 'ordered'} aria-label={ratingLabel(Number(value))} testId={String(testId)}>
      {[1, 2, 3, 4, 5].map((step) => (
        <Icon key={step} component={<Star />} />
      ))}
    </AggregateRating>
  ),
  code: ({value, variant, testId}) =>
    exampleModule({
      name: 'AggregateRating',
      ui: ['AggregateRating', 'Icon'],
      before: starSource,
      jsx: jsxString(
        'AggregateRating',
        [
          ['value', Number(value)],
          ['variant', variant === 'unordered' ? undefined : String(variant)],
          ['aria-label', ratingLabel(Number(value))],
          ['testId', testId === 'store-aggregate-rating' ? undefined : String(testId)],
        ],
        ratingStarsSource,
      ),
    }),
};

export default aggregateRatingPlayground;
