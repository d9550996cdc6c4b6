import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import {changedProps} from '../../code.ts';
import Label from '../Label/index.tsx';
import Input from './index.tsx';

const fieldId = 'postal-code';

const inputPlayground: PlaygroundSpec = {
  name: 'Input',
  level: 'atoms',
  page: '/reference/ui/atoms/Input',
  controls: [
    {name: 'variant', type: 'enum', options: ['', 'success', 'error'], default: '', implicit: ''},
    {name: 'type', type: 'enum', options: ['text', 'email', 'number', 'search', 'tel'], default: 'text', implicit: 'text', native: true},
    {name: 'placeholder', type: 'string', default: '10001', native: true},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, native: true},
    {name: 'required', type: 'boolean', default: false, implicit: false, native: true},
    {name: 'testId', type: 'string', default: 'store-input', implicit: 'store-input'},
  ],
  render: ({variant, type, placeholder, disabled, required, testId}) => (
    <div style={{display: 'grid', gap: '0.25rem'}}>
      <Label htmlFor={fieldId}>Postal code</Label>
      <Input
        id={fieldId}
        variant={variant === '' ? undefined : (variant as 'error')}
        type={String(type)}
        placeholder={String(placeholder)}
        disabled={Boolean(disabled)}
        required={Boolean(required)}
        testId={String(testId)}
      />
    </div>
  ),
  code: (values) =>
    exampleModule({
      name: 'Input',
      ui: ['Input', 'Label'],
      jsx: jsxString('div', [], `<Label htmlFor="${fieldId}">Postal code</Label>\n${jsxString('Input', [['id', fieldId], ...changedProps(inputPlayground, values)])}`),
    }),
};

export default inputPlayground;
