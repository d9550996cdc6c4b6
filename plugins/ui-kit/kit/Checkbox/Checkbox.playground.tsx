import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import {changedProps} from '../../code.ts';
import Label from '../Label/index.tsx';
import Checkbox from './index.tsx';

const text = 'Gift wrap this order';

const checkboxPlayground: PlaygroundSpec = {
  name: 'Checkbox',
  level: 'atoms',
  page: '/reference/ui/atoms/Checkbox',
  controls: [
    {name: 'defaultChecked', type: 'boolean', default: true, implicit: false, native: true},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, native: true},
    {name: 'testId', type: 'string', default: 'store-checkbox', implicit: 'store-checkbox'},
  ],
  // key: defaultChecked only applies on mount, so a new value remounts the box.
  render: ({defaultChecked, disabled, testId}) => (
    <Label>
      <Checkbox key={String(defaultChecked)} defaultChecked={Boolean(defaultChecked)} disabled={Boolean(disabled)} testId={String(testId)} />
      {text}
    </Label>
  ),
  code: (values) =>
    exampleModule({
      name: 'Checkbox',
      ui: ['Checkbox', 'Label'],
      jsx: jsxString('Label', [], `${jsxString('Checkbox', changedProps(checkboxPlayground, values))}\n${text}`),
    }),
};

export default checkboxPlayground;
