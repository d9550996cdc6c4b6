import {useId} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types';
import Radio from '.';

const options = ['Standard delivery', 'Express delivery', 'Pick up in store'];

function RadioDemo({legend, disabled}: PlaygroundValues) {
  const name = useId();
  return (
    <fieldset style={{display: 'grid', gap: '0.5rem', border: 0, padding: 0, margin: 0}}>
      <legend style={{fontWeight: 600}}>{String(legend)}</legend>
      {options.map((option, index) => (
        <Radio key={option} name={name} value={option} label={option} defaultChecked={index === 0} disabled={Boolean(disabled)} />
      ))}
    </fieldset>
  );
}

const radioPlayground: PlaygroundSpec = {
  name: 'Radio',
  level: 'atoms',
  page: '/reference/ui/atoms/Radio',
  controls: [
    {name: 'legend', type: 'string', default: 'Shipping', in1x: 'portal'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, in1x: 'native'},
  ],
  render: (values) => <RadioDemo {...values} />,
  code: ({legend, disabled}) =>
    [
      '<fieldset>',
      `  <legend>${String(legend)}</legend>`,
      ...options.map(
        (option, index) =>
          `  <Radio name="shipping" value="${option}" label="${option}"${index === 0 ? ' defaultChecked' : ''}${disabled ? ' disabled' : ''} />`,
      ),
      '</fieldset>',
    ].join('\n'),
};

export default radioPlayground;
