import type {PlaygroundSpec} from '../../types';
import QuantitySelector from '.';

const quantitySelectorPlayground: PlaygroundSpec = {
  name: 'QuantitySelector',
  level: 'molecules',
  page: '/reference/ui/molecules/QuantitySelector',
  controls: [
    {name: 'initial', type: 'number', default: 1, min: 0, step: 1, in1x: {prop: 'quantity'}},
    {name: 'min', type: 'number', default: 1, min: 0, step: 1, implicit: 1, in1x: 'portal'},
    {name: 'max', type: 'number', default: 10, min: 1, step: 1, in1x: 'portal'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, in1x: 'portal'},
  ],
  render: ({initial, min, max, disabled}) => (
    <QuantitySelector
      key={`${initial}-${min}-${max}`}
      initial={Number(initial)}
      min={Number(min)}
      max={Number(max)}
      disabled={Boolean(disabled)}
    />
  ),
};

export default quantitySelectorPlayground;
