import {translate} from '@docusaurus/Translate';
import type {PlaygroundSpec} from '../../types.ts';
import {formatUSD, formatUSDSource} from '../../demoParts.tsx';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import Slider from './index.tsx';

const numbers = {type: 'number', min: 0, max: 10_000, step: 1} as const;

const sliderPlayground: PlaygroundSpec = {
  name: 'Slider',
  level: 'atoms',
  page: '/reference/ui/atoms/Slider',
  controls: [
    {name: 'min.absolute', ...numbers, default: 0},
    {name: 'min.selected', ...numbers, default: 50},
    {name: 'max.absolute', ...numbers, default: 500},
    {name: 'max.selected', ...numbers, default: 300},
    {name: 'step', type: 'number', min: 1, max: 1000, step: 1, default: 10},
    {name: 'testId', type: 'string', default: 'store-slider', implicit: 'store-slider'},
  ],
  // key: the slider reads its bounds and starting values once, so new ones start a new slider.
  render: (values) => (
    <Slider
      key={['min.absolute', 'min.selected', 'max.absolute', 'max.selected', 'step'].map((name) => values[name]).join('-')}
      min={{absolute: Number(values['min.absolute']), selected: Number(values['min.selected'])}}
      max={{absolute: Number(values['max.absolute']), selected: Number(values['max.selected'])}}
      step={Number(values.step)}
      minValueLabelComponent={(value) => <span>{formatUSD(value)}</span>}
      maxValueLabelComponent={(value) => <span>{formatUSD(value)}</span>}
      testId={String(values.testId)}
    />
  ),
  code: (values) =>
    exampleModule({
      name: 'Slider',
      ui: ['Slider'],
      before: formatUSDSource,
      jsx: jsxString('Slider', [
        ['min', {code: `{ absolute: ${values['min.absolute']}, selected: ${values['min.selected']} }`}],
        ['max', {code: `{ absolute: ${values['max.absolute']}, selected: ${values['max.selected']} }`}],
        ['step', Number(values.step)],
        ['minValueLabelComponent', {code: '(value) => <span>{formatUSD(value)}</span>'}],
        ['maxValueLabelComponent', {code: '(value) => <span>{formatUSD(value)}</span>'}],
        ['testId', values.testId === 'store-slider' ? undefined : String(values.testId)],
      ]),
    }),
  refuse: (values) => {
    const [lowest, low, high, highest, step] = ['min.absolute', 'min.selected', 'max.selected', 'max.absolute', 'step'].map((name) => Number(values[name]));
    if (lowest >= highest) return translate({id: 'site.uiKit.sliderAbsoluteOrder', message: 'min.absolute must be below max.absolute'});
    if (low < lowest || high > highest) {
      return translate({id: 'site.uiKit.sliderSelectedInRange', message: 'the selected values must lie between min.absolute and max.absolute'});
    }
    if (low + step > high) return translate({id: 'site.uiKit.sliderSelectedOrder', message: 'min.selected must be at least one step below max.selected'});
    return null;
  },
};

export default sliderPlayground;
