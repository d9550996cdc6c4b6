import type {ReactNode} from 'react';
import Accordion from '@theme/Accordion';
import styles from './styles.module.css';

interface Props {
  /** FaqItem elements. */
  children: ReactNode;
}

/** One group of FAQ questions; several answers may be open at once. */
export default function FaqAccordion({children}: Props) {
  return (
    <Accordion multiple testId="faq-accordion" className={styles.faqAccordion}>
      {children}
    </Accordion>
  );
}
