import type {PlaygroundSpec} from '../../types';
import {jsxString} from '../../logic/jsxString';
import {formatPrice} from '../../logic/price';
import Slider from '.';

const sliderPlayground: PlaygroundSpec = {
  name: 'Slider',
  level: 'atoms',
  page: '/reference/ui/atoms/Slider',
  controls: [
    {name: 'absoluteMin', type: 'number', default: 0, step: 1, in1x: {prop: 'min'}},
    {name: 'absoluteMax', type: 'number', default: 500, step: 1, in1x: {prop: 'max'}},
    {name: 'selectedMin', type: 'number', default: 50, step: 1, in1x: {prop: 'min'}},
    {name: 'selectedMax', type: 'number', default: 300, step: 1, in1x: {prop: 'max'}},
    {name: 'step', type: 'number', default: 10, min: 1, step: 1, implicit: 1},
    {name: 'currency', type: 'enum', options: ['USD', 'EUR', 'BRL'], default: 'USD', in1x: 'portal'},
  ],
  // key: the slider keeps its own state, so new bounds start a new one.
  render: ({absoluteMin, absoluteMax, selectedMin, selectedMax, step, currency}) => (
    <Slider
      key={`${absoluteMin}-${absoluteMax}-${selectedMin}-${selectedMax}-${step}-${currency}`}
      min={{absolute: Number(absoluteMin), selected: Number(selectedMin)}}
      max={{absolute: Number(absoluteMax), selected: Number(selectedMax)}}
      step={Number(step)}
      formatValue={(value) => formatPrice(value, {currency: String(currency)})}
    />
  ),
  code: ({absoluteMin, absoluteMax, selectedMin, selectedMax, step, currency}) =>
    jsxString('Slider', [
      ['min', {code: `{absolute: ${absoluteMin}, selected: ${selectedMin}}`}],
      ['max', {code: `{absolute: ${absoluteMax}, selected: ${selectedMax}}`}],
      ['step', step === 1 ? undefined : Number(step)],
      ['formatValue', {code: `(value) => formatPrice(value, {currency: '${currency}'})`}],
    ]),
};

export default sliderPlayground;
