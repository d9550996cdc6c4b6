import type {PlaygroundSpec} from '../../types';
import Input from '.';

const inputPlayground: PlaygroundSpec = {
  name: 'Input',
  level: 'atoms',
  page: '/reference/ui/atoms/Input',
  controls: [
    {name: 'label', type: 'string', default: 'Postal code', in1x: 'portal'},
    {name: 'placeholder', type: 'string', default: '10001', in1x: 'native'},
    {name: 'type', type: 'enum', options: ['text', 'email', 'number', 'search', 'tel'], default: 'text', implicit: 'text', in1x: 'native'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, in1x: 'native'},
    {name: 'required', type: 'boolean', default: false, implicit: false, in1x: 'native'},
  ],
  render: ({label, placeholder, type, disabled, required}) => (
    <Input
      label={String(label)}
      placeholder={String(placeholder)}
      type={String(type)}
      disabled={Boolean(disabled)}
      required={Boolean(required)}
    />
  ),
};

export default inputPlayground;
