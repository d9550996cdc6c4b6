import {useState} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types.ts';
import {exampleModule, jsxString} from '../../logic/jsxString.ts';
import Accordion, {AccordionButton, AccordionItem, AccordionPanel} from './Accordion1x.tsx';

const sections = [
  ['Description', 'Soft cotton T-shirt with a relaxed fit.'],
  ['Shipping', 'Free shipping on orders over $50.'],
  ['Returns', 'Return any item within 30 days.'],
];

/** The indices control's options: the items open at first, as the array the code passes to `new Set`. */
const openAtFirst = ['[0]', '[]', '[0, 1, 2]'];
const parseIndices = (value: string) => JSON.parse(value) as number[];

function AccordionDemo({indices: initial, 'AccordionItem.prefixId': prefixId, testId}: PlaygroundValues) {
  const [indices, setIndices] = useState(() => new Set(parseIndices(String(initial))));
  const toggle = (index: number) =>
    setIndices((open) => {
      const next = new Set(open);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Accordion indices={indices} onChange={toggle} testId={String(testId)}>
      {sections.map(([title, text]) => (
        <AccordionItem key={title} prefixId={String(prefixId)}>
          <AccordionButton>{title}</AccordionButton>
          <AccordionPanel>{text}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const accordionPlayground: PlaygroundSpec = {
  name: 'Accordion',
  level: 'molecules',
  page: '/reference/ui/molecules/Accordion',
  controls: [
    {name: 'indices', type: 'enum', options: openAtFirst, default: '[0]'},
    // A prefix by default: the page may hold other accordions, whose unprefixed ids would repeat these.
    {name: 'AccordionItem.prefixId', type: 'string', default: 'demo', implicit: ''},
    {name: 'testId', type: 'string', default: 'store-accordion', implicit: 'store-accordion'},
  ],
  // key: the open items are the demo's own state; a new starting set starts over.
  render: (values) => <AccordionDemo key={String(values.indices)} {...values} />,
  code: (values) =>
    exampleModule({
      name: 'Accordion',
      ui: ['Accordion', 'AccordionButton', 'AccordionItem', 'AccordionPanel'],
      react: ['useState'],
      before: `const sections = [\n${sections.map(([title, text]) => `  { title: '${title}', text: '${text}' },`).join('\n')}\n]`,
      setup: [
        `const [indices, setIndices] = useState<Set<number>>(new Set(${values.indices}))`,
        'const toggle = (index: number) =>',
        '  setIndices((open) => {',
        '    const next = new Set(open)',
        '    if (next.has(index)) next.delete(index)',
        '    else next.add(index)',
        '    return next',
        '  })',
      ].join('\n'),
      jsx: jsxString(
        'Accordion',
        [
          ['indices', {code: 'indices'}],
          ['onChange', {code: 'toggle'}],
          ['testId', values.testId === 'store-accordion' ? undefined : String(values.testId)],
        ],
        [
          '{sections.map((section) => (',
          jsxString(
            'AccordionItem',
            [
              ['key', {code: 'section.title'}],
              ['prefixId', values['AccordionItem.prefixId'] === '' ? undefined : String(values['AccordionItem.prefixId'])],
            ],
            '<AccordionButton>{section.title}</AccordionButton>\n<AccordionPanel>{section.text}</AccordionPanel>',
          )
            .split('\n')
            .map((line) => `  ${line}`)
            .join('\n'),
          '))}',
        ].join('\n'),
      ),
    }),
};

export default accordionPlayground;
