import {useState} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types.ts';
import {clampQuantity} from '../../logic/quantity.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import QuantitySelector from './index.tsx';

/** The most a shopper may add in the demo: the stock of the item. */
const stock = 10;

const minusPath = 'M3 8h10';
const plusPath = 'M3 8h10M8 3v10';

function Minus() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={minusPath} stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Plus() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={plusPath} stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const iconSource = (name: string, path: string) => `function ${name}() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="${path}" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}`;

function QuantityDemo({quantity: initial, testId}: PlaygroundValues) {
  const [quantity, setQuantity] = useState(Number(initial));
  const set = (value: number) => setQuantity(clampQuantity(value, 1, stock));
  return (
    <QuantitySelector
      quantity={quantity}
      leftButtonProps={{icon: <Minus />, disabled: quantity <= 1, onClick: () => set(quantity - 1)}}
      rightButtonProps={{icon: <Plus />, disabled: quantity >= stock, onClick: () => set(quantity + 1)}}
      inputProps={{onChange: (event) => set(Number(event.currentTarget.value))}}
      testId={String(testId)}
    />
  );
}

const quantitySelectorPlayground: PlaygroundSpec = {
  name: 'QuantitySelector',
  level: 'molecules',
  page: '/reference/ui/molecules/QuantitySelector',
  controls: [
    {name: 'quantity', type: 'number', default: 1, min: 1, max: stock, step: 1},
    {name: 'testId', type: 'string', default: 'store-quantity-selector', implicit: 'store-quantity-selector'},
  ],
  // key: the quantity control sets where the demo's own count starts.
  render: (values) => <QuantityDemo key={String(values.quantity)} {...values} />,
  code: ({quantity, testId}) =>
    exampleModule({
      name: 'QuantitySelector',
      ui: ['QuantitySelector'],
      react: ['useState'],
      before: `const stock = ${stock}\n\n${iconSource('Minus', minusPath)}\n\n${iconSource('Plus', plusPath)}`,
      setup: `const [quantity, setQuantity] = useState(${quantity})\nconst set = (value: number) => setQuantity(Math.min(Math.max(Math.round(value) || 1, 1), stock))`,
      jsx: jsxString('QuantitySelector', [
        ['quantity', {code: 'quantity'}],
        ['leftButtonProps', {code: '{ icon: <Minus />, disabled: quantity <= 1, onClick: () => set(quantity - 1) }'}],
        ['rightButtonProps', {code: '{ icon: <Plus />, disabled: quantity >= stock, onClick: () => set(quantity + 1) }'}],
        ['inputProps', {code: '{ onChange: (event) => set(Number(event.currentTarget.value)) }'}],
        ['testId', testId === 'store-quantity-selector' ? undefined : String(testId)],
      ]),
    }),
};

export default quantitySelectorPlayground;
