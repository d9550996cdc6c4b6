import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** The code, as the code block shows it. */
  children: string;
  language: string;
}

/** Lines an example shows before the reader asks for the rest. */
const shownLines = 12;

/**
 * A code example that shows its first lines in a box that scrolls, with a control to show it whole. The control
 * is a disclosure (summary only) that CSS reads: it works before the page's scripts run and costs no JavaScript.
 */
export default function Example({children, language}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  const lines = children.split('\n').length;
  if (lines <= shownLines) {
    return (
      <div className={styles.example}>
        <CodeBlock language={language}>{children}</CodeBlock>
      </div>
    );
  }
  const showAll = selectMessage(
    lines,
    translate({id: 'site.apiReference.showAllLines', message: 'Show {lines} line|Show all {lines} lines', description: 'The control that shows a long code example whole'}, {lines: String(lines)}),
  );
  const showFirst = selectMessage(
    shownLines,
    translate(
      {id: 'site.apiReference.showFirstLines', message: 'Show the first line|Show the first {lines} lines', description: 'The control that shows only the first lines of a long code example again'},
      {lines: String(shownLines)},
    ),
  );
  return (
    <div className={`${styles.example} ${styles.exampleCollapsible}`}>
      <CodeBlock language={language}>{children}</CodeBlock>
      <details className={styles.exampleToggle}>
        <summary>
          <span className={styles.exampleMore}>{showAll}</span>
          <span className={styles.exampleLess}>{showFirst}</span>
        </summary>
      </details>
    </div>
  );
}
