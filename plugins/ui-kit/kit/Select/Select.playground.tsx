import type {PlaygroundSpec} from '../../types';
import Select from '.';

// Spec §3: the sort options of the collection schema.
const sorts = [
  ['', 'Relevance'],
  ['price:asc', 'Price: low to high'],
  ['price:desc', 'Price: high to low'],
  ['name:asc', 'Name: A to Z'],
];

const selectPlayground: PlaygroundSpec = {
  name: 'Select',
  level: 'atoms',
  page: '/reference/ui/atoms/Select',
  controls: [
    {name: 'label', type: 'string', default: 'Sort by', in1x: 'portal'},
    {name: 'disabled', type: 'boolean', default: false, implicit: false, in1x: 'native'},
  ],
  render: ({label, disabled}) => (
    <Select label={String(label)} disabled={Boolean(disabled)} defaultValue="">
      {sorts.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </Select>
  ),
  code: ({label, disabled}) =>
    [
      `<Select label=${JSON.stringify(label)}${disabled ? ' disabled' : ''} defaultValue="">`,
      ...sorts.map(([value, text]) => `  <option value="${value}">${text}</option>`),
      '</Select>',
    ].join('\n'),
};

export default selectPlayground;
