import type {PlaygroundSpec} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import {changedProps} from '../../code.ts';
import Label from '../Label/index.tsx';
import Select from './index.tsx';

// The sort orders of the FastStore API's StoreSort enum that a product list offers most.
const sorts = [
  ['score_desc', 'Relevance'],
  ['price_asc', 'Price: low to high'],
  ['price_desc', 'Price: high to low'],
  ['name_asc', 'Name: A to Z'],
];

const fieldId = 'plp-sort';

const selectPlayground: PlaygroundSpec = {
  name: 'Select',
  level: 'atoms',
  page: '/reference/ui/atoms/Select',
  controls: [
    {name: 'disabled', type: 'boolean', default: false, implicit: false, native: true},
    {name: 'testId', type: 'string', default: 'store-select', implicit: 'store-select'},
  ],
  render: ({disabled, testId}) => (
    <div style={{display: 'grid', gap: '0.25rem'}}>
      <Label htmlFor={fieldId}>Sort by</Label>
      <Select id={fieldId} disabled={Boolean(disabled)} testId={String(testId)} defaultValue="score_desc">
        {sorts.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  ),
  code: (values) =>
    exampleModule({
      name: 'Select',
      ui: ['Label', 'Select'],
      jsx: jsxString(
        'div',
        [],
        [
          `<Label htmlFor="${fieldId}">Sort by</Label>`,
          jsxString(
            'Select',
            [['id', fieldId], ['defaultValue', 'score_desc'], ...changedProps(selectPlayground, values)],
            sorts.map(([value, text]) => `<option value="${value}">${text}</option>`).join('\n'),
          ),
        ].join('\n'),
      ),
    }),
};

export default selectPlayground;
