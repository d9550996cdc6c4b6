import type {PlaygroundSpec} from '../../types';
import Checkbox from '.';

const checkboxPlayground: PlaygroundSpec = {
  name: 'Checkbox',
  level: 'atoms',
  page: '/reference/ui/atoms/Checkbox',
  controls: [
    {name: 'label', type: 'string', default: 'Gift wrap this order', in1x: 'portal'},
    {name: 'defaultChecked', type: 'boolean', default: true, implicit: false, in1x: 'native'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, in1x: 'native'},
  ],
  // key: defaultChecked only applies on mount, so a new value remounts the box.
  render: ({label, defaultChecked, disabled}) => (
    <Checkbox key={String(defaultChecked)} label={String(label)} defaultChecked={Boolean(defaultChecked)} disabled={Boolean(disabled)} />
  ),
};

export default checkboxPlayground;
