import type {PlaygroundSpec} from '../../types';
import Rating from '.';

const ratingPlayground: PlaygroundSpec = {
  name: 'Rating',
  level: 'molecules',
  page: '/reference/ui/molecules/AggregateRating',
  controls: [
    {name: 'value', type: 'number', default: 3.5, min: 0, max: 5, step: 0.5},
    {name: 'max', type: 'number', default: 5, min: 1, max: 10, step: 1, implicit: 5, in1x: 'portal'},
  ],
  render: ({value, max}) => <Rating value={Number(value)} max={Number(max)} />,
};

export default ratingPlayground;
