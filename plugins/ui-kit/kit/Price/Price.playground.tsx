import type {PlaygroundSpec} from '../../types.ts';
import {formatUSD, formatUSDSource} from '../../demoParts.tsx';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import {changedProps} from '../../code.ts';
import Price, {type PriceVariant} from './index.tsx';

const pricePlayground: PlaygroundSpec = {
  name: 'Price',
  level: 'atoms',
  page: '/reference/ui/atoms/Price',
  controls: [
    {name: 'value', type: 'number', default: 1249.9, min: 0, max: 1_000_000, step: 0.01},
    {name: 'variant', type: 'enum', options: ['selling', 'listing', 'spot', 'savings', 'installment'], default: 'selling', implicit: 'selling'},
    {name: 'testId', type: 'string', default: 'store-price', implicit: 'store-price'},
  ],
  render: ({value, variant, testId}) => <Price value={Number(value)} variant={variant as PriceVariant} formatter={formatUSD} testId={String(testId)} />,
  code: (values) =>
    exampleModule({
      name: 'Price',
      ui: ['Price'],
      before: formatUSDSource,
      jsx: jsxString('Price', [...changedProps(pricePlayground, values), ['formatter', {code: 'formatUSD'}]]),
    }),
};

export default pricePlayground;
