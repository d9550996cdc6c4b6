import type {ReactNode} from 'react';
import {AccordionButton, AccordionItem, AccordionPanel} from '../../../plugins/ui-kit/kit/Accordion';

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

/** The heading id a question had as a Markdown heading, so old links still land on it. */
export function questionSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

export default function FaqItem({question, id, index, children}: Props) {
  return (
    <AccordionItem index={index}>
      <AccordionButton headingId={id ?? questionSlug(question)}>{question}</AccordionButton>
      <AccordionPanel>{children}</AccordionPanel>
    </AccordionItem>
  );
}
