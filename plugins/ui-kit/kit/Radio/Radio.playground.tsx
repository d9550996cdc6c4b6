import {useId} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import {changedProps} from '../../code.ts';
import Label from '../Label/index.tsx';
import Radio from './index.tsx';

const options = ['Standard delivery', 'Express delivery', 'Pick up in store'];

function RadioDemo({disabled, testId}: PlaygroundValues) {
  const name = useId();
  return (
    <fieldset style={{display: 'grid', gap: '0.5rem', border: 0, padding: 0, margin: 0}}>
      <legend style={{fontWeight: 600}}>Shipping</legend>
      {options.map((option, index) => (
        <Label key={option}>
          <Radio name={name} value={option} defaultChecked={index === 0} disabled={Boolean(disabled)} testId={String(testId)} />
          {option}
        </Label>
      ))}
    </fieldset>
  );
}

const radioPlayground: PlaygroundSpec = {
  name: 'Radio',
  level: 'atoms',
  page: '/reference/ui/atoms/Radio',
  controls: [
    {name: 'disabled', type: 'boolean', default: false, implicit: false, native: true},
    {name: 'testId', type: 'string', default: 'store-radio', implicit: 'store-radio'},
  ],
  render: (values) => <RadioDemo {...values} />,
  code: (values) =>
    exampleModule({
      name: 'Radio',
      ui: ['Label', 'Radio'],
      jsx: jsxString(
        'fieldset',
        [],
        [
          '<legend>Shipping</legend>',
          ...options.map((option, index) =>
            jsxString(
              'Label',
              [],
              `${jsxString('Radio', [['name', 'shipping'], ['value', option], ['defaultChecked', index === 0], ...changedProps(radioPlayground, values)])}\n${option}`,
            ),
          ),
        ].join('\n'),
      ),
    }),
};

export default radioPlayground;
