import type {ReactNode} from 'react';
import {AccordionButton, AccordionItem, AccordionPanel} from '@theme/Accordion';
import {questionSlug} from '@site/common/questionSlug.ts';

interface Props {
  /** The question, shown in the item's heading (h3). */
  question: string;
  /** The heading's anchor; by default the question's slug. A translation passes the English question's slug. */
  id?: string;
  /** Set by FaqAccordion. */
  index?: number;
  /** The answer, Markdown. */
  children: ReactNode;
}

export default function FaqItem({question, id, index, children}: Props) {
  return (
    <AccordionItem index={index}>
      <AccordionButton headingId={id ?? questionSlug(question)}>{question}</AccordionButton>
      <AccordionPanel>{children}</AccordionPanel>
    </AccordionItem>
  );
}
