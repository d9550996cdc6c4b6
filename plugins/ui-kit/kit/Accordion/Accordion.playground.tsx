import type {PlaygroundSpec} from '../../types';
import {jsxString} from '../../logic/jsxString';
import Accordion, {AccordionButton, AccordionItem, AccordionPanel} from '.';

const sections = [
  ['Description', 'Soft cotton T-shirt with a relaxed fit.'],
  ['Shipping', 'Free shipping on orders over $50.'],
  ['Returns', 'Return any item within 30 days.'],
];

const accordionPlayground: PlaygroundSpec = {
  name: 'Accordion',
  level: 'molecules',
  page: '/reference/ui/molecules/Accordion',
  controls: [
    {name: 'multiple', type: 'boolean', default: false, implicit: false, in1x: 'portal'},
    {name: 'openFirst', type: 'boolean', default: true, in1x: 'portal'},
  ],
  // key: the open items are the accordion's own state; changing a control starts over.
  render: ({multiple, openFirst}) => (
    <Accordion key={`${multiple}-${openFirst}`} multiple={Boolean(multiple)} defaultIndices={openFirst ? [0] : []}>
      {sections.map(([title, text]) => (
        <AccordionItem key={title}>
          <AccordionButton>{title}</AccordionButton>
          <AccordionPanel>
            <p>{text}</p>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  code: ({multiple, openFirst}) =>
    jsxString(
      'Accordion',
      [
        ['multiple', Boolean(multiple)],
        ['defaultIndices', openFirst ? {code: '[0]'} : undefined],
      ],
      sections
        .map(([title, text]) =>
          [
            '<AccordionItem>',
            `  <AccordionButton>${title}</AccordionButton>`,
            `  <AccordionPanel>${text}</AccordionPanel>`,
            '</AccordionItem>',
          ].join('\n'),
        )
        .join('\n'),
    ),
};

export default accordionPlayground;
